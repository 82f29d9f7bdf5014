/*
 * Polyline bulges, once: a segment from p1 to p2 with bulge b = tan(θ/4) is a circular arc of
 * included angle θ, counter-clockwise for b > 0 (DXF reference, LWPOLYLINE / VERTEX 42). Every
 * reader of bulges (shapes, HATCH boundaries, vlax-curve, transforms) goes through bulgeArc.
 */
import { PlanEmitter } from './emit.js';
import { ccwEnd, type ArcPrim, type Prim } from './prims.js';
import type { Vec3 } from './vec.js';

/** The arc a bulged segment draws, counter-clockwise (a clockwise one runs p2 -> p1); null when straight. */
export function bulgeArc(x1: number, y1: number, x2: number, y2: number, b: number): ArcPrim | null {
  if (!b || !Number.isFinite(b) || Math.abs(b) < 1e-12) return null;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const chord = Math.hypot(dx, dy);
  if (chord === 0) return null;
  const theta = 4 * Math.atan(b);
  const r = chord / (2 * Math.sin(Math.abs(theta) / 2));
  // distance from the chord midpoint to the centre, toward the left of p1 -> p2 for b < 1
  const h = (chord / 2) * ((1 - b * b) / (2 * b));
  const cx = (x1 + x2) / 2 - (dy / chord) * h;
  const cy = (y1 + y2) / 2 + (dx / chord) * h;
  const s = Math.atan2(y1 - cy, x1 - cx);
  const e = Math.atan2(y2 - cy, x2 - cx);
  return b > 0 ? { k: 'arc', cx, cy, r, a0: s, a1: ccwEnd(s, e) } : { k: 'arc', cx, cy, r, a0: e, a1: ccwEnd(e, s) };
}

/** The bulged segment as it is travelled: centre, radius, the angle at p1 and the signed sweep to p2. */
export function bulgeSweep(x1: number, y1: number, x2: number, y2: number, b: number): { cx: number; cy: number; r: number; start: number; sweep: number } | null {
  const a = bulgeArc(x1, y1, x2, y2, b);
  if (!a) return null;
  return b > 0 ? { cx: a.cx, cy: a.cy, r: a.r, start: a.a0, sweep: a.a1 - a.a0 } : { cx: a.cx, cy: a.cy, r: a.r, start: a.a1, sweep: a.a0 - a.a1 };
}

/** One polyline segment a -> b (entity space, same height) into an emitter. */
export function emitBulge(em: PlanEmitter, a: Vec3, b: Vec3, bulge: number): void {
  const s = bulgeSweep(a[0], a[1], b[0], b[1], bulge);
  if (!s) em.lineTo(b);
  else em.conic([s.cx, s.cy, a[2]], [s.r, 0, 0], [0, s.r, 0], s.start, s.sweep);
}

/** A polyline path (vertices with the bulge of the segment that starts at each) into an emitter. */
export function emitPolyline(em: PlanEmitter, verts: readonly Vec3[], bulges: readonly number[], closed: boolean): void {
  const n = verts.length;
  if (n === 0) return;
  if (n === 1) {
    em.point(verts[0]!);
    return;
  }
  em.moveTo(verts[0]!);
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) emitBulge(em, verts[i]!, verts[(i + 1) % n]!, bulges[i] ?? 0);
  if (closed) em.close();
}

/** 2D vertices with bulges -> primitives: straight runs become one poly, bulges arcs. */
export function bulgePolyline(verts: ReadonlyArray<readonly [number, number]>, bulges: readonly number[], closed: boolean): Prim[] {
  const out: Prim[] = [];
  const em = new PlanEmitter(out);
  emitPolyline(em, verts.map(([x, y]): Vec3 => [x, y, 0]), bulges, closed);
  em.flush();
  return out;
}
