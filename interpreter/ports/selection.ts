/*
 * What ssget needs from the drawing database. The database (ctx.services.drawing) implements this;
 * the selection code depends on nothing else of it.
 */
import type { Ename, Value } from '../core/values.js';

/** An entity's groups as the database stores them: parallel code and value arrays, points as number arrays. */
export interface StoredGroups {
  readonly c: readonly number[];
  readonly v: ReadonlyArray<string | number | number[]>;
}

/** An entity as the geometry reads it (drawing/geometry's ShapeInput): type, stored groups, subentities. */
export interface StoredEntity {
  readonly type: string;
  readonly groups: StoredGroups;
  subs?(): Iterable<StoredEntity>;
}

export interface SelectableEntity {
  readonly ename: Ename;
  /** DXF entity type, e.g. "LINE" */
  readonly type: string;
  /** entget-style association list, including xdata (-3) for all applications */
  data(): Value;
  /**
   * Optional: entget lists of the subentities in order, SEQEND excluded (VERTEX of an old-style
   * POLYLINE, ATTRIB of an INSERT). Without it an old-style POLYLINE has no selection geometry.
   */
  subentities?(): Iterable<Value>;
  /**
   * Optional fast path: the value of a group that occurs at most once in the entget list (layer 8,
   * colour 62, linetype 6, block name 2, space 410 ... see drawing/selection/filter/codes.ts SINGLE_GROUPS), or
   * undefined when the entity does not have it, without building or walking the list. ssget
   * filters use it for those codes; a 100k-entity "X" filter is dominated by this access.
   */
  group?(code: number): Value | undefined;
  /**
   * Optional, beside `group`: the same group's value as stored, unconverted (a REAL code's value
   * as a plain number, a point as an array). ssget's string and number tests read it, which for
   * codes that hold no handle gives the same answers as testing group()'s value.
   */
  rawGroup?(code: number): string | number | readonly number[] | undefined;
  /**
   * Optional fast path for geometry (window, crossing, fence, pick): the entity's groups and
   * subentities as the database stores them, so that no entget list is built. Without it the
   * geometry converts data() and subentities().
   */
  shapeInput?(): StoredEntity;
}

/** A block definition as the selection geometry needs it (INSERT and DIMENSION extents). */
export interface BlockGeometry {
  /** the BLOCK's base point (group 10) */
  base: [number, number, number];
  entities: Iterable<SelectableEntity>;
}

export interface LayerState {
  locked: boolean;
  frozen: boolean;
  off: boolean;
}

export interface SelectionSource {
  /** Main (non-deleted) entities of model space and layouts, in database order; no subentities. */
  selectableEntities(): Iterable<SelectableEntity>;
  /**
   * Optional fast path for ssget's whole-drawing scans ("X", "A", windows, fences, picks): the
   * enames of the entities selectableEntities() lists, in its order, for which `keep` is true.
   * `keep` sees one reused view, valid only during that call, so a scan of 100k entities makes
   * no object per entity (and no ename for the ones it leaves out).
   */
  scanSelectable?(keep: (e: SelectableEntity) => boolean): Ename[];
  /** The last main entity added (ssget "L", entlast). */
  lastSelectable(): SelectableEntity | undefined;
  /** By handle, for scripted selections; undefined when absent or deleted. */
  selectableByHandle(handle: string): SelectableEntity | undefined;
  /** The entity behind an ename (undefined when deleted). */
  selectableByEname(ename: Ename): SelectableEntity | undefined;
  layerState(name: string): LayerState | undefined;
  /** Optional: a block definition by name. Without it an INSERT is selected by its insertion point. */
  blockGeometry?(name: string): BlockGeometry | undefined;
}
