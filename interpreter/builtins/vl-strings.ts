/*
 * The Visual LISP string family: vl-string-elt, -left-trim, -right-trim, -trim, -mismatch,
 * -position, -search, -subst, -translate, vl-string->list and vl-list->string.
 * Positions are 0-based here (unlike substr). Optional arguments may be passed as nil.
 */
import { raise } from '../core/errors.js';
import { chargeCells, chargeChars } from '../core/alloc.js';
import { Cons, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { checkStringLength } from './print-kit.js';
import { argInt, argListItems, argString } from './assert.js';
import { defineBuiltins } from './registry.js';

/** An optional integer argument; nil or absent gives the default. */
const optInt = (v: Value | undefined, dflt: number): number => (v === undefined || v === null ? dflt : argInt(v));
const given = (v: Value | undefined): boolean => v !== undefined && v !== null;

/** A membership test for a character set: a scan for short sets, a hash set for long ones (linear time either way). */
function charTest(set: string): (c: number) => boolean {
  if (set.length <= 16) return (c) => set.indexOf(String.fromCharCode(c)) >= 0;
  const codes = new Set<number>();
  for (let i = 0; i < set.length; i++) codes.add(set.charCodeAt(i));
  return (c) => codes.has(c);
}

function trimLeft(set: string, s: string): string {
  const has = charTest(set);
  let i = 0;
  while (i < s.length && has(s.charCodeAt(i))) i++;
  return s.slice(i);
}

function trimRight(set: string, s: string): string {
  const has = charTest(set);
  let j = s.length;
  while (j > 0 && has(s.charCodeAt(j - 1))) j--;
  return s.slice(0, j);
}

function mismatch(a: string, b: string, p1: number, p2: number, ignoreCase: boolean): number {
  if (ignoreCase) {
    a = a.toUpperCase();
    b = b.toUpperCase();
  }
  let n = 0;
  let i = Math.max(0, p1);
  let j = Math.max(0, p2);
  while (i < a.length && j < b.length && a.charCodeAt(i) === b.charCodeAt(j)) {
    n++;
    i++;
    j++;
  }
  return n;
}

function position(code: number, s: string, start: number, fromEnd: boolean): Value {
  const ch = String.fromCharCode(code);
  if (start < 0) start = 0;
  if (fromEnd) {
    const i = s.lastIndexOf(ch);
    return i >= start ? i : null;
  }
  const i = s.indexOf(ch, start);
  return i < 0 ? null : i;
}

function translate(from: string, to: string, s: string, ctx: Ctx): string {
  chargeChars(ctx, s.length);
  // the first occurrence of a character in `from` decides, as indexOf did
  const map = new Map<string, string>();
  for (let k = from.length - 1; k >= 0; k--) map.set(from[k] as string, k < to.length ? (to[k] as string) : (from[k] as string));
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    out += map.get(ch) ?? ch;
  }
  return out;
}

export const VL_STRING_BUILTINS = defineBuiltins([
  {
    name: 'vl-string-elt', min: 2, max: 2, doc: '(vl-string-elt string position) — Character code at a 0-based position.',
    fn: ([s, p]) => {
      const str = argString(s as Value);
      const i = argInt(p as Value);
      if (i < 0 || i >= str.length) raise('stringPositionOutOfRange', String(i));
      return str.charCodeAt(i);
    },
  },
  {
    name: 'vl-string-left-trim', min: 2, max: 2, doc: '(vl-string-left-trim char-set string) — Removes the given characters from the start.',
    fn: ([set, s]) => trimLeft(argString(set as Value), argString(s as Value)),
  },
  {
    name: 'vl-string-right-trim', min: 2, max: 2, doc: '(vl-string-right-trim char-set string) — Removes the given characters from the end.',
    fn: ([set, s]) => trimRight(argString(set as Value), argString(s as Value)),
  },
  {
    name: 'vl-string-trim', min: 2, max: 2, doc: '(vl-string-trim char-set string) — Removes the given characters from both ends.',
    fn: ([set, s]) => {
      const cs = argString(set as Value);
      return trimRight(cs, trimLeft(cs, argString(s as Value)));
    },
  },
  {
    name: 'vl-string-mismatch', min: 2, max: 5,
    doc: '(vl-string-mismatch str1 str2 [pos1 pos2 ignore-case]) — Length of the common prefix from the given positions.',
    fn: ([a, b, p1, p2, ic]) =>
      mismatch(argString(a as Value), argString(b as Value), optInt(p1, 0), optInt(p2, 0), given(ic)),
  },
  {
    name: 'vl-string-position', min: 2, max: 4,
    doc: '(vl-string-position code string [start [from-end]]) — 0-based position of a character, or nil.',
    fn: ([c, s, st, fe]) => position(argInt(c as Value), argString(s as Value), optInt(st, 0), given(fe)),
  },
  {
    name: 'vl-string-search', min: 2, max: 3, doc: '(vl-string-search pattern string [start]) — 0-based position of pattern in string, or nil.',
    fn: ([p, s, st]) => {
      const pat = argString(p as Value);
      const str = argString(s as Value);
      const start = Math.max(0, optInt(st, 0));
      if (start > str.length) return null;
      const i = str.indexOf(pat, start);
      return i < 0 ? null : i;
    },
  },
  {
    name: 'vl-string-subst', min: 3, max: 4,
    doc: '(vl-string-subst new pattern string [start]) — Replaces the first occurrence of pattern with new.',
    fn: ([n, p, s, st], ctx) => {
      const rep = argString(n as Value);
      const pat = argString(p as Value);
      const str = argString(s as Value);
      const start = Math.max(0, optInt(st, 0));
      if (start > str.length) return str;
      const i = str.indexOf(pat, start);
      if (i < 0) return str;
      checkStringLength(ctx, str.length - pat.length + rep.length);
      return str.slice(0, i) + rep + str.slice(i + pat.length);
    },
  },
  {
    name: 'vl-string-translate', min: 3, max: 3,
    doc: '(vl-string-translate source-set dest-set string) — Replaces each character of source-set by the one at the same place in dest-set.',
    fn: ([f, t, s], ctx) => translate(argString(f as Value), argString(t as Value), argString(s as Value), ctx),
  },
  {
    name: 'vl-string->list', min: 1, max: 1, doc: '(vl-string->list string) — The character codes of string, as a list.',
    fn: ([s], ctx) => {
      const str = argString(s as Value);
      // one cell per character, charged before any is made: a 64M-character string would
      // otherwise become an array past V8's limits, which aborts the whole process
      chargeCells(ctx, str.length);
      let out: Value = null;
      for (let i = str.length - 1; i >= 0; i--) out = new Cons(str.charCodeAt(i), out);
      return out;
    },
  },
  {
    name: 'vl-list->string', min: 1, max: 1, doc: '(vl-list->string codes) — A string made of the character codes in a list.',
    fn: ([l], ctx) => {
      const codes = argListItems(l as Value);
      chargeChars(ctx, codes.length);
      let out = '';
      for (const c of codes) {
        const n = argInt(c);
        if (n > 0 && n <= 0xffff) out += String.fromCharCode(n);
      }
      return out;
    },
  },
]);
