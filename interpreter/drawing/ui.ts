/*
 * toUi: the snapshot as the renderer draws it — layers with their on/frozen/locked state, the live
 * entities of model and paper space (subentities included, each with its groups), the block
 * definitions for expanding INSERTs, and the model-space extents (geometry/extents.ts; XLINE and
 * RAY left out, old-style polylines by their vertices).
 */
import { countedEntities, SUB_ENTITIES, type DrawingSnapshot, type FirstView, type ModelEntityView, type SnapshotEntity, type SnapshotLayer } from '../ports/snapshot.js';
import { emptyBox, growBox, isEmptyBox, recordExtents } from './geometry/extents.js';
import { UNBOUNDED_TYPES } from './geometry/shape.js';
import { tagsFromPairs } from './geometry/groups.js';
import type { BBox } from './geometry/prims.js';
import type { BlockShapes, ShapeContext } from './geometry/shape.js';
import type { DbRecord } from './model/record.js';
import { tagGet, tagNum, tagStr, type GV, type Tags } from './model/tags.js';
import type { Snap } from './snapshot.js';

/**
 * One view entity per record (records are immutable): snapshots of the same drawing share them, so
 * building a snapshot after a run costs only what changed, and an unchanged entity is the same
 * object before and after (runner/snapshot-delta.ts finds runs by identity). Views are read-only.
 */
const memo = new WeakMap<DbRecord, SnapshotEntity>();

function uiEntity(r: DbRecord, block: string | undefined, layout?: string): SnapshotEntity {
  const m = memo.get(r);
  if (m !== undefined && m.block === block && m.layout === layout) return m;
  const e = makeUiEntity(r, block, layout);
  memo.set(r, e);
  return e;
}

/** A record's own extents (not an INSERT's or DIMENSION's, which follow their block), once per record. */
const boxes = new WeakMap<DbRecord, BBox | null>();
function ownExtents(r: DbRecord): BBox | null {
  let b = boxes.get(r);
  if (b === undefined) {
    b = recordExtents({ type: r.type, groups: r.body });
    boxes.set(r, b);
  }
  return b;
}

function makeUiEntity(r: DbRecord, block: string | undefined, layout?: string): SnapshotEntity {
  const groups: Array<[number, GV]> = [];
  for (let i = 0; i < r.body.c.length; i++) if (r.body.c[i] !== -2) groups.push([r.body.c[i]!, r.body.v[i]!]);
  const e: SnapshotEntity = { handle: r.handle, type: r.type, layer: tagStr(r.body, 8, '0'), groups };
  if (block !== undefined) e.block = block;
  if (layout !== undefined) e.layout = layout;
  if (r.owner) e.owner = r.owner;
  return e;
}

/** The layers of a snapshot (the LAYER records in table order). */
function layersOf(s: Snap): SnapshotLayer[] {
  const layers: SnapshotLayer[] = [];
  for (const r of s.objs) {
    if (r.type !== 'LAYER' || r.deleted) continue;
    const col = tagNum(r.body, 62, 7);
    const f = tagNum(r.body, 70);
    const layer: SnapshotLayer = { name: tagStr(r.body, 2), color: Math.abs(col), linetype: tagStr(r.body, 6, 'Continuous'), frozen: (f & 1) !== 0, locked: (f & 4) !== 0, off: col < 0 };
    const lw = tagNum(r.body, 370, -3);
    if (lw !== -3) layer.lineweight = lw;
    layers.push(layer);
  }
  return layers;
}

/** The view entity of a record of model space or a layout (`layout` the owner's layout name). */
export function layoutEntity(s: Snap, r: DbRecord, owner: string, layout: string): SnapshotEntity {
  return layout === 'Model' ? uiEntity(r, undefined) : uiEntity(r, s.db.blockByRecord.get(owner)?.name, layout);
}

