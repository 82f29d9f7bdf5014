/*
 * transformRecord per entity type (move, rotate 90°, uniform scale, mirror), what AutoCAD refuses
 * (non-uniform scales of circles, arcs, text, polylines...), and two properties: a transform
 * followed by its inverse gives back the groups, and the shape of a transformed entity is the
 * transformed shape (geometry/shape.ts and the per-type declarations agree).
 */
import { describe, expect, it } from 'vitest';
import {
  chain, invert, isEmptyBox, mapPrim, mirrorLine, planAffine, primsBox, rotateAbout, scale, scaleAbout, shapeOf, translate,
  type BBox, type GV, type Mat, type Prim, type ShapeInput, type Tags,
} from '../../../interpreter/geometry.js';
import { transformRecord } from '../../../interpreter/drawing/entities/transform.js';
import * as F from './fixtures.js';

const MOVE = translate(10, 5, 0);
const ROT90 = rotateAbout([1, 2, 0], Math.PI / 2);
const SCALE2 = scaleAbout([1, 1, 0], 2);
const MIRROR_Y = mirrorLine([0, 0, 0], [0, 1, 0]);
const MIRROR_X = mirrorLine([0, 0, 0], [1, 0, 0]);

function apply(r: F.Rec, m: Mat): Tags {
  const out = transformRecord(r, m, r.owner);
  if (!out.ok) throw new Error(`${r.type}: ${out.error}`);
  return out.groups;
}
const get = (t: Tags, code: number, nth = 0): GV => {
  let k = -1;
  for (let i = 0; i < t.c.length; i++) if (t.c[i] === code && ++k === nth) return t.v[i]!;
  throw new Error(`no group ${code}`);
};
const close = (a: GV, b: GV, eps = 1e-9): void => {
  if (Array.isArray(a) && Array.isArray(b)) {
    expect(a.length).toBe(b.length);
    a.forEach((x, i) => expect(Math.abs(x - b[i]!), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBeLessThan(eps));
  } else if (typeof a === 'number' && typeof b === 'number') expect(Math.abs(a - b), `${a} vs ${b}`).toBeLessThan(eps);
  else expect(a).toEqual(b);
};

describe('transformRecord per entity type', () => {
  it('LINE: WCS points', () => {
    close(get(apply(F.LINE, MOVE), 11), [14, 8, 0]);
    close(get(apply(F.LINE, ROT90), 10), [3, 1, 0]);
    close(get(apply(F.LINE, ROT90), 11), [0, 5, 0]);
    close(get(apply(F.LINE, SCALE2), 10), [-1, -1, 0]);
    close(get(apply(F.LINE, MIRROR_Y), 11), [-4, 3, 0]);
    close(get(apply(F.LINE, MIRROR_Y), 210), [0, 0, 1]);
    expect(get(apply(F.LINE, MOVE), 8)).toBe('0');
  });

  it('CIRCLE: centre, radius; a mirror in the plan keeps the +Z extrusion', () => {
    close(get(apply(F.CIRCLE, MOVE), 10), [12, 6, 0]);
    close(get(apply(F.CIRCLE, ROT90), 10), [2, 3, 0]);
    close(get(apply(F.CIRCLE, SCALE2), 10), [3, 1, 0]);
    close(get(apply(F.CIRCLE, SCALE2), 40), 6);
    close(get(apply(F.CIRCLE, MIRROR_Y), 10), [-2, 1, 0]);
    close(get(apply(F.CIRCLE, MIRROR_Y), 210), [0, 0, 1]);
  });

  it('ARC: angles turn; a mirrored arc swaps its end angles', () => {
    const r = apply(F.ARC, rotateAbout([0, 0, 0], Math.PI / 2));
    close(get(r, 50), Math.PI / 2);
    close(get(r, 51), Math.PI);
    close(get(apply(F.ARC, SCALE2), 40), 2);
    const m = apply(F.ARC, MIRROR_Y);
    close(get(m, 50), Math.PI / 2);
    close(get(m, 51), Math.PI);
    close(get(apply(F.ARC, MOVE), 10), [10, 5, 0]);
  });

  it('ELLIPSE: the major axis turns; mirrored, its parameters run backwards', () => {
    close(get(apply(F.ELLIPSE, rotateAbout([0, 0, 0], Math.PI / 2)), 11), [0, 2, 0]);
    close(get(apply(F.ELLIPSE, SCALE2), 11), [4, 0, 0]);
    close(get(apply(F.ELLIPSE, SCALE2), 40), 0.5);
    const m = apply(F.ELLIPSE, MIRROR_Y);
    close(get(m, 11), [-2, 0, 0]);
    close(get(m, 41), (3 * Math.PI) / 2);
    close(get(m, 42), 2 * Math.PI);
    close(get(apply(F.ELLIPSE, MOVE), 10), [10, 5, 0]);
  });

  it('LWPOLYLINE: 2D vertices, elevation, widths, bulges change sign when mirrored', () => {
    const m = apply(F.LWPOLYLINE, MIRROR_Y);
    close(get(m, 10, 1), [-2, 0]);
    close(get(m, 42, 0), -1);
    close(get(m, 42, 2), 0.3);
    close(get(m, 38), 0.5);
    const s = apply(F.LWPOLYLINE, SCALE2);
    close(get(s, 40, 0), 1);
    close(get(s, 10, 2), [3, 3]);
    close(get(s, 38), 0.5 * 2 - 0);
    close(get(apply(F.LWPOLYLINE, ROT90), 10, 1), [3, 3]);
    close(get(apply(F.LWPOLYLINE, MOVE), 10, 0), [10, 5]);
  });

  it('POLYLINE + VERTEX: 2D vertices in the header\'s OCS, 3D vertices in the WCS', () => {
    close(get(apply(F.VERTEX_B, ROT90), 10), [3, 4, 0.5]);
    close(get(apply(F.VERTEX_A, MIRROR_Y), 42), -0.5);
    close(get(apply(F.VERTEX_B, MOVE), 10), [13, 5, 0.5]);
    close(get(apply(F.POLYLINE, translate(0, 0, 2)), 10), [0, 0, 2.5]);
    close(get(apply(F.VERTEX3D, scale(2, 1, 1)), 10), [2, 2, 3]);
    expect(transformRecord(F.VERTEX_B, scale(2, 1, 1), F.POLYLINE)).toEqual({ ok: false, error: 'nonUniformScale' });
  });

  it('TEXT / ATTRIB: rotation and height; a mirror sets backward (vertical line) or upside down (horizontal line)', () => {
    const r = apply(F.TEXT, rotateAbout([0, 0, 0], Math.PI / 2));
    close(get(r, 10), [-1, 1, 0]);
    close(get(r, 50), Math.PI / 2);
    close(get(apply(F.TEXT, SCALE2), 40), 4);
    const my = apply(F.TEXT, MIRROR_Y);
    close(get(my, 10), [-1, 1, 0]);
    expect(get(my, 71)).toBe(2);
    close(get(my, 50), 0);
    const mx = apply(F.TEXT, MIRROR_X);
    expect(get(mx, 71)).toBe(4);
    close(get(mx, 50), 0);
    // mirrored twice: back to plain text
    const back = transformRecord({ type: 'TEXT', body: my }, MIRROR_Y);
    expect(back.ok && get(back.groups, 71)).toBe(0);
    close(get(apply(F.CENTRED_TEXT, MOVE), 11), [15, 7, 0]);
    close(get(apply(F.ATTRIB, ROT90), 10), [3, 3, 0]);
    expect(get(apply(F.ATTRIB, MIRROR_Y), 71)).toBe(2);
  });

  it('MTEXT: direction and rotation; mirrored it faces the other way', () => {
    const r = apply(F.MTEXT, rotateAbout([0, 0, 0], Math.PI / 2));
    close(get(r, 11), [0, 1, 0]);
    close(get(r, 50), Math.PI / 2);
    close(get(apply(F.MTEXT, SCALE2), 40), 4);
    close(get(apply(F.MTEXT, SCALE2), 41), 20);
    const m = apply(F.MTEXT, MIRROR_Y);
    close(get(m, 11), [-1, 0, 0]);
    close(get(m, 210), [0, 0, -1]);
    close(get(m, 10), [-1, 1, 0]);
  });

  it('INSERT: rotation and scales; mirrored it gets a negative X scale; a shearing map is refused', () => {
    const r = apply(F.INSERT, rotateAbout([0, 0, 0], Math.PI / 2));
    close(get(r, 10), [-5, 5, 0]);
    close(get(r, 50), Math.PI / 2);
    const s = apply(F.INSERT, SCALE2);
    for (const c of [41, 42, 43]) close(get(s, c), 2);
    const m = apply(F.INSERT, MIRROR_Y);
    close(get(m, 41), -1);
    close(get(m, 42), 1);
    close(get(m, 50), 0);
    const n = apply(F.INSERT, scale(2, 1, 1));
    close(get(n, 41), 2);
    close(get(n, 42), 1);
    expect(transformRecord(F.MINSERT, scale(2, 1, 1)).ok).toBe(false);
    const mi = apply(F.MINSERT, SCALE2);
    close(get(mi, 44), 8);
    close(get(mi, 45), 10);
    close(get(apply(F.INSERT, MOVE), 10), [15, 10, 0]);
  });

  it('POINT, SOLID, 3DFACE: points', () => {
    close(get(apply(F.POINT, MOVE), 10), [13, 9, 0]);
    close(get(apply(F.POINT, ROT90), 50), Math.PI / 2);
    close(get(apply(F.SOLID, MIRROR_Y), 11), [-2, 0, 0]);
    close(get(apply(F.SOLID, scale(2, 1, 1)), 13), [4, 1, 0]);
    close(get(apply(F.FACE3D, ROT90), 12), [1, 3, 1]);
  });

  it('HATCH: boundary points, edge arcs (degrees) and their direction, pattern angle and scale, seeds', () => {
    const r = apply(F.HATCH, rotateAbout([0, 0, 0], Math.PI / 2));
    close(get(r, 10, 2), [-0, 4, 0]); // polyline vertex (4, 0)
    close(get(r, 10, 4), [-5, 5]); // line edge start
    close(get(r, 50, 0), 0); // arc edge 270° + 90°
    close(get(r, 51, 0), 90);
    close(get(r, 11, 1), [0, 1]); // ellipse edge major axis
    close(get(r, 52), Math.PI / 2);
    close(get(r, 53), 0.7853981633974483 + Math.PI / 2);
    close(get(r, 10, 7), [-1, 1]); // seed
    const m = apply(F.HATCH, MIRROR_Y);
    close(get(m, 42, 1), -0.4);
    expect(get(m, 73, 1)).toBe(0); // arc edge now clockwise
    close(get(m, 50, 0), 90); // clockwise angles: the edge from (-7, 5) to (-8, 6)
    close(get(m, 51, 0), 180);
    const s = apply(F.HATCH, SCALE2);
    close(get(s, 40, 0), 2);
    close(get(s, 41), 2);
    close(get(apply(F.HATCH, MOVE), 10, 1), [10, 5, 0]);
  });

  it('SPLINE: control points under any affine map', () => {
    close(get(apply(F.SPLINE, scale(2, 1, 1)), 10, 1), [2, 2, 0]);
    close(get(apply(F.SPLINE, ROT90), 10, 3), [3, 5, 0]);
    close(get(apply(F.SPLINE, MIRROR_Y), 10, 2), [-3, 2, 0]);
  });

  it('DIMENSION: definition points, the measurement scales, and the block that draws it is named', () => {
    const out = transformRecord(F.DIMENSION, SCALE2);
    expect(out.ok && out.dependentBlock).toBe('*D1');
    const g = (out as { groups: Tags }).groups;
    close(get(g, 14), [17, -1, 0]);
    close(get(g, 42), 18);
    close(get(apply(F.DIMENSION, MOVE), 13), [10, 5, 0]);
    close(get(apply(F.DIMENSION, ROT90), 10), [6, 10, 0]);
    close(get(apply(F.DIMENSION, MIRROR_Y), 11), [-4.5, -2.5, 0]);
  });

  it('XLINE keeps a unit direction', () => {
    close(get(apply(F.XLINE, scale(3, 1, 1)), 11), [1, 0, 0]);
    close(get(apply(F.XLINE, ROT90), 11), [0, 1, 0]);
  });

  it('non-uniform scales are refused where AutoCAD refuses them; singular maps always', () => {
    for (const r of [F.CIRCLE, F.ARC, F.ELLIPSE, F.TEXT, F.MTEXT, F.LWPOLYLINE, F.HATCH, F.DIMENSION])
      expect(transformRecord(r, scale(2, 1, 1)), r.type).toEqual({ ok: false, error: 'nonUniformScale' });
    for (const r of [F.LINE, F.SPLINE, F.SOLID, F.FACE3D, F.POINT]) expect(transformRecord(r, scale(2, 1, 1)).ok, r.type).toBe(true);
    expect(transformRecord(F.LINE, scale(1, 1, 0))).toEqual({ ok: false, error: 'degenerate' });
    expect(transformRecord({ type: 'MLINE', body: F.LINE.body }, MOVE)).toEqual({ ok: false, error: 'unsupported' });
  });
});

const ALL: F.Rec[] = [
  F.LINE, F.CIRCLE, F.ARC, F.ELLIPSE, F.LWPOLYLINE, F.POLYLINE, F.VERTEX_A, F.VERTEX_B, F.POLYLINE3D, F.VERTEX3D, F.TEXT, F.CENTRED_TEXT,
  F.ATTRIB, F.MTEXT, F.INSERT, F.MINSERT, F.POINT, F.SOLID, F.FACE3D, F.HATCH, F.SPLINE, F.DIMENSION, F.XLINE,
];
const ANGLES = new Set([50, 51, 52, 53]);

/** Groups equal within tolerance (angles modulo a full turn: radians, or degrees for HATCH edges). */
function sameGroups(type: string, a: Tags, b: Tags): void {
  expect(a.c).toEqual(b.c);
  a.c.forEach((code, i) => {
    const x = a.v[i]!;
    const y = b.v[i]!;
    if (typeof x === 'number' && typeof y === 'number') {
      let d = Math.abs(x - y);
      const turn = type === 'HATCH' && (code === 50 || code === 51) ? 360 : 2 * Math.PI;
      if (ANGLES.has(code) || (type === 'ELLIPSE' && (code === 41 || code === 42))) d = Math.min(d, Math.abs(d - turn), Math.abs(d - 2 * turn));
      expect(d, `${type} ${code}: ${x} vs ${y}`).toBeLessThan(1e-7 * (1 + Math.abs(y)));
    } else if (Array.isArray(x) && Array.isArray(y)) x.forEach((n, k) => expect(Math.abs(n - y[k]!), `${type} ${code}`).toBeLessThan(1e-7 * (1 + Math.abs(y[k]!))));
    else expect(x, `${type} ${code}`).toEqual(y);
  });
}

/** A deterministic pseudo-random sequence (the test must not depend on the run). */
function rng(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

function randomPlanMatrix(r: () => number): Mat {
  const parts: Mat[] = [rotateAbout([r() * 10, r() * 10, 0], r() * 7), scaleAbout([r() * 5, r() * 5, 0], 0.2 + r() * 3), translate(r() * 20 - 10, r() * 20 - 10, r() * 4 - 2)];
  if (r() < 0.5) parts.push(mirrorLine([r() * 4, r() * 4, 0], [r() * 4 + 1, r() * 4 + 2, 0]));
  return chain(...parts);
}

describe('properties', () => {
  it('a transform followed by its inverse gives back the groups (rotations, uniform scales, mirrors, moves; 3D rotations too)', () => {
    const r = rng(7);
    for (let k = 0; k < 40; k++) {
      let m = randomPlanMatrix(r);
      if (k % 4 === 3) m = chain(m, rotateAbout([1, 2, 3], r() * 6, [r() - 0.5, r() - 0.5, r() + 0.1]));
      const inv = invert(m)!;
      for (const e of ALL) {
        const fwd = transformRecord(e, m, e.owner);
        expect(fwd.ok, `${e.type} forward`).toBe(true);
        if (!fwd.ok) continue;
        const owner = e.owner && transformRecord(e.owner, m);
        const back = transformRecord({ type: e.type, body: fwd.groups }, inv, owner && owner.ok ? { body: owner.groups } : undefined);
        expect(back.ok, `${e.type} back`).toBe(true);
        if (back.ok) sameGroups(e.type, back.groups, e.body);
      }
    }
  });

  it('non-uniform maps round-trip for the types that take them', () => {
    const m = chain(scale(2, 0.5, 3), rotateAbout([0, 0, 0], 0.4, [1, 1, 1]), translate(1, 2, 3));
    const inv = invert(m)!;
    for (const e of [F.LINE, F.SPLINE, F.FACE3D, F.POINT, F.XLINE, F.POLYLINE3D]) {
      const fwd = transformRecord(e, m);
      expect(fwd.ok, e.type).toBe(true);
      const back = fwd.ok ? transformRecord({ type: e.type, body: fwd.groups }, inv) : fwd;
      if (back.ok) sameGroups(e.type, back.groups, e.body);
    }
  });

  it('the shape of a transformed entity is the transformed shape (plan maps)', () => {
    const blocks = { block: () => ({ base: [0, 0, 0] as [number, number, number], entities: [{ type: 'LINE', groups: F.LINE.body }, { type: 'CIRCLE', groups: F.CIRCLE.body }] }) };
    const r = rng(11);
    const boxOf = (prims: Prim[]): BBox => primsBox(prims);
    for (let k = 0; k < 25; k++) {
      const m = randomPlanMatrix(r);
      const plan = planAffine(m);
      for (const e of ALL) {
        if (e.type === 'VERTEX' || e.type === 'POLYLINE' || e.type === 'XLINE') continue;
        // a DIMENSION's block moves separately (transformRecord names it): compare its definition points
        const ctx = e.type === 'DIMENSION' ? {} : blocks;
        const input: ShapeInput = { type: e.type, groups: e.body };
        const moved: Prim[] = [];
        for (const p of shapeOf(input, ctx)) mapPrim(p, plan, moved);
        const t = transformRecord(e, m);
        if (!t.ok) throw new Error(t.error);
        const want = boxOf(moved);
        const got = boxOf(shapeOf({ type: e.type, groups: t.groups }, ctx));
        expect(isEmptyBox(got), e.type).toBe(false);
        const size = Math.max(1, want[2] - want[0], want[3] - want[1]);
        got.forEach((v, i) => expect(Math.abs(v - want[i]!), `${e.type} #${k} box[${i}] ${got} vs ${want}`).toBeLessThan(1e-6 * size));
      }
    }
  });

  it('an old-style polyline moves with its vertices', () => {
    const m = randomPlanMatrix(rng(3));
    const subs = [F.VERTEX_A, F.VERTEX_B];
    const before: Prim[] = [];
    for (const p of shapeOf({ type: 'POLYLINE', groups: F.POLYLINE.body, subs: () => subs.map((v) => ({ type: 'VERTEX', groups: v.body })) })) mapPrim(p, planAffine(m), before);
    const head = transformRecord(F.POLYLINE, m);
    if (!head.ok) throw new Error(head.error);
    const verts = subs.map((v) => transformRecord(v, m, F.POLYLINE)).map((t) => (t.ok ? t.groups : F.LINE.body));
    const after = shapeOf({ type: 'POLYLINE', groups: head.groups, subs: () => verts.map((g) => ({ type: 'VERTEX', groups: g })) });
    const a = primsBox(after);
    primsBox(before).forEach((v, i) => expect(Math.abs(v - a[i]!)).toBeLessThan(1e-9));
  });
});
