/*
 * Editing the pieces of a curve (curve.ts): the straight and circular pieces a LINE, ARC, CIRCLE
 * or polyline is made of, in the entity's own plane. The edits (drawing/edit: TRIM, EXTEND, BREAK,
 * LENGTHEN, FILLET, OFFSET, JOIN, PEDIT) cut, extend, reverse and offset pieces here, then write
 * them back as groups. A position on a piece is a fraction f: 0 at its start, 1 at its end, and
 * outside [0, 1] on its extension (the infinite line, or the rest of the circle). A piece's t0
 * keeps the index of the polyline segment it came from (its widths follow it).
 * Intersections go through the plan primitives (prims.ts, intersect.ts): the pieces are taken in
 * WCS plan, so callers edit only curves whose plane is the WCS XY plane (or parallel to it).
 */
import type { ArcPiece, LinePiece, Piece } from './curve.js';
import { intersectPrims } from './intersect.js';
import { piecePoint } from './measure.js';
import { TAU, polyOf, type ArcPrim, type Prim } from './prims.js';
import type { Vec3 } from './vec.js';

export { piecePoint };

export const lineP = (a: Vec3, b: Vec3, t0 = 0): LinePiece => {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
  return { k: 'line', a, b, t0, dt: 1, len };
};

export const arcP = (cx: number, cy: number, z: number, r: number, a0: number, sweep: number, t0 = 0): ArcPiece => ({ k: 'arc', cx, cy, z, r, a0, sweep, t0, dt: 1, len: Math.abs(sweep) * r });

export const pieceStart = (p: Piece): Vec3 => piecePoint(p, 0);
export const pieceEnd = (p: Piece): Vec3 => piecePoint(p, 1);

/** The direction of travel at fraction f (unit, plan). */
export function pieceTangent(p: Piece, f: number): [number, number] {
  if (p.k === 'line') {
    const dx = p.b[0] - p.a[0];
    const dy = p.b[1] - p.a[1];
    const l = Math.hypot(dx, dy) || 1;
    return [dx / l, dy / l];
  }
  const a = p.a0 + f * p.sweep;
  const s = Math.sign(p.sweep) || 1;
  return [-Math.sin(a) * s, Math.cos(a) * s];
}

/** The part of a piece between fractions f0 and f1 (f1 < f0 runs it backwards). */
export function subPiece(p: Piece, f0: number, f1: number): Piece {
  if (p.k === 'line') return lineP(piecePoint(p, f0), piecePoint(p, f1), p.t0);
  return arcP(p.cx, p.cy, p.z, p.r, p.a0 + f0 * p.sweep, (f1 - f0) * p.sweep, p.t0);
}

export const reversePiece = (p: Piece): Piece => subPiece(p, 1, 0);

/** A piece with its t0 set (the source segment index). */
export const withT0 = (p: Piece, t0: number): Piece => ({ ...p, t0 });

/**
 * The fraction of the point on the piece's line or circle nearest (x, y), not clamped. For an arc
 * the angle is measured from the start in the direction of travel; `side` says how a point off
 * the arc is read: 'end' past the end (f > 1), 'start' before the start (f < 0), 'near' whichever
 * is the shorter way round.
 */
export function pieceFraction(p: Piece, x: number, y: number, side: 'start' | 'end' | 'near' = 'near'): number {
  if (p.k === 'line') {
    const dx = p.b[0] - p.a[0];
    const dy = p.b[1] - p.a[1];
    const l2 = dx * dx + dy * dy;
    return l2 === 0 ? 0 : ((x - p.a[0]) * dx + (y - p.a[1]) * dy) / l2;
  }
  const span = Math.abs(p.sweep);
  if (span === 0) return 0;
  const dir = Math.sign(p.sweep);
  let off = (dir * (Math.atan2(y - p.cy, x - p.cx) - p.a0)) % TAU;
  if (off < 0) off += TAU;
  if (off <= span + 1e-12) {
    // on the arc; the very start may come out as a full turn
    if (off > TAU - 1e-9 && span < TAU - 1e-9) return 0;
    return off / span;
  }
  const after = (off - span) / span;
  const before = (TAU - off) / span;
  if (side === 'end') return 1 + after;
  if (side === 'start') return -before;
  return after <= before ? 1 + after : -before;
}