/** What a model-space record adds to the extents (INSERT and DIMENSION through their blocks: `ctx`). */
export function extentsOf(r: DbRecord, ctx: ShapeContext): BBox | null {
  if (r.type === 'INSERT' || r.type === 'DIMENSION') return recordExtents({ type: r.type, groups: r.body }, ctx);
  if (r.type === 'VERTEX') {
    const p = tagGet(r.body, 10);
    return Array.isArray(p) ? [p[0]!, p[1]!, p[0]!, p[1]!] : null;
  }
  return ownExtents(r);
}

/** Block shapes for extents of references, read from the snapshot's block definitions once each. */
export function blockShapes(blocks: DrawingSnapshot['blocks']): ShapeContext {
  const shapes = new Map<string, BlockShapes | undefined>();
  return {
    block(n) {
      if (!shapes.has(n)) {
        const def = blocks[n];
        shapes.set(n, def && { base: def.base, entities: def.entities.map((e) => ({ type: e.type, groups: tagsFromPairs(e.groups) })) });
      }
      return shapes.get(n);
    },
  };
}

/**
 * The view of a snapshot. `pos`, when given (length s.ents.length), is filled with each record
 * slot's index in `entities` (-1: not there), which ui-delta.ts builds later views from.
 */
export function snapToUi(s: Snap, name: string, hash: string, pos?: Int32Array): DrawingSnapshot {
  const entities: SnapshotEntity[] = [];
  const blocks: DrawingSnapshot['blocks'] = {};
  const model: DbRecord[] = [];
  pos?.fill(-1);
  walkUi(s, blocks, (i, r, owner, layout) => {
    if (pos) pos[i] = entities.length;
    entities.push(layoutEntity(s, r, owner, layout));
    if (layout === 'Model') model.push(r);
  });
  return assembleUi(s, name, hash, entities, blocks, countedEntities({ entities } as DrawingSnapshot).length, modelExtents(model, blocks));
}

/**
 * The live records of model space and the layouts, in order, to `onLayout` (slot, record, owner,
 * its layout's name); block definitions' records into `blocks` as view entities.
 */
function walkUi(s: Snap, blocks: DrawingSnapshot['blocks'], onLayout: (i: number, r: DbRecord, owner: string, layout: string) => void): void {
  const db = s.db;
  const deletedParents = new Set<string>();
  for (let i = 0; i < s.ents.length; i++) {
    const r = s.ents[i]!;
    if (r.deleted) {
      deletedParents.add(r.handle);
      continue;
    }
    if (deletedParents.has(r.owner)) continue;
    const owner = db.spaceOwner(r);
    const layout = db.layouts.get(owner);
    if (layout !== undefined) {
      onLayout(i, r, owner, layout);
      continue;
    }
    const b = db.blockByRecord.get(owner);
    if (!b) continue;
    let def = blocks[b.name];
    if (!def) {
      const begin = db.get(b.begin);
      const base = begin ? tagGet(begin.body, 10) : undefined;
      def = blocks[b.name] = { base: Array.isArray(base) ? [base[0] ?? 0, base[1] ?? 0, base[2] ?? 0] : [0, 0, 0], entities: [] };
    }
    def.entities.push(uiEntity(r, b.name));
  }
}

/** Model space's extents from the geometry (XLINE and RAY left out, old-style polylines by their vertices, references through their blocks). */
function modelExtents(model: readonly DbRecord[], blocks: DrawingSnapshot['blocks'], known?: (i: number) => BBox | null | undefined): BBox {
  const box = emptyBox();
  const grow = (b: BBox | null): void => {
    if (b) for (let k = 0; k < 4; k += 2) growBox(box, b[k]!, b[k + 1]!);
  };
  const refs: DbRecord[] = [];
  for (let i = 0; i < model.length; i++) {
    const r = model[i]!;
    if (r.type === 'INSERT' || r.type === 'DIMENSION') refs.push(r);
    else if (r.type === 'VERTEX') {
      const p = tagGet(r.body, 10);
      if (Array.isArray(p)) growBox(box, p[0]!, p[1]!);
    } else {
      const b = known?.(i);
      grow(b === undefined ? ownExtents(r) : b);
    }
  }
  if (refs.length) {
    const ctx = blockShapes(blocks);
    for (const r of refs) grow(recordExtents({ type: r.type, groups: r.body }, ctx));
  }
  return box;
}

