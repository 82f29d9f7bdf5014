/*
 * FILLET and CHAMFER of two LINEs (and the ActiveX equivalents a script builds from them). Each
 * line is picked at a point: the part of the line on the picked side of the corner (where the two
 * lines' extensions meet) is kept, the other end is trimmed or extended to the corner — or, with
 * a radius, to the tangent point of the fillet arc; with chamfer distances, to the chamfer line's
 * ends. Radius 0 (or both distances 0) just meets the lines at the corner. Without trimming
 * (TRIMMODE 0) the lines stay and only the arc or the chamfer line is added. The new arc or line
 * takes the first line's properties when both lines share a layer, else `otherLayer` (the
 * command's current properties), as AutoCAD does.
 */
import type { DrawingDb } from '../db.js';
import type { Vec3 } from '../geometry/vec.js';
import type { DbRecord } from '../model/record.js';
import type { GV } from '../model/tags.js';
import { cleanAngle, cleanPoint } from './curves.js';
import { derivedBody, editableEntity, emptyResult, isFailure, layerOf, rewriteEntity, type EditError, type EditResult, type EntityRef } from './records.js';
import { makeRecord } from '../model/record.js';

export interface LinePick {
  ref: EntityRef;
  /** where the line was picked (WCS): says which part is kept */
  pick: Vec3;
}

export interface CornerOptions {
  /** trim or extend the lines (TRIMMODE 1, the default) */
  trim?: boolean;
  /** the common properties for the new entity when the lines are on different layers */
  otherLayer?: ReadonlyArray<readonly [number, GV]>;
}

interface Side {
  rec: DbRecord;
  a: Vec3;
  b: Vec3;
  /** unit direction from the corner along the kept part */
  u: [number, number];
  /** the kept end (farther from the corner on the picked side) and whether it is the start */
  keepStart: boolean;
  /** length of the kept part from the corner */
  reach: number;
}

type Corner = { x: number; y: number; s1: Side; s2: Side } | EditError;

function lineOf(db: DrawingDb, ref: EntityRef): DbRecord | EditError {
  const r = editableEntity(db, ref);
  if (isFailure(r)) return r.error;
  return r.type === 'LINE' ? r : 'unsupported';
}

const pt = (r: DbRecord, code: number): Vec3 => {
  const v = r.body.v[r.body.c.indexOf(code)] as number[];
  return [v[0]!, v[1]!, v[2] ?? 0];
};

/** The corner of two picked lines and, for each, the part that is kept. */
function corner(db: DrawingDb, p1: LinePick, p2: LinePick): Corner {
  const r1 = lineOf(db, p1.ref);
  if (typeof r1 === 'string') return r1;
  const r2 = lineOf(db, p2.ref);
  if (typeof r2 === 'string') return r2;
  if (r1.handle === r2.handle) return 'unsupported';
  const a1 = pt(r1, 10), b1 = pt(r1, 11), a2 = pt(r2, 10), b2 = pt(r2, 11);
  const d1x = b1[0] - a1[0], d1y = b1[1] - a1[1], d2x = b2[0] - a2[0], d2y = b2[1] - a2[1];
  const den = d1x * d2y - d1y * d2x;
  const l1 = Math.hypot(d1x, d1y), l2 = Math.hypot(d2x, d2y);
  if (l1 === 0 || l2 === 0) return 'degenerate';
  if (Math.abs(den) <= 1e-12 * l1 * l2) return 'parallel';
  const t = ((a2[0] - a1[0]) * d2y - (a2[1] - a1[1]) * d2x) / den;
  const x = a1[0] + t * d1x;
  const y = a1[1] + t * d1y;
  const side = (r: DbRecord, a: Vec3, b: Vec3, pick: Vec3): Side => {
    const dx = b[0] - a[0], dy = b[1] - a[1];
    const l = Math.hypot(dx, dy);
    const ux = dx / l, uy = dy / l;
    const along = (p: Vec3): number => (p[0] - x) * ux + (p[1] - y) * uy;
    const sp = Math.sign(along(pick)) || Math.sign(along(a) + along(b)) || 1;
    const ta = along(a) * sp, tb = along(b) * sp;
    const keepStart = ta >= tb;
    return { rec: r, a, b, u: [ux * sp, uy * sp], keepStart, reach: Math.max(ta, tb) };
  };
  return { x, y, s1: side(r1, a1, b1, p1.pick), s2: side(r2, a2, b2, p2.pick) };
}

/** Move a line's dropped end to `to` (keeping the kept end and its direction). */
function setEnd(db: DrawingDb, s: Side, to: Vec3): void {
  const r = db.get(s.rec.handle)!;
  rewriteEntity(db, r, s.keepStart ? [[10, s.a], [11, cleanPoint(to)]] : [[10, cleanPoint(to)], [11, s.b]]);
}

const at = (c: { x: number; y: number }, s: Side, d: number, z: number): Vec3 => [c.x + s.u[0] * d, c.y + s.u[1] * d, z];

