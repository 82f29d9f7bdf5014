/** Running a source text in-process and reporting it the CLI way (plain or --json). */
import { Interp, prin1, wasHandledByUser, type LispError, type Value } from '../interpreter/index.js';

export interface CliOutcome {
  ok: boolean;
  output: string;
  value: Value;
  error?: LispError;
  steps: number;
  elapsedMs: number;
}

export function runSource(text: string, file: string, budget?: number): CliOutcome {
  let output = '';
  const started = performance.now();
  const ip = new Interp({ write: (t) => (output += t), ...(budget ? { budget } : {}) });
  const r = ip.runText(text, file);
  const out: CliOutcome = { ok: r.ok, output, value: r.value, steps: r.steps, elapsedMs: performance.now() - started };
  if (r.error) out.error = r.error;
  return out;
}

export function errorJson(e: LispError) {
  return {
    message: e.message,
    file: e.span?.file ?? null,
    line: e.span?.line ?? null,
    column: e.span?.col ?? null,
    stack: (e.frames ?? []).map((f) => ({ name: f.name, file: f.span?.file ?? null, line: f.span?.line ?? null, column: f.span?.col ?? null, args: f.args })),
  };
}

export function printOutcome(o: CliOutcome, json: boolean, printValue: boolean): number {
  if (json) {
    const obj = {
      ok: o.ok,
      output: o.output,
      value: o.ok ? prin1(o.value) : null,
      error: o.error ? errorJson(o.error) : null,
      steps: o.steps,
      elapsedMs: Math.round(o.elapsedMs * 1000) / 1000,
    };
    process.stdout.write(JSON.stringify(obj) + '\n');
    return o.ok ? 0 : 1;
  }
  process.stdout.write(o.output);
  if (o.ok) {
    if (printValue) process.stdout.write((o.output && !o.output.endsWith('\n') ? '\n' : '') + prin1(o.value) + '\n');
    return 0;
  }
  const e = o.error!;
  if (o.output && !o.output.endsWith('\n')) process.stdout.write('\n');
  if (!wasHandledByUser(e)) process.stderr.write(`; error: ${e.message}\n`);
  if (e.span) process.stderr.write(`  at ${e.span.file}:${e.span.line}:${e.span.col}\n`);
  for (const f of e.frames ?? []) {
    const where = f.span ? ` (${f.span.file}:${f.span.line}:${f.span.col})` : '';
    const times = f.repeated ? ` ×${f.repeated}` : '';
    process.stderr.write(`  in (${[f.name, ...f.args].join(' ')})${where}${times}\n`);
  }
  return 1;
}
