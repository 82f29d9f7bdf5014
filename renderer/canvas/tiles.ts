/*
 * Where each primitive of a scene's arrays is drawn from: a coarse grid of tiles (each primitive
 * in the one tile under its box centre, each tile's box the union of its primitives' boxes, so a
 * frame strokes only the tiles whose box meets the view and never a primitive twice), and a size
 * class per primitive for the level of detail: class b holds primitives whose larger box side is
 * in [2^b, 2^(b+1)) drawing units, so a whole class is known to be under a pixel when 2^(b+1) is
 * at most a pixel's size, and is then drawn as dots at the primitives' centres.
 * Primitives with a non-finite box (none today; kept safe) go to an extra tile that is always drawn.
 */
import type { BBox } from '../../interpreter/geometry.js';
import type { SceneArrays } from './scene-arrays.js';

/** primitives per tile aimed at (fewer, larger tiles: fewer stroke calls at the extents) */
const TARGET_PER_TILE = 2000;
const MAX_SIDE = 64;
/** size classes below this are one class (anything smaller is far under any pixel) */
const MIN_CLASS = -40;

export interface TileGrid {
  cols: number;
  rows: number;
  /** number of tiles including the always-drawn one (index cols * rows) */
  count: number;
  /** per primitive: its tile and size class */
  tileOf: Uint32Array;
  classOf: Int8Array;
  /** per tile: the union of its primitives' boxes (empty tiles: an inverted box) */
  tileBox: Float64Array;
  /** the primitives in tile order: tile t's are tilePrims[tileStart[t] .. tileStart[t + 1]] (in scene order) */
  tileStart: Uint32Array;
  tilePrims: Uint32Array;
  /** the box the tiles divide (a patched grid keeps its base's, arrays-patch.ts); absent: tileFrame of the arrays */
  frame?: TileFrame;
}

/** The size class of a primitive whose larger box side is `size`. */
export function sizeClass(size: number): number {
  if (!(size > 0)) return MIN_CLASS;
  return Math.max(MIN_CLASS, Math.min(127, Math.floor(Math.log2(size))));
}

/** Whether every primitive of class `c` is smaller than a pixel of `pixel` drawing units (then it is a dot). */
export const classUnderPixel = (c: number, pixel: number): boolean => 2 ** (c + 1) <= pixel;

/** Where a grid's tiles lie: the box they divide (the arrays' extents when the grid was made). */
export interface TileFrame {
  x0: number;
  y0: number;
  w: number;
  h: number;
  cols: number;
  rows: number;
}

/** The tile frame of arrays with extents `bbox` and `m` primitives. */
export function tileFrame(bbox: BBox, m: number): TileFrame {
  const [x0, y0, x1, y1] = bbox;
  const w = Math.max(x1 - x0, 1e-9);
  const h = Math.max(y1 - y0, 1e-9);
  const want = Math.max(1, m / TARGET_PER_TILE);
  let cols = Math.max(1, Math.min(MAX_SIDE, Math.round(Math.sqrt((want * w) / h))));
  let rows = Math.max(1, Math.min(MAX_SIDE, Math.round(want / cols)));
  if (!Number.isFinite(cols)) cols = 1;
  if (!Number.isFinite(rows)) rows = 1;
  return { x0, y0, w, h, cols, rows };
}

/** Put primitive p (box pb[4p..]) in its tile of the frame: its tile and class set, the tile's box grown. */
export function placePrim(f: TileFrame, pb: ArrayLike<number>, p: number, q: number, tileOf: Uint32Array, classOf: Int8Array, tileBox: Float64Array): void {
  const bx0 = pb[4 * p]!, by0 = pb[4 * p + 1]!, bx1 = pb[4 * p + 2]!, by1 = pb[4 * p + 3]!;
  let t: number;
  if (!(Number.isFinite(bx0) && Number.isFinite(by0) && Number.isFinite(bx1) && Number.isFinite(by1))) {
    t = f.cols * f.rows;
    tileBox.set([-Infinity, -Infinity, Infinity, Infinity], 4 * t);
    classOf[q] = 127;
  } else {
    const cx = Math.min(f.cols - 1, Math.max(0, Math.floor((((bx0 + bx1) / 2 - f.x0) / f.w) * f.cols)));
    const cy = Math.min(f.rows - 1, Math.max(0, Math.floor((((by0 + by1) / 2 - f.y0) / f.h) * f.rows)));
    t = cy * f.cols + cx;
    const o = 4 * t;
    if (bx0 < tileBox[o]!) tileBox[o] = bx0;
    if (by0 < tileBox[o + 1]!) tileBox[o + 1] = by0;
    if (bx1 > tileBox[o + 2]!) tileBox[o + 2] = bx1;
    if (by1 > tileBox[o + 3]!) tileBox[o + 3] = by1;
    classOf[q] = sizeClass(Math.max(bx1 - bx0, by1 - by0));
  }
  tileOf[q] = t;
}

/** Each tile's primitives in scene order (a counting sort by tile). */
export function tileLists(count: number, tileOf: Uint32Array): { tileStart: Uint32Array; tilePrims: Uint32Array } {
  const m = tileOf.length;
  const tileStart = new Uint32Array(count + 1);
  for (let p = 0; p < m; p++) tileStart[tileOf[p]! + 1]!++;
  for (let t = 0; t < count; t++) tileStart[t + 1]! += tileStart[t]!;
  const fill = tileStart.slice(0, count);
  const tilePrims = new Uint32Array(m);
  for (let p = 0; p < m; p++) tilePrims[fill[tileOf[p]!]!++] = p;
  return { tileStart, tilePrims };
}

export function buildTiles(a: SceneArrays): TileGrid {
  const m = a.primKind.length;
  const f = tileFrame(a.bbox, m);
  const count = f.cols * f.rows + 1;
  const tileOf = new Uint32Array(m);
  const classOf = new Int8Array(m);
  const tileBox = new Float64Array(4 * count);
  for (let t = 0; t < count; t++) tileBox.set([Infinity, Infinity, -Infinity, -Infinity], 4 * t);
  const pb = a.primBox;
  for (let p = 0; p < m; p++) placePrim(f, pb, p, p, tileOf, classOf, tileBox);
  return { cols: f.cols, rows: f.rows, count, tileOf, classOf, tileBox, ...tileLists(count, tileOf), frame: f };
}

const meets = (b: ArrayLike<number>, o: number, v: BBox): boolean => b[o]! <= v[2] && b[o + 2]! >= v[0] && b[o + 1]! <= v[3] && b[o + 3]! >= v[1];

/** Whether tile t has anything inside the view box. */
export const tileInView = (g: TileGrid, t: number, view: BBox): boolean => meets(g.tileBox, 4 * t, view);

/** The primitives whose boxes meet the view box, through the tiles (what a frame may stroke). */
export function cullPrims(a: SceneArrays, g: TileGrid, view: BBox): number[] {
  const out: number[] = [];
  for (let t = 0; t < g.count; t++) {
    if (!tileInView(g, t, view)) continue;
    for (let i = g.tileStart[t]!; i < g.tileStart[t + 1]!; i++) {
      const p = g.tilePrims[i]!;
      if (meets(a.primBox, 4 * p, view)) out.push(p);
    }
  }
  return out.sort((x, y) => x - y);
}
