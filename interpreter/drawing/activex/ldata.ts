/*
 * vlax-ldata-*: LISP data kept in the drawing, so it survives the run like AutoCAD's does. A
 * dictionary name keeps its data in a dictionary of that name in the named-object dictionary; an
 * object (ename or VLA-object) in a VLO-VL dictionary inside its extension dictionary. Each key
 * is an XRECORD whose groups spell the value exactly (1 string, 40 real, 90 integer, 300 symbol,
 * 102 "{" "}" "." for list structure), so reals come back bit for bit.
 */
import { raiseBadArg } from '../../core/errors.js';
import { Cons, Ename, Real, Sym, VlaObject, list, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { drawingOf } from '../drawing.js';
import { makeRecord, type DbRecord } from '../model/record.js';
import { TagBuilder, type GV } from '../model/tags.js';
import { sortDict } from '../standard.js';
import { extensionDictionary } from './classes/xdata.js';
import { AxTarget, sessionOf, targetOf } from './model.js';
import { dictEntries, recordObject } from './factory.js';

/** Whether a value can be stored (no VLA-objects, variants, functions or files inside). */
export function storable(v: Value): boolean {
  // iterative, each cons looked at once: a list shared with itself 30 times is 2^30 elements long
  const seen = new Set<Cons>();
  const todo: Value[] = [v];
  while (todo.length > 0) {
    const x = todo.pop() as Value;
    if (x instanceof Cons) {
      if (seen.has(x)) continue;
      seen.add(x);
      todo.push(x.cdr, x.car);
    } else if (!(x === null || typeof x === 'number' || typeof x === 'string' || x instanceof Real || x instanceof Sym || x instanceof Ename)) return false;
  }
  return true;
}

function encode(ctx: Ctx, v: Value, out: TagBuilder): void {
  if (v === null) out.push(300, 'NIL');
  else if (typeof v === 'number') out.push(90, v);
  else if (v instanceof Real) out.push(40, v.v);
  else if (typeof v === 'string') out.push(1, v);
  else if (v instanceof Sym) out.push(300, v.name);
  else if (v instanceof Ename) out.push(1005, drawingOf(ctx).db.handleOf(v) ?? '0');
  else if (v instanceof Cons) {
    out.push(102, '{');
    let c: Value = v;
    while (c instanceof Cons) {
      encode(ctx, c.car, out);
      c = c.cdr;
    }
    if (c !== null) {
      out.push(102, '.');
      encode(ctx, c, out);
    }
    out.push(102, '}');
  } else raiseBadArg('lispdata', v);
}

function decode(ctx: Ctx, codes: readonly number[], values: readonly GV[]): Value {
  let i = 0;
  const one = (): Value => {
    const c = codes[i]!;
    const v = values[i++]!;
    switch (c) {
      case 90:
        return Number(v);
      case 40:
        return new Real(Number(v));
      case 1:
        return String(v);
      case 1005:
        return drawingOf(ctx).db.ename(String(v));
      case 300:
        return v === 'NIL' ? null : ctx.intern(String(v));
      case 102: {
        const items: Value[] = [];
        let tail: Value = null;
        while (i < codes.length && !(codes[i] === 102 && values[i] === '}')) {
          if (codes[i] === 102 && values[i] === '.') {
            i++;
            tail = one();
          } else items.push(one());
        }
        i++;
        return list(items, tail);
      }
      default:
        return null;
    }
  };
  return codes.length ? one() : null;
}

/** The dictionary holding a target's ldata (made when `create`). */
function ldataDict(ctx: Ctx, where: Value, create: boolean): DbRecord | undefined {
  const d = drawingOf(ctx);
  const db = d.db;
  let parent: DbRecord | undefined;
  let key: string;
  if (typeof where === 'string') {
    parent = db.get(db.rootDict);
    key = where;
  } else {
    let t: AxTarget | undefined;
    if (where instanceof VlaObject) t = targetOf(where);
    else if (where instanceof Ename) {
      const h = db.handleOf(where);
      const o = h ? recordObject(sessionOf(ctx), h) : undefined;
      t = o ? targetOf(o) : undefined;
    }
    if (!t || !t.handle) return raiseBadArg('VLA-OBJECT', where);
    const x = extensionDictionary(t, create);
    parent = x ? db.get(x) : undefined;
    key = 'VLO-VL';
  }
  if (!parent) return undefined;
  const e = dictEntries(parent).find((x) => x.key.toUpperCase() === key.toUpperCase());
  if (e) return db.get(e.handle);
  if (!create) return undefined;
  const h = db.newHandle();
  db.addObject(makeRecord(h, 'DICTIONARY', parent.handle, new TagBuilder().push(100, 'AcDbDictionary').push(280, 0).push(281, 1).done()));
  db.replace({ ...parent, body: sortDict(new TagBuilder().append(parent.body).push(3, key).push(350, h).done()) });
  return db.get(h);
}

function entryOf(ctx: Ctx, dict: DbRecord, key: string): DbRecord | undefined {
  const e = dictEntries(dict).find((x) => x.key.toUpperCase() === key.toUpperCase());
  const r = e && drawingOf(ctx).db.get(e.handle);
  return r && !r.deleted ? r : undefined;
}

const dataOf = (ctx: Ctx, x: DbRecord): Value => {
  const from = x.body.c.indexOf(280) + 1;
  return decode(ctx, x.body.c.slice(from), x.body.v.slice(from));
};

export function ldataPut(ctx: Ctx, where: Value, key: string, v: Value): Value {
  if (!storable(v)) return raiseBadArg('lispdata', v);
  const db = drawingOf(ctx).db;
  const dict = ldataDict(ctx, where, true)!;
  const body = new TagBuilder().push(100, 'AcDbXrecord').push(280, 1);
  encode(ctx, v, body);
  const old = entryOf(ctx, dict, key);
  if (old) db.replace({ ...old, body: body.done() });
  else {
    const h = db.newHandle();
    db.addObject(makeRecord(h, 'XRECORD', dict.handle, body.done()));
    db.replace({ ...dict, body: sortDict(new TagBuilder().append(dict.body).push(3, key).push(350, h).done()) });
  }
  return v;
}

export function ldataGet(ctx: Ctx, where: Value, key: string, dflt: Value): Value {
  const dict = ldataDict(ctx, where, false);
  const x = dict && entryOf(ctx, dict, key);
  return x ? dataOf(ctx, x) : dflt;
}

export function ldataDelete(ctx: Ctx, where: Value, key: string): Value {
  const db = drawingOf(ctx).db;
  const dict = ldataDict(ctx, where, false);
  const x = dict && entryOf(ctx, dict, key);
  if (!dict || !x) return null;
  db.replace({ ...x, deleted: true });
  const b = new TagBuilder();
  for (let i = 0; i < dict.body.c.length; i++) {
    if (dict.body.c[i] === 3 && String(dict.body.v[i]).toUpperCase() === key.toUpperCase()) {
      i++;
      continue;
    }
    b.push(dict.body.c[i]!, dict.body.v[i]!);
  }
  db.replace({ ...dict, body: b.done() });
  return ctx.T;
}

export function ldataList(ctx: Ctx, where: Value): Value {
  const dict = ldataDict(ctx, where, false);
  if (!dict) return null;
  const out: Value[] = [];
  for (const e of dictEntries(dict)) {
    const x = entryOf(ctx, dict, e.key);
    if (x) out.push(new Cons(e.key, dataOf(ctx, x)));
  }
  return list(out);
}
