/*
 * Arithmetic. Integers are int32 and wrap; one REAL operand makes the result REAL; integer
 * division truncates toward zero.
 */
import { raise, raiseBadArg } from '../core/errors.js';
import { Real, type Value } from '../core/values.js';
import { defineBuiltins } from './registry.js';

/** Sum/product style fold honouring INT/REAL contagion. */
function fold(args: Value[], start: number, op: (a: number, b: number) => number, intOp: (a: number, b: number) => number): Value {
  let isReal = false;
  let acc = start;
  for (let i = 0; i < args.length; i++) {
    const v = args[i] as Value;
    if (typeof v === 'number') acc = isReal ? op(acc, v) : intOp(acc, v);
    else if (v instanceof Real) {
      isReal = true;
      acc = op(acc, v.v);
    } else raiseBadArg('numberp', v);
  }
  return isReal ? new Real(acc) : acc;
}

function plus(args: Value[]): Value {
  if (args.length === 2) {
    const a = args[0] as Value;
    const b = args[1] as Value;
    if (typeof a === 'number' && typeof b === 'number') return (a + b) | 0;
  }
  return fold(args, 0, (a, b) => a + b, (a, b) => (a + b) | 0);
}

function times(args: Value[]): Value {
  return fold(args, 1, (a, b) => a * b, (a, b) => Math.imul(a, b));
}

function minus(args: Value[]): Value {
  if (args.length === 0) return 0;
  const first = args[0] as Value;
  if (args.length === 2) {
    const b = args[1] as Value;
    if (typeof first === 'number' && typeof b === 'number') return (first - b) | 0;
  }
  if (args.length === 1) {
    if (typeof first === 'number') return -first | 0;
    if (first instanceof Real) return new Real(-first.v);
    return raiseBadArg('numberp', first);
  }
  let isReal = first instanceof Real;
  let acc: number;
  if (typeof first === 'number') acc = first;
  else if (first instanceof Real) acc = first.v;
  else return raiseBadArg('numberp', first);
  for (let i = 1; i < args.length; i++) {
    const v = args[i] as Value;
    if (typeof v === 'number') acc = isReal ? acc - v : (acc - v) | 0;
    else if (v instanceof Real) {
      isReal = true;
      acc -= v.v;
    } else raiseBadArg('numberp', v);
  }
  return isReal ? new Real(acc) : acc;
}

function divide(args: Value[]): Value {
  if (args.length === 0) return 0;
  const first = args[0] as Value;
  let isReal = first instanceof Real;
  let acc: number;
  if (typeof first === 'number') acc = first;
  else if (first instanceof Real) acc = first.v;
  else return raiseBadArg('numberp', first);
  if (args.length === 1) return first;
  for (let i = 1; i < args.length; i++) {
    const v = args[i] as Value;
    let d: number;
    if (typeof v === 'number') d = v;
    else if (v instanceof Real) {
      d = v.v;
      isReal = true;
    } else return raiseBadArg('numberp', v);
    if (d === 0) raise('divideByZero');
    acc = isReal ? acc / d : Math.trunc(acc / d) | 0;
  }
  return isReal ? new Real(acc) : acc;
}

function numArg(v: Value): number {
  if (typeof v === 'number') return v;
  if (v instanceof Real) return v.v;
  return raiseBadArg('numberp', v);
}

/** Comparison chain; strings compare too (by character code), as in AutoLISP. */
function compare(args: Value[], ok: (c: number) => boolean, T: Value): Value {
  for (let i = 0; i + 1 < args.length; i++) {
    const a = args[i] as Value;
    const b = args[i + 1] as Value;
    let c: number;
    if (typeof a === 'string' && typeof b === 'string') c = a < b ? -1 : a > b ? 1 : 0;
    else {
      if (typeof a === 'string') raiseBadArg('stringp', b);
      const x = numArg(a);
      const y = typeof b === 'string' ? raiseBadArg('numberp', b) : numArg(b);
      c = x < y ? -1 : x > y ? 1 : 0;
    }
    if (!ok(c)) return null;
  }
  return T;
}

