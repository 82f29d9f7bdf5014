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
import type { Ctx } from '../core/context.js';
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

/*
 * Fixed-arity entries (BuiltinDef.fn1/fn2): the evaluator calls them without an argument array,
 * and runs `isNil` and `eq2` in place (eval/inline-ops.ts), since they cannot fail.
 */
export const isNil = (x: Value, ctx: Ctx): Value => (x === null ? ctx.T : null);
export const eq2 = (a: Value, b: Value, ctx: Ctx): Value => (lispEq(a, b) ? ctx.T : null);
const isAtom = (x: Value, ctx: Ctx): Value => (x instanceof Cons ? null : ctx.T);
const isList = (x: Value, ctx: Ctx): Value => (x === null || x instanceof Cons ? ctx.T : null);
const isCons = (x: Value, ctx: Ctx): Value => (x instanceof Cons ? ctx.T : null);
const isNumber = (x: Value, ctx: Ctx): Value => (typeof x === 'number' || x instanceof Real ? ctx.T : null);
const isMinus = (x: Value, ctx: Ctx): Value => (argNumber(x) < 0 ? ctx.T : null);
const isZero = (x: Value, ctx: Ctx): Value => (argNumber(x) === 0 ? ctx.T : null);
const lispEqual2 = (a: Value, b: Value, ctx: Ctx): Value => (lispEqual(a, b, 0) ? ctx.T : null);

export const PREDICATE_BUILTINS = defineBuiltins([
  {
    name: 'eq', min: 2, max: 2, doc: '(eq a b) — T if a and b are the same object (same symbol, same list, equal integers).',
    fn: ([a, b], ctx) => eq2(a as Value, b as Value, ctx),
    fn2: eq2,
  },
  {
    name: 'equal', min: 2, max: 3, doc: '(equal a b [fuzz]) — T if a and b have the same value and shape; numbers may differ by up to fuzz.',
    fn: ([a, b, f], ctx) => (lispEqual(a as Value, b as Value, f === undefined ? 0 : argNumber(f)) ? ctx.T : null),
    fn2: lispEqual2,
  },
  { name: 'null', min: 1, max: 1, doc: '(null x) — T if x is nil.', fn: ([x], ctx) => isNil(x as Value, ctx), fn1: isNil },
  { name: 'not', min: 1, max: 1, doc: '(not x) — T if x is nil, nil otherwise.', fn: ([x], ctx) => isNil(x as Value, ctx), fn1: isNil },
  { name: 'atom', min: 1, max: 1, doc: '(atom x) — T unless x is a non-empty list (nil is an atom).', fn: ([x], ctx) => isAtom(x as Value, ctx), fn1: isAtom },
  {
    name: 'listp', min: 1, max: 1, doc: '(listp x) — T if x is a list (nil included).',
    fn: ([x], ctx) => isList(x as Value, ctx),
    fn1: isList,
  },
  { name: 'vl-consp', min: 1, max: 1, doc: '(vl-consp x) — T if x is a non-empty list or dotted pair.', fn: ([x], ctx) => isCons(x as Value, ctx), fn1: isCons },
  {
    name: 'numberp', min: 1, max: 1, doc: '(numberp x) — T if x is an INT or a REAL.',
    fn: ([x], ctx) => isNumber(x as Value, ctx),
    fn1: isNumber,
  },
  { name: 'minusp', min: 1, max: 1, doc: '(minusp number) — T if number is negative.', fn: ([x], ctx) => isMinus(x as Value, ctx), fn1: isMinus },
  { name: 'zerop', min: 1, max: 1, doc: '(zerop number) — T if number is zero.', fn: ([x], ctx) => isZero(x as Value, ctx), fn1: isZero },
  {
    name: 'boundp', min: 1, max: 1, doc: '(boundp sym) — T if the symbol has a value other than nil.',
    fn: ([s], ctx) => (s !== null && argSymbol(s as Value).value !== null ? ctx.T : null),
  },
  { name: 'vl-symbolp', min: 1, max: 1, doc: '(vl-symbolp x) — T if x is a symbol (nil is not).', fn: ([x], ctx) => (x instanceof Sym ? ctx.T : null) },
]);
