/*
 * Reading a record's groups in the shapes ActiveX properties have. Every getter is one of these
 * over `t.rec()` — the record as the database holds it at the moment of the call.
 */
import { Real, real, type Value } from '../../core/values.js';
import type { DbRecord } from '../model/record.js';
import { tagGet, tagNum, tagStr, type GV } from '../model/tags.js';
import { doublesVariant } from './variant-values.js';

export const groupOf = (rec: DbRecord, code: number): GV | undefined => tagGet(rec.body, code);

/** The n-th (0-based) occurrence of a group. */
export function nthGroup(rec: DbRecord, code: number, n: number): GV | undefined {
  const c = rec.body.c;
  for (let i = 0, k = 0; i < c.length; i++) if (c[i] === code && k++ === n) return rec.body.v[i];
  return undefined;
}

export const strOf = (rec: DbRecord, code: number, dflt = ''): string => tagStr(rec.body, code, dflt);

export const numOf = (rec: DbRecord, code: number, dflt = 0): number => tagNum(rec.body, code, dflt);

export function pointOf(rec: DbRecord, code: number, dflt: readonly number[] = [0, 0, 0]): number[] {
  const v = groupOf(rec, code);
  if (!Array.isArray(v)) return dflt.slice();
  return [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0];
}

/** Getter shapes. */
export const asReal = (n: number): Value => real(n);
export const asPoint = (p: readonly number[]): Value => doublesVariant(p.length === 2 ? [p[0]!, p[1]!, 0] : p);

/** A group getter as a REAL with a default. */
export const realGroup = (code: number, dflt = 0) => (rec: DbRecord): Real => real(numOf(rec, code, dflt));
