/*
 * The editing commands on a big selection: MOVE of a 10,000-entity selection set must take at
 * most 100 ms (issue 13). The drawing (10,000 LINEs, CIRCLEs and LWPOLYLINEs made with entmake)
 * and the selection set are built outside the timing; the timed part is the one command call.
 * COPY and ROTATE of the same set, and the shared edit itself (drawing/edit moveEntities, what
 * ActiveX Move calls), are reported beside it.
 */
import { readAll, type Interp } from '../../interpreter/index.js';
import type { Drawing } from '../../interpreter/drawing/drawing.js';
import { emptyDrawing } from '../../interpreter/drawing/index.js';
import { moveEntities } from '../../interpreter/drawing/edit/index.js';
import { makeTestInterp } from '../support/make-interp.js';

function run(ip: Interp, src: string): void {
  const r = ip.runForms(readAll(src, { intern: (n) => ip.intern(n) }));
  if (!r.ok) throw new Error(r.error?.message);
}

const SETUP = `(setvar "CMDECHO" 0) (setvar "OSMODE" 0) (setq i 0)
(repeat 10000
  (setq x (* 1.0 (rem i 100)) y (* 1.0 (/ i 100)))
  (cond ((= (rem i 3) 0) (entmake (list '(0 . "LINE") (list 10 x y 0.0) (list 11 (+ x 0.5) (+ y 0.5) 0.0))))
        ((= (rem i 3) 1) (entmake (list '(0 . "CIRCLE") (list 10 x y 0.0) '(40 . 0.25))))
        (t (entmake (list '(0 . "LWPOLYLINE") '(100 . "AcDbEntity") '(100 . "AcDbPolyline") '(90 . 3) '(70 . 0) (list 10 x y) (list 10 (+ x 0.3) y) '(42 . 0.5) (list 10 (+ x 0.3) (+ y 0.3))))))
  (setq i (1+ i)))
(setq ss (ssget "X"))`;

function prepared(): Interp {
  const ip = makeTestInterp({ drawing: emptyDrawing('bench.dwg'), budget: 1e9 });
  run(ip, SETUP);
  return ip;
}

interface EditBench {
  name: string;
  target?: number;
  /** wall and CPU milliseconds of the timed part */
  time(ip: Interp): [number, number];
}

/** Wall and process CPU time of f (CPU is the steadier figure on a shared machine). */
function clock(f: () => void): [number, number] {
  const c = process.cpuUsage();
  const t = performance.now();
  f();
  const wall = performance.now() - t;
  const u = process.cpuUsage(c);
  return [wall, (u.user + u.system) / 1000];
}

const timed = (src: string) => (ip: Interp): [number, number] => {
  const forms = readAll(src, { intern: (n) => ip.intern(n) });
  let r: ReturnType<Interp['runForms']> | undefined;
  const times = clock(() => (r = ip.runForms(forms)));
  if (!r!.ok) throw new Error(r!.error?.message);
  return times;
};

export const makeEditBenches = (): EditBench[] => [
  { name: 'edit: (command "_.MOVE" ss "" p1 p2) on 10k entities', target: 100, time: timed(`(command "_.MOVE" ss "" '(0 0) '(10 5))`) },
  { name: 'edit: (command "_.COPY" ss "" p1 p2 "") of 10k entities', time: timed(`(command "_.COPY" ss "" '(0 0) '(10 5) "")`) },
  { name: 'edit: (command "_.ROTATE" ss "" p 30) on 10k entities', time: timed(`(command "_.ROTATE" ss "" '(0 0) 30)`) },
  {
    name: 'edit: moveEntities (the shared edit ActiveX Move calls) on 10k entities',
    time: (ip) => {
      const d = ip.services['drawing'] as Drawing;
      const handles = d.db.ents.filter((r) => d.db.isMain(r) && !r.deleted).map((r) => r.handle);
      let moved = 0;
      const times = clock(() => (moved = moveEntities(d.db, handles, [0, 0, 0], [1, 1, 0]).changed.length));
      if (moved !== 10_000) throw new Error(`moved ${moved}`);
      return times;
    },
  },
];

export function runEditBenches(runs: number): Array<{ name: string; ms: number; target?: number; note?: string }> {
  const med = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  return makeEditBenches().map((b) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    try {
      for (let i = 0; i < runs; i++) {
        const [w, c] = b.time(prepared());
        wall.push(w);
        cpu.push(c);
      }
      return { name: b.name, ms: med(wall), ...(b.target ? { target: b.target } : {}), note: `CPU ${med(cpu).toFixed(1)} ms` };
    } catch (e) {
      return { name: b.name, ms: NaN, note: `FAILED: ${(e as Error).message}` };
    }
  });
}
