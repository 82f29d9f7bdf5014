/*
 * entmod. The entity comes from the list's -1; only the groups the list gives change (a list made
 * by entget+subst replaces the subclass part as a whole, so vertex lists can grow or shrink; a
 * short list like ((-1 . e) (8 . "NEW")) changes just those groups). Type, handle and -2 cannot
 * change; SEQEND and VIEWPORT cannot be modified; entities on locked layers are refused. A new
 * layer name creates the layer; unknown linetypes, styles and blocks refuse the change. Failures
 * return nil and set ERRNO. Table entries (via tblobjname) and objects can be modified too.
 */
import type { Value } from '../core/values.js';
import { checkRefs, checkXdata, ensureLayerOf, ERR, validSymbolName } from './checks.js';
import { couplingOf } from './coupling.js';
import type { Drawing } from './drawing.js';
import { normalizeCommon, splitBody } from './entities/common.js';
import { entityType } from './entities/registry.js';
import { DXF_ENV } from './entities/schema.js';
import { TABLE_RECORD_TYPES } from './entmake.js';
import { TagBuilder, tagStr, type Tags } from './model/tags.js';
import { normalizeEntry } from './tables.js';
import { parseEntList } from './view.js';
import { mergeXdata } from './xdata.js';

/** Replace cur's groups by upd's, occurrence by occurrence; extra occurrences are appended. */
export function mergeTags(cur: Tags, upd: Tags): Tags {
  const c = cur.c.slice();
  const v = cur.v.slice();
  const seen = new Map<number, number>();
  for (let i = 0; i < upd.c.length; i++) {
    const code = upd.c[i]!;
    if (code === 100) continue;
    const k = seen.get(code) ?? 0;
    seen.set(code, k + 1);
    let idx = -1;
    for (let j = 0, n = 0; j < c.length; j++) {
      if (c[j] === code && n++ === k) {
        idx = j;
        break;
      }
    }
    if (idx >= 0) v[idx] = upd.v[i]!;
    else {
      c.push(code);
      v.push(upd.v[i]!);
    }
  }
  return { c, v };
}

const hasSubclassMarker = (t: Tags): boolean => t.c.some((c, i) => c === 100 && t.v[i] !== 'AcDbEntity');

export function entmod(d: Drawing, lst: Value): boolean {
  const db = d.db;
  const p = parseEntList(db, lst);
  const fail = (code: number): false => {
    d.errno(code);
    return false;
  };
  if (!p.ename) return fail(ERR.badEname);
  const rec = db.getByEname(p.ename);
  if (!rec || !db.isLive(rec)) return fail(ERR.badEname);
  if (p.type !== undefined && p.type !== rec.type) return fail(ERR.changeType);
  if (p.handle !== undefined && p.handle !== rec.handle) return fail(ERR.changeHandle);
  if (rec.type === 'SEQEND') return fail(ERR.modifySeqend);
  if (rec.type === 'VIEWPORT') return fail(ERR.viewport);
  let xdata = rec.xdata;
  if (p.xdata !== undefined) {
    const x = checkXdata(d, p.xdata);
    if (typeof x === 'number') return fail(x);
    xdata = mergeXdata(rec.xdata, x);
  }
  const upd = withoutMinus2(p.tags);

  if (!db.isEntity(rec.handle)) {
    const table = TABLE_RECORD_TYPES[rec.type];
    let body = hasSubclassMarker(upd) ? upd : mergeTags(rec.body, upd);
    if (table) {
      body = normalizeEntry(rec.type, body);
      const name = tagStr(body, 2);
      const old = tagStr(rec.body, 2);
      const renamed = name.toUpperCase() !== old.toUpperCase() ? old : undefined;
      if (rec.type === 'LAYER' && !db.tableEntry('LTYPE', tagStr(body, 6, 'Continuous'))) return fail(ERR.badLinetype);
      if (renamed !== undefined) {
        if (!validSymbolName(name) || db.tableEntry(table, name)) return fail(ERR.badTableName);
        // layer 0 cannot be renamed
        if (rec.type === 'LAYER' && old === '0') return fail(ERR.badTableName);
        db.renameTableEntry(table, old, name, rec.handle);
      }
      db.replace({ ...rec, body, xdata });
      if (renamed !== undefined && rec.type === 'LAYER') layerRenamed(d, renamed, name);
      return true;
    } else if (rec.type === 'BLOCK' || rec.type === 'ENDBLK') {
      body = mergeTags(rec.body, upd.c.includes(2) ? dropCode(upd, 2) : upd);
    }
    db.replace({ ...rec, body, xdata });
    return true;
  }

  const current = db.layerState(tagStr(rec.body, 8, '0'));
  if (current?.locked) return fail(ERR.lockedLayer);
  const def = entityType(rec.type);
  const fast = sameShape(rec.body, upd);
  if (fast) {
    // the usual (entmod (subst new old (entget e))): same groups in the same order, values replaced
    if (def.validate && !def.validate(fast)) return fail(ERR.badField);
    const err = checkRefs(d, fast, def);
    if (err) return fail(err);
    ensureLayerOf(d, fast);
    db.replace({ ...rec, body: fast, xdata });
    return true;
  }
  const cur = splitBody(rec.body, false);
  const inp = splitBody(upd, true);
  const common = normalizeCommon(mergeTags(cur.common, inp.common), DXF_ENV);
  const partIn = hasSubclassMarker(upd) ? inp.part : mergeTags(cur.part, inp.part);
  const part = def.normalize(partIn, { ...DXF_ENV, textSize: 0 }, true);
  const body = new TagBuilder().append(common).append(part).done();
  if (def.validate && !def.validate(part)) return fail(ERR.badField);
  const err = checkRefs(d, body, def);
  if (err) return fail(err);
  ensureLayerOf(d, body);
  db.replace({ ...rec, body, xdata });
  return true;
}

