/**
 * Printing a RunResult the CLI way: plain (output, then the error on stderr) or --json. Kept free
 * of the interpreter (types only): `eval` and `run` print here on the main thread while the
 * script ran in a worker, and their start-up is what this module costs (test/cli/lazy-imports).
 */
import type { RunResult } from '../interpreter/runner/contract.js';
import { processOutput, type CliOutput } from './fd-output.js';

export function outputText(r: RunResult): string {
  let s = '';
  for (const c of r.output) s += c.kind === 'alert' ? `[alert] ${c.text}\n` : c.text;
  return s;
}

/** DCL problems, located, as compilers print them (to stderr). */
export function dclProblemsText(r: RunResult): string {
  return (r.dclDiagnostics ?? []).map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}\n`).join('');
}

/** The exit status of a run: 0 success, 1 the script failed or hit a limit, 3 the runner failed. */
export function exitCodeOf(r: RunResult): number {
  if (r.ok) return 0;
  return r.stage === 'crashed' || r.stage === 'internal' ? 3 : 1;
}

/** Where an error is: FILE:LINE:COL, or just FILE when the error has no position (a drawing). */
export function placeOf(e: { file?: string; line?: number; column?: number }): string {
  if (!e.file) return '';
  return e.line === undefined ? e.file : `${e.file}:${e.line}${e.column === undefined ? '' : `:${e.column}`}`;
}

/**
 * Print and return the exit status (exitCodeOf); `report` (reportText's lines, --report) follows
 * the output. `io`: where (Node's streams; `eval` writes to the fds, cli/fd-output.ts).
 */
export function printResult(r: RunResult, json: boolean, printValue: boolean, report = '', io: CliOutput = processOutput): number {
  if (json) {
    io.out(`${JSON.stringify(r)}\n`);
    return exitCodeOf(r);
  }
  const out = outputText(r);
  io.out(out);
  io.err(dclProblemsText(r));
  if (report) io.out(`${out && !out.endsWith('\n') ? '\n' : ''}${report}`);
  if (r.stage === 'ok') {
    if (printValue) io.out(`${out && !out.endsWith('\n') ? '\n' : ''}${r.value}\n`);
    for (const a of r.assertions ?? []) if (!a.passed) io.err(`assertion failed: ${a.expr} -> ${a.error ?? a.value}\n`);
    return exitCodeOf(r);
  }
  const e = r.error;
  if (out && !out.endsWith('\n')) io.out('\n');
  if (!e) return exitCodeOf(r);
  if (!e.handledByUser) io.err(`; error: ${e.message}\n`);
  if (e.file) io.err(`  at ${placeOf(e)}\n`);
  for (const f of e.stack) {
    const where = f.file ? ` (${placeOf(f)})` : '';
    const times = f.repeated ? ` ×${f.repeated}` : '';
    io.err(`  in (${[f.name, ...f.args].join(' ')})${where}${times}\n`);
  }
  if (r.sandboxRefused.length) io.err(`  refused by the sandbox: ${r.sandboxRefused.join(', ')}\n`);
  return exitCodeOf(r);
}
