/*
 * Closed loops in plan, the way HATCH finds a boundary: every curve piece of the candidate
 * entities (segments, circular and elliptical arcs from their shapes) is split where it meets
 * another, ends closer than the tolerance are merged into vertices, dangling pieces are pruned,
 * and the faces of the resulting planar graph are traced (half-edges, the face on the left of
 * each). `faceAround` picks the smallest bounded face around a point (HATCH's internal point);
 * `outlines` gives the outer boundary of each connected part (a selected closed object, or
 * lines that close up); `islandsIn` the outlines of the parts lying inside a face (HATCH's
 * island detection). Edges keep their exact geometry and the index of the entity they came
 * from, so a boundary can be written as HATCH edges and its sources recorded (97/330).
 */
import { conicOf, conicX, conicY, polyOf, TAU, type ArcPrim, type EllPrim, type Prim } from './prims.js';
import { intersectPrims } from './intersect.js';
import { pointInPolygon } from './distance.js';

/** One piece of a boundary, in plan. Arcs run from a0 to a1 (radians; a1 < a0 when clockwise). */
export type LoopEdge =
  | { k: 'line'; x1: number; y1: number; x2: number; y2: number; src: number }
  | { k: 'arc'; cx: number; cy: number; r: number; a0: number; a1: number; src: number }
  /** an elliptical arc: centre, major axis (mx, my), ratio, parameters u0 -> u1 (u1 < u0 when clockwise) */
  | { k: 'ell'; cx: number; cy: number; mx: number; my: number; ratio: number; u0: number; u1: number; src: number };

export interface Loop {
  edges: LoopEdge[];
  /** signed area (counter-clockwise positive) */
  area: number;
  /** the loop as a sampled polygon (x y x y ...) */
  poly: number[];
}

/** The primitives of one candidate entity. */
export interface LoopSource {
  prims: readonly Prim[];
}

interface Curve {
  /** the primitive the piece came from (for intersections) */
  prim: Prim;
  edge: LoopEdge;
  box: [number, number, number, number];
}

// ---- edge evaluation -------------------------------------------------------------------

function at(e: LoopEdge, t: number): [number, number] {
  switch (e.k) {
    case 'line':
      return [e.x1 + (e.x2 - e.x1) * t, e.y1 + (e.y2 - e.y1) * t];
    case 'arc': {
      const a = e.a0 + (e.a1 - e.a0) * t;
      return [e.cx + e.r * Math.cos(a), e.cy + e.r * Math.sin(a)];
    }
    default: {
      const u = e.u0 + (e.u1 - e.u0) * t;
      const c = Math.cos(u);
      const s = Math.sin(u);
      return [e.cx + e.mx * c - e.my * e.ratio * s, e.cy + e.my * c + e.mx * e.ratio * s];
    }
  }
}

/** The parameter (0..1) of a point on an edge, or undefined when it is not on it. */
function paramOf(e: LoopEdge, x: number, y: number, tol: number): number | undefined {
  let t: number;
  switch (e.k) {
    case 'line': {
      const dx = e.x2 - e.x1;
      const dy = e.y2 - e.y1;
      const l2 = dx * dx + dy * dy;
      t = l2 === 0 ? 0 : ((x - e.x1) * dx + (y - e.y1) * dy) / l2;
      break;
    }
    case 'arc': {
      const a = Math.atan2(y - e.cy, x - e.cx);
      t = angleFraction(a, e.a0, e.a1);
      break;
    }
    default: {
      const ml = Math.hypot(e.mx, e.my);
      const c = e.mx / ml;
      const s = e.my / ml;
      const lx = ((x - e.cx) * c + (y - e.cy) * s) / ml;
      const ly = (-(x - e.cx) * s + (y - e.cy) * c) / (ml * e.ratio);
      t = angleFraction(Math.atan2(ly, lx), e.u0, e.u1);
    }
  }
  if (t < -1e-9 || t > 1 + 1e-9) return undefined;
  t = Math.min(1, Math.max(0, t));
  const p = at(e, t);
  return Math.hypot(p[0] - x, p[1] - y) <= tol * 10 ? t : undefined;
}

