/*
 * ssget over the real database: "X" with a 3-condition filter across 100k entities (issue 3's
 * target, 30 ms). The filter is parsed from source each run, as a script would.
 */
import { readAll } from '../../interpreter/index.js';
import { makeTestInterp } from '../support/make-interp.js';
import { drawingWithLines, type DrawingBench } from './drawing-bench.js';

export function makeSelectionBenches(): DrawingBench[] {
  const port = drawingWithLines(100_000);
  const ip = makeTestInterp({ drawing: port, budget: 1e9 });
  const form = readAll(`(setq ss (ssget "X" '((0 . "LINE") (8 . "L0") (62 . 3))))`, { intern: (n) => ip.intern(n) });
  const expected = Math.floor((100_000 - 3) / 7) + 1; // colours cycle 1..7; colour 3 at i % 7 === 2
  return [
    {
      name: 'selection: ssget "X" 3-condition filter over 100k entities',
      budgetMs: 30,
      run: () => {
        const r = ip.runForms(form);
        const n = ip.runText('(sslength ss)');
        if (!r.ok || n.value !== expected) throw new Error(`ssget bench: ${r.error?.message ?? `got ${String(n.value)} of ${expected}`}`);
        ip.runText('(setq ss nil)');
      },
    },
  ];
}
