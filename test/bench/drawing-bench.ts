/*
 * Benchmarks of the drawing database for the bench runner: each entry has a name, the budget from
 * the issue, and `run()`, which does only the measured work (state is prepared when the entries are
 * made). Loading 3_us_main.dxf needs the shared samples; without them that entry is left out.
 *
 *   import { makeDrawingBenches } from './drawing-bench.js';
 *   for (const b of makeDrawingBenches()) { const t = performance.now(); b.run(); ... }
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAll, type Interp } from '../../interpreter/index.js';
import { drawingFactory, emptyDrawing, type DrawingPortImpl } from '../../interpreter/drawing/index.js';
import { makeRecord } from '../../interpreter/drawing/model/record.js';
import { makeTestInterp } from '../support/make-interp.js';
import { samplesDir } from '../support/samples.js';

export interface DrawingBench {
  name: string;
  /** the limit in milliseconds */
  budgetMs: number;
  run(): void;
}

/** A drawing with `n` LINEs on layer L0 (made directly, not through entmake, to be quick). */
export function drawingWithLines(n: number): DrawingPortImpl {
  const port = emptyDrawing('bench.dwg');
  const db = port.db;
  for (let i = 0; i < n; i++) {
    const x = i % 1000;
    const y = Math.floor(i / 1000);
    db.addEntity(
      makeRecord(db.newHandle(), 'LINE', db.modelSpace, {
        c: [100, 8, 62, 100, 10, 11, 210],
        v: ['AcDbEntity', 'L0', (i % 7) + 1, 'AcDbLine', [x, y, 0], [x + 0.5, y + 0.5, 0], [0, 0, 1]],
      }),
    );
  }
  return port;
}

function lisp(ip: Interp, src: string): void {
  const r = ip.runForms(readAll(src, { intern: (n) => ip.intern(n) }));
  if (!r.ok) throw new Error(r.error?.message);
}

export function makeDrawingBenches(): DrawingBench[] {
  const out: DrawingBench[] = [];
  const dir = samplesDir();
  if (dir) {
    const text = readFileSync(join(dir, '3_us_main.dxf'), 'utf8');
    out.push({ name: 'drawing: load 3_us_main.dxf (10k entities, 1.8 MB)', budgetMs: 300, run: () => void drawingFactory.fromDxf(text, '3_us_main.dxf') });
  }
  {
    // the entmod calls alone: the 10k modified lists are made beforehand (entget + subst)
    const port = drawingWithLines(10_000);
    const ip = makeTestInterp({ drawing: port, budget: 1e9 });
    lisp(
      ip,
      `(defun mods (lay / e d out) (setq e (entnext)) (while e (setq d (entget e)) (setq out (cons (subst (cons 8 lay) (assoc 8 d) d) out)) (setq e (entnext e))) out)
       (setq to-new (mods "NEW_LAYER") to-old (mods "L0"))
       (defun apply-mods (lst) (foreach d lst (entmod d)))`,
    );
    let flip = false;
    out.push({
      name: 'drawing: entmod of 10k entities',
      budgetMs: 100,
      run: () => {
        flip = !flip;
        lisp(ip, flip ? '(apply-mods to-new)' : '(apply-mods to-old)');
      },
    });
    lisp(ip, `(defun walk-entmod (lay / e d) (setq e (entnext)) (while e (setq d (entget e)) (entmod (subst (cons 8 lay) (assoc 8 d) d)) (setq e (entnext e))))`);
    out.push({
      name: 'drawing: entnext/entget/subst/entmod loop over 10k entities (interpreter included)',
      budgetMs: 300,
      run: () => {
        flip = !flip;
        lisp(ip, flip ? '(walk-entmod "NEW_LAYER")' : '(walk-entmod "L0")');
      },
    });
  }
  {
    const port = drawingWithLines(100_000);
    const before = port.snapshot();
    const db = port.db;
    for (let i = 0; i < 1000; i++) {
      const slot = db.ents.length - 1 - i * 97;
      const r = db.ents[slot]!;
      const v = r.body.v.slice();
      v[1] = 'MOVED';
      db.replace({ ...r, body: { c: r.body.c, v } });
    }
    const after = port.snapshot();
    out.push({
      name: 'drawing: diff of two 100k-entity snapshots with 1k changes',
      budgetMs: 100,
      run: () => {
        const d = port.diff(before, after);
        if (d.summary.modified !== 1000) throw new Error('diff bench: wrong result');
      },
    });
    out.push({ name: 'drawing: snapshot of 100k entities', budgetMs: 20, run: () => void port.snapshot() });
  }
  return out;
}