/** Where angle `a` lies on the sweep a0 -> a1 as a fraction (may be outside 0..1). */
function angleFraction(a: number, a0: number, a1: number): number {
  const d = a1 - a0;
  if (d === 0) return 0;
  let rel = d > 0 ? a - a0 : a0 - a;
  rel = ((rel % TAU) + TAU) % TAU;
  const span = Math.abs(d);
  // an angle just short of the start, seen on a full circle, is its end
  if (rel > span && TAU - rel < 1e-9) rel = 0;
  return rel / span;
}

function sub(e: LoopEdge, t0: number, t1: number): LoopEdge {
  switch (e.k) {
    case 'line': {
      const a = at(e, t0);
      const b = at(e, t1);
      return { k: 'line', x1: a[0], y1: a[1], x2: b[0], y2: b[1], src: e.src };
    }
    case 'arc':
      return { ...e, a0: e.a0 + (e.a1 - e.a0) * t0, a1: e.a0 + (e.a1 - e.a0) * t1 };
    default:
      return { ...e, u0: e.u0 + (e.u1 - e.u0) * t0, u1: e.u0 + (e.u1 - e.u0) * t1 };
  }
}

export function reverseEdge(e: LoopEdge): LoopEdge {
  switch (e.k) {
    case 'line':
      return { ...e, x1: e.x2, y1: e.y2, x2: e.x1, y2: e.y1 };
    case 'arc':
      return { ...e, a0: e.a1, a1: e.a0 };
    default:
      return { ...e, u0: e.u1, u1: e.u0 };
  }
}

/** Sampled points of an edge from its start (exclusive of the end). */
function sample(e: LoopEdge, out: number[]): void {
  const n = e.k === 'line' ? 1 : Math.max(2, Math.ceil(Math.abs(e.k === 'arc' ? e.a1 - e.a0 : e.u1 - e.u0) / (Math.PI / 64)));
  for (let i = 0; i < n; i++) {
    const p = at(e, i / n);
    out.push(p[0], p[1]);
  }
}

function primOfEdge(e: LoopEdge): Prim {
  switch (e.k) {
    case 'line':
      return polyOf([e.x1, e.y1, e.x2, e.y2]);
    case 'arc': {
      const lo = Math.min(e.a0, e.a1);
      const hi = Math.max(e.a0, e.a1);
      return { k: 'arc', cx: e.cx, cy: e.cy, r: e.r, a0: lo, a1: hi } satisfies ArcPrim;
    }
    default: {
      const lo = Math.min(e.u0, e.u1);
      const hi = Math.max(e.u0, e.u1);
      const rx = Math.hypot(e.mx, e.my);
      return { k: 'ell', cx: e.cx, cy: e.cy, rx, ry: rx * e.ratio, rot: Math.atan2(e.my, e.mx), p0: lo, p1: hi } satisfies EllPrim;
    }
  }
}

function boxOf(e: LoopEdge): [number, number, number, number] {
  const pts: number[] = [];
  sample(e, pts);
  const end = at(e, 1);
  pts.push(end[0], end[1]);
  const b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < pts.length; i += 2) {
    b[0] = Math.min(b[0], pts[i]!);
    b[1] = Math.min(b[1], pts[i + 1]!);
    b[2] = Math.max(b[2], pts[i]!);
    b[3] = Math.max(b[3], pts[i + 1]!);
  }
  return b;
}

/** The elementary curves of an entity's primitives (text boxes and points are not boundaries). */
function curvesOf(prims: readonly Prim[], src: number, tol: number, out: Curve[]): void {
  const push = (edge: LoopEdge): void => {
    const prim = primOfEdge(edge);
    out.push({ prim, edge, box: boxOf(edge) });
  };
  for (const p of prims) {
    if (p.k === 'text') continue;
    if (p.k === 'poly') {
      const n = p.pts.length / 2;
      const segs = p.closed ? n : n - 1;
      for (let i = 0; i < segs; i++) {
        const j = (i + 1) % n;
        const x1 = p.pts[i * 2]!;
        const y1 = p.pts[i * 2 + 1]!;
        const x2 = p.pts[j * 2]!;
        const y2 = p.pts[j * 2 + 1]!;
        if (Math.hypot(x2 - x1, y2 - y1) > tol) push({ k: 'line', x1, y1, x2, y2, src });
      }
    } else if (p.k === 'arc') {
      if (p.r > tol) push({ k: 'arc', cx: p.cx, cy: p.cy, r: p.r, a0: p.a0, a1: p.a1, src });
    } else {
      const c = conicOf(p);
      push({ k: 'ell', cx: p.cx, cy: p.cy, mx: c.ux, my: c.uy, ratio: p.ry / p.rx, u0: p.p0, u1: p.p1, src });
    }
  }
}

