/*
 * Exact intersections in plan. The core is a primitive piece against one segment AB, reported as
 * parameters on the piece (t in [0,1] for a segment, angle u for a conic), touching included: the
 * conic is mapped into its unit-circle frame (an affine map keeps the segment's parameters), so
 * circle, arc, bulge and ellipse all reduce to line-vs-unit-circle. Selection builds its window,
 * crossing and fence tests on these; intersectPrims gives the points where two primitives meet
 * (conic against conic: chords of one against the other, refined by Newton steps).
 */
import { distToSeg } from './distance.js';
import { conicOf, conicX, conicY, onConic, textCorners, type ArcPrim, type Conic, type Prim } from './prims.js';

const cross = (ax: number, ay: number, bx: number, by: number): number => ax * by - ay * bx;
const clamp01 = (t: number): number => (t < 0 ? 0 : t > 1 ? 1 : t);

/** Parameters t on segment S1S2 where it meets AB (collinear overlaps give both overlap ends). */
export function segParams(x1: number, y1: number, x2: number, y2: number, ax: number, ay: number, bx: number, by: number, eps: number, out: number[]): void {
  const d1x = x2 - x1;
  const d1y = y2 - y1;
  const d2x = bx - ax;
  const d2y = by - ay;
  const l1 = Math.hypot(d1x, d1y);
  const l2 = Math.hypot(d2x, d2y);
  if (l1 <= eps) {
    if (distToSeg(x1, y1, ax, ay, bx, by) <= eps) out.push(0);
    return;
  }
  if (l2 <= eps) {
    if (distToSeg(ax, ay, x1, y1, x2, y2) <= eps) out.push(clamp01(((ax - x1) * d1x + (ay - y1) * d1y) / (l1 * l1)));
    return;
  }
  const denom = cross(d1x, d1y, d2x, d2y);
  const ex = ax - x1;
  const ey = ay - y1;
  if (Math.abs(denom) > 1e-12 * l1 * l2) {
    const t = cross(ex, ey, d2x, d2y) / denom;
    const w = cross(ex, ey, d1x, d1y) / denom;
    const et = eps / l1;
    const ew = eps / l2;
    if (t >= -et && t <= 1 + et && w >= -ew && w <= 1 + ew) out.push(clamp01(t));
    else {
      // near misses at the ends (touching within eps)
      if (distToSeg(ax, ay, x1, y1, x2, y2) <= eps) out.push(clamp01((ex * d1x + ey * d1y) / (l1 * l1)));
      if (distToSeg(bx, by, x1, y1, x2, y2) <= eps) out.push(clamp01(((bx - x1) * d1x + (by - y1) * d1y) / (l1 * l1)));
    }
    return;
  }
  // parallel: only collinear overlap counts
  if (Math.abs(cross(ex, ey, d1x, d1y)) / l1 > eps) return;
  const ta = (ex * d1x + ey * d1y) / (l1 * l1);
  const tb = ((bx - x1) * d1x + (by - y1) * d1y) / (l1 * l1);
  const lo = Math.max(0, Math.min(ta, tb));
  const hi = Math.min(1, Math.max(ta, tb));
  if (lo <= hi + eps / l1) {
    out.push(clamp01(lo));
    out.push(clamp01(hi));
  }
}

