/*
 * Temporary graphics (grdraw / grvecs) over a drawing view: the vectors of the screen's current
 * frame (what a (redraw) has not cleared), in their ACI colour, dashed when highlighted, XOR ink
 * (-1) as the colour that stands out from the background. Drawn in screen space so they stay one
 * pixel wide at any zoom.
 */
import type { TransientGraphics, TransientVector } from '../../interpreter/runner/contract.js';
import { aciColor } from './aci.js';
import { worldToScreen, type ViewTransform } from './view-transform.js';

/** The vectors still on screen: those drawn since the last (redraw). */
export const onScreen = (g: TransientGraphics | null | undefined): TransientVector[] => (g ? g.vectors.filter((v) => v.frame === g.frames) : []);

export function drawTransient(ctx: CanvasRenderingContext2D, vectors: readonly TransientVector[], v: ViewTransform, dpr: number): void {
  if (vectors.length === 0) return;
  ctx.save();
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.lineWidth = 1.5;
  for (const vec of vectors) {
    const [x1, y1] = worldToScreen(v, vec.from[0], vec.from[1]);
    const [x2, y2] = worldToScreen(v, vec.to[0], vec.to[1]);
    ctx.strokeStyle = vec.color < 0 ? '#ffffff' : aciColor(Math.max(1, Math.min(255, vec.color || 7)));
    ctx.setLineDash(vec.highlight ? [6, 4] : []);
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
    ctx.stroke();
  }
  ctx.restore();
}