// ---- the planar graph ----------------------------------------------------------------

interface HalfEdge {
  from: number;
  to: number;
  edge: LoopEdge;
  twin: number;
  /** direction leaving `from` */
  angle: number;
  next: number;
  face: number;
}

export class LoopGraph {
  private readonly vx: number[] = [];
  private readonly vy: number[] = [];
  /** vertices by grid cell (a numeric hash of the cell; collisions are told apart by distance) */
  private readonly grid = new Map<number, number[]>();
  /** edges by their two vertices, with their midpoints (the same piece twice is kept once) */
  private readonly byEnds = new Map<number, number[]>();
  private readonly half: HalfEdge[] = [];
  private readonly out = new Map<number, number[]>();
  private readonly faces: Array<{ halves: number[]; loop: Loop }> = [];
  /** connected part of each vertex */
  private readonly part: number[] = [];

  constructor(sources: readonly LoopSource[], private readonly tol: number) {
    const curves: Curve[] = [];
    sources.forEach((s, i) => curvesOf(s.prims, i, tol, curves));
    const cuts = curves.map(() => [0, 1] as number[]);
    // every pair of curves whose boxes meet: split both where they cross or touch
    const order = curves.map((_, i) => i).sort((a, b) => curves[a]!.box[0] - curves[b]!.box[0]);
    for (let ii = 0; ii < order.length; ii++) {
      const i = order[ii]!;
      const a = curves[i]!;
      for (let jj = ii + 1; jj < order.length; jj++) {
        const j = order[jj]!;
        const b = curves[j]!;
        if (b.box[0] > a.box[2] + tol) break;
        if (b.box[1] > a.box[3] + tol || b.box[3] < a.box[1] - tol) continue;
        for (const [x, y] of intersectPrims(a.prim, b.prim, tol)) {
          const ta = paramOf(a.edge, x, y, tol);
          const tb = paramOf(b.edge, x, y, tol);
          if (ta !== undefined) cuts[i]!.push(ta);
          if (tb !== undefined) cuts[j]!.push(tb);
        }
      }
    }
    curves.forEach((c, i) => {
      const sorted = cuts[i]!.slice().sort((p, q) => p - q);
      const ts = sorted.filter((t, k) => k === 0 || t - sorted[k - 1]! > 1e-12);
      for (let k = 0; k + 1 < ts.length; k++) {
        const piece = sub(c.edge, ts[k]!, ts[k + 1]!);
        const s = at(piece, 0);
        const e = at(piece, 1);
        if (Math.hypot(e[0] - s[0], e[1] - s[1]) <= this.tol) {
          // a whole closed curve (circle, ellipse): split it in two so no edge meets itself
          if (piece.k !== 'line' && ts[k + 1]! - ts[k]! > 0.5) {
            this.addEdge(sub(piece, 0, 0.5));
            this.addEdge(sub(piece, 0.5, 1));
          }
          continue;
        }
        this.addEdge(piece);
      }
    });
    this.prune();
    this.link();
    this.traceFaces();
    this.labelParts();
  }

  private cellKey(gx: number, gy: number): number {
    return ((gx * 73856093) ^ (gy * 19349663)) | 0;
  }

