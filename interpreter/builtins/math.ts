/*
 * Arithmetic: + - * / 1+ 1- abs max min rem gcd lcm fix float. Integers are int32 and wrap; one
 * REAL operand makes the result REAL from that point of the left-to-right fold on (so
 * `(/ 7 2 2.0)` is 1.5, as in AutoCAD); integer division truncates toward zero.
 *
 * The hot operators also have fixed-arity entries (plus2 ... abs1, near the table) that the
 * evaluator calls without an argument array, for every INT/REAL mix: a real-sum loop allocates
 * only its REAL results.
 */
import { raise, raiseBadArg } from '../core/errors.js';
import { Real, type Value } from '../core/values.js';
import { argInt, argNumber } from './assert.js';
import { defineBuiltins } from './registry.js';

function plus(args: Value[]): Value {
  const n = args.length;
  if (n === 2) {
    const a = args[0] as Value;
    const b = args[1] as Value;
    if (typeof a === 'number') {
      if (typeof b === 'number') return (a + b) | 0;
      if (b instanceof Real) return new Real(a + b.v);
    } else if (a instanceof Real) {
      if (typeof b === 'number') return new Real(a.v + b);
      if (b instanceof Real) return new Real(a.v + b.v);
    }
  }
  let isReal = false;
  let acc = 0;
  for (let i = 0; i < n; i++) {
    const v = args[i] as Value;
    if (typeof v === 'number') acc = isReal ? acc + v : (acc + v) | 0;
    else if (v instanceof Real) {
      isReal = true;
      acc += v.v;
    } else raiseBadArg('numberp', v);
  }
  return isReal ? new Real(acc) : acc;
}

function minus(args: Value[]): Value {
  const n = args.length;
  if (n === 0) return 0;
  const first = args[0] as Value;
  if (n === 2) {
    const b = args[1] as Value;
    if (typeof first === 'number' && typeof b === 'number') return (first - b) | 0;
  }
  if (n === 1) {
    if (typeof first === 'number') return -first | 0;
    if (first instanceof Real) return new Real(-first.v);
    return raiseBadArg('numberp', first);
  }
  let isReal = first instanceof Real;
  let acc: number;
  if (typeof first === 'number') acc = first;
  else if (first instanceof Real) acc = first.v;
  else return raiseBadArg('numberp', first);
  for (let i = 1; i < n; i++) {
    const v = args[i] as Value;
    if (typeof v === 'number') acc = isReal ? acc - v : (acc - v) | 0;
    else if (v instanceof Real) {
      isReal = true;
      acc -= v.v;
    } else raiseBadArg('numberp', v);
  }
  return isReal ? new Real(acc) : acc;
}

function times(args: Value[]): Value {
  const n = args.length;
  if (n === 0) return 0;
  if (n === 2) {
    const a = args[0] as Value;
    const b = args[1] as Value;
    if (typeof a === 'number' && typeof b === 'number') return Math.imul(a, b);
  }
  let isReal = false;
  let acc = 1;
  for (let i = 0; i < n; i++) {
    const v = args[i] as Value;
    if (typeof v === 'number') acc = isReal ? acc * v : Math.imul(acc, v);
    else if (v instanceof Real) {
      isReal = true;
      acc *= v.v;
    } else raiseBadArg('numberp', v);
  }
  return isReal ? new Real(acc) : acc;
}

