/*
 * diff(before, after): records are compared by identity first (an unchanged record is the same
 * object in both snapshots, and records keep their slot), so the cost is one pass over the arrays
 * plus work proportional to what changed. Modified entities list their changed groups keyed by
 * code and occurrence (the second 10 of a polyline is "10#1"), with a displacement of the primary
 * point (10) when it moved.
 */
import type { DrawingDiff, EntityChange, GroupChange, TableChange } from '../ports/diff.js';
import type { DrawingDb } from './db.js';
import type { DbRecord } from './model/record.js';
import { gvEqual, tagStr, type GV, type Tags } from './model/tags.js';
import { printGroup, printSysvar, type Snap } from './snapshot.js';
import { initialValue, sysvarDefinition } from './sysvars.js';

function defaultText(name: string): string {
  const d = sysvarDefinition(name);
  return d ? printSysvar(initialValue(d)) : '';
}

const TABLE_TYPES = new Set(['LAYER', 'LTYPE', 'STYLE', 'APPID', 'DIMSTYLE', 'UCS', 'VIEW', 'VPORT']);
const OBJECT_DIFF_TYPES = new Set(['DICTIONARY', 'XRECORD', 'GROUP']);

/** Group changes between two bodies (code + occurrence alignment). */
export function groupChanges(a: Tags, b: Tags): GroupChange[] {
  const key = (t: Tags) => {
    const m = new Map<string, [number, GV]>();
    const n = new Map<number, number>();
    for (let i = 0; i < t.c.length; i++) {
      const c = t.c[i]!;
      if (c === -2) continue;
      const k = n.get(c) ?? 0;
      n.set(c, k + 1);
      m.set(k ? `${c}#${k}` : String(c), [c, t.v[i]!]);
    }
    return m;
  };
  const ma = key(a);
  const mb = key(b);
  const out: GroupChange[] = [];
  for (const [k, [c, vb]] of mb) {
    const va = ma.get(k);
    if (!va) out.push({ code: c, before: null, after: printGroup(c, vb) });
    else if (!gvEqual(va[1], vb)) out.push({ code: c, before: printGroup(c, va[1]), after: printGroup(c, vb) });
  }
  for (const [k, [c, va]] of ma) if (!mb.has(k)) out.push({ code: c, before: printGroup(c, va), after: null });
  return out;
}

function xdataText(x: Tags | null): string | null {
  if (!x) return null;
  const parts: string[] = [];
  for (let i = 0; i < x.c.length; i++) parts.push(`(${x.c[i]} . ${printGroup(x.c[i]!, x.v[i]!)})`);
  return parts.join(' ');
}

function entityChange(r: DbRecord, change: EntityChange['change']): EntityChange {
  return { handle: r.handle, type: r.type, layer: tagStr(r.body, 8, '0'), change };
}

function modified(a: DbRecord, b: DbRecord): EntityChange | undefined {
  const groups = groupChanges(a.body, b.body);
  if (a.head !== b.head) {
    // reactors and extension dictionaries (a HATCH's boundary object gets its reactor)
    const ha = a.head ? xdataText(a.head) : null;
    const hb = b.head ? xdataText(b.head) : null;
    if (ha !== hb) groups.push({ code: 102, before: ha, after: hb });
  }
  if (a.xdata !== b.xdata) {
    const xa = xdataText(a.xdata);
    const xb = xdataText(b.xdata);
    if (xa !== xb) groups.push({ code: -3, before: xa, after: xb });
  }
  if (!groups.length) return undefined;
  const ch = entityChange(b, 'modified');
  ch.groups = groups;
  const ia = a.body.c.indexOf(10);
  const ib = b.body.c.indexOf(10);
  const pa = a.body.v[ia];
  const pb = b.body.v[ib];
  if (ia >= 0 && ib >= 0 && Array.isArray(pa) && Array.isArray(pb) && !gvEqual(pa, pb))
    ch.delta = [(pb[0] ?? 0) - (pa[0] ?? 0), (pb[1] ?? 0) - (pa[1] ?? 0), (pb[2] ?? 0) - (pa[2] ?? 0)];
  return ch;
}

function tableKey(db: DrawingDb, r: DbRecord): { table: string; name: string } | undefined {
  if (TABLE_TYPES.has(r.type)) return { table: r.type, name: tagStr(r.body, 2) };
  if (r.type === 'BLOCK') return { table: 'BLOCK', name: db.blockByRecord.get(r.owner)?.name ?? tagStr(r.body, 2) };
  if (OBJECT_DIFF_TYPES.has(r.type)) return { table: r.type, name: r.handle };
  return undefined;
}

export function diffSnaps(before: Snap, after: Snap): DrawingDiff {
  const entities: EntityChange[] = [];
  const summary = { added: 0, deleted: 0, modified: 0 };
  const ae = before.ents;
  const be = after.ents;
  // the same array: nothing was written between the snapshots (db.ts shares it until a write)
  const n = ae === be ? 0 : Math.max(ae.length, be.length);
  for (let i = 0; i < n; i++) {
    const a = ae[i];
    const b = be[i];
    if (a === b) continue;
    let ch: EntityChange | undefined;
    if (!a) {
      if (b && !b.deleted) ch = entityChange(b, 'added');
    } else if (!b) ch = entityChange(a, 'deleted');
    else if (!a.deleted && b.deleted) ch = entityChange(a, 'deleted');
    else if (a.deleted && !b.deleted) ch = entityChange(b, 'added');
    else if (!a.deleted && !b.deleted) ch = modified(a, b);
    if (ch) {
      entities.push(ch);
      summary[ch.change]++;
    }
  }
  const tables: TableChange[] = [];
  const db = after.db;
  const m = before.objs === after.objs ? 0 : Math.max(before.objs.length, after.objs.length);
  for (let i = 0; i < m; i++) {
    const a = before.objs[i];
    const b = after.objs[i];
    if (a === b || !b) continue;
    const k = tableKey(db, b);
    if (!k) continue;
    if (!a) tables.push({ ...k, change: 'added' });
    else if (!a.deleted && b.deleted) tables.push({ ...k, change: 'deleted' });
    else {
      const groups = groupChanges(a.body, b.body);
      if (groups.length) tables.push({ ...k, change: 'modified', groups });
    }
  }
  const sysvars: DrawingDiff['sysvars'] = [];
  for (const [name, v] of after.sysvars) {
    // a variable first stored during the run was at its inventory default before
    const old = before.sysvars.get(name) ?? defaultText(name);
    if (old !== v) sysvars.push({ name, before: old, after: v });
  }
  return { entities, tables, sysvars, summary };
}
