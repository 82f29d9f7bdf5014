/*
 * 3D affine transforms (3x4, row-major: x' = m0 x + m1 y + m2 z + m3, ...) and the DXF
 * arbitrary-axis algorithm that gives an entity's OCS from its extrusion direction (210).
 * Shared by the selection geometry (OCS -> WCS, block insertion) and the trans builtin.
 */

export type Vec3 = [number, number, number];
export type Mat = number[]; // length 12

export const IDENTITY: Mat = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];

export function apply(m: Mat, x: number, y: number, z: number): Vec3 {
  if (m === IDENTITY) return [x, y, z];
  return [
    m[0]! * x + m[1]! * y + m[2]! * z + m[3]!,
    m[4]! * x + m[5]! * y + m[6]! * z + m[7]!,
    m[8]! * x + m[9]! * y + m[10]! * z + m[11]!,
  ];
}

/** The linear part only (directions, displacements). */
export function applyLinear(m: Mat, x: number, y: number, z: number): Vec3 {
  return [m[0]! * x + m[1]! * y + m[2]! * z, m[4]! * x + m[5]! * y + m[6]! * z, m[8]! * x + m[9]! * y + m[10]! * z];
}

/** a ∘ b (apply b first). */
export function compose(a: Mat, b: Mat): Mat {
  if (a === IDENTITY) return b;
  if (b === IDENTITY) return a;
  const out = new Array<number>(12);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      let s = c === 3 ? a[r * 4 + 3]! : 0;
      for (let k = 0; k < 3; k++) s += a[r * 4 + k]! * b[k * 4 + c]!;
      out[r * 4 + c] = s;
    }
  }
  return out;
}

export const translate = (x: number, y: number, z: number): Mat => [1, 0, 0, x, 0, 1, 0, y, 0, 0, 1, z];
export const scale = (x: number, y: number, z: number): Mat => [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0];
export function rotateZ(a: number): Mat {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0];
}

export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const len = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export function unit(a: Vec3): Vec3 | null {
  const l = len(a);
  return l < 1e-300 ? null : [a[0] / l, a[1] / l, a[2] / l];
}

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

/** OCS -> WCS matrix for an extrusion direction (identity for (0 0 1)). */
export function ocsToWcs(n: Vec3): Mat {
  if (n[0] === 0 && n[1] === 0 && n[2] > 0) return IDENTITY;
  const a = arbitraryAxis(n);
  if (!a) return IDENTITY;
  const { ax, ay, az } = a;
  return [ax[0], ay[0], az[0], 0, ax[1], ay[1], az[1], 0, ax[2], ay[2], az[2], 0];
}

/** WCS -> OCS matrix (the transpose of ocsToWcs: the axes are orthonormal). */
export function wcsToOcs(n: Vec3): Mat {
  const m = ocsToWcs(n);
  return [m[0]!, m[4]!, m[8]!, 0, m[1]!, m[5]!, m[9]!, 0, m[2]!, m[6]!, m[10]!, 0];
}
