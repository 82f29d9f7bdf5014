/*
 * Object snap for points picked on the drawing view while a run waits in getpoint/getcorner/
 * getdist: the running snaps of OSMODE (bit 16384 turns them all off) found on the entities
 * under the aperture, nearest candidate first, as AutoCAD's AutoSnap does. END MID CEN QUA NEA
 * come from the geometry's curve model (the same as the interpreter's osnap builtin), NOD from
 * POINTs, INS from INSERT/TEXT/MTEXT/ATTDEF. INT, PER, TAN and the others are not offered.
 * The marker shapes are AutoCAD's: square END, triangle MID, circle CEN, circle with a cross NOD,
 * diamond QUA, hourglass NEA, two squares INS.
 */
import { closestTo, curveOf, mapPrim, point, primDistance, primHitsSeg, snapCandidates, type Prim, type Tags, type Vec3 } from '../../interpreter/geometry.js';
import type { DrawingSnapshot } from '../../interpreter/runner/contract.js';
import type { Scene } from './scene.js';
import { groupsOf } from './snapshot-shapes.js';

export type SnapMode = 'END' | 'MID' | 'CEN' | 'NOD' | 'QUA' | 'INS' | 'NEA';

/** OSMODE bits of the modes offered. */
export const OSMODE_BITS: Record<SnapMode, number> = { END: 1, MID: 2, CEN: 4, NOD: 8, QUA: 16, INS: 64, NEA: 512 };
const OSMODE_OFF = 16384;

export interface SnapHit {
  mode: SnapMode;
  point: Vec3;
}

export function snapModes(osmode: number): SnapMode[] {
  if (osmode & OSMODE_OFF) return [];
  return (Object.keys(OSMODE_BITS) as SnapMode[]).filter((m) => osmode & OSMODE_BITS[m]);
}

interface SnapSource {
  type: string;
  groups: Tags;
  vertices: Tags[];
}

const sourcesOf = new WeakMap<DrawingSnapshot, Map<string, SnapSource>>();

/** Model-space entities by handle, with a POLYLINE's VERTEXes, for snapping. Built once per snapshot (when a pick first needs them). */
export function snapSources(snap: DrawingSnapshot): Map<string, SnapSource> {
  const known = sourcesOf.get(snap);
  if (known) return known;
  const out = new Map<string, SnapSource>();
  sourcesOf.set(snap, out);
  let poly: SnapSource | null = null;
  for (const e of snap.entities) {
    if (e.deleted || e.block !== undefined || e.layout !== undefined) continue;
    if (e.type === 'VERTEX') {
      poly?.vertices.push(groupsOf(e));
      continue;
    }
    if (e.type === 'SEQEND') {
      poly = null;
      continue;
    }
    const src: SnapSource = { type: e.type, groups: groupsOf(e), vertices: [] };
    out.set(e.handle, src);
    poly = e.type === 'POLYLINE' ? src : null;
  }
  return out;
}

const INSERTION = new Set(['INSERT', 'TEXT', 'MTEXT', 'ATTDEF']);

/**
 * The snap point nearest to (x, y) within `tol` drawing units among the scene items there, or
 * null. Exact snaps (END, MID...) win over NEA, as AutoSnap prefers them.
 */
export function snapAt(scene: Scene, sources: Map<string, SnapSource>, x: number, y: number, tol: number, osmode: number, hidden: (layer: string) => boolean = () => false): SnapHit | null {
  const modes = snapModes(osmode);
  if (modes.length === 0) return null;
  const q: Vec3 = [x, y, 0];
  let best: SnapHit | null = null;
  let bestGap = Infinity;
  let nearest: SnapHit | null = null;
  let nearestGap = Infinity;
  const offer = (mode: SnapMode, p: Vec3 | undefined): void => {
    if (!p) return;
    const gap = Math.hypot(p[0] - x, p[1] - y);
    if (gap <= tol && gap < bestGap) [best, bestGap] = [{ mode, point: [p[0], p[1], p[2] ?? 0] }, gap];
  };
  for (const i of scene.grid.query(x, y, tol)) {
    const it = scene.items[i];
    if (!it || hidden(it.layer)) continue;
    const src = sources.get(it.handle);
    if (!src) continue;
    if (src.type === 'POINT') {
      if (modes.includes('NOD')) offer('NOD', point(src.groups, 10));
      continue;
    }
    if (INSERTION.has(src.type)) {
      if (modes.includes('INS')) offer('INS', point(src.groups, 10));
      if (src.type !== 'INSERT') continue;
    }
    const curve = curveOf(src.type, src.groups, () => src.vertices);
    if (!curve) continue;
    for (const m of modes) {
      if (m === 'END' || m === 'MID' || m === 'CEN' || m === 'QUA') for (const c of snapCandidates(curve, m)) offer(m, c);
    }
    if (modes.includes('NEA')) {
      const n = closestTo(curve, q);
      if (n.gap <= tol && n.gap < nearestGap) [nearest, nearestGap] = [{ mode: 'NEA', point: n.point }, n.gap];
    }
  }
  return best ?? nearest;
}

