/*
 * The Visual LISP string family: vl-string-elt, -left-trim, -right-trim, -trim, -mismatch,
 * -position, -search, -subst, -translate, vl-string->list and vl-list->string.
 * Positions are 0-based here (unlike substr). Optional arguments may be passed as nil.
 */
import { raise } from '../core/errors.js';
import { list, type Value } from '../core/values.js';
import { argInt, argListItems, argString } from './assert.js';
import { defineBuiltins } from './registry.js';

/** An optional integer argument; nil or absent gives the default. */
const optInt = (v: Value | undefined, dflt: number): number => (v === undefined || v === null ? dflt : argInt(v));
const given = (v: Value | undefined): boolean => v !== undefined && v !== null;

function trimLeft(set: string, s: string): string {
  let i = 0;
  while (i < s.length && set.includes(s[i] as string)) i++;
  return s.slice(i);
}

function trimRight(set: string, s: string): string {
  let j = s.length;
  while (j > 0 && set.includes(s[j - 1] as string)) j--;
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

function translate(from: string, to: string, s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    const k = from.indexOf(ch);
    out += k >= 0 && k < to.length ? (to[k] as string) : ch;
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
    fn: ([n, p, s, st]) => {
      const rep = argString(n as Value);
      const pat = argString(p as Value);
      const str = argString(s as Value);
      const start = Math.max(0, optInt(st, 0));
      if (start > str.length) return str;
      const i = str.indexOf(pat, start);
      return i < 0 ? str : str.slice(0, i) + rep + str.slice(i + pat.length);
    },
  },
  {
    name: 'vl-string-translate', min: 3, max: 3,
    doc: '(vl-string-translate source-set dest-set string) — Replaces each character of source-set by the one at the same place in dest-set.',
    fn: ([f, t, s]) => translate(argString(f as Value), argString(t as Value), argString(s as Value)),
  },
  {
    name: 'vl-string->list', min: 1, max: 1, doc: '(vl-string->list string) — The character codes of string, as a list.',
    fn: ([s]) => {
      const str = argString(s as Value);
      const codes: number[] = new Array<number>(str.length);
      for (let i = 0; i < str.length; i++) codes[i] = str.charCodeAt(i);
      return list(codes);
    },
  },
  {
    name: 'vl-list->string', min: 1, max: 1, doc: '(vl-list->string codes) — A string made of the character codes in a list.',
    fn: ([l]) => {
      let out = '';
      for (const c of argListItems(l as Value)) {
        const n = argInt(c);
        if (n > 0 && n <= 0xffff) out += String.fromCharCode(n);
      }
      return out;
    },
  },
]);
