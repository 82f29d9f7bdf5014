/*
 * Drawing an image tile's content (fill_image / vector_image / slide_image) on a canvas, with
 * the colours AutoCAD uses: ACI numbers, and the negative dialog colours (-2 the drawing's
 * background, -15 the dialog background, -16 dialog text, -18 dialog lines).
 */
import type { ImageOp } from '../../interpreter/runner/contract.js';
import { aciColor } from '../canvas/aci.js';
import { MODEL_BACKGROUND } from '../canvas/render.js';

export const DIALOG_COLORS: Record<number, string> = { [-2]: MODEL_BACKGROUND, [-15]: '#f0f0f0', [-16]: '#000000', [-18]: '#a0a0a0' };

export function dclColor(c: number): string {
  const named = DIALOG_COLORS[c];
  if (named) return named;
  if (c === 0) return '#000000';
  return aciColor(Math.max(1, Math.min(255, Math.trunc(c))));
}

export function drawImage(ctx: CanvasRenderingContext2D, w: number, h: number, background: number | undefined, ops: readonly ImageOp[]): void {
  ctx.fillStyle = dclColor(background ?? -15);
  ctx.fillRect(0, 0, w, h);
  for (const op of ops) {
    if (op.op === 'fill') {
      ctx.fillStyle = dclColor(op.color);
      ctx.fillRect(op.x, op.y, op.w, op.h);
    } else if (op.op === 'vector') {
      ctx.strokeStyle = dclColor(op.color);
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(op.x1 + 0.5, op.y1 + 0.5);
      ctx.lineTo(op.x2 + 0.5, op.y2 + 0.5);
      ctx.stroke();
    } else {
      // no slide library here: a framed placeholder with the slide's name
      ctx.strokeStyle = '#808080';
      ctx.strokeRect(op.x + 0.5, op.y + 0.5, op.w - 1, op.h - 1);
      ctx.fillStyle = '#808080';
      ctx.font = '10px sans-serif';
      ctx.fillText(op.name, op.x + 3, op.y + 12, Math.max(0, op.w - 6));
    }
  }
}