  private vertex(x: number, y: number): number {
    const cell = this.tol * 4;
    const gx = Math.floor(x / cell);
    const gy = Math.floor(y / cell);
    const tol2 = this.tol * this.tol;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const list = this.grid.get(this.cellKey(gx + dx, gy + dy));
        if (!list) continue;
        for (const v of list) {
          const ex = this.vx[v]! - x;
          const ey = this.vy[v]! - y;
          if (ex * ex + ey * ey <= tol2) return v;
        }
      }
    const v = this.vx.length;
    this.vx.push(x);
    this.vy.push(y);
    const key = this.cellKey(gx, gy);
    const list = this.grid.get(key);
    if (list) list.push(v);
    else this.grid.set(key, [v]);
    return v;
  }

  private addEdge(e: LoopEdge): void {
    const s = at(e, 0);
    const t = at(e, 1);
    const a = this.vertex(s[0], s[1]);
    const b = this.vertex(t[0], t[1]);
    if (a === b) return;
    // straight pieces end exactly on their vertices, so a loop closes exactly
    if (e.k === 'line') e = { ...e, x1: this.vx[a]!, y1: this.vy[a]!, x2: this.vx[b]!, y2: this.vy[b]! };
    // the same piece twice (overlapping objects): keep one
    const m = at(e, 0.5);
    const q = this.tol * 10;
    const key = Math.min(a, b) * 1048583 + Math.max(a, b);
    const mids = this.byEnds.get(key);
    if (mids) {
      for (let i = 0; i < mids.length; i += 2) if (Math.abs(mids[i]! - m[0]) <= q && Math.abs(mids[i + 1]! - m[1]) <= q) return;
      mids.push(m[0], m[1]);
    } else this.byEnds.set(key, [m[0], m[1]]);
    const i = this.half.length;
    this.half.push({ from: a, to: b, edge: e, twin: i + 1, angle: this.leaving(e, s), next: -1, face: -1 });
    const r = reverseEdge(e);
    this.half.push({ from: b, to: a, edge: r, twin: i, angle: this.leaving(r, t), next: -1, face: -1 });
  }

  /** The direction an edge leaves its start, looked at a little way along it (tangent arcs differ there). */
  private leaving(e: LoopEdge, s: [number, number]): number {
    const len = e.k === 'line' ? Math.hypot(e.x2 - e.x1, e.y2 - e.y1) : e.k === 'arc' ? e.r * Math.abs(e.a1 - e.a0) : Math.hypot(e.mx, e.my) * Math.abs(e.u1 - e.u0);
    const t = Math.min(0.25, (this.tol * 20) / Math.max(len, 1e-300));
    const p = at(e, t);
    return Math.atan2(p[1] - s[1], p[0] - s[0]);
  }

  /** Remove pieces with a free end, repeatedly (they cannot be part of a closed boundary). */
  private prune(): void {
    const alive = new Array<boolean>(this.half.length).fill(true);
    const degree = new Map<number, number>();
    for (const h of this.half) degree.set(h.from, (degree.get(h.from) ?? 0) + 1);
    const byVertex = new Map<number, number[]>();
    this.half.forEach((h, i) => {
      const l = byVertex.get(h.from);
      if (l) l.push(i);
      else byVertex.set(h.from, [i]);
    });
    const stack = [...degree].filter(([, d]) => d === 1).map(([v]) => v);
    while (stack.length) {
      const v = stack.pop()!;
      for (const i of byVertex.get(v) ?? []) {
        if (!alive[i]) continue;
        const h = this.half[i]!;
        alive[i] = false;
        alive[h.twin] = false;
        degree.set(v, (degree.get(v) ?? 1) - 1);
        const d = (degree.get(h.to) ?? 1) - 1;
        degree.set(h.to, d);
        if (d === 1) stack.push(h.to);
      }
    }
    const keep: HalfEdge[] = [];
    const remap = new Map<number, number>();
    this.half.forEach((h, i) => {
      if (alive[i]) {
        remap.set(i, keep.length);
        keep.push(h);
      }
    });
    for (const h of keep) h.twin = remap.get(h.twin)!;
    this.half.length = 0;
    this.half.push(...keep);
  }

  private link(): void {
    this.half.forEach((h, i) => {
      const l = this.out.get(h.from);
      if (l) l.push(i);
      else this.out.set(h.from, [i]);
    });
    for (const l of this.out.values()) l.sort((a, b) => this.half[a]!.angle - this.half[b]!.angle);
    // the face on the left: after arriving at v along h, leave by the edge just clockwise of h's twin
    this.half.forEach((h) => {
      const l = this.out.get(h.to)!;
      const k = l.indexOf(h.twin);
      h.next = l[(k - 1 + l.length) % l.length]!;
    });
  }

  private traceFaces(): void {
    for (let i = 0; i < this.half.length; i++) {
      if (this.half[i]!.face >= 0) continue;
      const halves: number[] = [];
      let h = i;
      const f = this.faces.length;
      while (this.half[h]!.face < 0) {
        this.half[h]!.face = f;
        halves.push(h);
        h = this.half[h]!.next;
      }
      const edges = halves.map((k) => this.half[k]!.edge);
      const poly: number[] = [];
      for (const e of edges) sample(e, poly);
      this.faces.push({ halves, loop: { edges, area: loopArea(edges), poly } });
    }
  }

  private labelParts(): void {
    this.part.length = this.vx.length;
    this.part.fill(-1);
    let n = 0;
    for (const [v0] of this.out) {
      if (this.part[v0]! >= 0) continue;
      const stack = [v0];
      this.part[v0] = n;
      while (stack.length) {
        const v = stack.pop()!;
        for (const i of this.out.get(v) ?? []) {
          const w = this.half[i]!.to;
          if (this.part[w]! < 0) {
            this.part[w] = n;
            stack.push(w);
          }
        }
      }
      n++;
    }
  }

  private partOf(face: number): number {
    return this.part[this.half[this.faces[face]!.halves[0]!]!.from]!;
  }

  /** The smallest bounded face around (x, y), or undefined when the point is in no closed area. */
  faceAround(x: number, y: number): { face: number; loop: Loop } | undefined {
    let best: number | undefined;
    this.faces.forEach((f, i) => {
      if (f.loop.area <= 0) return;
      if (pointInPolygon(x, y, f.loop.poly, 0) <= 0) return;
      if (best === undefined || f.loop.area < this.faces[best]!.loop.area) best = i;
    });
    return best === undefined ? undefined : { face: best, loop: this.faces[best]!.loop };
  }

  /** The outer boundary of every connected part (clockwise faces turned counter-clockwise). */
  outlines(): Array<{ part: number; loop: Loop }> {
    const out: Array<{ part: number; loop: Loop }> = [];
    this.faces.forEach((f, i) => {
      if (f.loop.area >= 0) return;
      out.push({ part: this.partOf(i), loop: reversed(f.loop) });
    });
    return out;
  }

  /**
   * The outlines of the parts inside a face that are not part of its boundary: the outermost ones
   * only (`nested` false, HATCH's Outer style), or all of them (Normal style: the fill alternates).
   */
  islandsIn(face: number, nested: boolean): Loop[] {
    const own = this.partOf(face);
    const poly = this.faces[face]!.loop.poly;
    const inside = this.outlines().filter((o) => o.part !== own && pointInPolygon(o.loop.poly[0]!, o.loop.poly[1]!, poly, 0) > 0);
    if (nested) return inside.map((o) => o.loop);
    return inside.filter((o) => !inside.some((p) => p !== o && p.loop.area > o.loop.area && pointInPolygon(o.loop.poly[0]!, o.loop.poly[1]!, p.loop.poly, 0) > 0)).map((o) => o.loop);
  }
}