/** Angles u on the conic arc `e` where it meets AB. */
export function conicParams(e: Conic, ax: number, ay: number, bx: number, by: number, eps: number, out: number[]): void {
  const det = e.ux * e.vy - e.vx * e.uy;
  // into the unit-circle frame: p' = inv([U V]) (p - C)
  const px = (e.vy * (ax - e.cx) - e.vx * (ay - e.cy)) / det;
  const py = (-e.uy * (ax - e.cx) + e.ux * (ay - e.cy)) / det;
  const qx = (e.vy * (bx - e.cx) - e.vx * (by - e.cy)) / det;
  const qy = (-e.uy * (bx - e.cx) + e.ux * (by - e.cy)) / det;
  const dx = qx - px;
  const dy = qy - py;
  const a = dx * dx + dy * dy;
  const ue = eps / Math.max(Math.hypot(e.ux, e.uy), Math.hypot(e.vx, e.vy));
  const push = (t: number): void => {
    const u = Math.atan2(py + t * dy, px + t * dx);
    if (onConic(e, u, ue)) out.push(u);
  };
  if (a <= ue * ue) {
    if (Math.abs(Math.hypot(px, py) - 1) <= ue) push(0);
    return;
  }
  const b = px * dx + py * dy;
  const c = px * px + py * py - 1;
  const disc = b * b - a * c;
  const te = ue / Math.sqrt(a);
  if (disc < 0) {
    // tangent within tolerance?
    const t = -b / a;
    if (t >= -te && t <= 1 + te && Math.abs(Math.hypot(px + t * dx, py + t * dy) - 1) <= ue) push(clamp01(t));
    return;
  }
  const r = Math.sqrt(disc);
  for (const t of r === 0 ? [-b / a] : [(-b - r) / a, (-b + r) / a]) if (t >= -te && t <= 1 + te) push(clamp01(t));
  // arc end points lying on AB within tolerance (the angle test above can miss them by rounding)
  if (e.du < Math.PI * 2 - 1e-12) for (const u of [e.u0, e.u0 + e.du]) if (distToSeg(conicX(e, u), conicY(e, u), ax, ay, bx, by) <= eps) out.push(u);
}

/** Call f with each straight segment of a poly or text primitive. */
export function forEachSegment(p: Prim, f: (x1: number, y1: number, x2: number, y2: number) => boolean | void): boolean {
  const pts = p.k === 'poly' ? p.pts : p.k === 'text' ? textCorners(p) : null;
  if (!pts) return false;
  const closed = p.k === 'text' || (p.k === 'poly' && p.closed);
  const n = pts.length >> 1;
  if (n === 1) return f(pts[0]!, pts[1]!, pts[0]!, pts[1]!) === true;
  for (let i = 1; i < n + (closed && n > 2 ? 1 : 0); i++) {
    const a = (i - 1) % n;
    const b = i % n;
    if (f(pts[2 * a]!, pts[2 * a + 1]!, pts[2 * b]!, pts[2 * b + 1]!) === true) return true;
  }
  return false;
}

/** Does the primitive touch or cross segment AB? */
export function primHitsSeg(p: Prim, ax: number, ay: number, bx: number, by: number, eps: number, scratch: number[]): boolean {
  if (p.k === 'arc' || p.k === 'ell') {
    scratch.length = 0;
    conicParams(conicOf(p), ax, ay, bx, by, eps, scratch);
    return scratch.length > 0;
  }
  return forEachSegment(p, (x1, y1, x2, y2) => {
    scratch.length = 0;
    segParams(x1, y1, x2, y2, ax, ay, bx, by, eps, scratch);
    return scratch.length > 0;
  });
}

/** Points where two primitives meet (plan), duplicates within eps merged. */
export function intersectPrims(p: Prim, q: Prim, eps = 1e-9): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const add = (x: number, y: number): void => {
    if (!out.some(([ox, oy]) => Math.hypot(ox - x, oy - y) <= eps * 10)) out.push([x, y]);
  };
  const ts: number[] = [];
  const pc = p.k === 'arc' || p.k === 'ell' ? conicOf(p) : null;
  const qc = q.k === 'arc' || q.k === 'ell' ? conicOf(q) : null;
  if (!pc) {
    // segments of p against q
    forEachSegment(p, (x1, y1, x2, y2) => {
      if (qc) {
        ts.length = 0;
        conicParams(qc, x1, y1, x2, y2, eps, ts);
        for (const u of ts) add(conicX(qc, u), conicY(qc, u));
      } else
        forEachSegment(q, (ax, ay, bx, by) => {
          ts.length = 0;
          segParams(x1, y1, x2, y2, ax, ay, bx, by, eps, ts);
          for (const t of ts) add(x1 + t * (x2 - x1), y1 + t * (y2 - y1));
        });
    });
    return out;
  }
  if (!qc) return intersectPrims(q, p, eps);
  if (p.k === 'arc' && q.k === 'arc') return circleCircle(p, pc, q, qc, eps);
  // conic against conic: chords of p against q, each hit refined on both curves (near-tangent hits
  // that do not converge to one point are merged)
  const merge = 1e-6 * (1 + Math.abs(pc.cx) + Math.abs(pc.cy) + Math.hypot(pc.ux, pc.uy, pc.vx, pc.vy));
  const addNear = (x: number, y: number): void => {
    if (!out.some(([ox, oy]) => Math.hypot(ox - x, oy - y) <= merge)) out.push([x, y]);
  };
  const n = 256;
  for (let i = 0; i < n; i++) {
    const u0 = pc.u0 + (pc.du * i) / n;
    const u1 = pc.u0 + (pc.du * (i + 1)) / n;
    ts.length = 0;
    conicParams(qc, conicX(pc, u0), conicY(pc, u0), conicX(pc, u1), conicY(pc, u1), Math.max(eps, chordSag(pc, u0, u1)), ts);
    for (const v of ts) {
      const hit = refine(pc, qc, (u0 + u1) / 2, v, eps);
      if (hit) addNear(hit[0], hit[1]);
    }
  }
  return out;
}

