/*
 * What ssget needs from the drawing database. The database (ctx.services.drawing) implements this;
 * the selection code depends on nothing else of it.
 */
import type { Ename, Value } from '../../core/values.js';

export interface SelectableEntity {
  readonly ename: Ename;
  /** DXF entity type, e.g. "LINE" */
  readonly type: string;
  /** entget-style association list, including xdata (-3) for all applications */
  data(): Value;
}

export interface LayerState {
  locked: boolean;
  frozen: boolean;
  off: boolean;
}

export interface SelectionSource {
  /** Main (non-deleted) entities of model space and layouts, in database order; no subentities. */
  selectableEntities(): Iterable<SelectableEntity>;
  /** The last main entity added (ssget "L", entlast). */
  lastSelectable(): SelectableEntity | undefined;
  /** By handle, for scripted selections; undefined when absent or deleted. */
  selectableByHandle(handle: string): SelectableEntity | undefined;
  /** The entity behind an ename (undefined when deleted). */
  selectableByEname(ename: Ename): SelectableEntity | undefined;
  layerState(name: string): LayerState | undefined;
}
