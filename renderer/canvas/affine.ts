/* 2D affine matrices [a, b, c, d, e, f] as in canvas: x' = a·x + c·y + e, y' = b·x + d·y + f. */

export type Affine = readonly [number, number, number, number, number, number];

export const IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

export function multiply(m: Affine, n: Affine): Affine {
  // m ∘ n (apply n first, then m)
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export const apply = (m: Affine, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/** translate(ins) · rotate(rot) · scale(sx, sy) · translate(-base): the block reference transform. */
export function insertMatrix(ins: [number, number], rot: number, sx: number, sy: number, base: [number, number]): Affine {
  const cos = Math.cos(rot);
  const sin = Math.sin(rot);
  const a = cos * sx;
  const b = sin * sx;
  const c = -sin * sy;
  const d = cos * sy;
  return [a, b, c, d, ins[0] - (a * base[0] + c * base[1]), ins[1] - (b * base[0] + d * base[1])];
}

/** Uniform scale factor of a matrix (for text heights and tolerances). */
export const scaleOf = (m: Affine): number => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
