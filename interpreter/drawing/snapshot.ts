/*
 * A snapshot: the record arrays as they are (records are immutable, and the database copies an array
 * before writing one a snapshot holds, so this is O(1) until the next write) plus
 * the system variables as printed text. Names of layouts and blocks are looked up in the live
 * database, which only ever gains blocks, so old snapshots still resolve.
 */
import { formatReal, prin1 } from '../core/printer.js';
import { Real, type Value } from '../core/values.js';
import type { DrawingState } from '../ports/snapshot.js';
import type { DrawingDb } from './db.js';
import type { DrawingSysvars } from './drawing.js';
import type { DbRecord } from './model/record.js';
import type { GV } from './model/tags.js';
import { isIntCode } from './model/group-codes.js';

export interface Snap extends DrawingState {
  readonly db: DrawingDb;
  readonly ents: readonly DbRecord[];
  readonly objs: readonly DbRecord[];
  readonly sysvars: ReadonlyMap<string, string>;
}

export function printSysvar(v: Value): string {
  if (typeof v === 'string') return v;
  if (v instanceof Real) return formatReal(v.v);
  return prin1(v);
}

export function takeSnapshot(db: DrawingDb, sysvars: DrawingSysvars): Snap {
  const sv = new Map<string, string>();
  for (const [k, v] of sysvars.entries()) sv.set(k, printSysvar(v));
  // the arrays themselves, frozen: the database copies them on its next write (db.ts records())
  const { ents, objs } = db.records();
  return { __drawingState: true, db, ents, objs, sysvars: sv };
}

/** A group value as diff text: strings as they are, numbers as AutoLISP prints them, points "(x y z)". */
export function printGroup(code: number, v: GV): string {
  if (Array.isArray(v)) return '(' + v.map((n) => formatReal(n)).join(' ') + ')';
  if (typeof v === 'number') return isIntCode(code) ? String(v) : formatReal(v);
  return v;
}