/**
 * A layer record renamed: AutoCAD's entities point at the record, so their group 8 (and CLAYER)
 * now read the new name. Lispwright stores names, so it rewrites them.
 */
function layerRenamed(d: Drawing, from: string, to: string): void {
  const db = d.db;
  const key = from.toUpperCase();
  for (const r of db.ents) {
    const i = r.body.c.indexOf(8);
    if (i < 0 || String(r.body.v[i]).toUpperCase() !== key) continue;
    const v = r.body.v.slice();
    v[i] = to;
    db.replace({ ...r, body: { c: r.body.c, v } });
  }
  couplingOf(d).layerRenamed(from, to);
}

/** Codes whose default value entget leaves out: a change to them needs the full normalisation. */
const OMITTED_DEFAULTS = new Set([6, 62, 370, 48, 60, 39, 66]);

/**
 * When `upd` (an entget list, minus the derived 67/410) has exactly the current body's groups in
 * order, with points of the same size and no group set to a value entget hides, the new body is
 * just the current codes with upd's values; otherwise undefined (the full path runs).
 */
function sameShape(cur: Tags, upd: Tags): Tags | undefined {
  const n = cur.c.length;
  const v = new Array<Tags['v'][number]>(n);
  let i = 0;
  for (let j = 0; j < upd.c.length; j++) {
    const code = upd.c[j]!;
    if ((code === 67 || code === 410) && i > 0 && cur.c[i - 1] === 100 && cur.v[i - 1] === 'AcDbEntity') continue;
    if (code === 67 || code === 410) {
      if (cur.c[i] !== code) continue;
    }
    if (i >= n || cur.c[i] !== code) return undefined;
    const a = cur.v[i]!;
    const b = upd.v[j]!;
    if (Array.isArray(a) !== Array.isArray(b) || (Array.isArray(a) && a.length !== (b as number[]).length)) return undefined;
    if (typeof a !== typeof b) return undefined;
    if (a !== b && !Array.isArray(a) && OMITTED_DEFAULTS.has(code)) return undefined;
    v[i++] = b;
  }
  return i === n ? { c: cur.c, v } : undefined;
}

function withoutMinus2(t: Tags): Tags {
  return t.c.includes(-2) ? dropCode(t, -2) : t;
}

function dropCode(t: Tags, code: number): Tags {
  const b = new TagBuilder();
  for (let i = 0; i < t.c.length; i++) if (t.c[i] !== code) b.push(t.c[i]!, t.v[i]!);
  return b.done();
}
