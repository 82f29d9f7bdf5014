/*
 * Runs. The host talks to a `RunService`; the real one is the runner's worker pool
 * (interpreter/worker/), which isolates runs in threads and can cancel a runaway script. Until
 * that is available `InProcessRunService` runs the interpreter on the host's own thread: fine for
 * short scripts, but a cancel only reaches a run that has not started yet, and a long run blocks
 * the host while it lasts (the step budget still ends it).
 */
import { Interp, LispError, prin1, wasHandledByUser, type EvalOutcome } from '../../../interpreter/index.js';
import type { OutputChunk, RunError, RunRequest, RunResult, RunStage } from '../../../interpreter/runner/contract.js';
import { codeHash } from './code-hash.js';
import { drawingFactory } from '../../../interpreter/drawing/index.js';

export interface RunService {
  run(req: RunRequest, runId: string): Promise<RunResult>;
  cancel(runId: string): Promise<void>;
  dispose?(): Promise<void>;
}

export function stageOf(err: LispError | undefined): RunStage {
  if (!err) return 'ok';
  if (err.code === 'budgetExhausted') return 'budget';
  if (err.code === 'cancelledByHost') return 'cancelled';
  if (err.kind === 'syntax') return 'syntax';
  return 'execution';
}

export function runErrorOf(err: LispError): RunError {
  const out: RunError = {
    message: err.message,
    stack: (err.frames ?? []).map((f) => ({
      name: f.name,
      args: f.args,
      ...(f.span ? { file: f.span.file, line: f.span.line, column: f.span.col } : {}),
    })),
  };
  if (err.span) {
    out.file = err.span.file;
    out.line = err.span.line;
    out.column = err.span.col;
    if (err.span.endLine !== undefined) out.endLine = err.span.endLine;
    if (err.span.endCol !== undefined) out.endColumn = err.span.endCol;
  }
  if (err.failingArgs) out.args = err.failingArgs;
  if (wasHandledByUser(err)) out.handledByUser = true;
  return out;
}

export function validateRunRequest(req: RunRequest): void {
  if (!req || !Array.isArray(req.files) || req.files.length === 0) throw new Error('a run needs at least one source file');
  for (const f of req.files) {
    if (typeof f?.name !== 'string' || typeof f.text !== 'string') throw new Error('each source file needs a name and a text');
  }
  if (req.entry !== undefined && !req.files.some((f) => f.name === req.entry)) throw new Error(`entry file ${req.entry} is not among the files`);
  if (req.budget !== undefined && !(Number.isInteger(req.budget) && req.budget > 0)) throw new Error('budget must be a positive integer');
}

/** Runs on the calling thread with the language core only (no drawing database yet). */
export class InProcessRunService implements RunService {
  private readonly cancelled = new Set<string>();

  async run(req: RunRequest, runId: string): Promise<RunResult> {
    validateRunRequest(req);
    // Yield once so a cancel sent right after the run request can still stop it before it starts.
    await new Promise((r) => setImmediate(r));
    const flag = new Int32Array(1);
    if (this.cancelled.delete(runId)) flag[0] = 1;
    const output: OutputChunk[] = [];
    const push = (kind: OutputChunk['kind'], text: string) => {
      const last = output[output.length - 1];
      if (last && last.kind === kind && kind === 'text') last.text += text;
      else output.push({ kind, text });
    };
    const started = performance.now();
    const ip = new Interp({
      ...(req.budget ? { budget: req.budget } : {}),
      cancelFlag: flag,
      write: (t) => push('text', t),
      alert: (t) => push('alert', t),
    });
    // Every file is loaded in request order, the entry file last (as if it loaded the others).
    const entry = req.entry ?? req.files[0]!.name;
    const order = [...req.files.filter((f) => f.name !== entry), ...req.files.filter((f) => f.name === entry)];
    let outcome: EvalOutcome = { ok: true, value: null, steps: 0 };
    for (const f of order) {
      outcome = ip.runText(f.text, f.name);
      if (!outcome.ok) break;
    }
    if (outcome.ok && req.call) outcome = ip.runText(`(${req.call})`, '<call>');
    const assertions = outcome.ok && req.assertions?.length ? req.assertions.map((expr) => runAssertion(ip, expr)) : undefined;
    const result: RunResult = {
      ok: outcome.ok,
      stage: stageOf(outcome.error),
      output,
      value: outcome.ok ? prin1(outcome.value) : '',
      steps: ip.steps,
      elapsedMs: performance.now() - started,
      files: [],
      inputsUsed: 0,
      inputsLeft: req.inputs?.length ?? 0,
      unansweredPrompts: [],
      sandboxRefused: [],
      codeHash: codeHash(req.files),
      drawingHash: (req.drawing?.kind === 'dxf' ? drawingFactory.fromDxf(req.drawing.text, req.drawing.name) : drawingFactory.empty()).hash(),
    };
    if (outcome.error) result.error = runErrorOf(outcome.error);
    if (assertions) result.assertions = assertions;
    return result;
  }

  async cancel(runId: string): Promise<void> {
    this.cancelled.add(runId);
    // Forget stale cancels so the set cannot grow without bound.
    if (this.cancelled.size > 1000) this.cancelled.clear();
  }
}

function runAssertion(ip: Interp, expr: string): { expr: string; passed: boolean; value: string; error?: string } {
  const r = ip.runText(expr, '<assertion>');
  if (!r.ok) return { expr, passed: false, value: '', error: r.error?.message ?? 'error' };
  return { expr, passed: r.value !== null, value: prin1(r.value) };
}
