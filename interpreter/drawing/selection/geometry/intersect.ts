/*
 * Exact intersections between a primitive and one boundary segment AB, reported as parameters on
 * the primitive (t in [0,1] for a segment, angle u for an elliptical arc), touching included. The
 * elliptical arc is mapped into its unit-circle frame (an affine map keeps the segment's
 * parameters), so circle, arc, bulge and ellipse all reduce to line-vs-unit-circle.
 */
import { ellX, ellY, onArc, type Ell, type Prim, type Seg } from './primitives.js';

const cross = (ax: number, ay: number, bx: number, by: number): number => ax * by - ay * bx;

/** Distance from (px, py) to segment AB. */
export function distToSeg(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  let t = l2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / l2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Parameters t on `s` where it meets AB (collinear overlaps give both overlap ends). */
export function segParams(s: Seg, ax: number, ay: number, bx: number, by: number, eps: number, out: number[]): void {
  const d1x = s.x2 - s.x1;
  const d1y = s.y2 - s.y1;
  const d2x = bx - ax;
  const d2y = by - ay;
  const l1 = Math.hypot(d1x, d1y);
  const l2 = Math.hypot(d2x, d2y);
  if (l1 <= eps) {
    if (distToSeg(s.x1, s.y1, ax, ay, bx, by) <= eps) out.push(0);
    return;
  }
  if (l2 <= eps) {
    if (distToSeg(ax, ay, s.x1, s.y1, s.x2, s.y2) <= eps) out.push(clamp01(((ax - s.x1) * d1x + (ay - s.y1) * d1y) / (l1 * l1)));
    return;
  }
  const denom = cross(d1x, d1y, d2x, d2y);
  const ex = ax - s.x1;
  const ey = ay - s.y1;
  if (Math.abs(denom) > 1e-12 * l1 * l2) {
    const t = cross(ex, ey, d2x, d2y) / denom;
    const w = cross(ex, ey, d1x, d1y) / denom;
    const et = eps / l1;
    const ew = eps / l2;
    if (t >= -et && t <= 1 + et && w >= -ew && w <= 1 + ew) out.push(clamp01(t));
    else {
      // near misses at the ends (touching within eps)
      if (distToSeg(ax, ay, s.x1, s.y1, s.x2, s.y2) <= eps) out.push(clamp01((ex * d1x + ey * d1y) / (l1 * l1)));
      if (distToSeg(bx, by, s.x1, s.y1, s.x2, s.y2) <= eps) out.push(clamp01(((bx - s.x1) * d1x + (by - s.y1) * d1y) / (l1 * l1)));
    }
    return;
  }
  // parallel: only collinear overlap counts
  if (Math.abs(cross(ex, ey, d1x, d1y)) / l1 > eps) return;
  const ta = (ex * d1x + ey * d1y) / (l1 * l1);
  const tb = ((bx - s.x1) * d1x + (by - s.y1) * d1y) / (l1 * l1);
  const lo = Math.max(0, Math.min(ta, tb));
  const hi = Math.min(1, Math.max(ta, tb));
  const et = eps / l1;
  if (lo <= hi + et) {
    out.push(clamp01(lo));
    out.push(clamp01(hi));
  }
}

const clamp01 = (t: number): number => (t < 0 ? 0 : t > 1 ? 1 : t);

/** Angles u on the arc `e` where it meets AB. */
export function ellParams(e: Ell, ax: number, ay: number, bx: number, by: number, eps: number, out: number[]): void {
  const det = e.ux * e.vy - e.vx * e.uy;
  // into the unit-circle frame: p' = inv([U V]) (p - C)
  const toU = (x: number, y: number): [number, number] => {
    const dx = x - e.cx;
    const dy = y - e.cy;
    return [(e.vy * dx - e.vx * dy) / det, (-e.uy * dx + e.ux * dy) / det];
  };
  const [px, py] = toU(ax, ay);
  const [qx, qy] = toU(bx, by);
  const dx = qx - px;
  const dy = qy - py;
  const a = dx * dx + dy * dy;
  const scaleMax = Math.max(Math.hypot(e.ux, e.uy), Math.hypot(e.vx, e.vy));
  const ue = eps / scaleMax;
  const push = (t: number) => {
    const x = px + t * dx;
    const y = py + t * dy;
    const u = Math.atan2(y, x);
    if (onArc(e, u, ue)) out.push(u);
  };
  if (a <= ue * ue) {
    if (Math.abs(Math.hypot(px, py) - 1) <= ue) push(0);
    return;
  }
  const b = px * dx + py * dy;
  const c = px * px + py * py - 1;
  const disc = b * b - a * c;
  const te = ue / Math.sqrt(a);
  if (disc < 0) {
    // tangent within tolerance?
    const t = -b / a;
    if (t >= -te && t <= 1 + te && Math.abs(Math.hypot(px + t * dx, py + t * dy) - 1) <= ue) push(clamp01(t));
    return;
  }
  const r = Math.sqrt(disc);
  for (const t of r === 0 ? [-b / a] : [(-b - r) / a, (-b + r) / a]) if (t >= -te && t <= 1 + te) push(clamp01(t));
  // arc end points lying on AB within tolerance (the angle test above can miss them by rounding)
  if (e.du < Math.PI * 2 - 1e-12) {
    for (const u of [e.u0, e.u0 + e.du]) if (distToSeg(ellX(e, u), ellY(e, u), ax, ay, bx, by) <= eps) out.push(u);
  }
}

/** Does the primitive touch or cross segment AB? */
export function primHitsSeg(p: Prim, ax: number, ay: number, bx: number, by: number, eps: number, scratch: number[]): boolean {
  scratch.length = 0;
  if (p.k === 0) segParams(p, ax, ay, bx, by, eps, scratch);
  else if (p.k === 1) ellParams(p, ax, ay, bx, by, eps, scratch);
  else return distToSeg(p.x, p.y, ax, ay, bx, by) <= eps;
  return scratch.length > 0;
}

/** 1 inside, 0 on the boundary (within eps), -1 outside. Polygon is flat [x0, y0, ...], closed. */
export function pointInPolygon(x: number, y: number, poly: readonly number[], eps: number): number {
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
