/*
 * Pre-built drawing batches from a scene's flat arrays (scene-arrays.ts): one Path2D per style
 * (layer, colour, linetype), tile and size class (tiles.ts), in world coordinates, built once per
 * snapshot and colouring. A frame strokes only the batches whose tile meets the view, and draws a
 * size class that is under a pixel as dots (render.ts), so pan and zoom stay smooth at 100k
 * entities. Text cannot live in a Path2D; it is collected as runs and drawn (culled) per frame.
 * This file is the renderer's only knowledge of how primitives become Path2D commands (arcs stay
 * arcs, which is cheaper to build and draw than sampled polylines); what shapes an entity makes is
 * scene.ts's (and the geometry's).
 */
import { mapPrim, textCorners, type Prim } from '../../interpreter/geometry.js';
import type { Scene, SceneItem, ScenePart } from './scene.js';
import { fillPath } from './hatch-fill.js';
import { aciColor, trueColor } from './aci.js';
import { lineweightPaper, lineweightPx } from './entity-style.js';
import type { PatternFamily } from './hatch-pattern.js';
import { arraysOf, PRIM_ARC, PRIM_CLOSED, PRIM_ELL, PRIM_TEXT, styleKey, type SceneArrays, type SceneStyle } from './scene-arrays.js';
import { buildTiles, type TileGrid } from './tiles.js';

/** One Path2D: the primitives of one style in one tile and one size class. */
export interface StrokeBatch {
  layer: string;
  color: string;
  path: Path2D;
  /** canvas dash array in drawing units (the parts' linetype); absent: continuous */
  dash?: number[];
  /** the tile (culling) and size class (level of detail) of tiles.ts */
  tile: number;
  sizeClass: number;
  /** its primitives (indexes into the arrays), for the dots drawn when the class is under a pixel */
  prims: Uint32Array;
  /** the dots path, made the first time the class is drawn as dots */
  dots?: Path2D;
  /** line width (LWDISPLAY, entity-style.ts): screen pixels on the Model tab, or paper units on a layout; absent: 1 px */
  px?: number;
  world?: number;
  /** drawn only inside this rectangle (a viewport's, viewport.ts) */
  clip?: readonly number[];
}

export interface TextRun {
  layer: string;
  color: string;
  /** start of the first line's baseline, glyph height and line pitch (world units) */
  x: number;
  y: number;
  h: number;
  pitch: number;
  rot: number;
  /** glyphs mirrored (y reflected in the rotated frame) */
  flip: boolean;
  str: string;
  /** the width the geometry gave the text (its box: width factor, aligned and fit included) */
  w: number;
  clip?: readonly number[];
}

/** A filled area: a HATCH (solid, or its pattern clipped to the boundary) or a SOLID/TRACE. */
export interface FillBatch {
  layer: string;
  color: string;
  path: Path2D;
  bbox: readonly number[];
  /** the hatch's pattern; undefined: a solid fill */
  pattern?: PatternFamily[];
  clip?: readonly number[];
}

export interface Batches {
  strokes: StrokeBatch[];
  fills: FillBatch[];
  texts: TextRun[];
  buildMs: number;
  /** the arrays and tiles the strokes were made from (null when there was nothing to draw) */
  arrays: SceneArrays | null;
  tiles: TileGrid | null;
  /** batches of one source: the item of each fill and the primitive of each text run (what a patch keeps, batches-patch.ts) */
  fillItems?: SceneItem[];
  textPrims?: number[];
}

/** Which items of a scene to draw and in what colour. */
export interface BatchSource {
  scene: Scene;
  include?: (item: SceneItem) => boolean;
  color?: (item: SceneItem, part: ScenePart) => string;
}

type PathSink = Pick<Path2D, 'moveTo' | 'lineTo' | 'arc' | 'ellipse' | 'closePath'>;

/** Emit one primitive's outline into a path (text excluded). */
export function emitPrim(p: PathSink, q: Prim): void {
  switch (q.k) {
    case 'poly': {
      const a = q.pts;
      p.moveTo(a[0]!, a[1]!);
      for (let i = 2; i < a.length; i += 2) p.lineTo(a[i]!, a[i + 1]!);
      if (q.closed) p.closePath();
      return;
    }
    case 'arc':
      p.moveTo(q.cx + q.r * Math.cos(q.a0), q.cy + q.r * Math.sin(q.a0));
      p.arc(q.cx, q.cy, q.r, q.a0, q.a1, false);
      return;
    case 'ell': {
      const x = q.rx * Math.cos(q.p0);
      const y = q.ry * Math.sin(q.p0);
      p.moveTo(q.cx + x * Math.cos(q.rot) - y * Math.sin(q.rot), q.cy + x * Math.sin(q.rot) + y * Math.cos(q.rot));
      p.ellipse(q.cx, q.cy, q.rx, q.ry, q.rot, q.p0, q.p1, false);
      return;
    }
    case 'text':
      return;
  }
}

