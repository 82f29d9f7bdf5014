/*
 * Predicates and equality: eq equal null not atom listp vl-consp numberp minusp zerop boundp
 * vl-symbolp. `lispEq` and `lispEqual` are exported for the list functions (member, assoc, subst,
 * vl-position, vl-remove ...), which compare with `equal` as AutoCAD's do.
 *
 * eq is identity: INTs compare by value (they are immediate in AutoLISP), REALs, lists and other
 * objects by identity. Strings compare by text — a known deviation: AutoCAD gives nil for two
 * separately made strings with the same text, but JS strings have no identity to test (see
 * test/conformance/known-deviations.txt).
 */
import { Cons, Ename, Real, Sym, type Value } from '../core/values.js';
import { argNumber, argSymbol } from './assert.js';
import { defineBuiltins } from './registry.js';

export function lispEq(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a instanceof Ename && b instanceof Ename) return a.ref === b.ref && a.address === b.address;
  return false;
}

function numbersEqual(x: number, y: number, fuzz: number): boolean {
  return fuzz === 0 ? x === y : Math.abs(x - y) <= fuzz;
}

/** Structural equality; numbers (also inside lists, e.g. points) within `fuzz`. Iterative along cdrs. */
export function lispEqual(a: Value, b: Value, fuzz = 0): boolean {
  for (;;) {
    if (a === b) return true;
    if (typeof a === 'number' || a instanceof Real) {
      if (typeof b === 'number') return numbersEqual(typeof a === 'number' ? a : a.v, b, fuzz);
      if (b instanceof Real) return numbersEqual(typeof a === 'number' ? a : a.v, b.v, fuzz);
      return false;
    }
    if (a instanceof Cons) {
      if (!(b instanceof Cons)) return false;
      if (!lispEqual(a.car, b.car, fuzz)) return false;
      a = a.cdr;
      b = b.cdr;
      continue;
    }
    return lispEq(a, b);
  }
}

export const PREDICATE_BUILTINS = defineBuiltins([
  {
    name: 'eq', min: 2, max: 2, doc: '(eq a b) — T if a and b are the same object (same symbol, same list, equal integers).',
    fn: ([a, b], ctx) => (lispEq(a as Value, b as Value) ? ctx.T : null),
  },
  {
    name: 'equal', min: 2, max: 3, doc: '(equal a b [fuzz]) — T if a and b have the same value and shape; numbers may differ by up to fuzz.',
    fn: ([a, b, f], ctx) => (lispEqual(a as Value, b as Value, f === undefined ? 0 : argNumber(f)) ? ctx.T : null),
  },
  { name: 'null', min: 1, max: 1, doc: '(null x) — T if x is nil.', fn: ([x], ctx) => (x === null ? ctx.T : null) },
  { name: 'not', min: 1, max: 1, doc: '(not x) — T if x is nil, nil otherwise.', fn: ([x], ctx) => (x === null ? ctx.T : null) },
  { name: 'atom', min: 1, max: 1, doc: '(atom x) — T unless x is a non-empty list (nil is an atom).', fn: ([x], ctx) => (x instanceof Cons ? null : ctx.T) },
  {
    name: 'listp', min: 1, max: 1, doc: '(listp x) — T if x is a list (nil included).',
    fn: ([x], ctx) => (x === null || x instanceof Cons ? ctx.T : null),
  },
  { name: 'vl-consp', min: 1, max: 1, doc: '(vl-consp x) — T if x is a non-empty list or dotted pair.', fn: ([x], ctx) => (x instanceof Cons ? ctx.T : null) },
  {
    name: 'numberp', min: 1, max: 1, doc: '(numberp x) — T if x is an INT or a REAL.',
    fn: ([x], ctx) => (typeof x === 'number' || x instanceof Real ? ctx.T : null),
  },
  { name: 'minusp', min: 1, max: 1, doc: '(minusp number) — T if number is negative.', fn: ([x], ctx) => (argNumber(x as Value) < 0 ? ctx.T : null) },
  { name: 'zerop', min: 1, max: 1, doc: '(zerop number) — T if number is zero.', fn: ([x], ctx) => (argNumber(x as Value) === 0 ? ctx.T : null) },
  {
    name: 'boundp', min: 1, max: 1, doc: '(boundp sym) — T if the symbol has a value other than nil.',
    fn: ([s], ctx) => (s !== null && argSymbol(s as Value).value !== null ? ctx.T : null),
  },
  { name: 'vl-symbolp', min: 1, max: 1, doc: '(vl-symbolp x) — T if x is a symbol (nil is not).', fn: ([x], ctx) => (x instanceof Sym ? ctx.T : null) },
]);