/** Two-argument fast paths (no argument array) for the hottest operators. */
const plus2 = (a: Value, b: Value): Value =>
  typeof a === 'number' && typeof b === 'number' ? (a + b) | 0 : plus([a, b]);
const minus2 = (a: Value, b: Value): Value =>
  typeof a === 'number' && typeof b === 'number' ? (a - b) | 0 : minus([a, b]);
type Ctx2 = { T: Value };
const lt2 = (a: Value, b: Value, c: Ctx2): Value =>
  typeof a === 'number' && typeof b === 'number' ? (a < b ? c.T : null) : compare([a, b], (x) => x < 0, c.T);
const gt2 = (a: Value, b: Value, c: Ctx2): Value =>
  typeof a === 'number' && typeof b === 'number' ? (a > b ? c.T : null) : compare([a, b], (x) => x > 0, c.T);
const le2 = (a: Value, b: Value, c: Ctx2): Value =>
  typeof a === 'number' && typeof b === 'number' ? (a <= b ? c.T : null) : compare([a, b], (x) => x <= 0, c.T);
const ge2 = (a: Value, b: Value, c: Ctx2): Value =>
  typeof a === 'number' && typeof b === 'number' ? (a >= b ? c.T : null) : compare([a, b], (x) => x >= 0, c.T);
const eq2 = (a: Value, b: Value, c: Ctx2): Value =>
  typeof a === 'number' && typeof b === 'number' ? (a === b ? c.T : null) : compare([a, b], (x) => x === 0, c.T);

export const MATH_BUILTINS = defineBuiltins([
  { name: '+', min: 0, max: Infinity, doc: '(+ [number ...]) — Sum of the numbers (INT unless a REAL is given).', fn: plus, fn2: plus2 },
  { name: '-', min: 0, max: Infinity, doc: '(- [number ...]) — Subtracts the rest from the first; negates a single number.', fn: minus, fn2: minus2 },
  { name: '*', min: 0, max: Infinity, doc: '(* [number ...]) — Product of the numbers.', fn: times },
  { name: '/', min: 0, max: Infinity, doc: '(/ [number ...]) — Divides the first by the rest; INT division truncates.', fn: divide },
  {
    name: '1+', min: 1, max: 1, doc: '(1+ number) — The number plus one.',
    fn: ([a]) => (typeof a === 'number' ? (a + 1) | 0 : new Real(numArg(a as Value) + 1)),
    fn1: (a) => (typeof a === 'number' ? (a + 1) | 0 : new Real(numArg(a) + 1)),
  },
  {
    name: '1-', min: 1, max: 1, doc: '(1- number) — The number minus one.',
    fn: ([a]) => (typeof a === 'number' ? (a - 1) | 0 : new Real(numArg(a as Value) - 1)),
    fn1: (a) => (typeof a === 'number' ? (a - 1) | 0 : new Real(numArg(a) - 1)),
  },
  { name: '=', min: 1, max: Infinity, doc: '(= a [b ...]) — T if all numbers (or strings) are equal.', fn: (a, c) => compare(a, (x) => x === 0, c.T), fn2: eq2 },
  { name: '<', min: 1, max: Infinity, doc: '(< a [b ...]) — T if each argument is less than the next.', fn: (a, c) => compare(a, (x) => x < 0, c.T), fn2: lt2 },
  { name: '>', min: 1, max: Infinity, doc: '(> a [b ...]) — T if each argument is greater than the next.', fn: (a, c) => compare(a, (x) => x > 0, c.T), fn2: gt2 },
  { name: '<=', min: 1, max: Infinity, doc: '(<= a [b ...]) — T if each argument is less than or equal to the next.', fn: (a, c) => compare(a, (x) => x <= 0, c.T), fn2: le2 },
  { name: '>=', min: 1, max: Infinity, doc: '(>= a [b ...]) — T if each argument is greater than or equal to the next.', fn: (a, c) => compare(a, (x) => x >= 0, c.T), fn2: ge2 },
]);