/** Emit primitive p of the arrays into a path (text excluded: it is drawn as runs). */
export function emitArrayPrim(path: PathSink, a: SceneArrays, p: number): void {
  const k = a.primKind[p]!;
  const o = a.primStart[p]!;
  const c = a.coords;
  switch (k & 15) {
    case PRIM_ARC: {
      const cx = c[o]!, cy = c[o + 1]!, r = c[o + 2]!, a0 = c[o + 3]!;
      path.moveTo(cx + r * Math.cos(a0), cy + r * Math.sin(a0));
      path.arc(cx, cy, r, a0, c[o + 4]!, false);
      return;
    }
    case PRIM_ELL: {
      const cx = c[o]!, cy = c[o + 1]!, rx = c[o + 2]!, ry = c[o + 3]!, rot = c[o + 4]!, p0 = c[o + 5]!;
      const x = rx * Math.cos(p0);
      const y = ry * Math.sin(p0);
      path.moveTo(cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot));
      path.ellipse(cx, cy, rx, ry, rot, p0, c[o + 6]!, false);
      return;
    }
    case PRIM_TEXT:
      return;
    default: {
      const e = a.primStart[p + 1]!;
      path.moveTo(c[o]!, c[o + 1]!);
      for (let i = o + 2; i + 1 < e; i += 2) path.lineTo(c[i]!, c[i + 1]!);
      if (k & PRIM_CLOSED) path.closePath();
    }
  }
}

/** A dot (a zero-length stroke: round caps make it a pixel-wide disc) at each primitive's box centre. */
export function dotsPath(a: SceneArrays, prims: Uint32Array): Path2D {
  const d = new Path2D();
  const b = a.primBox;
  for (const p of prims) {
    const x = (b[4 * p]! + b[4 * p + 2]!) / 2;
    const y = (b[4 * p + 1]! + b[4 * p + 3]!) / 2;
    d.moveTo(x, y);
    d.lineTo(x, y);
  }
  return d;
}

/** How a style is stroked: its lineweight as screen pixels (Model tab) or paper units (a layout). */
export interface StrokeStyle {
  layer: string;
  color: string;
  dash?: number[];
  px?: number;
  world?: number;
  clip?: readonly number[];
}

/** Style `st` of the arrays drawn in `color`. */
export function strokeStyle(a: SceneArrays, st: SceneStyle, color: string): StrokeStyle {
  const e: StrokeStyle = { layer: st.layer, color };
  if (st.dash) e.dash = st.dash;
  // lineweights (LWDISPLAY, entity-style.ts): screen pixels on the Model tab, paper units on a layout
  if (st.weight !== undefined) {
    if (a.paper) e.world = lineweightPaper(st.weight, a.paper.imperial);
    else {
      const px = lineweightPx(st.weight);
      if (px > 1) e.px = px;
    }
  }
  if (st.clip) e.clip = st.clip;
  return e;
}

/** An empty batch of one stroke style, tile and size class (its prims and path set when it is complete). */
export function strokeBatchOf(st: StrokeStyle, tile: number, sizeClass: number): StrokeBatch {
  const s: StrokeBatch = { layer: st.layer, color: st.color, path: null as unknown as Path2D, tile, sizeClass, prims: new Uint32Array(0) };
  if (st.dash) s.dash = st.dash;
  if (st.px !== undefined) s.px = st.px;
  if (st.world !== undefined) s.world = st.world;
  if (st.clip) s.clip = st.clip;
  return s;
}

/** One Path2D of the arrays' primitives `prims`. */
export function strokePath(a: SceneArrays, prims: ArrayLike<number>): Path2D {
  const path = new Path2D();
  for (let i = 0; i < prims.length; i++) emitArrayPrim(path, a, prims[i]!);
  return path;
}

