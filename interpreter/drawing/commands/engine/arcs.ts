/*
 * The few constructions the drawing commands need in the UCS plane: the circle through three
 * points, the arc leaving a point along a tangent to reach another, and the bulge of a sweep.
 * Reading bulges, transforms and intersections of existing entities belong to drawing/geometry.
 */
import type { Vec3 } from '../../geometry/vec.js';

export const TWO_PI = Math.PI * 2;

/** Angle normalised to [0, 2π) (rounding noise next to 0 or 2π is 0). */
export const norm = (a: number): number => {
  let r = a % TWO_PI;
  if (r < 0) r += TWO_PI;
  return r < 1e-12 || TWO_PI - r < 1e-12 ? 0 : r;
};

export const angleOf = (a: Vec3, b: Vec3): number => Math.atan2(b[1] - a[1], b[0] - a[0]);
export const dist2d = (a: Vec3, b: Vec3): number => Math.hypot(b[0] - a[0], b[1] - a[1]);
export const polar = (p: Vec3, a: number, d: number): Vec3 => [p[0] + d * Math.cos(a), p[1] + d * Math.sin(a), p[2]];

/** The centre of the circle through three points (plan), or undefined when they are collinear. */
export function circleThrough(a: Vec3, b: Vec3, c: Vec3): Vec3 | undefined {
  const d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]));
  if (Math.abs(d) < 1e-12) return undefined;
  const a2 = a[0] ** 2 + a[1] ** 2;
  const b2 = b[0] ** 2 + b[1] ** 2;
  const c2 = c[0] ** 2 + c[1] ** 2;
  return [(a2 * (b[1] - c[1]) + b2 * (c[1] - a[1]) + c2 * (a[1] - b[1])) / d, (a2 * (c[0] - b[0]) + b2 * (a[0] - c[0]) + c2 * (b[0] - a[0])) / d, a[2]];
}

/** Signed sweep (CCW positive) of the arc from `from` with tangent direction `dir` to `to`. */
export function tangentSweep(from: Vec3, dir: number, to: Vec3): number {
  let d = angleOf(from, to) - dir;
  while (d > Math.PI) d -= TWO_PI;
  while (d <= -Math.PI) d += TWO_PI;
  return 2 * d;
}

/** The polyline bulge of an arc segment of signed sweep. */
export const bulgeOf = (sweep: number): number => Math.tan(sweep / 4);

/** Signed sweep of the arc from p1 through p2 to p3. */
export function sweepThrough(p1: Vec3, p2: Vec3, p3: Vec3, c: Vec3): number {
  const a1 = angleOf(c, p1);
  const a2 = norm(angleOf(c, p2) - a1);
  const a3 = norm(angleOf(c, p3) - a1);
  return a2 < a3 ? a3 : a3 - TWO_PI;
}

/** Centre of the arc from a to b with signed sweep. */
export function centreOf(a: Vec3, b: Vec3, sweep: number): Vec3 {
  const chord = dist2d(a, b);
  const half = sweep / 2;
  const r = chord / (2 * Math.sin(Math.abs(half)));
  const mid: Vec3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, a[2]];
  const h = Math.sqrt(Math.max(r * r - (chord / 2) ** 2, 0)) * (Math.abs(sweep) > Math.PI ? -1 : 1);
  const dir = angleOf(a, b) + (sweep > 0 ? Math.PI / 2 : -Math.PI / 2);
  return polar(mid, dir, h);
}
