/*
 * getvar / setvar. Runs must be deterministic, so the clock variables never read the host clock:
 * the stored DATE (a fixed 2025-01-01 00:00, or what the runner/drawing put there) is the run's
 * start, and time advances with the interpreter's step count at STEPS_PER_MS steps per millisecond
 * (about the interpreter's real speed). MILLISECS, DATE, CDATE, TDINDWG and TDUSRTIMER are derived
 * from that, so benchmark-style scripts still see time pass, identically on every run.
 */
import { argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { Real, Sym, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';

export const STEPS_PER_MS = 25_000;
const UNIX_EPOCH_JDN = 2440588;
const MS_PER_DAY = 86_400_000;

const numOf = (v: Value | undefined, d: number): number => (typeof v === 'number' ? v : v instanceof Real ? v.v : d);

/** YYYYMMDD.HHMMSSmmm for a DATE value (Julian day number + fraction of the day since midnight). */
export function cdateOf(date: number): number {
  const t = new Date(Math.round((date - UNIX_EPOCH_JDN) * MS_PER_DAY));
  const ymd = t.getUTCFullYear() * 10000 + (t.getUTCMonth() + 1) * 100 + t.getUTCDate();
  const frac = t.getUTCHours() / 100 + t.getUTCMinutes() / 1e4 + t.getUTCSeconds() / 1e6 + t.getUTCMilliseconds() / 1e9;
  return ymd + frac;
}

function clockValue(name: string, ctx: Ctx): Value | undefined {
  const elapsed = Math.floor(ctx.steps / STEPS_PER_MS);
  switch (name) {
    case 'MILLISECS':
      return (numOf(ctx.sysvars.get('MILLISECS'), 0) + elapsed) | 0;
    case 'DATE':
      return new Real(numOf(ctx.sysvars.get('DATE'), 0) + elapsed / MS_PER_DAY);
    case 'CDATE':
      return new Real(cdateOf(numOf(ctx.sysvars.get('DATE'), 0) + elapsed / MS_PER_DAY));
    case 'TDINDWG':
    case 'TDUSRTIMER':
      return new Real(numOf(ctx.sysvars.get(name), 0) + elapsed / MS_PER_DAY);
    default:
      return undefined;
  }
}

/** A system-variable name: a string, or a symbol as AutoCAD also accepts ((getvar 'osmode)). */
export const sysvarNameArg = (v: Value): string => (v instanceof Sym ? v.name : argString(v));

/** A system variable as getvar reads it (clock variables advance with the run), or undefined. */
export function readSysvar(name: string, ctx: Ctx): Value | undefined {
  const key = name.toUpperCase();
  const v = ctx.sysvars.get(key);
  if (v === undefined) return undefined;
  return clockValue(key, ctx) ?? v;
}

export const SYSVAR_BUILTINS = defineBuiltins([
  {
    name: 'getvar', min: 1, max: 1, doc: '(getvar name) — The value of a system variable (name a string or a quoted symbol), or nil when there is no such variable.',
    fn: ([n], ctx) => readSysvar(sysvarNameArg(n as Value), ctx) ?? null,
  },
  {
    name: 'setvar', min: 2, max: 2, doc: '(setvar name value) — Sets a system variable; returns value. Read-only or invalid settings are rejected.',
    fn: ([n, v], ctx) => {
      ctx.sysvars.set(sysvarNameArg(n as Value), v as Value);
      return v as Value;
    },
  },
]);
