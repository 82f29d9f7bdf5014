/*
 * The geometric methods every entity has — Move, Rotate, Rotate3D, ScaleEntity, Mirror, Mirror3D,
 * TransformBy, ArrayPolar, ArrayRectangular, GetBoundingBox, IntersectWith — over the drawing's one
 * geometry module: transforms are transformRecord (the transform each entity type declares, the
 * same the editing commands use), extents are recordExtents, intersections intersectShapes on the
 * entities' shapes. Mirror and the arrays make copies; the others change the entity in place
 * (its VERTEX/ATTRIB subentities and a dimension's drawing block with it).
 */
import { raise } from '../../../core/errors.js';
import type { Value, VlaObject } from '../../../core/values.js';
import type { Drawing } from '../../drawing.js';
import { transformRecord } from '../../entities/transform.js';
import { recordExtents } from '../../geometry/extents.js';
import { lispNumber } from '../../geometry/groups.js';
import { intersectShapes } from '../../geometry/intersect.js';
import { chain, mirrorLine, mirrorPlane, rotateAbout, scaleAbout, translate, type Mat } from '../../geometry/matrix.js';
import type { Prim } from '../../geometry/prims.js';
import { shapeOf, type ShapeContext, type ShapeInput } from '../../geometry/shape.js';
import type { Vec3 } from '../../geometry/vec.js';
import type { DbRecord } from '../../model/record.js';
import { argDouble, argDoubles, argLong, argObject, argPoint } from '../convert.js';
import { checkUnlocked, createEntity, writeBody } from '../edit.js';
import { targetOf, type AxStyle, type AxTarget, type Method } from '../model.js';
import { recordObject } from '../factory.js';
import { doubleArray, doublesVariant, objectsVariant } from '../variant-values.js';
import { setOut } from './out-params.js';

/** AutoCAD's words for a transform the geometry refuses. */
function refused(t: AxTarget, error: string): never {
  if (error === 'nonUniformScale') return raise('axAutomation', 'Cannot scale nonuniformly');
  if (error === 'unsupported') return raise('axNotSimulated', 'transforming this entity type', t.cls.iface);
  return raise('axServerError', 'Invalid argument');
}

/** Apply `m` to an entity in place: the record, its subentities, a dimension's block. */
function transformInPlace(t: AxTarget, m: Mat): void {
  const d = t.drawing;
  const rec = t.rec();
  checkUnlocked(d, rec);
  const res = transformRecord(rec, m);
  if (!res.ok) return refused(t, res.error);
  const subs: Array<[DbRecord, DbRecord['body']]> = [];
  for (const h of d.db.subentities(rec.handle)) {
    const s = d.db.get(h);
    if (!s || s.deleted || s.type === 'SEQEND') continue;
    const r = transformRecord(s, m, rec);
    if (!r.ok) return refused(t, r.error);
    subs.push([s, r.groups]);
  }
  writeBody(d, rec, res.groups);
  for (const [s, body] of subs) writeBody(d, s, body);
  if (res.dependentBlock) {
    const b = d.db.block(res.dependentBlock);
    for (const h of b ? (d.db.ownerLists.get(b.record) ?? []) : []) {
      const e = d.db.get(h);
      if (!e || e.deleted) continue;
      const r = transformRecord(e, m);
      if (r.ok) d.db.replace({ ...e, body: r.groups });
    }
  }
}

/** A copy of the entity (with its subentities) in the same owner, then transformed. */
function transformedCopy(t: AxTarget, m: Mat): VlaObject {
  const d = t.drawing;
  const r = t.rec();
  const subs = d.db
    .subentities(r.handle)
    .map((h) => d.db.get(h)!)
    .filter((s) => s && s.type !== 'SEQEND' && !s.deleted);
  const h = createEntity(d, r.owner, { type: r.type, tags: r.body, ...(subs.length ? { subs: subs.map((s) => ({ type: s.type, tags: s.body })) } : {}) });
  const copy = recordObject(t.session, h);
  transformInPlace(targetOf(copy)!, m);
  return copy;
}

/** The 4×4 matrix of TransformBy (16 doubles, row by row), as the geometry's 3×4. */
function matrixArg(v: Value, style: AxStyle): Mat {
  const n = argDoubles(v, style);
  if (n.length !== 16) return raise('axServerError', 'Invalid argument');
  if (Math.abs(n[12]!) > 1e-12 || Math.abs(n[13]!) > 1e-12 || Math.abs(n[14]!) > 1e-12 || Math.abs(n[15]! - 1) > 1e-12) return raise('axAutomation', 'Invalid input');
  return n.slice(0, 12);
}