/** Text primitive p (text index t) as a run in style `st`; `recoloured`: the view colours by diff, not by MTEXT inks. */
export function textRunAt(a: SceneArrays, p: number, t: number, st: StrokeStyle, recoloured: boolean): TextRun {
  const o = a.primStart[p]!;
  const c = a.coords;
  // an MTEXT run's own colour (\\C, \\c) wins over the entity's, unless the view colours by diff
  const ink = recoloured ? undefined : a.inks?.[t];
  const color = ink ? (ink.rgb !== undefined ? trueColor(ink.rgb) : aciColor(ink.aci ?? 7)) : st.color;
  const run: TextRun = { layer: st.layer, color, x: c[o + 7]!, y: c[o + 8]!, h: c[o + 5]!, pitch: c[o + 6]!, rot: c[o + 4]!, flip: c[o + 9] === 1, str: a.texts[t] ?? '', w: c[o + 2]! };
  if (st.clip) run.clip = st.clip;
  return run;
}

/** Stroke batches and text runs of one source (its arrays, tiles, item filter and colouring). */
function collectStrokes(src: BatchSource, a: SceneArrays, tiles: TileGrid, byKey: Map<number, { s: StrokeBatch; list: number[] }>, styleIds: Map<string, number>, texts: TextRun[], textPrims: number[], fillOnly: ReadonlySet<number>): void {
  const items = src.scene.items;
  const n = items.length;
  const primItem = new Uint32Array(a.primKind.length);
  for (let i = 0; i < n; i++) primItem.fill(i, a.itemPrim[i]!, a.itemPrim[i + 1]!);
  const included = new Uint8Array(n);
  // a HATCH shows its fill only, never its boundary (AutoCAD draws no outline; the outline stroked
  // in the hatch's colour would cover the boundary entities drawn before it)
  for (let i = 0; i < n; i++) included[i] = !fillOnly.has(i) && (!src.include || src.include(items[i] as SceneItem)) ? 1 : 0;
  // the style each primitive is drawn in: its own, or recoloured per item by a colouring source
  type Eff = StrokeStyle & { id: number };
  const global = (st: SceneStyle, color: string): Eff => {
    const key = styleKey(st.layer, color, st.dash, st.weight, st.clip);
    let id = styleIds.get(key);
    if (id === undefined) styleIds.set(key, (id = styleIds.size));
    return { id, ...strokeStyle(a, st, color) };
  };
  const own = a.styles.map((st) => global(st, st.color));
  const recoloured = new Map<string, Eff>();
  let itemColor = '';
  let colorItem = -1;
  const effective = (p: number): Eff => {
    const s = a.primStyle[p]!;
    if (!src.color) return own[s]!;
    const st = a.styles[s]!;
    const i = primItem[p]!;
    if (i !== colorItem) {
      colorItem = i;
      itemColor = src.color(items[i] as SceneItem, { layer: st.layer, color: st.color, prims: [], ...(st.dash ? { dash: st.dash } : {}) });
    }
    const key = `${s}\u0000${itemColor}`;
    let e = recoloured.get(key);
    if (!e) recoloured.set(key, (e = global(st, itemColor)));
    return e;
  };
  const ti = a.texts.length ? new Int32Array(a.primKind.length).fill(-1) : null;
  if (ti) for (let p = 0, t = 0; p < a.primKind.length; p++) if ((a.primKind[p]! & 15) === PRIM_TEXT) ti[p] = t++;
  for (let i = 0; i < tiles.tilePrims.length; i++) {
    const p = tiles.tilePrims[i]!;
    if (!included[primItem[p]!]) continue;
    const st = effective(p);
    if ((a.primKind[p]! & 15) === PRIM_TEXT) {
      texts.push(textRunAt(a, p, ti![p]!, st, !!src.color));
      textPrims.push(p);
      continue;
    }
    const cls = tiles.classOf[p]!;
    const key = (st.id * tiles.count + tiles.tileOf[p]!) * 256 + (cls + 128);
    let b = byKey.get(key);
    if (!b) byKey.set(key, (b = { s: strokeBatchOf(st, tiles.tileOf[p]!, cls), list: [] }));
    b.list.push(p);
  }
}

