/*
 * The geometric methods every entity has — Move, Rotate, Rotate3D, ScaleEntity, TransformBy, Copy,
 * Mirror, Mirror3D, ArrayPolar, ArrayRectangular, Offset, Explode — are the shared edits
 * (drawing/edit/, the same the editing commands call), named by handle; a refusal comes back in
 * AutoCAD's words. GetBoundingBox and IntersectWith read the geometry module: extents are
 * recordExtents, intersections intersectShapes on the entities' shapes. Mirror, Copy, the arrays,
 * Offset and Explode make entities (Explode keeps its source, as ActiveX does); the others change
 * the entity in place.
 */
import { raise } from '../../../core/errors.js';
import type { Value, VlaObject } from '../../../core/values.js';
import type { Drawing } from '../../drawing.js';
import { recordExtents } from '../../geometry/extents.js';
import { lispNumber } from '../../geometry/groups.js';
import { intersectShapes } from '../../geometry/intersect.js';
import { mirrorPlane, type Mat } from '../../geometry/matrix.js';
import { arrayPolar, arrayRectangular, copyEntities, explodeEntity, mirrorEntities, moveEntities, offsetSigned, rotateEntities, scaleEntities, transformEntities, type EditError, type EditResult } from '../../edit/index.js';
import type { Prim } from '../../geometry/prims.js';
import { shapeOf, type ShapeContext, type ShapeInput } from '../../geometry/shape.js';
import type { Vec3 } from '../../geometry/vec.js';
import type { DbRecord } from '../../model/record.js';
import { argDouble, argDoubles, argLong, argObject, argPoint } from '../convert.js';
import { targetOf, type AxStyle, type AxTarget, type Method } from '../model.js';
import { recordObject } from '../factory.js';
import { doubleArray, doublesVariant, objectsVariant } from '../variant-values.js';
import { setOut } from './out-params.js';

/** AutoCAD's words for an edit the shared edits refuse. */
function refused(t: AxTarget, error: EditError): never {
  switch (error) {
    case 'notFound':
      return raise('axAutomation', 'Object was erased');
    case 'locked':
      return raise('axAutomation', 'On locked layer');
    case 'nonUniformScale':
      return raise('axAutomation', 'Cannot scale nonuniformly');
    case 'unsupported':
      return raise('axNotSimulated', 'this method on this entity type', t.cls.iface);
    default:
      return raise('axServerError', 'Invalid argument');
  }
}

/** The edit's result, or AutoCAD's error for the entity it refused. */
function done(t: AxTarget, res: EditResult): EditResult {
  const f = res.failed[0];
  return f ? refused(t, f.error) : res;
}

/** The created entities as a variant array of VLA-objects (Mirror3D, the arrays, Offset, Explode). */
const createdObjects = (t: AxTarget, res: EditResult): Value => objectsVariant(done(t, res).created.map((h) => recordObject(t.session, h)));

/** The one entity an edit made (Copy, Mirror). */
function createdObject(t: AxTarget, res: EditResult): VlaObject {
  const h = done(t, res).created[0];
  return h === undefined ? raise('axServerError', 'Invalid argument') : recordObject(t.session, h);
}

/** Apply `m` to an entity in place (the shared TransformBy: subentities and a dimension's block follow). */
function transformInPlace(t: AxTarget, m: Mat): null {
  done(t, transformEntities(t.drawing.db, [t.handle], m));
  return null;
}

const mirrorText = (t: AxTarget): boolean => lispNumber(t.drawing.sysvars.get('MIRRTEXT'), 0) === 0;

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
    done(t, moveEntities(t.drawing.db, [t.handle], pt(a[0]!, s), pt(a[1]!, s)));
    return null;
  },
  Rotate: (t, a, s) => {
    done(t, rotateEntities(t.drawing.db, [t.handle], pt(a[0]!, s), argDouble(a[1]!)));
    return null;
  },
  Rotate3D: (t, a, s) => {
    const p = pt(a[0]!, s);
    const q = pt(a[1]!, s);
    const axis: Vec3 = [q[0] - p[0], q[1] - p[1], q[2] - p[2]];
    if (axis[0] === 0 && axis[1] === 0 && axis[2] === 0) return raise('axServerError', 'Invalid argument');
    done(t, rotateEntities(t.drawing.db, [t.handle], p, argDouble(a[2]!), axis));
    return null;
  },
  ScaleEntity: (t, a, s) => {
    done(t, scaleEntities(t.drawing.db, [t.handle], pt(a[0]!, s), argDouble(a[1]!)));
    return null;
  },
  TransformBy: (t, a, s) => transformInPlace(t, matrixArg(a[0]!, s)),
  Copy: (t) => createdObject(t, copyEntities(t.drawing.db, [t.handle])),
  Mirror: (t, a, s) => createdObject(t, mirrorEntities(t.drawing.db, [t.handle], pt(a[0]!, s), pt(a[1]!, s), { copy: true, readableText: mirrorText(t) })),
  Mirror3D: (t, a, s) => {
    const [p1, p2, p3] = [pt(a[0]!, s), pt(a[1]!, s), pt(a[2]!, s)];
    const u: Vec3 = [p2[0] - p1[0], p2[1] - p1[1], p2[2] - p1[2]];
    const v: Vec3 = [p3[0] - p1[0], p3[1] - p1[1], p3[2] - p1[2]];
    const n: Vec3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
    if (n[0] === 0 && n[1] === 0 && n[2] === 0) return raise('axServerError', 'Invalid argument');
    return createdObject(t, copyEntities(t.drawing.db, [t.handle], mirrorPlane(p1, n)));
  },
  ArrayPolar: (t, a, s) => {
    const count = argLong(a[0]!);
    const fill = argDouble(a[1]!);
    const center = pt(a[2]!, s);
    if (count < 2) return raise('axServerError', 'Invalid argument');
    return createdObjects(t, arrayPolar(t.drawing.db, [t.handle], { center, count, fill }));
  },
  ArrayRectangular: (t, a) => {
    const [rows, columns, levels] = [argLong(a[0]!), argLong(a[1]!), argLong(a[2]!)];
    const [rowSpacing, columnSpacing, levelSpacing] = [argDouble(a[3]!), argDouble(a[4]!), argDouble(a[5]!)];
    if (rows < 1 || columns < 1 || levels < 1 || rows * columns * levels < 2) return raise('axServerError', 'Invalid argument');
    return createdObjects(t, arrayRectangular(t.drawing.db, [t.handle], { rows, columns, rowSpacing, columnSpacing, levels, levelSpacing }));
  },
  Offset: (t, a) => createdObjects(t, offsetSigned(t.drawing.db, t.handle, argDouble(a[0]!))),
  Explode: (t) => createdObjects(t, explodeEntity(t.drawing.db, t.handle, { keep: true })),
  GetBoundingBox: boundingBox,
  IntersectWith: (t, a) => intersectWith(t, a),
};
