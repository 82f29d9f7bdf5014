/*
 * Language benchmark: each workload in our interpreter (budget on), BiwaScheme and plain JS, in
 * one process; prints medians and ratios. A fresh Interp per run (as a real run would have).
 */
import { createRequire } from 'node:module';
import { Interp, prin1 } from '../../interpreter/index.js';
import { WORKLOADS, type Workload } from './lisp-workloads.js';
import { fmt, median, timeRuns } from './stats.js';

interface Biwa {
  Interpreter: new () => { evaluate(src: string): unknown };
}

export interface LispBenchRow {
  name: string;
  ours: number;
  biwa: number;
  js: number;
  target: number;
  steps: number;
  failed?: string;
}

export function runLispBench(runs = 5): LispBenchRow[] {
  const require = createRequire(import.meta.url);
  const biwa = require('biwascheme') as Biwa;
  const rows: LispBenchRow[] = [];
  for (const w of WORKLOADS) {
    try {
      rows.push(benchOne(w, runs, biwa));
    } catch (e) {
      rows.push({ name: w.name, ours: NaN, biwa: NaN, js: NaN, target: w.target, steps: 0, failed: (e as Error).message });
    }
  }
  return rows;
}

function benchOne(w: Workload, runs: number, biwa: Biwa): LispBenchRow {
  {
    let steps = 0;
    const ours = timeRunsWithSetup(runs, () => {
      const ip = new Interp({ budget: 50_000_000 });
      if (w.lisp.setup) ip.runText(w.lisp.setup);
      return () => {
        const r = ip.runText(w.lisp.run);
        if (!r.ok) throw new Error(`${w.name}: ${r.error?.message}`);
        if (prin1(r.value) !== w.expected) throw new Error(`${w.name}: got ${prin1(r.value)}, expected ${w.expected}`);
        steps = r.steps;
      };
    });
    const biwaTimes = timeRunsWithSetup(w.schemeRuns ?? Math.min(runs, 3), () => {
      const it = new biwa.Interpreter();
      if (w.scheme.setup) it.evaluate(w.scheme.setup);
      return () => void it.evaluate(w.scheme.run);
    });
    const jsTimes = timeRuns(runs, () => void w.js());
    return { name: w.name, ours: median(ours), biwa: median(biwaTimes), js: median(jsTimes), target: w.target, steps };
  }
}

function timeRunsWithSetup(runs: number, prepare: () => () => void): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const run = prepare();
    const t = performance.now();
    run();
    out.push(performance.now() - t);
  }
  return out;
}

export function printLispBench(rows: LispBenchRow[]): void {
  console.log('\nLanguage (median ms; ours with the step budget on)');
  console.log('  workload                   ours   target    steps     biwa   ×biwa       js    ×js  verdict');
  for (const r of rows) {
    if (r.failed) {
      console.log(`  ${r.name.padEnd(24)} FAILED: ${r.failed}`);
      continue;
    }
    const verdict = r.ours <= r.target ? 'ok' : 'MISSED';
    console.log(
      `  ${r.name.padEnd(24)} ${fmt(r.ours).padStart(6)} ${('≤' + r.target).padStart(8)} ${String(r.steps).padStart(8)} ${fmt(r.biwa).padStart(8)} ${(r.biwa / r.ours).toFixed(1).padStart(7)} ${fmt(r.js).padStart(8)} ${(r.ours / r.js).toFixed(1).padStart(6)}  ${verdict}`,
    );
  }
  const fib = rows.find((r) => r.name.startsWith('fib'));
  if (fib) console.log(`  fib(25) speed-up over BiwaScheme: ${(fib.biwa / fib.ours).toFixed(1)}× (target ≥ 40×) ${fib.biwa / fib.ours >= 40 ? 'ok' : 'MISSED'}`);
}
