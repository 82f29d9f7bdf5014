/*
 * Runs. The host talks to a `RunService`; the real one is the runner's worker pool
 * (pool-run-service.ts over interpreter/worker/), which isolates runs in threads and can cancel a
 * runaway script. `InProcessRunService` runs the same `runRequest` on the host's own thread: used
 * by tests and as a fallback; a cancel only reaches a run that has not started yet, and a long run
 * blocks the host while it lasts (the step budget still ends it), and it never asks the user
 * (an interactive request runs as a scripted one).
 */
import type { AskRequest, RunRequest, RunResult } from '../../../interpreter/runner/contract.js';
import { runRequest } from '../../../interpreter/runner/index.js';
import { drawingFactory } from '../../../interpreter/drawing/index.js';

/** What the host gives a run besides the request: where an interactive run asks (the renderer). */
export interface RunHooks {
  onAsk?: (ask: AskRequest) => Promise<unknown>;
}

export interface RunService {
  /** `hooks.onAsk` is used only by services that can interact (the worker pool) */
  run(req: RunRequest, runId: string, hooks?: RunHooks): Promise<RunResult>;
  cancel(runId: string): Promise<void>;
  dispose?(): Promise<void>;
}

export function validateRunRequest(req: RunRequest): void {
  if (!req || !Array.isArray(req.files) || req.files.length === 0) throw new Error('a run needs at least one source file');
  for (const f of req.files) {
    if (typeof f?.name !== 'string' || typeof f.text !== 'string') throw new Error('each source file needs a name and a text');
  }
  if (req.entry !== undefined && !req.files.some((f) => f.name === req.entry)) throw new Error(`entry file ${req.entry} is not among the files`);
  if (req.budget !== undefined && !(Number.isInteger(req.budget) && req.budget > 0)) throw new Error('budget must be a positive integer');
}

/** Runs on the calling thread through the same runner the workers use. */
export class InProcessRunService implements RunService {
  private readonly cancelled = new Set<string>();

  async run(req: RunRequest, runId: string): Promise<RunResult> {
    validateRunRequest(req);
    // Yield once so a cancel sent right after the run request can still stop it before it starts.
    await new Promise((r) => setImmediate(r));
    const flag = new Int32Array(1);
    if (this.cancelled.delete(runId)) flag[0] = 1;
    return runRequest(req, { cancelFlag: flag, drawings: drawingFactory });
  }

  async cancel(runId: string): Promise<void> {
    this.cancelled.add(runId);
    if (this.cancelled.size > 1000) this.cancelled.clear();
  }
}
