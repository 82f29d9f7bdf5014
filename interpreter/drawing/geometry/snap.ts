/*
 * Object snap: the snap point of the objects found within the aperture around a point, for the
 * osnap function and for the command line (running snaps from OSMODE, "_end"-style overrides).
 * Modes: END MID CEN QUA NEA on the curves of curve.ts, INT where two of them cross
 * (intersect.ts), NOD on POINTs, INS on INSERT/TEXT/MTEXT/ATTDEF. Other modes (PER, TAN, EXT...)
 * find nothing yet. Points are WCS. The aperture in
 * drawing units is APERTURE pixels at VIEWSIZE units per SCREENSIZE height.
 */
import type { SysvarStore } from '../../core/context.js';
import type { DrawingDb } from '../db.js';
import type { DbRecord } from '../model/record.js';
import { curveOf, type Curve } from './curve.js';
import { lispNumber, lispPoint, point, str } from './groups.js';
import { intersectPrims } from './intersect.js';
import { apply } from './matrix.js';
import { polyOf, type Prim } from './prims.js';
import { closestTo, snapCandidates } from './measure.js';
import type { Vec3 } from './vec.js';

export const SNAP_MODES = ['END', 'MID', 'CEN', 'QUA', 'NEA', 'NOD', 'INS', 'INT'] as const;
export type SnapMode = (typeof SNAP_MODES)[number];

/** OSMODE bits of the modes above. */
const BITS: ReadonlyArray<[number, SnapMode]> = [[1, 'END'], [2, 'MID'], [4, 'CEN'], [8, 'NOD'], [16, 'QUA'], [32, 'INT'], [64, 'INS'], [512, 'NEA']];

/** The running snap modes an OSMODE value turns on (none while bit 16384 suspends them). */
export function runningModes(osmode: number): SnapMode[] {
  if (osmode & 16384) return [];
  return BITS.filter(([b]) => (osmode & b) !== 0).map(([, m]) => m);
}

/** Snap modes named in a mode string ("_end,_mid", "END", "endp"). */
export function modesIn(text: string): SnapMode[] {
  return text
    .split(',')
    .map((m) => m.trim().replace(/^_/, '').toUpperCase().slice(0, 3))
    .filter((m): m is SnapMode => (SNAP_MODES as readonly string[]).includes(m));
}

export function aperture(sv: SysvarStore): number {
  const px = lispNumber(sv.get('APERTURE'), 10);
  const view = lispNumber(sv.get('VIEWSIZE'), 9);
  const h = lispPoint(sv.get('SCREENSIZE'))?.[1] ?? 900;
  return (px * view) / (h || 900);
}

/** What a record offers to the snaps, computed once per record (records are immutable). */
interface SnapInfo {
  /** plan box (WCS), grown by nothing; null when the record has nothing to snap to */
  box: [number, number, number, number] | null;
  /** insertion / node point (POINT, INSERT, TEXT, MTEXT, ATTDEF) */
  point?: Vec3;
  curve?: Curve;
}

const INFO = new WeakMap<DbRecord, SnapInfo>();
const POINT_TYPES = new Set(['POINT', 'INSERT', 'TEXT', 'MTEXT', 'ATTDEF']);

function infoOf(db: DrawingDb, r: DbRecord): SnapInfo {
  let info = INFO.get(r);
  if (info) return info;
  if (POINT_TYPES.has(r.type)) {
    const p = point(r.body, 10);
    info = p ? { box: [p[0], p[1], p[0], p[1]], point: p } : { box: null };
  } else {
    const curve = curveOf(r.type, r.body, () => db.subentities(r.handle).flatMap((h) => {
      const v = db.get(h);
      return v && v.type === 'VERTEX' && !v.deleted ? [v.body] : [];
    }));
    info = curve ? { box: curveBox(curve), curve } : { box: null };
  }
  INFO.set(r, info);
  return info;
}

/** A box that holds the curve (arcs as their whole circle), in WCS plan. */
function curveBox(c: Curve): [number, number, number, number] {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  const add = (x: number, y: number, z: number, r = 0): void => {
    const w = apply(c.toWcs, x, y, z);
    x0 = Math.min(x0, w[0] - r);
    y0 = Math.min(y0, w[1] - r);
    x1 = Math.max(x1, w[0] + r);
    y1 = Math.max(y1, w[1] + r);
  };
  for (const p of c.pieces) {
    if (p.k === 'line') {
      add(p.a[0], p.a[1], p.a[2]);
      add(p.b[0], p.b[1], p.b[2]);
    } else add(p.cx, p.cy, p.z, p.r);
  }
  return [x0, y0, x1, y1];
}

/** What the snaps need of the drawing: its database and the layer states. */
export interface SnapSource {
  db: DrawingDb;
  layerState(name: string): { frozen: boolean; off: boolean } | undefined;
}

/**
 * A uniform grid over the records' boxes, so a snap looks only at what is near the point: built
 * for one tolerance (cells 8 apertures wide), extended as entities are added, rebuilt when a record
 * was replaced or an addition undone (db.entEdits moved) or the aperture changed a lot. Records
 * whose box covers more than MAX_CELLS cells are kept in a list every query walks.
 */
interface SnapGrid {
  cell: number;
  edits: number;
  indexed: number;
  cells: Map<string, number[]>;
  big: number[];
}
const GRIDS = new WeakMap<DrawingDb, SnapGrid>();
const MAX_CELLS = 64;

