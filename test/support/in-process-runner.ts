/*
 * A simple in-process RunLisp for agent tests until the real runner (worker pool, drawing) is on
 * main: loads the files into a fresh Interp, calls `call`, evaluates the assertions, and fills a
 * RunResult with the same code-hash rule as the runner. The drawing is ignored (empty diff).
 */
import { Interp, prin1, wasHandledByUser, type LispError } from '../../interpreter/index.js';
import type { RunRequest, RunResult, RunError, AssertionResult } from '../../interpreter/runner/contract.js';
import { codeHashOf } from '../../agent/code-hash.js';
import type { RunLisp } from '../../agent/ports.js';

function toRunError(e: LispError): RunError {
  const err: RunError = {
    message: e.message,
    stack: (e.frames ?? []).map((f) => ({ name: f.name, args: f.args, ...(f.span ? { file: f.span.file, line: f.span.line, column: f.span.col } : {}) })),
  };
  if (e.span) Object.assign(err, { file: e.span.file, line: e.span.line, column: e.span.col });
  if (wasHandledByUser(e)) err.handledByUser = true;
  return err;
}

export function inProcessRunner(log?: RunRequest[]): RunLisp {
  return async (req) => {
    log?.push(req);
    const started = performance.now();
    let output = '';
    const ip = new Interp({ write: (t) => (output += t), ...(req.budget ? { budget: req.budget } : {}) });
    let outcome = { ok: true, value: null as unknown, error: undefined as LispError | undefined, steps: 0 };
    for (const f of req.files) {
      const r = ip.runText(f.text, f.name);
      outcome = { ok: r.ok, value: r.value, error: r.error, steps: r.steps };
      if (!r.ok) break;
    }
    if (outcome.ok && req.call) {
      const r = ip.runText(`(${req.call})`, '<call>');
      outcome = { ok: r.ok, value: r.value, error: r.error, steps: r.steps };
    }
    let assertions: AssertionResult[] | undefined;
    if (outcome.ok && req.assertions?.length) {
      assertions = req.assertions.map((expr) => {
        const r = ip.runText(expr, '<assert>');
        return r.ok ? { expr, passed: r.value !== null, value: prin1(r.value) } : { expr, passed: false, value: '', error: r.error?.message ?? 'error' };
      });
    }
    const stage: RunResult['stage'] = outcome.ok ? 'ok' : outcome.error?.kind === 'syntax' ? 'syntax' : outcome.error?.code === 'budgetExhausted' ? 'budget' : 'execution';
    const result: RunResult = {
      ok: outcome.ok,
      stage,
      output: output ? [{ kind: 'text', text: output }] : [],
      value: outcome.ok ? prin1(outcome.value as never) : '',
      steps: ip.steps,
      elapsedMs: performance.now() - started,
      diff: { entities: [], tables: [], sysvars: [], summary: { added: 0, deleted: 0, modified: 0 } },
      files: [],
      inputsUsed: 0,
      inputsLeft: req.inputs?.length ?? 0,
      unansweredPrompts: [],
      sandboxRefused: [],
      codeHash: codeHashOf(req.files),
      drawingHash: 'empty',
      ...(assertions ? { assertions } : {}),
      ...(outcome.error ? { error: toRunError(outcome.error) } : {}),
    };
    if (req.wantSnapshots) {
      const snap = { name: req.drawing?.kind === 'sample' || req.drawing?.kind === 'dxf' ? req.drawing.name : 'empty', hash: 'empty', layers: [{ name: '0', color: 7, linetype: 'Continuous', frozen: false, locked: false, off: false }], entities: [], blocks: {} };
      result.before = snap;
      result.after = snap;
    }
    return result;
  };
}
