/*
 * OFFSET (and ActiveX Offset): a parallel copy of a LINE, ARC, CIRCLE or LWPOLYLINE (bulges and
 * all), made in the entity's own plane by geometry/offset.ts, with the source's properties (or
 * the layer the caller gives: OFFSET's Layer=Current). Three ways to say where:
 *   offsetToward(db, ref, distance, sidePoint)  the side a point is on (OFFSET with a distance)
 *   offsetThrough(db, ref, throughPoint)         through a point (OFFSET Through)
 *   offsetSigned(db, ref, distance)              ActiveX: negative makes the "smaller" curve —
 *       a smaller radius for arcs and circles, inward for closed polylines; for a line or an open
 *       polyline, negative goes toward smaller X (then Y) WCS coordinates of its first segment.
 */
import type { DrawingDb } from '../db.js';
import type { Piece } from '../geometry/curve.js';
import { apply } from '../geometry/matrix.js';
import { chainArea, offsetPath } from '../geometry/offset.js';
import { ocsToWcs, wcsToOcs } from '../geometry/ocs.js';
import { extrusionOf } from '../geometry/groups.js';
import { carrierDistance, paramNear, pieceTangent, sideOf } from '../geometry/pieces.js';
import type { Vec3 } from '../geometry/vec.js';
import { tagSet } from '../model/tags.js';
import { addCurve, editCurve, type EditCurve } from './curves.js';
import { editableEntity, emptyResult, isFailure, type EditResult, type EntityRef } from './records.js';

export interface OffsetOptions {
  /** put the offset on this layer instead of the source's (OFFSET Layer=Current) */
  layer?: string;
}

/** A WCS point in the curve's piece space (its OCS). */
function toPlane(c: EditCurve, p: Vec3): Vec3 {
  return c.kind === 'LINE' ? p : apply(wcsToOcs(extrusionOf(c.rec.body)), p[0], p[1], p[2]);
}

function make(db: DrawingDb, c: EditCurve, d: number, opts: OffsetOptions): EditResult {
  const res = emptyResult();
  const pieces = offsetPath(c.pieces, c.closed, d);
  if (!pieces) {
    res.failed.push({ handle: c.rec.handle, error: 'cannotOffset' });
    return res;
  }
  const h = addCurve(db, c, pieces, c.closed);
  if (opts.layer) {
    const r = db.get(h)!;
    db.replace({ ...r, body: tagSet(r.body, 8, opts.layer) });
  }
  res.created.push(h);
  return res;
}

function curveFor(db: DrawingDb, ref: EntityRef): EditCurve | EditResult {
  const res = emptyResult();
  const r = editableEntity(db, ref);
  if (isFailure(r)) {
    res.failed.push(r);
    return res;
  }
  const c = editCurve(db, r);
  if (!c) res.failed.push({ handle: r.handle, error: 'unsupported' });
  return c ?? res;
}

/** The piece nearest a point and the side of it the point is on (> 0 left of travel). */
function sideAt(pieces: readonly Piece[], q: Vec3): { piece: Piece; side: number; gap: number } {
  const near = paramNear(pieces, q[0], q[1]);
  const piece = pieces[Math.min(pieces.length - 1, Math.floor(near.u))]!;
  return { piece, side: sideOf(piece, q[0], q[1]), gap: near.gap };
}

/** Offset by `distance` toward the side of the curve `side` (a WCS point) is on. */
export function offsetToward(db: DrawingDb, ref: EntityRef, distance: number, side: Vec3, opts: OffsetOptions = {}): EditResult {
  const c = curveFor(db, ref);
  if ('failed' in c) return c;
  if (!(distance > 0)) return { ...emptyResult(), failed: [{ handle: c.rec.handle, error: 'degenerate' }] };
  const s = sideAt(c.pieces, toPlane(c, side));
  if (s.side === 0) return { ...emptyResult(), failed: [{ handle: c.rec.handle, error: 'cannotOffset' }] };
  return make(db, c, s.side > 0 ? distance : -distance, opts);
}

/** Offset through a WCS point (the distance is the point's distance from the curve's line or circle). */
export function offsetThrough(db: DrawingDb, ref: EntityRef, through: Vec3, opts: OffsetOptions = {}): EditResult {
  const c = curveFor(db, ref);
  if ('failed' in c) return c;
  const q = toPlane(c, through);
  const s = sideAt(c.pieces, q);
  const d = carrierDistance(s.piece, q[0], q[1]);
  if (!(d > 0) || s.side === 0) return { ...emptyResult(), failed: [{ handle: c.rec.handle, error: 'cannotOffset' }] };
  return make(db, c, s.side > 0 ? d : -d, opts);
}

/** ActiveX Offset(distance): see the file comment for which way a sign goes. */
export function offsetSigned(db: DrawingDb, ref: EntityRef, distance: number, opts: OffsetOptions = {}): EditResult {
  const c = curveFor(db, ref);
  if ('failed' in c) return c;
  if (distance === 0 || !Number.isFinite(distance)) return { ...emptyResult(), failed: [{ handle: c.rec.handle, error: 'degenerate' }] };
  let left: number;
  const first = c.pieces[0]!;
  if (c.kind === 'ARC' || c.kind === 'CIRCLE') left = -1; // counter-clockwise: left is toward the centre
  else if (c.closed) left = chainArea(c.pieces) > 0 ? -1 : 1; // left of a counter-clockwise loop is inside
  else {
    // the left normal of the first segment, in WCS: positive goes toward larger X (then Y)
    const [ux, uy] = pieceTangent(first, 0);
    const n = apply(c.kind === 'LINE' ? ocsToWcs([0, 0, 1]) : ocsToWcs(extrusionOf(c.rec.body)), -uy, ux, 0);
    left = Math.abs(n[0]) > 1e-12 ? Math.sign(n[0]) : Math.sign(n[1]) || 1;
  }
  return make(db, c, distance * left, opts);
}
