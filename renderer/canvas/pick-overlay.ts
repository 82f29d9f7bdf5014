/*
 * What a drawing view shows over the drawing while a pick waits: the objects chosen so far
 * (dashed, as AutoCAD highlights a selection), the rubber band from the base point (a line for
 * getpoint/getdist/getangle, a rectangle for getcorner), the selection window (solid blue for a
 * window, dashed green for a crossing) and the AutoSnap marker. Screen space, one pixel wide.
 */
import { itemPath } from './batches.js';
import { drawSnapMarker } from './osnap.js';
import type { Scene } from './scene.js';
import type { PickState } from './use-pick.js';
import { worldToScreen, type ViewTransform } from './view-transform.js';

export function drawPickOverlay(ctx: CanvasRenderingContext2D, p: PickState, scene: Scene | null, v: ViewTransform, dpr: number): void {
  if (!p.active || !p.req) return;
  ctx.save();
  if (scene && p.selection.length && typeof Path2D !== 'undefined') {
    ctx.setTransform(dpr * v.scale, 0, 0, -dpr * v.scale, dpr * v.tx, dpr * v.ty);
    ctx.lineWidth = 2.5 / v.scale;
    ctx.setLineDash([6 / v.scale, 4 / v.scale]);
    ctx.strokeStyle = '#4fc3ff';
    for (const h of p.selection) {
      const it = scene.byHandle.get(h);
      if (it) ctx.stroke(itemPath(it));
    }
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.setLineDash([]);
  ctx.lineWidth = 1;
  const cur = p.cursor;
  const at = cur ? (cur.snap ? cur.snap.point : cur.world) : null;
  const base = p.req.base;
  if (base && at) {
    const [x0, y0] = worldToScreen(v, base[0], base[1]);
    const [x1, y1] = worldToScreen(v, at[0], at[1]);
    ctx.strokeStyle = '#ffffff';
    ctx.beginPath();
    if (p.req.mode === 'corner') ctx.rect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
    else {
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
    }
    ctx.stroke();
  }
  if (p.window) {
    const [x0, y0] = worldToScreen(v, p.window.a[0], p.window.a[1]);
    const [x1, y1] = worldToScreen(v, p.window.b[0], p.window.b[1]);
    const crossing = x1 < x0;
    ctx.fillStyle = crossing ? 'rgba(80, 200, 120, 0.15)' : 'rgba(80, 140, 255, 0.15)';
    ctx.strokeStyle = crossing ? '#50c878' : '#508cff';
    ctx.setLineDash(crossing ? [5, 4] : []);
    ctx.fillRect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
    ctx.strokeRect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
    ctx.setLineDash([]);
  }
  if (cur?.snap) {
    const [sx, sy] = worldToScreen(v, cur.snap.point[0], cur.snap.point[1]);
    ctx.strokeStyle = '#ffd700';
    ctx.lineWidth = 2;
    drawSnapMarker(ctx, cur.snap.mode, sx, sy);
  }
  ctx.restore();
}
