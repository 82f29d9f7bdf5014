/*
 * Model-space extents from the entity records of a snapshot, for the inspector (the header's
 * EXTMIN/EXTMAX are often the ±1e20 "never computed" placeholders). Exact for LINE, POINT, CIRCLE
 * and ARC (axis extremes on the arc), LWPOLYLINE vertices, INSERTs through their block's extents
 * (scale, rotation, insertion point; nested to a fixed depth), and the point groups (10–18) of
 * anything else; text adds its insertion point only. Plan view, WCS x/y.
 *
 * SEAM: the drawing's geometry module (interpreter/drawing/geometry, extents declared once per
 * entity type) replaces `entityBox` when it lands; the inspector only calls `modelExtents`.
 */
import type { DrawingSnapshot, SnapshotEntity } from '../interpreter/runner/contract.js';

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const MAX_DEPTH = 4;
const empty = (): Box => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });
const add = (b: Box, x: number, y: number) => {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return;
  b.minX = Math.min(b.minX, x);
  b.maxX = Math.max(b.maxX, x);
  b.minY = Math.min(b.minY, y);
  b.maxY = Math.max(b.maxY, y);
};
const isEmpty = (b: Box) => b.minX > b.maxX;

type Groups = SnapshotEntity['groups'];
const point = (g: Groups, code: number): number[] | undefined => {
  const v = g.find(([c]) => c === code)?.[1];
  return Array.isArray(v) ? v : undefined;
};
const num = (g: Groups, code: number, dflt: number): number => {
  const v = g.find(([c]) => c === code)?.[1];
  return typeof v === 'number' ? v : dflt;
};

const TWO_PI = Math.PI * 2;
const norm = (a: number) => ((a % TWO_PI) + TWO_PI) % TWO_PI;

function arcBox(b: Box, cx: number, cy: number, r: number, start: number, end: number): void {
  const s = norm(start);
  const sweep = norm(end - start) || TWO_PI;
  add(b, cx + r * Math.cos(s), cy + r * Math.sin(s));
  add(b, cx + r * Math.cos(s + sweep), cy + r * Math.sin(s + sweep));
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2;
    if (norm(a - s) <= sweep) add(b, cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
}

/** The box of one entity, drawn into `b` (blocks' boxes cached by name). */
function entityBox(e: SnapshotEntity, snap: DrawingSnapshot, b: Box, depth: number, blockBoxes: Map<string, Box | null>): void {
  const g = e.groups;
  switch (e.type) {
    case 'CIRCLE':
    case 'ARC': {
      const c = point(g, 10);
      if (!c) return;
      const r = num(g, 40, 0);
      // arcs in a tilted OCS are rare in drafting drawings; their centre stands in (plan view only)
      if (e.type === 'CIRCLE') arcBox(b, c[0]!, c[1]!, r, 0, TWO_PI);
      else arcBox(b, c[0]!, c[1]!, r, num(g, 50, 0), num(g, 51, TWO_PI)); // radians, as entget gives them
      return;
    }
    case 'INSERT': {
      const at = point(g, 10);
      if (!at) return;
      const name = g.find(([c]) => c === 2)?.[1];
      const inner = typeof name === 'string' && depth < MAX_DEPTH ? blockBox(name, snap, depth + 1, blockBoxes) : null;
      if (!inner) {
        add(b, at[0]!, at[1]!);
        return;
      }
      const base = snap.blocks[name as string]!.base;
      const sx = num(g, 41, 1);
      const sy = num(g, 42, 1);
      const rot = num(g, 50, 0);
      const cos = Math.cos(rot);
      const sin = Math.sin(rot);
      for (const [x, y] of [[inner.minX, inner.minY], [inner.maxX, inner.minY], [inner.minX, inner.maxY], [inner.maxX, inner.maxY]] as const) {
        const lx = (x - base[0]) * sx;
        const ly = (y - base[1]) * sy;
        add(b, at[0]! + lx * cos - ly * sin, at[1]! + lx * sin + ly * cos);
      }
      return;
    }
    default:
      // LINE, POINT, LWPOLYLINE (every 10), TEXT, SOLID, 3DFACE, DIMENSION …: the point groups
      for (const [c, v] of g) if (c >= 10 && c <= 18 && Array.isArray(v) && v.length >= 2) add(b, v[0]!, v[1]!);
  }
}

function blockBox(name: string, snap: DrawingSnapshot, depth: number, cache: Map<string, Box | null>): Box | null {
  if (cache.has(name)) return cache.get(name)!;
  cache.set(name, null); // a block that inserts itself ends here
  const def = snap.blocks[name];
  if (!def) return null;
  const b = empty();
  for (const e of def.entities) if (e.type !== 'SEQEND') entityBox(e, snap, b, depth, cache);
  const out = isEmpty(b) ? null : b;
  cache.set(name, out);
  return out;
}

/** Entities that belong to another entity and are not counted or bounded on their own. */
export const SUB_ENTITIES: ReadonlySet<string> = new Set(['VERTEX', 'ATTRIB', 'SEQEND']);

/** The extents of the live model-space entities, or undefined for an empty model space. */
export function modelExtents(snap: DrawingSnapshot): { min: [number, number]; max: [number, number] } | undefined {
  const b = empty();
  const cache = new Map<string, Box | null>();
  // VERTEXes are a POLYLINE's geometry and ATTRIBs sit in the drawing: both bound it (only counts skip them)
  for (const e of snap.entities) if (!e.deleted && e.block === undefined && e.type !== 'SEQEND') entityBox(e, snap, b, 0, cache);
  if (isEmpty(b)) return undefined;
  const r = (n: number) => Math.round(n * 1e6) / 1e6;
  return { min: [r(b.minX), r(b.minY)], max: [r(b.maxX), r(b.maxY)] };
}