/** Two circular arcs: the radical line in closed form, tangency within eps giving one point. */
function circleCircle(p: ArcPrim, pc: Conic, q: ArcPrim, qc: Conic, eps: number): Array<[number, number]> {
  const dx = q.cx - p.cx;
  const dy = q.cy - p.cy;
  const d = Math.hypot(dx, dy);
  if (d <= eps || d > p.r + q.r + eps || d < Math.abs(p.r - q.r) - eps) return [];
  const a = (p.r * p.r - q.r * q.r + d * d) / (2 * d);
  const h2 = p.r * p.r - a * a;
  const h = h2 > (eps * p.r) ** 2 ? Math.sqrt(h2) : 0;
  const mx = p.cx + (a * dx) / d;
  const my = p.cy + (a * dy) / d;
  const pts: Array<[number, number]> = h === 0 ? [[mx, my]] : [[mx - (h * dy) / d, my + (h * dx) / d], [mx + (h * dy) / d, my - (h * dx) / d]];
  const on = (e: Conic, c: ArcPrim, x: number, y: number): boolean => onConic(e, Math.atan2(y - c.cy, x - c.cx), eps / Math.max(c.r, eps));
  return pts.filter(([x, y]) => on(pc, p, x, y) && on(qc, q, x, y));
}

/** How far a chord of the conic strays from the curve (so that near-tangent hits are not lost). */
function chordSag(e: Conic, u0: number, u1: number): number {
  const um = (u0 + u1) / 2;
  const mx = (conicX(e, u0) + conicX(e, u1)) / 2;
  const my = (conicY(e, u0) + conicY(e, u1)) / 2;
  return 2 * Math.hypot(conicX(e, um) - mx, conicY(e, um) - my);
}

/** Newton steps on A(u) = B(v); the meeting point, or null when the curves do not meet there. */
function refine(a: Conic, b: Conic, u: number, v: number, eps: number): [number, number] | null {
  for (let k = 0; k < 30; k++) {
    const fx = conicX(a, u) - conicX(b, v);
    const fy = conicY(a, u) - conicY(b, v);
    if (Math.hypot(fx, fy) <= eps) break;
    const aux = -a.ux * Math.sin(u) + a.vx * Math.cos(u);
    const auy = -a.uy * Math.sin(u) + a.vy * Math.cos(u);
    const bvx = b.ux * Math.sin(v) - b.vx * Math.cos(v);
    const bvy = b.uy * Math.sin(v) - b.vy * Math.cos(v);
    const d = aux * bvy - bvx * auy;
    if (Math.abs(d) < 1e-300) break;
    u -= (fx * bvy - bvx * fy) / d;
    v -= (aux * fy - fx * auy) / d;
  }
  const x = conicX(a, u);
  const y = conicY(a, u);
  const scale = 1 + Math.abs(x) + Math.abs(y);
  if (Math.hypot(x - conicX(b, v), y - conicY(b, v)) > 1e-7 * scale) return null;
  if (!onConic(a, u, 1e-9) || !onConic(b, v, 1e-9)) return null;
  return [x, y];
}

/** Points where two shapes (lists of primitives, as shapeOf gives them) meet. */
export function intersectShapes(a: readonly Prim[], b: readonly Prim[], eps = 1e-9): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const p of a)
    for (const q of b)
      for (const [x, y] of intersectPrims(p, q, eps)) if (!out.some(([ox, oy]) => Math.hypot(ox - x, oy - y) <= eps * 10)) out.push([x, y]);
  return out;
}