// ---- shapes, extents, intersections -------------------------------------------------------------

/** The entity as the geometry reads it, subentities included. */
export function shapeInput(d: Drawing, r: DbRecord): ShapeInput {
  const subs = d.db.subentities(r.handle);
  const input: ShapeInput = { type: r.type, groups: r.body };
  if (subs.length)
    input.subs = () =>
      subs.flatMap((h) => {
        const s = d.db.get(h);
        return s && !s.deleted && s.type !== 'SEQEND' ? [{ type: s.type, groups: s.body }] : [];
      });
  return input;
}

/** Block definitions for INSERT and DIMENSION shapes, read from the database. */
export function shapeContext(d: Drawing): ShapeContext {
  return {
    textSize: lispNumber(d.sysvars.get('TEXTSIZE'), 2.5),
    block(name) {
      const b = d.db.block(name);
      if (!b) return undefined;
      const begin = d.db.get(b.begin);
      const bi = begin ? begin.body.c.indexOf(10) : -1;
      const base = begin && bi >= 0 ? (begin.body.v[bi] as number[]) : [0, 0, 0];
      const entities: ShapeInput[] = [];
      for (const h of d.db.ownerLists.get(b.record) ?? []) {
        const e = d.db.get(h);
        if (e && !e.deleted) entities.push(shapeInput(d, e));
      }
      return { base: [base[0] ?? 0, base[1] ?? 0, base[2] ?? 0], entities };
    },
  };
}

/** The lowest and highest z of the entity's own points (extents are planar; z comes from the groups). */
function zRange(r: DbRecord): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < r.body.c.length; i++) {
    const c = r.body.c[i]!;
    const v = r.body.v[i];
    if (c >= 10 && c <= 18 && Array.isArray(v)) {
      const z = v[2] ?? 0;
      lo = Math.min(lo, z);
      hi = Math.max(hi, z);
    }
  }
  return Number.isFinite(lo) ? [lo, hi] : [0, 0];
}

const FAR = 1e7;

/** The shape used for an extended intersection: lines become long lines, arcs whole circles. */
function extendedShape(d: Drawing, r: DbRecord, ctx: ShapeContext): Prim[] {
  const prims = shapeOf(shapeInput(d, r), ctx);
  if (r.type === 'ARC') return prims.map((p) => (p.k === 'arc' ? { ...p, a0: 0, a1: Math.PI * 2 } : p));
  if (r.type === 'LINE' || r.type === 'LWPOLYLINE' || r.type === 'POLYLINE') {
    return prims.map((p) => {
      if (p.k !== 'poly' || p.closed || p.pts.length < 4) return p;
      const pts = Array.from(p.pts);
      const n = pts.length;
      const ext = (ax: number, ay: number, bx: number, by: number): [number, number] => {
        const len = Math.hypot(bx - ax, by - ay);
        return len === 0 ? [bx, by] : [bx + ((bx - ax) / len) * FAR, by + ((by - ay) / len) * FAR];
      };
      const [sx, sy] = ext(pts[2]!, pts[3]!, pts[0]!, pts[1]!);
      const [ex, ey] = ext(pts[n - 4]!, pts[n - 3]!, pts[n - 2]!, pts[n - 1]!);
      pts[0] = sx;
      pts[1] = sy;
      pts[n - 2] = ex;
      pts[n - 1] = ey;
      return { ...p, pts };
    });
  }
  return prims;
}

function boundingBox(t: AxTarget, a: readonly Value[], style: AxStyle): Value {
  const d = t.drawing;
  const r = t.rec();
  const box = recordExtents(shapeInput(d, r), shapeContext(d));
  if (!box) return raise('axAutomation', 'Null extents');
  const [z0, z1] = zRange(r);
  setOut(t, a[0]!, doubleArray([box[0], box[1], z0]), style);
  setOut(t, a[1]!, doubleArray([box[2], box[3], z1]), style);
  return null;
}

