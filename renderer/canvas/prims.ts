/*
 * Drawing primitives in world (or block) coordinates and the geometry on them: bulge arcs,
 * arc/ellipse sampling, NURBS evaluation, bounding boxes and point distances. Pure functions;
 * the canvas turns primitives into Path2D commands (arcs stay arcs there, which is cheaper to
 * build and draw than sampled polylines).
 */
import { apply, type Affine } from './affine.js';

export type Prim =
  | { k: 'poly'; pts: Float64Array; closed: boolean }
  /** counter-clockwise from a0 to a1 (a1 > a0; a full circle is a1 = a0 + 2π) */
  | { k: 'arc'; cx: number; cy: number; r: number; a0: number; a1: number }
  /** ellipse with radii rx, ry rotated by rot, parameters p0..p1 counter-clockwise */
  | { k: 'ell'; cx: number; cy: number; rx: number; ry: number; rot: number; p0: number; p1: number }
  /** text box: insertion (x, y) at the lower left after alignment, height h, width w, rotation */
  | { k: 'text'; x: number; y: number; h: number; w: number; rot: number; str: string };

export type BBox = [number, number, number, number];

export const TAU = Math.PI * 2;

/** Normalise an arc's end angle so it is greater than its start (counter-clockwise sweep). */
export function ccwEnd(a0: number, a1: number): number {
  let e = a1;
  while (e <= a0) e += TAU;
  while (e - a0 > TAU) e -= TAU;
  return e;
}

/**
 * The arc a polyline segment from p1 to p2 with bulge b draws (b = tan(θ/4), θ the included angle,
 * positive counter-clockwise). Returns null for a straight segment.
 */
export function bulgeArc(x1: number, y1: number, x2: number, y2: number, b: number): Extract<Prim, { k: 'arc' }> | null {
  if (!b || Math.abs(b) < 1e-12) return null;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const chord = Math.hypot(dx, dy);
  if (chord === 0) return null;
  const theta = 4 * Math.atan(b);
  const r = chord / (2 * Math.sin(Math.abs(theta) / 2));
  // distance from chord midpoint to centre, signed toward the left of p1->p2 for ccw arcs
  const h = (chord / 2) * ((1 - b * b) / (2 * b));
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const cx = mx - (dy / chord) * h;
  const cy = my + (dx / chord) * h;
  const s = Math.atan2(y1 - cy, x1 - cx);
  const e = Math.atan2(y2 - cy, x2 - cx);
  // ccw arcs go p1 -> p2; clockwise ones are the same circle traversed p2 -> p1
  return b > 0 ? { k: 'arc', cx, cy, r, a0: s, a1: ccwEnd(s, e) } : { k: 'arc', cx, cy, r, a0: e, a1: ccwEnd(e, s) };
}

/** Points along an arc, at most `maxStep` radians apart. */
export function sampleArc(cx: number, cy: number, r: number, a0: number, a1: number, maxStep = Math.PI / 32): Float64Array {
  const n = Math.max(2, Math.ceil((a1 - a0) / maxStep));
  const out = new Float64Array((n + 1) * 2);
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    out[i * 2] = cx + r * Math.cos(a);
    out[i * 2 + 1] = cy + r * Math.sin(a);
  }
  return out;
}

export function sampleEllipse(p: Extract<Prim, { k: 'ell' }>, maxStep = Math.PI / 32): Float64Array {
  const n = Math.max(2, Math.ceil((p.p1 - p.p0) / maxStep));
  const out = new Float64Array((n + 1) * 2);
  const cr = Math.cos(p.rot);
  const sr = Math.sin(p.rot);
  for (let i = 0; i <= n; i++) {
    const t = p.p0 + ((p.p1 - p.p0) * i) / n;
    const x = p.rx * Math.cos(t);
    const y = p.ry * Math.sin(t);
    out[i * 2] = p.cx + x * cr - y * sr;
    out[i * 2 + 1] = p.cy + x * sr + y * cr;
  }
  return out;
}

/**
 * Evaluate a NURBS curve (degree, knots, control points, optional weights) at `samples` points
 * with de Boor's algorithm. Falls back to the control polygon when the data is inconsistent.
 */
export function sampleSpline(degree: number, knots: number[], ctrl: Array<[number, number]>, weights: number[] = [], samples = 64): Float64Array {
  const n = ctrl.length;
  const p = degree;
  if (n < 2 || p < 1 || knots.length !== n + p + 1) return flatten(ctrl);
  const w = ctrl.map((_, i) => weights[i] ?? 1);
  const lo = knots[p] as number;
  const hi = knots[n] as number;
  if (!(hi > lo)) return flatten(ctrl);
  const out = new Float64Array((samples + 1) * 2);
  for (let s = 0; s <= samples; s++) {
    const u = lo + ((hi - lo) * s) / samples;
    let k = p;
    while (k < n - 1 && u >= (knots[k + 1] as number)) k++;
    const dx: number[] = [];
    const dy: number[] = [];
    const dw: number[] = [];
    for (let j = 0; j <= p; j++) {
      const i = k - p + j;
      const wi = w[i] as number;
      dx.push((ctrl[i] as [number, number])[0] * wi);
      dy.push((ctrl[i] as [number, number])[1] * wi);
      dw.push(wi);
    }
    for (let r = 1; r <= p; r++) {
      for (let j = p; j >= r; j--) {
        const i = k - p + j;
        const den = (knots[i + p - r + 1] as number) - (knots[i] as number);
        const a = den === 0 ? 0 : (u - (knots[i] as number)) / den;
        dx[j] = (1 - a) * (dx[j - 1] as number) + a * (dx[j] as number);
        dy[j] = (1 - a) * (dy[j - 1] as number) + a * (dy[j] as number);
        dw[j] = (1 - a) * (dw[j - 1] as number) + a * (dw[j] as number);
      }
    }
    const ww = dw[p] as number;
    out[s * 2] = (dx[p] as number) / ww;
    out[s * 2 + 1] = (dy[p] as number) / ww;
  }
  return out;
}