/** AutoCAD's AutoSnap marker for a mode, centred on (cx, cy) in CSS pixels, size s. */
export function drawSnapMarker(ctx: CanvasRenderingContext2D, mode: SnapMode, cx: number, cy: number, s = 6): void {
  ctx.beginPath();
  switch (mode) {
    case 'END':
      ctx.rect(cx - s, cy - s, 2 * s, 2 * s);
      break;
    case 'MID':
      ctx.moveTo(cx, cy - s);
      ctx.lineTo(cx + s, cy + s);
      ctx.lineTo(cx - s, cy + s);
      ctx.closePath();
      break;
    case 'CEN':
      ctx.arc(cx, cy, s, 0, 2 * Math.PI);
      break;
    case 'NOD':
      ctx.arc(cx, cy, s, 0, 2 * Math.PI);
      ctx.moveTo(cx - s, cy - s);
      ctx.lineTo(cx + s, cy + s);
      ctx.moveTo(cx + s, cy - s);
      ctx.lineTo(cx - s, cy + s);
      break;
    case 'QUA':
      ctx.moveTo(cx, cy - s);
      ctx.lineTo(cx + s, cy);
      ctx.lineTo(cx, cy + s);
      ctx.lineTo(cx - s, cy);
      ctx.closePath();
      break;
    case 'NEA':
      ctx.moveTo(cx - s, cy - s);
      ctx.lineTo(cx + s, cy - s);
      ctx.lineTo(cx - s, cy + s);
      ctx.lineTo(cx + s, cy + s);
      ctx.closePath();
      break;
    case 'INS':
      ctx.rect(cx - s, cy - s, s, s);
      ctx.rect(cx, cy, s, s);
      break;
  }
  ctx.stroke();
}

/** Handles of the items a selection window takes: inside it (window, dragged left to right) or touching it (crossing). */
export function windowSelect(scene: Scene, a: [number, number], b: [number, number], crossing: boolean, hidden: (layer: string) => boolean = () => false): string[] {
  const x0 = Math.min(a[0], b[0]), x1 = Math.max(a[0], b[0]);
  const y0 = Math.min(a[1], b[1]), y1 = Math.max(a[1], b[1]);
  const out: string[] = [];
  for (const it of scene.items) {
    if (hidden(it.layer) || !Number.isFinite(it.bbox[0])) continue;
    const [bx0, by0, bx1, by1] = it.bbox;
    const inside = bx0 >= x0 && bx1 <= x1 && by0 >= y0 && by1 <= y1;
    const touches = bx1 >= x0 && bx0 <= x1 && by1 >= y0 && by0 <= y1;
    if (inside || (crossing && touches && touchesBox(it, x0, y0, x1, y1))) out.push(it.handle);
  }
  return out;
}

/** Whether a crossing window touches the item's drawn geometry: a primitive crosses an edge of the window, or a filled one covers it. */
function touchesBox(it: Scene['items'][number], x0: number, y0: number, x1: number, y1: number): boolean {
  const edges: Array<[number, number, number, number]> = [[x0, y0, x1, y0], [x1, y0, x1, y1], [x1, y1, x0, y1], [x0, y1, x0, y0]];
  const eps = 1e-9 * Math.max(1, Math.abs(x0), Math.abs(y0), Math.abs(x1), Math.abs(y1));
  const scratch: number[] = [];
  const placed: Prim[] = [];
  for (const part of it.parts) {
    placed.length = 0;
    if (part.m) for (const q of part.prims) mapPrim(q, part.m, placed);
    for (const q of part.m ? placed : part.prims) {
      if (edges.some(([ax, ay, bx, by]) => primHitsSeg(q, ax, ay, bx, by, eps, scratch))) return true;
      if (primDistance((x0 + x1) / 2, (y0 + y1) / 2, q) === 0) return true;
    }
  }
  return false;
}