export function buildBatches(sources: BatchSource[]): Batches {
  const t0 = performance.now();
  const byKey = new Map<number, { s: StrokeBatch; list: number[] }>();
  const styleIds = new Map<string, number>();
  const texts: TextRun[] = [];
  const fills: FillBatch[] = [];
  let arrays: SceneArrays | null = null;
  let tiles: TileGrid | null = null;
  const strokes: StrokeBatch[] = [];
  const fillItems: SceneItem[] = [];
  const textPrims: number[] = [];
  for (const src of sources) {
    const a = arraysOf(src.scene);
    const g = tilesOf(a);
    arrays ??= a;
    tiles ??= g;
    const fillOnly = new Set<number>();
    src.scene.items.forEach((item, i) => {
      if (src.include && !src.include(item)) return;
      const fill = fillOf(item, src);
      if (!fill) return;
      fills.push(fill);
      fillItems.push(item);
      if (item.hatch) fillOnly.add(i);
    });
    const before = byKey.size;
    collectStrokes(src, a, g, byKey, styleIds, texts, textPrims, fillOnly);
    // keys sort by style, then tile: the frame changes stroke style as rarely as it can
    const mine = [...byKey.entries()].slice(before).sort((x, y) => x[0] - y[0]);
    for (const [, { s, list }] of mine) {
      s.prims = Uint32Array.from(list);
      s.path = strokePath(a, s.prims);
      strokes.push(s);
    }
    byKey.clear();
  }
  return { strokes, fills, texts, buildMs: performance.now() - t0, arrays, tiles, ...(sources.length === 1 ? { fillItems, textPrims } : {}) };
}

const tileCache = new WeakMap<SceneArrays, TileGrid>();
/** The tiles of arrays if they were made already. */
export const cachedTiles = (a: SceneArrays): TileGrid | undefined => tileCache.get(a);

/** Tiles made for arrays some other way (patched from their base's, arrays-patch.ts): tilesOf returns them. */
export function primeTiles(a: SceneArrays, g: TileGrid): void {
  tileCache.set(a, g);
}

/** The tiles of a scene's arrays, made once. */
export function tilesOf(a: SceneArrays): TileGrid {
  let g = tileCache.get(a);
  if (!g) tileCache.set(a, (g = buildTiles(a)));
  return g;
}

const FILLED_TYPES = new Set(['SOLID', 'TRACE']);

/** The filled area of a HATCH or SOLID/TRACE item (model space, not from a block), or null. */
export function fillOf(item: SceneItem, src: Pick<BatchSource, 'color'>): FillBatch | null {
  // the type first: an item's parts may be made only when asked for (scene-arrays.ts decodeScene)
  if (!item.hatch && !FILLED_TYPES.has(item.type)) return null;
  const part = item.parts[0];
  // model items seen through a viewport are placed (m) and clipped; others from blocks are not filled here
  if (!part || (part.m && !item.via) || item.parts.length !== 1 || !Number.isFinite(item.bbox[0])) return null;
  const eps = 1e-7 * Math.max(1, Math.abs(item.bbox[0]), Math.abs(item.bbox[1]), Math.abs(item.bbox[2]), Math.abs(item.bbox[3]));
  const color = src.color ? src.color(item, part) : part.color;
  let path = fillPath(part.prims, eps);
  if (part.m) {
    const placed = new Path2D();
    const [a, b, c, d, e, f] = part.m;
    placed.addPath(path, new DOMMatrix([a, b, c, d, e, f]));
    path = placed;
  }
  const f: FillBatch = { layer: part.layer, color, path, bbox: item.bbox };
  // a pattern's lines are in model units: through a viewport the pattern is shown tinted
  if (item.hatch && !item.hatch.solid) f.pattern = item.via ? [] : item.hatch.families;
  if (part.clip) f.clip = part.clip;
  return f;
}

/** A single item's outline (for the selection and hover highlights). */
export function itemPath(item: SceneItem): Path2D {
  const p = new Path2D();
  for (const part of item.parts) {
    if (part.m) {
      const sub = new Path2D();
      for (const q of part.prims) emitPrim(sub, q);
      const [a, b, c, d, e, f] = part.m;
      p.addPath(sub, new DOMMatrix([a, b, c, d, e, f]));
    } else for (const q of part.prims) emitPrim(p, q);
    // text boxes outline the text when highlighted
    for (const q of part.prims)
      if (q.k === 'text') {
        const box: Prim = { k: 'poly', pts: textCorners(q), closed: true };
        if (!part.m) emitPrim(p, box);
        else {
          const placed: Prim[] = [];
          mapPrim(box, part.m, placed);
          for (const b of placed) emitPrim(p, b);
        }
      }
  }
  return p;
}
