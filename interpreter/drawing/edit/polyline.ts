/*
 * PEDIT and JOIN on LWPOLYLINEs (and what they take in: LINEs, ARCs, other polylines):
 *   toPolyline        a LINE or ARC becomes an LWPOLYLINE with its properties (a new entity; the
 *                     line or arc is erased), as PEDIT's "turn it into one" does
 *   setClosed / setWidth / decurve / reversePolyline / setLinetypeGen   the PEDIT options
 *   joinToPolyline    chain touching curves (within `fuzz`) onto a polyline's ends; they are erased
 *   joinEntities      JOIN: collinear lines into one line, arcs on one circle into one arc (or a
 *                     circle), anything else that touches end to end into one polyline
 */
import type { DrawingDb } from '../db.js';
import type { Piece } from '../geometry/curve.js';
import { arcP, lineP, pieceEnd, pieceStart, reversePath } from '../geometry/pieces.js';
import { TAU } from '../geometry/prims.js';
import type { Vec3 } from '../geometry/vec.js';
import { tagNum, type GV } from '../model/tags.js';
import { cleanPoint, curveGroups, editCurve, writeCurve, type EditCurve } from './curves.js';
import { deriveEntity, editableEntity, emptyResult, eraseRecord, isFailure, rewriteEntity, type EditResult, type EntityRef } from './records.js';

function polyOf(db: DrawingDb, ref: EntityRef, res: EditResult): EditCurve | undefined {
  const r = editableEntity(db, ref);
  if (isFailure(r)) {
    res.failed.push(r);
    return undefined;
  }
  const c = r.type === 'LWPOLYLINE' ? editCurve(db, r) : undefined;
  if (!c) res.failed.push({ handle: r.handle, error: 'unsupported' });
  return c;
}

/** A LINE or ARC as a new LWPOLYLINE (the source erased); `created` holds it. */
export function toPolyline(db: DrawingDb, ref: EntityRef): EditResult {
  const res = emptyResult();
  const r = editableEntity(db, ref);
  if (isFailure(r)) return { ...res, failed: [r] };
  const c = r.type === 'LINE' || r.type === 'ARC' ? editCurve(db, r) : undefined;
  if (!c || !c.plan) return { ...res, failed: [{ handle: r.handle, error: c ? 'notPlanar' : 'unsupported' }] };
  const h = deriveEntity(db, r, 'LWPOLYLINE', curveGroups({ ...c, kind: 'LWPOLYLINE', widths: [] }, 'LWPOLYLINE', c.pieces, false));
  eraseRecord(db, r);
  res.created.push(h);
  res.erased.push(r.handle);
  return res;
}

function rewrite(db: DrawingDb, c: EditCurve, pieces: readonly Piece[], closed: boolean, extra: Array<[number, GV]> = []): void {
  const groups = curveGroups(c, 'LWPOLYLINE', pieces, closed);
  for (const [code, v] of extra) {
    const i = groups.findIndex((g) => g[0] === code);
    if (i >= 0) groups[i] = [code, v];
  }
  rewriteEntity(db, db.get(c.rec.handle)!, groups);
}

/** PEDIT Close / Open. */
export function setClosed(db: DrawingDb, ref: EntityRef, closed: boolean): EditResult {
  const res = emptyResult();
  const c = polyOf(db, ref, res);
  if (!c) return res;
  let pieces = c.pieces;
  if (closed && !c.closed) {
    // the closing segment runs straight from the last vertex back to the first
    const last = pieceEnd(pieces[pieces.length - 1]!);
    pieces = [...pieces, lineP(last, pieceStart(pieces[0]!), pieces.length)];
  } else if (!closed && c.closed) pieces = pieces.slice(0, -1);
  rewrite(db, c, pieces, closed);
  res.changed.push(c.rec.handle);
  return res;
}

/** PEDIT Width: one width for every segment (43 and each vertex's 40 41). */
export function setWidth(db: DrawingDb, ref: EntityRef, width: number): EditResult {
  const res = emptyResult();
  const c = polyOf(db, ref, res);
  if (!c) return res;
  rewrite(db, { ...c, widths: c.widths.map(() => [width, width]) }, c.pieces, c.closed, [[43, width]]);
  res.changed.push(c.rec.handle);
  return res;
}

/** PEDIT Decurve: every segment straight. */
export function decurve(db: DrawingDb, ref: EntityRef): EditResult {
  const res = emptyResult();
  const c = polyOf(db, ref, res);
  if (!c) return res;
  rewrite(db, c, c.pieces.map((p) => (p.k === 'arc' ? lineP(pieceStart(p), pieceEnd(p), p.t0) : p)), c.closed);
  res.changed.push(c.rec.handle);
  return res;
}

/** PEDIT Reverse: the vertices in the other order. */
export function reversePolyline(db: DrawingDb, ref: EntityRef): EditResult {
  const res = emptyResult();
  const c = polyOf(db, ref, res);
  if (!c) return res;
  const n = c.widths.length;
  const widths = c.widths.map((_, i) => {
    const w = c.widths[n - 1 - i]!;
    return [w[1], w[0]] as [number, number];
  });
  const pieces = reversePath(c.pieces).map((p, i) => ({ ...p, t0: i }));
  rewrite(db, { ...c, widths }, pieces, c.closed);
  res.changed.push(c.rec.handle);
  return res;
}