function divide(args: Value[]): Value {
  const n = args.length;
  if (n === 0) return 0;
  const first = args[0] as Value;
  let isReal = first instanceof Real;
  let acc: number;
  if (typeof first === 'number') acc = first;
  else if (first instanceof Real) acc = first.v;
  else return raiseBadArg('numberp', first);
  for (let i = 1; i < n; i++) {
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

/** max/min: the extreme value, REAL if any argument is REAL; no arguments give 0. */
function extreme(args: Value[], wantMax: boolean): Value {
  if (args.length === 0) return 0;
  let isReal = false;
  let best = 0;
  for (let i = 0; i < args.length; i++) {
    const v = args[i] as Value;
    if (v instanceof Real) isReal = true;
    const x = argNumber(v);
    if (i === 0 || (wantMax ? x > best : x < best)) best = x;
  }
  return isReal ? new Real(best) : best;
}

/** rem: remainder with the dividend's sign (C fmod), folded left to right. */
function remainder(args: Value[]): Value {
  if (args.length === 0) return 0;
  const first = args[0] as Value;
  let isReal = first instanceof Real;
  let acc = argNumber(first);
  for (let i = 1; i < args.length; i++) {
    const v = args[i] as Value;
    const d = argNumber(v);
    if (v instanceof Real) isReal = true;
    if (d === 0) raise('divideByZero');
    acc = isReal ? acc % d : (acc % d) | 0;
  }
  return isReal ? new Real(acc) : acc;
}

function gcd2(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function addOne(a: Value | undefined, delta: number): Value {
  if (typeof a === 'number') return (a + delta) | 0;
  return new Real(argNumber(a as Value) + delta);
}
export const inc1 = (a: Value): Value => addOne(a, 1);
export const dec1 = (a: Value): Value => addOne(a, -1);

/*
 * Fixed-arity entries for the hot operators: called by the evaluator without building an argument
 * array (see BuiltinDef.fn1/fn2). Every INT/REAL mix is handled here, with the same int32 wrapping
 * and the same argument checks (left operand first) as the general fold. INT/INT is the entry's
 * own few bytes of code and every other case a function of its own, so the entry costs V8's
 * inliner little in the call closures that run it in place.
 */
export function plus2(a: Value, b: Value): Value {
  return typeof a === 'number' && typeof b === 'number' ? (a + b) | 0 : plusMixed(a, b);
}
function plusMixed(a: Value, b: Value): Value {
  if (typeof a === 'number') {
    if (b instanceof Real) return new Real(a + b.v);
    return raiseBadArg('numberp', b);
  }
  if (a instanceof Real) {
    if (typeof b === 'number') return new Real(a.v + b);
    if (b instanceof Real) return new Real(a.v + b.v);
    return raiseBadArg('numberp', b);
  }
  return raiseBadArg('numberp', a);
}
export function minus2(a: Value, b: Value): Value {
  return typeof a === 'number' && typeof b === 'number' ? (a - b) | 0 : minusMixed(a, b);
}
function minusMixed(a: Value, b: Value): Value {
  if (typeof a === 'number') {
    if (b instanceof Real) return new Real(a - b.v);
    return raiseBadArg('numberp', b);
  }
  if (a instanceof Real) {
    if (typeof b === 'number') return new Real(a.v - b);
    if (b instanceof Real) return new Real(a.v - b.v);
    return raiseBadArg('numberp', b);
  }
  return raiseBadArg('numberp', a);
}
export function times2(a: Value, b: Value): Value {
  return typeof a === 'number' && typeof b === 'number' ? Math.imul(a, b) : timesMixed(a, b);
}
function timesMixed(a: Value, b: Value): Value {
  if (typeof a === 'number') {
    if (b instanceof Real) return new Real(a * b.v);
    return raiseBadArg('numberp', b);
  }
  if (a instanceof Real) {
    if (typeof b === 'number') return new Real(a.v * b);
    if (b instanceof Real) return new Real(a.v * b.v);
    return raiseBadArg('numberp', b);
  }
  return raiseBadArg('numberp', a);
}
export function divide2(a: Value, b: Value): Value {
  let x: number;
  let isReal = false;
  if (typeof a === 'number') x = a;
  else if (a instanceof Real) {
    x = a.v;
    isReal = true;
  } else return raiseBadArg('numberp', a);
  let d: number;
  if (typeof b === 'number') d = b;
  else if (b instanceof Real) {
    d = b.v;
    isReal = true;
  } else return raiseBadArg('numberp', b);
  if (d === 0) raise('divideByZero');
  return isReal ? new Real(x / d) : Math.trunc(x / d) | 0;
}
/** max/min of two: ties keep the first, REAL if either is REAL (as extreme()). */
function extreme2(a: Value, b: Value, wantMax: boolean): Value {
  if (typeof a === 'number' && typeof b === 'number') return (wantMax ? b > a : b < a) ? b : a;
  const x = argNumber(a);
  const y = argNumber(b);
  const best = (wantMax ? y > x : y < x) ? y : x;
  return a instanceof Real || b instanceof Real ? new Real(best) : best;
}
export function abs1(a: Value): Value {
  if (typeof a === 'number') return Math.abs(a) | 0;
  return new Real(Math.abs(argNumber(a)));
}

export const MATH_BUILTINS = defineBuiltins([
  { name: '+', min: 0, max: Infinity, doc: '(+ [number ...]) — Sum of the numbers (INT unless a REAL is given).', fn: plus, fn2: plus2 },
  { name: '-', min: 0, max: Infinity, doc: '(- [number ...]) — Subtracts the rest from the first; negates a single number.', fn: minus, fn2: minus2 },
  { name: '*', min: 0, max: Infinity, doc: '(* [number ...]) — Product of the numbers (0 with no arguments).', fn: times, fn2: times2 },
  { name: '/', min: 0, max: Infinity, doc: '(/ [number ...]) — Divides the first by the rest; INT division truncates.', fn: divide, fn2: divide2 },
  { name: '1+', min: 1, max: 1, doc: '(1+ number) — The number plus one.', fn: ([a]) => addOne(a, 1), fn1: inc1 },
  { name: '1-', min: 1, max: 1, doc: '(1- number) — The number minus one.', fn: ([a]) => addOne(a, -1), fn1: dec1 },
  {
    name: 'abs', min: 1, max: 1, doc: '(abs number) — The absolute value of number (an INT stays an INT).',
    fn: ([a]) => abs1(a as Value),
    fn1: abs1,
  },
  { name: 'max', min: 0, max: Infinity, doc: '(max [number ...]) — The largest number; REAL if any argument is REAL.', fn: (a) => extreme(a, true), fn2: (a, b) => extreme2(a, b, true) },
  { name: 'min', min: 0, max: Infinity, doc: '(min [number ...]) — The smallest number; REAL if any argument is REAL.', fn: (a) => extreme(a, false), fn2: (a, b) => extreme2(a, b, false) },
  { name: 'rem', min: 0, max: Infinity, doc: '(rem [number ...]) — Remainder of dividing the first number by the rest, in turn.', fn: remainder },
  {
    name: 'gcd', min: 2, max: 2, doc: '(gcd int1 int2) — Greatest common divisor of two integers.',
    fn: ([a, b]) => gcd2(argInt(a as Value), argInt(b as Value)) | 0,
  },
  {
    name: 'lcm', min: 1, max: Infinity, doc: '(lcm int [int ...]) — Least common multiple of the integers.',
    fn: (args) => {
      let acc = Math.abs(argInt(args[0] as Value));
      for (let i = 1; i < args.length; i++) {
        const b = Math.abs(argInt(args[i] as Value));
        acc = acc === 0 || b === 0 ? 0 : Math.imul(acc / gcd2(acc, b), b);
      }
      return acc | 0;
    },
  },
  {
    name: 'fix', min: 1, max: 1, doc: '(fix number) — Truncates toward zero to an INT (a REAL too big for an INT stays a truncated REAL).',
    fn: ([a]) => {
      if (typeof a === 'number') return a;
      const t = Math.trunc(argNumber(a as Value));
      return t >= -2147483648 && t <= 2147483647 ? t : new Real(t);
    },
  },
  { name: 'float', min: 1, max: 1, doc: '(float number) — The number as a REAL.', fn: ([a]) => new Real(argNumber(a as Value)) },
]);
