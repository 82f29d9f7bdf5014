/*
 * Object coordinate systems: the DXF arbitrary-axis algorithm gives the OCS of an extrusion
 * direction (group 210). Planar entities (CIRCLE, ARC, TEXT, INSERT, LWPOLYLINE, 2D POLYLINE,
 * SOLID, HATCH...) store their points in it.
 */
import { IDENTITY, type Mat } from './matrix.js';
import { cross, unit, type Vec3 } from './vec.js';

export const Z_AXIS: Vec3 = [0, 0, 1];

/** OCS axes for an extrusion direction (AutoCAD's arbitrary-axis algorithm). Null for a zero vector. */
export function arbitraryAxis(n: Vec3): { ax: Vec3; ay: Vec3; az: Vec3 } | null {
  const az = unit(n);
  if (!az) return null;
  const limit = 1 / 64;
  const ax0 = Math.abs(az[0]) < limit && Math.abs(az[1]) < limit ? cross([0, 1, 0], az) : cross([0, 0, 1], az);
  const ax = unit(ax0)!;
  const ay = unit(cross(az, ax))!;
  return { ax, ay, az };
}

/** True for the WCS Z axis (an OCS that is the WCS). */
export const isZAxis = (n: Vec3): boolean => n[0] === 0 && n[1] === 0 && n[2] > 0;

/** OCS -> WCS matrix for an extrusion direction (the identity object for +Z). */
export function ocsToWcs(n: Vec3): Mat {
  if (isZAxis(n)) return IDENTITY;
  const a = arbitraryAxis(n);
  if (!a) return IDENTITY;
  const { ax, ay, az } = a;
  return [ax[0], ay[0], az[0], 0, ax[1], ay[1], az[1], 0, ax[2], ay[2], az[2], 0];
}

/** WCS -> OCS matrix (the transpose of ocsToWcs: the axes are orthonormal). */
export function wcsToOcs(n: Vec3): Mat {
  const m = ocsToWcs(n);
  if (m === IDENTITY) return IDENTITY;
  return [m[0]!, m[4]!, m[8]!, 0, m[1]!, m[5]!, m[9]!, 0, m[2]!, m[6]!, m[10]!, 0];
}
