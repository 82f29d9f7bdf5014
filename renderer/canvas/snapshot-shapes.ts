/*
 * A snapshot entity as the geometry module reads it (its [code, value] pairs converted once to the
 * database's Tags form) and what the renderer adds on top: the entity's own colour and whether it
 * lives in paper space. The primitives themselves come from the geometry (interpreter/geometry).
 */
import { first, shapeOf, tagsFromPairs, type Prim, type ShapeContext, type ShapeInput, type Tags } from '../../interpreter/geometry.js';
import type { SnapshotEntity } from '../../interpreter/runner/contract.js';
import type { RawColor } from './aci.js';

export const groupsOf = (e: SnapshotEntity): Tags => tagsFromPairs(e.groups);

/** A snapshot entity (with the VERTEX entities that follow a POLYLINE) as a shape input. */
export function snapshotInput(e: SnapshotEntity, groups: Tags = groupsOf(e), subs?: readonly SnapshotEntity[]): ShapeInput {
  return subs ? { type: e.type, groups, subs: () => subs.map((s) => ({ type: s.type, groups: groupsOf(s) })) } : { type: e.type, groups };
}

/** Primitives for one entity in its own coordinates (INSERT and DIMENSION are expanded by scene.ts). */
export function entityPrims(e: SnapshotEntity, ctx: ShapeContext = {}): Prim[] {
  return shapeOf(snapshotInput(e), ctx);
}

/** The entity's own colour as written (group 420 true colour wins over 62). */
export function rawColor(g: Tags): RawColor {
  const tc = first(g, 420);
  if (typeof tc === 'number') return { rgb: tc };
  const aci = first(g, 62);
  return { aci: typeof aci === 'number' ? aci : 256 };
}

/** Paper-space entities (group 67 = 1) are not drawn in the model-space views. */
export const inPaperSpace = (g: Tags): boolean => first(g, 67) === 1;