/** The piece's plan primitive (WCS when the piece space is the WCS). */
export function piecePrim(p: Piece): Prim {
  if (p.k === 'line') return polyOf([p.a[0], p.a[1], p.b[0], p.b[1]]);
  return arcPrim(p.cx, p.cy, p.r, p.a0, p.sweep);
}

function arcPrim(cx: number, cy: number, r: number, a0: number, sweep: number): ArcPrim {
  return sweep >= 0 ? { k: 'arc', cx, cy, r, a0, a1: a0 + sweep } : { k: 'arc', cx, cy, r, a0: a0 + sweep, a1: a0 };
}

/** The piece's whole line (a segment `reach` long each way) or whole circle. */
export function extendedPrim(p: Piece, reach: number): Prim {
  if (p.k === 'arc') return { k: 'arc', cx: p.cx, cy: p.cy, r: p.r, a0: 0, a1: TAU };
  const [ux, uy] = pieceTangent(p, 0);
  return polyOf([p.a[0] - ux * reach, p.a[1] - uy * reach, p.b[0] + ux * reach, p.b[1] + uy * reach]);
}

export interface PieceHit {
  /** fraction on the piece */
  f: number;
  x: number;
  y: number;
}

/**
 * Where the piece meets the primitives. With `reach` the piece's extension counts too (its line
 * that far beyond each end, its whole circle); fractions beyond the ends are then read on `side`.
 */
export function pieceHits(p: Piece, prims: readonly Prim[], opts: { reach?: number; side?: 'start' | 'end' | 'near'; eps?: number } = {}): PieceHit[] {
  const own = opts.reach ? extendedPrim(p, opts.reach) : piecePrim(p);
  const eps = opts.eps ?? 1e-9 * (1 + p.len);
  const out: PieceHit[] = [];
  for (const q of prims) {
    for (const [x, y] of intersectPrims(own, q, eps)) {
      const f = pieceFraction(p, x, y, opts.side ?? 'near');
      if (!out.some((h) => Math.abs(h.f - f) < 1e-12)) out.push({ f, x, y });
    }
  }
  return out.sort((a, b) => a.f - b.f);
}

/** The same piece moved `d` to the left of its direction of travel (negative: to the right); null when an arc shrinks to nothing. */
export function offsetPiece(p: Piece, d: number): Piece | null {
  if (p.k === 'line') {
    const [ux, uy] = pieceTangent(p, 0);
    const nx = -uy * d;
    const ny = ux * d;
    return lineP([p.a[0] + nx, p.a[1] + ny, p.a[2]], [p.b[0] + nx, p.b[1] + ny, p.b[2]], p.t0);
  }
  // the centre is on the left of a counter-clockwise arc
  const r = p.sweep >= 0 ? p.r - d : p.r + d;
  if (!(r > 1e-10 * (1 + p.r))) return null;
  return arcP(p.cx, p.cy, p.z, r, p.a0, p.sweep, p.t0);
}

/** Which side of the piece a point is on: > 0 left of the direction of travel, < 0 right. */
export function sideOf(p: Piece, x: number, y: number): number {
  if (p.k === 'line') {
    const dx = p.b[0] - p.a[0];
    const dy = p.b[1] - p.a[1];
    return dx * (y - p.a[1]) - dy * (x - p.a[0]);
  }
  const inside = p.r - Math.hypot(x - p.cx, y - p.cy);
  return p.sweep >= 0 ? inside : -inside;
}

/** Distance from a point to the piece's whole line or circle. */
export function carrierDistance(p: Piece, x: number, y: number): number {
  if (p.k === 'arc') return Math.abs(Math.hypot(x - p.cx, y - p.cy) - p.r);
  const dx = p.b[0] - p.a[0];
  const dy = p.b[1] - p.a[1];
  const l = Math.hypot(dx, dy) || 1;
  return Math.abs(dx * (y - p.a[1]) - dy * (x - p.a[0])) / l;
}

