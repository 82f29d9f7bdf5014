/*
 * Transcendental and bitwise functions: sin cos atan exp expt log sqrt, ~ logand logior lsh boole.
 * Transcendentals always return a REAL; arguments outside a function's domain raise AutoCAD's
 * "function undefined for argument: X". Bitwise functions take INTs only (fixnump) and work on
 * the 32-bit two's-complement representation.
 */
import { raise, showInMessage } from '../core/errors.js';
import { Real, type Value } from '../core/values.js';
import { argInt, argNumber } from './assert.js';
import { defineBuiltins } from './registry.js';

const realOf = (v: Value | undefined, f: (x: number) => number): Real => new Real(f(argNumber(v as Value)));

/** INT to an INT power by squaring, wrapping at 32 bits like every AutoLISP INT operation. */
function intPower(base: number, exp: number): number {
  if (exp < 0) {
    if (base === 0) return raise('divideByZero');
    if (base === 1) return 1;
    if (base === -1) return exp % 2 === 0 ? 1 : -1;
    return 0;
  }
  let result = 1;
  let b = base;
  let e = exp;
  while (e > 0) {
    if (e & 1) result = Math.imul(result, b);
    b = Math.imul(b, b);
    e = Math.floor(e / 2);
  }
  return result;
}

function expt(base: Value, power: Value): Value {
  const x = argNumber(base);
  const y = argNumber(power);
  if (typeof base === 'number' && typeof power === 'number') return intPower(x, y);
  if (x === 0 && y < 0) return raise('divideByZero');
  const r = Math.pow(x, y);
  if (Number.isNaN(r)) return raise('undefinedForArg', showInMessage(base));
  return new Real(r);
}

function logOf(v: Value): Real {
  const x = argNumber(v);
  if (!(x > 0)) return raise('undefinedForArg', showInMessage(v));
  return new Real(Math.log(x));
}

function sqrtOf(v: Value): Real {
  const x = argNumber(v);
  if (x < 0) return raise('undefinedForArg', showInMessage(v));
  return new Real(Math.sqrt(x));
}

/** Bitwise fold over INT arguments; no arguments give 0. */
function bitFold(args: Value[], op: (a: number, b: number) => number): number {
  if (args.length === 0) return 0;
  let acc = argInt(args[0] as Value);
  for (let i = 1; i < args.length; i++) acc = op(acc, argInt(args[i] as Value));
  return acc;
}

const bitAnd = (x: number, y: number): number => x & y;
const bitOr = (x: number, y: number): number => x | y;

/** lsh: logical shift, left for positive counts, right (zero-filling) for negative; wraps every 32. */
function lsh(args: Value[]): number {
  if (args.length === 0) return 0;
  const n = argInt(args[0] as Value);
  if (args.length === 1) return n;
  const bits = argInt(args[1] as Value);
  return bits >= 0 ? n << (bits & 31) : (n >>> (-bits & 31)) | 0;
}

/**
 * boole: the operator's four bits say which (a, b) bit combinations give 1 —
 * 1: a=1 b=1, 2: a=1 b=0, 4: a=0 b=1, 8: a=0 b=0 (so 1 is AND, 6 XOR, 7 OR, 8 NOR).
 */
function boole(args: Value[]): number {
  const op = argInt(args[0] as Value);
  let acc = argInt(args[1] as Value);
  for (let i = 2; i < args.length; i++) {
    const b = argInt(args[i] as Value);
    let r = 0;
    if (op & 1) r |= acc & b;
    if (op & 2) r |= acc & ~b;
    if (op & 4) r |= ~acc & b;
    if (op & 8) r |= ~acc & ~b;
    acc = r;
  }
  return acc;
}

export const MATH_FN_BUILTINS = defineBuiltins([
  { name: 'sin', min: 1, max: 1, doc: '(sin angle) — Sine of an angle in radians.', fn: ([a]) => realOf(a, Math.sin) },
  { name: 'cos', min: 1, max: 1, doc: '(cos angle) — Cosine of an angle in radians.', fn: ([a]) => realOf(a, Math.cos) },
  {
    name: 'atan', min: 1, max: 2, doc: '(atan y [x]) — Arctangent in radians; with x, the angle of the vector (x, y) in -pi..pi.',
    fn: ([y, x]) => (x === undefined ? realOf(y, Math.atan) : new Real(Math.atan2(argNumber(y as Value), argNumber(x)))),
  },
  { name: 'exp', min: 1, max: 1, doc: '(exp number) — e raised to the power number.', fn: ([a]) => realOf(a, Math.exp) },
  {
    name: 'expt', min: 2, max: 2, doc: '(expt base power) — base raised to power; INT when both are INTs (wrapping at 32 bits).',
    fn: ([b, p]) => expt(b as Value, p as Value),
  },
  { name: 'log', min: 1, max: 1, doc: '(log number) — Natural logarithm of a positive number.', fn: ([a]) => logOf(a as Value) },
  { name: 'sqrt', min: 1, max: 1, doc: '(sqrt number) — Square root of a non-negative number, as a REAL.', fn: ([a]) => sqrtOf(a as Value) },
  { name: '~', min: 1, max: 1, doc: '(~ int) — Bitwise NOT (ones complement) of an integer.', fn: ([a]) => ~argInt(a as Value) },
  { name: 'logand', min: 0, max: Infinity, doc: '(logand [int ...]) — Bitwise AND of the integers.', fn: (a) => bitFold(a, bitAnd) },
  { name: 'logior', min: 0, max: Infinity, doc: '(logior [int ...]) — Bitwise inclusive OR of the integers.', fn: (a) => bitFold(a, bitOr) },
  { name: 'lsh', min: 0, max: 2, doc: '(lsh [int [bits]]) — Shifts int left by bits (right when negative), filling with zeros.', fn: lsh },
  { name: 'boole', min: 2, max: Infinity, doc: '(boole op int1 [int2 ...]) — General bitwise function: op (0-15) picks the truth table.', fn: boole },
]);
