/*
 * ARRAY (the legacy, non-associative -ARRAY) and ActiveX ArrayRectangular / ArrayPolar: copies of
 * entities in rows and columns, or round a centre. The originals stay as the first item.
 *   rectangular: item (row r, column c) is the original moved by c × column spacing along the
 *     array's X axis (`angle`, SNAPANG for the command) and r × row spacing along its Y axis;
 *     copies are made row by row, column by column.
 *   polar: `count` items filling `fill` radians counter-clockwise (negative: clockwise) from the
 *     original — a full turn spreads them over 360°, anything less puts the last item at the end
 *     of the fill; each copy is rotated about the centre, or (rotate false) only moved so that
 *     the reference point `base` goes round the centre.
 */
import type { DrawingDb } from '../db.js';
import { chain, rotateAbout, rotateZ, translate, type Mat } from '../geometry/matrix.js';
import { point } from '../geometry/groups.js';
import type { Vec3 } from '../geometry/vec.js';
import type { DbRecord } from '../model/record.js';
import { emptyResult, mergeResult, type EditResult, type EntityRef } from './records.js';
import { copyEntities } from './transform.js';
import { cleanPoint, editCurve } from './curves.js';
import { pieceStart } from '../geometry/pieces.js';

export interface RectangularArray {
  rows: number;
  columns: number;
  rowSpacing: number;
  columnSpacing: number;
  /** the direction of the rows (radians from the WCS X axis) */
  angle?: number;
  /** levels (3D arrays) and their spacing */
  levels?: number;
  levelSpacing?: number;
}

export function arrayRectangular(db: DrawingDb, refs: readonly EntityRef[], a: RectangularArray): EditResult {
  const res = emptyResult();
  const rot = a.angle ?? 0;
  const levels = Math.max(1, a.levels ?? 1);
  for (let l = 0; l < levels; l++)
    for (let r = 0; r < a.rows; r++)
      for (let c = 0; c < a.columns; c++) {
        if (r === 0 && c === 0 && l === 0) continue;
        const dx = c * a.columnSpacing;
        const dy = r * a.rowSpacing;
        const v: Vec3 = [dx * Math.cos(rot) - dy * Math.sin(rot), dx * Math.sin(rot) + dy * Math.cos(rot), l * (a.levelSpacing ?? 0)];
        const w = cleanPoint(v);
        mergeResult(res, copyEntities(db, refs, translate(w[0]!, w[1]!, w[2]!)));
      }
  return res;
}

export interface PolarArray {
  center: Vec3;
  count: number;
  /** radians; 2π (or more) spreads the items over the full turn */
  fill: number;
  /** rotate the copies as they go round (default true) */
  rotate?: boolean;
  /** the point that goes round when the copies are not rotated (default: the reference point of the last entity) */
  base?: Vec3;
}

/** An entity's reference point for a polar array: a circle's or arc's centre, an insertion point, a line's start. */
export function referencePoint(r: DbRecord, db?: DrawingDb): Vec3 {
  if (db) {
    const c = editCurve(db, r);
    if (c && c.kind === 'LWPOLYLINE') return pieceStart(c.pieces[0]!);
  }
  return point(r.body, 10) ?? [0, 0, 0];
}

export function arrayPolar(db: DrawingDb, refs: readonly EntityRef[], a: PolarArray, base?: Vec3): EditResult {
  const res = emptyResult();
  const full = Math.abs(a.fill) >= 2 * Math.PI - 1e-12;
  const step = a.count > 1 ? a.fill / (full ? a.count : a.count - 1) : 0;
  const ref = a.base ?? base ?? a.center;
  for (let i = 1; i < a.count; i++) {
    const ang = step * i;
    let m: Mat;
    if (a.rotate ?? true) m = rotateAbout(a.center, ang);
    else {
      const moved = chain(translate(-a.center[0], -a.center[1], 0), rotateZ(ang), translate(a.center[0], a.center[1], 0));
      const p: Vec3 = [moved[0]! * ref[0] + moved[1]! * ref[1] + moved[3]!, moved[4]! * ref[0] + moved[5]! * ref[1] + moved[7]!, ref[2]];
      m = translate(p[0] - ref[0], p[1] - ref[1], 0);
    }
    mergeResult(res, copyEntities(db, refs, m));
  }
  return res;
}
