/*
 * RunService over the runner's worker pool (interpreter/worker/pool.ts, `createRunnerPool`):
 * runs happen in worker threads, and cancel aborts the run's signal, which the pool turns into
 * the shared cancel flag and, past a grace period, terminates the worker. Typed against the
 * slice of the pool it uses so the host does not depend on the pool's internals.
 */
import type { AskRequest, OutputChunk, RunRequest, RunResult } from '../../../interpreter/runner/contract.js';
import { duplicateRunId, validateRunRequest, type RunHooks, type RunService } from './run-service.js';

export interface RunPoolLike {
  run(req: RunRequest, opts?: { signal?: AbortSignal; onAsk?: (ask: AskRequest) => Promise<unknown>; onOutput?: (chunks: OutputChunk[]) => void }): Promise<RunResult>;
  close(): Promise<void>;
}

export class PoolRunService implements RunService {
  private readonly running = new Map<string, AbortController>();
  /** cancels that arrived before their run (the two travel separately) */
  private readonly early = new Set<string>();

  constructor(private readonly pool: RunPoolLike) {}

  async run(req: RunRequest, runId: string, hooks: RunHooks = {}): Promise<RunResult> {
    validateRunRequest(req);
    // one id, one run: a second run under a running id would leave the first uncancellable
    if (this.running.has(runId)) throw new Error(duplicateRunId(runId));
    const ctl = new AbortController();
    if (this.early.delete(runId)) ctl.abort();
    this.running.set(runId, ctl);
    try {
      return await this.pool.run(req, { signal: ctl.signal, ...(hooks.onAsk ? { onAsk: hooks.onAsk } : {}), ...(hooks.onOutput ? { onOutput: hooks.onOutput } : {}) });
    } finally {
      if (this.running.get(runId) === ctl) this.running.delete(runId);
    }
  }

  async cancel(runId: string): Promise<void> {
    const ctl = this.running.get(runId);
    if (ctl) ctl.abort();
    else {
      this.early.add(runId);
      if (this.early.size > 1000) this.early.clear();
    }
  }

  dispose(): Promise<void> {
    return this.pool.close();
  }
}
