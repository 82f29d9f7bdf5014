/*
 * A drawing at one moment: the opaque state a DrawingPort captures (DrawingState) and the plain
 * JSON view the UI draws (DrawingSnapshot). Group values keep numbers numeric; whether a number
 * is an INT or a REAL comes from its group code (drawing/model/group-codes.ts codeType).
 */

/** An immutable view of a drawing at one moment (opaque to the runner). */
export type DrawingState = { readonly __drawingState: true };

/** One entity as the UI draws it: its DXF groups, numbers and points kept numeric. */
export interface SnapshotEntity {
  handle: string;
  type: string;
  layer: string;
  /** the entity's DXF groups as [code, value] with numbers/points kept numeric */
  groups: Array<[number, string | number | number[]]>;
  /** owner block name for entities inside block definitions and paper space; undefined for model space */
  block?: string;
  /** the paper-space layout an entity belongs to ("Layout1"); undefined for model space and blocks */
  layout?: string;
  /** the owner's handle (group 330: the block record of its space, or a POLYLINE for a VERTEX), when known */
  owner?: string;
  deleted?: boolean;
}

export interface SnapshotLayer {
  name: string;
  color: number;
  linetype: string;
  frozen: boolean;
  locked: boolean;
  off: boolean;
  /** the layer's lineweight (370) in hundredths of a mm, when not DEFAULT (-3) */
  lineweight?: number;
}

export interface DrawingSnapshot {
  name: string;
  hash: string;
  layers: SnapshotLayer[];
  entities: SnapshotEntity[];
  /** block definitions by name, for expanding inserts */
  blocks: Record<string, { base: [number, number, number]; entities: SnapshotEntity[] }>;
  /** entityCountOf(this snapshot), when the drawing computed it */
  entityCount?: number;
  /** the paper-space layouts in tab order (Model not included), when the drawing has any */
  layouts?: string[];
  extents?: { min: [number, number]; max: [number, number] };
  /** the LTYPE table's dash patterns by upper-case name (49 groups: dash > 0, gap < 0, dot 0); continuous ones are left out */
  linetypes?: Record<string, number[]>;
  /** LTSCALE, the global linetype scale (1 when absent) */
  ltscale?: number;
  /** LWDISPLAY is on: the view draws lineweights (renderer/canvas/entity-style.ts) */
  lwdisplay?: boolean;
  /** LWDEFAULT in hundredths of a mm, when not the initial 25 */
  lwdefault?: number;
  /** MEASUREMENT is 0 (imperial): paper-space layouts are in inches, not mm */
  imperial?: boolean;
}

/** Entities that belong to another entity (a POLYLINE's vertices, an INSERT's attributes) and are not counted on their own. */
export const SUB_ENTITIES: ReadonlySet<string> = new Set(['VERTEX', 'ATTRIB', 'SEQEND']);

const inPaperSpaceBlock = (e: SnapshotEntity): boolean => e.layout !== undefined || (e.block !== undefined && /^\*paper_space/i.test(e.block));

/**
 * The entities counted wherever a count is shown (drawing picker, canvas footer, the agent): the
 * live entities of model space and of every layout, without sub-entities: what
 * (sslength (ssget "X")) returns.
 */
export const countedEntities = (snap: DrawingSnapshot): SnapshotEntity[] =>
  snap.entities.filter((e) => !e.deleted && (e.block === undefined || inPaperSpaceBlock(e)) && !SUB_ENTITIES.has(e.type));

export const entityCountOf = (snap: DrawingSnapshot): number => snap.entityCount ?? countedEntities(snap).length;

/** What the entity count counts, in words (tooltips, the README). */
export const ENTITY_COUNT_MEANING = 'entities in model space and every layout, not counting vertices, attributes and SEQENDs (what (sslength (ssget "X")) returns)';

/**
 * A model-space entity read straight from the drawing for the view's scene (FirstView): its groups
 * as the database keeps them (codes and values side by side), no [code, value] pairs made.
 */
export interface ModelEntityView {
  readonly handle: string;
  readonly type: string;
  readonly layer: string;
  readonly groups: { readonly c: readonly number[]; readonly v: ReadonlyArray<string | number | number[]> };
  /**
   * the scene shaped this entity on its own (no sub-entities): `box` is its primitives' box
   * (null: no primitives), which the drawing takes as the entity's extents instead of shaping it again
   */
  shaped?(box: [number, number, number, number] | null): void;
}

/**
 * What a large drawing's first frame needs of the view (DrawingPort.firstView), without a view
 * entity per record: the snapshot's head with its block definitions whole (the scene expands
 * references through them), model space's entities in order, and `finish()`, the head as
 * toUi's (no entities, no block contents) once the scene has shaped model space.
 */
export interface FirstView {
  head: DrawingSnapshot;
  model: ModelEntityView[];
  finish(): DrawingSnapshot;
}
