/*
 * The 2D primitives every entity is reduced to for selection, in WCS plan view (x, y):
 *   Seg  a straight segment;
 *   Ell  an elliptical arc P(u) = C + U cos u + V sin u, u in [u0, u0 + du], du in (0, 2π]. One type
 *        covers circles, arcs, bulge segments, ellipses and all of them after any affine map (OCS
 *        tilt, non-uniform block scale), so intersection code is written once and stays exact;
 *   Pt   an isolated point (POINT, insertion points).
 * A Shape may also carry a filled `region` (closed polygon; text boxes, SOLID) so that a crossing
 * window lying entirely inside it still selects it.
 */
export interface Seg {
  k: 0;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface Ell {
  k: 1;
  cx: number;
  cy: number;
  ux: number;
  uy: number;
  vx: number;
  vy: number;
  u0: number;
  du: number;
}
export interface Pt {
  k: 2;
  x: number;
  y: number;
}
export type Prim = Seg | Ell | Pt;

export interface Shape {
  prims: Prim[];
  /** flat [x0, y0, x1, y1, ...] closed polygon that counts as filled, or undefined */
  region?: number[];
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const TWO_PI = Math.PI * 2;

export const seg = (x1: number, y1: number, x2: number, y2: number): Seg => ({ k: 0, x1, y1, x2, y2 });
export const pt = (x: number, y: number): Pt => ({ k: 2, x, y });

/** Normalise a sweep: 0 or a full turn (or more) becomes a full turn. */
export function sweep(from: number, to: number): number {
  let d = (to - from) % TWO_PI;
  if (d < 0) d += TWO_PI;
  return d < 1e-12 ? TWO_PI : d;
}

/** Is angle `u` on the arc (u0, du)? */
export function onArc(e: Ell, u: number, eps = 1e-9): boolean {
  if (e.du >= TWO_PI - 1e-12) return true;
  let d = (u - e.u0) % TWO_PI;
  if (d < 0) d += TWO_PI;
  return d <= e.du + eps || d >= TWO_PI - eps;
}

export const ellX = (e: Ell, u: number): number => e.cx + e.ux * Math.cos(u) + e.vx * Math.sin(u);
export const ellY = (e: Ell, u: number): number => e.cy + e.uy * Math.cos(u) + e.vy * Math.sin(u);

export function emptyBox(): Box {
  return { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
}

function addPoint(b: Box, x: number, y: number): void {
  if (x < b.minX) b.minX = x;
  if (x > b.maxX) b.maxX = x;
  if (y < b.minY) b.minY = y;
  if (y > b.maxY) b.maxY = y;
}

/** Tight extents: arcs add their end points and every axis extreme that lies on the arc. */
export function addPrimToBox(b: Box, p: Prim): void {
  if (p.k === 0) {
    addPoint(b, p.x1, p.y1);
    addPoint(b, p.x2, p.y2);
  } else if (p.k === 2) addPoint(b, p.x, p.y);
  else {
    addPoint(b, ellX(p, p.u0), ellY(p, p.u0));
    const u1 = p.u0 + p.du;
    addPoint(b, ellX(p, u1), ellY(p, u1));
    const ux = Math.atan2(p.vx, p.ux);
    const uy = Math.atan2(p.vy, p.uy);
    for (const u of [ux, ux + Math.PI, uy, uy + Math.PI]) if (onArc(p, u, 0)) addPoint(b, ellX(p, u), ellY(p, u));
  }
}

export function shapeBox(s: Shape): Box {
  const b = emptyBox();
  for (const p of s.prims) addPrimToBox(b, p);
  return b;
}

export function polygonBox(poly: readonly number[]): Box {
  const b = emptyBox();
  for (let i = 0; i + 1 < poly.length; i += 2) addPoint(b, poly[i]!, poly[i + 1]!);
  return b;
}

/** Tolerance for "on the boundary", scaled to the coordinates involved. */
export function epsFor(b: Box): number {
  const m = Math.max(1, Math.abs(b.minX), Math.abs(b.minY), Math.abs(b.maxX), Math.abs(b.maxY));
  return m * 1e-9;
}
