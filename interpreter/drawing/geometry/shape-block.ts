/*
 * Block references in shapes. insertTransforms is the one statement of where an INSERT puts its
 * block (also MINSERT arrays): OCS of 210 ∘ translate(10) ∘ rotate(50) ∘ column/row offset
 * (44, 45 along the rotated axes) ∘ scale(41, 42, 43) ∘ translate(-block base). The renderer places
 * its cached block drawings with the same matrices; the shape builder expands the contents (nested
 * up to 8 levels, a block that references itself stops there). An INSERT whose block is unknown is
 * its insertion point; its attributes are placed in the drawing already and add their text boxes.
 *
 * Expansion is bounded: a reference that would expand to more than MAX_REFERENCE_EXPANSION
 * entities (a 32767 x 32767 MINSERT, blocks nested ten wide and seven deep) is its outline box
 * instead, from the block's extents and the array's corner placements; counting and boxing never
 * expand anything, so a few bytes of DXF cannot make extents, selection or drawing run for ever.
 */
import { planAffine, type Affine } from './affine2.js';
import { PlanEmitter } from './emit.js';
import { emptyBox, growBox, growBoxByPrim, isEmptyBox } from './extents.js';
import type { BBox, Prim } from './prims.js';
import { extrusionOf, num, point, str, type Tags } from './groups.js';
import { apply, chain, compose, IDENTITY, rotateZ, scale, translate, type Mat } from './matrix.js';
import { ocsToWcs } from './ocs.js';
import type { BlockShapes, ShapeContext, ShapeInput } from './shape.js';
import { shapeInto } from './shape.js';
import type { Vec3 } from './vec.js';

export const MAX_BLOCK_DEPTH = 8;

/** Most entities one block reference may expand to; past it the reference is drawn as its outline box. */
export const MAX_REFERENCE_EXPANSION = 100_000;

const columns = (g: Tags): number => Math.max(1, Math.floor(num(g, 70, 1)) || 1);
const rowsOf = (g: Tags): number => Math.max(1, Math.floor(num(g, 71, 1)) || 1);

/** How many placements an INSERT has (columns x rows of a MINSERT), without making them. */
export const placementCount = (g: Tags): number => columns(g) * rowsOf(g);

/** The block-to-WCS transform of column `c`, row `r` of an INSERT. */
function placementOf(g: Tags, base: Vec3): (c: number, r: number) => Mat {
  const ins = point(g, 10) ?? [0, 0, 0];
  const cs = num(g, 44, 0);
  const rs = num(g, 45, 0);
  const local = chain(translate(-base[0], -base[1], -base[2]), scale(num(g, 41, 1), num(g, 42, 1), num(g, 43, 1)));
  const placed = chain(rotateZ(num(g, 50, 0)), translate(ins[0], ins[1], ins[2]), ocsToWcs(extrusionOf(g)));
  return (c, r) => compose(placed, compose(translate(c * cs, r * rs, 0), local));
}

