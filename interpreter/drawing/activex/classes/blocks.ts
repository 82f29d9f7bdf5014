/*
 * ModelSpace, PaperSpace and Block: a block record seen as the collection of the entities it owns
 * (database order, erased ones left out — what vlax-for visits), with Count, Item and the Add*
 * methods, and the definition's own properties: Name 2, Origin (the BLOCK's 10), IsLayout,
 * IsXRef (BLOCK 70 bit 4), Explodable (280), BlockScaling (281), Units (70), Comments (BLOCK 4),
 * Path (BLOCK 1), Layout. Renaming a block renames its BLOCK and every INSERT of it, as AutoCAD's
 * references by pointer would.
 */
import { raise } from '../../../core/errors.js';
import type { VlaObject } from '../../../core/values.js';
import { validSymbolName } from '../../checks.js';
import type { BlockDef } from '../../db.js';
import type { DbRecord } from '../../model/record.js';
import { tagSet } from '../../model/tags.js';
import { argBool, argIndex, argLong, argPoint, argText } from '../convert.js';
import { writeBody } from '../edit.js';
import { defineClass, type AxTarget, type ClassImpl } from '../model.js';
import { layoutObject, recordObject } from '../factory.js';
import { asPoint, numOf, pointOf, strOf } from '../read.js';
import { ADD_METHODS } from './add.js';
import { effectiveBlock, isDynamicDefinition } from './blockref.js';
import { OBJECT_PART } from './common.js';

type Part = Partial<Pick<ClassImpl, 'get' | 'put' | 'call' | 'members'>>;

export function blockDefOf(t: AxTarget): BlockDef {
  const b = t.drawing.db.blockByRecord.get(t.handle);
  if (!b) return raise('axAutomation', 'Object was erased');
  return b;
}

/** The live main entities a block record owns, in database order. */
export function blockEntities(t: AxTarget): string[] {
  const db = t.drawing.db;
  const out: string[] = [];
  for (const h of db.ownerLists.get(t.handle) ?? []) {
    const r = db.get(h);
    if (r && !r.deleted) out.push(h);
  }
  return out;
}

/** Item(i) of a collection: a 0-based index into `members` (names are the caller's business). */
export function itemAt(members: readonly VlaObject[], i: number): VlaObject {
  const m = members[i];
  if (!m) return raise('axAutomation', 'Invalid index');
  return m;
}

const begin = (t: AxTarget): DbRecord => t.drawing.db.get(blockDefOf(t).begin)!;

function writeBegin(t: AxTarget, code: number, v: number | string | number[]): void {
  const b = begin(t);
  t.drawing.db.replace({ ...b, body: tagSet(b.body, code, v) });
}

function renameBlock(t: AxTarget, name: string): void {
  const db = t.drawing.db;
  const b = blockDefOf(t);
  if (name.toUpperCase() === b.name.toUpperCase()) return;
  if (db.isLayout(b.record) || b.name.startsWith('*')) return raise('axAutomation', 'Invalid input');
  if (!validSymbolName(name)) return raise('axAutomation', 'Invalid input');
  if (db.block(name)) return raise('axAutomation', 'Duplicate record name');
  const rec = t.rec();
  db.replace({ ...rec, body: tagSet(rec.body, 2, name) });
  writeBegin(t, 2, name);
  db.blocks.delete(b.name.toUpperCase());
  const renamed = { ...b, name };
  db.blocks.set(name.toUpperCase(), renamed);
  db.blockByRecord.set(b.record, renamed);
  const table = db.table('BLOCK_RECORD');
  if (table) {
    table.entries.delete(b.name.toUpperCase());
    table.entries.set(name.toUpperCase(), b.record);
  }
  for (const r of db.ents) if (r.type === 'INSERT' && !r.deleted && strOf(r, 2, '').toUpperCase() === b.name.toUpperCase()) db.replace({ ...r, body: tagSet(r.body, 2, name) });
}

