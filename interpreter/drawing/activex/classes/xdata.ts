/*
 * GetXData / SetXData and the extension dictionary, over the same stored xdata entget's -3 shows
 * and the same 102 {ACAD_XDICTIONARY group dictadd and the DXF use. GetXData fills its two quoted
 * symbols with a safearray of group codes (shorts) and a safearray of variants; SetXData takes
 * the same pair, its first code 1001 with a registered application.
 */
import { raise } from '../../../core/errors.js';
import { Real, SafeArray, Sym, Variant, real, type Value } from '../../../core/values.js';
import { codeType } from '../../model/group-codes.js';
import { makeRecord } from '../../model/record.js';
import { TagBuilder, type GV, type Tags } from '../../model/tags.js';
import { appMatches, mergeXdata, xdataApps } from '../../xdata.js';
import { argLong, argText } from '../convert.js';
import { checkUnlocked } from '../edit.js';
import type { AxStyle, AxTarget } from '../model.js';
import { VT, doublesVariant, itemsOf } from '../variant-values.js';
import { setOut } from './out-params.js';

/** The handle of the record's extension dictionary; `create` makes one when there is none. */
export function extensionDictionary(t: AxTarget, create: boolean): string | undefined {
  const rec = t.rec();
  const head = rec.head;
  if (head) {
    for (let i = 0; i + 1 < head.c.length; i++)
      if (head.c[i] === 102 && head.v[i] === '{ACAD_XDICTIONARY' && head.c[i + 1] === 360) {
        const h = head.v[i + 1] as string;
        const d = t.drawing.db.get(h);
        if (d && !d.deleted) return h;
      }
  }
  if (!create) return undefined;
  const db = t.drawing.db;
  const h = db.newHandle();
  db.addObject(makeRecord(h, 'DICTIONARY', rec.handle, new TagBuilder().push(100, 'AcDbDictionary').push(280, 0).push(281, 1).done()));
  const newHead = new TagBuilder();
  if (head) newHead.append(head);
  newHead.push(102, '{ACAD_XDICTIONARY').push(360, h).push(102, '}');
  db.replace({ ...t.rec(), head: newHead.done() });
  return h;
}

function valueVariant(code: number, v: GV): Variant {
  if (Array.isArray(v)) return doublesVariant([v[0] ?? 0, v[1] ?? 0, v[2] ?? 0]);
  if (typeof v === 'number') {
    if (code === 1070) return new Variant(VT.integer, v);
    if (code === 1071) return new Variant(VT.long, v);
    return new Variant(VT.double, real(v));
  }
  return new Variant(VT.string, v);
}

/** GetXData(AppName, 'TypeSym, 'ValueSym): "" or "*" for every application. */
export function getXData(t: AxTarget, a: readonly Value[], style: AxStyle): Value {
  const app = argText(a[0]!);
  const rec = t.rec();
  const codes: number[] = [];
  const values: Variant[] = [];
  const x = rec.xdata;
  if (x) {
    for (const g of xdataApps(x)) {
      if (app !== '' && !appMatches(app, g.app)) continue;
      codes.push(1001);
      values.push(new Variant(VT.string, g.app));
      for (let i = g.from; i < g.to; i++) {
        codes.push(x.c[i]!);
        values.push(valueVariant(x.c[i]!, x.v[i]!));
      }
    }
  }
  const types = codes.length ? new SafeArray(VT.integer, [[0, codes.length - 1]], codes) : null;
  const vals = values.length ? new SafeArray(VT.variant, [[0, values.length - 1]], values) : null;
  setOut(t, a[1]!, types, style);
  setOut(t, a[2]!, vals, style);
  return null;
}

const numberOf = (v: Value): number | undefined => (typeof v === 'number' ? v : v instanceof Real ? v.v : undefined);

/** SetXData(TypeArray, ValueArray). */
export function setXData(t: AxTarget, a: readonly Value[], style: AxStyle): Value {
  const types = itemsOf(a[0]!, style === 'lisp');
  const values = itemsOf(a[1]!, style === 'lisp');
  if (!types || !values || types.length !== values.length) return raise('axServerError', 'Invalid argument');
  const db = t.drawing.db;
  const updates = new Map<string, TagBuilder>();
  let current: TagBuilder | undefined;
  for (let i = 0; i < types.length; i++) {
    const code = argLong(types[i]!);
    const v = values[i] instanceof Variant ? (values[i] as Variant).value : values[i]!;
    if (code === 1001) {
      const name = argText(v);
      const reg = db.tableEntry('APPID', name);
      if (!reg) return raise('axAutomation', 'Invalid input');
      current = new TagBuilder();
      updates.set(String(reg.body.v[reg.body.c.indexOf(2)] ?? name), current);
      continue;
    }
    if (!current || code < 1000 || code > 1071) return raise('axAutomation', 'Invalid input');
    const kind = codeType(code);
    if (kind === 'point') {
      const arr = v instanceof SafeArray ? v.items : undefined;
      const nums = (arr ?? []).map((x) => numberOf(x instanceof Variant ? x.value : x));
      if (nums.length < 2 || nums.some((n) => n === undefined)) return raise('axServerError', 'Type mismatch');
      current.push(code, [nums[0]!, nums[1]!, nums[2] ?? 0]);
    } else if (kind === 'real' || kind === 'int') {
      const n = numberOf(v);
      if (n === undefined) return raise('axServerError', 'Type mismatch');
      current.push(code, kind === 'int' ? Math.trunc(n) : n);
    } else {
      if (typeof v !== 'string' && !(v instanceof Sym)) return raise('axServerError', 'Type mismatch');
      current.push(code, typeof v === 'string' ? v : v.name);
    }
  }
  const rec = t.rec();
  checkUnlocked(t.drawing, rec);
  const done = new Map<string, Tags>();
  for (const [k, b] of updates) done.set(k, b.done());
  db.replace({ ...rec, xdata: mergeXdata(rec.xdata, done) });
  return null;
}
