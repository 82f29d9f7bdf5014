/*
 * Runs. The host talks to a `RunService`; the real one is the runner's worker pool
 * (pool-run-service.ts over interpreter/worker/), which isolates runs in threads and can cancel a
 * runaway script. `InProcessRunService` runs the same `runRequest` on the host's own thread: used
 * by tests and as a fallback; a cancel only reaches a run that has not started yet, and a long run
 * blocks the host while it lasts (the step budget still ends it), and it never asks the user
 * (an interactive request runs as a scripted one).
 */
import type { AskRequest, OutputChunk, RunRequest, RunResult } from '../../../interpreter/runner/contract.js';
import { runRequest } from '../../../interpreter/runner/index.js';
import { validateRunRequest } from '../../../interpreter/runner/validate.js';
import { drawingFactory } from '../../../interpreter/drawing/index.js';

/** What the host gives a run besides the request: where an interactive run asks (the renderer). */
export interface RunHooks {
  onAsk?: (ask: AskRequest) => Promise<unknown>;
  /** the output while the run prints it (services that run elsewhere: the worker pool) */
  onOutput?: (chunks: OutputChunk[]) => void;
}

export interface RunService {
  /** `hooks.onAsk` and `hooks.onOutput` are used only by services that run off the host's thread (the worker pool) */
  run(req: RunRequest, runId: string, hooks?: RunHooks): Promise<RunResult>;
  cancel(runId: string): Promise<void>;
  dispose?(): Promise<void>;
}

/** Every RunRequest field checked against the contract (interpreter/runner/validate.ts); throws naming the field. */
export { validateRunRequest } from '../../../interpreter/runner/validate.js';

export const duplicateRunId = (runId: string): string => `a run with id ${runId.slice(0, 80)} is already running: give each run its own id`;

/** Runs on the calling thread through the same runner the workers use. */
export class InProcessRunService implements RunService {
  private readonly cancelled = new Set<string>();
  private readonly running = new Set<string>();

  async run(req: RunRequest, runId: string): Promise<RunResult> {
    validateRunRequest(req);
    if (this.running.has(runId)) throw new Error(duplicateRunId(runId));
    this.running.add(runId);
    try {
      // Yield once so a cancel sent right after the run request can still stop it before it starts.
      await new Promise((r) => setImmediate(r));
      const flag = new Int32Array(1);
      if (this.cancelled.delete(runId)) flag[0] = 1;
      return runRequest(req, { cancelFlag: flag, drawings: drawingFactory });
    } finally {
      this.running.delete(runId);
    }
  }

  async cancel(runId: string): Promise<void> {
    this.cancelled.add(runId);
    if (this.cancelled.size > 1000) this.cancelled.clear();
  }
}
