/** Shorthands for runner tests: run Lisp text (plus helper files) against the test drawing. */
import { runRequest, type RunnerDeps } from '../../interpreter/runner/run-request.js';
import type { RunRequest, RunResult, ScriptedInput } from '../../interpreter/runner/contract.js';
import { fakeDrawings } from '../support/fake-drawing.js';
import { STAND_INS } from '../support/stand-ins.js';

export const deps: RunnerDeps = { drawings: fakeDrawings, extraBuiltins: [STAND_INS] };

export function run(text: string, inputs: ScriptedInput[] = [], extra: Partial<RunRequest> = {}, more: Partial<RunnerDeps> = {}): RunResult {
  return runRequest({ ...extra, inputs, files: [{ name: 'main.lsp', text }, ...(extra.files ?? [])] }, { ...deps, ...more });
}

/** Everything printed, prompts and notices included. */
export const printed = (r: RunResult): string => r.output.map((c) => c.text).join('');
/** The value, or the error message. */
export const outcome = (r: RunResult): string => (r.ok || r.stage === 'ok' ? r.value : `error: ${r.error?.message}`);
