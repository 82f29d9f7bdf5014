/* 3D vectors as [x, y, z] tuples, and the few operations the geometry needs on them. */

export type Vec3 = [number, number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const len = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);

/** The unit vector along a, or null for a zero vector. */
export function unit(a: Vec3): Vec3 | null {
  const l = len(a);
  return l < 1e-300 ? null : [a[0] / l, a[1] / l, a[2] / l];
}
