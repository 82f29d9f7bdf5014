/*
 * 2D affine maps in the canvas convention [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f.
 * The renderer keeps block contents in block coordinates and places them with one of these; extents
 * and distances take one to measure a primitive where it is placed. planAffine takes the plan-view
 * part of a 3D matrix for geometry lying at a given height.
 */
import type { Mat } from './matrix.js';

export type Affine = readonly [number, number, number, number, number, number];

export const AFFINE_IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

/** m ∘ n (apply n first, then m). */
export function affineMultiply(m: Affine, n: Affine): Affine {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export const affineApply = (m: Affine, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/** Uniform scale factor of a map (for text heights and tolerances). */
export const affineScale = (m: Affine): number => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

/** The plan (x, y) part of a 3D map, for geometry at height z. */
export const planAffine = (m: Mat, z = 0): Affine => [m[0]!, m[4]!, m[1]!, m[5]!, m[2]! * z + m[3]!, m[6]! * z + m[7]!];

/** Rotation, uniform scale and translation only (mirroring allowed): circles stay circles. */
export function isSimilarity(m: Affine, tol = 1e-9): boolean {
  const l1 = m[0] * m[0] + m[1] * m[1];
  const l2 = m[2] * m[2] + m[3] * m[3];
  const d = m[0] * m[2] + m[1] * m[3];
  const s = Math.max(l1, l2);
  return s > 0 && Math.abs(l1 - l2) <= tol * s && Math.abs(d) <= tol * s;
}
