/*
 * Conversion: atof atoi itoa rtos distof angtos angtof cvunit read vl-princ-to-string
 * vl-prin1-to-string. The unit formats live in units-format.ts and the cvunit table in
 * units-table.ts; this file checks arguments and reads the sysvar defaults (LUNITS LUPREC AUNITS
 * AUPREC DIMZIN UNITMODE) through ctx.sysvars.
 */
import { raise } from '../core/errors.js';
import { prin1, princ } from '../core/printer.js';
import { Cons, Real, list, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { argInt, argNumber, argString, sysvarInt as sysInt } from './assert.js';
import { defineBuiltins } from './registry.js';
import { formatAngle, formatLinear, parseAngle, parseLinear, type LinearOptions } from './units-format.js';
import { convertUnits } from './units-table.js';


const optInt = (v: Value | undefined): number | undefined => (v === undefined || v === null ? undefined : argInt(v));

function options(ctx: Ctx): LinearOptions {
  return { dimzin: sysInt(ctx, 'DIMZIN', 0), unitmode: sysInt(ctx, 'UNITMODE', 0) };
}

/** C's atof: the longest leading decimal number, 0.0 when there is none. */
const ATOF_RE = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/;
const ATOI_RE = /^\s*([+-]?\d+)/;

function atoi(s: string): number {
  const m = ATOI_RE.exec(s);
  if (!m) return 0;
  const n = Number(m[1]);
  return n > 2147483647 ? 2147483647 : n < -2147483648 ? -2147483648 : n;
}

function linearMode(v: Value | undefined, ctx: Ctx): number {
  const mode = optInt(v) ?? sysInt(ctx, 'LUNITS', 2);
  if (mode < 1 || mode > 5) raise('badUnitsArg', String(mode));
  return mode;
}

function precision(v: Value | undefined, ctx: Ctx, sysvar: string): number {
  const p = optInt(v) ?? sysInt(ctx, sysvar, sysvar === 'LUPREC' ? 4 : 0);
  if (p < 0) raise('badUnitsArg', String(p));
  return Math.min(p, 20);
}

/** cvunit on a number or on a list of numbers (a point). */
function cvunit(value: Value, from: string, to: string): Value {
  if (value instanceof Cons) {
    const out: Value[] = [];
    for (let cur: Value = value; cur instanceof Cons; cur = cur.cdr) {
      const r = convertUnits(argNumber(cur.car), from, to);
      if (r === undefined) return null;
      out.push(new Real(r));
    }
    return list(out);
  }
  const r = convertUnits(argNumber(value), from, to);
  return r === undefined ? null : new Real(r);
}

export const CONVERSION_BUILTINS = defineBuiltins([
  {
    name: 'atof', min: 1, max: 1, doc: '(atof string) — The real number a string starts with (0.0 if none).',
    fn: ([s]) => {
      const m = ATOF_RE.exec(argString(s as Value));
      return new Real(m ? Number(m[1]) : 0);
    },
  },
  {
    name: 'atoi', min: 1, max: 1, doc: '(atoi string) — The integer a string starts with (0 if none).',
    fn: ([s]) => atoi(argString(s as Value)),
  },
  {
    name: 'itoa', min: 1, max: 1, doc: '(itoa int) — The integer written as a string.',
    fn: ([n]) => String(argInt(n as Value)),
  },
  {
    name: 'rtos', min: 1, max: 3,
    doc: '(rtos number [mode [precision]]) — Number as text in a linear unit format (1 sci, 2 decimal, 3 eng, 4 arch, 5 fractional).',
    fn: ([n, m, p], ctx) => {
      const x = argNumber(n as Value);
      const mode = linearMode(m, ctx);
      return formatLinear(x, mode, precision(p, ctx, 'LUPREC'), options(ctx));
    },
  },
  {
    name: 'distof', min: 1, max: 2, doc: '(distof string [mode]) — Reads a distance written in a linear unit format; nil if unreadable.',
    fn: ([s, m], ctx) => {
      const text = argString(s as Value);
      const r = parseLinear(text, linearMode(m, ctx));
      return r === null ? null : new Real(r);
    },
  },
  {
    name: 'angtos', min: 1, max: 3,
    doc: '(angtos angle [unit [precision]]) — Angle (radians) as text: 0 degrees, 1 DMS, 2 grads, 3 radians, 4 surveyor.',
    fn: ([a, u, p], ctx) => {
      const rad = argNumber(a as Value);
      const unit = optInt(u) ?? sysInt(ctx, 'AUNITS', 0);
      return formatAngle(rad, unit, precision(p, ctx, 'AUPREC'), options(ctx));
    },
  },
  {
    name: 'angtof', min: 1, max: 2, doc: '(angtof string [unit]) — Reads an angle written in an angular unit format, in radians; nil if unreadable.',
    fn: ([s, u], ctx) => {
      const text = argString(s as Value);
      const unit = optInt(u) ?? sysInt(ctx, 'AUNITS', 0);
      if (unit < 0 || unit > 4) return null;
      const r = parseAngle(text, unit);
      return r === null ? null : new Real(r);
    },
  },
  {
    name: 'cvunit', min: 3, max: 3, doc: '(cvunit value from to) — Converts a number or point between units; nil if they do not match.',
    fn: ([v, f, t]) => {
      const from = argString(f as Value);
      const to = argString(t as Value);
      return cvunit(v as Value, from, to);
    },
  },
  {
    name: 'read', min: 0, max: 1, doc: '(read [string]) — The first expression in string, unevaluated.',
    fn: ([s], ctx) => (s === undefined || s === null ? null : ctx.readForm(argString(s))),
  },
  {
    name: 'vl-princ-to-string', min: 1, max: 1, doc: '(vl-princ-to-string x) — What princ would print for x, as a string.',
    fn: ([x]) => princ(x as Value),
  },
  {
    name: 'vl-prin1-to-string', min: 1, max: 1, doc: '(vl-prin1-to-string x) — What prin1 would print for x, as a string.',
    fn: ([x]) => prin1(x as Value),
  },
]);
