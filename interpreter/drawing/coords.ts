/*
 * The current UCS from UCSORG / UCSXDIR / UCSYDIR (identity unless a drawing or script set them),
 * as matrices. ssget converts its points with it; trans uses it for codes 1 and 2 (the DCS is
 * taken as the UCS: Lispwright has no views, every view is plan to the current UCS).
 */
import { Cons, Real, type Value } from '../core/values.js';
import type { SysvarStore } from '../core/context.js';
import { IDENTITY, type Mat } from './geometry/matrix.js';
import { cross, unit, type Vec3 } from './geometry/vec.js';

function vec(v: Value | undefined, dflt: Vec3): Vec3 {
  const out: number[] = [];
  for (let c = v ?? null; c instanceof Cons && out.length < 3; c = c.cdr) {
    const x = c.car;
    out.push(typeof x === 'number' ? x : x instanceof Real ? x.v : NaN);
  }
  if (out.length < 2 || out.some((n) => !Number.isFinite(n))) return dflt;
  return [out[0]!, out[1]!, out[2] ?? 0];
}

/** UCS -> WCS. */
export function ucsToWcs(sv: SysvarStore): Mat {
  const o = vec(sv.get('UCSORG'), [0, 0, 0]);
  const x = unit(vec(sv.get('UCSXDIR'), [1, 0, 0])) ?? [1, 0, 0];
  const y0 = unit(vec(sv.get('UCSYDIR'), [0, 1, 0])) ?? [0, 1, 0];
  if (o[0] === 0 && o[1] === 0 && o[2] === 0 && x[0] === 1 && x[1] === 0 && x[2] === 0 && y0[0] === 0 && y0[1] === 1 && y0[2] === 0)
    return IDENTITY;
  const z = unit(cross(x, y0)) ?? [0, 0, 1];
  const y = cross(z, x);
  return [x[0], y[0], z[0], o[0], x[1], y[1], z[1], o[1], x[2], y[2], z[2], o[2]];
}

/** WCS -> UCS (inverse of an orthonormal frame plus origin). */
export function wcsToUcs(sv: SysvarStore): Mat {
  const m = ucsToWcs(sv);
  if (m === IDENTITY) return IDENTITY;
  const r = [m[0]!, m[4]!, m[8]!, m[1]!, m[5]!, m[9]!, m[2]!, m[6]!, m[10]!];
  const t = [m[3]!, m[7]!, m[11]!];
  return [
    r[0]!, r[1]!, r[2]!, -(r[0]! * t[0]! + r[1]! * t[1]! + r[2]! * t[2]!),
    r[3]!, r[4]!, r[5]!, -(r[3]! * t[0]! + r[4]! * t[1]! + r[5]! * t[2]!),
    r[6]!, r[7]!, r[8]!, -(r[6]! * t[0]! + r[7]! * t[1]! + r[8]! * t[2]!),
  ];
}
