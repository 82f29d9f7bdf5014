/*
 * Selection's view of the geometry module: a SelectableEntity as a ShapeInput (the database's own
 * groups when it offers them, else its entget list converted once), and the shape context ssget
 * passes (TEXTSIZE for text without a height, block definitions from the source).
 */
import { shapeOf, type BlockShapes, type ShapeContext, type ShapeInput } from '../geometry/shape.js';
import { str, tagsFromLisp, type Tags } from '../geometry/groups.js';
import type { Prim } from '../geometry/prims.js';
import type { SelectableEntity, SelectionSource } from '../../ports/selection.js';

/** An entget list (with its 0 group) as a shape input. */
function listInput(list: Parameters<typeof tagsFromLisp>[0]): ShapeInput {
  const groups = tagsFromLisp(list);
  return { type: str(groups, 0) ?? '', groups };
}

export function selectionInput(e: SelectableEntity): ShapeInput {
  const own = e.shapeInput?.();
  if (own) return own;
  const groups = tagsFromLisp(e.data());
  const subs = e.subentities;
  return subs ? { type: e.type, groups, subs: () => [...subs.call(e)].map(listInput) } : { type: e.type, groups };
}

/** The entity's groups as the geometry reads them. */
export const selectionGroups = (e: SelectableEntity): Tags => selectionInput(e).groups;

export function selectionShapeContext(src: SelectionSource, textSize: number): ShapeContext {
  const cache = new Map<string, BlockShapes | undefined>();
  return {
    textSize,
    block(name: string): BlockShapes | undefined {
      const key = name.toUpperCase();
      if (cache.has(key)) return cache.get(key);
      const def = src.blockGeometry?.(name);
      const shapes = def && { base: def.base, entities: [...def.entities].map(selectionInput) };
      cache.set(key, shapes);
      return shapes;
    },
  };
}

export const selectionShape = (e: SelectableEntity, ctx: ShapeContext): Prim[] => shapeOf(selectionInput(e), ctx);
