/*
 * HATCH boundary loops -> primitives. The boundary data is a flat run of groups after 91 (loop
 * count), so it is read with a cursor in DXF order: per loop 92 flags; polyline loops (flag 2)
 * carry 72 has-bulge, 73 closed, 93 count, then 10 [42] per vertex; edge loops carry 93 edge count
 * and per edge 72 type: 1 line (10 11), 2 arc (10 40 50 51 73), 3 elliptic arc (10 11 40 50 51 73),
 * 4 spline (control points 10, fit points 11 -> polyline through them). Arc edge angles are taken
 * in degrees, as the DXF file stores them. Coordinates are OCS at the hatch elevation.
 * Selection treats the boundary as curves (a crossing window inside a solid fill does not select
 * it; UNCONFIRMED in AutoCAD).
 */
import type { Value } from '../../../core/values.js';
import { asPoint, emitBulge, emitEll, emitSeg, numOf, pairs } from './build.js';
import { sweep, TWO_PI, type Prim } from './primitives.js';
import type { Mat, Vec3 } from './xform.js';

const DEG = Math.PI / 180;

export function hatchPrims(list: Value, m: Mat, elevation: number, out: Prim[]): void {
  const ps = pairs(list);
  let i = ps.findIndex(([c]) => c === 91);
  if (i < 0) return;
  const loops = numOf(ps[i]![1], 0);
  i++;
  const at = (code: number): Value | undefined => (ps[i]?.[0] === code ? ps[i++]![1] : undefined);
  const skipTo = (code: number): boolean => {
    while (i < ps.length && ps[i]![0] !== code) {
      if (ps[i]![0] === 75) return false;
      i++;
    }
    return i < ps.length;
  };
  const p3 = (v: Value | undefined): Vec3 | undefined => {
    const p = asPoint(v);
    return p ? [p[0], p[1], elevation] : undefined;
  };
  for (let l = 0; l < loops; l++) {
    if (!skipTo(92)) return;
    const flags = numOf(at(92), 0);
    if (flags & 2) {
      const hasBulge = numOf(at(72), 0) !== 0;
      const closed = numOf(at(73), 1) !== 0;
      if (!skipTo(93)) return;
      const n = numOf(at(93), 0);
      const verts: Array<{ p: Vec3; b: number }> = [];
      for (let k = 0; k < n; k++) {
        if (!skipTo(10)) return;
        const p = p3(at(10));
        const b = hasBulge ? numOf(at(42), 0) : 0;
        if (p) verts.push({ p, b });
      }
      for (let k = 0; k + 1 < verts.length; k++) emitBulge(m, verts[k]!.p, verts[k + 1]!.p, verts[k]!.b, out);
      if (closed && verts.length > 2) emitBulge(m, verts[verts.length - 1]!.p, verts[0]!.p, verts[verts.length - 1]!.b, out);
    } else {
      if (!skipTo(93)) return;
      const edges = numOf(at(93), 0);
      for (let k = 0; k < edges; k++) {
        if (!skipTo(72)) return;
        const type = numOf(at(72), 1);
        if (type === 1) {
          const a = p3(at(10));
          const b = p3(at(11));
          if (a && b) emitSeg(m, a, b, out);
        } else if (type === 2) {
          const c = p3(at(10));
          const r = numOf(at(40), 0);
          const s = numOf(at(50), 0) * DEG;
          const e = numOf(at(51), 360) * DEG;
          const ccw = numOf(at(73), 1) !== 0;
          // clockwise edges store angles measured clockwise: mirror them
          const [u0, u1] = ccw ? [s, e] : [-e, -s];
          if (c) emitEll(m, c, [r, 0, 0], [0, r, 0], u0, Math.abs(e - s) >= 360 * DEG - 1e-9 ? TWO_PI : sweep(u0, u1), out);
        } else if (type === 3) {
          const c = p3(at(10));
          const maj = asPoint(at(11));
          const ratio = numOf(at(40), 1);
          const s = numOf(at(50), 0) * DEG;
          const e = numOf(at(51), 360) * DEG;
          const ccw = numOf(at(73), 1) !== 0;
          if (c && maj) {
            const u: Vec3 = [maj[0], maj[1], 0];
            const v: Vec3 = [-maj[1] * ratio, maj[0] * ratio, 0];
            const [u0, u1] = ccw ? [s, e] : [-e, -s];
            emitEll(m, c, u, v, u0, Math.abs(e - s) >= 360 * DEG - 1e-9 ? TWO_PI : sweep(u0, u1), out);
          }
        } else if (type === 4) {
          // control points (10) then fit points (11): polyline through the fit points when given
          const ctrl: Vec3[] = [];
          const fit: Vec3[] = [];
          while (i < ps.length && ps[i]![0] !== 72 && ps[i]![0] !== 92 && ps[i]![0] !== 97 && ps[i]![0] !== 75) {
            const [code, val] = ps[i++]!;
            const p = code === 10 || code === 11 ? p3(val) : undefined;
            if (p) (code === 10 ? ctrl : fit).push(p);
          }
          const pts = fit.length > 1 ? fit : ctrl;
          for (let q = 0; q + 1 < pts.length; q++) emitSeg(m, pts[q]!, pts[q + 1]!, out);
        }
      }
    }
  }
}
