/*
 * Core string functions: strcat strlen substr strcase ascii chr snvalid.
 * Strings are JS strings (UTF-16); positions count UTF-16 code units, as AutoCAD's Unicode
 * AutoLISP counts wide characters. strcat is plain JS concatenation: V8 ropes keep repeated
 * appends cheap.
 */
import { raise } from '../core/errors.js';
import { chargeChars } from '../core/alloc.js';
import type { Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { checkStringLength } from './print-kit.js';
import { argInt, argString, sysvarInt as sysInt } from './assert.js';
import { defineBuiltins } from './registry.js';

function strcat2(a: Value, b: Value, ctx: Ctx): Value {
  if (typeof a !== 'string' || typeof b !== 'string') return strcat([a, b], ctx);
  checkStringLength(ctx, a.length + b.length);
  return a + b;
}

function strcat(args: Value[], ctx: Ctx): Value {
  let length = 0;
  for (let i = 0; i < args.length; i++) length += argString(args[i] as Value).length;
  checkStringLength(ctx, length);
  let out = '';
  for (let i = 0; i < args.length; i++) out += args[i] as string;
  return out;
}

function substr(str: string, start: number, len: number | undefined): string {
  if (start < 1) raise('notPositive', String(start));
  if (len === undefined) return str.slice(start - 1);
  if (len < 0) raise('notNonNegative', String(len));
  return str.slice(start - 1, start - 1 + len);
}

/** Case-map one character at a time so the length never changes (JS maps "ß" to "SS"). */
function mapCase(s: string, lower: boolean): string {
  const whole = lower ? s.toLowerCase() : s.toUpperCase();
  if (whole.length === s.length) return whole;
  let out = '';
  for (const ch of s) {
    const m = lower ? ch.toLowerCase() : ch.toUpperCase();
    out += m.length === ch.length ? m : ch;
  }
  return out;
}

/** Characters never allowed in a symbol-table name when EXTNAMES is 1. */
const EXT_FORBIDDEN = new Set(['<', '>', '/', '\\', '"', ':', ';', '?', '*', '|', ',', '=', '`']);
const OLD_STYLE = /^[A-Za-z0-9$_\-|]*$/;

/** Symbol-table name validity (snvalid). `allowBar` is flag 1: "|" inside, not at either end. */
export function isValidTableName(name: string, allowBar: boolean, extNames: boolean): boolean {
  if (name.length === 0) return false;
  if (name.includes('|')) {
    if (!allowBar || name.startsWith('|') || name.endsWith('|')) return false;
  }
  if (!extNames) return OLD_STYLE.test(name);
  if (name.length > 255) return false;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 32 || c === 127) return false;
    const ch = name[i] as string;
    if (ch !== '|' && EXT_FORBIDDEN.has(ch)) return false;
  }
  return true;
}


export const STRING_BUILTINS = defineBuiltins([
  { name: 'strcat', min: 0, max: Infinity, doc: '(strcat [string ...]) — Joins the strings into one.', fn: strcat, fn2: strcat2 },
  {
    name: 'strlen', min: 0, max: Infinity, doc: '(strlen [string ...]) — Total number of characters in the strings.',
    fn: (args) => {
      let n = 0;
      for (const a of args) n += argString(a).length;
      return n;
    },
  },
  {
    name: 'substr', min: 2, max: 3, doc: '(substr string start [length]) — Part of string from 1-based start, length characters (or to the end).',
    fn: ([s, start, len]) => substr(argString(s as Value), argInt(start as Value), len === undefined || len === null ? undefined : argInt(len)),
  },
  {
    name: 'strcase', min: 1, max: 2, doc: '(strcase string [lower]) — Upper-cases string, or lower-cases it when lower is non-nil.',
    fn: ([s, which], ctx) => {
      const str = argString(s as Value);
      chargeChars(ctx, str.length);
      return mapCase(str, which !== undefined && which !== null);
    },
  },
  {
    name: 'ascii', min: 1, max: 1, doc: '(ascii string) — Character code of the first character (0 for "").',
    fn: ([s]) => {
      const str = argString(s as Value);
      return str.length === 0 ? 0 : str.charCodeAt(0);
    },
  },
  {
    name: 'chr', min: 1, max: 1, doc: '(chr code) — One-character string for a character code ("" for 0).',
    fn: ([c]) => {
      const n = argInt(c as Value);
      return n > 0 && n <= 0xffff ? String.fromCharCode(n) : '';
    },
  },
  {
    name: 'snvalid', min: 1, max: 2, doc: '(snvalid name [flag]) — T if name is a valid symbol-table name; flag 1 allows inner "|".',
    fn: ([s, flag], ctx) => {
      const name = argString(s as Value);
      const f = flag === undefined || flag === null ? 0 : argInt(flag);
      return isValidTableName(name, (f & 1) === 1, sysInt(ctx, 'EXTNAMES', 1) !== 0) ? ctx.T : null;
    },
  },
]);
