/*
 * The entget view of a record and the way back. `entgetList` builds AutoCAD's list: -1, 0, 330, 5
 * (or -1, 0, 5, 102..., 330 when there are 102 groups), the body with 67/410 put after the
 * AcDbEntity marker, computed -2 groups, and xdata only for the applications asked for.
 * `parseEntList` reads an entmake/entmod list back into tags, coercing INT/REAL by group code.
 */
import { raise } from '../core/errors.js';
import { prin1 } from '../core/printer.js';
import { Cons, Ename, Real, list, type Value } from '../core/values.js';
import type { DrawingDb } from './db.js';
import type { DbRecord } from './model/record.js';
import { TagBuilder, type GV, type Tags } from './model/tags.js';
import { codeType, isIntCode, isPointerCode } from './model/group-codes.js';
import { xdataToLisp } from './xdata.js';

/** One group as a Lisp value: (code . value) or (code x y z). */
export function groupToLisp(db: DrawingDb, code: number, v: GV): Value {
  if (Array.isArray(v)) {
    let tail: Value = null;
    for (let i = v.length - 1; i >= 0; i--) tail = new Cons(new Real(v[i]!), tail);
    return new Cons(code, tail);
  }
  return new Cons(code, valueToLisp(db, code, v));
}

export function valueToLisp(db: DrawingDb, code: number, v: string | number): Value {
  if (typeof v === 'number') return isIntCode(code) ? v : new Real(v);
  if (isPointerCode(code) || code === -2) return db.ename(v);
  return v;
}

/** The -2 value of SEQEND (its owner) and BLOCK (first entity of the definition). */
function computedMinus2(db: DrawingDb, r: DbRecord): string {
  if (r.type === 'SEQEND') return r.owner;
  const b = db.blockByRecord.get(r.owner);
  return b ? db.firstInBlock(b) : '0';
}

/** The full entget list; `apps` are xdata application patterns (null: no xdata). */
export function entgetList(db: DrawingDb, r: DbRecord, apps: readonly string[] | null = null): Value {
  const items: Value[] = [new Cons(-1, db.ename(r.handle)), new Cons(0, r.type)];
  if (r.head) {
    items.push(new Cons(5, r.handle));
    pushTags(db, items, r.head);
    items.push(new Cons(330, db.ename(r.owner)));
  } else {
    items.push(new Cons(330, db.ename(r.owner)));
    items.push(new Cons(5, r.handle));
  }
  const body = r.body;
  for (let i = 0; i < body.c.length; i++) {
    const code = body.c[i]!;
    const v = body.v[i]!;
    if (code === -2) {
      items.push(new Cons(-2, db.ename(computedMinus2(db, r))));
      continue;
    }
    items.push(groupToLisp(db, code, v));
    if (code === 100 && v === 'AcDbEntity') {
      const owner = db.spaceOwner(r);
      const layout = db.layouts.get(owner);
      items.push(new Cons(67, layout !== undefined && layout !== 'Model' ? 1 : 0));
      if (layout !== undefined) items.push(new Cons(410, layout));
    }
  }
  if (apps && r.xdata) {
    const x = xdataToLisp(db, r.xdata, apps);
    if (x !== null) items.push(new Cons(-3, x));
  }
  return list(items);
}

function pushTags(db: DrawingDb, out: Value[], t: Tags): void {
  for (let i = 0; i < t.c.length; i++) out.push(groupToLisp(db, t.c[i]!, t.v[i]!));
}

/** What an entmake/entmod list says, split into its parts. */
export interface ParsedList {
  type: string | undefined;
  /** position of the 0 group (entmake wants it first, or second after -1) */
  typeIndex: number;
  /** code of the first item */
  firstCode: number | undefined;
  ename: Ename | undefined;
  handle: string | undefined;
  /** the owner (a 330 before the first 100 marker), as a handle */
  owner: string | undefined;
  /** everything else, in order (100 markers included) */
  tags: Tags;
  /** -3 data by application, or undefined when the list has none */
  xdata: Value | undefined;
}

/** Read an entmake/entmod list; raises "bad DXF group" for a malformed item. */
export function parseEntList(db: DrawingDb, lst: Value): ParsedList {
  const out = new TagBuilder();
  const res: ParsedList = { type: undefined, typeIndex: -1, ename: undefined, handle: undefined, owner: undefined, tags: out, xdata: undefined, firstCode: undefined };
  let idx = 0;
  let seen100 = false;
  let in102 = false;
  for (let cur = lst; cur !== null; cur = (cur as Cons).cdr, idx++) {
    if (!(cur instanceof Cons)) return raise('badDxfGroup', prin1(cur));
    const item = cur.car;
    if (!(item instanceof Cons) || typeof item.car !== 'number') return raise('badDxfGroup', prin1(item));
    const code = item.car;
    const val = item.cdr;
    if (idx === 0) res.firstCode = code;
    if (code === -1) {
      if (val instanceof Ename) res.ename = val;
      continue;
    }
    if (code === 0) {
      if (typeof val !== 'string') return raise('badDxfGroup', prin1(item));
      res.type = val.toUpperCase();
      res.typeIndex = idx;
      continue;
    }
    if (code === 5) {
      if (typeof val === 'string') res.handle = val.toUpperCase();
      continue;
    }
    if (code === -3) {
      res.xdata = val;
      continue;
    }
    if (!seen100) {
      // the head: 102 groups (reactors, extension dictionary) and the owner are not data
      if (code === 102) {
        in102 = typeof val === 'string' && val.startsWith('{');
        continue;
      }
      if (in102) continue;
      if (code === 330 && res.owner === undefined) {
        const h = lispToGroup(db, code, val, item);
        res.owner = typeof h === 'string' ? h : undefined;
        continue;
      }
    }
    if (code === 100) seen100 = true;
    out.push(code, lispToGroup(db, code, val, item));
  }
  return res;
}

/** Convert one group value by the code's type (INT for REAL fields, REAL truncated for INT). */
export function lispToGroup(db: DrawingDb, code: number, val: Value, item: Value): GV {
  const t = codeType(code);
  const num = (x: Value): number | undefined => (typeof x === 'number' ? x : x instanceof Real ? x.v : undefined);
  switch (t) {
    case 'point': {
      const pts: number[] = [];
      let c: Value = val;
      while (c instanceof Cons && pts.length < 4) {
        const n = num(c.car);
        if (n === undefined) break;
        pts.push(n);
        c = c.cdr;
      }
      if (c !== null || pts.length < 2 || pts.length > 3) return raise('badDxfGroup', prin1(item));
      return pts;
    }
    case 'real': {
      const n = num(val);
      if (n === undefined) return raise('badDxfGroup', prin1(item));
      return n;
    }
    case 'int':
    case 'bool': {
      const n = num(val);
      if (n === undefined) return raise('badDxfGroup', prin1(item));
      return Math.trunc(n);
    }
    case 'handle': {
      if (val instanceof Ename) return db.handleOf(val) ?? '0';
      if (typeof val === 'string') return val.toUpperCase();
      return raise('badDxfGroup', prin1(item));
    }
    default:
      if (typeof val !== 'string') return raise('badDxfGroup', prin1(item));
      return val;
  }
}
