/*
 * The geometry module's shapes, extents and intersections: conics in any plane come out exact,
 * HATCH boundaries (a two-vertex bulged loop is a full circle), text alignment, meshes, NURBS,
 * tight extents, and where two primitives meet.
 */
import { describe, expect, it } from 'vitest';
import {
  bulgeSweep, conicOf, intersectPrims, intersectShapes, plainMtext, primsBox, recordExtents, sampleConic, shapeOf, tagsFromLisp, tagsFromPairs,
  type GV, type Prim, type ShapeInput,
} from '../../../interpreter/geometry.js';
import { Cons, list, Real } from '../../../interpreter/index.js';

const shape = (type: string, groups: Array<[number, GV]>, subs?: Array<[string, Array<[number, GV]>]>): ShapeInput =>
  subs ? { type, groups: tagsFromPairs(groups), subs: () => subs.map(([t, g]) => ({ type: t, groups: tagsFromPairs(g) })) } : { type, groups: tagsFromPairs(groups) };
const box = (s: ShapeInput) => primsBox(shapeOf(s)).map((v) => +v.toFixed(6));
const near = (a: number[], b: number[], eps = 1e-6) => a.forEach((v, i) => expect(Math.abs(v - b[i]!), `${a} vs ${b}`).toBeLessThan(eps));

