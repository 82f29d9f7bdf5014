/** Printing a RunResult the CLI way: plain (output, then the error on stderr) or --json. */
import type { RunResult } from '../interpreter/runner/contract.js';
import { reactionLines } from '../agent/run-format.js';

export function outputText(r: RunResult): string {
  let s = '';
  for (const c of r.output) s += c.kind === 'alert' ? `[alert] ${c.text}\n` : c.text;
  return s;
}

/** `--report`: what the run showed and changed, as comment lines after its output. */
export function reportText(r: RunResult): string {
  const lines: string[] = [];
  for (const d of r.dialogs ?? []) {
    const pressed = d.press ? `${d.press} pressed` : 'closed';
    lines.push(`; dialog "${d.name}" (${d.file}): ${pressed}, start_dialog returned ${d.status} (${d.answeredBy})`);
    const tiles = Object.entries(d.tiles).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
    if (tiles.length) lines.push(`;   ${tiles.join(' ')}`);
    for (const why of d.rejected ?? []) lines.push(`;   answer not applied: ${why}`);
  }
  if (r.unansweredPrompts.length) lines.push(`; unanswered: ${r.unansweredPrompts.join(', ')}`);
  if (r.reactions?.length) {
    lines.push(`; reactors fired: ${r.reactions.length + (r.reactionsDropped ?? 0)} callback(s)`);
    for (const l of reactionLines(r)) lines.push(`;   ${l}`);
  }
  if (r.statusLine) lines.push(`; status line: ${r.statusLine}`);
  const g = r.graphics;
  if (g) lines.push(`; temporary graphics: ${g.vectors.length} vector(s) in ${g.frames + 1} frame(s)${g.texts.length ? `, status "${g.texts.map((t) => t.text).join('" "')}"` : ''}`);
  const diff = r.diff;
  if (diff) {
    const s = diff.summary;
    lines.push(`; drawing: ${s.added} added, ${s.deleted} deleted, ${s.modified} modified${diff.tables.length ? `, ${diff.tables.length} table record(s) changed` : ''}`);
    for (const e of diff.entities.slice(0, 50)) {
      const groups = (e.groups ?? []).map((c) => `${c.code}: ${c.before ?? '-'} -> ${c.after ?? '-'}`).join('; ');
      lines.push(`;   ${e.change} ${e.type} ${e.handle} on ${e.layer}${groups ? ` (${groups})` : ''}`);
    }
    if (diff.entities.length > 50) lines.push(`;   ... ${diff.entities.length - 50} more`);
    for (const t of diff.tables) lines.push(`;   ${t.change} ${t.table} ${t.name}`);
    for (const v of diff.sysvars) lines.push(`;   ${v.name}: ${v.before} -> ${v.after}`);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** DCL problems, located, as compilers print them (to stderr). */
export function dclProblemsText(r: RunResult): string {
  return (r.dclDiagnostics ?? []).map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}\n`).join('');
}

/** Print and return the exit status: 0 success, 1 a Lisp error, exhausted budget or failed assertion. */
export function printResult(r: RunResult, json: boolean, printValue: boolean, report = false): number {
  if (json) {
    process.stdout.write(`${JSON.stringify(r)}\n`);
    return r.ok ? 0 : 1;
  }
  const out = outputText(r);
  process.stdout.write(out);
  process.stderr.write(dclProblemsText(r));
  if (report) process.stdout.write(`${out && !out.endsWith('\n') ? '\n' : ''}${reportText(r)}`);
  if (r.stage === 'ok') {
    if (printValue) process.stdout.write(`${out && !out.endsWith('\n') ? '\n' : ''}${r.value}\n`);
    for (const a of r.assertions ?? []) if (!a.passed) process.stderr.write(`assertion failed: ${a.expr} -> ${a.error ?? a.value}\n`);
    return r.ok ? 0 : 1;
  }
  const e = r.error;
  if (out && !out.endsWith('\n')) process.stdout.write('\n');
  if (!e) return 1;
  if (!e.handledByUser) process.stderr.write(`; error: ${e.message}\n`);
  if (e.file) process.stderr.write(`  at ${e.file}:${e.line}:${e.column}\n`);
  for (const f of e.stack) {
    const where = f.file ? ` (${f.file}:${f.line}:${f.column})` : '';
    const times = f.repeated ? ` ×${f.repeated}` : '';
    process.stderr.write(`  in (${[f.name, ...f.args].join(' ')})${where}${times}\n`);
  }
  if (r.sandboxRefused.length) process.stderr.write(`  refused by the sandbox: ${r.sandboxRefused.join(', ')}\n`);
  return 1;
}
