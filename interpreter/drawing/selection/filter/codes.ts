/*
 * Group codes as the ssget filter needs them: which relational operators are legal and how a
 * filter value is type-checked (CodeKind, derived from the one group-code type table,
 * drawing/model/group-codes.ts), and which value an entity has for a group that entget leaves out
 * because it is the default (62 BYLAYER, 6 BYLAYER, ...) so that `(62 . 256)` selects ByLayer
 * entities as in AutoCAD.
 */
import { Cons, Real, type Value } from '../../../core/values.js';
import { codeType } from '../../model/group-codes.js';

export type CodeKind = 'string' | 'point' | 'vector' | 'real' | 'int' | 'ename';

/** How the filter compares a group's value: by the code's type, with the filter's two refinements. */
export function codeKind(code: number): CodeKind {
  // the extrusion direction is compared as a whole vector (no per-coordinate or ordering tests)
  if (code === 210) return 'vector';
  // negative codes other than the handled -1/-3/-4 (-2, -5 ...) name entities
  if (code < 0) return 'ename';
  switch (codeType(code)) {
    case 'point':
      return 'point';
    case 'real':
      return 'real';
    case 'int':
    case 'bool':
      return 'int';
    case 'handle':
      return 'ename';
    default:
      return 'string';
  }
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
