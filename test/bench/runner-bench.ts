/*
 * Runner benchmark helpers for `npm run bench`: the warm round trip of a small script on a
 * 1k-entity drawing through the worker pool (target ≤ 5 ms median) and the cold start of a worker
 * to its first result (target ≤ 150 ms). The pool's result cache is off, so every run really runs.
 *
 *   printTable('Runner', await runRunnerBench());
 */
import { createRunnerPool, type RunnerPoolOptions } from '../../interpreter/worker/pool.js';
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
  /** also the 100k-entity warm round trip (issue 19: <= 60 ms; each run gets a fresh copy of the drawing) */
  large?: boolean;
}

export interface WarmRoundTrip {
  medianMs: number;
  p90Ms: number;
  entities: number;
  /** the stage of the timed runs ('ok' unless the host lacks a drawing database) */
  stage: string;
}

/** Median time of pool.run for a small script on an n-entity drawing, after warm-up. */
export async function benchWarmRoundTrip(opts: RunnerBenchOptions = {}): Promise<WarmRoundTrip> {
  const entities = opts.entities ?? 1000;
  const pool = createRunnerPool({ cacheSize: 0, ...opts.pool });
  try {
    await pool.ready();
    const req: RunRequest = { files: [{ name: 'bench.lsp', text: SMALL_SCRIPT }], drawing: { kind: 'dxf', name: 'bench.dxf', text: makeLinesDxf(entities) } };
    let stage = '';
    for (let i = 0; i < 5; i++) stage = (await pool.run(req)).stage;
    const gap = opts.gapMs ?? 20;
    const times: number[] = [];
    for (let i = 0; i < (opts.runs ?? 50); i++) {
      if (gap > 0) await new Promise((r) => setTimeout(r, gap));
      const t = performance.now();
      await pool.run(req);
      times.push(performance.now() - t);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { medianMs: median(times), p90Ms: sorted[Math.floor(sorted.length * 0.9)] as number, entities, stage };
  } finally {
    await pool.close();
  }
}

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
  const warm = await benchWarmRoundTrip(opts);
  const burst = await benchWarmRoundTrip({ ...opts, gapMs: 0 });
  const cold = await benchColdStart(opts);
  const note = (w: WarmRoundTrip) => `p90 ${w.p90Ms.toFixed(2)} ms${w.stage === 'ok' ? '' : `; runs ended '${w.stage}'`}`;
  const rows: BenchRow[] = [
    { name: `warm round trip, ${warm.entities}-entity drawing`, ms: warm.medianMs, target: 5, note: note(warm) },
    { name: `  same, runs back to back (no idle time)`, ms: burst.medianMs, note: `${note(burst)}; ${(burst.medianMs / warm.medianMs).toFixed(2)}× spaced (target ≤ 1.5×)` },
    { name: 'worker cold start to first result', ms: cold, target: 150 },
  ];
  if (opts.large) {
    const big = await benchWarmRoundTrip({ ...opts, entities: 100_000, runs: 9, gapMs: 100 });
    const bigBurst = await benchWarmRoundTrip({ ...opts, entities: 100_000, runs: 9, gapMs: 0 });
    rows.push({ name: 'warm round trip, 100000-entity drawing', ms: big.medianMs, target: 60, note: note(big) });
    rows.push({ name: '  same, runs back to back (no idle time)', ms: bigBurst.medianMs, note: `${note(bigBurst)}; ${(bigBurst.medianMs / big.medianMs).toFixed(2)}× spaced` });
  }
  return rows;
}