/** PEDIT Ltype gen (70 bit 128). */
export function setLinetypeGen(db: DrawingDb, ref: EntityRef, on: boolean): EditResult {
  const res = emptyResult();
  const c = polyOf(db, ref, res);
  if (!c) return res;
  const flags = (tagNum(c.rec.body, 70, 0) & ~128) | (on ? 128 : 0);
  rewrite(db, c, c.pieces, c.closed, [[70, flags]]);
  res.changed.push(c.rec.handle);
  return res;
}

interface Chain {
  pieces: Piece[];
  widths: Array<[number, number]>;
}

/** Pieces of a curve with their widths renumbered from `base`. */
function chainOf(c: EditCurve, base: number): Chain {
  return {
    pieces: c.pieces.map((p, i) => ({ ...p, t0: base + i })),
    widths: c.pieces.map((p) => c.widths[p.t0] ?? [0, 0]),
  };
}

const near = (a: Vec3, b: Vec3, fuzz: number): boolean => Math.hypot(a[0] - b[0], a[1] - b[1]) <= fuzz;

/**
 * Grow `start` by the curves that touch its ends (within fuzz), as long as any does. Returns the
 * chain and the curves used, in the order they were taken.
 */
function grow(start: Chain, others: EditCurve[], fuzz: number): { chain: Chain; used: EditCurve[] } {
  let chain = start;
  const used: EditCurve[] = [];
  const left = others.slice();
  for (let found = true; found; ) {
    found = false;
    for (let i = 0; i < left.length; i++) {
      const o = left[i]!;
      if (o.closed) continue;
      const cs = pieceStart(chain.pieces[0]!);
      const ce = pieceEnd(chain.pieces[chain.pieces.length - 1]!);
      const os = pieceStart(o.pieces[0]!);
      const oe = pieceEnd(o.pieces[o.pieces.length - 1]!);
      let add: Chain | undefined;
      let atEnd = true;
      const fwd = chainOf(o, 0);
      const rev = { pieces: reversePath(fwd.pieces), widths: fwd.widths.slice().reverse().map(([a, b]) => [b, a] as [number, number]) };
      if (near(ce, os, fuzz)) add = fwd;
      else if (near(ce, oe, fuzz)) add = rev;
      else if (near(cs, oe, fuzz)) [add, atEnd] = [fwd, false];
      else if (near(cs, os, fuzz)) [add, atEnd] = [rev, false];
      if (!add) continue;
      chain = atEnd ? { pieces: [...chain.pieces, ...add.pieces], widths: [...chain.widths, ...add.widths] } : { pieces: [...add.pieces, ...chain.pieces], widths: [...add.widths, ...chain.widths] };
      used.push(o);
      left.splice(i, 1);
      found = true;
      break;
    }
  }
  // number the pieces in order so that each keeps its widths
  chain = { pieces: chain.pieces.map((p, i) => ({ ...p, t0: i })), widths: chain.widths };
  return { chain, used };
}

/** Curves (LINE, ARC, open LWPOLYLINE) among refs, editable and in plan. */
function curvesOf(db: DrawingDb, refs: Iterable<EntityRef>, skip: string, res: EditResult): EditCurve[] {
  const out: EditCurve[] = [];
  for (const ref of refs) {
    const r = editableEntity(db, ref);
    if (isFailure(r)) {
      res.failed.push(r);
      continue;
    }
    if (r.handle === skip) continue;
    const c = r.type === 'LINE' || r.type === 'ARC' || r.type === 'LWPOLYLINE' ? editCurve(db, r) : undefined;
    if (!c || !c.plan) res.failed.push({ handle: r.handle, error: 'notJoinable' });
    else out.push(c);
  }
  return out;
}

/** PEDIT Join: touching curves added to an open polyline's ends; `erased` are the curves taken in. */
export function joinToPolyline(db: DrawingDb, ref: EntityRef, others: Iterable<EntityRef>, fuzz = 1e-6): EditResult & { segments: number } {
  const res = emptyResult();
  const c = polyOf(db, ref, res);
  if (!c) return { ...res, segments: 0 };
  if (c.closed) return { ...res, failed: [{ handle: c.rec.handle, error: 'closed' }], segments: 0 };
  const { chain, used } = grow(chainOf(c, 0), curvesOf(db, others, c.rec.handle, res), Math.max(fuzz, 1e-9));
  if (used.length) {
    rewrite(db, { ...c, widths: chain.widths }, chain.pieces, false);
    for (const u of used) {
      eraseRecord(db, db.get(u.rec.handle)!);
      res.erased.push(u.rec.handle);
    }
    res.changed.push(c.rec.handle);
  }
  return { ...res, segments: chain.pieces.length - c.pieces.length };
}

