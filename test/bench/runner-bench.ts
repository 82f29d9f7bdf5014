/*
 * Runner benchmark helpers for `npm run bench`: the warm round trip of a small script on a
 * 1k-entity drawing through the worker pool (target ≤ 5 ms median) and the cold start of a worker
 * to its first result (target ≤ 150 ms). The pool's result cache is off, so every run really runs.
 * As in the app, the host reads the drawing once and hands the pool its compact form
 * (resolvePortable); each row notes the median of every phase (RunPhases) so a noisy machine still
 * shows where the time goes. `--large` adds 100k and 500k entities, and the page's run (before and
 * after snapshots) with whole snapshots against changes from the page's drawing (snapshotBase).
 * Back-to-back runs are timed in pairs with the spaced ones (one pool, spaced run then one sent the
 * moment it answered), so their ratio is measured under the same load. `--only=runner` runs this
 * table alone.
 *
 *   printTable('Runner', await runRunnerBench());
 */
import { createRunnerPool, dxfKey, type RunnerPoolOptions } from '../../interpreter/worker/pool.js';
import type { RunPhases } from '../../interpreter/worker/protocol.js';
import { drawingFactory } from '../../interpreter/drawing/port.js';
import type { RunRequest } from '../../interpreter/runner/contract.js';
import { median, timeRunsAsync, type BenchRow } from './stats.js';

/** A small but complete DXF (R2000) with `n` LINE entities on OLD_LAYER. */
export function makeLinesDxf(n: number): string {
  const out: string[] = [];
  const g = (code: number, value: string | number) => out.push(String(code), String(value));
  g(0, 'SECTION'); g(2, 'HEADER'); g(9, '$ACADVER'); g(1, 'AC1015'); g(9, '$HANDSEED'); g(5, (0x1000 + n).toString(16).toUpperCase()); g(0, 'ENDSEC');
  g(0, 'SECTION'); g(2, 'TABLES');
  g(0, 'TABLE'); g(2, 'LAYER'); g(5, '2'); g(70, 2);
  for (const [i, name] of ['0', 'OLD_LAYER'].entries()) {
    g(0, 'LAYER'); g(5, (0x10 + i).toString(16).toUpperCase()); g(100, 'AcDbSymbolTableRecord'); g(100, 'AcDbLayerTableRecord');
    g(2, name); g(70, 0); g(62, 7); g(6, 'Continuous');
  }
  g(0, 'ENDTAB'); g(0, 'ENDSEC');
  g(0, 'SECTION'); g(2, 'ENTITIES');
  for (let i = 0; i < n; i++) {
    const x = (i % 40) * 10;
    const y = Math.floor(i / 40) * 10;
    g(0, 'LINE'); g(5, (0x100 + i).toString(16).toUpperCase()); g(100, 'AcDbEntity'); g(8, 'OLD_LAYER'); g(100, 'AcDbLine');
    g(10, x); g(20, y); g(30, 0); g(11, x + 5); g(21, y + 5); g(31, 0);
  }
  g(0, 'ENDSEC'); g(0, 'EOF');
  return `${out.join('\n')}\n`;
}

const SMALL_SCRIPT = '(setq n 0) (repeat 100 (setq n (1+ n))) (princ n) (princ)';

export interface RunnerBenchOptions {
  runs?: number;
  entities?: number;
  /** idle time between timed runs (ms), as between a drafter's or the agent's runs; 0 = back to back */
  gapMs?: number;
  pool?: RunnerPoolOptions;
  /** also the 100k/500k-entity warm round trips (issue 19: <= 60 ms; each run gets a fresh copy of the drawing) */
  large?: boolean;
  /** the page's run: before and after snapshots, whole ('full') or as changes from the page's drawing ('delta') */
  snapshots?: 'full' | 'delta';
  /** send the drawing as DXF text (the worker parses it), not the host's compact form */
  dxfOnly?: boolean;
  /**
   * time pairs in one pool: a run after `gapMs` of idle time, then one sent the moment it answers
   * (back to back), so the ratio of the two is measured under the same machine load
   */
  pairs?: boolean;
}

export interface WarmRoundTrip {
  medianMs: number;
  p90Ms: number;
  entities: number;
  /** the stage of the timed runs ('ok' unless the host lacks a drawing database) */
  stage: string;
  /** median ms of each phase over the timed runs */
  phases: Record<string, number>;
  /** the first run: the drawing read in the worker, and how */
  first: { ms: number; read: number; readFrom: string; serialise: number };
  /** with `pairs`: the runs sent back to back, each right after a spaced one */
  burst?: { medianMs: number; p90Ms: number; phases: Record<string, number> };
}

const PHASES = ['post', 'copy', 'run', 'evaluate', 'diff', 'resultPost'] as const;

