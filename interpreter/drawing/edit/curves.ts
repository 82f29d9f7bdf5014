/*
 * Entities as editable paths and back: a LINE, ARC, CIRCLE or LWPOLYLINE read as the curve
 * model's pieces (geometry/curve.ts, piece space = the entity's OCS), and pieces written back as
 * that kind of entity. The plan edits (TRIM, EXTEND, BREAK, LENGTHEN, FILLET, JOIN) need the
 * entity in the WCS XY plane or parallel to it (extrusion +Z); OFFSET and EXPLODE work in any plane.
 * Polyline widths follow the pieces: a piece keeps the starting and ending width of the vertex it
 * came from (t0); a cut piece is not re-tapered.
 */
import type { DrawingDb } from '../db.js';
import { curveOf, type Piece } from '../geometry/curve.js';
import { extrusionOf } from '../geometry/groups.js';
import { norm2pi } from '../geometry/transform.js';
import { arcP, lineP, pieceBulge, pieceEnd, pieceStart } from '../geometry/pieces.js';
import { TAU } from '../geometry/prims.js';
import type { Vec3 } from '../geometry/vec.js';
import type { DbRecord } from '../model/record.js';
import { tagNum, type GV, type Tags } from '../model/tags.js';
import { deriveEntity, eraseRecord, rewriteEntity, subRecords } from './records.js';

export type CurveKind = 'LINE' | 'ARC' | 'CIRCLE' | 'LWPOLYLINE';

export interface EditCurve {
  rec: DbRecord;
  kind: CurveKind;
  pieces: Piece[];
  closed: boolean;
  /** in the WCS XY plane or parallel to it (the plan edits apply) */
  plan: boolean;
  /** per polyline vertex: starting and ending width */
  widths: Array<[number, number]>;
}

const KINDS = new Set<string>(['LINE', 'ARC', 'CIRCLE', 'LWPOLYLINE']);

export const isEditCurve = (r: { readonly type: string }): boolean => KINDS.has(r.type);

function vertexWidths(body: Tags): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < body.c.length; i++) {
    const c = body.c[i];
    if (c === 10) out.push([0, 0]);
    else if ((c === 40 || c === 41) && out.length && typeof body.v[i] === 'number') out[out.length - 1]![c === 40 ? 0 : 1] = body.v[i] as number;
  }
  return out;
}

/** The entity as pieces (undefined for other types). Pieces of a polyline keep their vertex index in t0. */
export function editCurve(db: DrawingDb, rec: DbRecord): EditCurve | undefined {
  if (!KINDS.has(rec.type)) return undefined;
  const c = curveOf(rec.type, rec.body, () => subRecords(db, rec.handle).map((s) => s.body));
  if (!c || c.pieces.length === 0) return undefined;
  const n = extrusionOf(rec.body);
  const plan = rec.type === 'LINE' || (Math.abs(n[0]) < 1e-12 && Math.abs(n[1]) < 1e-12 && n[2] > 0);
  const pieces = c.pieces.map((p, i): Piece => ({ ...p, t0: rec.type === 'LWPOLYLINE' ? i : 0, dt: 1 }));
  return { rec, kind: rec.type as CurveKind, pieces, closed: c.closed, plan, widths: rec.type === 'LWPOLYLINE' ? vertexWidths(rec.body) : [] };
}

/** An angle in [0, 2π) with rounding noise at 0 / 2π written as 0 (entget shows 0.0, not 2.22045e-016). */
export function cleanAngle(a: number): number {
  const r = norm2pi(a);
  return r < 1e-12 || r > 2 * Math.PI - 1e-12 ? 0 : r;
}

/** A point with rounding noise next to zero written as 0. */
export function cleanPoint(p: readonly number[]): number[] {
  const eps = 1e-12 * Math.max(1, ...p.map(Math.abs));
  return p.map((x) => (Math.abs(x) < eps ? 0 : x + 0));
}

/** A body with rounding noise next to zero in its points and numbers written as 0 (after a rotation). */
export function cleanBody(t: Tags): Tags {
  return { c: t.c, v: t.v.map((v) => (Array.isArray(v) ? cleanPoint(v) : typeof v === 'number' && Math.abs(v) < 1e-12 ? 0 : v)) };
}

