/*
 * The command line against entmake: 10,000 (command "_.LINE" p1 p2 "") calls in one run must take
 * at most 4x the time of 10,000 equivalent entmake calls (issue 13). Both run on a fresh empty
 * drawing each time, with CMDECHO 0 and OSMODE 0 as drafters' scripts set them; a third row keeps
 * the running object snaps on (OSMODE 4133, the initial value): each point looks up the objects
 * near it in the snap grid (geometry/snap.ts).
 */
import { readAll, type Interp } from '../../interpreter/index.js';
import { emptyDrawing } from '../../interpreter/drawing/index.js';
import { makeTestInterp } from '../support/make-interp.js';

export interface CommandBench {
  name: string;
  budgetMs?: number;
  /** a fresh interpreter and drawing, outside the timing */
  prepare(): Interp;
  src: string;
}

function run(ip: Interp, src: string): void {
  const r = ip.runForms(readAll(src, { intern: (n) => ip.intern(n) }));
  if (!r.ok) throw new Error(r.error?.message);
}

const fresh = (): Interp => makeTestInterp({ drawing: emptyDrawing('bench.dwg'), budget: 1e9 });

const ENTMAKE = `(setq i 0)
(repeat 10000
  (entmake (list '(0 . "LINE") (list 10 (* 1.0 (rem i 100)) (* 1.0 (/ i 100)) 0.0) (list 11 (+ 0.5 (rem i 100)) (+ 0.5 (/ i 100)) 0.0)))
  (setq i (1+ i)))`;

const COMMAND = (osmode: number, n: number) => `(setvar "CMDECHO" 0) (setvar "OSMODE" ${osmode}) (setq i 0)
(repeat ${n}
  (command "_.LINE" (list (* 1.0 (rem i 100)) (* 1.0 (/ i 100)) 0.0) (list (+ 0.5 (rem i 100)) (+ 0.5 (/ i 100)) 0.0) "")
  (setq i (1+ i)))`;

export function makeCommandBenches(): CommandBench[] {
  return [
    { name: 'commands: 10k entmake LINE calls (the reference)', prepare: fresh, src: ENTMAKE },
    { name: 'commands: 10k (command "_.LINE" p1 p2 "") calls, OSMODE 0', prepare: fresh, src: COMMAND(0, 10_000) },
    { name: 'commands: 10k (command "_.LINE" ...) calls with running snaps (OSMODE 4133)', prepare: fresh, src: COMMAND(4133, 10_000) },
  ];
}

/** Median ms of each bench over `runs` fresh runs, and the command/entmake ratio. */
export function runCommandBenches(runs: number): { rows: Array<{ name: string; ms: number; target?: number; note?: string }>; ratio: number } {
  const benches = makeCommandBenches();
  const med = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const times = benches.map((b) => {
    const t: number[] = [];
    for (let i = 0; i < runs; i++) {
      const ip = b.prepare();
      const s = performance.now();
      run(ip, b.src);
      t.push(performance.now() - s);
    }
    return med(t);
  });
  const ratio = times[1]! / times[0]!;
  const rows = benches.map((b, i) => ({ name: b.name, ms: times[i]!, ...(i === 1 ? { target: Math.round(times[0]! * 4), note: `${ratio.toFixed(2)}x entmake (limit 4x)` } : {}) }));
  return { rows, ratio };
}
