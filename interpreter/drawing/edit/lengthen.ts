/*
 * LENGTHEN (and the arc/line length properties): change the length of an open LINE, ARC or
 * LWPOLYLINE at the end nearest the pick point — by a delta (negative shortens), a percentage of
 * the length, or to a total; for an arc also by a delta angle or to a total included angle. A
 * longer end runs on along its line or circle; a shorter one is cut back along the path.
 */
import type { DrawingDb } from '../db.js';
import { paramAtLength, pathLength, pathSpan, pieceEnd, pieceStart, reversePath, subPiece } from '../geometry/pieces.js';
import type { Vec3 } from '../geometry/vec.js';
import { editCurve, writeCurve, type EditCurve } from './curves.js';
import { editableEntity, emptyResult, isFailure, type EditResult, type EntityRef } from './records.js';

export type LengthChange =
  | { delta: number }
  | { deltaAngle: number }
  | { percent: number }
  | { total: number }
  | { totalAngle: number };

/** The length of a curve and, for an arc, its included angle (LENGTHEN's "Current length"). */
export function curveMeasure(c: EditCurve): { length: number; angle?: number } {
  const length = pathLength(c.pieces);
  const p = c.pieces[0]!;
  return c.kind === 'ARC' && p.k === 'arc' ? { length, angle: Math.abs(p.sweep) } : { length };
}

export function lengthenEntity(db: DrawingDb, ref: EntityRef, pick: Vec3, change: LengthChange): EditResult {
  const res = emptyResult();
  const r = editableEntity(db, ref);
  if (isFailure(r)) return { ...res, failed: [r] };
  const c = editCurve(db, r);
  if (!c || (c.kind === 'LWPOLYLINE' && c.pieces.length === 0)) return { ...res, failed: [{ handle: r.handle, error: 'unsupported' }] };
  if (c.closed) return { ...res, failed: [{ handle: r.handle, error: 'closed' }] };
  const { length } = curveMeasure(c);
  let target: number;
  const arc = c.pieces[0]!.k === 'arc' && c.kind === 'ARC' ? c.pieces[0]! : undefined;
  if ('delta' in change) target = length + change.delta;
  else if ('percent' in change) target = (length * change.percent) / 100;
  else if ('total' in change) target = change.total;
  else if (!arc || arc.k !== 'arc') return { ...res, failed: [{ handle: r.handle, error: 'unsupported' }] };
  else target = arc.r * ('deltaAngle' in change ? Math.abs(arc.sweep) + change.deltaAngle : change.totalAngle);
  if (!(target > 1e-12) || (arc && arc.k === 'arc' && target / arc.r >= 2 * Math.PI)) return { ...res, failed: [{ handle: r.handle, error: 'degenerate' }] };
  const s = pieceStart(c.pieces[0]!);
  const e = pieceEnd(c.pieces[c.pieces.length - 1]!);
  const atEnd = Math.hypot(pick[0] - e[0], pick[1] - e[1]) <= Math.hypot(pick[0] - s[0], pick[1] - s[1]);
  // work on the path so that the changing end is its end
  let pieces = atEnd ? c.pieces.slice() : reversePath(c.pieces);
  if (target > length) {
    const last = pieces[pieces.length - 1]!;
    pieces[pieces.length - 1] = subPiece(last, 0, 1 + (target - length) / last.len);
  } else pieces = pathSpan(pieces, false, 0, paramAtLength(pieces, target));
  writeCurve(db, c, atEnd ? pieces : reversePath(pieces), false);
  res.changed.push(r.handle);
  return res;
}
