/*
 * HEADER variables ↔ system variables. Reading: each `9 $NAME` and its groups become one sysvar
 * (setRaw, so unknown names are kept); points become lists, CECOLOR's number becomes AutoCAD's
 * string form. Writing: the variables the file had (with their own group codes) plus a standard set
 * with known codes for drawings that started empty.
 */
import { Cons, Real, list, type Value } from '../../core/values.js';
import type { GV } from '../model/tags.js';
import { codeType } from '../model/group-codes.js';

/** Header variables a new drawing writes, with their group codes. */
export const STANDARD_HEADER: ReadonlyMap<string, number> = new Map([
  ['INSBASE', 10], ['EXTMIN', 10], ['EXTMAX', 10], ['LIMMIN', 10], ['LIMMAX', 10],
  ['ORTHOMODE', 70], ['LTSCALE', 40], ['TEXTSIZE', 40], ['TEXTSTYLE', 7], ['CLAYER', 8], ['CELTYPE', 6],
  ['CECOLOR', 62], ['CELTSCALE', 40], ['LUNITS', 70], ['LUPREC', 70], ['AUNITS', 70], ['AUPREC', 70],
  ['ANGBASE', 50], ['ANGDIR', 70], ['PDMODE', 70], ['PDSIZE', 40], ['INSUNITS', 70], ['MEASUREMENT', 70],
  ['DIMSCALE', 40], ['DIMTXT', 40], ['DIMASZ', 40], ['DIMSTYLE', 2], ['DIMZIN', 70], ['UNITMODE', 70],
  ['PLINEWID', 40], ['FILLETRAD', 40], ['OSMODE', 70], ['TILEMODE', 70], ['CELWEIGHT', 370],
]);

/** One HEADER variable's groups → the sysvar value. */
export function headerToValue(name: string, groups: ReadonlyArray<[number, GV]>): Value | undefined {
  const g = groups[0];
  if (!g) return undefined;
  const [code, v] = g;
  if (name === 'CECOLOR' && typeof v === 'number') return v === 256 ? 'BYLAYER' : v === 0 ? 'BYBLOCK' : String(v);
  if (Array.isArray(v)) return list(v.map((n) => new Real(n)));
  if (typeof v === 'number') {
    const t = codeType(code);
    return t === 'int' || t === 'bool' ? v : new Real(v);
  }
  return v;
}

/** The groups to write for a sysvar, or undefined to leave it out. */
export function headerGroups(name: string, value: Value | undefined, codes: readonly number[] | undefined): Array<[number, GV]> | undefined {
  if (value === undefined || value === null) return undefined;
  const cs = codes ?? (STANDARD_HEADER.has(name) ? [STANDARD_HEADER.get(name)!] : undefined);
  if (!cs) return undefined;
  if (name === 'CECOLOR' && typeof value === 'string') {
    const u = value.toUpperCase();
    const n = u === 'BYLAYER' ? 256 : u === 'BYBLOCK' ? 0 : Number(u);
    return Number.isInteger(n) ? [[62, n]] : undefined;
  }
  const groups = valueToGroups(value, cs);
  if (!groups) return undefined;
  // numbers must suit the code's type (a REAL sysvar under an int code is truncated by the writer)
  const [c, v] = groups[0]!;
  if (typeof v === 'string' && codeType(c) !== 'str' && codeType(c) !== 'handle') return undefined;
  if (typeof v === 'number' && (codeType(c) === 'str' || codeType(c) === 'point')) return undefined;
  if (Array.isArray(v) && codeType(c) !== 'point') return undefined;
  return groups;
}

/** A Lisp sysvar value as DXF groups for the given codes. */
export function valueToGroups(v: Value, codes: readonly number[]): Array<[number, GV]> | undefined {
  const code = codes[0];
  if (code === undefined) return undefined;
  if (v instanceof Cons) {
    const nums: number[] = [];
    for (let c: Value = v; c instanceof Cons; c = c.cdr) nums.push(typeof c.car === 'number' ? c.car : c.car instanceof Real ? c.car.v : 0);
    return [[code, nums]];
  }
  if (typeof v === 'number') return [[code, v]];
  if (v instanceof Real) return [[code, v.v]];
  if (typeof v === 'string') return [[code, v]];
  return undefined;
}
