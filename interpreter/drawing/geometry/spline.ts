/*
 * Splines: NURBS evaluation with de Boor's algorithm (degree 71, knots 40, weights 41, control
 * points 10 of a SPLINE; the same data in a HATCH spline edge). A spline whose data does not fit
 * together (knot count ≠ controls + degree + 1, an empty knot range) falls back to the polyline
 * through its fit points, else its control polygon — which still holds the curve in its hull.
 */
import type { Vec3 } from './vec.js';

/** How many samples a curve gets: 64, more for long control polygons. */
export const splineSamples = (controls: number): number => Math.min(1024, Math.max(64, controls * 8));

/** Points of the NURBS curve at `samples` + 1 evenly spaced knot values, or null when the data is inconsistent. */
export function evalNurbs(degree: number, knots: readonly number[], ctrl: readonly Vec3[], weights: readonly number[] = [], samples = splineSamples(ctrl.length)): Vec3[] | null {
  const n = ctrl.length;
  const p = Math.round(degree);
  if (n < 2 || p < 1 || p >= n || knots.length !== n + p + 1) return null;
  const lo = knots[p]!;
  const hi = knots[n]!;
  if (!(hi > lo)) return null;
  const w = ctrl.map((_, i) => (weights[i]! > 0 ? weights[i]! : 1));
  const out: Vec3[] = [];
  const dx = new Array<number>(p + 1);
  const dy = new Array<number>(p + 1);
  const dz = new Array<number>(p + 1);
  const dw = new Array<number>(p + 1);
  for (let s = 0; s <= samples; s++) {
    const u = s === samples ? hi : lo + ((hi - lo) * s) / samples;
    let k = p;
    while (k < n - 1 && u >= knots[k + 1]!) k++;
    for (let j = 0; j <= p; j++) {
      const i = k - p + j;
      const wi = w[i]!;
      const c = ctrl[i]!;
      dx[j] = c[0] * wi;
      dy[j] = c[1] * wi;
      dz[j] = c[2] * wi;
      dw[j] = wi;
    }
    for (let r = 1; r <= p; r++) {
      for (let j = p; j >= r; j--) {
        const i = k - p + j;
        const den = knots[i + p - r + 1]! - knots[i]!;
        const a = den === 0 ? 0 : (u - knots[i]!) / den;
        dx[j] = (1 - a) * dx[j - 1]! + a * dx[j]!;
        dy[j] = (1 - a) * dy[j - 1]! + a * dy[j]!;
        dz[j] = (1 - a) * dz[j - 1]! + a * dz[j]!;
        dw[j] = (1 - a) * dw[j - 1]! + a * dw[j]!;
      }
    }
    const ww = dw[p]!;
    out.push([dx[p]! / ww, dy[p]! / ww, dz[p]! / ww]);
  }
  return out;
}

/** The points a spline is drawn through: the evaluated curve, else the fit points, else the control polygon. */
export function splinePoints(degree: number, knots: readonly number[], ctrl: readonly Vec3[], weights: readonly number[], fit: readonly Vec3[]): Vec3[] {
  return evalNurbs(degree, knots, ctrl, weights) ?? (fit.length > 1 ? [...fit] : [...ctrl]);
}

/** A 2D NURBS curve sampled as flat [x0, y0, x1, y1, ...] (the control polygon when the data is inconsistent). */
export function sampleSpline(degree: number, knots: readonly number[], ctrl: ReadonlyArray<readonly [number, number]>, weights: readonly number[] = [], samples = 64): number[] {
  const c3 = ctrl.map(([x, y]): Vec3 => [x, y, 0]);
  const pts = evalNurbs(degree, knots, c3, weights, samples) ?? c3;
  const out: number[] = [];
  for (const q of pts) out.push(q[0], q[1]);
  return out;
}