const collinear = (a: EditCurve, b: EditCurve): boolean => {
  const [p, q] = [a.pieces[0]!, b.pieces[0]!];
  if (p.k !== 'line' || q.k !== 'line') return false;
  const dx = p.b[0] - p.a[0], dy = p.b[1] - p.a[1];
  const l = Math.hypot(dx, dy) || 1;
  const off = (x: number, y: number): number => Math.abs(dx * (y - p.a[1]) - dy * (x - p.a[0])) / l;
  return off(q.a[0], q.a[1]) < 1e-9 * (1 + l) && off(q.b[0], q.b[1]) < 1e-9 * (1 + l);
};

const concentric = (a: EditCurve, b: EditCurve): boolean => {
  const [p, q] = [a.pieces[0]!, b.pieces[0]!];
  return p.k === 'arc' && q.k === 'arc' && Math.hypot(p.cx - q.cx, p.cy - q.cy) < 1e-9 * (1 + p.r) && Math.abs(p.r - q.r) < 1e-9 * (1 + p.r);
};

/**
 * JOIN: the first object is the source. Lines all collinear with it make one line from the
 * extreme points; arcs all on its circle one arc from its start counter-clockwise round to the
 * farthest end (a circle when they close it); otherwise the curves that touch end to end make
 * one polyline (the source polyline, or a new one with the first object's properties), closed
 * when its ends meet. `erased` lists what was taken in; what could not join is in `failed`.
 */
export function joinEntities(db: DrawingDb, refs: readonly EntityRef[], fuzz = 1e-6): EditResult {
  const res = emptyResult();
  const all = curvesOf(db, refs, '', res);
  const src = all[0];
  if (!src || all.length < 2) {
    if (src) res.failed.push({ handle: src.rec.handle, error: 'notJoinable' });
    return res;
  }
  const rest = all.slice(1);
  if (src.kind === 'LINE' && rest.every((o) => o.kind === 'LINE' && collinear(src, o))) {
    const p = src.pieces[0]! as Extract<Piece, { k: 'line' }>;
    const dx = p.b[0] - p.a[0], dy = p.b[1] - p.a[1];
    const l2 = dx * dx + dy * dy;
    let lo = 0, hi = 1;
    for (const o of rest) for (const q of [pieceStart(o.pieces[0]!), pieceEnd(o.pieces[0]!)]) {
      const t = ((q[0] - p.a[0]) * dx + (q[1] - p.a[1]) * dy) / l2;
      lo = Math.min(lo, t);
      hi = Math.max(hi, t);
    }
    const at = (t: number): Vec3 => [p.a[0] + dx * t, p.a[1] + dy * t, p.a[2] + (p.b[2] - p.a[2]) * t];
    rewriteEntity(db, src.rec, [[10, cleanPoint(at(lo))], [11, cleanPoint(at(hi))]]);
    res.changed.push(src.rec.handle);
    return finish(db, res, rest);
  }
  if (src.kind === 'ARC' && rest.every((o) => o.kind === 'ARC' && concentric(src, o))) {
    const p = src.pieces[0]! as Extract<Piece, { k: 'arc' }>;
    let reach = p.sweep;
    for (const o of rest) {
      const q = o.pieces[0]! as Extract<Piece, { k: 'arc' }>;
      let s = (q.a0 - p.a0) % TAU;
      if (s < 0) s += TAU;
      reach = Math.max(reach, s + q.sweep);
    }
    const pieces = [arcP(p.cx, p.cy, p.z, p.r, p.a0, Math.min(reach, TAU))];
    const w = writeCurve(db, src, pieces, reach >= TAU - 1e-9);
    if (w.created) {
      res.created.push(w.handle);
      res.erased.push(src.rec.handle);
    } else res.changed.push(src.rec.handle);
    return finish(db, res, rest);
  }
  const { chain, used } = grow(chainOf(src, 0), rest, Math.max(fuzz, 1e-9));
  for (const o of rest) if (!used.includes(o)) res.failed.push({ handle: o.rec.handle, error: 'notJoinable' });
  if (!used.length) return res;
  const closed = near(pieceStart(chain.pieces[0]!), pieceEnd(chain.pieces[chain.pieces.length - 1]!), Math.max(fuzz, 1e-9));
  const pieces = chain.pieces;
  const target: EditCurve = { ...src, widths: chain.widths, kind: 'LWPOLYLINE' };
  if (src.kind === 'LWPOLYLINE') {
    rewrite(db, target, pieces, closed);
    res.changed.push(src.rec.handle);
  } else {
    res.created.push(deriveEntity(db, src.rec, 'LWPOLYLINE', curveGroups(target, 'LWPOLYLINE', pieces, closed)));
    eraseRecord(db, src.rec);
    res.erased.push(src.rec.handle);
  }
  for (const u of used) {
    eraseRecord(db, db.get(u.rec.handle)!);
    res.erased.push(u.rec.handle);
  }
  return res;
}

function finish(db: DrawingDb, res: EditResult, rest: EditCurve[]): EditResult {
  for (const o of rest) {
    eraseRecord(db, db.get(o.rec.handle)!);
    res.erased.push(o.rec.handle);
  }
  return res;
}
