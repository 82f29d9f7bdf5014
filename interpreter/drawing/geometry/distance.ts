/*
 * Distances: the one point-to-segment routine (3D; the plan version sets z = 0), point-in-polygon,
 * and the distance from a point to a primitive's outline (hover hit tests), optionally placed with
 * a 2D map. Filled primitives (text boxes, SOLID) are at distance 0 from points inside them.
 */
import type { Affine } from './affine2.js';
import { mapPrim } from './emit.js';
import { conicOf, sampleConic, textCorners, TAU, type Prim } from './prims.js';

/** The parameter t in [0, 1] of the point of segment AB nearest to P. */
export function segmentParam(px: number, py: number, pz: number, ax: number, ay: number, az: number, bx: number, by: number, bz: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const l2 = dx * dx + dy * dy + dz * dz;
  const t = l2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy + (pz - az) * dz) / l2;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

/** Distance from (px, py) to segment AB in plan. */
export function distToSeg(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const t = segmentParam(px, py, 0, ax, ay, 0, bx, by, 0);
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
}

/** 1 inside, 0 on the boundary (within eps), -1 outside. Polygon is flat [x0, y0, ...], closed. */
export function pointInPolygon(x: number, y: number, poly: ArrayLike<number>, eps: number): number {
  const n = poly.length >> 1;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = poly[2 * i]!;
    const yi = poly[2 * i + 1]!;
    const xj = poly[2 * j]!;
    const yj = poly[2 * j + 1]!;
    if (distToSeg(x, y, xj, yj, xi, yi) <= eps) return 0;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside ? 1 : -1;
}

function polylineDistance(px: number, py: number, pts: ArrayLike<number>, closed: boolean): number {
  const n = pts.length >> 1;
  if (n === 0) return Infinity;
  if (n === 1) return Math.hypot(px - pts[0]!, py - pts[1]!);
  let best = Infinity;
  for (let i = 1; i < n + (closed ? 1 : 0); i++) {
    const a = (i - 1) % n;
    const b = i % n;
    const d = distToSeg(px, py, pts[2 * a]!, pts[2 * a + 1]!, pts[2 * b]!, pts[2 * b + 1]!);
    if (d < best) best = d;
  }
  return best;
}

/** Distance from a point to a primitive's outline (0 inside a filled one), the primitive placed by m. */
export function primDistance(px: number, py: number, p: Prim, m?: Affine): number {
  if (m) {
    const placed: Prim[] = [];
    mapPrim(p, m, placed);
    let best = Infinity;
    for (const q of placed) best = Math.min(best, primDistance(px, py, q));
    return best;
  }
  switch (p.k) {
    case 'poly':
      if (p.filled && pointInPolygon(px, py, p.pts, 0) >= 0) return 0;
      return polylineDistance(px, py, p.pts, p.closed);
    case 'text': {
      const c = textCorners(p);
      return pointInPolygon(px, py, c, 0) >= 0 ? 0 : polylineDistance(px, py, c, true);
    }
    case 'arc': {
      const a = Math.atan2(py - p.cy, px - p.cx);
      let d = (a - p.a0) % TAU;
      if (d < 0) d += TAU;
      if (p.a1 - p.a0 >= TAU - 1e-9 || d <= p.a1 - p.a0) return Math.abs(Math.hypot(px - p.cx, py - p.cy) - p.r);
      return Math.min(
        Math.hypot(px - (p.cx + p.r * Math.cos(p.a0)), py - (p.cy + p.r * Math.sin(p.a0))),
        Math.hypot(px - (p.cx + p.r * Math.cos(p.a1)), py - (p.cy + p.r * Math.sin(p.a1))),
      );
    }
    case 'ell': {
      const e = conicOf(p);
      return polylineDistance(px, py, sampleConic(e, Math.PI / 64), false);
    }
  }
}

