/* Axes for the coordinate plot: "nice" tick steps, bounds with padding, the nearest point. */
import type { Pt } from './parse-points.js';

/** Tick positions covering [min, max] with about `target` steps of 1, 2 or 5 × 10^k. */
export function niceTicks(min: number, max: number, target = 6): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const raw = (max - min) / target;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const out: number[] = [];
  const first = Math.ceil(min / step - 1e-9);
  const last = Math.floor(max / step + 1e-9);
  for (let k = first; k <= last; k++) out.push(k === 0 ? 0 : +(k * step).toPrecision(12));
  return out;
}

export function plotBounds(series: Pt[][]): [number, number, number, number] {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const s of series)
    for (const p of s) {
      x0 = Math.min(x0, p[0]);
      y0 = Math.min(y0, p[1]);
      x1 = Math.max(x1, p[0]);
      y1 = Math.max(y1, p[1]);
    }
  if (!Number.isFinite(x0)) return [0, 0, 1, 1];
  const pad = Math.max(x1 - x0, y1 - y0, 1e-9) * 0.08 || 1;
  return [x0 - pad, y0 - pad, x1 + pad, y1 + pad];
}

/** Nearest point to screen (sx, sy) within `maxPx`, as [series, index]. */
export function nearestPoint(series: Pt[][], toScreen: (p: Pt) => [number, number], sx: number, sy: number, maxPx = 8): [number, number] | null {
  let best: [number, number] | null = null;
  let bd = maxPx;
  series.forEach((s, si) =>
    s.forEach((p, pi) => {
      const [x, y] = toScreen(p);
      const d = Math.hypot(x - sx, y - sy);
      if (d <= bd) {
        bd = d;
        best = [si, pi];
      }
    }),
  );
  return best;
}

export const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(Math.abs(n) < 1 ? 4 : 3).replace(/\.?0+$/, ''));
