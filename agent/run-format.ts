/*
 * How a RunResult is told to the model and shown on a card. The model gets a compact JSON view
 * (ok, stage, output truncated, value, error with line/column/stack, steps, a diff summary that
 * groups identical changes so "12 LINEs moved to NEW_LAYER" reads as one line); the UI gets the
 * full RunResult separately. `oneLine` is used for cards and for compacted old tool results.
 */
import type { DrawingDiff, RunResult } from '../interpreter/runner/contract.js';
import { describeDiff, findingText, verificationProblems } from '../interpreter/runner/index.js';

export const OUTPUT_LIMIT = 2000;
const DIFF_LINES = 15;

export function truncate(text: string, limit = OUTPUT_LIMIT): string {
  if (text.length <= limit) return text;
  const head = Math.floor(limit * 0.75);
  const tail = limit - head;
  return `${text.slice(0, head)}\n…[${text.length - head - tail} characters cut]…\n${text.slice(text.length - tail)}`;
}

export const outputText = (r: RunResult): string => r.output.map((c) => (c.kind === 'alert' ? `[alert] ${c.text}\n` : c.text)).join('');

/** Where an error happened, "line 3, column 5", or "" when unknown. */
export function errorWhere(r: RunResult): string {
  const e = r.error;
  if (!e || e.line === undefined) return '';
  return `line ${e.line}${e.column !== undefined ? `, column ${e.column}` : ''}`;
}

/** What changed, in words, identical changes grouped (the runner's wording: effect-words.ts). */
export const diffLines = (diff: DrawingDiff, limit = DIFF_LINES): string[] => describeDiff(diff, limit);

/** The compact view the model receives for a run. */
export function compactRun(r: RunResult): Record<string, unknown> {
  const out: Record<string, unknown> = { ok: r.ok, stage: r.stage };
  const text = outputText(r);
  if (text) out.output = truncate(text);
  if (r.ok) out.value = truncate(r.value, 500);
  if (r.error) {
    const e = r.error;
    out.error = {
      message: e.message,
      ...(e.line !== undefined ? { line: e.line, column: e.column } : {}),
      ...(e.stack.length ? { stack: e.stack.slice(0, 8).map((f) => `(${[f.name, ...f.args].join(' ')})${f.line !== undefined ? ` at line ${f.line}` : ''}`) } : {}),
      ...(e.handledByUser ? { handledByUserErrorHandler: true } : {}),
    };
  }
  out.steps = r.steps;
  if (r.diff) {
    out.diff = { ...r.diff.summary, changes: diffLines(r.diff) };
  }
  if (r.assertions?.length) out.assertions = r.assertions.map((a) => ({ expr: a.expr, passed: a.passed, value: a.value, ...(a.error ? { error: a.error } : {}) }));
  if (r.unansweredPrompts.length) out.unansweredPrompts = r.unansweredPrompts;
  if (r.inputsLeft) out.inputsLeft = r.inputsLeft;
  if (r.sandboxRefused.length) out.sandboxRefused = r.sandboxRefused;
  if (r.unsimulatedCommands?.length) out.unsimulatedCommands = r.unsimulatedCommands.map((u) => (u.line !== undefined ? `${u.name} at line ${u.line}` : u.name));
  if (r.screening?.length) out.actsOutsideTheDrawing = r.screening.map(findingText);
  if (r.effect?.notes.length) out.effectNotes = r.effect.notes;
  if (r.verification) out.verification = r.verification.verified ? 'verified' : { verified: false, failed: verificationProblems(r.verification) };
  if (r.reactions?.length) out.reactions = reactionLines(r);
  if (r.statusLine) out.statusLine = r.statusLine;
  return out;
}

/** Fired reactor callbacks, identical ones grouped: ":vlr-commandEnded -> MY-CB (\"LAYER\") x 3". */
export function reactionLines(r: RunResult, limit = DIFF_LINES): string[] {
  const counts = new Map<string, number>();
  for (const x of r.reactions ?? []) {
    const key = `${x.event} -> ${x.callback} ${x.args[x.args.length - 1] ?? ''}${x.ok ? '' : ` FAILED: ${x.error}`}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const lines = [...counts].map(([k, n]) => (n > 1 ? `${k} x ${n}` : k));
  return lines.length <= limit ? lines : [...lines.slice(0, limit), `…and ${lines.length - limit} more`];
}

/** Did the run pass: no error and every assertion true. */
export const runPassed = (r: RunResult): boolean => r.ok && r.stage === 'ok' && (r.assertions ?? []).every((a) => a.passed);

/** One line: "ok, 12 modified, 340 steps" / "error at line 3: bad argument type: lselsetp nil". */
export function oneLine(r: RunResult): string {
  // a run whose only failures are assertions is ok=false with stage 'ok' and no error
  if (r.error || r.stage !== 'ok') {
    const where = errorWhere(r);
    return `${r.stage === 'syntax' ? 'syntax error' : r.stage === 'budget' ? 'step budget exhausted' : 'error'}${where ? ` at ${where}` : ''}: ${r.error?.message ?? r.stage}`;
  }
  const parts = ['ok'];
  if (r.diff) {
    const s = r.diff.summary;
    parts.push(s.added + s.deleted + s.modified === 0 ? 'drawing unchanged' : `${s.added} added, ${s.modified} modified, ${s.deleted} deleted`);
  }
  const failed = (r.assertions ?? []).filter((a) => !a.passed).length;
  if (r.assertions?.length) parts.push(failed ? `${failed}/${r.assertions.length} assertions FAILED` : `${r.assertions.length} assertions passed`);
  if (r.unsimulatedCommands?.length) parts.push(`commands not simulated: ${[...new Set(r.unsimulatedCommands.map((u) => u.name))].join(', ')} (cannot be verified)`);
  parts.push(`${r.steps} steps`);
  return parts.join(', ');
}
