/*
 * Pre-built drawing batches: every stroke of a scene goes into one Path2D per (layer, colour), in
 * world coordinates, built once per snapshot and colouring. A frame is then a handful of
 * `stroke(path)` calls under a view transform, which keeps pan and zoom smooth with 100k
 * entities. Parts expanded from blocks add the block's cached path with their transform.
 * Text cannot live in a Path2D; it is collected as runs and drawn (culled) per frame.
 */
import { apply, scaleOf, type Affine } from './affine.js';
import type { Prim } from './prims.js';
import type { Scene, SceneItem, ScenePart } from './scene.js';

export interface StrokeBatch {
  layer: string;
  color: string;
  path: Path2D;
}

export interface TextRun {
  layer: string;
  color: string;
  x: number;
  y: number;
  h: number;
  rot: number;
  str: string;
}

export interface Batches {
  strokes: StrokeBatch[];
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
      p.moveTo(a[0] as number, a[1] as number);
      for (let i = 2; i < a.length; i += 2) p.lineTo(a[i] as number, a[i + 1] as number);
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

function textRun(q: Extract<Prim, { k: 'text' }>, layer: string, color: string, m?: Affine): TextRun {
  if (!m) return { layer, color, x: q.x, y: q.y, h: q.h, rot: q.rot, str: q.str };
  const [x, y] = apply(m, q.x, q.y);
  return { layer, color, x, y, h: q.h * scaleOf(m), rot: q.rot + Math.atan2(m[1], m[0]), str: q.str };
}

export function buildBatches(sources: BatchSource[]): Batches {
  const t0 = performance.now();
  const byKey = new Map<string, StrokeBatch>();
  const blockPaths = new WeakMap<Prim[], Path2D>();
  const texts: TextRun[] = [];
  for (const src of sources) {
    for (const item of src.scene.items) {
      if (src.include && !src.include(item)) continue;
      for (const part of item.parts) {
        const color = src.color ? src.color(item, part) : part.color;
        const key = `${part.layer}\u0000${color}`;
        let b = byKey.get(key);
        if (!b) byKey.set(key, (b = { layer: part.layer, color, path: new Path2D() }));
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
        for (const q of part.prims) if (q.k === 'text') texts.push(textRun(q, part.layer, color, part.m));
      }
    }
  }
  return { strokes: [...byKey.values()], texts, buildMs: performance.now() - t0 };
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
        const c = Math.cos(q.rot), s = Math.sin(q.rot);
        const corners: Array<[number, number]> = [[0, 0], [q.w, 0], [q.w, q.h], [0, q.h]].map(([x, y]) => [q.x + x! * c - y! * s, q.y + x! * s + y! * c]);
        const pts = part.m ? corners.map(([x, y]) => apply(part.m!, x, y)) : corners;
        p.moveTo(pts[0]![0], pts[0]![1]);
        for (const [x, y] of pts.slice(1)) p.lineTo(x, y);
        p.closePath();
      }
  }
  return p;
}
