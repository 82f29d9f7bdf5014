/*
 * What kind of value each DXF group code carries (entity-model.md §7), as the ssget filter needs
 * it: which relational operators are legal, how a filter value is type-checked, and which value
 * an entity has for a group that entget leaves out because it is the default (62 BYLAYER, 6
 * BYLAYER, ...) so that `(62 . 256)` selects ByLayer entities as in AutoCAD.
 */
import { Cons, Real, type Value } from '../../../core/values.js';

export type CodeKind = 'string' | 'point' | 'vector' | 'real' | 'int' | 'ename';

export function codeKind(code: number): CodeKind {
  if (code >= 0 && code <= 9) return 'string';
  if (code === 210) return 'vector';
  if ((code >= 10 && code <= 18) || (code >= 110 && code <= 112) || (code >= 211 && code <= 213) || (code >= 1010 && code <= 1013))
    return 'point';
  if (code >= 19 && code <= 59) return 'real';
  if (code >= 60 && code <= 99) return 'int';
  if (code === 100 || code === 102 || code === 105) return 'string';
  if (code >= 110 && code <= 149) return 'real';
  if (code >= 160 && code <= 179) return 'int';
  if (code >= 210 && code <= 239) return 'real';
  if (code >= 270 && code <= 299) return 'int';
  if (code >= 300 && code <= 319) return 'string';
  if ((code >= 320 && code <= 369) || (code >= 390 && code <= 399) || code === 480 || code === 481) return 'ename';
  if (code >= 370 && code <= 389) return 'int';
  if (code >= 400 && code <= 409) return 'int';
  if (code >= 410 && code <= 419) return 'string';
  if (code >= 420 && code <= 429) return 'int';
  if (code >= 430 && code <= 439) return 'string';
  if (code >= 440 && code <= 459) return 'int';
  if (code >= 460 && code <= 469) return 'real';
  if (code >= 470 && code <= 479) return 'string';
  if (code === 999) return 'string';
  if (code >= 1000 && code <= 1009) return 'string';
  if (code >= 1010 && code <= 1059) return 'real';
  if (code >= 1060 && code <= 1071) return 'int';
  if (code < 0) return 'ename';
  return 'string';
}

/**
 * Whether a number is a group code at all (the DXF reference's ranges): -5 to -1, 0-79, 90-100,
 * 102, 105, 110-149, 160-179, 210-239, 270-481, 999 and 1000-1071. Check Text flags the others.
 */
export function isKnownGroupCode(code: number): boolean {
  if (!Number.isInteger(code)) return false;
  if (code >= -5 && code <= 79) return true;
  if (code >= 90 && code <= 100) return true;
  if (code === 102 || code === 105) return true;
  if ((code >= 110 && code <= 149) || (code >= 160 && code <= 179) || (code >= 210 && code <= 239)) return true;
  if (code >= 270 && code <= 481) return true;
  return code === 999 || (code >= 1000 && code <= 1071);
}

const Z_UP = new Cons(new Real(0), new Cons(new Real(0), new Cons(new Real(1), null)));

/** The value an entity has for a group that entget omits when it holds its default. */
export const OMITTED_DEFAULTS: ReadonlyMap<number, Value> = new Map<number, Value>([
  [62, 256],
  [6, 'BYLAYER'],
  [67, 0],
  [39, new Real(0)],
  [48, new Real(1)],
  [60, 0],
  [370, -1],
  [410, 'Model'],
  [210, Z_UP],
]);

/** Codes ssget never tests (the documented exclusions): entity name, handle, xdata values. */
export const isIgnoredCode = (code: number): boolean => code === -1 || code === 5 || code >= 1000;

/**
 * Groups that occur at most once in any entity's entget list, so SelectableEntity.group() can
 * answer for them (repeating groups such as 10, 40-42, 3, 330, 102 always go through the list).
 */
export const SINGLE_GROUPS: ReadonlySet<number> = new Set([1, 2, 6, 7, 8, 38, 39, 48, 60, 62, 67, 284, 370, 380, 390, 410, 420, 430, 440]);