function flatten(pts: Array<[number, number]>): Float64Array {
  const out = new Float64Array(pts.length * 2);
  pts.forEach((p, i) => {
    out[i * 2] = p[0];
    out[i * 2 + 1] = p[1];
  });
  return out;
}

/** Text box corners (lower-left, lower-right, upper-right, upper-left). */
export function textCorners(t: Extract<Prim, { k: 'text' }>): Float64Array {
  const c = Math.cos(t.rot);
  const s = Math.sin(t.rot);
  const pts = [[0, 0], [t.w, 0], [t.w, t.h], [0, t.h]] as const;
  const out = new Float64Array(8);
  pts.forEach(([x, y], i) => {
    out[i * 2] = t.x + x * c - y * s;
    out[i * 2 + 1] = t.y + x * s + y * c;
  });
  return out;
}

/** The primitive as a polyline (for bounding boxes and hit tests under a transform). */
export function toPolyline(p: Prim): { pts: Float64Array; closed: boolean } {
  switch (p.k) {
    case 'poly': return p;
    case 'arc': return { pts: sampleArc(p.cx, p.cy, p.r, p.a0, p.a1), closed: false };
    case 'ell': return { pts: sampleEllipse(p), closed: false };
    case 'text': return { pts: textCorners(p), closed: true };
  }
}

export function emptyBox(): BBox {
  return [Infinity, Infinity, -Infinity, -Infinity];
}

export function growBox(b: BBox, x: number, y: number): void {
  if (x < b[0]) b[0] = x;
  if (y < b[1]) b[1] = y;
  if (x > b[2]) b[2] = x;
  if (y > b[3]) b[3] = y;
}

/** Grow a box by a primitive, optionally transformed. Untransformed arcs use their exact extremes. */
export function growBoxByPrim(b: BBox, p: Prim, m?: Affine): void {
  if (!m && p.k === 'arc') {
    growBox(b, p.cx + p.r * Math.cos(p.a0), p.cy + p.r * Math.sin(p.a0));
    growBox(b, p.cx + p.r * Math.cos(p.a1), p.cy + p.r * Math.sin(p.a1));
    // axis extremes inside the sweep
    for (let q = Math.ceil(p.a0 / (Math.PI / 2)); q * (Math.PI / 2) <= p.a1; q++) {
      const a = q * (Math.PI / 2);
      growBox(b, p.cx + p.r * Math.cos(a), p.cy + p.r * Math.sin(a));
    }
    return;
  }
  const { pts } = toPolyline(p);
  for (let i = 0; i < pts.length; i += 2) {
    if (m) {
      const [x, y] = apply(m, pts[i] as number, pts[i + 1] as number);
      growBox(b, x, y);
    } else growBox(b, pts[i] as number, pts[i + 1] as number);
  }
}

export function segmentDistance(px: number, py: number, x1: number, y1: number, x2: number, y2: number): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((px - x1) * dx + (py - y1) * dy) / len2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

function polylineDistance(px: number, py: number, pts: Float64Array, closed: boolean, m?: Affine): number {
  let best = Infinity;
  const n = pts.length / 2;
  const pt = (i: number): [number, number] => (m ? apply(m, pts[i * 2] as number, pts[i * 2 + 1] as number) : [pts[i * 2] as number, pts[i * 2 + 1] as number]);
  if (n === 1) {
    const [x, y] = pt(0);
    return Math.hypot(px - x, py - y);
  }
  let [ax, ay] = pt(0);
  for (let i = 1; i < n + (closed ? 1 : 0); i++) {
    const [bx, by] = pt(i % n);
    const d = segmentDistance(px, py, ax, ay, bx, by);
    if (d < best) best = d;
    ax = bx;
    ay = by;
  }
  return best;
}

function insidePolygon(px: number, py: number, pts: Float64Array): boolean {
  let inside = false;
  const n = pts.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = pts[i * 2] as number, yi = pts[i * 2 + 1] as number;
    const xj = pts[j * 2] as number, yj = pts[j * 2 + 1] as number;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from a point to a primitive's outline (0 inside a text box). */
export function primDistance(px: number, py: number, p: Prim, m?: Affine): number {
  if (!m && p.k === 'arc') {
    const a = Math.atan2(py - p.cy, px - p.cx);
    const within = p.a1 - p.a0 >= TAU - 1e-9 || ccwEnd(p.a0, a) <= p.a1;
    if (within) return Math.abs(Math.hypot(px - p.cx, py - p.cy) - p.r);
    return Math.min(
      Math.hypot(px - (p.cx + p.r * Math.cos(p.a0)), py - (p.cy + p.r * Math.sin(p.a0))),
      Math.hypot(px - (p.cx + p.r * Math.cos(p.a1)), py - (p.cy + p.r * Math.sin(p.a1))),
    );
  }
  if (p.k === 'text') {
    let c = textCorners(p);
    if (m) {
      const t = new Float64Array(8);
      for (let i = 0; i < 8; i += 2) [t[i], t[i + 1]] = apply(m, c[i] as number, c[i + 1] as number);
      c = t;
    }
    return insidePolygon(px, py, c) ? 0 : polylineDistance(px, py, c, true);
  }
  const { pts, closed } = toPolyline(p);
  return polylineDistance(px, py, pts, closed, m);
}