function reversed(l: Loop): Loop {
  const edges = l.edges.slice().reverse().map(reverseEdge);
  const poly: number[] = [];
  for (const e of edges) sample(e, poly);
  return { edges, area: -l.area, poly };
}

/** The exact signed area a closed run of edges encloses (Green's theorem, edge by edge). */
export function loopArea(edges: readonly LoopEdge[]): number {
  let a = 0;
  for (const e of edges) {
    if (e.k === 'line') a += e.x1 * e.y2 - e.x2 * e.y1;
    else if (e.k === 'arc')
      a += e.r * e.cx * (Math.sin(e.a1) - Math.sin(e.a0)) - e.r * e.cy * (Math.cos(e.a1) - Math.cos(e.a0)) + e.r * e.r * (e.a1 - e.a0);
    else {
      const ax = e.mx;
      const ay = e.my;
      const bx = -e.my * e.ratio;
      const by = e.mx * e.ratio;
      const ca = e.cx * ay - e.cy * ax;
      const cb = e.cx * by - e.cy * bx;
      a += ca * (Math.cos(e.u1) - Math.cos(e.u0)) + cb * (Math.sin(e.u1) - Math.sin(e.u0)) + (ax * by - ay * bx) * (e.u1 - e.u0);
    }
  }
  return a / 2;
}

/** A point of an edge (for tests and seed points). */
export const edgePoint = (e: LoopEdge, t: number): [number, number] => at(e, t);

/** A full ellipse or circle conic as a point (for callers that need one). */
export const conicPoint = (p: ArcPrim | EllPrim, u: number): [number, number] => {
  const c = conicOf(p);
  return [conicX(c, u), conicY(c, u)];
};