/** A model-space record as the view's scene reads it (FirstView.model). */
class RecordView implements ModelEntityView {
  readonly handle: string;
  readonly type: string;
  readonly layer: string;
  readonly groups: Tags;
  /** its own extents, once the scene has shaped it (undefined: not shaped) */
  box: BBox | null | undefined = undefined;
  constructor(readonly record: DbRecord) {
    this.handle = record.handle;
    this.type = record.type;
    this.layer = tagStr(record.body, 8, '0');
    this.groups = record.body;
  }
  shaped(box: BBox | null): void {
    // what ownExtents measures (recordExtents): the box of the same shape of the same groups
    this.box = box && !UNBOUNDED_TYPES.has(this.type) && !isEmptyBox(box) ? box : null;
  }
}

/**
 * The first frame's part of the view (FirstView): the head without making a view entity per
 * record of model space — its records are handed over as they are, and its extents are measured
 * once the scene has shaped them (from the shapes it made: nothing is shaped twice).
 */
export function snapFirstView(s: Snap, name: string, hash: string): FirstView {
  const blocks: DrawingSnapshot['blocks'] = {};
  const model: RecordView[] = [];
  const inModel: RecordView[] = [];
  let counted = 0;
  walkUi(s, blocks, (_i, r, owner, layout) => {
    if (!SUB_ENTITIES.has(r.type)) counted++;
    // the entities a model-space scene walks: those without a block (layoutEntity)
    if (layout !== 'Model' && s.db.blockByRecord.get(owner)?.name !== undefined) return;
    const v = new RecordView(r);
    model.push(v);
    if (layout === 'Model') inModel.push(v);
  });
  const head = assembleUi(s, name, hash, [], blocks, counted, emptyBox());
  const finish = (): DrawingSnapshot => {
    const box = modelExtents(inModel.map((v) => v.record), blocks, (i) => inModel[i]!.box);
    return { ...assembleUi(s, name, hash, [], blocks, counted, box), blocks: {} };
  };
  return { head, model, finish };
}

/** The snapshot object, its fields in one order whichever way its entities were found. */
export function assembleUi(s: Snap, name: string, hash: string, entities: SnapshotEntity[], blocks: DrawingSnapshot['blocks'], entityCount: number, box: BBox): DrawingSnapshot {
  const db = s.db;
  const snap: DrawingSnapshot = { name, hash, layers: layersOf(s), entities, blocks };
  snap.entityCount = entityCount;
  const layouts = [...new Set(db.layouts.values())].filter((l) => l !== 'Model');
  if (layouts.length) snap.layouts = layouts;
  if (!isEmptyBox(box)) snap.extents = { min: [box[0], box[1]], max: [box[2], box[3]] };
  const linetypes: Record<string, number[]> = {};
  for (const r of s.objs) {
    if (r.type !== 'LTYPE' || r.deleted) continue;
    const dashes: number[] = [];
    for (let i = 0; i < r.body.c.length; i++) if (r.body.c[i] === 49 && typeof r.body.v[i] === 'number') dashes.push(r.body.v[i] as number);
    if (dashes.length) linetypes[tagStr(r.body, 2).toUpperCase()] = dashes;
  }
  if (Object.keys(linetypes).length) snap.linetypes = linetypes;
  const ltscale = Number(s.sysvars.get('LTSCALE'));
  if (Number.isFinite(ltscale) && ltscale > 0 && ltscale !== 1) snap.ltscale = ltscale;
  const sysInt = (name: string): number | undefined => {
    const v = s.sysvars.get(name);
    const n = typeof v === 'number' ? v : Number(v);
    return v !== undefined && v !== null && Number.isFinite(n) ? n : undefined;
  };
  if (sysInt('LWDISPLAY')) snap.lwdisplay = true;
  const lwdefault = sysInt('LWDEFAULT');
  if (lwdefault !== undefined && lwdefault >= 0 && lwdefault !== 25) snap.lwdefault = lwdefault;
  if (sysInt('MEASUREMENT') === 0) snap.imperial = true;
  return snap;
}
