/*
 * ssget over the real database: "X" with a 3-condition filter across 100k entities (issue 3's
 * target, 30 ms), and the geometric modes that build every entity's shape: a crossing window
 * and a window over 100k LINEs. The forms are parsed from source each run, as a script would.
 * Then both everyday ssdel idioms (delete the first member, delete the last, until empty) on a
 * 10k-member set, or 100k with --large (issue 19's target: 50 ms at 100k; it was O(n^2)).
 */
import { readAll, type Interp } from '../../interpreter/index.js';
import { makeTestInterp } from '../support/make-interp.js';
import { drawingWithLines, type DrawingBench } from './drawing-bench.js';

function selects(ip: Interp, src: string, expected: number, what: string): () => void {
  const form = readAll(`(setq ss ${src})`, { intern: (n) => ip.intern(n) });
  return () => {
    const r = ip.runForms(form);
    const n = ip.runText('(if ss (sslength ss) 0)');
    if (!r.ok || n.value !== expected) throw new Error(`${what} bench: ${r.error?.message ?? `got ${String(n.value)} of ${expected}`}`);
    ip.runText('(setq ss nil)');
  };
}

/** Empties a fresh "X" set of the whole drawing with one ssdel idiom per run. */
function empties(ip: Interp, loop: string, members: number, what: string): () => void {
  const form = readAll(`(setq ss (ssget "X")) ${loop} (sslength ss)`, { intern: (n) => ip.intern(n) });
  return () => {
    const r = ip.runForms(form);
    if (!r.ok || r.value !== 0) throw new Error(`${what} bench: ${r.error?.message ?? `left ${String(r.value)} of ${members}`}`);
    ip.runText('(setq ss nil)');
  };
}

export function makeSsdelBenches(large: boolean): DrawingBench[] {
  const n = large ? 100_000 : 10_000;
  const ip = makeTestInterp({ drawing: drawingWithLines(n), budget: 1e9 });
  const k = `${n / 1000}k`;
  // the set is made inside the timed run (ssget "X" over n entities, a few ms at 100k)
  return [
    { name: `selection: ssget "X" + ssdel the first member until empty, ${k}`, budgetMs: large ? 50 : 5, run: empties(ip, '(while (setq e (ssname ss 0)) (ssdel e ss))', n, 'ssdel first') },
    { name: `selection: ssget "X" + ssdel the last member until empty, ${k}`, budgetMs: large ? 50 : 5, run: empties(ip, '(while (setq e (ssname ss (1- (sslength ss)))) (ssdel e ss))', n, 'ssdel last') },
  ];
}

export function makeSelectionBenches(): DrawingBench[] {
  const port = drawingWithLines(100_000);
  const ip = makeTestInterp({ drawing: port, budget: 1e9 });
  const expected = Math.floor((100_000 - 3) / 7) + 1; // colours cycle 1..7; colour 3 at i % 7 === 2
  // lines (x, y)-(x+0.5, y+0.5) on a 1000 x 100 grid: the window (99.9, 9.9)-(300.2, 30.2) holds
  // x 100..299 at y 10..29 wholly (200 x 20); the crossing also touches x = 300 and y = 30 (201 x 21)
  return [
    { name: 'selection: ssget "X" 3-condition filter over 100k entities', budgetMs: 10, run: selects(ip, `(ssget "X" '((0 . "LINE") (8 . "L0") (62 . 3)))`, expected, 'ssget X') },
    { name: 'selection: ssget "C" crossing window over 100k LINEs', budgetMs: 300, run: selects(ip, `(ssget "C" '(99.9 9.9) '(300.2 30.2))`, 201 * 21, 'ssget C') },
    { name: 'selection: ssget "W" window over 100k LINEs', budgetMs: 300, run: selects(ip, `(ssget "W" '(99.9 9.9) '(300.2 30.2))`, 200 * 20, 'ssget W') },
  ];
}
