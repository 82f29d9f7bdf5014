/*
 * One frame of a drawing view: clear to the dark model-space background, stroke each visible
 * batch under the world transform (hairlines: line width 1/scale), draw text runs that are large
 * enough to read and inside the viewport, then the hover and selection highlights. A one-line
 * TEXT is stretched to the width the geometry gave it, so width factors, aligned and fit text
 * (72 = 3, 5) and right or centred justifications end where AutoCAD puts them.
 */
import { dotsPath, type Batches } from './batches.js';
import { classUnderPixel, tileInView } from './tiles.js';
import type { BBox } from '../../interpreter/geometry.js';
import type { ViewTransform } from './view-transform.js';
import { screenToWorld, visibleBox } from './view-transform.js';
import { strokePattern } from './hatch-fill.js';
import { MIN_PERIOD_PX } from './linetype.js';

export const MODEL_BACKGROUND = '#1b1f24';
/** text smaller than this on screen is culled */
const MIN_TEXT_PX = 3;
const MAX_TEXTS_PER_FRAME = 4000;

export interface FrameOptions {
  width: number;
  height: number;
  dpr: number;
  hidden: (layer: string) => boolean;
  hover?: Path2D | null;
  selected?: Path2D | null;
  /** draw only what meets this world box (the strips a pan uncovers; the caller has clipped to them) */
  clip?: BBox;
}

/** what the last frame filled: solid areas, patterns stroked, dense patterns tinted (for tests and the stats) */
export const lastFills = { solid: 0, pattern: 0, tint: 0 };

export function drawFrame(ctx: CanvasRenderingContext2D, batches: Batches[], v: ViewTransform, o: FrameOptions): number {
  const t0 = performance.now();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = MODEL_BACKGROUND;
  ctx.fillRect(0, 0, o.width * o.dpr, o.height * o.dpr);
  drawContent(ctx, batches, v, o);
  return performance.now() - t0;
}

/**
 * A pan by whole device pixels (dx, dy) from the frame on the canvas: the drawn pixels move with
 * one copy and only the strips the move uncovers are drawn (clipped, culled to their world boxes).
 * The caller makes sure nothing else changed since that frame (same scale, batches, highlights).
 */
export function drawPanFrame(ctx: CanvasRenderingContext2D, batches: Batches[], v: ViewTransform, o: FrameOptions, dx: number, dy: number): number {
  const t0 = performance.now();
  const W = ctx.canvas.width;
  const H = ctx.canvas.height;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = 'copy';
  ctx.drawImage(ctx.canvas, dx, dy);
  ctx.globalCompositeOperation = 'source-over';
  for (const [x, y, w, h] of panStrips(W, H, dx, dy)) {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.beginPath();
    ctx.rect(x, y, w, h);
    ctx.clip();
    ctx.fillStyle = MODEL_BACKGROUND;
    ctx.fillRect(x, y, w, h);
    // the strip's world box, widened by a few pixels so strokes that reach in from outside are drawn
    const m = 4 / (v.scale * o.dpr);
    const [wx0, wy1] = screenToWorld(v, x / o.dpr, y / o.dpr);
    const [wx1, wy0] = screenToWorld(v, (x + w) / o.dpr, (y + h) / o.dpr);
    drawContent(ctx, batches, v, { ...o, clip: [wx0 - m, wy0 - m, wx1 + m, wy1 + m] });
    ctx.restore();
  }
  return performance.now() - t0;
}

/** The device-pixel rectangles [x, y, w, h] a move by (dx, dy) uncovers on a W×H canvas. */
export function panStrips(W: number, H: number, dx: number, dy: number): Array<[number, number, number, number]> {
  const out: Array<[number, number, number, number]> = [];
  if (dx > 0) out.push([0, 0, Math.min(W, dx), H]);
  else if (dx < 0) out.push([Math.max(0, W + dx), 0, Math.min(W, -dx), H]);
  // the horizontal strip leaves out the corner the vertical one already has
  const x0 = dx > 0 ? Math.min(W, dx) : 0;
  const x1 = dx < 0 ? Math.max(0, W + dx) : W;
  if (x1 > x0) {
    if (dy > 0) out.push([x0, 0, x1 - x0, Math.min(H, dy)]);
    else if (dy < 0) out.push([x0, Math.max(0, H + dy), x1 - x0, Math.min(H, -dy)]);
  }
  return out;
}

