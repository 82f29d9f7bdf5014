/*
 * The anonymous block that draws a DIMENSION (*Dn) is part of it: when the dimension moves its
 * block's contents move too, and a copy of the dimension gets its own copy of the block. These
 * are the only block definitions the edits write; named blocks belong to BLOCK/INSERT.
 */
import type { DrawingDb } from '../db.js';
import { transformRecord } from '../entities/transform.js';
import { IDENTITY, type Mat } from '../geometry/matrix.js';
import { makeRecord } from '../model/record.js';
import { tagSet, tagStr } from '../model/tags.js';
import { normalizeEntry } from '../tables.js';
import { blockContents } from '../record-shape.js';
import { cloneEntity, subRecords } from './records.js';

/** Does another live DIMENSION than `self` draw with this block? */
export function dimensionBlockShared(db: DrawingDb, name: string, self: string): boolean {
  const key = name.toUpperCase();
  for (const r of db.ents) if (r.type === 'DIMENSION' && r.handle !== self && !r.deleted && tagStr(r.body, 2).toUpperCase() === key) return true;
  return false;
}

/** Transform a block's contents in place (its entities and their subentities). */
export function transformBlockContents(db: DrawingDb, name: string, m: Mat): void {
  const c = blockContents(db, name);
  if (!c) return;
  for (const r of c.records) {
    const t = transformRecord(r, m);
    if (!t.ok) continue;
    db.replace({ ...r, body: t.groups });
    for (const s of subRecords(db, r.handle)) {
      if (s.type === 'SEQEND') continue;
      const u = transformRecord(s, m, r);
      if (u.ok) db.replace({ ...s, body: u.groups });
    }
  }
}

/** A new anonymous block with the same kind letter (*D...) holding the contents under m; its name. */
export function copyDependentBlock(db: DrawingDb, name: string, m: Mat = IDENTITY): string {
  const src = db.block(name);
  const c = blockContents(db, name);
  if (!src || !c) return name;
  const prefix = /^\*[A-Z]/i.test(name) ? name.slice(0, 2).toUpperCase() : '*U';
  let n = 1;
  while (db.block(`${prefix}${n}`)) n++;
  const fresh = `${prefix}${n}`;
  const record = db.newHandle();
  const br = db.table('BLOCK_RECORD')!;
  const oldRec = db.get(src.record);
  const recBody = oldRec ? tagSet(oldRec.body, 2, fresh) : normalizeEntry('BLOCK_RECORD', { c: [2, 70], v: [fresh, 0] });
  db.addObject(makeRecord(record, 'BLOCK_RECORD', br.handle, recBody));
  db.indexTableEntry('BLOCK_RECORD', db.get(record)!);
  const begin = db.get(src.begin)!;
  const end = db.get(src.end)!;
  const b = db.newHandle();
  const e = db.newHandle();
  const named = tagSet(begin.body, 2, fresh);
  db.addObject(makeRecord(b, 'BLOCK', record, named.c.includes(3) ? tagSet(named, 3, fresh) : named));
  db.addObject(makeRecord(e, 'ENDBLK', record, end.body));
  db.registerBlock({ name: fresh, record, begin: b, end: e });
  for (const r of c.records) {
    cloneEntity(db, r, (rec, header) => {
      if (m === IDENTITY || rec.type === 'SEQEND') return rec.body;
      const t = rec === header ? transformRecord(rec, m) : transformRecord(rec, m, header);
      return t.ok ? t.groups : rec.body;
    }, record);
  }
  return fresh;
}
