/*
 * Error paths (issue 10): a loop that traps an error every iteration must cost about what a loop
 * of ordinary calls costs, step for step, so the step budget bounds its time. Both loops run for
 * the same step budget in one process, interleaved, and the ratio of their medians is printed
 * against the target (at most 3×). A second row traps errors 1,000 calls deep with 1 KB
 * arguments on every frame: the backtrace must not be printed for a trapped error.
 */
import { Interp } from '../../interpreter/index.js';
import { median } from './stats.js';

export const ERROR_LOOP_STEPS = 20_000_000;
export const MAX_ERROR_RATIO = 3;

const CAUGHT = "(while t (vl-catch-all-apply '(lambda () (/ 1 0))))";
const ORDINARY = '(defun f () (/ 1 1)) (while t (f))';
const DEEP = `(setq big (vl-string->list (strcat ${'"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"'.repeat(10)})))
(defun down (n l) (if (= n 0) (while t (vl-catch-all-apply '(lambda () (/ 1 0)))) (down (1- n) l)))
(down 1000 big)`;

function timeToBudget(code: string, budget: number): number {
  const ip = new Interp({ budget });
  const t = performance.now();
  const r = ip.runText(code);
  const ms = performance.now() - t;
  if (r.ok || !/step budget exhausted/.test(r.error?.message ?? '')) throw new Error(`expected the budget to end the loop, got ${r.error?.message ?? 'ok'}`);
  return ms;
}

export interface ErrorBenchRow {
  name: string;
  ms: number;
  ratio?: number;
}

export function runErrorBench(runs = 3, steps = ERROR_LOOP_STEPS): ErrorBenchRow[] {
  const caught: number[] = [];
  const ordinary: number[] = [];
  const deep: number[] = [];
  for (let i = 0; i < runs; i++) {
    ordinary.push(timeToBudget(ORDINARY, steps));
    caught.push(timeToBudget(CAUGHT, steps));
    deep.push(timeToBudget(DEEP, steps / 10));
  }
  const o = median(ordinary);
  const c = median(caught);
  return [
    { name: `ordinary calls, ${steps / 1e6}M steps`, ms: o },
    { name: `trapped errors, ${steps / 1e6}M steps`, ms: c, ratio: c / o },
    { name: `trapped 1000 deep, 1 KB args, ${steps / 1e7}M steps`, ms: median(deep) },
  ];
}

export function printErrorBench(rows: ErrorBenchRow[]): void {
  console.log(`\nError paths (median ms; trapped/ordinary must be ≤ ${MAX_ERROR_RATIO}×)`);
  for (const r of rows) {
    const ratio = r.ratio === undefined ? '' : `  ${r.ratio.toFixed(2)}×  ${r.ratio <= MAX_ERROR_RATIO ? 'ok' : 'MISSED'}`;
    console.log(`  ${r.name.padEnd(40)} ${r.ms.toFixed(0).padStart(7)}${ratio}`);
  }
}
