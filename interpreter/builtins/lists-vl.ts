/*
 * Visual LISP list functions: vl-list* vl-list-length vl-member-if vl-member-if-not vl-position
 * vl-remove vl-remove-if vl-remove-if-not vl-some vl-every vl-sort vl-sort-i acad_strlsort.
 *
 * Sorting is a bottom-up merge sort (at most n·log2(n) comparisons, no recursion). AutoCAD's
 * documented vl-sort-i results put equal elements in reverse order of appearance
 * ((vl-sort-i '(3 2 1 3) '<) is (2 1 3 0)), so both sorts stably sort the reversed list. vl-sort
 * also drops an element that is the same object as its sorted neighbour — equal INTs and symbols,
 * the same list twice — as AutoCAD's does ((vl-sort '(3 2 1 3) '<) is (1 2 3)); separately made
 * REALs and strings are kept.
 */
import { Cons, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { argList } from './assert.js';
import { ListBuilder } from './lists.js';
import { lispEqual } from './predicates.js';
import { defineBuiltins } from './registry.js';

/** Elements of a list up to its end (a dotted tail is ignored). */
function items(l: Value): Value[] {
  const out: Value[] = [];
  let cur = argList(l) as Value;
  while (cur instanceof Cons) {
    out.push(cur.car);
    cur = cur.cdr;
  }
  return out;
}

/** Stable merge sort of `a` by a "precedes" test; never more than n·ceil(log2 n) calls. */
export function mergeSort<T>(a: T[], precedes: (x: T, y: T) => boolean): T[] {
  let src = a.slice();
  let dst = new Array<T>(src.length);
  const n = src.length;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) dst[k++] = precedes(src[j] as T, src[i] as T) ? (src[j++] as T) : (src[i++] as T);
      while (i < mid) dst[k++] = src[i++] as T;
      while (j < hi) dst[k++] = src[j++] as T;
    }
    const t = src;
    src = dst;
    dst = t;
  }
  return src;
}

function sortIndices(ctx: Ctx, l: Value, fn: Value): { elems: Value[]; order: number[] } {
  const elems = items(l);
  const reversed: number[] = [];
  for (let i = elems.length - 1; i >= 0; i--) reversed.push(i);
  const order = mergeSort(reversed, (x, y) => ctx.apply(fn, [elems[x] as Value, elems[y] as Value]) !== null);
  return { elems, order };
}

/** Same object in AutoLISP's sense: INTs by value; everything else except strings by identity. */
const sameObject = (a: Value, b: Value): boolean => typeof a !== 'string' && a === b;

function vlSort(ctx: Ctx, l: Value, fn: Value): Value {
  const { elems, order } = sortIndices(ctx, l, fn);
  const out = new ListBuilder();
  let prev: Value | undefined;
  for (const i of order) {
    const v = elems[i] as Value;
    if (prev !== undefined && sameObject(prev, v)) continue;
    out.push(v);
    prev = v;
  }
  return out.head;
}

const truthyCall = (ctx: Ctx, fn: Value, v: Value): boolean => ctx.apply(fn, [v]) !== null;

function memberIf(ctx: Ctx, fn: Value, l: Value, want: boolean): Value {
  let cur = argList(l) as Value;
  while (cur instanceof Cons) {
    if (truthyCall(ctx, fn, cur.car) === want) return cur;
    cur = cur.cdr;
  }
  return null;
}

function removeIf(ctx: Ctx, fn: Value, l: Value, keepWhen: boolean): Value {
  const out = new ListBuilder();
  let cur = argList(l) as Value;
  while (cur instanceof Cons) {
    if (truthyCall(ctx, fn, cur.car) === keepWhen) out.push(cur.car);
    cur = cur.cdr;
  }
  return out.head;
}

/** vl-some / vl-every: walk the lists in parallel, stopping at the first non-nil (some) or nil (every) result. */
function parallel(ctx: Ctx, args: Value[], stopOn: 'value' | 'nil'): Value {
  const fn = args[0] as Value;
  const lists = args.slice(1).map((l) => argList(l) as Value);
  const k = lists.length;
  for (;;) {
    const callArgs = new Array<Value>(k);
    for (let i = 0; i < k; i++) {
      const l = lists[i];
      if (!(l instanceof Cons)) return stopOn === 'nil' ? ctx.T : null;
      callArgs[i] = l.car;
      lists[i] = l.cdr;
    }
    const r = ctx.apply(fn, callArgs);
    if (stopOn === 'value' && r !== null) return r;
    if (stopOn === 'nil' && r === null) return null;
  }
}

