/*
 * World <-> screen mapping for the drawing views. World Y points up, screen Y down:
 *   sx = x·scale + tx,   sy = -y·scale + ty.
 */
import type { BBox } from '../../interpreter/geometry.js';

export interface ViewTransform {
  scale: number;
  tx: number;
  ty: number;
}

export const worldToScreen = (v: ViewTransform, x: number, y: number): [number, number] => [x * v.scale + v.tx, -y * v.scale + v.ty];
export const screenToWorld = (v: ViewTransform, sx: number, sy: number): [number, number] => [(sx - v.tx) / v.scale, -(sy - v.ty) / v.scale];

/** Fit a box into a w×h viewport with a margin (fraction of the viewport) on every side. */
export function fitExtents(b: BBox, w: number, h: number, margin = 0.05): ViewTransform {
  const bw = Math.max(b[2] - b[0], 1e-9);
  const bh = Math.max(b[3] - b[1], 1e-9);
  const scale = Math.min((w * (1 - 2 * margin)) / bw, (h * (1 - 2 * margin)) / bh);
  const cx = (b[0] + b[2]) / 2;
  const cy = (b[1] + b[3]) / 2;
  return { scale, tx: w / 2 - cx * scale, ty: h / 2 + cy * scale };
}

/** Zoom by `factor` keeping the world point under screen (sx, sy) fixed. */
export function zoomAt(v: ViewTransform, sx: number, sy: number, factor: number): ViewTransform {
  const scale = Math.min(Math.max(v.scale * factor, 1e-12), 1e12);
  const f = scale / v.scale;
  return { scale, tx: sx - (sx - v.tx) * f, ty: sy - (sy - v.ty) * f };
}

export const pan = (v: ViewTransform, dx: number, dy: number): ViewTransform => ({ ...v, tx: v.tx + dx, ty: v.ty + dy });

/** The world rectangle visible in a w×h viewport. */
export function visibleBox(v: ViewTransform, w: number, h: number): BBox {
  const [x0, y1] = screenToWorld(v, 0, 0);
  const [x1, y0] = screenToWorld(v, w, h);
  return [x0, y0, x1, y1];
}
