/*
 * The shared edits called directly, as the ActiveX methods call them (by handle, no command
 * line): what each returns (created / changed / erased / failed), refusals (locked layers, types
 * that cannot be scaled unevenly, erased entities), ActiveX Offset's sign rule, the draw-order
 * table, and that every edit is undone exactly by the journal.
 */
import { describe, expect, it } from 'vitest';
import { readAll, type Interp } from '../../../interpreter/index.js';
import type { Drawing } from '../../../interpreter/drawing/drawing.js';
import {
  arrayPolar, arrayRectangular, breakEntity, changeProperties, collectEdges, copyEntities, drawingOrder, drawOrder, explodeEntity, extendEntity,
  filletLines, joinEntities, lengthenEntity, mirrorEntities, moveEntities, offsetSigned, rotateEntities, scaleEntities, transformEntities, trimEntity,
} from '../../../interpreter/drawing/edit/index.js';
import { scale } from '../../../interpreter/drawing/geometry/matrix.js';
import { tagGet } from '../../../interpreter/drawing/model/tags.js';
import { makeTestInterp } from '../../support/make-interp.js';

/** A drawing made by `src`; h('a') is the handle of the entity the variable a named after it. */
function drawing(src: string): { ip: Interp; d: Drawing; h: (name: string) => string } {
  const ip = makeTestInterp({ budget: 1e7 });
  const r = ip.runForms(readAll(`(setvar "CMDECHO" 0) ${src}`, { intern: (n) => ip.intern(n) }));
  if (!r.ok) throw new Error(r.error?.message);
  const d = ip.services['drawing'] as Drawing;
  const names = new Map<string, string>();
  for (const name of src.matchAll(/\(setq (\w+) \(entlast\)\)/g)) {
    const v = ip.runForms(readAll(`(cdr (assoc 5 (entget ${name[1]})))`, { intern: (n) => ip.intern(n) }));
    if (v.ok && typeof v.value === 'string') names.set(name[1]!, v.value);
  }
  const h = (name: string): string => {
    const v = names.get(name);
    if (v === undefined) throw new Error(`no entity ${name}`);
    return v;
  };
  return { ip, d, h };
}
/** A group of a record, points rounded to 1e-9 (the arithmetic's last bits are not the point). */
const g = (d: Drawing, handle: string, code: number): unknown => {
  const v = tagGet(d.db.get(handle)!.body, code);
  return Array.isArray(v) ? v.map((x) => Math.round(x * 1e9) / 1e9 + 0) : v;
};

const LINES = `(entmake '((0 . "LINE") (10 0 0 0) (11 10 0 0))) (setq a (entlast))
  (entmake '((0 . "LINE") (10 12 2 0) (11 12 10 0))) (setq b (entlast))
  (entmake '((0 . "CIRCLE") (10 5 5 0) (40 . 2.0))) (setq c (entlast))`;

