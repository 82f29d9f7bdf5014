/*
 * `npm run bench`: the project's benchmark (not a timed test). Prints medians, targets and ratios,
 * all measured in one process so ratios are comparable on a noisy machine.
 */
import { printLispBench, runLispBench } from './lisp-bench.js';
import { makeDrawingBenches, type DrawingBench } from './drawing-bench.js';
import { makeSelectionBenches } from './selection-bench.js';
import { makeRenderBenches } from './render-bench.js';
import { runRunnerBench } from './runner-bench.js';
import { runCommandBenches } from './command-bench.js';
import { runEditBenches } from './edit-bench.js';
import { runEnvBench } from './env-bench.js';
import { median, printTable, type BenchRow } from './stats.js';

const quick = process.argv.includes('--quick');
const runs = quick ? 3 : 7;

function timeBenches(benches: DrawingBench[]): BenchRow[] {
  return benches.map((b) => {
    const times: number[] = [];
    try {
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        b.run();
        times.push(performance.now() - t);
      }
      return { name: b.name, ms: median(times), target: b.budgetMs };
    } catch (e) {
      return { name: b.name, ms: NaN, note: `FAILED: ${(e as Error).message}` };
    }
  });
}

console.log(`Lispwright benchmark — node ${process.version}, ${new Date().toISOString()}, median of ${runs} runs`);
printLispBench(runLispBench(quick ? 3 : 5));
printTable('Drawing database and selection (median ms)', timeBenches([...makeDrawingBenches(), ...makeSelectionBenches()]));
printTable('Command line (median ms, fresh drawing per run)', runCommandBenches(runs).rows);
printTable('Editing commands (median ms, 10k-entity drawing per run)', runEditBenches(runs));
printTable('Rendering: scene build (median ms)', timeBenches(makeRenderBenches()));
printTable('AutoCAD environment (median ms)', runEnvBench(runs));
printTable('Runner: worker pool (median ms)', await runRunnerBench());
