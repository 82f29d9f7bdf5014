/*
 * compose() is written out for speed (every TEXT's frame is a chain of four matrices); its sums
 * must keep the loop's order so every entry has the same bits as before — extents, selection and
 * the scene all read these numbers. Checked against the loop over random matrices full of the
 * values where order shows: zeros, negative zeros, ones and large and small magnitudes.
 */
import { describe, expect, it } from 'vitest';
import { compose, IDENTITY, type Mat } from '../../../interpreter/drawing/geometry/matrix.js';

/** compose as the loop it was */
function composeLoop(a: Mat, b: Mat): Mat {
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

describe('compose', () => {
  it('gives the loop\'s bits for every entry (negative zeros included)', () => {
    let seed = 20261201;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const pick = () => {
      const k = Math.floor(rnd() * 7);
      return k === 0 ? 0 : k === 1 ? -0 : k === 2 ? 1 : k === 3 ? -1 : k === 4 ? (rnd() - 0.5) * 1e12 : (rnd() - 0.5) * 1e-9 + (rnd() - 0.5) * 100;
    };
    let compared = 0;
    for (let i = 0; i < 20_000; i++) {
      const a = Array.from({ length: 12 }, pick);
      const b = Array.from({ length: 12 }, pick);
      const got = compose(a, b);
      const want = composeLoop(a, b);
      for (let k = 0; k < 12; k++) {
        if (!Object.is(got[k], want[k])) expect.fail(`entry ${k} of compose(${JSON.stringify(a)}, ${JSON.stringify(b)}): ${got[k]} vs ${want[k]}`);
        compared++;
      }
    }
    expect(compared).toBe(240_000);
  });
  it('returns the other matrix when one is the identity', () => {
    const m = [2, 0, 0, 1, 0, 2, 0, 1, 0, 0, 2, 1];
    expect(compose(IDENTITY, m)).toBe(m);
    expect(compose(m, IDENTITY)).toBe(m);
  });
});