/** What every block-record collection shares: its entities, Count, Item, the Add* methods. */
const ENTITY_COLLECTION: Part = {
  members: (t) => blockEntities(t).map((h) => recordObject(t.session, h)),
  get: {
    Count: (t) => blockEntities(t).length,
    Name: (t) => strOf(t.rec(), 2, ''),
    Origin: (t) => asPoint(pointOf(begin(t), 10)),
    Layout: (t) => layoutObject(t.session, t.handle),
    Comments: (t) => strOf(begin(t), 4, ''),
    Units: (t) => numOf(t.rec(), 70, 0),
  },
  put: {
    Origin: (t, v, style) => writeBegin(t, 10, argPoint(v, style)),
    Comments: (t, v) => writeBegin(t, 4, argText(v)),
    Units: (t, v) => {
      const u = argLong(v);
      if (u < 0 || u > 24) return raise('axServerError', 'Invalid input');
      const r = t.rec();
      t.drawing.db.replace({ ...r, body: tagSet(r.body, 70, u) });
    },
  },
  call: {
    ...ADD_METHODS,
    Item: (t, a) => {
      const i = argIndex(a[0]!);
      if (typeof i === 'string') return raise('axServerError', 'Type mismatch');
      return itemAt(blockEntities(t).map((h) => recordObject(t.session, h)), i);
    },
  },
};

const flag = (t: AxTarget, bit: number): boolean => (numOf(begin(t), 70, 0) & bit) !== 0;

/** A block definition's own properties (ModelSpace and PaperSpace have them too: their interfaces derive from IAcadBlock). */
const BLOCK_PART: Part = {
  get: {
    IsLayout: (t) => t.session.bool(t.drawing.db.isLayout(t.handle)),
    IsXRef: (t) => t.session.bool(flag(t, 4)),
    IsDynamicBlock: (t) => {
      const db = t.drawing.db;
      return t.session.bool(isDynamicDefinition(db, t.rec()) && effectiveBlock(db, t.rec()) === t.rec());
    },
    Explodable: (t) => t.session.bool(numOf(t.rec(), 280, 1) !== 0),
    BlockScaling: (t) => numOf(t.rec(), 281, 0),
    Path: (t) => strOf(begin(t), 1, ''),
    XRefDatabase: (t) => raise('axNotSimulated', 'XRefDatabase', t.cls.iface),
  },
  put: {
    Name: (t, v) => renameBlock(t, argText(v)),
    Explodable: (t, v) => {
      const r = t.rec();
      writeBody(t.drawing, r, tagSet(r.body, 280, argBool(v) ? 1 : 0));
    },
    BlockScaling: (t, v) => {
      const n = argLong(v);
      if (n !== 0 && n !== 1) return raise('axServerError', 'Invalid input');
      const r = t.rec();
      t.drawing.db.replace({ ...r, body: tagSet(r.body, 281, n) });
    },
    Path: (t, v) => writeBegin(t, 1, argText(v)),
  },
  call: {
    Delete: (t) => {
      const db = t.drawing.db;
      const b = blockDefOf(t);
      if (db.isLayout(b.record)) return raise('axAutomation', 'Object is referenced');
      if (db.ents.some((r) => r.type === 'INSERT' && !r.deleted && db.isLive(r) && strOf(r, 2, '').toUpperCase() === b.name.toUpperCase()))
        return raise('axAutomation', 'Object is referenced');
      for (const h of blockEntities(t)) db.replace({ ...db.get(h)!, deleted: true });
      db.replace({ ...t.rec(), deleted: true });
      db.blocks.delete(b.name.toUpperCase());
      db.blockByRecord.delete(b.record);
      db.table('BLOCK_RECORD')?.entries.delete(b.name.toUpperCase());
      return null;
    },
    Bind: (t) => raise('axNotSimulated', 'Bind', t.cls.iface),
    Detach: (t) => raise('axNotSimulated', 'Detach', t.cls.iface),
    Reload: (t) => raise('axNotSimulated', 'Reload', t.cls.iface),
    Unload: (t) => raise('axNotSimulated', 'Unload', t.cls.iface),
  },
};

export const MODELSPACE_CLASS = defineClass('ModelSpace', 'IAcadModelSpace', 'AutoCAD Model Space Interface', [OBJECT_PART, ENTITY_COLLECTION, BLOCK_PART]);
export const PAPERSPACE_CLASS = defineClass('PaperSpace', 'IAcadPaperSpace', 'AutoCAD Paper Space Interface', [OBJECT_PART, ENTITY_COLLECTION, BLOCK_PART]);
export const BLOCK_CLASS = defineClass('Block', 'IAcadBlock', 'AutoCAD Block Interface', [OBJECT_PART, ENTITY_COLLECTION, BLOCK_PART]);

