/*
 * TRIM, EXTEND and BREAK on LINE, ARC, CIRCLE and LWPOLYLINE (plan view, WCS XY plane).
 * Cutting and boundary edges are any entities with a shape (geometry/shape.ts: lines, curves,
 * text boxes, block contents...). Positions along the curve are path parameters (piece index +
 * fraction, geometry/pieces.ts).
 *   trimEntity    removes the part under the pick point between the nearest cuts on either side
 *                 (to the end when there is none on one side); a middle part leaves two entities
 *                 (the second one new); a circle needs two cuts and becomes an ARC; a closed
 *                 polyline opens. No cut at all: 'noEdge'.
 *   extendEntity  moves the end nearest the pick point along its line or circle to the first
 *                 boundary beyond it (open curves only). None: 'noEdge'.
 *   breakEntity   removes the part between two points (projected onto the curve): one entity
 *                 becomes two, a circle becomes the arc from the second point counter-clockwise
 *                 to the first, a closed polyline opens; the same point twice splits an open curve.
 */
import type { DrawingDb } from '../db.js';
import { emptyBox, growBox, primsBox } from '../geometry/extents.js';
import { paramNear, pathSpan, pieceEnd, pieceHits, pieceStart, subPiece } from '../geometry/pieces.js';
import type { Prim } from '../geometry/prims.js';
import { shapeOf } from '../geometry/shape.js';
import type { Vec3 } from '../geometry/vec.js';
import { dbShapeContext, recordShapeInput } from '../record-shape.js';
import { addCurve, editCurve, writeCurve, type EditCurve } from './curves.js';
import { editableEntity, emptyResult, eraseRecord, isFailure, liveEntity, type EditResult, type EntityRef } from './records.js';

/** A cutting or boundary edge: an entity's plan primitives. */
export interface Edge {
  handle: string;
  prims: Prim[];
}

/**
 * Edges from entities (TRIM/EXTEND's "Select objects"), or — with no list — every live entity of
 * the space or block `owner` (Enter at the edge prompt, quick mode).
 */
export function collectEdges(db: DrawingDb, refs: Iterable<EntityRef> | undefined, owner = db.modelSpace): Edge[] {
  const ctx = dbShapeContext(db);
  const out: Edge[] = [];
  const add = (h: string): void => {
    const r = db.get(h);
    if (!r || r.deleted || !db.isEntity(h)) return;
    const st = db.layerState(String(r.body.v[r.body.c.indexOf(8)] ?? '0'));
    if (!refs && st && (st.frozen || st.off)) return;
    const prims = shapeOf(recordShapeInput(db, r), ctx);
    if (prims.length) out.push({ handle: h, prims });
  };
  if (refs) {
    for (const ref of refs) {
      const r = liveEntity(db, ref);
      if (r) add(r.handle);
    }
  } else for (const h of db.ownerLists.get(owner) ?? []) add(h);
  return out;
}

const EPS = 1e-9;

function curveFor(db: DrawingDb, ref: EntityRef, res: EditResult): EditCurve | undefined {
  const r = editableEntity(db, ref);
  if (isFailure(r)) {
    res.failed.push(r);
    return undefined;
  }
  const c = editCurve(db, r);
  if (!c) res.failed.push({ handle: r.handle, error: 'unsupported' });
  else if (!c.plan) res.failed.push({ handle: r.handle, error: 'notPlanar' });
  else return c;
  return undefined;
}

/** Path parameters where the edges cut the curve (its own ends left out for an open curve). */
function cuts(c: EditCurve, edges: readonly Edge[]): number[] {
  const n = c.pieces.length;
  const out: number[] = [];
  c.pieces.forEach((p, i) => {
    for (const e of edges) {
      if (e.handle === c.rec.handle) continue;
      for (const h of pieceHits(p, e.prims)) {
        const f = Math.min(1, Math.max(0, h.f));
        let u = i + f;
        if (c.closed && u >= n - EPS) u = 0;
        if (!c.closed && (u <= EPS || u >= n - EPS)) continue;
        if (!out.some((x) => Math.abs(x - u) < 1e-7)) out.push(u);
      }
    }
  });
  return out.sort((a, b) => a - b);
}

/** Keep the parts [0, lo] and [hi, n] of an open curve (either may be absent). */
function keepEnds(db: DrawingDb, c: EditCurve, lo: number | undefined, hi: number | undefined, res: EditResult): void {
  const n = c.pieces.length;
  const first = lo !== undefined ? pathSpan(c.pieces, false, 0, lo) : undefined;
  const last = hi !== undefined ? pathSpan(c.pieces, false, hi, n) : undefined;
  if (first?.length) {
    writeCurve(db, c, first, false);
    res.changed.push(c.rec.handle);
    if (last?.length) res.created.push(addCurve(db, c, last, false));
  } else if (last?.length) {
    writeCurve(db, c, last, false);
    res.changed.push(c.rec.handle);
  } else {
    eraseRecord(db, db.get(c.rec.handle)!);
    res.erased.push(c.rec.handle);
  }
}