/** Median time of pool.run for a small script on an n-entity drawing, after warm-up. */
export async function benchWarmRoundTrip(opts: RunnerBenchOptions = {}): Promise<WarmRoundTrip> {
  const entities = opts.entities ?? 1000;
  const text = makeLinesDxf(entities);
  // the host reads the drawing once (its loader, in the app) and keeps the compact form
  const host = opts.dxfOnly ? undefined : drawingFactory.fromDxf(text, 'bench.dxf');
  let t = performance.now();
  const portable = host?.toPortable();
  const serialise = performance.now() - t;
  const page = opts.snapshots === 'delta' && host ? host.toUi(host.snapshot()) : undefined;
  const key = dxfKey(text);
  const pool = createRunnerPool({ cacheSize: 0, ...(portable ? { resolvePortable: (k: string) => (k === key ? portable : undefined) } : {}), ...opts.pool });
  try {
    await pool.ready();
    const req: RunRequest = {
      files: [{ name: 'bench.lsp', text: SMALL_SCRIPT }], drawing: { kind: 'dxf', name: 'bench.dxf', text },
      ...(opts.snapshots ? { wantSnapshots: true } : {}), ...(page ? { snapshotBase: page.hash } : {}),
    };
    t = performance.now();
    const firstRun = await pool.runDetailed(req);
    const first = { ms: performance.now() - t, read: firstRun.phases?.read ?? 0, readFrom: firstRun.phases?.readFrom ?? '', serialise };
    let stage = firstRun.result.stage;
    for (let i = 0; i < (opts.snapshots ? 1 : 4); i++) stage = (await pool.run(req)).stage;
    const gap = opts.gapMs ?? 20;
    const spaced = { times: [] as number[], phases: [] as RunPhases[] };
    const burst = { times: [] as number[], phases: [] as RunPhases[] };
    const timed = async (into: typeof spaced) => {
      const t0 = performance.now();
      const d = await pool.runDetailed(req);
      into.times.push(performance.now() - t0);
      if (d.phases) into.phases.push(d.phases);
    };
    for (let i = 0; i < (opts.runs ?? 50); i++) {
      if (gap > 0) await new Promise((r) => setTimeout(r, gap));
      await timed(spaced);
      if (opts.pairs) await timed(burst);
    }
    const figures = (f: typeof spaced) => {
      const sorted = [...f.times].sort((a, b) => a - b);
      const med = Object.fromEntries(PHASES.map((k) => [k, median(f.phases.map((p) => p[k] ?? 0))]));
      return { medianMs: median(f.times), p90Ms: sorted[Math.floor(sorted.length * 0.9)] as number, phases: med };
    };
    return { ...figures(spaced), entities, stage, first, ...(opts.pairs ? { burst: figures(burst) } : {}) };
  } finally {
    await pool.close();
  }
}

/** "post 0.2, copy 0.0, run 3.1 (evaluate 0.2, diff 1.0), result post 0.4" */
export const phaseNote = (w: WarmRoundTrip): string => {
  const f = (k: string) => (w.phases[k] ?? 0).toFixed(1);
  return `post ${f('post')}, copy ${f('copy')}, run ${f('run')} (evaluate ${f('evaluate')}, diff ${f('diff')}), result post ${f('resultPost')}`;
};

/** Median time from creating a pool (a new worker thread) to its first result. */
export async function benchColdStart(opts: RunnerBenchOptions = {}): Promise<number> {
  const times = await timeRunsAsync(opts.runs ?? 7, async () => {
    const pool = createRunnerPool({ cacheSize: 0, ...opts.pool });
    await pool.run({ files: [{ name: 'cold.lsp', text: '(+ 1 2)' }] });
    await pool.close();
  });
  return median(times);
}

export async function runRunnerBench(opts: RunnerBenchOptions = {}): Promise<BenchRow[]> {
  const warm = await benchWarmRoundTrip({ ...opts, pairs: true });
  const burst = { ...warm, ...warm.burst! };
  const cold = await benchColdStart(opts);
  // back to back: each run sent the moment the one before answered, paired with a spaced run in the same pool
  const note = (w: WarmRoundTrip) => `p90 ${w.p90Ms.toFixed(2)} ms; ${phaseNote(w)}${w.stage === 'ok' ? '' : `; runs ended '${w.stage}'`}`;
  const firstNote = (w: WarmRoundTrip) =>
    `host serialise ${w.first.serialise.toFixed(0)} ms, worker read (${w.first.readFrom || 'none'}) ${w.first.read.toFixed(0)} ms`;
  const rows: BenchRow[] = [
    { name: `warm round trip, ${warm.entities}-entity drawing`, ms: warm.medianMs, target: 5, note: note(warm) },
    { name: `  same, back to back (sent as the last answers; paired with the spaced runs)`, ms: burst.medianMs, note: `${note(burst)}; ${(burst.medianMs / warm.medianMs).toFixed(2)}× spaced (target ≤ 1.5×)` },
    { name: 'worker cold start to first result', ms: cold, target: 150 },
  ];
  if (opts.large) {
    for (const n of [100_000, 500_000]) {
      const big = await benchWarmRoundTrip({ ...opts, entities: n, runs: 15, gapMs: 100, pairs: true });
      const bigBurst = { ...big, ...big.burst! };
      rows.push({ name: `warm round trip, ${n}-entity drawing`, ms: big.medianMs, target: 60, note: note(big) });
      rows.push({ name: '  same, back to back (sent as the last answers; paired with the spaced runs)', ms: bigBurst.medianMs, note: `${note(bigBurst)}; ${(bigBurst.medianMs / big.medianMs).toFixed(2)}× spaced (target ≤ 1.5×)` });
      rows.push({ name: '  first run: the drawing reaches the worker (compact form)', ms: big.first.ms, note: firstNote(big) });
    }
    const viaDxf = await benchWarmRoundTrip({ ...opts, entities: 100_000, runs: 3, gapMs: 100, dxfOnly: true });
    rows.push({ name: '  100000: first run with DXF text instead (worker parses)', ms: viaDxf.first.ms, note: firstNote(viaDxf) });
    const full = await benchWarmRoundTrip({ ...opts, entities: 100_000, runs: 3, gapMs: 100, snapshots: 'full' });
    const delta = await benchWarmRoundTrip({ ...opts, entities: 100_000, runs: 5, gapMs: 100, snapshots: 'delta' });
    rows.push({ name: "page's run on 100000 entities, whole before/after snapshots", ms: full.medianMs, note: note(full) });
    rows.push({ name: '  same, changes from the page\'s drawing (snapshotBase)', ms: delta.medianMs, note: `${note(delta)}; ${(full.medianMs / delta.medianMs).toFixed(1)}× faster` });
  }
  return rows;
}