/** ARC groups from an arc piece (counter-clockwise start and end angles). */
function arcGroups(p: Extract<Piece, { k: 'arc' }>): Array<[number, GV]> {
  const s = p.sweep >= 0 ? p.a0 : p.a0 + p.sweep;
  const e = s + Math.abs(p.sweep);
  return [[10, cleanPoint([p.cx, p.cy, p.z])], [40, p.r], [50, cleanAngle(s)], [51, cleanAngle(e)]];
}

/** The kind pieces make when written like `c`: a circle cut open becomes an arc, a full arc a circle. */
export function kindFor(c: EditCurve, pieces: readonly Piece[], closed: boolean): CurveKind {
  if (c.kind === 'LWPOLYLINE') return 'LWPOLYLINE';
  if (c.kind === 'LINE') return 'LINE';
  const p = pieces[0];
  const full = closed || (p?.k === 'arc' && Math.abs(p.sweep) >= TAU - 1e-12);
  return full ? 'CIRCLE' : 'ARC';
}

/** The type's own groups for pieces written as `kind`, in the plane of c. */
export function curveGroups(c: EditCurve, kind: CurveKind, pieces: readonly Piece[], closed: boolean): Array<[number, GV]> {
  const normal = extrusionOf(c.rec.body);
  switch (kind) {
    case 'LINE': {
      const a = pieceStart(pieces[0]!);
      const b = pieceEnd(pieces[pieces.length - 1]!);
      return [[10, cleanPoint(a)], [11, cleanPoint(b)]];
    }
    case 'ARC':
    case 'CIRCLE': {
      const p = pieces[0]!;
      if (p.k !== 'arc') return [];
      const g = arcGroups(p);
      return kind === 'CIRCLE' ? [g[0]!, g[1]!, [210, normal]] : [...g, [210, normal]];
    }
    case 'LWPOLYLINE': {
      const body = c.rec.body;
      const flags = (tagNum(body, 70, 0) & ~1) | (closed ? 1 : 0);
      const z = pieces.length ? pieceStart(pieces[0]!)[2] : tagNum(body, 38, 0);
      const g: Array<[number, GV]> = [[70, flags], [43, tagNum(body, 43, 0)], [38, z], [39, tagNum(body, 39, 0)]];
      const vertex = (p: Vec3, w: [number, number], bulge: number): void => {
        g.push([10, cleanPoint([p[0], p[1]])], [40, w[0]], [41, w[1]], [42, Math.abs(bulge) < 1e-14 ? 0 : bulge]);
      };
      for (const p of pieces) vertex(pieceStart(p), c.widths[p.t0] ?? [0, 0], pieceBulge(p));
      if (!closed && pieces.length) {
        const last = pieces[pieces.length - 1]!;
        vertex(pieceEnd(last), c.widths[last.t0 + 1] ?? [0, 0], 0);
      }
      g.push([210, normal]);
      return g;
    }
  }
}

/**
 * Write pieces back into the entity. The same record changes when the kind stays (a trimmed line,
 * an opened polyline); a circle cut open is replaced by a new ARC (the circle is erased), as
 * AutoCAD does. Returns the handle that now holds the curve and whether it is new.
 */
export function writeCurve(db: DrawingDb, c: EditCurve, pieces: readonly Piece[], closed: boolean): { handle: string; created: boolean } {
  const kind = kindFor(c, pieces, closed);
  const groups = curveGroups(c, kind, pieces, closed);
  if (kind === c.kind) {
    rewriteEntity(db, db.get(c.rec.handle)!, groups);
    return { handle: c.rec.handle, created: false };
  }
  const h = deriveEntity(db, c.rec, kind, groups);
  eraseRecord(db, db.get(c.rec.handle)!);
  return { handle: h, created: true };
}

/** A new entity like `c` (its properties, in its space) holding the pieces; its handle. */
export function addCurve(db: DrawingDb, c: EditCurve, pieces: readonly Piece[], closed: boolean): string {
  const kind = kindFor(c, pieces, closed);
  return deriveEntity(db, c.rec, kind, curveGroups(c, kind, pieces, closed));
}

/** Pieces for a new straight segment and a new arc (for FILLET, CHAMFER, JOIN). */
export { arcP, lineP };
