/*
 * A drawing's view (toUi) built from an earlier view of the same drawing in work proportional to
 * what changed: one pointer pass finds the record slots that differ (records are immutable and
 * keep their slot), and only those are looked at. The earlier view (UiBase) keeps each slot's
 * place in its entity list, its extents and each record's content hash, so the new entity list
 * is the old one with those slots replaced, dropped or put in, the extents grow by what was
 * added, and the hash reads stored record hashes. Whatever could change the view of a record that
 * did not change (block definitions or layouts re-made, a complex entity or a block's contents
 * changed, extents that may shrink) returns undefined, and the caller builds the view whole
 * (snapToUi): the result is always the view snapToUi would give (tested equal).
 */
import type { DrawingSnapshot, SnapshotEntity } from '../ports/snapshot.js';
import type { BlockDef } from './db.js';
import { growBox } from './geometry/extents.js';
import type { BBox } from './geometry/prims.js';
import { hashSnapWith, recordHashes, wholeRecordHashes } from './hash.js';
import { SUBENTITY_TYPES, type DbRecord } from './model/record.js';
import type { Snap } from './snapshot.js';
import { assembleUi, blockShapes, extentsOf, layoutEntity, snapToUi } from './ui.js';

export interface UiBase {
  snap: Snap;
  ui: DrawingSnapshot;
  /** slot → index in ui.entities, -1 when the record is not there */
  pos: Int32Array;
  /** each slot's record hash (hash.ts) */
  entHashes: Uint32Array;
  objHashes: Uint32Array;
  /** the database's layouts and block definitions when the view was made (the views of records follow them) */
  layouts: Map<string, string>;
  blockByRecord: Map<string, BlockDef>;
}

/** Past this share of changed slots the whole build is as cheap. */
const MOST_CHANGED = 0.25;

/** A view built whole, with what later views need to be built from it. */
export function uiBase(s: Snap, name: string): UiBase {
  const entHashes = wholeRecordHashes(s.ents, 'ents');
  const objHashes = wholeRecordHashes(s.objs, 'objs');
  const pos = new Int32Array(s.ents.length);
  const ui = snapToUi(s, name, hashSnapWith(s, entHashes, objHashes), pos);
  return { snap: s, ui, pos, entHashes, objHashes, layouts: new Map(s.db.layouts), blockByRecord: new Map(s.db.blockByRecord) };
}

function sameMap<K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** Slots whose record differs between two record arrays (the second no shorter), in order. */
function changedSlots(from: readonly DbRecord[], to: readonly DbRecord[], limit: number): number[] | undefined {
  const out: number[] = [];
  if (from === to) return out;
  for (let i = 0; i < from.length; i++) {
    if (from[i] !== to[i]) {
      out.push(i);
      if (out.length > limit) return undefined;
    }
  }
  for (let i = from.length; i < to.length; i++) {
    out.push(i);
    if (out.length > limit) return undefined;
  }
  return out;
}

/** Hashes of `to`'s records, read from `base` where the record is the same. */
function hashesFrom(base: Uint32Array, from: readonly DbRecord[], to: readonly DbRecord[], changed: readonly number[] | undefined): Uint32Array {
  if (from === to) return base;
  if (!changed) return recordHashes(to, from, base);
  const out = new Uint32Array(to.length);
  out.set(base.length > to.length ? base.subarray(0, to.length) : base);
  const fresh = recordHashes(changed.map((i) => to[i]!));
  for (let k = 0; k < changed.length; k++) out[changed[k]!] = fresh[k]!;
  return out;
}

/**
 * The view of `s` from `base`, or undefined when it must be built whole. `s` must be of the same
 * drawing (a copy of the database `base` was made from, or that database later).
 */
export function uiFromBase(base: UiBase, s: Snap, name: string): DrawingSnapshot | undefined {
  const db = s.db;
  const b = base.snap;
  if (s.ents.length < b.ents.length || s.objs.length < b.objs.length) return undefined;
  if (!sameMap(base.layouts, db.layouts) || !sameMap(base.blockByRecord, db.blockByRecord)) return undefined;
  const changed = changedSlots(b.ents, s.ents, Math.max(16, s.ents.length * MOST_CHANGED));
  if (!changed) return undefined;
  const ui = base.ui;
  // the same drawing state: the same view
  if (changed.length === 0 && b.objs === s.objs && name === ui.name && sameMap(b.sysvars, s.sysvars)) return ui;
  // every changed record must be a main entity of model space or a layout, with no parts of its own
  const plain = (r: DbRecord | undefined): boolean => !r || (!SUBENTITY_TYPES.has(r.type) && db.layouts.has(r.owner) && db.subentities(r.handle).length === 0);
  for (const i of changed) if (!plain(b.ents[i]) || !plain(s.ents[i])) return undefined;

  const box: BBox = ui.extents ? [ui.extents.min[0], ui.extents.min[1], ui.extents.max[0], ui.extents.max[1]] : [Infinity, Infinity, -Infinity, -Infinity];
  const ctx = blockShapes(ui.blocks);
  const grown: BBox[] = [];
  let count = ui.entityCount ?? 0;
  // the entity list: the base's, with each changed slot's entity replaced, dropped or put in
  const entities: SnapshotEntity[] = [];
  let from = 0;
  for (const i of changed) {
    const old = b.ents[i];
    const now = s.ents[i]!;
    const model = db.layouts.get(now.owner) === 'Model';
    const p = i < base.pos.length ? base.pos[i]! : -1;
    if (old && p >= 0) {
      // it was in the view: its extents may shrink unless it lay strictly inside
      if (db.layouts.get(old.owner) === 'Model') {
        const ob = extentsOf(old, ctx);
        if (ob && !(ob[0] > box[0] && ob[1] > box[1] && ob[2] < box[2] && ob[3] < box[3])) return undefined;
      }
      count--;
    }
    let at = p;
    if (at < 0) {
      // not in the base's view: it goes after the nearest earlier slot that is
      at = ui.entities.length;
      if (i < base.pos.length) {
        at = 0;
        for (let k = i - 1; k >= 0; k--) if (base.pos[k]! >= 0) {
          at = base.pos[k]! + 1;
          break;
        }
      }
    }
    for (; from < at; from++) entities.push(ui.entities[from]!);
    if (p >= 0) from = p + 1;
    if (!now.deleted) {
      entities.push(layoutEntity(s, now, now.owner, db.layouts.get(now.owner)!));
      count++;
      if (model) {
        const nb = extentsOf(now, ctx);
        if (nb) grown.push(nb);
      }
    }
  }
  for (; from < ui.entities.length; from++) entities.push(ui.entities[from]!);
  for (const g of grown) for (let k = 0; k < 4; k += 2) growBox(box, g[k]!, g[k + 1]!);
  const objChanged = changedSlots(b.objs, s.objs, s.objs.length);
  const hash = hashSnapWith(s, hashesFrom(base.entHashes, b.ents, s.ents, changed), hashesFrom(base.objHashes, b.objs, s.objs, objChanged));
  return assembleUi(s, name, hash, entities, ui.blocks, count, box);
}

/** hashSnap(s) with the hashes of records `base` holds read from it (one pass, no per-record lookups for those). */
export function hashFromBase(base: UiBase, s: Snap): string {
  return hashSnapWith(s, recordHashes(s.ents, base.snap.ents, base.entHashes), recordHashes(s.objs, base.snap.objs, base.objHashes));
}