function addLike(db: DrawingDb, c: { s1: Side; s2: Side }, type: string, groups: ReadonlyArray<readonly [number, GV]>, opts: CornerOptions): string {
  const same = layerOf(c.s1.rec).toUpperCase() === layerOf(c.s2.rec).toUpperCase();
  const src = same || !opts.otherLayer ? c.s1.rec.body : { c: opts.otherLayer.map((g) => g[0]), v: opts.otherLayer.map((g) => g[1]) };
  const rec = makeRecord(db.newHandle(), type, c.s1.rec.owner, derivedBody(src, type, groups, { thickness: same }));
  db.addEntity(rec);
  return rec.handle;
}

/** FILLET two lines with `radius` (0: meet at the corner). `created` holds the arc. */
export function filletLines(db: DrawingDb, l1: LinePick, l2: LinePick, radius: number, opts: CornerOptions = {}): EditResult {
  const res = emptyResult();
  const c = corner(db, l1, l2);
  if (typeof c === 'string') return { ...res, failed: [{ handle: '', error: c }] };
  const trim = opts.trim ?? true;
  const z = c.s1.a[2];
  if (!(radius > 0)) {
    if (!trim) return res;
    setEnd(db, c.s1, [c.x, c.y, z]);
    setEnd(db, c.s2, [c.x, c.y, c.s2.a[2]]);
    res.changed.push(c.s1.rec.handle, c.s2.rec.handle);
    return res;
  }
  const cos = c.s1.u[0] * c.s2.u[0] + c.s1.u[1] * c.s2.u[1];
  const theta = Math.acos(Math.max(-1, Math.min(1, cos)));
  if (theta < 1e-12 || Math.PI - theta < 1e-12) return { ...res, failed: [{ handle: c.s1.rec.handle, error: 'parallel' }] };
  const t = radius / Math.tan(theta / 2);
  if (t > c.s1.reach + 1e-9 || t > c.s2.reach + 1e-9) return { ...res, failed: [{ handle: c.s1.rec.handle, error: 'tooLarge' }] };
  const t1 = at(c, c.s1, t, z);
  const t2 = at(c, c.s2, t, z);
  const bx = c.s1.u[0] + c.s2.u[0], by = c.s1.u[1] + c.s2.u[1];
  const bl = Math.hypot(bx, by);
  const h = radius / Math.sin(theta / 2);
  const cx = c.x + (bx / bl) * h, cy = c.y + (by / bl) * h;
  let s = Math.atan2(t1[1] - cy, t1[0] - cx);
  let e = Math.atan2(t2[1] - cy, t2[0] - cx);
  // the short way round: counter-clockwise from s to e when t1 -> t2 turns left about the centre
  const crossZ = (t1[0] - cx) * (t2[1] - cy) - (t1[1] - cy) * (t2[0] - cx);
  if (crossZ < 0) [s, e] = [e, s];
  if (trim) {
    setEnd(db, c.s1, t1);
    setEnd(db, c.s2, t2);
    res.changed.push(c.s1.rec.handle, c.s2.rec.handle);
  }
  res.created.push(addLike(db, c, 'ARC', [[10, cleanPoint([cx, cy, z])], [40, radius], [50, cleanAngle(s)], [51, cleanAngle(e)]], opts));
  return res;
}

export type ChamferSpec = { d1: number; d2: number } | { length: number; angle: number };

/** CHAMFER two lines by two distances (or a length on the first and an angle from it). `created` holds the chamfer line. */
export function chamferLines(db: DrawingDb, l1: LinePick, l2: LinePick, spec: ChamferSpec, opts: CornerOptions = {}): EditResult {
  const res = emptyResult();
  const c = corner(db, l1, l2);
  if (typeof c === 'string') return { ...res, failed: [{ handle: '', error: c }] };
  const trim = opts.trim ?? true;
  const z = c.s1.a[2];
  let d1: number;
  let d2: number;
  if ('d1' in spec) [d1, d2] = [spec.d1, spec.d2];
  else {
    const cos = c.s1.u[0] * c.s2.u[0] + c.s1.u[1] * c.s2.u[1];
    const theta = Math.acos(Math.max(-1, Math.min(1, cos)));
    const rest = Math.PI - theta - spec.angle;
    if (!(rest > 1e-12)) return { ...res, failed: [{ handle: c.s1.rec.handle, error: 'tooLarge' }] };
    d1 = spec.length;
    d2 = (spec.length * Math.sin(spec.angle)) / Math.sin(rest);
  }
  if (d1 === 0 && d2 === 0) return filletLines(db, l1, l2, 0, opts);
  if (d1 > c.s1.reach + 1e-9 || d2 > c.s2.reach + 1e-9) return { ...res, failed: [{ handle: c.s1.rec.handle, error: 'tooLarge' }] };
  const p1 = at(c, c.s1, d1, z);
  const p2 = at(c, c.s2, d2, z);
  if (trim) {
    setEnd(db, c.s1, p1);
    setEnd(db, c.s2, p2);
    res.changed.push(c.s1.rec.handle, c.s2.rec.handle);
  }
  res.created.push(addLike(db, c, 'LINE', [[10, cleanPoint(p1)], [11, cleanPoint(p2)]], opts));
  return res;
}
