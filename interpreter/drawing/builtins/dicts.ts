/*
 * Dictionaries: namedobjdict, dictsearch, dictnext, dictadd, dictremove, dictrename. A dictionary's
 * entries are its (3 . key) (350/360 . handle) pairs, kept sorted by key as AutoCAD does; the
 * objects they name are returned as entget lists. Adding makes the dictionary the object's owner;
 * removing leaves the object without one.
 */
import { argEname, argString, truthy } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import type { Value } from '../../core/values.js';
import { validSymbolName } from '../checks.js';
import { drawingOf, type Drawing } from '../drawing.js';
import type { DbRecord } from '../model/record.js';
import { TagBuilder, type Tags } from '../model/tags.js';
import { sortDict } from '../standard.js';
import { entgetList } from '../view.js';

interface Entry {
  key: string;
  handle: string;
  /** index of the 3 group in the body */
  at: number;
}

function dictEntries(body: Tags): Entry[] {
  const out: Entry[] = [];
  for (let i = 0; i + 1 < body.c.length; i++) {
    if (body.c[i] === 3 && (body.c[i + 1] === 350 || body.c[i + 1] === 360)) out.push({ key: body.v[i] as string, handle: body.v[i + 1] as string, at: i });
  }
  return out;
}

function dictArg(d: Drawing, v: Value): DbRecord | undefined {
  const r = d.live(argEname(v));
  return r && (r.type === 'DICTIONARY' || r.type === 'ACDBDICTIONARYWDFLT') ? r : undefined;
}

function findEntry(r: DbRecord, key: string): Entry | undefined {
  const k = key.toUpperCase();
  return dictEntries(r.body).find((e) => e.key.toUpperCase() === k);
}

function objectList(d: Drawing, h: string): Value {
  const o = d.db.get(h);
  return o && !o.deleted ? entgetList(d.db, o) : null;
}

export const DICT_BUILTINS = defineBuiltins([
  {
    name: 'namedobjdict',
    min: 0,
    max: 0,
    doc: '(namedobjdict) — The ename of the drawing\'s root (named object) dictionary.',
    fn: (_a, ctx) => {
      const d = drawingOf(ctx);
      return d.db.ename(d.db.rootDict);
    },
  },
  {
    name: 'dictsearch',
    min: 2,
    max: 3,
    doc: '(dictsearch dict key [setnext]) — The entget list of the dictionary entry named key, or nil.',
    fn: ([de, key, setnext], ctx) => {
      const d = drawingOf(ctx);
      const r = dictArg(d, de!);
      const k = argString(key!);
      if (!r) return null;
      const e = findEntry(r, k);
      if (!e) return null;
      if (setnext !== undefined && truthy(setnext)) d.db.dictCursor.set(r.handle, dictEntries(r.body).findIndex((x) => x.at === e.at) + 1);
      return objectList(d, e.handle);
    },
  },
  {
    name: 'dictnext',
    min: 1,
    max: 2,
    doc: '(dictnext dict [rewind]) — The entget list of the next dictionary entry (the first with rewind), or nil.',
    fn: ([de, rewind], ctx) => {
      const d = drawingOf(ctx);
      const r = dictArg(d, de!);
      if (!r) return null;
      const all = dictEntries(r.body);
      let i = rewind !== undefined && truthy(rewind) ? 0 : (d.db.dictCursor.get(r.handle) ?? 0);
      const e = all[i++];
      d.db.dictCursor.set(r.handle, e ? i : all.length);
      return e ? objectList(d, e.handle) : null;
    },
  },
  {
    name: 'dictadd',
    min: 3,
    max: 3,
    doc: '(dictadd dict key newobj) — Add an object (made with entmakex) to a dictionary under key; returns newobj.',
    fn: ([de, key, obj], ctx) => {
      const d = drawingOf(ctx);
      const r = dictArg(d, de!);
      const k = argString(key!);
      const oe = argEname(obj!);
      const o = d.live(oe);
      if (!r || !o || !validSymbolName(k) || findEntry(r, k)) return null;
      const body = new TagBuilder().append(r.body).push(3, k).push(350, o.handle).done();
      d.db.replace({ ...r, body: sortDict(body) });
      d.db.setOwner(o.handle, r.handle);
      return oe;
    },
  },
  {
    name: 'dictremove',
    min: 2,
    max: 2,
    doc: '(dictremove dict key) — Take the entry out of the dictionary; returns the removed object\'s ename, or nil.',
    fn: ([de, key], ctx) => {
      const d = drawingOf(ctx);
      const r = dictArg(d, de!);
      const k = argString(key!);
      if (!r) return null;
      const e = findEntry(r, k);
      if (!e) return null;
      const b = new TagBuilder();
      for (let i = 0; i < r.body.c.length; i++) if (i !== e.at && i !== e.at + 1) b.push(r.body.c[i]!, r.body.v[i]!);
      d.db.replace({ ...r, body: b.done() });
      d.db.setOwner(e.handle, '0');
      return d.db.ename(e.handle);
    },
  },
  {
    name: 'dictrename',
    min: 3,
    max: 3,
    doc: '(dictrename dict oldkey newkey) — Rename a dictionary entry; returns newkey, or nil.',
    fn: ([de, oldk, newk], ctx) => {
      const d = drawingOf(ctx);
      const r = dictArg(d, de!);
      const o = argString(oldk!);
      const n = argString(newk!);
      if (!r) return null;
      const e = findEntry(r, o);
      if (!e || !validSymbolName(n) || (findEntry(r, n) && n.toUpperCase() !== o.toUpperCase())) return null;
      const v = r.body.v.slice();
      v[e.at] = n;
      d.db.replace({ ...r, body: sortDict({ c: r.body.c, v }) });
      return n;
    },
  },
]);
