/*
 * The selection tests of entity-model.md §10.1, exact (not bounding boxes), on an entity's shape
 * (geometry/shape.ts):
 *   window / WP : every primitive lies inside or on the polygon. A primitive is cut at every point
 *                 where it meets the boundary; the ends and the middle of every piece must be
 *                 inside, which is exact for concave polygons too;
 *   crossing/CP : a primitive meets the boundary, or lies inside; a filled primitive (text box,
 *                 SOLID) also counts when the polygon lies inside it. A circle is a curve, not a disk;
 *   fence       : a primitive meets one of the fence's segments.
 * Axis-aligned windows (W/C in an unrotated UCS) take a fast path on tight extents.
 */
import { pointInPolygon } from '../geometry/distance.js';
import { emptyBox, growBox, primsBox } from '../geometry/extents.js';
import { conicParams, forEachSegment, primHitsSeg, segParams } from '../geometry/intersect.js';
import { conicOf, conicX, conicY, startOf, TAU, textCorners, type BBox, type Conic, type Prim } from '../geometry/prims.js';

export interface Region {
  fence: boolean;
  /** flat [x0, y0, ...]; closed for polygons, open for fences */
  pts: number[];
  box: BBox;
  /** an axis-aligned rectangle (fast path) */
  rect: boolean;
  eps: number;
}

/** Tolerance for "on the boundary", scaled to the coordinates involved. */
function epsFor(b: BBox): number {
  const m = Math.max(1, Math.abs(b[0]), Math.abs(b[1]), Math.abs(b[2]), Math.abs(b[3]));
  return m * 1e-9;
}

export function makeRegion(pts: number[], fence: boolean): Region {
  const box = emptyBox();
  for (let i = 0; i + 1 < pts.length; i += 2) growBox(box, pts[i]!, pts[i + 1]!);
  let rect = false;
  if (!fence && pts.length === 8) {
    const xs = new Set([pts[0], pts[2], pts[4], pts[6]]);
    const ys = new Set([pts[1], pts[3], pts[5], pts[7]]);
    rect = xs.size <= 2 && ys.size <= 2 && (pts[0] === pts[2] || pts[1] === pts[3]);
  }
  return { fence, pts, box, rect, eps: epsFor(box) };
}

/** The four corners of a window given by two opposite corners. */
export function rectangle(x1: number, y1: number, x2: number, y2: number): number[] {
  return [x1, y1, x2, y1, x2, y2, x1, y2];
}

const scratch: number[] = [];

function boxInside(b: BBox, r: BBox, eps: number): boolean {
  return b[0] >= r[0] - eps && b[2] <= r[2] + eps && b[1] >= r[1] - eps && b[3] <= r[3] + eps;
}
function boxesDisjoint(a: BBox, b: BBox, eps: number): boolean {
  return a[2] < b[0] - eps || a[0] > b[2] + eps || a[3] < b[1] - eps || a[1] > b[3] + eps;
}

export function windowSelects(s: readonly Prim[], r: Region): boolean {
  if (s.length === 0) return false;
  const b = primsBox(s);
  const eps = Math.max(r.eps, epsFor(b));
  if (!boxInside(b, r.box, eps)) return false;
  if (r.rect) return true;
  for (const p of s) if (!primInside(p, r.pts, eps)) return false;
  return true;
}

export function crossingSelects(s: readonly Prim[], r: Region): boolean {
  if (s.length === 0) return false;
  const b = primsBox(s);
  const eps = Math.max(r.eps, epsFor(b));
  if (boxesDisjoint(b, r.box, eps)) return false;
  if (r.rect && boxInside(b, r.box, eps)) return true;
  const pts = r.pts;
  const n = pts.length >> 1;
  for (const p of s) {
    for (let i = 0, j = n - 1; i < n; j = i++)
      if (primHitsSeg(p, pts[2 * j]!, pts[2 * j + 1]!, pts[2 * i]!, pts[2 * i + 1]!, eps, scratch)) return true;
    const [x, y] = startOf(p);
    if (pointInPolygon(x, y, pts, eps) >= 0) return true;
  }
  for (const p of s) {
    const area = p.k === 'text' ? textCorners(p) : p.k === 'poly' && p.filled ? p.pts : null;
    if (area && pointInPolygon(pts[0]!, pts[1]!, area, eps) >= 0) return true;
  }
  return false;
}

export function fenceSelects(s: readonly Prim[], r: Region): boolean {
  if (s.length === 0) return false;
  const b = primsBox(s);
  const eps = Math.max(r.eps, epsFor(b));
  if (boxesDisjoint(b, r.box, eps)) return false;
  const pts = r.pts;
  for (const p of s)
    for (let i = 2; i + 1 < pts.length; i += 2)
      if (primHitsSeg(p, pts[i - 2]!, pts[i - 1]!, pts[i]!, pts[i + 1]!, eps, scratch)) return true;
  return false;
}

/** Every point of the primitive inside or on the closed polygon. */
function primInside(p: Prim, poly: number[], eps: number): boolean {
  if (p.k === 'arc' || p.k === 'ell') return conicInside(conicOf(p), poly, eps);
  return !forEachSegment(p, (x1, y1, x2, y2) => !segmentInside(x1, y1, x2, y2, poly, eps));
}

function segmentInside(x1: number, y1: number, x2: number, y2: number, poly: number[], eps: number): boolean {
  const n = poly.length >> 1;
  const ts: number[] = [0, 1];
  for (let i = 0, j = n - 1; i < n; j = i++) segParams(x1, y1, x2, y2, poly[2 * j]!, poly[2 * j + 1]!, poly[2 * i]!, poly[2 * i + 1]!, eps, ts);
  ts.sort((a, b) => a - b);
  const at = (t: number): boolean => pointInPolygon(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t, poly, eps) >= 0;
  for (let i = 0; i < ts.length; i++) {
    if (!at(ts[i]!)) return false;
    if (i + 1 < ts.length && !at((ts[i]! + ts[i + 1]!) / 2)) return false;
  }
  return true;
}

function conicInside(e: Conic, poly: number[], eps: number): boolean {
  const n = poly.length >> 1;
  const us: number[] = [];
  for (let i = 0, j = n - 1; i < n; j = i++) conicParams(e, poly[2 * j]!, poly[2 * j + 1]!, poly[2 * i]!, poly[2 * i + 1]!, eps, us);
  // angles -> offsets along the arc in [0, du]
  const params = [0, e.du];
  for (const u of us) {
    let d = (u - e.u0) % TAU;
    if (d < 0) d += TAU;
    if (d > e.du) d = d - e.du < TAU - d ? e.du : 0;
    params.push(d);
  }
  params.sort((a, b) => a - b);
  const at = (t: number): boolean => pointInPolygon(conicX(e, e.u0 + t), conicY(e, e.u0 + t), poly, eps) >= 0;
  for (let i = 0; i < params.length; i++) {
    if (!at(params[i]!)) return false;
    if (i + 1 < params.length && !at((params[i]! + params[i + 1]!) / 2)) return false;
  }
  return true;
}

/** Is the pick point on the shape (within `tol`)? Used by (ssget pt). */
export function shapeNearPoint(s: readonly Prim[], x: number, y: number, tol: number): boolean {
  return crossingSelects(s, makeRegion(rectangle(x - tol, y - tol, x + tol, y + tol), false));
}
