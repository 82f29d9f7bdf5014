/*
 * Dictionary, XRecord and Group over the same records dictsearch/dictadd and the GROUP object use:
 *   Dictionary  its (3 key, 350/360 handle) entries: Count, Item, GetObject, AddObject, AddXRecord,
 *               Remove, Rename, GetName, Replace; Name is its key in the owning dictionary
 *   XRecord     GetXRecordData / SetXRecordData over its group list (after AcDbXrecord)
 *   Group       Name, Description 300, the 340 members: Count, Item, AppendItems, RemoveItems
 */
import { raise } from '../../../core/errors.js';
import { SafeArray, Variant, real, type Value, type VlaObject } from '../../../core/values.js';
import { codeType } from '../../model/group-codes.js';
import type { DbRecord } from '../../model/record.js';
import { TagBuilder, type GV, type Tags } from '../../model/tags.js';
import { argIndex, argLong, argObjects, argObject, argText } from '../convert.js';
import { defineClass, targetOf, type AxTarget } from '../model.js';
import { dictEntries, recordObject } from '../factory.js';
import { numOf } from '../read.js';
import { VT, doublesVariant, itemsOf } from '../variant-values.js';
import { itemAt } from './blocks.js';
import { addDictObject } from './collections.js';
import { OBJECT_PART } from './common.js';
import { setOut } from './out-params.js';

const keyNotFound = (): never => raise('axAutomation', 'Key not found');

/** The key an object is filed under in its owning dictionary ("" when none). */
export function keyInOwner(t: AxTarget, r: DbRecord): string {
  const owner = t.drawing.db.get(r.owner);
  if (!owner || (owner.type !== 'DICTIONARY' && owner.type !== 'ACDBDICTIONARYWDFLT')) return '';
  return dictEntries(owner).find((e) => e.handle === r.handle)?.key ?? '';
}

function entryObject(t: AxTarget, key: string): VlaObject | undefined {
  const e = dictEntries(t.rec()).find((x) => x.key.toUpperCase() === key.toUpperCase());
  const r = e && t.drawing.db.get(e.handle);
  return r && !r.deleted ? recordObject(t.session, r.handle) : undefined;
}

function members(t: AxTarget): VlaObject[] {
  const db = t.drawing.db;
  return dictEntries(t.rec())
    .filter((e) => db.get(e.handle) && !db.get(e.handle)!.deleted)
    .map((e) => recordObject(t.session, e.handle));
}

/** Rewrite the dictionary's entries (a function of the old list). */
function rewrite(t: AxTarget, f: (entries: Array<{ key: string; code: number; handle: string }>) => void): void {
  const r = t.rec();
  const head = new TagBuilder();
  const entries: Array<{ key: string; code: number; handle: string }> = [];
  for (let i = 0; i < r.body.c.length; i++) {
    if (r.body.c[i] === 3 && (r.body.c[i + 1] === 350 || r.body.c[i + 1] === 360)) {
      entries.push({ key: String(r.body.v[i]), code: r.body.c[i + 1]!, handle: String(r.body.v[i + 1]) });
      i++;
    } else head.push(r.body.c[i]!, r.body.v[i]!);
  }
  f(entries);
  entries.sort((a, b) => (a.key.toUpperCase() < b.key.toUpperCase() ? -1 : a.key.toUpperCase() > b.key.toUpperCase() ? 1 : 0));
  for (const e of entries) head.push(3, e.key).push(e.code, e.handle);
  t.drawing.db.replace({ ...r, body: head.done() });
}