function gridFor(db: DrawingDb, tol: number): SnapGrid {
  let g = GRIDS.get(db);
  const cell = Math.max(tol * 8, 1e-9);
  if (!g || g.edits !== db.entEdits || db.ents.length < g.indexed || cell > g.cell * 4 || cell < g.cell / 4) {
    g = { cell, edits: db.entEdits, indexed: 0, cells: new Map(), big: [] };
    GRIDS.set(db, g);
  }
  const ents = db.ents;
  for (let i = g.indexed; i < ents.length; i++) {
    const r = ents[i]!;
    if (r.deleted || !db.isMain(r)) continue;
    const b = infoOf(db, r).box;
    if (!b) continue;
    const x0 = Math.floor(b[0] / g.cell), y0 = Math.floor(b[1] / g.cell), x1 = Math.floor(b[2] / g.cell), y1 = Math.floor(b[3] / g.cell);
    if (!Number.isFinite(x0 + y0 + x1 + y1) || (x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS) {
      g.big.push(i);
      continue;
    }
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) {
        const k = `${x},${y}`;
        const list = g.cells.get(k);
        if (list) list.push(i);
        else g.cells.set(k, [i]);
      }
  }
  g.indexed = ents.length;
  return g;
}

/** Indexes of the entity slots whose boxes may lie within tol of q (each once, in database order). */
function nearSlots(db: DrawingDb, q: Vec3, tol: number): number[] {
  const g = gridFor(db, tol);
  const out = new Set<number>(g.big);
  const x0 = Math.floor((q[0] - tol) / g.cell), x1 = Math.floor((q[0] + tol) / g.cell);
  const y0 = Math.floor((q[1] - tol) / g.cell), y1 = Math.floor((q[1] + tol) / g.cell);
  for (let x = x0; x <= x1; x++)
    for (let y = y0; y <= y1; y++) for (const i of g.cells.get(`${x},${y}`) ?? []) out.add(i);
  return [...out].sort((a, b) => a - b);
}

/** The snap point nearest to q among the objects within `tol` of it, or undefined. */
export function snapPoint(d: SnapSource, q: Vec3, modes: readonly SnapMode[], tol: number): Vec3 | undefined {
  if (modes.length === 0) return undefined;
  let best: Vec3 | undefined;
  let bestGap = Infinity;
  const offer = (c: Vec3): void => {
    const gap = Math.hypot(c[0] - q[0], c[1] - q[1]);
    if (gap < bestGap) [best, bestGap] = [c, gap];
  };
  const hidden = new Map<string, boolean>();
  const db = d.db;
  const ents = db.ents;
  const wantNode = modes.includes('NOD');
  const wantIns = modes.includes('INS');
  const wantInt = modes.includes('INT');
  const near: Curve[] = [];
  for (const i of nearSlots(db, q, tol)) {
    const r = ents[i]!;
    if (r.deleted || !db.isMain(r)) continue;
    const info = infoOf(db, r);
    const b = info.box;
    if (!b || q[0] < b[0] - tol || q[0] > b[2] + tol || q[1] < b[1] - tol || q[1] > b[3] + tol) continue;
    const layer = str(r.body, 8) ?? '0';
    let off = hidden.get(layer);
    if (off === undefined) {
      const st = d.layerState(layer);
      off = !!st && (st.frozen || st.off);
      hidden.set(layer, off);
    }
    if (off) continue;
    if (info.point) {
      if ((r.type === 'POINT' ? wantNode : wantIns) && Math.hypot(info.point[0] - q[0], info.point[1] - q[1]) <= tol) offer(info.point);
      continue;
    }
    const curve = info.curve!;
    const nearest = closestTo(curve, q);
    if (nearest.gap > tol) continue;
    if (wantInt) near.push(curve);
    for (const m of modes) {
      if (m === 'NEA') offer(nearest.point);
      else if (m === 'END' || m === 'MID' || m === 'CEN' || m === 'QUA') for (const c of snapCandidates(curve, m)) offer(c);
    }
  }
  // INT: where two of the curves under the aperture cross, within it
  for (let a = 0; a < near.length; a++)
    for (let b = a + 1; b < near.length; b++)
      for (const pa of curvePrims(near[a]!))
        for (const pb of curvePrims(near[b]!))
          for (const [x, y] of intersectPrims(pa, pb)) if (Math.hypot(x - q[0], y - q[1]) <= tol) offer([x, y, q[2]]);
  return best;
}

const PRIMS = new WeakMap<Curve, Prim[]>();

/** A curve's pieces as plan primitives in WCS (arcs of a tilted plane as short segments). */
function curvePrims(c: Curve): Prim[] {
  let out = PRIMS.get(c);
  if (out) return out;
  out = [];
  const m = c.toWcs;
  const flat = m[2] === 0 && m[6] === 0 && m[8] === 0 && m[9] === 0 && m[10]! > 0 && m[0] === 1 && m[5] === 1;
  for (const p of c.pieces) {
    if (p.k === 'line') {
      const a = apply(m, p.a[0], p.a[1], p.a[2]);
      const b = apply(m, p.b[0], p.b[1], p.b[2]);
      out.push(polyOf([a[0], a[1], b[0], b[1]]));
    } else if (flat) {
      const cw = apply(m, p.cx, p.cy, p.z);
      const [s, e] = p.sweep >= 0 ? [p.a0, p.a0 + p.sweep] : [p.a0 + p.sweep, p.a0];
      out.push({ k: 'arc', cx: cw[0], cy: cw[1], r: p.r, a0: s, a1: e });
    } else {
      const pts: number[] = [];
      for (let k = 0; k <= 32; k++) {
        const t = p.a0 + (p.sweep * k) / 32;
        const w = apply(m, p.cx + p.r * Math.cos(t), p.cy + p.r * Math.sin(t), p.z);
        pts.push(w[0], w[1]);
      }
      out.push(polyOf(pts));
    }
  }
  PRIMS.set(c, out);
  return out;
}
