import { describe, expect, it } from 'vitest';
import type { RunRequest, RunResult } from '../../interpreter/runner/contract.js';
import { PoolRunService, type RunPoolLike } from '../../electron/main/services/pool-run-service.js';

/** A pool that finishes a run when told to, or as 'cancelled' when its signal aborts. */
function fakePool() {
  const pending: Array<{ req: RunRequest; finish(): void }> = [];
  let closed = false;
  const result = (stage: RunResult['stage']): RunResult => ({
    ok: stage === 'ok', stage, output: [], value: '', steps: 0, elapsedMs: 0, files: [], inputsUsed: 0, inputsLeft: 0,
    unansweredPrompts: [], sandboxRefused: [], codeHash: '', drawingHash: '',
  });
  const pool: RunPoolLike & { pending: typeof pending; closed(): boolean } = {
    pending,
    closed: () => closed,
    run: (req, opts) =>
      new Promise<RunResult>((resolve) => {
        if (opts?.signal?.aborted) return resolve(result('cancelled'));
        opts?.signal?.addEventListener('abort', () => resolve(result('cancelled')));
        pending.push({ req, finish: () => resolve(result('ok')) });
      }),
    close: async () => {
      closed = true;
    },
  };
  return pool;
}

const req: RunRequest = { files: [{ name: 'a.lsp', text: '(+ 1 2)' }] };

describe('PoolRunService', () => {
  it('passes runs to the pool and returns their results', async () => {
    const pool = fakePool();
    const svc = new PoolRunService(pool);
    const p = svc.run(req, 'r1');
    await Promise.resolve();
    expect(pool.pending[0]!.req).toBe(req);
    pool.pending[0]!.finish();
    expect((await p).stage).toBe('ok');
  });

  it('cancels a running run through its signal, and only that one', async () => {
    const pool = fakePool();
    const svc = new PoolRunService(pool);
    const a = svc.run(req, 'a');
    const b = svc.run(req, 'b');
    await svc.cancel('a');
    expect((await a).stage).toBe('cancelled');
    pool.pending[1]!.finish();
    expect((await b).stage).toBe('ok');
  });

  it('honours a cancel that arrives before its run', async () => {
    const svc = new PoolRunService(fakePool());
    await svc.cancel('early');
    expect((await svc.run(req, 'early')).stage).toBe('cancelled');
  });

  it('validates requests and closes the pool on dispose', async () => {
    const pool = fakePool();
    const svc = new PoolRunService(pool);
    await expect(svc.run({ files: [] }, 'x')).rejects.toThrow(/at least one/);
    await svc.dispose();
    expect(pool.closed()).toBe(true);
  });
});
