/*
 * The worker pool with the real bundle (dist/worker.mjs, built by `npm test`) and a test worker
 * (test/support/test-worker-entry.ts) that adds the test drawing and misbehaving builtins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunnerPool, type RunnerPool, readAllowanceFor, DRAWING_READ_ALLOWANCE_MS } from '../../interpreter/worker/pool.js';
import type { RunRequest } from '../../interpreter/runner/contract.js';
import { buildTestWorker } from '../support/build-test-worker.js';

const req = (text: string, extra: Partial<RunRequest> = {}): RunRequest => ({ files: [{ name: 'main.lsp', text }], ...extra });
const withoutTime = <T extends { elapsedMs: number }>(r: T) => ({ ...r, elapsedMs: 0 });

describe('runner pool (dist/worker.mjs)', () => {
  let pool: RunnerPool;
  beforeAll(async () => {
    pool = createRunnerPool({ cacheSize: 0 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  it('runs a request in the warm worker', async () => {
    const r = await pool.run(req('(princ "hi") (getint "N: ")', { inputs: [{ int: 5 }] }));
    expect(r).toMatchObject({ ok: true, stage: 'ok', value: '5', inputsUsed: 1 });
    expect(r.output.map((c) => c.text).join('')).toBe('hiN: 5\n');
    expect(pool.stats.workersStarted).toBe(1);
  });

  it('leaks no state between two runs on the same worker', async () => {
    const first = await pool.run(req('(setq leaked 1) (defun helper () 2) (setenv "E" "x") (vl-bb-set (quote bb) 3) (setq f (open "o.txt" "w")) (princ "a" f) (close f) leaked'));
    expect(first.files).toEqual([{ name: 'o.txt', text: 'a' }]);
    const second = await pool.run(req('(list leaked (type helper) (getenv "E") (vl-bb-ref (quote bb)) (findfile "o.txt"))'));
    expect(second.value).toBe('(nil nil nil nil nil)');
    expect(pool.stats.workersStarted).toBe(1);
  });

  it('gives identical results and step counts for the same run', async () => {
    const r = req('(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))) (princ fib) (fib 18)');
    const a = await pool.run(r);
    const b = await pool.run(r);
    expect(a.value).toBe('2584');
    expect(withoutTime(a)).toEqual(withoutTime(b));
  });

  it('stops (while t) with the step budget', async () => {
    const r = await pool.run(req('(while t)', { budget: 200_000 }));
    expect(r).toMatchObject({ stage: 'budget', steps: 200_000 });
    expect(r.error?.message).toMatch(/step budget exhausted/);
  });

  it('stops infinite recursion with a structured error, deeper than the main thread allows', async () => {
    const deep = await pool.run(req('(defun d (n) (if (= n 0) 0 (+ 1 (d (- n 1))))) (d 10000)'));
    expect(deep.value).toBe('10000');
    const r = await pool.run(req('(defun f (n) (+ 1 (f n))) (f 1)'));
    expect(r.stage).toBe('budget');
    expect(r.error?.message).toMatch(/recursion depth limit/);
  });

  it('ends a string bomb with a structured error and stays responsive', async () => {
    const r = await pool.run(req('(setq s "x") (while t (setq s (strcat s s)))'));
    expect(r.stage).toBe('budget');
    expect(r.error?.message).toMatch(/insufficient memory/);
    expect((await pool.run(req('(+ 1 1)'))).value).toBe('2');
  });

  it('runs a command on a real drawing, each run from the untouched drawing', async () => {
    const { readFileSync } = await import('node:fs');
    const r = req(readFileSync('assets/examples/move-lines.lsp', 'utf8'), {
      call: 'c:movelines',
      inputs: [{ keyword: 'Yes' }],
      drawing: { kind: 'dxf', name: 'floor-plan.dxf', text: readFileSync('assets/drawings/floor-plan.dxf', 'utf8') },
      assertions: ['(null (ssget "X" \'((0 . "LINE") (8 . "OLD_LAYER"))))'],
    });
    const a = await pool.run(r);
    const b = await pool.run(r);
    expect(a.ok).toBe(true);
    expect(a.diff?.summary).toEqual({ added: 0, deleted: 0, modified: 4 });
    expect(withoutTime(b)).toEqual(withoutTime(a));
  });

  it('answers the same request from the cache when it is on', async () => {
    const cached = createRunnerPool();
    try {
      const r = req('(+ 40 2)');
      const a = await cached.run(r);
      const b = await cached.run(r);
      expect(b.cached).toBe(true);
      expect({ ...b, cached: undefined }).toEqual({ ...a, cached: undefined });
      expect(cached.stats.cacheHits).toBe(1);
      expect((await cached.run(req('(+ 40 2)', { inputs: [{ int: 1 }] }))).cached).toBeUndefined();
    } finally {
      await cached.close();
    }
  });
});

describe('runner pool limits (test worker)', () => {
  let workerPath: string;
  beforeAll(async () => {
    workerPath = await buildTestWorker();
  });

  it('ends a list bomb at the heap limit, reports it and replaces the worker', async () => {
    const pool = createRunnerPool({ workerPath, cacheSize: 0, resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 } });
    try {
      const started = performance.now();
      const r = await pool.run(req('(setq l (list 1 2 3 4)) (while t (setq l (append l l)))'));
      expect(r.stage).toBe('budget');
      expect(r.error?.message).toMatch(/insufficient memory/);
      expect(performance.now() - started).toBeLessThan(15_000);
      expect((await pool.run(req('(+ 2 3)'))).value).toBe('5');
      expect(pool.stats.workersReplaced).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('a cancelled run frees its worker', async () => {
    const pool = createRunnerPool({ workerPath, cacheSize: 0 });
    try {
      await pool.ready();
      const ac = new AbortController();
      const pending = pool.run(req('(while t)', { budget: 2_000_000_000 }), { signal: ac.signal });
      setTimeout(() => ac.abort(), 50);
      const r = await pending;
      expect(r.stage).toBe('cancelled');
      expect(r.error?.message).toBe('run cancelled');
      const next = await pool.run(req('(* 6 7)'));
      expect(next.value).toBe('42');
      expect(pool.stats.workersStarted).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('terminates a run that hangs in a builtin after the backstop and replaces the worker', async () => {
    const pool = createRunnerPool({ workerPath, cacheSize: 0, backstopMs: 300 });
    try {
      const r = await pool.run(req('(test-hang)'));
      expect(r.stage).toBe('timeout');
      expect(r.error?.message).toMatch(/^time limit reached: the run did not finish within 300 ms and was stopped/);
      expect((await pool.run(req('(+ 1 2)'))).value).toBe('3');
      expect(pool.stats.workersReplaced).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('times the script, not the reading of the drawing sent with it: a slow read completes, a runaway script after it is still stopped', async () => {
    // the drawing takes 900 ms to read in the worker, three times the backstop
    const drawing = { kind: 'dxf' as const, name: 'slow.dxf', text: '$SLOWREAD 900\nA1 0 1 2\n' };
    const pool = createRunnerPool({ workerPath, cacheSize: 0, backstopMs: 300 });
    try {
      await pool.ready();
      let t = performance.now();
      const first = await pool.runDetailed(req('(+ 1 2)', { drawing }));
      expect(first.result.stage).toBe('ok');
      expect(first.result.value).toBe('3');
      expect(performance.now() - t).toBeGreaterThan(850);
      // a fresh worker reads it again (the drawing goes with the run), and the script that never ends is stopped
      const other = createRunnerPool({ workerPath, cacheSize: 0, backstopMs: 300 });
      try {
        await other.ready();
        t = performance.now();
        const runaway = await other.run(req('(test-hang)', { drawing }));
        const took = performance.now() - t;
        expect(runaway.stage).toBe('timeout');
        expect(runaway.error?.message).toMatch(/within 300 ms/);
        // read (900 ms) + backstop (300 ms), never the read's allowance
        expect(took).toBeGreaterThan(1100);
        expect(took).toBeLessThan(20_000);
      } finally {
        await other.close();
      }
      // held by key now: the backstop starts at once
      t = performance.now();
      expect((await pool.run(req('(test-hang)', { drawing }))).stage).toBe('timeout');
      expect(performance.now() - t).toBeLessThan(850);
    } finally {
      await pool.close();
    }
  });

  it('gives a drawing sent with a run a read allowance that grows with its size', () => {
    expect(readAllowanceFor({ key: 'k', name: 'd', dxf: 'x'.repeat(1024) })).toBe(DRAWING_READ_ALLOWANCE_MS + 2);
    expect(readAllowanceFor({ key: 'k', name: 'd', dxf: 'x'.repeat(50 * 1_048_576) })).toBe(DRAWING_READ_ALLOWANCE_MS + 100_000);
    expect(readAllowanceFor({ key: 'k', name: 'd', bytes: new Uint8Array(10 * 1_048_576) })).toBe(DRAWING_READ_ALLOWANCE_MS + 20_000);
  });

  it('a run that ignores the cancel flag is terminated after the grace period', async () => {
    const pool = createRunnerPool({ workerPath, cacheSize: 0, cancelGraceMs: 100 });
    try {
      const ac = new AbortController();
      const pending = pool.run(req('(test-hang)'), { signal: ac.signal });
      setTimeout(() => ac.abort(), 50);
      expect((await pending).stage).toBe('cancelled');
      expect((await pool.run(req('(+ 1 2)'))).value).toBe('3');
    } finally {
      await pool.close();
    }
  });

  it('a worker that dies mid-run is reported as crashed, never internal', async () => {
    const pool = createRunnerPool({ workerPath, cacheSize: 0 });
    try {
      const r = await pool.run(req('(test-exit)'));
      expect(r.stage).toBe('crashed');
      expect(r.error?.message).toBe('the runner crashed (exit code 3); the run was lost, Lispwright itself is fine');
      expect((await pool.run(req('(+ 1 2)'))).value).toBe('3');
    } finally {
      await pool.close();
    }
  });

  it('sends a drawing once per worker and starts every run from the untouched drawing', async () => {
    const pool = createRunnerPool({ workerPath, cacheSize: 0 });
    try {
      const drawing = { kind: 'dxf' as const, name: 'd.dxf', text: '1A OLD 0 0\n1B OLD 1 1\n' };
      const move = req('(fake-move "1A" "NEW") (fake-count "NEW")', { drawing });
      const a = await pool.run(move);
      const b = await pool.run(move);
      expect([a.value, b.value]).toEqual(['1', '1']);
      expect(a.diff?.summary).toEqual({ added: 0, deleted: 0, modified: 1 });
      expect(b.drawingHash).toBe(a.drawingHash);
      const bad = await pool.run(req('1', { drawing: { kind: 'dxf', name: 'bad.dxf', text: 'oops' } }));
      expect(bad.stage).toBe('syntax');
      expect(bad.error?.message).toMatch(/^cannot read the drawing: line 1/);
    } finally {
      await pool.close();
    }
  });

  it('resolves sample drawings and host-held snapshots on the main thread', async () => {
    const { fakeDrawings } = await import('../support/fake-drawing.js');
    const held = fakeDrawings.fromDxf('9A HELD 0 0\n9B HELD 0 0\n', 'held.dxf');
    const pool = createRunnerPool({
      workerPath, cacheSize: 0,
      resolveSample: (name) => (name === 'plan' ? '1A OLD 0 0\n' : undefined),
      resolveSnapshot: (id) => (id === 'd1' ? held : undefined),
    });
    try {
      expect((await pool.run(req('(fake-count "OLD")', { drawing: { kind: 'sample', name: 'plan' } }))).value).toBe('1');
      expect((await pool.run(req('(fake-count "HELD")', { drawing: { kind: 'snapshot', id: 'd1' } }))).value).toBe('2');
      expect((await pool.run(req('(fake-count "HELD")', { drawing: { kind: 'snapshot', id: 'd1' } }))).value).toBe('2');
      expect(held.entityCount()).toBe(2);
      const missing = await pool.run(req('1', { drawing: { kind: 'sample', name: 'nope' } }));
      expect(missing.error?.message).toMatch(/^cannot read the drawing: /);
    } finally {
      await pool.close();
    }
  });

  it('runs the Esc check through the pool', async () => {
    const pool = createRunnerPool({ workerPath, cacheSize: 0 });
    try {
      const report = await pool.escCheck(req('(defun c:z (/ os) (setq os (getvar "OSMODE")) (setvar "OSMODE" 0) (getpoint "P: ") (setvar "OSMODE" os) (princ))', { call: 'c:z', inputs: [{ point: [0, 0] }] }));
      expect(report.prompts).toBe(1);
      expect(report.passed).toBe(false);
      expect(report.steps[0]?.sysvarsNotRestored).toEqual([{ name: 'OSMODE', before: '4133', after: '0' }]);
    } finally {
      await pool.close();
    }
  });
});

describe('runner pool in a host process', () => {
  it('keeps the process alive while a run is pending, and lets it exit when idle', async () => {
    const { spawnSync } = await import('node:child_process');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(process.cwd(), 'test/runner/.tmp-'));
    const script = join(dir, 'host.mts');
    writeFileSync(script, `import { createRunnerPool } from '${process.cwd()}/interpreter/worker/pool.ts';\nconst pool = createRunnerPool();\nconst r = await pool.run({ files: [{ name: 'a.lsp', text: '(* 6 7)' }] });\nconsole.log(r.value);\n`);
    const r = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 20_000 });
    (await import('node:fs')).rmSync(dir, { recursive: true, force: true });
    expect(r.stdout.trim()).toBe('42');
    expect(r.status).toBe(0);
  });
});