/** Everything in world space: fills, strokes, the highlights, then text. */
function drawContent(ctx: CanvasRenderingContext2D, batches: Batches[], v: ViewTransform, o: FrameOptions): void {
  ctx.setTransform(o.dpr * v.scale, 0, 0, -o.dpr * v.scale, o.dpr * v.tx, o.dpr * v.ty);
  ctx.lineWidth = 1 / v.scale;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  drawFills(ctx, batches, v, o);
  drawStrokes(ctx, batches, v, o);
  if (o.hover) {
    ctx.lineWidth = 3 / v.scale;
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.stroke(o.hover);
  }
  if (o.selected) {
    ctx.lineWidth = 4 / v.scale;
    ctx.strokeStyle = '#4fc3ff';
    ctx.stroke(o.selected);
  }
  drawTexts(ctx, batches, v, o);
}

/** what the last frame stroked: batches drawn as paths, as dots (under a pixel), skipped off screen (for tests and the stats) */
export const lastStrokes = { paths: 0, dots: 0, culled: 0 };

/**
 * Each visible batch: its tile must meet the view (culling), and a size class under a device
 * pixel is drawn as dots at its primitives' centres (level of detail; nothing larger than a pixel
 * ever becomes a dot, see tiles.ts classUnderPixel).
 */
function drawStrokes(ctx: CanvasRenderingContext2D, batches: Batches[], v: ViewTransform, o: FrameOptions): void {
  const view: BBox = o.clip ?? visibleBox(v, o.width, o.height);
  const pixel = 1 / (v.scale * o.dpr);
  lastStrokes.paths = lastStrokes.dots = lastStrokes.culled = 0;
  let style = '';
  let dashOn = false;
  for (const b of batches) {
    const tiles = b.tiles;
    for (const s of b.strokes) {
      if (o.hidden(s.layer)) continue;
      if (tiles && !tileInView(tiles, s.tile, view)) {
        lastStrokes.culled++;
        continue;
      }
      // model space seen through a viewport: the state is saved and restored around it
      const kept: { style: string; dashOn: boolean } | null = s.clip ? { style, dashOn } : null;
      if (s.clip) clipTo(ctx, s.clip);
      if (s.color !== style) ctx.strokeStyle = style = s.color;
      // lineweights (LWDISPLAY): pixels that do not change with zoom, or the plotted width on a layout (at least a pixel)
      const wide = s.px !== undefined || s.world !== undefined;
      if (wide) ctx.lineWidth = s.world !== undefined ? Math.max(s.world, 1 / v.scale) : s.px! / v.scale;
      if (b.arrays && classUnderPixel(s.sizeClass, pixel)) {
        if (dashOn) ctx.setLineDash((dashOn = false, []));
        s.dots ??= dotsPath(b.arrays, s.prims);
        ctx.stroke(s.dots);
        lastStrokes.dots++;
      } else {
        // a linetype too dense to see at this zoom is drawn solid, as AutoCAD does
        const dashed = s.dash !== undefined && s.dash.reduce((a, d) => a + d, 0) * v.scale >= MIN_PERIOD_PX;
        if (dashed) ctx.setLineDash(s.dash!);
        else if (dashOn) ctx.setLineDash([]);
        dashOn = dashed;
        ctx.stroke(s.path);
        lastStrokes.paths++;
      }
      if (kept) {
        ctx.restore();
        ({ style, dashOn } = kept);
      } else if (wide) ctx.lineWidth = 1 / v.scale;
    }
  }
  if (dashOn) ctx.setLineDash([]);
}

