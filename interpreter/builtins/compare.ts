/*
 * Comparison: = /= < > <= >=. Numbers compare by value across INT and REAL, strings by character
 * code. `=` and `/=` accept any values (anything else is equal only to itself); the ordering
 * predicates take numbers or strings and fail on anything else with AutoCAD's type error.
 *
 * Each predicate has a two-argument entry for every INT/REAL mix and shares one loop selected by an
 * operator code, so a call allocates nothing.
 */
import { raiseBadArg } from '../core/errors.js';
import { Real, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { lispEq } from './predicates.js';
import { defineBuiltins } from './registry.js';

/** Equality as `=` sees it: numbers by value, strings by text, other values as eq does. */
export function sameValue(a: Value, b: Value): boolean {
  if (typeof a === 'number') {
    if (typeof b === 'number') return a === b;
    return b instanceof Real && a === b.v;
  }
  if (a instanceof Real) {
    if (typeof b === 'number') return a.v === b;
    return b instanceof Real && a.v === b.v;
  }
  return lispEq(a, b);
}

const LT = 0;
const GT = 1;
const LE = 2;
const GE = 3;

/** -1, 0 or 1 for two numbers or two strings; AutoCAD's type error otherwise. */
function order(a: Value, b: Value): number {
  if (typeof a === 'string') {
    if (typeof b !== 'string') return raiseBadArg('stringp', b);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  let x: number;
  if (typeof a === 'number') x = a;
  else if (a instanceof Real) x = a.v;
  else return raiseBadArg('numberp', a);
  let y: number;
  if (typeof b === 'number') y = b;
  else if (b instanceof Real) y = b.v;
  else return raiseBadArg('numberp', b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function holds(op: number, c: number): boolean {
  switch (op) {
    case LT: return c < 0;
    case GT: return c > 0;
    case LE: return c <= 0;
    default: return c >= 0;
  }
}

function chain(args: Value[], op: number, T: Value): Value {
  let ok = true;
  // Every argument is type-checked even after the answer is known, as AutoCAD does.
  for (let i = 0; i + 1 < args.length; i++) {
    if (!holds(op, order(args[i] as Value, args[i + 1] as Value))) ok = false;
  }
  if (args.length === 1) order(args[0] as Value, args[0] as Value);
  return ok ? T : null;
}

function less(args: Value[], ctx: Ctx): Value {
  if (args.length === 2) {
    const a = args[0] as Value;
    const b = args[1] as Value;
    if (typeof a === 'number' && typeof b === 'number') return a < b ? ctx.T : null;
  }
  return chain(args, LT, ctx.T);
}

function greater(args: Value[], ctx: Ctx): Value {
  if (args.length === 2) {
    const a = args[0] as Value;
    const b = args[1] as Value;
    if (typeof a === 'number' && typeof b === 'number') return a > b ? ctx.T : null;
  }
  return chain(args, GT, ctx.T);
}

function numEqual(args: Value[], ctx: Ctx): Value {
  for (let i = 0; i + 1 < args.length; i++) if (!sameValue(args[i] as Value, args[i + 1] as Value)) return null;
  return ctx.T;
}

/** /= is T when no two successive arguments are equal. */
function notEqual(args: Value[], ctx: Ctx): Value {
  for (let i = 0; i + 1 < args.length; i++) if (sameValue(args[i] as Value, args[i + 1] as Value)) return null;
  return ctx.T;
}

/*
 * Two-argument entries (BuiltinDef.fn2): no argument array on the hot path. Two numbers of any
 * INT/REAL mix compare directly; strings and type errors go through order().
 */
const num = (v: Value): number => (typeof v === 'number' ? v : v instanceof Real ? v.v : NaN);
const isNum = (v: Value): boolean => typeof v === 'number' || v instanceof Real;
/** as order() compares numbers (a NaN compares equal) */
const cmp = (x: number, y: number): number => (x < y ? -1 : x > y ? 1 : 0);
export const less2 = (a: Value, b: Value, ctx: Ctx): Value => {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? ctx.T : null;
  return (isNum(a) && isNum(b) ? cmp(num(a), num(b)) : order(a, b)) < 0 ? ctx.T : null;
};
export const greater2 = (a: Value, b: Value, ctx: Ctx): Value => {
  if (typeof a === 'number' && typeof b === 'number') return a > b ? ctx.T : null;
  return (isNum(a) && isNum(b) ? cmp(num(a), num(b)) : order(a, b)) > 0 ? ctx.T : null;
};
export const lessEq2 = (a: Value, b: Value, ctx: Ctx): Value => {
  if (typeof a === 'number' && typeof b === 'number') return a <= b ? ctx.T : null;
  return (isNum(a) && isNum(b) ? cmp(num(a), num(b)) : order(a, b)) <= 0 ? ctx.T : null;
};
export const greaterEq2 = (a: Value, b: Value, ctx: Ctx): Value => {
  if (typeof a === 'number' && typeof b === 'number') return a >= b ? ctx.T : null;
  return (isNum(a) && isNum(b) ? cmp(num(a), num(b)) : order(a, b)) >= 0 ? ctx.T : null;
};
export const equal2 = (a: Value, b: Value, ctx: Ctx): Value => (sameValue(a, b) ? ctx.T : null);
export const notEqual2 = (a: Value, b: Value, ctx: Ctx): Value => (sameValue(a, b) ? null : ctx.T);

export const COMPARE_BUILTINS = defineBuiltins([
  { name: '=', min: 1, max: Infinity, doc: '(= a [b ...]) — T if all arguments are equal (numbers by value, strings by text).', fn: numEqual, fn2: equal2 },
  { name: '/=', min: 1, max: Infinity, doc: '(/= a [b ...]) — T if no two successive arguments are equal.', fn: notEqual, fn2: notEqual2 },
  { name: '<', min: 1, max: Infinity, doc: '(< a [b ...]) — T if each argument is less than the next.', fn: less, fn2: less2 },
  { name: '>', min: 1, max: Infinity, doc: '(> a [b ...]) — T if each argument is greater than the next.', fn: greater, fn2: greater2 },
  { name: '<=', min: 1, max: Infinity, doc: '(<= a [b ...]) — T if each argument is less than or equal to the next.', fn: (a, c) => chain(a, LE, c.T), fn2: lessEq2 },
  { name: '>=', min: 1, max: Infinity, doc: '(>= a [b ...]) — T if each argument is greater than or equal to the next.', fn: (a, c) => chain(a, GE, c.T), fn2: greaterEq2 },
]);
