/*
 * Measurements on a Curve (curve.ts): parameter <-> distance <-> point, closest point, area and
 * first derivative, all answered in WCS. Out-of-range parameters and distances give undefined
 * (the vlax-curve functions return nil for them).
 */
import type { ArcPiece, Curve, Piece } from './curve.js';
import { segmentParam } from './distance.js';
import { apply, applyLinear } from './matrix.js';
import type { Vec3 } from './vec.js';

const epsFor = (c: Curve): number => 1e-9 * (1 + Math.abs(c.start) + Math.abs(c.end));

/** The point at fraction f (0..1) along a piece, in piece space. */
export function piecePoint(p: Piece, f: number): Vec3 {
  if (p.k === 'line') return [p.a[0] + f * (p.b[0] - p.a[0]), p.a[1] + f * (p.b[1] - p.a[1]), p.a[2] + f * (p.b[2] - p.a[2])];
  const a = p.a0 + f * p.sweep;
  return [p.cx + p.r * Math.cos(a), p.cy + p.r * Math.sin(a), p.z];
}

const toWcs = (c: Curve, v: Vec3): Vec3 => apply(c.toWcs, v[0], v[1], v[2]);

/** The piece holding parameter t and the fraction along it, or undefined when t is out of range. */
function locate(c: Curve, t: number): { i: number; f: number } | undefined {
  const eps = epsFor(c);
  if (!(t >= c.start - eps && t <= c.end + eps)) return undefined;
  for (let i = 0; i < c.pieces.length; i++) {
    const p = c.pieces[i]!;
    if (t <= p.t0 + p.dt + eps || i === c.pieces.length - 1) {
      const f = p.dt === 0 ? 0 : Math.min(1, Math.max(0, (t - p.t0) / p.dt));
      return { i, f };
    }
  }
  return undefined;
}

const lengthBefore = (c: Curve, i: number): number => {
  let s = 0;
  for (let k = 0; k < i; k++) s += c.pieces[k]!.len;
  return s;
};

export const curveLength = (c: Curve): number => lengthBefore(c, c.pieces.length);

export function pointAtParam(c: Curve, t: number): Vec3 | undefined {
  const at = locate(c, t);
  return at && toWcs(c, piecePoint(c.pieces[at.i]!, at.f));
}

export function distAtParam(c: Curve, t: number): number | undefined {
  const at = locate(c, t);
  return at && lengthBefore(c, at.i) + at.f * c.pieces[at.i]!.len;
}

export function paramAtDist(c: Curve, d: number): number | undefined {
  const total = curveLength(c);
  const eps = 1e-9 * (1 + total);
  if (!(d >= -eps && d <= total + eps)) return undefined;
  let s = 0;
  for (let i = 0; i < c.pieces.length; i++) {
    const p = c.pieces[i]!;
    if (d <= s + p.len + eps || i === c.pieces.length - 1) {
      const f = p.len === 0 ? 0 : Math.min(1, Math.max(0, (d - s) / p.len));
      return p.t0 + f * p.dt;
    }
    s += p.len;
  }
  return undefined;
}

/** The fraction along a piece nearest to the local point q (clamped to the piece). */
function nearestOnPiece(p: Piece, q: Vec3): number {
  if (p.k === 'line') return segmentParam(q[0], q[1], q[2], p.a[0], p.a[1], p.a[2], p.b[0], p.b[1], p.b[2]);
  return nearestOnArc(p, q);
}

function nearestOnArc(p: ArcPiece, q: Vec3): number {
  if (p.sweep === 0) return 0;
  const ang = Math.atan2(q[1] - p.cy, q[0] - p.cx);
  // angle offset from the start in the direction of the sweep, in [0, 2π)
  const dir = Math.sign(p.sweep);
  let off = (dir * (ang - p.a0)) % (Math.PI * 2);
  if (off < 0) off += Math.PI * 2;
  const span = Math.abs(p.sweep);
  if (off <= span) return off / span;
  // outside the arc: the nearer end
  const endPt = piecePoint(p, 1);
  const startPt = piecePoint(p, 0);
  const dEnd = Math.hypot(q[0] - endPt[0], q[1] - endPt[1]);
  const dStart = Math.hypot(q[0] - startPt[0], q[1] - startPt[1]);
  return dEnd < dStart ? 1 : 0;
}

export interface Nearest {
  param: number;
  point: Vec3;
  /** distance from the query point (WCS) */
  gap: number;
}