/** Hatch fills and SOLIDs under the strokes: solid ones filled, patterns stroked or, when dense, tinted. */
function drawFills(ctx: CanvasRenderingContext2D, batches: Batches[], v: ViewTransform, o: FrameOptions): void {
  const box: BBox = o.clip ?? visibleBox(v, o.width, o.height);
  lastFills.solid = lastFills.pattern = lastFills.tint = 0;
  for (const b of batches)
    for (const f of b.fills) {
      if (o.hidden(f.layer)) continue;
      const bb = f.bbox;
      if (bb[2]! < box[0] || bb[0]! > box[2] || bb[3]! < box[1] || bb[1]! > box[3]) continue;
      if (!f.pattern) {
        if (f.clip) clipTo(ctx, f.clip);
        ctx.fillStyle = f.color;
        ctx.fill(f.path, 'evenodd');
        if (f.clip) ctx.restore();
        lastFills.solid++;
        continue;
      }
      const clip = [Math.max(bb[0]!, box[0]), Math.max(bb[1]!, box[1]), Math.min(bb[2]!, box[2]), Math.min(bb[3]!, box[3])];
      ctx.strokeStyle = f.color;
      if (f.pattern.length && strokePattern(ctx, f.path, f.pattern, clip, v.scale)) {
        lastFills.pattern++;
        continue;
      }
      lastFills.tint++;
      if (f.clip) clipTo(ctx, f.clip);
      ctx.globalAlpha = 0.3;
      ctx.fillStyle = f.color;
      ctx.fill(f.path, 'evenodd');
      ctx.globalAlpha = 1;
      if (f.clip) ctx.restore();
    }
  ctx.setLineDash([]);
}

function drawTexts(ctx: CanvasRenderingContext2D, batches: Batches[], v: ViewTransform, o: FrameOptions): void {
  const box: BBox = o.clip ?? visibleBox(v, o.width, o.height);
  let drawn = 0;
  ctx.textBaseline = 'alphabetic';
  for (const b of batches)
    for (const t of b.texts) {
      const px = t.h * v.scale;
      if (px < MIN_TEXT_PX || o.hidden(t.layer)) continue;
      const lines = t.str.split('\n');
      const reach = t.h * Math.max(1, t.str.length) + t.pitch * lines.length;
      if (t.x + reach < box[0] || t.x - reach > box[2] || t.y + reach < box[1] || t.y - reach > box[3]) continue;
      if (++drawn > MAX_TEXTS_PER_FRAME) return;
      if (t.clip) {
        // a viewport's rectangle, in screen space (the text transform replaces the world one)
        ctx.save();
        ctx.setTransform(o.dpr * v.scale, 0, 0, -o.dpr * v.scale, o.dpr * v.tx, o.dpr * v.ty);
        ctx.beginPath();
        ctx.rect(t.clip[0]!, t.clip[1]!, t.clip[2]! - t.clip[0]!, t.clip[3]! - t.clip[1]!);
        ctx.clip();
      }
      const sx = t.x * v.scale + v.tx;
      const sy = -t.y * v.scale + v.ty;
      ctx.setTransform(o.dpr, 0, 0, o.dpr, o.dpr * sx, o.dpr * sy);
      ctx.rotate(-t.rot);
      if (t.flip) ctx.scale(1, -1);
      ctx.fillStyle = t.color;
      // (x, y) is the first line's baseline start; further lines go down by the pitch
      ctx.font = `${px.toFixed(1)}px sans-serif`;
      if (t.pitch === 0 && lines.length === 1 && t.w > 0) {
        const natural = ctx.measureText(t.str).width;
        const want = t.w * v.scale;
        if (natural > 0 && Math.abs(want / natural - 1) > 0.02) ctx.scale(Math.min(20, Math.max(0.05, want / natural)), 1);
      }
      const pitch = t.pitch * v.scale;
      lines.forEach((line, i) => ctx.fillText(line, 0, i * pitch));
      if (t.clip) ctx.restore();
    }
}

/** Save the state and clip to a world rectangle (restore after drawing). */
function clipTo(ctx: CanvasRenderingContext2D, r: readonly number[]): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(r[0]!, r[1]!, r[2]! - r[0]!, r[3]! - r[1]!);
  ctx.clip();
}