export const DICTIONARY_CLASS = defineClass('Dictionary', 'IAcadDictionary', 'AutoCAD Dictionary Interface', [
  OBJECT_PART,
  {
    members,
    get: {
      Count: (t) => members(t).length,
      Name: (t) => keyInOwner(t, t.rec()),
    },
    call: {
      Item: (t, a) => {
        const i = argIndex(a[0]!);
        return typeof i === 'string' ? (entryObject(t, i) ?? keyNotFound()) : itemAt(members(t), i);
      },
      GetObject: (t, a) => entryObject(t, argText(a[0]!)) ?? keyNotFound(),
      AddXRecord: (t, a) => {
        const key = argText(a[0]!);
        return entryObject(t, key) ?? addDictObject(t, key, 'XRECORD', [[100, 'AcDbXrecord'], [280, 1]]);
      },
      AddObject: (t, a) => {
        const key = argText(a[0]!);
        const cls = argText(a[1]!);
        const existing = entryObject(t, key);
        if (existing) return existing;
        if (/^AcDbDictionary$/i.test(cls)) return addDictObject(t, key, 'DICTIONARY', [[100, 'AcDbDictionary'], [280, 0], [281, 1]]);
        if (/^AcDbXrecord$/i.test(cls)) return addDictObject(t, key, 'XRECORD', [[100, 'AcDbXrecord'], [280, 1]]);
        return raise('axNotSimulated', `AddObject of class ${cls}`, t.cls.iface);
      },
      Remove: (t, a) => {
        const key = argText(a[0]!);
        const obj = entryObject(t, key) ?? keyNotFound();
        rewrite(t, (es) => es.splice(es.findIndex((e) => e.key.toUpperCase() === key.toUpperCase()), 1));
        const r = targetOf(obj)?.recIfLive();
        if (r) t.drawing.db.replace({ ...r, owner: '0' });
        return obj;
      },
      Rename: (t, a) => {
        const from = argText(a[0]!);
        const to = argText(a[1]!);
        if (!entryObject(t, from)) return keyNotFound();
        if (entryObject(t, to)) return raise('axAutomation', 'Duplicate key');
        rewrite(t, (es) => {
          const e = es.find((x) => x.key.toUpperCase() === from.toUpperCase())!;
          e.key = to;
        });
        return null;
      },
      GetName: (t, a) => {
        const o = targetOf(argObject(a[0]!));
        const e = o && dictEntries(t.rec()).find((x) => x.handle === o.handle);
        return e ? e.key : raise('axAutomation', 'Invalid input');
      },
      Replace: (t, a) => {
        const key = argText(a[0]!);
        const o = targetOf(argObject(a[1]!));
        if (!o || !entryObject(t, key)) return keyNotFound();
        rewrite(t, (es) => {
          es.find((x) => x.key.toUpperCase() === key.toUpperCase())!.handle = o.handle;
        });
        return null;
      },
    },
  },
]);

// ---- XRECORD ---------------------------------------------------------------------------------

/** The xrecord's data groups: everything after its AcDbXrecord marker and 280. */
function xrecordData(r: DbRecord): Tags {
  const i = r.body.c.findIndex((c, k) => c === 100 && r.body.v[k] === 'AcDbXrecord');
  let from = i < 0 ? 0 : i + 1;
  if (r.body.c[from] === 280) from++;
  return { c: r.body.c.slice(from), v: r.body.v.slice(from) };
}

function dataVariant(code: number, v: GV): Variant {
  if (Array.isArray(v)) return doublesVariant([v[0] ?? 0, v[1] ?? 0, v[2] ?? 0]);
  if (typeof v === 'number') {
    const kind = codeType(code);
    if (kind === 'real') return new Variant(VT.double, real(v));
    return new Variant(VT.long, v);
  }
  return new Variant(VT.string, v);
}