describe('shapes', () => {
  it('a circle in a tilted plane is an exact ellipse in plan (extents match a dense sampling)', () => {
    const [p] = shapeOf(shape('CIRCLE', [[10, [1, 2, 3]], [40, 2], [210, [0.3, 0.4, 0.866]]]));
    expect(p!.k).toBe('ell');
    const pts = sampleConic(conicOf(p as Extract<Prim, { k: 'ell' }>), 0.0005);
    const xs = pts.filter((_, i) => i % 2 === 0);
    const ys = pts.filter((_, i) => i % 2 === 1);
    near(primsBox([p!]), [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], 1e-5);
  });

  it('bulges: sign gives the direction, the sweep is 4·atan(b)', () => {
    const s = bulgeSweep(0, 0, 2, 0, -1)!;
    expect(s.sweep).toBeCloseTo(-Math.PI, 12);
    expect(Math.cos(s.start) * s.r + s.cx).toBeCloseTo(0, 12);
    expect(bulgeSweep(0, 0, 1, 0, 0)).toBeNull();
  });

  it('HATCH: a closed two-vertex polyline loop with bulges 1 is a whole circle', () => {
    const h = shape('HATCH', [[10, [0, 0, 0]], [210, [0, 0, 1]], [2, 'SOLID'], [70, 1], [71, 0], [91, 1], [92, 3], [72, 1], [73, 1], [93, 2], [10, [-1, 0, 0]], [42, 1], [10, [1, 0, 0]], [42, 1], [97, 0], [75, 0], [76, 1], [98, 0]]);
    expect(box(h)).toEqual([-1, -1, 1, 1]);
    expect(shapeOf(h).map((p) => p.k)).toEqual(['arc', 'arc']);
  });

  it('HATCH: spline edges are evaluated; clockwise arc edges measure their angles clockwise', () => {
    const h = shape('HATCH', [
      [10, [0, 0, 0]], [210, [0, 0, 1]], [2, 'SOLID'], [70, 1], [71, 0], [91, 2],
      [92, 1], [93, 1], [72, 4], [94, 3], [73, 0], [74, 0], [95, 8], [96, 4], [40, 0], [40, 0], [40, 0], [40, 0], [40, 1], [40, 1], [40, 1], [40, 1],
      [10, [0, 0]], [10, [1, 2]], [10, [3, 2]], [10, [4, 0]], [97, 0],
      [92, 1], [93, 1], [72, 2], [10, [10, 0]], [40, 1], [50, 0], [51, 90], [73, 0], [97, 0],
      [75, 0], [76, 1], [98, 0],
    ]);
    const [spline, arc] = shapeOf(h);
    expect(spline!.k).toBe('poly');
    near(primsBox([spline!]), [0, 0, 4, 1.5]);
    // clockwise from 0° to 90° measured clockwise: the quarter below the centre's x axis
    near(primsBox([arc!]), [10, -1, 11, 0]);
  });

  it('TEXT alignment: centred around 11, aligned and fit span 10 -> 11, backward extends left', () => {
    const base: Array<[number, GV]> = [[40, 1], [1, 'ABCD'], [50, 0], [41, 1], [51, 0], [7, 'Standard'], [210, [0, 0, 1]]];
    const centred = shape('TEXT', [[10, [0, 0, 0]], [11, [10, 0, 0]], [72, 1], [73, 0], [71, 0], ...base]);
    const b = box(centred);
    expect((b[0]! + b[2]!) / 2).toBeCloseTo(10, 9);
    const fit = shape('TEXT', [[10, [0, 0, 0]], [11, [20, 0, 0]], [72, 5], [73, 0], [71, 0], ...base]);
    near(box(fit), [0, 0, 20, 1]);
    const aligned = shape('TEXT', [[10, [0, 0, 0]], [11, [0, 11, 0]], [72, 3], [73, 0], [71, 0], ...base]);
    const a = box(aligned);
    expect(a[3]).toBeCloseTo(11, 9); // turned to 90°, 11 units long
    const backward = shape('TEXT', [[10, [0, 0, 0]], [11, [0, 0, 0]], [72, 0], [73, 0], [71, 2], ...base]);
    near(box(backward), [-(4 - 1 / 3), 0, 0, 1]);
    const [t] = shapeOf(backward);
    expect(t).toMatchObject({ k: 'text', flip: 1, str: 'ABCD' });
  });

  it('invisible attributes have no shape; ATTDEFs in a block only when constant', () => {
    const att: Array<[number, GV]> = [[10, [0, 0, 0]], [40, 1], [1, 'V'], [2, 'TAG'], [210, [0, 0, 1]]];
    expect(shapeOf(shape('ATTRIB', [...att, [70, 1]]))).toEqual([]);
    expect(shapeOf(shape('ATTDEF', [...att, [70, 0]]), { inBlock: true })).toEqual([]);
    expect(shapeOf(shape('ATTDEF', [...att, [70, 2]]), { inBlock: true })).toHaveLength(1);
  });

  it('meshes: a polygon mesh is its grid, a polyface mesh its visible face edges', () => {
    const v = (x: number, y: number, f = 64): [string, Array<[number, GV]>] => ['VERTEX', [[10, [x, y, 0]], [70, f]]];
    const grid = shape('POLYLINE', [[10, [0, 0, 0]], [70, 16], [71, 2], [72, 2]], [v(0, 0), v(0, 1), v(1, 0), v(1, 1)]);
    expect(shapeOf(grid).filter((p) => p.k === 'poly')).toHaveLength(4);
    const face: [string, Array<[number, GV]>] = ['VERTEX', [[10, [0, 0, 0]], [70, 128], [71, 1], [72, 2], [73, -3]]];
    const pf = shape('POLYLINE', [[10, [0, 0, 0]], [70, 64]], [v(0, 0, 192), v(4, 0, 192), v(4, 4, 192), face]);
    // edges 1-2 and 2-3 shown, 3-1 hidden
    expect(box(pf)).toEqual([0, 0, 4, 4]);
    expect(shapeOf(pf).reduce((n, p) => n + (p.k === 'poly' ? p.pts.length / 2 - 1 : 0), 0)).toBe(2);
  });

  it('SPLINE: the NURBS curve, else its fit points', () => {
    const ctrl: Array<[number, GV]> = [[10, [0, 0, 0]], [10, [1, 2, 0]], [10, [3, 2, 0]], [10, [4, 0, 0]]];
    const knots: Array<[number, GV]> = [0, 0, 0, 0, 1, 1, 1, 1].map((k) => [40, k]);
    near(box(shape('SPLINE', [[71, 3], ...knots, ...ctrl])), [0, 0, 4, 1.5]);
    // a knot vector that does not fit: the fit points are drawn
    near(box(shape('SPLINE', [[71, 3], [40, 0], ...ctrl, [11, [0, 0, 0]], [11, [5, 5, 0]]])), [0, 0, 5, 5]);
  });

  it('extents: tight for arcs; XLINE has none; INSERT through its block', () => {
    expect(recordExtents(shape('ARC', [[10, [0, 0, 0]], [40, 2], [50, 0.1], [51, Math.PI / 2]]))!.map((v) => +v.toFixed(9))).toEqual([0, +(2 * Math.sin(0.1)).toFixed(9), +(2 * Math.cos(0.1)).toFixed(9), 2]);
    expect(recordExtents(shape('XLINE', [[10, [0, 0, 0]], [11, [1, 0, 0]]]))).toBeNull();
    const ctx = { block: () => ({ base: [0, 0, 0] as [number, number, number], entities: [shape('CIRCLE', [[10, [0, 0, 0]], [40, 1]])] }) };
    near(recordExtents(shape('INSERT', [[2, 'B'], [10, [10, 10, 0]], [41, 2], [42, 2], [43, 2]]), ctx)!, [8, 8, 12, 12]);
    // without block definitions an INSERT is its insertion point
    near(recordExtents(shape('INSERT', [[2, 'B'], [10, [10, 10, 0]]]))!, [10, 10, 10, 10]);
  });
});

