/*
 * Polyline shapes. LWPOLYLINE: 2D vertices at elevation 38 in its OCS, bulges 42, closed by 70 bit 1.
 * Old-style POLYLINE from its VERTEX subentities: 2D (OCS, elevation from the header's 10, bulges),
 * 3D (flag 8: WCS points, straight), polygon mesh (flag 16: the M × N grid of 71/72, closed in M
 * and N by flags 1 and 32) and polyface mesh (flag 64: face records 71-74 index the vertices; a
 * negative index hides the edge that starts there). Spline-fit frame control points (VERTEX flag
 * 16) are skipped; the fitted vertices (flag 8) are drawn.
 */
import { emitPolyline } from './bulge.js';
import type { PlanEmitter } from './emit.js';
import { asVec, num, point, type Tags } from './groups.js';
import type { Vec3 } from './vec.js';

export function lwpolylineShape(g: Tags, em: PlanEmitter): void {
  const elev = num(g, 38, 0);
  const verts: Vec3[] = [];
  const bulges: number[] = [];
  const { c, v } = g;
  for (let i = 0; i < c.length; i++) {
    if (c[i] === 10) {
      const p = asVec(v[i]);
      if (p) {
        verts.push([p[0], p[1], elev]);
        bulges.push(0);
      }
    } else if (c[i] === 42 && verts.length > 0 && typeof v[i] === 'number') bulges[verts.length - 1] = v[i] as number;
  }
  emitPolyline(em, verts, bulges, (num(g, 70, 0) & 1) !== 0);
}

export interface PolylineForm {
  /** 3D polyline or mesh: vertices are WCS points */
  wcs: boolean;
}

/** How an old-style POLYLINE's vertices are to be read (flags 8, 16, 64 of its header). */
export const polylineForm = (g: Tags): PolylineForm => ({ wcs: (num(g, 70, 0) & (8 | 16 | 64)) !== 0 });

/** An old-style POLYLINE; the emitter's space is the header's OCS for 2D polylines, the WCS otherwise. */
export function polylineShape(g: Tags, vertices: Iterable<Tags>, em: PlanEmitter): void {
  const flags = num(g, 70, 0);
  if (flags & 16) return meshShape(g, vertices, em);
  if (flags & 64) return polyfaceShape(vertices, em);
  const is3d = (flags & 8) !== 0;
  const elev = point(g, 10)?.[2] ?? 0;
  const verts: Vec3[] = [];
  const bulges: number[] = [];
  for (const vx of vertices) {
    if (num(vx, 70, 0) & 16) continue; // spline frame control point
    const p = point(vx, 10);
    if (!p) continue;
    verts.push(is3d ? p : [p[0], p[1], elev]);
    bulges.push(is3d ? 0 : num(vx, 42, 0));
  }
  emitPolyline(em, verts, bulges, (flags & 1) !== 0);
}

function meshShape(g: Tags, vertices: Iterable<Tags>, em: PlanEmitter): void {
  const flags = num(g, 70, 0);
  const m = Math.max(1, num(g, 71, 0));
  const n = Math.max(1, num(g, 72, 0));
  const pts: Vec3[] = [];
  for (const vx of vertices) {
    const p = point(vx, 10);
    if (p) pts.push(p);
  }
  if (pts.length < m * n) {
    for (const p of pts) em.point(p);
    return;
  }
  const at = (i: number, j: number): Vec3 => pts[i * n + j]!;
  const closeM = (flags & 1) !== 0;
  const closeN = (flags & 32) !== 0;
  for (let i = 0; i < m; i++) emitPolyline(em, Array.from({ length: n }, (_, j) => at(i, j)), [], closeN && n > 2);
  for (let j = 0; j < n; j++) emitPolyline(em, Array.from({ length: m }, (_, i) => at(i, j)), [], closeM && m > 2);
}

function polyfaceShape(vertices: Iterable<Tags>, em: PlanEmitter): void {
  const pts: Vec3[] = [];
  const faces: number[][] = [];
  for (const vx of vertices) {
    const vf = num(vx, 70, 0);
    if (vf & 128 && !(vf & 64)) faces.push([71, 72, 73, 74].map((k) => num(vx, k, 0)).filter((k) => k !== 0));
    else {
      const p = point(vx, 10);
      if (p) pts.push(p);
    }
  }
  if (faces.length === 0) {
    for (const p of pts) em.point(p);
    return;
  }
  for (const f of faces) {
    for (let k = 0; k < f.length; k++) {
      const a = f[k]!;
      const b = f[(k + 1) % f.length]!;
      const pa = pts[Math.abs(a) - 1];
      const pb = pts[Math.abs(b) - 1];
      if (a < 0 || !pa || !pb) continue; // hidden edge
      em.moveTo(pa);
      em.lineTo(pb);
    }
  }
}
