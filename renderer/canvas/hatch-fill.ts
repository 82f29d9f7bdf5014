/*
 * Filled areas of a drawing view: HATCH fills and SOLID/TRACE (FILLMODE 1, as AutoCAD shows them).
 * A hatch's boundary primitives (the geometry's hatchShape: polylines, arcs, ellipse arcs) are
 * chained into closed subpaths, pieces joined end to start in either direction, and filled with
 * the even-odd rule so islands stay open. A solid hatch (70 = 1) is filled; a pattern hatch
 * strokes its pattern's line families (the entity's 53 angle, 43/44 base, 45/46 offset, 49
 * dashes, already at the hatch's scale and angle in the DXF) clipped to the boundary. A pattern
 * denser than MIN_SPACING_PX on screen, or one that would need more than MAX_LINES lines, is drawn
 * as a light tint instead (the fast fallback: what a dense pattern looks like from afar).
 */
import type { Prim } from '../../interpreter/geometry.js';
import type { PatternFamily } from './hatch-pattern.js';

const MIN_SPACING_PX = 3;
const MAX_LINES = 4000;

interface Pen {
  x: number;
  y: number;
  open: boolean;
}

const near = (ax: number, ay: number, bx: number, by: number, eps: number): boolean => Math.abs(ax - bx) <= eps && Math.abs(ay - by) <= eps;

/** Boundary primitives chained into closed subpaths for an even-odd fill. */
export function fillPath(prims: readonly Prim[], eps: number): Path2D {
  const p = new Path2D();
  const pen: Pen = { x: NaN, y: NaN, open: false };
  const start = (x: number, y: number): void => {
    if (pen.open && near(pen.x, pen.y, x, y, eps)) return;
    if (pen.open) p.closePath();
    p.moveTo(x, y);
    pen.open = true;
  };
  for (const q of prims) {
    if (q.k === 'poly') {
      const a = q.pts;
      const n = a.length / 2;
      if (n < 2) continue;
      const rev = pen.open && !near(pen.x, pen.y, a[0]!, a[1]!, eps) && near(pen.x, pen.y, a[a.length - 2]!, a[a.length - 1]!, eps);
      const xAt = (i: number): number => a[2 * (rev ? n - 1 - i : i)]!;
      const yAt = (i: number): number => a[2 * (rev ? n - 1 - i : i) + 1]!;
      start(xAt(0), yAt(0));
      for (let i = 1; i < n; i++) p.lineTo(xAt(i), yAt(i));
      [pen.x, pen.y] = [xAt(n - 1), yAt(n - 1)];
      if (q.closed) {
        p.closePath();
        pen.open = false;
      }
    } else if (q.k === 'arc' || q.k === 'ell') {
      const pt = (t: number): [number, number] => {
        if (q.k === 'arc') return [q.cx + q.r * Math.cos(t), q.cy + q.r * Math.sin(t)];
        const x = q.rx * Math.cos(t);
        const y = q.ry * Math.sin(t);
        return [q.cx + x * Math.cos(q.rot) - y * Math.sin(q.rot), q.cy + x * Math.sin(q.rot) + y * Math.cos(q.rot)];
      };
      const [t0, t1] = q.k === 'arc' ? [q.a0, q.a1] : [q.p0, q.p1];
      const s = pt(t0);
      const e = pt(t1);
      const rev = pen.open && !near(pen.x, pen.y, s[0], s[1], eps) && near(pen.x, pen.y, e[0], e[1], eps);
      const [from, to, ccwBack] = rev ? [e, s, true] : [s, e, false];
      start(from[0], from[1]);
      if (q.k === 'arc') p.arc(q.cx, q.cy, q.r, rev ? t1 : t0, rev ? t0 : t1, ccwBack);
      else p.ellipse(q.cx, q.cy, q.rx, q.ry, q.rot, rev ? t1 : t0, rev ? t0 : t1, ccwBack);
      [pen.x, pen.y] = to;
    }
  }
  if (pen.open) p.closePath();
  return p;
}

/**
 * Stroke a pattern's families over a world box, clipped to `area` (the caller has set the world
 * transform). False when the pattern is too dense to draw line by line (then tint instead).
 */
export function strokePattern(ctx: CanvasRenderingContext2D, area: Path2D, families: readonly PatternFamily[], box: readonly number[], scale: number): boolean {
  let total = 0;
  const spans: Array<{ f: PatternFamily; k0: number; k1: number; along0: number; along1: number; gap: number }> = [];
  for (const f of families) {
    // the lines are base + k·offset + t·dir; their spacing is the offset's part across dir
    const nx = -f.dy;
    const ny = f.dx;
    const gap = f.ox * nx + f.oy * ny;
    if (Math.abs(gap) * scale < MIN_SPACING_PX) return false;
    const across = [box[0]! * nx + box[1]! * ny, box[2]! * nx + box[1]! * ny, box[0]! * nx + box[3]! * ny, box[2]! * nx + box[3]! * ny].map((c) => c - (f.bx * nx + f.by * ny));
    const along = [box[0]! * f.dx + box[1]! * f.dy, box[2]! * f.dx + box[1]! * f.dy, box[0]! * f.dx + box[3]! * f.dy, box[2]! * f.dx + box[3]! * f.dy];
    const k0 = Math.floor(Math.min(...across) / gap);
    const k1 = Math.ceil(Math.max(...across) / gap);
    const [lo, hi] = k0 <= k1 ? [k0, k1] : [k1, k0];
    total += hi - lo + 1;
    if (total > MAX_LINES) return false;
    spans.push({ f, k0: lo, k1: hi, along0: Math.min(...along), along1: Math.max(...along), gap });
  }
  ctx.save();
  ctx.clip(area, 'evenodd');
  for (const { f, k0, k1, along0, along1 } of spans) {
    const dashes = f.dashes.length ? f.dashes.map((d) => (d === 0 ? 0.5 / scale : Math.abs(d))) : [];
    const period = dashes.reduce((a, b) => a + b, 0);
    ctx.setLineDash(dashes.length && f.dashes.some((d) => d < 0) ? dashes : []);
    ctx.beginPath();
    for (let k = k0; k <= k1; k++) {
      const px = f.bx + k * f.ox;
      const py = f.by + k * f.oy;
      // start the line at a whole number of dash periods from its own base, so dashes line up as AutoCAD's do
      const tBase = px * f.dx + py * f.dy;
      let t0 = along0 - tBase;
      if (period > 0) t0 = Math.floor(t0 / period) * period;
      const t1 = along1 - tBase;
      ctx.moveTo(px + f.dx * t0, py + f.dy * t0);
      ctx.lineTo(px + f.dx * t1, py + f.dy * t1);
    }
    ctx.stroke();
  }
  ctx.restore();
  return true;
}