/** The block-to-WCS transforms of an INSERT (one per column and row of a MINSERT). Callers bound the count (placementCount). */
export function insertTransforms(g: Tags, base: Vec3): Mat[] {
  const at = placementOf(g, base);
  const cols = columns(g);
  const rows = rowsOf(g);
  const out: Mat[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out.push(at(c, r));
  return out;
}

/** The placements at the corners of a MINSERT array (one for a plain INSERT): enough for the array's extents. */
export function cornerTransforms(g: Tags, base: Vec3): Mat[] {
  const at = placementOf(g, base);
  const c = columns(g) - 1;
  const r = rowsOf(g) - 1;
  const out = [at(0, 0)];
  if (c > 0) out.push(at(c, 0));
  if (r > 0) out.push(at(0, r));
  if (c > 0 && r > 0) out.push(at(c, r));
  return out;
}

/** What a block's contents come to: entities when fully expanded, and their plan box in block coordinates. */
interface BlockStats {
  entities: number;
  /** computed on demand (only references too big to expand need it) */
  box?: BBox | null;
}

const statsCache = new WeakMap<BlockShapes, BlockStats>();

/** Entities a block expands to (nested references multiplied out), counted without expanding; capped at Infinity. */
export function expandedCount(def: BlockShapes, ctx: ShapeContext, stack: readonly string[] = []): number {
  return blockStats(def, ctx, stack).entities;
}

function blockStats(def: BlockShapes, ctx: ShapeContext, stack: readonly string[]): BlockStats {
  // past the nesting limit nothing is drawn (blockShape stops there too); not cached: the same
  // block reached less deep elsewhere counts in full
  if (stack.length > MAX_BLOCK_DEPTH) return { entities: 0 };
  const hit = statsCache.get(def);
  if (hit) return hit;
  const stats: BlockStats = { entities: 0 };
  statsCache.set(def, stats); // a block that reaches itself counts its own contents once
  let n = 0;
  for (const e of def.entities) {
    if (e.type === 'INSERT' || e.type === 'DIMENSION') {
      const name = str(e.groups, 2) ?? '';
      const child = ctx.block?.(name);
      const key = name.toUpperCase();
      // each placement costs at least one (an array of an empty block still makes its transforms)
      n += child && !stack.includes(key) ? (e.type === 'INSERT' ? placementCount(e.groups) : 1) * Math.max(1, blockStats(child, ctx, [...stack, key]).entities) : 1;
    } else n++;
  }
  stats.entities = Number.isFinite(n) ? n : Infinity;
  return stats;
}

/**
 * A block's plan extents in its own coordinates, from boxes alone: plain entities by their shape,
 * nested references by their block's box under their corner placements (never expanded), so the
 * box of a block nested ten wide and seven deep costs one pass over each definition.
 */
function blockBox(def: BlockShapes, ctx: ShapeContext, stack: readonly string[]): BBox | null {
  if (stack.length > MAX_BLOCK_DEPTH) return null;
  const stats = blockStats(def, ctx, stack);
  if (stats.box !== undefined) return stats.box;
  stats.box = null; // a block reaching itself while boxed adds nothing
  const box = emptyBox();
  const inner: ShapeContext = { ...ctx, inBlock: true };
  for (const e of def.entities) {
    if (e.type === 'INSERT' || e.type === 'DIMENSION') {
      const name = str(e.groups, 2) ?? '';
      const key = name.toUpperCase();
      const child = ctx.block?.(name);
      const cb = child && !stack.includes(key) ? blockBox(child, ctx, [...stack, key]) : null;
      if (!cb) continue;
      const placements = e.type === 'INSERT' ? cornerTransforms(e.groups, child!.base) : [IDENTITY];
      for (const pm of placements)
        for (const [x, y] of [[cb[0], cb[1]], [cb[2], cb[1]], [cb[2], cb[3]], [cb[0], cb[3]]] as const) {
          const q = apply(pm, x, y, 0);
          growBox(box, q[0], q[1]);
        }
      continue;
    }
    const out: Prim[] = [];
    const em = new PlanEmitter(out, IDENTITY);
    shapeInto(e, inner, IDENTITY, em, stack.length, stack);
    em.flush();
    for (const p of out) growBoxByPrim(box, p);
  }
  stats.box = isEmptyBox(box) ? null : box;
  return stats.box;
}

/**
 * A reference too big to expand, drawn as a filled box: the plan box around the block's
 * extents under the array's corner placements (then `m`). Its insertion point when the block is empty.
 */
function outlineShape(g: Tags, def: BlockShapes, ctx: ShapeContext, m: Mat, em: PlanEmitter, stack: readonly string[]): void {
  const key = (str(g, 2) ?? '').toUpperCase();
  const box = blockBox(def, ctx, [...stack, key]);
  em.flush();
  em.m = IDENTITY;
  if (!box) {
    const ins = point(g, 10) ?? [0, 0, 0];
    em.point(apply(m, ins[0], ins[1], ins[2]));
    return;
  }
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const pm of cornerTransforms(g, def.base)) {
    const mm = compose(m, pm);
    for (const [x, y] of [[box[0], box[1]], [box[2], box[1]], [box[2], box[3]], [box[0], box[3]]] as const) {
      const q = apply(mm, x, y, 0);
      x0 = Math.min(x0, q[0]);
      y0 = Math.min(y0, q[1]);
      x1 = Math.max(x1, q[0]);
      y1 = Math.max(y1, q[1]);
    }
  }
  // filled: a window crossing the inside of a dense array crosses its parts, as AutoCAD's would
  em.filledPolygon([
    [x0, y0, 0],
    [x1, y0, 0],
    [x1, y1, 0],
    [x0, y1, 0],
  ]);
  em.flush();
}

/** The plan placement of a simple block reference (insertion point, rotation, X/Y scale, block base). */
export function insertMatrix(ins: readonly [number, number], rot: number, sx: number, sy: number, base: readonly [number, number]): Affine {
  return planAffine(insertTransforms({ c: [10, 41, 42, 50], v: [[ins[0], ins[1], 0], sx, sy, rot] }, [base[0], base[1], 0])[0]!);
}

/** Expand a block's entities under each of `ms` (then m); nothing when unknown, too deep or recursive. */
export function blockShape(name: string, ms: readonly Mat[] | ((def: BlockShapes) => readonly Mat[]), ctx: ShapeContext, m: Mat, em: PlanEmitter, depth: number, stack: readonly string[]): void {
  const key = name.toUpperCase();
  if (depth >= MAX_BLOCK_DEPTH || stack.includes(key)) return;
  const def = ctx.block?.(name);
  if (!def) return;
  const ents = [...def.entities];
  if (ents.length === 0) return; // an empty block: no transforms to make (a 32767 x 32767 array of it is 10^9)
  const inner = [...stack, key];
  for (const bm of typeof ms === 'function' ? ms(def) : ms) {
    const mm = compose(m, bm);
    for (const be of ents) shapeInto(be, ctx, mm, em, depth + 1, inner);
  }
}

export function insertShape(e: ShapeInput, ctx: ShapeContext, m: Mat, em: PlanEmitter, depth: number, stack: readonly string[]): void {
  const g = e.groups;
  const name = str(g, 2) ?? '';
  const def = ctx.block?.(name);
  if (def && depth < MAX_BLOCK_DEPTH && !stack.includes(name.toUpperCase()) && placementCount(g) * Math.max(1, expandedCount(def, ctx, [...stack, name.toUpperCase()])) > MAX_REFERENCE_EXPANSION) {
    outlineShape(g, def, ctx, m, em, stack);
    for (const a of e.subs?.() ?? []) if (a.type === 'ATTRIB') shapeInto(a, ctx, m, em, depth, stack);
    return;
  }
  const before = em.out.length;
  blockShape(name, (d) => insertTransforms(g, d.base), ctx, m, em, depth, stack);
  em.flush();
  if (em.out.length === before) {
    em.m = compose(m, ocsToWcs(extrusionOf(g)));
    em.point(point(g, 10) ?? [0, 0, 0]);
  }
  for (const a of e.subs?.() ?? []) if (a.type === 'ATTRIB') shapeInto(a, ctx, m, em, depth, stack);
}
