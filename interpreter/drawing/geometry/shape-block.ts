/*
 * Block references in shapes. insertTransforms is the one statement of where an INSERT puts its
 * block (also MINSERT arrays): OCS of 210 ∘ translate(10) ∘ rotate(50) ∘ column/row offset
 * (44, 45 along the rotated axes) ∘ scale(41, 42, 43) ∘ translate(-block base). The renderer places
 * its cached block drawings with the same matrices; the shape builder expands the contents (nested
 * up to 8 levels, a block that references itself stops there). An INSERT whose block is unknown is
 * its insertion point; its attributes are placed in the drawing already and add their text boxes.
 */
import { planAffine, type Affine } from './affine2.js';
import type { PlanEmitter } from './emit.js';
import { extrusionOf, num, point, str, type Tags } from './groups.js';
import { chain, compose, rotateZ, scale, translate, type Mat } from './matrix.js';
import { ocsToWcs } from './ocs.js';
import type { BlockShapes, ShapeContext, ShapeInput } from './shape.js';
import { shapeInto } from './shape.js';
import type { Vec3 } from './vec.js';

export const MAX_BLOCK_DEPTH = 8;

/** The block-to-WCS transforms of an INSERT (one per column and row of a MINSERT). */
export function insertTransforms(g: Tags, base: Vec3): Mat[] {
  const ins = point(g, 10) ?? [0, 0, 0];
  const cols = Math.max(1, Math.floor(num(g, 70, 1)));
  const rows = Math.max(1, Math.floor(num(g, 71, 1)));
  const cs = num(g, 44, 0);
  const rs = num(g, 45, 0);
  const local = chain(translate(-base[0], -base[1], -base[2]), scale(num(g, 41, 1), num(g, 42, 1), num(g, 43, 1)));
  const placed = chain(rotateZ(num(g, 50, 0)), translate(ins[0], ins[1], ins[2]), ocsToWcs(extrusionOf(g)));
  const out: Mat[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out.push(compose(placed, compose(translate(c * cs, r * rs, 0), local)));
  return out;
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
  const inner = [...stack, key];
  for (const bm of typeof ms === 'function' ? ms(def) : ms) {
    const mm = compose(m, bm);
    for (const be of ents) shapeInto(be, ctx, mm, em, depth + 1, inner);
  }
}

export function insertShape(e: ShapeInput, ctx: ShapeContext, m: Mat, em: PlanEmitter, depth: number, stack: readonly string[]): void {
  const g = e.groups;
  const before = em.out.length;
  blockShape(str(g, 2) ?? '', (def) => insertTransforms(g, def.base), ctx, m, em, depth, stack);
  em.flush();
  if (em.out.length === before) {
    em.m = compose(m, ocsToWcs(extrusionOf(g)));
    em.point(point(g, 10) ?? [0, 0, 0]);
  }
  for (const a of e.subs?.() ?? []) if (a.type === 'ATTRIB') shapeInto(a, ctx, m, em, depth, stack);
}
