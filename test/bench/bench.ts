/*
 * `npm run bench`: the project's benchmark (not a timed test). Prints medians, targets and ratios,
 * all measured in one process so ratios are comparable on a noisy machine (the debugger's table
 * uses worker threads of this same bundle, see debug-bench.ts).
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { printLispBench, runLispBench } from './lisp-bench.js';
import { printErrorBench, runErrorBench } from './error-bench.js';
import { measureMode, printDebugBench, type DebugBenchJob } from './debug-bench.js';
import { makeDrawingBenches, type DrawingBench } from './drawing-bench.js';
import { makeSelectionBenches, makeSsdelBenches } from './selection-bench.js';
import { runEvalStartup, runStartupBench } from './startup-bench.js';
import { makeRenderBenches } from './render-bench.js';
import { runBrowserRenderBench } from './browser-render-bench.js';
import { benchColdStart, runRunnerBench } from './runner-bench.js';
import { runActivexBench } from './activex-bench.js';
import { runCommandBenches } from './command-bench.js';
import { runEditBenches } from './edit-bench.js';
import { runEnvBench } from './env-bench.js';
import { runDxfBench } from './dxf-bench.js';
import { median, printTable, type BenchRow } from './stats.js';

function timeBenches(benches: DrawingBench[], runs: number): BenchRow[] {
  return benches.map((b) => {
    const times: number[] = [];
    try {
      // a slow row (an O(n^2) before figure) stops after 10 s of runs
      for (let i = 0, spent = 0; i < runs && (i === 0 || spent < 10_000); i++) {
        const t = performance.now();
        b.run();
        times.push(performance.now() - t);
        spent += times[i]!;
      }
      return { name: b.name, ms: median(times), target: b.budgetMs };
    } catch (e) {
      return { name: b.name, ms: NaN, note: `FAILED: ${(e as Error).message}` };
    }
  });
}

/** The drawing view in Chromium: this build, and LISPWRIGHT_BENCH_BEFORE (another build's folder) when set. */
async function browserRender(): Promise<void> {
  const at = process.argv.indexOf('--entities');
  const n = at > 0 ? Number(process.argv[at + 1]) : 100_000;
  const roots = [...(process.env.LISPWRIGHT_BENCH_BEFORE ? [{ label: 'before', root: process.env.LISPWRIGHT_BENCH_BEFORE }] : []), { label: 'this build', root: process.cwd() }];
  const dxfAt = process.argv.indexOf('--dxf');
  printTable('Rendering in Chromium (--disable-gpu; ms)', await runBrowserRenderBench(roots, n, dxfAt > 0 ? process.argv[dxfAt + 1] : undefined));
}

async function main(): Promise<void> {
  if (process.argv.includes('--render-browser')) return browserRender();
  const quick = process.argv.includes('--quick');
  /** --large: the ssdel rows on 100k-member sets (10k otherwise), the 100k-entity warm round trip, the 100k/500k DXF rows */
  const large = process.argv.includes('--large');
  const runs = quick ? 3 : 7;
  console.log(`Lispwright benchmark — node ${process.version}, ${new Date().toISOString()}, median of ${runs} runs`);
  const largeOnly = process.argv.includes('--only=dxf-large');
  const dxfTable = () => printTable('DXF reader and writer: before/after, dxf-parser beside (median ms)', runDxfBench({ runs: quick ? 3 : 5, large: large || largeOnly, largeOnly }));
  // --only=dxf: just the DXF table; --only=dxf-large: just its 100k/500k rows (a shared machine: run what you changed)
  if (process.argv.includes('--only=dxf') || largeOnly) return dxfTable();
  // --only=startup: `eval 1` against `node -e 0` (and LISPWRIGHT_BENCH_BEFORE's build), and the pool's cold start
  if (process.argv.includes('--only=startup')) {
    printTable('Start-up (median ms, interleaved fresh processes)', [...runEvalStartup(runs), { name: 'worker cold start to first result', ms: await benchColdStart({ runs: Math.max(runs, 11) }), target: 150 }]);
    return;
  }
  // --only=runner: just the worker pool's rows (with --large: the 100k/500k rows and the page's run)
  if (process.argv.includes('--only=runner')) return printTable('Runner: worker pool (median ms)', await runRunnerBench({ large }));
  // --only=lang,errors,debug (any of them, in the bench's order): the language, error-path and debugger tables alone
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
  if (only) {
    if (only.includes('lang')) printLispBench(runLispBench(quick ? 3 : 5));
    if (only.includes('errors')) printErrorBench(runErrorBench(quick ? 1 : 3));
    if (only.includes('debug')) await printDebugBench(quick ? 3 : 5);
    return;
  }
  printLispBench(runLispBench(quick ? 3 : 5));
  printErrorBench(runErrorBench(quick ? 1 : 3));
  printTable('Drawing database and selection (median ms)', timeBenches([...makeDrawingBenches(), ...makeSelectionBenches(), ...makeSsdelBenches(large)], runs));
  printTable('Command line (median ms, fresh drawing per run)', runCommandBenches(runs).rows);
  printTable('Editing commands (median ms, 10k-entity drawing per run)', runEditBenches(runs));
  printTable('Rendering: scene build (median ms)', timeBenches(makeRenderBenches(), runs));
  printTable('ActiveX reads against entget (median ms, measured alternately)', runActivexBench(runs));
  printTable('AutoCAD environment (median ms)', runEnvBench(runs));
  dxfTable();
  printTable('Runner: worker pool (median ms)', await runRunnerBench({ large }));
  if (large) await browserRender();
  printTable('Start-up and hashing (median ms)', runStartupBench(runs));
  await printDebugBench(quick ? 3 : 5);
}

if (isMainThread) await main();
else {
  // a worker of the debugger's table: measure one mode, report
  try {
    parentPort!.postMessage(measureMode(workerData as DebugBenchJob));
  } catch (e) {
    parentPort!.postMessage({ error: (e as Error).message });
  }
}
