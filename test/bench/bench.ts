/*
 * `npm run bench`: the project's benchmark (not a timed test). Prints medians, targets and ratios,
 * all measured in one process so ratios are comparable on a noisy machine.
 */
import { printLispBench, runLispBench } from './lisp-bench.js';

const quick = process.argv.includes('--quick');
console.log(`Lispwright benchmark — node ${process.version}, ${new Date().toISOString()}`);
printLispBench(runLispBench(quick ? 3 : 5));
