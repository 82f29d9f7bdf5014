/*
 * The curve model behind vlax-curve-*: an entity's geometry as a chain of straight and circular
 * pieces in its own plane (OCS for ARC/CIRCLE/LWPOLYLINE/2D POLYLINE, WCS for LINE and 3D
 * POLYLINE), plus the parameterisation AutoCAD gives each type (entity-model.md §10.3):
 *   LINE        t = distance from the start (0..L)
 *   CIRCLE/ARC  t = angle in radians (ARC: start..end, end + 2π when smaller)
 *   polylines   t = vertex index + fraction of the segment (0..n-1, or 0..n when closed)
 * Each piece covers the parameter span [t0, t0 + dt]; inside a piece the parameter is linear in
 * distance (for a bulge segment: linear in angle, hence in arc length).
 * ELLIPSE and SPLINE are not modelled (curveOf answers undefined, the builtins say so).
 * Built from the entity's groups (geometry/groups.ts); bulges through bulge.ts.
 */
import { bulgeSweep } from './bulge.js';
import { asVec, extrusionOf, num, point, type Tags } from './groups.js';
import { IDENTITY, type Mat } from './matrix.js';
import { ocsToWcs, wcsToOcs } from './ocs.js';
import type { Vec3 } from './vec.js';

export interface LinePiece {
  k: 'line';
  a: Vec3;
  b: Vec3;
  t0: number;
  dt: number;
  len: number;
}
/** Arc centred at (cx, cy) at height z, from angle a0 sweeping `sweep` radians (negative = clockwise). */
export interface ArcPiece {
  k: 'arc';
  cx: number;
  cy: number;
  z: number;
  r: number;
  a0: number;
  sweep: number;
  t0: number;
  dt: number;
  len: number;
}
export type Piece = LinePiece | ArcPiece;

export interface Curve {
  pieces: Piece[];
  start: number;
  end: number;
  closed: boolean;
  periodic: boolean;
  /** piece space -> WCS and back */
  toWcs: Mat;
  fromWcs: Mat;
}

const TWO_PI = Math.PI * 2;

function line(a: Vec3, b: Vec3, t0: number, dt: number | undefined): LinePiece {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
  return { k: 'line', a, b, t0, dt: dt ?? len, len };
}

function arc(cx: number, cy: number, z: number, r: number, a0: number, sweep: number, t0: number, dt: number): ArcPiece {
  return { k: 'arc', cx, cy, z, r, a0, sweep, t0, dt, len: Math.abs(sweep) * r };
}

/** A polyline segment a -> b (same plane) with a bulge, as one piece of parameter span 1. */
function bulgeSeg(a: Vec3, b: Vec3, bulge: number, t0: number): Piece {
  const s = bulgeSweep(a[0], a[1], b[0], b[1], bulge);
  return s ? arc(s.cx, s.cy, a[2], s.r, s.start, s.sweep, t0, 1) : line(a, b, t0, 1);
}

function polyline(verts: Array<{ p: Vec3; bulge: number }>, closed: boolean, n: Vec3 | null): Curve | undefined {
  if (verts.length === 0) return undefined;
  const pieces: Piece[] = [];
  const count = closed ? verts.length : verts.length - 1;
  for (let i = 0; i < count; i++) {
    const v = verts[i]!;
    pieces.push(bulgeSeg(v.p, verts[(i + 1) % verts.length]!.p, v.bulge, i));
  }
  // a single-vertex polyline is a degenerate curve of parameter span 0
  if (pieces.length === 0) pieces.push(line(verts[0]!.p, verts[0]!.p, 0, 0));
  const toWcs = n ? ocsToWcs(n) : IDENTITY;
  return { pieces, start: 0, end: count, closed, periodic: false, toWcs, fromWcs: n ? wcsToOcs(n) : toWcs };
}

/** The curve of an entity from its groups (and its VERTEX groups for an old-style POLYLINE). */
export function curveOf(type: string, data: Tags, vertices: () => Iterable<Tags>): Curve | undefined {
  const n = extrusionOf(data);
  switch (type) {
    case 'LINE': {
      const a = point(data, 10);
      const b = point(data, 11);
      if (!a || !b) return undefined;
      const l = line(a, b, 0, undefined);
      return { pieces: [l], start: 0, end: l.len, closed: false, periodic: false, toWcs: IDENTITY, fromWcs: IDENTITY };
    }
    case 'CIRCLE':
    case 'ARC': {
      const c = point(data, 10) ?? [0, 0, 0];
      const r = num(data, 40, 0);
      let a0 = 0;
      let a1 = TWO_PI;
      if (type === 'ARC') {
        a0 = num(data, 50, 0);
        a1 = num(data, 51, 0);
        while (a1 <= a0) a1 += TWO_PI;
      }
      const p = arc(c[0], c[1], c[2], r, a0, a1 - a0, a0, a1 - a0);
      const full = type === 'CIRCLE';
      return { pieces: [p], start: a0, end: a1, closed: full, periodic: full, toWcs: ocsToWcs(n), fromWcs: wcsToOcs(n) };
    }
    case 'LWPOLYLINE': {
      const z = num(data, 38, 0);
      const verts: Array<{ p: Vec3; bulge: number }> = [];
      for (let i = 0; i < data.c.length; i++) {
        const code = data.c[i];
        const v = data.v[i];
        if (code === 10) {
          const q = asVec(v);
          verts.push({ p: [q?.[0] ?? 0, q?.[1] ?? 0, z], bulge: 0 });
        } else if (code === 42 && verts.length > 0 && typeof v === 'number') verts[verts.length - 1]!.bulge = v;
      }
      return polyline(verts, (num(data, 70, 0) & 1) === 1, n);
    }
    case 'POLYLINE': {
      const flags = num(data, 70, 0);
      if (flags & (16 | 64)) return undefined; // polygon meshes and polyface meshes are not curves
      const is3d = (flags & 8) !== 0;
      const verts: Array<{ p: Vec3; bulge: number }> = [];
      for (const vd of vertices()) {
        if (num(vd, 70, 0) & 16) continue; // spline frame control points
        const p = point(vd, 10) ?? [0, 0, 0];
        verts.push({ p, bulge: is3d ? 0 : num(vd, 42, 0) });
      }
      return polyline(verts, (flags & 1) === 1, is3d ? null : n);
    }
    default:
      return undefined;
  }
}