describe('intersections', () => {
  const seg = (x1: number, y1: number, x2: number, y2: number): Prim => ({ k: 'poly', pts: [x1, y1, x2, y2], closed: false });
  const circle = (cx: number, cy: number, r: number): Prim => ({ k: 'arc', cx, cy, r, a0: 0, a1: 2 * Math.PI });
  const sorted = (pts: Array<[number, number]>) => pts.map(([x, y]) => [+x.toFixed(9) + 0, +y.toFixed(9) + 0]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);

  it('segment with segment, circle and ellipse', () => {
    expect(sorted(intersectPrims(seg(0, 0, 2, 2), seg(0, 2, 2, 0)))).toEqual([[1, 1]]);
    expect(intersectPrims(seg(0, 0, 1, 0), seg(0, 1, 1, 1))).toEqual([]);
    expect(sorted(intersectPrims(seg(-5, 0, 5, 0), circle(0, 0, 2)))).toEqual([[-2, 0], [2, 0]]);
    const ell: Prim = { k: 'ell', cx: 0, cy: 0, rx: 4, ry: 1, rot: Math.PI / 2, p0: 0, p1: 2 * Math.PI };
    expect(sorted(intersectPrims(seg(-5, 0, 5, 0), ell))).toEqual([[-1, 0], [1, 0]]);
  });

  it('circle with circle, arcs only where both exist, tangency', () => {
    const got = sorted(intersectPrims(circle(0, 0, 5), circle(8, 0, 5)));
    expect(got).toEqual([[4, -3], [4, 3]]);
    const upper: Prim = { k: 'arc', cx: 0, cy: 0, r: 5, a0: 0, a1: Math.PI };
    expect(sorted(intersectPrims(upper, circle(8, 0, 5)))).toEqual([[4, 3]]);
    expect(sorted(intersectPrims(circle(0, 0, 1), circle(2, 0, 1)))).toEqual([[1, 0]]);
    expect(intersectPrims(circle(0, 0, 1), circle(5, 0, 1))).toEqual([]);
    // ellipse against circle (numeric): x²/16 + y² = 1 meets x² + y² = 4 in four points
    const ell: Prim = { k: 'ell', cx: 0, cy: 0, rx: 4, ry: 1, rot: 0, p0: 0, p1: 2 * Math.PI };
    const hits = intersectPrims(ell, circle(0, 0, 2));
    expect(hits).toHaveLength(4);
    for (const [x, y] of hits) {
      expect(Math.hypot(x, y)).toBeCloseTo(2, 9);
      expect((x * x) / 16 + y * y).toBeCloseTo(1, 9);
    }
  });
});

describe('shape intersections', () => {
  it('a LINE across an LWPOLYLINE with a bulge: the straight part and the arc', () => {
    const pl = shapeOf(shape('LWPOLYLINE', [[70, 0], [10, [0, 0]], [42, 1], [10, [2, 0]], [42, 0], [10, [2, 2]]]));
    const ln = shapeOf(shape('LINE', [[10, [1, -2, 0]], [11, [1, 3, 0]]]));
    expect(intersectShapes(ln, pl).map(([x, y]) => [+x.toFixed(9) + 0, +y.toFixed(9) + 0])).toEqual([[1, -1]]);
    const across = shapeOf(shape('LINE', [[10, [-1, 1, 0]], [11, [3, 1, 0]]]));
    expect(intersectShapes(across, pl).map(([x, y]) => [+x.toFixed(9), +y.toFixed(9)])).toEqual([[2, 1]]);
  });
});

describe('group readers and text', () => {
  it('entget lists convert once to the database form', () => {
    const t = tagsFromLisp(list([new Cons(0, 'LINE'), new Cons(10, list([new Real(1), new Real(2), new Real(0)])), new Cons(62, 3), new Cons(40, new Real(2.5))]));
    expect(t).toEqual({ c: [0, 10, 62, 40], v: ['LINE', [1, 2, 0], 3, 2.5] });
  });

  it('MTEXT codes: stacks, escapes, specials', () => {
    expect(plainMtext('\\S1/2;" pipe \\{x\\} %%c50')).toBe('1/2" pipe {x} ⌀50');
    expect(plainMtext('{\\H2x;Big}\\Pnext\\U+00B0')).toBe('Big\nnext°');
  });
});