/** Keep the part of a closed curve from `from` forward to `to` (wrapping past the start). */
function keepSpan(db: DrawingDb, c: EditCurve, from: number, to: number, res: EditResult): void {
  const n = c.pieces.length;
  const end = to > from ? to : to + n;
  const w = writeCurve(db, c, pathSpan(c.pieces, true, from, end), false);
  if (w.created) {
    res.created.push(w.handle);
    res.erased.push(c.rec.handle);
  } else res.changed.push(c.rec.handle);
}

/** TRIM: cut away the part of the curve under `pick` (WCS) between the edges. */
export function trimEntity(db: DrawingDb, ref: EntityRef, pick: Vec3, edges: readonly Edge[]): EditResult {
  const res = emptyResult();
  const c = curveFor(db, ref, res);
  if (!c) return res;
  const us = cuts(c, edges);
  const up = paramNear(c.pieces, pick[0], pick[1]).u;
  if (c.closed) {
    if (us.length < 2) return { ...res, failed: [{ handle: c.rec.handle, error: 'noEdge' }] };
    const hi = us.find((u) => u > up) ?? us[0]!;
    const lo = [...us].reverse().find((u) => u < up) ?? us[us.length - 1]!;
    keepSpan(db, c, hi, lo, res);
    return res;
  }
  if (us.length === 0) return { ...res, failed: [{ handle: c.rec.handle, error: 'noEdge' }] };
  const lo = [...us].reverse().find((u) => u < up);
  const hi = us.find((u) => u > up);
  keepEnds(db, c, lo, hi, res);
  return res;
}

/** How far an extension may reach: beyond everything in sight. */
function reachOf(c: EditCurve, edges: readonly Edge[]): number {
  const b = emptyBox();
  for (const e of edges) primsBox(e.prims, b);
  for (const p of c.pieces) {
    const a = pieceStart(p);
    growBox(b, a[0], a[1]);
  }
  return 2 * Math.hypot(b[2] - b[0], b[3] - b[1]) + 1;
}

/** EXTEND: lengthen the end of the curve nearest `pick` (WCS) to the first boundary it reaches. */
export function extendEntity(db: DrawingDb, ref: EntityRef, pick: Vec3, edges: readonly Edge[]): EditResult {
  const res = emptyResult();
  const c = curveFor(db, ref, res);
  if (!c) return res;
  if (c.closed) return { ...res, failed: [{ handle: c.rec.handle, error: 'closed' }] };
  const n = c.pieces.length;
  const s = pieceStart(c.pieces[0]!);
  const e = pieceEnd(c.pieces[n - 1]!);
  const atEnd = Math.hypot(pick[0] - e[0], pick[1] - e[1]) <= Math.hypot(pick[0] - s[0], pick[1] - s[1]);
  const p = atEnd ? c.pieces[n - 1]! : c.pieces[0]!;
  const reach = reachOf(c, edges);
  let best: number | undefined;
  const maxF = p.k === 'arc' ? (2 * Math.PI) / Math.abs(p.sweep) - 1 : Infinity;
  for (const edge of edges) {
    if (edge.handle === c.rec.handle) continue;
    for (const h of pieceHits(p, edge.prims, { reach, side: atEnd ? 'end' : 'start' })) {
      const beyond = atEnd ? h.f - 1 : -h.f;
      if (beyond <= 1e-9 || beyond >= maxF) continue;
      if (best === undefined || beyond < best) best = beyond;
    }
  }
  if (best === undefined) return { ...res, failed: [{ handle: c.rec.handle, error: 'noEdge' }] };
  const pieces = c.pieces.slice();
  pieces[atEnd ? n - 1 : 0] = atEnd ? subPiece(p, 0, 1 + best) : subPiece(p, -best, 1);
  writeCurve(db, c, pieces, false);
  res.changed.push(c.rec.handle);
  return res;
}

/** BREAK: remove the curve between two WCS points (projected onto it). */
export function breakEntity(db: DrawingDb, ref: EntityRef, p1: Vec3, p2: Vec3): EditResult {
  const res = emptyResult();
  const c = curveFor(db, ref, res);
  if (!c) return res;
  const n = c.pieces.length;
  let u1 = paramNear(c.pieces, p1[0], p1[1]).u;
  let u2 = paramNear(c.pieces, p2[0], p2[1]).u;
  if (c.closed) {
    if (Math.abs(u1 - u2) < 1e-9 || Math.abs(Math.abs(u1 - u2) - n) < 1e-9) return { ...res, failed: [{ handle: c.rec.handle, error: 'degenerate' }] };
    keepSpan(db, c, u2, u1, res);
    return res;
  }
  if (u1 > u2) [u1, u2] = [u2, u1];
  keepEnds(db, c, u1 > EPS ? u1 : undefined, u2 < n - EPS ? u2 : undefined, res);
  return res;
}
