/*
 * Pre-built drawing batches: every stroke of a scene goes into one Path2D per (layer, colour), in
 * world coordinates, built once per snapshot and colouring. A frame is then a handful of
 * `stroke(path)` calls under a view transform, which keeps pan and zoom smooth with 100k
 * entities. Parts expanded from blocks add the block's cached path with their transform.
 * Text cannot live in a Path2D; it is collected as runs and drawn (culled) per frame.
 * This file is the renderer's only knowledge of primitives: each geometry primitive becomes
 * Path2D commands (arcs stay arcs, which is cheaper to build and draw than sampled polylines).
 */
import { mapPrim, textCorners, type Affine, type Prim, type TextPrim } from '../../interpreter/geometry.js';
import type { Scene, SceneItem, ScenePart } from './scene.js';
import { fillPath } from './hatch-fill.js';
import { aciColor, trueColor } from './aci.js';
import { lineweightPaper, lineweightPx } from './entity-style.js';
import type { PatternFamily } from './hatch-pattern.js';

export interface StrokeBatch {
  layer: string;
  color: string;
  path: Path2D;
  /** canvas dash array in drawing units (the parts' linetype); absent: continuous */
  dash?: number[];
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

/** A text primitive as drawn (placed by m first when it comes from a block); skewed text is outlined instead. */
function textRun(q: TextPrim, layer: string, color: string, m?: Affine, inline = true): TextRun | null {
  let t: Prim = q;
  if (m) {
    const placed: Prim[] = [];
    mapPrim(q, m, placed);
    t = placed[0]!;
  }
  if (t.k !== 'text') return null;
  // an MTEXT run's own colour (\\C, \\c) wins over the entity's, unless the view colours by diff
  if (inline && q.ink) color = q.ink.rgb !== undefined ? trueColor(q.ink.rgb) : aciColor(q.ink.aci ?? 7);
  return { layer, color, x: t.bx, y: t.by, h: t.size, pitch: t.pitch, rot: t.rot, flip: t.flip === 1, str: t.str, w: t.w };
}

export function buildBatches(sources: BatchSource[]): Batches {
  const t0 = performance.now();
  const byKey = new Map<string, StrokeBatch>();
  const blockPaths = new WeakMap<Prim[], Path2D>();
  const texts: TextRun[] = [];
  const fills: FillBatch[] = [];
  for (const src of sources) {
    for (const item of src.scene.items) {
      if (src.include && !src.include(item)) continue;
      const fill = fillOf(item, src);
      if (fill) fills.push(fill);
      // a HATCH shows its fill only, never its boundary (AutoCAD draws no outline; the outline stroked
      // in the hatch's colour would cover the boundary entities drawn before it)
      if (fill && item.hatch) continue;
      for (const part of item.parts) {
        const color = src.color ? src.color(item, part) : part.color;
        const width = part.weight === undefined ? null : src.scene.paper ? { world: lineweightPaper(part.weight, src.scene.paper.imperial) } : { px: lineweightPx(part.weight) };
        let key = part.dash ? `${part.layer}\u0000${color}\u0000${part.dash.join(',')}` : `${part.layer}\u0000${color}`;
        if (width) key += `\u0000${width.px ?? ''}\u0000${width.world ?? ''}`;
        if (part.clip) key += `\u0000${part.clip.join(',')}`;
        let b = byKey.get(key);
        if (!b) {
          b = { layer: part.layer, color, path: new Path2D() };
          if (part.dash) b.dash = part.dash;
          if (width?.px !== undefined && width.px > 1) b.px = width.px;
          if (width?.world !== undefined) b.world = width.world;
          if (part.clip) b.clip = part.clip;
          byKey.set(key, b);
        }
        if (part.m) {
          let sub = blockPaths.get(part.prims);
          if (!sub) {
            sub = new Path2D();
            for (const q of part.prims) emitPrim(sub, q);
            blockPaths.set(part.prims, sub);
          }
          const [a, bb, c, d, e, f] = part.m;
          b.path.addPath(sub, new DOMMatrix([a, bb, c, d, e, f]));
        } else for (const q of part.prims) emitPrim(b.path, q);
        for (const q of part.prims)
          if (q.k === 'text') {
            const run = textRun(q, part.layer, color, part.m, !src.color);
            if (run) {
              if (part.clip) run.clip = part.clip;
              texts.push(run);
            }
          }
      }
    }
  }
  return { strokes: [...byKey.values()], fills, texts, buildMs: performance.now() - t0 };
}

const FILLED_TYPES = new Set(['SOLID', 'TRACE']);

/** The filled area of a HATCH or SOLID/TRACE item (model space, not from a block), or null. */
function fillOf(item: SceneItem, src: BatchSource): FillBatch | null {
  const part = item.parts[0];
  // model items seen through a viewport are placed (m) and clipped; others from blocks are not filled here
  if (!part || (part.m && !item.via) || item.parts.length !== 1 || !Number.isFinite(item.bbox[0])) return null;
  if (!item.hatch && !FILLED_TYPES.has(item.type)) return null;
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
