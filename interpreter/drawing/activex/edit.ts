/*
 * Every change the object model makes to the database goes through here, and through the same
 * code entmod, entmake and entdel use: a property write is an entmod of the record's groups with
 * the new values (so a value written through ActiveX is exactly what entget then returns, with the
 * same checks and the same normalisation), a new entity is built the way entmake builds one, and
 * Delete flips the record's erased flag as entdel does. AutoCAD's refusals come back in its words.
 */
import { raise } from '../../core/errors.js';
import { ERR } from '../checks.js';
import type { Drawing } from '../drawing.js';
import { addEntity, type NewEntity } from '../entmake.js';
import { entmod } from '../entmod.js';
import type { DbRecord } from '../model/record.js';
import { tagSet, type GV, type Tags } from '../model/tags.js';
import { entgetList } from '../view.js';
import type { AxTarget } from './model.js';

/** AutoCAD's words for the ERRNO an entmod/entmake failure leaves. */
function failure(code: number): never {
  switch (code) {
    case ERR.lockedLayer:
      return raise('axAutomation', 'On locked layer');
    case ERR.badLayer:
    case ERR.badLinetype:
    case ERR.badStyle:
    case ERR.badBlockName:
      return raise('axAutomation', 'Key not found');
    case ERR.badTableName:
      return raise('axAutomation', 'Duplicate record name');
    case ERR.badEname:
    case ERR.modifyDeleted:
      return raise('axAutomation', 'Object was erased');
    default:
      return raise('axServerError', 'Invalid argument');
  }
}

/** Replace the record's body (entmod semantics); raises AutoCAD's error when refused. */
export function writeBody(d: Drawing, rec: DbRecord, body: Tags): void {
  const errno = d.sysvars.get('ERRNO');
  const ok = entmod(d, entgetList(d.db, { ...rec, body }, null));
  if (!ok) {
    const code = d.sysvars.get('ERRNO');
    d.sysvars.setRaw('ERRNO', errno ?? 0);
    failure(typeof code === 'number' ? code : 0);
  }
}

/**
 * Set groups of the target's record ([code, value] pairs; a code absent from the body is added)
 * and drop others (entmod merges the AcDbEntity part, so a dropped 420 or 440 is removed after it).
 */
export function writeGroups(t: AxTarget, groups: ReadonlyArray<readonly [number, GV]>, drop: readonly number[] = []): void {
  const rec = t.rec();
  let body = rec.body;
  for (const [c, v] of groups) body = tagSet(body, c, v);
  if (groups.length) writeBody(t.drawing, rec, body);
  if (drop.some((c) => rec.body.c.includes(c))) {
    const now = t.rec();
    checkUnlocked(t.drawing, now);
    const keep = now.body.c.map((c) => !drop.includes(c));
    t.drawing.db.replace({ ...now, body: { c: now.body.c.filter((_, i) => keep[i]), v: now.body.v.filter((_, i) => keep[i]) } });
  }
}

/** Refuse an edit of an entity on a locked layer, as AutoCAD does before anything else. */
export function checkUnlocked(d: Drawing, rec: DbRecord): void {
  const layer = rec.body.c.indexOf(8);
  const name = layer < 0 ? '0' : String(rec.body.v[layer]);
  if (d.db.isEntity(rec.handle) && d.db.layerState(name)?.locked) raise('axAutomation', 'On locked layer');
}

/** Erase an entity or object (ActiveX Delete). */
export function erase(t: AxTarget): void {
  const rec = t.rec();
  checkUnlocked(t.drawing, rec);
  t.drawing.db.replace({ ...rec, deleted: true });
}

/** Add an entity to a block record (model space, a layout, a block definition); its handle. */
export function createEntity(d: Drawing, owner: string, e: NewEntity): string {
  const r = addEntity(d, owner, e);
  if (typeof r === 'number') return failure(r);
  return r;
}

