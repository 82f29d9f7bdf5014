/*
 * Distilling a lesson from a repaired session, by the loop itself (no model call): when a run
 * failed with an error and a later version verified, the lesson is that error, the form it failed
 * in, and the lines that changed between the two versions — the fix that worked. One lesson per
 * error: a second repair of the same error updates it (and counts it) rather than adding another.
 */
import type { RunResult } from '../../interpreter/runner/contract.js';
import { errorKey } from '../stuck.js';
import { calledFunctions } from './select.js';
import type { MemoryNote } from './notes.js';
import type { NoteDraft } from './store.js';

const MAX_DIFF_LINES = 12;

/** A line diff (LCS) of two short texts: removed lines with "-", added with "+". */
export function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length * b.length > 250_000) return [`- (${a.length} lines)`, `+ (${b.length} lines)`];
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! > lcs[i + 1]![j]!)) out.push(`+ ${b[j++]!.trim()}`);
    else out.push(`- ${a[i++]!.trim()}`);
  }
  return out.filter((l) => l.length > 2);
}

/** The source text of the form an error points at (its span in the failing code). */
export function failingForm(code: string, r: RunResult): string | undefined {
  const e = r.error;
  if (!e || e.line === undefined || e.column === undefined) return undefined;
  const lines = code.split('\n');
  const endLine = e.endLine ?? e.line;
  if (endLine !== e.line || e.line < 1 || e.line > lines.length) return undefined;
  const text = lines[e.line - 1]!.slice(e.column - 1, e.endColumn !== undefined ? e.endColumn - 1 : undefined).trim();
  return text && text.length <= 120 ? text : undefined;
}

export interface Repair {
  request: string;
  failedCode: string;
  failedRun: RunResult;
  fixedCode: string;
}

/** The lesson a repair teaches, or undefined when there is nothing to learn (no error, no change). */
export function distillLesson(r: Repair, existing: readonly MemoryNote[]): NoteDraft | undefined {
  const key = errorKey(r.failedRun);
  if (!key || r.failedCode === r.fixedCode) return undefined;
  const diff = changedLines(r.failedCode, r.fixedCode);
  if (diff.length === 0) return undefined;
  const shown = diff.length > MAX_DIFF_LINES ? [...diff.slice(0, MAX_DIFF_LINES), `… ${diff.length - MAX_DIFF_LINES} more changed lines`] : diff;
  const form = failingForm(r.failedCode, r.failedRun);
  const changedFns = calledFunctions(diff.join('\n'));
  const formFns = form ? calledFunctions(form) : new Set<string>();
  const tags = [...new Set([...formFns, ...changedFns])].filter((t) => !['setq', 'princ', 'defun', 'progn'].includes(t)).slice(0, 12);
  const title = `${form ? `${form} → ` : ''}${r.failedRun.error?.message ?? key}`.slice(0, 160);
  const body = [
    `Request: ${r.request.replace(/\s+/g, ' ').trim().slice(0, 300)}`,
    `Error: ${key}${form ? ` (at ${form})` : ''}`,
    'What fixed it (lines changed from the failing version to the verified one):',
    ...shown.map((l) => `    ${l}`),
  ].join('\n');
  const prior = existing.find((n) => n.kind === 'lesson' && n.error === key);
  return {
    ...(prior ? { id: prior.id } : {}),
    kind: 'lesson',
    title: prior?.title ?? title,
    tags: [...new Set([...(prior?.tags ?? []), ...tags])],
    error: key,
    seen: (prior?.seen ?? 1) + (prior ? 1 : 0),
    body,
  };
}
