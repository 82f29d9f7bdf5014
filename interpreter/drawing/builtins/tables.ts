/*
 * Symbol tables: tblnext, tblsearch (short entry lists without -1) and tblobjname (the full record's
 * ename; for BLOCK the BLOCK entity, whose entget shows -2). Layout blocks (*Model_Space,
 * *Paper_Space...) are not BLOCK table entries for AutoLISP.
 */
import { argString, truthy } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { raise } from '../../core/errors.js';
import { quoteString } from '../../core/printer.js';
import { Cons, list, Real, type Value } from '../../core/values.js';
import type { DrawingDb, TableName } from '../db.js';
import { drawingOf, type Drawing } from '../drawing.js';
import type { DbRecord } from '../model/record.js';
import { tagGet } from '../model/tags.js';
import { LISP_TABLES, shortEntry } from '../tables.js';
import { groupToLisp } from '../view.js';

type LispTable = TableName | 'BLOCK';

function tableArg(v: Value): LispTable {
  const s = argString(v);
  const t = LISP_TABLES[s.toUpperCase()];
  if (!t) return raise('badTableName', quoteString(s));
  return t;
}

/** Entry records of a table in order (BLOCK: the BLOCK entities of non-layout blocks). */
function entries(db: DrawingDb, t: LispTable): DbRecord[] {
  if (t === 'BLOCK') {
    const out: DbRecord[] = [];
    for (const b of db.blocks.values()) {
      if (db.isLayout(b.record)) continue;
      const r = db.get(b.begin);
      if (r && !r.deleted) out.push(r);
    }
    return out;
  }
  const info = db.table(t);
  if (!info) return [];
  const out: DbRecord[] = [];
  for (const h of info.order) {
    const r = db.get(h);
    // renamed entries stay at their place; the name index decides what is current
    if (r && !r.deleted) out.push(r);
  }
  return out;
}

function shortList(d: Drawing, t: LispTable, r: DbRecord): Value {
  const db = d.db;
  const items: Value[] = [new Cons(0, t === 'BLOCK' ? 'BLOCK' : r.type)];
  if (t === 'BLOCK') {
    const b = db.blockByRecord.get(r.owner);
    items.push(new Cons(2, b?.name ?? ''));
    items.push(groupToLisp(db, 70, (tagGet(r.body, 70) as number) ?? 0));
    items.push(groupToLisp(db, 10, (tagGet(r.body, 10) as number[]) ?? [0, 0, 0]));
    items.push(new Cons(-2, db.ename(b ? db.firstInBlock(b) : '0')));
  } else for (const [c, v] of shortEntry(r.type, r.body)) items.push(groupToLisp(db, c, v));
  return list(items);
}

function find(db: DrawingDb, t: LispTable, name: string): DbRecord | undefined {
  if (t === 'BLOCK') {
    const b = db.block(name);
    return b && !db.isLayout(b.record) ? db.get(b.begin) : undefined;
  }
  return db.tableEntry(t, name);
}

export const TABLE_BUILTINS = defineBuiltins([
  {
    name: 'tblnext',
    min: 1,
    max: 2,
    doc: '(tblnext table [rewind]) — The next entry of a symbol table (the first with rewind), or nil at the end.',
    fn: ([tn, rewind], ctx) => {
      const d = drawingOf(ctx);
      const t = tableArg(tn!);
      const all = entries(d.db, t);
      let i = rewind !== undefined && truthy(rewind) ? 0 : (d.db.tblCursor.get(t) ?? 0);
      const r = all[i++];
      d.db.tblCursor.set(t, r ? i : all.length);
      return r ? shortList(d, t, r) : null;
    },
  },
  {
    name: 'tblsearch',
    min: 2,
    max: 3,
    doc: '(tblsearch table name [setnext]) — The entry with that name (case-insensitive), or nil; setnext moves tblnext after it.',
    fn: ([tn, name, setnext], ctx) => {
      const d = drawingOf(ctx);
      const t = tableArg(tn!);
      const r = find(d.db, t, argString(name!));
      if (!r) return null;
      if (setnext !== undefined && truthy(setnext)) d.db.tblCursor.set(t, entries(d.db, t).indexOf(r) + 1);
      return shortList(d, t, r);
    },
  },
  {
    name: 'layoutlist',
    min: 0,
    max: 0,
    doc: '(layoutlist) — The names of the drawing\'s paper-space layouts (Model excluded).',
    fn: (_a, ctx) => list([...new Set(drawingOf(ctx).db.layouts.values())].filter((n) => n !== 'Model')),
  },
  {
    name: 'vports',
    min: 0,
    max: 0,
    doc: '(vports) — The viewport configuration: one full-screen viewport, ((id (0.0 0.0) (1.0 1.0))).',
    fn: (_a, ctx) => {
      const id = ctx.sysvars.get('CVPORT');
      return list([list([typeof id === 'number' ? id : 2, list([new Real(0), new Real(0)]), list([new Real(1), new Real(1)])])]);
    },
  },
  {
    name: 'tblobjname',
    min: 2,
    max: 2,
    doc: '(tblobjname table name) — The ename of a symbol-table entry, for entget/entmod of the whole record.',
    fn: ([tn, name], ctx) => {
      const d = drawingOf(ctx);
      const t = tableArg(tn!);
      const r = find(d.db, t, argString(name!));
      return r ? d.db.ename(r.handle) : null;
    },
  },
]);