/** Case-insensitive text order, then by character code, for acad_strlsort. */
function textPrecedes(a: string, b: string): boolean {
  const x = a.toUpperCase();
  const y = b.toUpperCase();
  if (x !== y) return x < y;
  return a < b;
}

export const VL_LIST_BUILTINS = defineBuiltins([
  {
    name: 'vl-list*', min: 1, max: Infinity, doc: '(vl-list* x [x ...]) — Like list, but the last argument becomes the tail (a dotted list if it is an atom).',
    fn: (args) => {
      let out = args[args.length - 1] as Value;
      for (let i = args.length - 2; i >= 0; i--) out = new Cons(args[i] as Value, out);
      return out;
    },
  },
  {
    name: 'vl-list-length', min: 1, max: 1, doc: '(vl-list-length list) — The number of elements, or nil for a dotted list.',
    fn: ([l]) => {
      let n = 0;
      let cur = argList(l as Value) as Value;
      while (cur instanceof Cons) {
        n++;
        cur = cur.cdr;
      }
      return cur === null ? n : null;
    },
  },
  {
    name: 'vl-member-if', min: 2, max: 2, doc: '(vl-member-if pred list) — The rest of list from the first element for which pred is non-nil.',
    fn: ([f, l], ctx) => memberIf(ctx, f as Value, l as Value, true),
  },
  {
    name: 'vl-member-if-not', min: 2, max: 2, doc: '(vl-member-if-not pred list) — The rest of list from the first element for which pred is nil.',
    fn: ([f, l], ctx) => memberIf(ctx, f as Value, l as Value, false),
  },
  {
    name: 'vl-position', min: 2, max: 2, doc: '(vl-position x list) — Zero-based index of the first element equal to x, or nil.',
    fn: ([x, l]) => {
      let i = 0;
      let cur = argList(l as Value) as Value;
      while (cur instanceof Cons) {
        if (lispEqual(x as Value, cur.car)) return i;
        i++;
        cur = cur.cdr;
      }
      return null;
    },
  },
  {
    name: 'vl-remove', min: 2, max: 2, doc: '(vl-remove x list) — A copy of list without the elements equal to x.',
    fn: ([x, l]) => {
      const out = new ListBuilder();
      let cur = argList(l as Value) as Value;
      while (cur instanceof Cons) {
        if (!lispEqual(x as Value, cur.car)) out.push(cur.car);
        cur = cur.cdr;
      }
      return out.head;
    },
  },
  {
    name: 'vl-remove-if', min: 2, max: 2, doc: '(vl-remove-if pred list) — A copy of list without the elements for which pred is non-nil.',
    fn: ([f, l], ctx) => removeIf(ctx, f as Value, l as Value, false),
  },
  {
    name: 'vl-remove-if-not', min: 2, max: 2, doc: '(vl-remove-if-not pred list) — The elements of list for which pred is non-nil.',
    fn: ([f, l], ctx) => removeIf(ctx, f as Value, l as Value, true),
  },
  {
    name: 'vl-some', min: 2, max: Infinity, doc: '(vl-some pred list [list ...]) — The first non-nil value of pred over the lists in parallel, or nil.',
    fn: (args, ctx) => parallel(ctx, args, 'value'),
  },
  {
    name: 'vl-every', min: 2, max: Infinity, doc: '(vl-every pred list [list ...]) — T if pred is non-nil for every element (up to the shortest list).',
    fn: (args, ctx) => parallel(ctx, args, 'nil'),
  },
  {
    name: 'vl-sort', min: 2, max: 2, doc: '(vl-sort list less) — The list sorted by the less function; duplicate INTs and symbols are dropped.',
    fn: ([l, f], ctx) => vlSort(ctx, l as Value, f as Value),
  },
  {
    name: 'vl-sort-i', min: 2, max: 2, doc: '(vl-sort-i list less) — The zero-based indices of the elements of list in sorted order.',
    fn: ([l, f], ctx) => {
      const out = new ListBuilder();
      for (const i of sortIndices(ctx, l as Value, f as Value).order) out.push(i);
      return out.head;
    },
  },
  {
    name: 'acad_strlsort', min: 1, max: 1, doc: '(acad_strlsort list) — The strings sorted alphabetically (ignoring case); nil if an element is not a string.',
    fn: ([l]) => {
      const elems = items(l as Value);
      const strs: string[] = [];
      for (const e of elems) {
        if (typeof e !== 'string') return null;
        strs.push(e);
      }
      const out = new ListBuilder();
      for (const s of mergeSort(strs, textPrecedes)) out.push(s);
      return out.head;
    },
  },
]);
