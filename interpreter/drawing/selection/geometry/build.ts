/*
 * Small helpers the per-type shape builders share: reading groups out of an entget list, and
 * emitting primitives through a transform (OCS -> WCS, block insertion) projected to plan view.
 * An arc whose projection collapses to a line (seen edge-on) is emitted as sampled segments.
 */
import { Cons, Real, type Value } from '../../../core/values.js';
import { apply, applyLinear, type Mat, type Vec3 } from './xform.js';
import { pt, seg, TWO_PI, type Prim } from './primitives.js';

export const numOf = (v: Value | undefined, dflt: number): number =>
  typeof v === 'number' ? v : v instanceof Real ? v.v : dflt;

/** The value of the first (code . value) pair, or undefined. */
export function group(list: Value, code: number): Value | undefined {
  for (let c = list; c instanceof Cons; c = c.cdr) {
    const p = c.car;
    if (p instanceof Cons && p.car === code) return p.cdr;
  }
  return undefined;
}

export const groupNum = (list: Value, code: number, dflt: number): number => numOf(group(list, code), dflt);

export function groupStr(list: Value, code: number): string | undefined {
  const v = group(list, code);
  return typeof v === 'string' ? v : undefined;
}

/** A point value (x y [z]) as a Vec3 (z = 0 for 2D), or undefined. */
export function asPoint(v: Value | undefined): Vec3 | undefined {
  if (!(v instanceof Cons)) return undefined;
  const x = numOf(v.car, NaN);
  const r1 = v.cdr;
  if (!(r1 instanceof Cons)) return undefined;
  const y = numOf(r1.car, NaN);
  const z = r1.cdr instanceof Cons ? numOf(r1.cdr.car, 0) : 0;
  return Number.isFinite(x) && Number.isFinite(y) ? [x, y, z] : undefined;
}

export const groupPoint = (list: Value, code: number): Vec3 | undefined => asPoint(group(list, code));

/** Every pair of the list as [code, value], in order. */
export function pairs(list: Value): Array<[number, Value]> {
  const out: Array<[number, Value]> = [];
  for (let c = list; c instanceof Cons; c = c.cdr) {
    const p = c.car;
    if (p instanceof Cons && typeof p.car === 'number') out.push([p.car, p.cdr]);
  }
  return out;
}

export function extrusion(list: Value): Vec3 {
  return groupPoint(list, 210) ?? [0, 0, 1];
}

export function emitSeg(m: Mat, a: Vec3, b: Vec3, out: Prim[]): void {
  const p = apply(m, a[0], a[1], a[2]);
  const q = apply(m, b[0], b[1], b[2]);
  out.push(seg(p[0], p[1], q[0], q[1]));
}

export function emitPt(m: Mat, a: Vec3, out: Prim[]): void {
  const p = apply(m, a[0], a[1], a[2]);
  out.push(pt(p[0], p[1]));
}

/** An elliptical arc c + u cos t + v sin t (t from u0 over du), mapped by m and projected. */
export function emitEll(m: Mat, c: Vec3, u: Vec3, v: Vec3, u0: number, du: number, out: Prim[]): void {
  const C = apply(m, c[0], c[1], c[2]);
  const U = applyLinear(m, u[0], u[1], u[2]);
  const V = applyLinear(m, v[0], v[1], v[2]);
  const det = U[0] * V[1] - V[0] * U[1];
  const size = Math.hypot(U[0], U[1]) * Math.hypot(V[0], V[1]);
  if (Math.abs(det) > 1e-12 * size && size > 0) {
    out.push({ k: 1, cx: C[0], cy: C[1], ux: U[0], uy: U[1], vx: V[0], vy: V[1], u0, du });
    return;
  }
  // edge-on: a flat sampled polyline (extremes included: 4 samples per quarter turn at least)
  const n = Math.max(8, Math.ceil((du / TWO_PI) * 64));
  let px = C[0] + U[0] * Math.cos(u0) + V[0] * Math.sin(u0);
  let py = C[1] + U[1] * Math.cos(u0) + V[1] * Math.sin(u0);
  for (let i = 1; i <= n; i++) {
    const t = u0 + (du * i) / n;
    const x = C[0] + U[0] * Math.cos(t) + V[0] * Math.sin(t);
    const y = C[1] + U[1] * Math.cos(t) + V[1] * Math.sin(t);
    out.push(seg(px, py, x, y));
    px = x;
    py = y;
  }
}

/** A polyline segment from a to b (OCS, same z) with a bulge. */
export function emitBulge(m: Mat, a: Vec3, b: Vec3, bulge: number, out: Prim[]): void {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const c = Math.hypot(dx, dy);
  if (bulge === 0 || c === 0 || !Number.isFinite(bulge)) {
    emitSeg(m, a, b, out);
    return;
  }
  const theta = 4 * Math.atan(Math.abs(bulge));
  const rSigned = (c * (1 + bulge * bulge)) / (4 * bulge);
  const alpha = Math.atan2(dy, dx) + (Math.PI / 2 - 2 * Math.atan(bulge));
  const cx = a[0] + rSigned * Math.cos(alpha);
  const cy = a[1] + rSigned * Math.sin(alpha);
  const r = Math.abs(rSigned);
  const a1 = Math.atan2(a[1] - cy, a[0] - cx);
  const a2 = Math.atan2(b[1] - cy, b[0] - cx);
  const start = bulge > 0 ? a1 : a2;
  emitEll(m, [cx, cy, a[2]], [r, 0, 0], [0, r, 0], start, theta, out);
}