/** The bulge of an arc piece (tan of a quarter of its signed sweep); 0 for a line. */
export const pieceBulge = (p: Piece): number => (p.k === 'arc' ? Math.tan(p.sweep / 4) : 0);

/** Whether a piece runs the same way as `was` (an offset or a trim did not turn it round). */
export function sameDirection(p: Piece, was: Piece): boolean {
  if (p.k === 'arc' && was.k === 'arc') return Math.sign(p.sweep) === Math.sign(was.sweep) && Math.abs(p.sweep) > 1e-12;
  const [ax, ay] = pieceTangent(p, 0);
  const [bx, by] = pieceTangent(was, 0);
  return p.len > 1e-12 && ax * bx + ay * by > 0;
}

const near = (a: Vec3, b: Vec3, eps: number): boolean => Math.hypot(a[0] - b[0], a[1] - b[1]) <= eps;

/** Does piece q start where p ends (within eps)? */
export const joined = (p: Piece, q: Piece, eps: number): boolean => near(pieceEnd(p), pieceStart(q), eps);

/** A chain of pieces as one path: each piece's end moved onto the next piece's start. */
export function snapChain(pieces: Piece[], closed: boolean): Piece[] {
  return pieces.map((p, i) => {
    const next = pieces[i + 1] ?? (closed ? pieces[0] : undefined);
    if (!next || p.k !== 'line') return p;
    return lineP(p.a, pieceStart(next), p.t0);
  });
}

/** Where a path parameter u (piece index + fraction) lies: the piece and the fraction on it. */
export function locateParam(pieces: readonly Piece[], u: number): { i: number; f: number } {
  const n = pieces.length;
  const i = Math.min(n - 1, Math.max(0, Math.floor(u)));
  return { i, f: u - i };
}

export const pointAtParam = (pieces: readonly Piece[], u: number): Vec3 => {
  const { i, f } = locateParam(pieces, u);
  return piecePoint(pieces[i]!, f);
};

/**
 * The part of a path between parameters u0 < u1 (piece index + fraction). On a closed path u1
 * may pass the end (up to u0 + n): the part then runs on through the start.
 */
export function pathSpan(pieces: readonly Piece[], closed: boolean, u0: number, u1: number, eps = 1e-9): Piece[] {
  const n = pieces.length;
  const out: Piece[] = [];
  const end = closed ? u1 : Math.min(u1, n);
  let u = Math.max(0, u0);
  while (u < end - eps) {
    const k = Math.floor(u + eps);
    const i = ((k % n) + n) % n;
    const f0 = Math.max(0, u - k);
    const f1 = Math.min(1, end - k);
    if (f1 - f0 > eps) out.push(f0 === 0 && f1 === 1 ? pieces[i]! : subPiece(pieces[i]!, f0, f1));
    u = k + 1;
  }
  return out;
}

/** The path parameter nearest a point (plan), and how far the point is from the path. */
export function paramNear(pieces: readonly Piece[], x: number, y: number): { u: number; gap: number } {
  let best = { u: 0, gap: Infinity };
  pieces.forEach((p, i) => {
    const f = Math.min(1, Math.max(0, pieceFraction(p, x, y, 'near')));
    const q = piecePoint(p, f);
    const gap = Math.hypot(q[0] - x, q[1] - y);
    if (gap < best.gap) best = { u: i + f, gap };
  });
  return best;
}

export const pathLength = (pieces: readonly Piece[]): number => pieces.reduce((s, p) => s + p.len, 0);

/** The path parameter at distance s along the path (clamped to the path). */
export function paramAtLength(pieces: readonly Piece[], s: number): number {
  let acc = 0;
  for (let i = 0; i < pieces.length; i++) {
    const l = pieces[i]!.len;
    if (s <= acc + l || i === pieces.length - 1) return i + (l > 0 ? Math.min(1, Math.max(0, (s - acc) / l)) : 0);
    acc += l;
  }
  return 0;
}

/** The path the other way round. */
export const reversePath = (pieces: readonly Piece[]): Piece[] => pieces.map(reversePiece).reverse();