describe('the shared edits, called as ActiveX calls them', () => {
  it('move, rotate and scale by handle report what changed; an erased entity is refused', () => {
    const { d, h } = drawing(LINES);
    const res = moveEntities(d.db, [h('a'), h('c')], [0, 0, 0], [1, 2, 0]);
    expect(res.changed).toEqual([h('a'), h('c')]);
    expect(g(d, h('a'), 11)).toEqual([11, 2, 0]);
    expect(rotateEntities(d.db, [h('a')], [1, 2, 0], Math.PI / 2).changed).toEqual([h('a')]);
    expect(g(d, h('a'), 11)).toEqual([1, 12, 0]);
    expect(scaleEntities(d.db, [h('c')], [0, 0, 0], 2).changed).toEqual([h('c')]);
    expect(g(d, h('c'), 40)).toBe(4);
    expect(scaleEntities(d.db, [h('c')], [0, 0, 0], 0).failed).toEqual([{ handle: h('c'), error: 'degenerate' }]);
    d.db.replace({ ...d.db.get(h('b'))!, deleted: true });
    expect(moveEntities(d.db, [h('b')], [0, 0, 0], [1, 0, 0]).failed).toEqual([{ handle: h('b'), error: 'notFound' }]);
  });

  it('refuses entities on locked layers and non-uniform scales of circles', () => {
    const { d, h } = drawing(`${LINES} (command "_.-LAYER" "_M" "LK" "_LO" "LK" "_S" "0" "") (entmake '((0 . "LINE") (8 . "LK") (10 0 0 0) (11 1 1 0))) (setq k (entlast))`);
    expect(moveEntities(d.db, [h('k')], [0, 0, 0], [1, 0, 0]).failed).toEqual([{ handle: h('k'), error: 'locked' }]);
    const res = transformEntities(d.db, [h('a'), h('c')], scale(2, 1, 1));
    expect(res.changed).toEqual([h('a')]);
    expect(res.failed).toEqual([{ handle: h('c'), error: 'nonUniformScale' }]);
  });

  it('copies come at the end of the drawing with new handles; a mirror copies (ActiveX Mirror)', () => {
    const { d, h } = drawing(LINES);
    const before = d.db.ents.length;
    const res = copyEntities(d.db, [h('a')]);
    expect(res.created).toHaveLength(1);
    expect(d.db.ents.length).toBe(before + 1);
    expect(d.db.get(res.created[0]!)!.body).toEqual(d.db.get(h('a'))!.body);
    const m = mirrorEntities(d.db, [h('a')], [0, 0, 0], [1, 1, 0], { copy: true });
    expect(g(d, m.created[0]!, 11)).toEqual([0, 10, 0]);
    expect(g(d, h('a'), 11)).toEqual([10, 0, 0]);
  });

  it('ActiveX Offset: negative makes the smaller curve, positive the larger; lines go toward larger X then Y', () => {
    const { d, h } = drawing(`${LINES} (command "_.RECTANG" '(20 0) '(30 10)) (setq r (entlast)) (entmake '((0 . "LINE") (10 40 0 0) (11 40 10 0))) (setq v (entlast))`);
    expect(g(d, offsetSigned(d.db, h('c'), -1).created[0]!, 40)).toBe(1);
    expect(g(d, offsetSigned(d.db, h('c'), 1).created[0]!, 40)).toBe(3);
    const inner = offsetSigned(d.db, h('r'), -1).created[0]!;
    expect(d.db.get(inner)!.body.v.filter((_, i) => d.db.get(inner)!.body.c[i] === 10)).toEqual([[21, 1], [29, 1], [29, 9], [21, 9]]);
    expect(g(d, offsetSigned(d.db, h('a'), 1).created[0]!, 10)).toEqual([0, 1, 0]);
    expect(g(d, offsetSigned(d.db, h('v'), 1).created[0]!, 10)).toEqual([41, 0, 0]);
    expect(offsetSigned(d.db, h('c'), -5).failed).toEqual([{ handle: h('c'), error: 'cannotOffset' }]);
  });

  it('explodes polylines and blocks; lines cannot be exploded', () => {
    const { d, h } = drawing(`(command "_.PLINE" '(0 0) '(10 0) "_A" '(10 10) "") (setq p (entlast))
      (entmake '((0 . "BLOCK") (2 . "B") (10 0 0 0) (70 . 0))) (entmake '((0 . "LINE") (10 0 0 0) (11 1 0 0))) (entmake '((0 . "ENDBLK")))
      (entmake '((0 . "INSERT") (2 . "B") (10 5 5 0) (41 . 3.0) (42 . 3.0) (43 . 3.0))) (setq i (entlast)) ${LINES}`);
    const pl = explodeEntity(d.db, h('p'));
    expect(pl.created.map((x) => d.db.get(x)!.type)).toEqual(['LINE', 'ARC']);
    expect(pl.erased).toEqual([h('p')]);
    const ins = explodeEntity(d.db, h('i'));
    expect(g(d, ins.created[0]!, 11)).toEqual([8, 5, 0]);
    expect(explodeEntity(d.db, h('a')).failed).toEqual([{ handle: h('a'), error: 'unsupported' }]);
  });

  it('trims, extends and breaks against edges given by handle', () => {
    const { d, h } = drawing(`${LINES} (entmake '((0 . "LINE") (10 5 -5 0) (11 5 5 0))) (setq e (entlast)) (entmake '((0 . "LINE") (10 12 -5 0) (11 12 5 0))) (setq w (entlast))`);
    const edges = collectEdges(d.db, [h('e')]);
    const t = trimEntity(d.db, h('a'), [8, 0, 0], edges);
    expect(t.changed).toEqual([h('a')]);
    expect(g(d, h('a'), 11)).toEqual([5, 0, 0]);
    expect(trimEntity(d.db, h('b'), [12, 5, 0], edges).failed).toEqual([{ handle: h('b'), error: 'noEdge' }]);
    expect(extendEntity(d.db, h('a'), [4, 0, 0], collectEdges(d.db, [h('b')])).failed).toEqual([{ handle: h('a'), error: 'noEdge' }]);
    expect(extendEntity(d.db, h('a'), [4, 0, 0], collectEdges(d.db, [h('w')])).changed).toEqual([h('a')]);
    expect(g(d, h('a'), 11)).toEqual([12, 0, 0]);
    const br = breakEntity(d.db, h('a'), [2, 0, 0], [3, 0, 0]);
    expect(br.created).toHaveLength(1);
    expect(g(d, br.created[0]!, 10)).toEqual([3, 0, 0]);
  });

  it('lengthens, fillets and joins', () => {
    const { d, h } = drawing(LINES);
    lengthenEntity(d.db, h('a'), [9, 0, 0], { delta: 2 });
    expect(g(d, h('a'), 11)).toEqual([12, 0, 0]);
    const f = filletLines(d.db, { ref: h('a'), pick: [5, 0, 0] }, { ref: h('b'), pick: [12, 6, 0] }, 1);
    expect(d.db.get(f.created[0]!)!.type).toBe('ARC');
    expect(g(d, h('a'), 11)).toEqual([11, 0, 0]);
    const { d: d2, h: h2 } = drawing(`(entmake '((0 . "LINE") (10 0 0 0) (11 5 0 0))) (setq a (entlast)) (entmake '((0 . "LINE") (10 5 0 0) (11 5 5 0))) (setq b (entlast))`);
    const j = joinEntities(d2.db, [h2('a'), h2('b')]);
    expect(d2.db.get(j.created[0]!)!.type).toBe('LWPOLYLINE');
    expect(j.erased).toEqual([h2('a'), h2('b')]);
  });

  it('arrays, properties and draw order', () => {
    const { d, h } = drawing(LINES);
    expect(arrayRectangular(d.db, [h('c')], { rows: 2, columns: 2, rowSpacing: 10, columnSpacing: 20 }).created).toHaveLength(3);
    const polar = arrayPolar(d.db, [h('c')], { center: [0, 0, 0], count: 4, fill: 2 * Math.PI });
    expect(g(d, polar.created[0]!, 10)).toEqual([-5, 5, 0]);
    changeProperties(d.db, [h('a')], { color: 1, lineweight: 30 });
    expect([g(d, h('a'), 62), g(d, h('a'), 370)]).toEqual([1, 30]);
    changeProperties(d.db, [h('a')], { color: 256, lineweight: -1 });
    expect([g(d, h('a'), 62), g(d, h('a'), 370)]).toEqual([undefined, undefined]);
    drawOrder(d.db, [h('a')], 'front');
    expect(drawingOrder(d.db, d.db.modelSpace).at(-1)).toBe(h('a'));
  });

  it('every edit is taken back exactly by the undo journal', () => {
    const { d, h } = drawing(`${LINES} (entmake '((0 . "LINE") (10 5 -5 0) (11 5 5 0))) (setq e (entlast))`);
    const cp = d.undo.journal.position;
    const ents = d.db.ents.slice();
    moveEntities(d.db, [h('a'), h('b')], [0, 0, 0], [3, 3, 0]);
    offsetSigned(d.db, h('c'), 1);
    trimEntity(d.db, h('a'), [8, 3, 0], collectEdges(d.db, [h('e')]));
    explodeEntity(d.db, h('c'));
    d.undo.journal.rollback(cp);
    expect(d.db.ents).toEqual(ents);
  });
});
