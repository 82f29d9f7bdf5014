/*
 * 3D affine transforms as 3×4 row-major arrays (x' = m0 x + m1 y + m2 z + m3, ...): the one matrix
 * type of the geometry (OCS → WCS, block insertion, MOVE / ROTATE / SCALE / MIRROR, TransformBy).
 * Builders for the usual edits, composition, inversion and the normal (inverse-transpose) map.
 */
import { cross, unit, type Vec3 } from './vec.js';

export type Mat = readonly number[]; // length 12

export const IDENTITY: Mat = Object.freeze([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0]);

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

export const applyV = (m: Mat, p: Vec3): Vec3 => apply(m, p[0], p[1], p[2]);
export const applyLinearV = (m: Mat, v: Vec3): Vec3 => applyLinear(m, v[0], v[1], v[2]);

/** a ∘ b (apply b first). */
export function compose(a: Mat, b: Mat): Mat {
  if (a === IDENTITY) return b;
  if (b === IDENTITY) return a;
  // written out (the sums in the loop's order, from +0 or a's translation, so the same bits) into
  // an array literal: one element kind for every matrix, where a filled `new Array(12)` was holey
  const a0 = a[0]!, a1 = a[1]!, a2 = a[2]!, a4 = a[4]!, a5 = a[5]!, a6 = a[6]!, a8 = a[8]!, a9 = a[9]!, a10 = a[10]!;
  const b0 = b[0]!, b1 = b[1]!, b2 = b[2]!, b3 = b[3]!, b4 = b[4]!, b5 = b[5]!, b6 = b[6]!, b7 = b[7]!, b8 = b[8]!, b9 = b[9]!, b10 = b[10]!, b11 = b[11]!;
  return [
    0 + a0 * b0 + a1 * b4 + a2 * b8,
    0 + a0 * b1 + a1 * b5 + a2 * b9,
    0 + a0 * b2 + a1 * b6 + a2 * b10,
    a[3]! + a0 * b3 + a1 * b7 + a2 * b11,
    0 + a4 * b0 + a5 * b4 + a6 * b8,
    0 + a4 * b1 + a5 * b5 + a6 * b9,
    0 + a4 * b2 + a5 * b6 + a6 * b10,
    a[7]! + a4 * b3 + a5 * b7 + a6 * b11,
    0 + a8 * b0 + a9 * b4 + a10 * b8,
    0 + a8 * b1 + a9 * b5 + a10 * b9,
    0 + a8 * b2 + a9 * b6 + a10 * b10,
    a[11]! + a8 * b3 + a9 * b7 + a10 * b11,
  ];
}

/** Compose left to right: chain(a, b, c) applies a first, then b, then c. */
export const chain = (...ms: Mat[]): Mat => ms.reduce((acc, m) => compose(m, acc), IDENTITY);

/** Determinant of the linear part (negative: the map mirrors). */
export const det = (m: Mat): number =>
  m[0]! * (m[5]! * m[10]! - m[6]! * m[9]!) - m[1]! * (m[4]! * m[10]! - m[6]! * m[8]!) + m[2]! * (m[4]! * m[9]! - m[5]! * m[8]!);

/** The inverse, or null when the linear part is singular. */
export function invert(m: Mat): Mat | null {
  if (m === IDENTITY) return IDENTITY;
  const d = det(m);
  if (!Number.isFinite(d) || Math.abs(d) < 1e-300) return null;
  const [a, b, c, tx, e, f, g, ty, h, i, j, tz] = m as number[] as [number, number, number, number, number, number, number, number, number, number, number, number];
  const r = [
    (f * j - g * i) / d, (c * i - b * j) / d, (b * g - c * f) / d,
    (g * h - e * j) / d, (a * j - c * h) / d, (c * e - a * g) / d,
    (e * i - f * h) / d, (b * h - a * i) / d, (a * f - b * e) / d,
  ] as const;
  return [
    r[0], r[1], r[2], -(r[0] * tx + r[1] * ty + r[2] * tz),
    r[3], r[4], r[5], -(r[3] * tx + r[4] * ty + r[5] * tz),
    r[6], r[7], r[8], -(r[6] * tx + r[7] * ty + r[8] * tz),
  ];
}

/** How a plane's normal maps: the inverse transpose of the linear part (no translation). */
export function normalMap(m: Mat): Mat | null {
  const inv = invert(m);
  if (!inv) return null;
  return [inv[0]!, inv[4]!, inv[8]!, 0, inv[1]!, inv[5]!, inv[9]!, 0, inv[2]!, inv[6]!, inv[10]!, 0];
}

export const translate = (x: number, y: number, z = 0): Mat => [1, 0, 0, x, 0, 1, 0, y, 0, 0, 1, z];
export const scale = (x: number, y = x, z = x): Mat => [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0];

export function rotateZ(a: number): Mat {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0];
}

/** Scale by k about a base point (SCALE). */
export const scaleAbout = (base: Vec3, k: number): Mat => chain(translate(-base[0], -base[1], -base[2]), scale(k), translate(base[0], base[1], base[2]));

/** Rotate by `angle` (radians, counter-clockwise looking down the axis) about an axis through `base` (ROTATE: axis Z). */
export function rotateAbout(base: Vec3, angle: number, axis: Vec3 = [0, 0, 1]): Mat {
  const u = unit(axis) ?? [0, 0, 1];
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const t = 1 - c;
  const [x, y, z] = u;
  const r: Mat = [
    t * x * x + c, t * x * y - s * z, t * x * z + s * y, 0,
    t * x * y + s * z, t * y * y + c, t * y * z - s * x, 0,
    t * x * z - s * y, t * y * z + s * x, t * z * z + c, 0,
  ];
  return chain(translate(-base[0], -base[1], -base[2]), r, translate(base[0], base[1], base[2]));
}

/** Reflect in the plane through `p` with normal `n`. */
export function mirrorPlane(p: Vec3, n: Vec3): Mat {
  const u = unit(n) ?? [1, 0, 0];
  const [a, b, c] = u;
  const d = -(a * p[0] + b * p[1] + c * p[2]);
  return [
    1 - 2 * a * a, -2 * a * b, -2 * a * c, -2 * a * d,
    -2 * a * b, 1 - 2 * b * b, -2 * b * c, -2 * b * d,
    -2 * a * c, -2 * b * c, 1 - 2 * c * c, -2 * c * d,
  ];
}

/** MIRROR: reflect in the vertical plane through the line p1–p2 (the line's Z direction kept). */
export function mirrorLine(p1: Vec3, p2: Vec3, up: Vec3 = [0, 0, 1]): Mat {
  const d: Vec3 = [p2[0] - p1[0], p2[1] - p1[1], p2[2] - p1[2]];
  return mirrorPlane(p1, cross(d, up));
}

/** A matrix from the images of the axes and the origin. */
export const fromAxes = (x: Vec3, y: Vec3, z: Vec3, o: Vec3 = [0, 0, 0]): Mat => [x[0], y[0], z[0], o[0], x[1], y[1], z[1], o[1], x[2], y[2], z[2], o[2]];

/** Element-wise comparison within `tol` (tests, and "is this the identity"). */
export function matEqual(a: Mat, b: Mat, tol = 1e-12): boolean {
  for (let i = 0; i < 12; i++) if (Math.abs(a[i]! - b[i]!) > tol) return false;
  return true;
}