export const XRECORD_CLASS = defineClass('XRecord', 'IAcadXRecord', 'AutoCAD XRecord Interface', [
  OBJECT_PART,
  {
    get: {
      Name: (t) => keyInOwner(t, t.rec()),
      TranslateIDs: (t) => t.session.bool(numOf(t.rec(), 280, 1) !== 0),
    },
    call: {
      GetXRecordData: (t, a, style) => {
        const data = xrecordData(t.rec());
        const n = data.c.length;
        setOut(t, a[0]!, n ? new SafeArray(VT.integer, [[0, n - 1]], data.c.slice()) : null, style);
        setOut(t, a[1]!, n ? new SafeArray(VT.variant, [[0, n - 1]], data.c.map((c, i) => dataVariant(c, data.v[i]!))) : null, style);
        return null;
      },
      SetXRecordData: (t, a, style) => {
        const codes = itemsOf(a[0]!, style === 'lisp');
        const values = itemsOf(a[1]!, style === 'lisp');
        if (!codes || !values || codes.length !== values.length) return raise('axServerError', 'Invalid argument');
        const r = t.rec();
        const b = new TagBuilder().push(100, 'AcDbXrecord').push(280, numOf(r, 280, 1));
        codes.forEach((c, i) => {
          const code = argLong(c);
          const v = values[i] instanceof Variant ? (values[i] as Variant).value : values[i]!;
          b.push(code, groupValue(code, v));
        });
        t.drawing.db.replace({ ...r, body: b.done() });
        return null;
      },
    },
  },
]);

function groupValue(code: number, v: Value): GV {
  const kind = codeType(code);
  if (kind === 'point') {
    const items = v instanceof SafeArray ? v.items : [];
    const n = items.map((x) => (typeof x === 'number' ? x : x && typeof x === 'object' && 'v' in x ? Number((x as { v: number }).v) : NaN));
    if (n.length < 2 || n.some(Number.isNaN)) return raise('axServerError', 'Type mismatch');
    return [n[0]!, n[1]!, n[2] ?? 0];
  }
  if (kind === 'real' || kind === 'int' || kind === 'bool') {
    const n = typeof v === 'number' ? v : v && typeof v === 'object' && 'v' in v ? Number((v as { v: number }).v) : NaN;
    if (Number.isNaN(n)) return raise('axServerError', 'Type mismatch');
    return kind === 'real' ? n : Math.trunc(n);
  }
  if (typeof v !== 'string') return raise('axServerError', 'Type mismatch');
  return v;
}

// ---- GROUP -----------------------------------------------------------------------------------

function groupMembers(t: AxTarget): VlaObject[] {
  const r = t.rec();
  const db = t.drawing.db;
  const out: VlaObject[] = [];
  for (let i = 0; i < r.body.c.length; i++) {
    if (r.body.c[i] !== 340) continue;
    const e = db.get(String(r.body.v[i]));
    if (e && db.isLive(e)) out.push(recordObject(t.session, e.handle));
  }
  return out;
}

function writeMembers(t: AxTarget, handles: readonly string[]): void {
  const r = t.rec();
  const b = new TagBuilder();
  for (let i = 0; i < r.body.c.length; i++) if (r.body.c[i] !== 340) b.push(r.body.c[i]!, r.body.v[i]!);
  for (const h of handles) b.push(340, h);
  t.drawing.db.replace({ ...r, body: b.done() });
}

export const GROUP_CLASS = defineClass('Group', 'IAcadGroup', 'AutoCAD Group Interface', [
  OBJECT_PART,
  {
    members: groupMembers,
    get: {
      Name: (t) => keyInOwner(t, t.rec()),
      Count: (t) => groupMembers(t).length,
    },
    call: {
      Item: (t, a) => itemAt(groupMembers(t), argLong(a[0]!)),
      AppendItems: (t, a, style) => {
        const add = argObjects(a[0]!, style).map((o) => targetOf(o)?.handle ?? '');
        const have = groupMembers(t).map((o) => targetOf(o)!.handle);
        writeMembers(t, [...have, ...add.filter((h) => h && !have.includes(h))]);
        return null;
      },
      RemoveItems: (t, a, style) => {
        const drop = new Set(argObjects(a[0]!, style).map((o) => targetOf(o)?.handle));
        writeMembers(t, groupMembers(t).map((o) => targetOf(o)!.handle).filter((h) => !drop.has(h)));
        return null;
      },
      Highlight: () => null,
      Update: () => null,
    },
  },
]);