export function closestTo(c: Curve, wcs: Vec3): Nearest {
  const q = apply(c.fromWcs, wcs[0], wcs[1], wcs[2]);
  let best: Nearest | undefined;
  for (const p of c.pieces) {
    const f = nearestOnPiece(p, q);
    const point = toWcs(c, piecePoint(p, f));
    const gap = Math.hypot(point[0] - wcs[0], point[1] - wcs[1], point[2] - wcs[2]);
    if (!best || gap < best.gap) best = { param: p.t0 + f * p.dt, point, gap };
  }
  return best!;
}

/** Whether a WCS point lies on the curve; its parameter when it does. */
export function paramAtPoint(c: Curve, wcs: Vec3): number | undefined {
  const n = closestTo(c, wcs);
  const scale = 1 + Math.abs(wcs[0]) + Math.abs(wcs[1]) + Math.abs(wcs[2]);
  return n.gap <= 1e-8 * scale ? n.param : undefined;
}

/** Enclosed area as if the curve were closed: shoelace over the chords plus each arc's segment. */
export function curveArea(c: Curve): number {
  let twice = 0;
  let segs = 0;
  for (const p of c.pieces) {
    const a = piecePoint(p, 0);
    const b = piecePoint(p, 1);
    twice += a[0] * b[1] - b[0] * a[1];
    if (p.k === 'arc') {
      const th = Math.abs(p.sweep);
      segs += Math.sign(p.sweep) * ((p.r * p.r) / 2) * (th - Math.sin(th));
    }
  }
  // the closing chord of an open curve (end back to start; nothing for a closed one)
  const first = c.pieces[0];
  const last = c.pieces[c.pieces.length - 1];
  if (first && last) {
    const a = piecePoint(last, 1);
    const b = piecePoint(first, 0);
    twice += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(twice / 2 + segs);
}

/** d(point)/d(parameter) at t, in WCS; undefined when t is out of range. */
export function firstDeriv(c: Curve, t: number): Vec3 | undefined {
  const at = locate(c, t);
  if (!at) return undefined;
  const p = c.pieces[at.i]!;
  if (p.dt === 0) return [0, 0, 0];
  let v: Vec3;
  if (p.k === 'line') v = [(p.b[0] - p.a[0]) / p.dt, (p.b[1] - p.a[1]) / p.dt, (p.b[2] - p.a[2]) / p.dt];
  else {
    const a = p.a0 + at.f * p.sweep;
    const k = (p.sweep / p.dt) * p.r;
    v = [-k * Math.sin(a), k * Math.cos(a), 0];
  }
  return applyLinear(c.toWcs, v[0], v[1], v[2]);
}

/** Whether every vertex lies in one plane (always for the planar types; 3D polylines are checked). */
export function isPlanar(c: Curve): boolean {
  const pts = c.pieces.flatMap((p) => [piecePoint(p, 0), piecePoint(p, 1)]);
  const o = pts[0]!;
  let n: Vec3 | undefined;
  for (let i = 1; i < pts.length && !n; i++) {
    for (let j = i + 1; j < pts.length && !n; j++) {
      const u = sub(pts[i]!, o);
      const v = sub(pts[j]!, o);
      const x: Vec3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
      if (Math.hypot(x[0], x[1], x[2]) > 1e-9) n = x;
    }
  }
  if (!n) return true;
  const k = Math.hypot(n[0], n[1], n[2]);
  return pts.every((p) => Math.abs(((p[0] - o[0]) * n[0] + (p[1] - o[1]) * n[1] + (p[2] - o[2]) * n[2]) / k) < 1e-9);
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];

/** Object-snap candidates of a curve (WCS): END vertices, MID of each piece, CEN and QUA of arcs. */
export function snapCandidates(c: Curve, mode: 'END' | 'MID' | 'CEN' | 'QUA'): Vec3[] {
  const out: Vec3[] = [];
  for (const p of c.pieces) {
    if (mode === 'END') out.push(toWcs(c, piecePoint(p, 0)), toWcs(c, piecePoint(p, 1)));
    else if (mode === 'MID') out.push(toWcs(c, piecePoint(p, 0.5)));
    else if (p.k === 'arc' && mode === 'CEN') out.push(toWcs(c, [p.cx, p.cy, p.z]));
    else if (p.k === 'arc' && mode === 'QUA') {
      for (let k = 0; k < 4; k++) {
        const a = (k * Math.PI) / 2;
        const f = (((Math.sign(p.sweep) * (a - p.a0)) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
        if (f <= Math.abs(p.sweep) + 1e-12) out.push(toWcs(c, [p.cx + p.r * Math.cos(a), p.cy + p.r * Math.sin(a), p.z]));
      }
    }
  }
  return out;
}
