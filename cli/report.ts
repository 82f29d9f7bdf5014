/** Printing a RunResult the CLI way: plain (output, then the error on stderr) or --json. */
import type { RunResult } from '../interpreter/runner/contract.js';
import { reactionLines } from '../agent/run-format.js';

export function outputText(r: RunResult): string {
  let s = '';
  for (const c of r.output) s += c.kind === 'alert' ? `[alert] ${c.text}\n` : c.text;
  return s;
}

/** Print and return the exit status: 0 success, 1 a Lisp error, exhausted budget or failed assertion. */
export function printResult(r: RunResult, json: boolean, printValue: boolean): number {
  if (json) {
    process.stdout.write(`${JSON.stringify(r)}\n`);
    return r.ok ? 0 : 1;
  }
  const out = outputText(r);
  process.stdout.write(out);
  if (r.reactions?.length) {
    const lines = reactionLines(r);
    process.stderr.write(`${out && !out.endsWith('\n') ? '\n' : ''}; reactors fired: ${r.reactions.length + (r.reactionsDropped ?? 0)}\n${lines.map((l) => `  ${l}\n`).join('')}`);
  }
  if (r.statusLine) process.stderr.write(`; status line: ${r.statusLine}\n`);
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
