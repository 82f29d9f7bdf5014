/*
 * The selection tests of entity-model.md §10.1, exact (not bounding boxes):
 *   window / WP : every primitive lies inside or on the polygon. A primitive is cut at every point
 *                 where it meets the boundary; the ends and the middle of every piece must be
 *                 inside, which is exact for concave polygons too;
 *   crossing/CP : a primitive meets the boundary, or lies inside; a filled region (text box)
 *                 also counts when the polygon lies inside it. A circle is a curve, not a disk;
 *   fence       : a primitive meets one of the fence's segments.
 * Axis-aligned windows (W/C in an unrotated UCS) take a fast path on tight extents.
 */
import { distToSeg, ellParams, pointInPolygon, primHitsSeg, segParams } from './intersect.js';
import { ellX, ellY, epsFor, polygonBox, shapeBox, TWO_PI, type Box, type Prim, type Shape } from './primitives.js';

export interface Region {
  fence: boolean;
  /** flat [x0, y0, ...]; closed for polygons, open for fences */
  pts: number[];
  box: Box;
  /** an axis-aligned rectangle (fast path) */
  rect: boolean;
  eps: number;
}

export function makeRegion(pts: number[], fence: boolean): Region {
  const box = polygonBox(pts);
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

function boxInside(b: Box, r: Box, eps: number): boolean {
  return b.minX >= r.minX - eps && b.maxX <= r.maxX + eps && b.minY >= r.minY - eps && b.maxY <= r.maxY + eps;
}
function boxesDisjoint(a: Box, b: Box, eps: number): boolean {
  return a.maxX < b.minX - eps || a.minX > b.maxX + eps || a.maxY < b.minY - eps || a.minY > b.maxY + eps;
}

export function windowSelects(s: Shape, r: Region): boolean {
  if (s.prims.length === 0) return false;
  const b = shapeBox(s);
  const eps = Math.max(r.eps, epsFor(b));
  if (!boxInside(b, r.box, eps)) return false;
  if (r.rect) return true;
  for (const p of s.prims) if (!primInside(p, r.pts, eps)) return false;
  return true;
}

export function crossingSelects(s: Shape, r: Region): boolean {
  if (s.prims.length === 0) return false;
  const b = shapeBox(s);
  const eps = Math.max(r.eps, epsFor(b));
  if (boxesDisjoint(b, r.box, eps)) return false;
  if (r.rect && boxInside(b, r.box, eps)) return true;
  const pts = r.pts;
  const n = pts.length >> 1;
  for (const p of s.prims) {
    for (let i = 0, j = n - 1; i < n; j = i++)
      if (primHitsSeg(p, pts[2 * j]!, pts[2 * j + 1]!, pts[2 * i]!, pts[2 * i + 1]!, eps, scratch)) return true;
    const [x, y] = startPoint(p);
    if (pointInPolygon(x, y, pts, eps) >= 0) return true;
  }
  return s.region !== undefined && pointInPolygon(pts[0]!, pts[1]!, s.region, eps) >= 0;
}

export function fenceSelects(s: Shape, r: Region): boolean {
  if (s.prims.length === 0) return false;
  const b = shapeBox(s);
  const eps = Math.max(r.eps, epsFor(b));
  if (boxesDisjoint(b, r.box, eps)) return false;
  const pts = r.pts;
  for (const p of s.prims)
    for (let i = 2; i + 1 < pts.length; i += 2)
      if (primHitsSeg(p, pts[i - 2]!, pts[i - 1]!, pts[i]!, pts[i + 1]!, eps, scratch)) return true;
  return false;
}

function startPoint(p: Prim): [number, number] {
  if (p.k === 0) return [p.x1, p.y1];
  if (p.k === 2) return [p.x, p.y];
  return [ellX(p, p.u0), ellY(p, p.u0)];
}

/** Every point of the primitive inside or on the closed polygon. */
function primInside(p: Prim, poly: number[], eps: number): boolean {
  if (p.k === 2) return pointInPolygon(p.x, p.y, poly, eps) >= 0;
  const n = poly.length >> 1;
  const ts: number[] = [];
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const ax = poly[2 * j]!;
    const ay = poly[2 * j + 1]!;
    const bx = poly[2 * i]!;
    const by = poly[2 * i + 1]!;
    if (p.k === 0) segParams(p, ax, ay, bx, by, eps, ts);
    else ellParams(p, ax, ay, bx, by, eps, ts);
  }
  let params: number[];
  if (p.k === 0) params = [0, 1, ...ts];
  else {
    // angles -> offsets along the arc in [0, du]
    params = [0, p.du];
    for (const u of ts) {
      let d = (u - p.u0) % TWO_PI;
      if (d < 0) d += TWO_PI;
      if (d > p.du) d = d - p.du < TWO_PI - d ? p.du : 0;
      params.push(d);
    }
  }
  params.sort((a, b) => a - b);
  for (let i = 0; i < params.length; i++) {
    const t = params[i]!;
    if (!pointOk(p, t, poly, eps)) return false;
    if (i + 1 < params.length) {
      const m = (t + params[i + 1]!) / 2;
      if (!pointOk(p, m, poly, eps)) return false;
    }
  }
  return true;
}

function pointOk(p: Prim, t: number, poly: number[], eps: number): boolean {
  let x: number;
  let y: number;
  if (p.k === 0) {
    x = p.x1 + (p.x2 - p.x1) * t;
    y = p.y1 + (p.y2 - p.y1) * t;
  } else if (p.k === 1) {
    x = ellX(p, p.u0 + t);
    y = ellY(p, p.u0 + t);
  } else {
    x = p.x;
    y = p.y;
  }
  return pointInPolygon(x, y, poly, eps) >= 0;
}

/** Is the pick point on the shape (within `tol`)? Used by (ssget pt). */
export function shapeNearPoint(s: Shape, x: number, y: number, tol: number): boolean {
  const r = makeRegion(rectangle(x - tol, y - tol, x + tol, y + tol), false);
  if (crossingSelects(s, r)) return true;
  for (const p of s.prims) if (p.k === 2 && distToSeg(p.x, p.y, x, y, x, y) <= tol) return true;
  return false;
}