function intersectWith(t: AxTarget, a: readonly Value[]): Value {
  const d = t.drawing;
  const other = targetOf(argObject(a[0]!));
  if (!other || !other.handle) return raise('axServerError', 'Type mismatch');
  const opt = argLong(a[1]!);
  if (opt < 0 || opt > 3) return raise('axServerError', 'Invalid argument');
  const ctx = shapeContext(d);
  const r1 = t.rec();
  const r2 = other.rec();
  const s1 = opt === 1 || opt === 3 ? extendedShape(d, r1, ctx) : shapeOf(shapeInput(d, r1), ctx);
  const s2 = opt === 2 || opt === 3 ? extendedShape(d, r2, ctx) : shapeOf(shapeInput(d, r2), ctx);
  const z = zRange(r1)[0] === zRange(r2)[0] ? zRange(r1)[0] : 0;
  const pts = intersectShapes(s1, s2).flatMap(([x, y]) => [x, y, z]);
  return doublesVariant(pts);
}

const pt = (v: Value, style: AxStyle): Vec3 => argPoint(v, style);

export const GEOMETRY_METHODS: Readonly<Record<string, Method>> = {
  Move: (t, a, s) => {
    const p = pt(a[0]!, s);
    const q = pt(a[1]!, s);
    transformInPlace(t, translate(q[0] - p[0], q[1] - p[1], q[2] - p[2]));
    return null;
  },
  Rotate: (t, a, s) => {
    transformInPlace(t, rotateAbout(pt(a[0]!, s), argDouble(a[1]!)));
    return null;
  },
  Rotate3D: (t, a, s) => {
    const p = pt(a[0]!, s);
    const q = pt(a[1]!, s);
    const axis: Vec3 = [q[0] - p[0], q[1] - p[1], q[2] - p[2]];
    if (axis[0] === 0 && axis[1] === 0 && axis[2] === 0) return raise('axServerError', 'Invalid argument');
    transformInPlace(t, rotateAbout(p, argDouble(a[2]!), axis));
    return null;
  },
  ScaleEntity: (t, a, s) => {
    const k = argDouble(a[1]!);
    if (!(k > 0)) return raise('axServerError', 'Invalid argument');
    transformInPlace(t, scaleAbout(pt(a[0]!, s), k));
    return null;
  },
  TransformBy: (t, a, s) => {
    transformInPlace(t, matrixArg(a[0]!, s));
    return null;
  },
  Mirror: (t, a, s) => {
    const p = pt(a[0]!, s);
    const q = pt(a[1]!, s);
    if (p[0] === q[0] && p[1] === q[1]) return raise('axServerError', 'Invalid argument');
    return transformedCopy(t, mirrorLine(p, q));
  },
  Mirror3D: (t, a, s) => {
    const [p1, p2, p3] = [pt(a[0]!, s), pt(a[1]!, s), pt(a[2]!, s)];
    const u: Vec3 = [p2[0] - p1[0], p2[1] - p1[1], p2[2] - p1[2]];
    const v: Vec3 = [p3[0] - p1[0], p3[1] - p1[1], p3[2] - p1[2]];
    const n: Vec3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
    if (n[0] === 0 && n[1] === 0 && n[2] === 0) return raise('axServerError', 'Invalid argument');
    return transformedCopy(t, mirrorPlane(p1, n));
  },
  ArrayPolar: (t, a, s) => {
    const n = argLong(a[0]!);
    const fill = argDouble(a[1]!);
    const c = pt(a[2]!, s);
    if (n < 2) return raise('axServerError', 'Invalid argument');
    const full = Math.abs(Math.abs(fill) - Math.PI * 2) < 1e-9;
    const step = fill / (full ? n : n - 1);
    const out: VlaObject[] = [];
    for (let i = 1; i < n; i++) out.push(transformedCopy(t, rotateAbout(c, step * i)));
    return objectsVariant(out);
  },
  ArrayRectangular: (t, a) => {
    const [rows, cols, levels] = [argLong(a[0]!), argLong(a[1]!), argLong(a[2]!)];
    const [dr, dc, dl] = [argDouble(a[3]!), argDouble(a[4]!), argDouble(a[5]!)];
    if (rows < 1 || cols < 1 || levels < 1 || rows * cols * levels < 2) return raise('axServerError', 'Invalid argument');
    const out: VlaObject[] = [];
    for (let l = 0; l < levels; l++)
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++) if (r || c || l) out.push(transformedCopy(t, chain(translate(c * dc, r * dr, l * dl))));
    return objectsVariant(out);
  },
  GetBoundingBox: boundingBox,
  IntersectWith: (t, a) => intersectWith(t, a),
};

