/*
 * Core list functions: car cdr and every c[ad]{2,4}r, cons list append assoc last length member
 * nth reverse subst mapcar. Everything walks lists with loops (never recursion along the cdr
 * chain), so 100k-element lists are fine. Membership tests use `equal`, as AutoCAD's do.
 *
 * The 28 c[ad]{2,4}r functions are generated from their names: the letters between c and r are
 * applied right to left, so cadr is (car (cdr x)).
 */
import { raise, raiseBadArg, showInMessage } from '../core/errors.js';
import { CELL_BYTES, CHARGE_BATCH, chargeCells, type Allocator } from '../core/alloc.js';
import { Cons, type BuiltinFn, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { argInt, argList } from './assert.js';
import { lispEqual } from './predicates.js';
import { defineBuiltins, type BuiltinDef } from './registry.js';

export function car(v: Value): Value {
  if (v instanceof Cons) return v.car;
  if (v === null) return null;
  return raiseBadArg('consp', v);
}

export function cdr(v: Value): Value {
  if (v instanceof Cons) return v.cdr;
  if (v === null) return null;
  return raiseBadArg('consp', v);
}

/** A c[ad]+r accessor for the letters between c and r. */
function accessor(letters: string): BuiltinFn {
  const takeCar = [...letters].reverse().map((c) => c === 'a');
  return ([x]) => {
    let v = x as Value;
    for (let i = 0; i < takeCar.length; i++) v = takeCar[i] ? car(v) : cdr(v);
    return v;
  };
}

function combos(n: number): string[] {
  if (n === 0) return [''];
  return combos(n - 1).flatMap((s) => [`a${s}`, `d${s}`]);
}

const CXR_DEFS: BuiltinDef[] = [2, 3, 4].flatMap((n) =>
  combos(n).map((letters) => ({
    name: `c${letters}r`,
    min: 1,
    max: 1,
    doc: `(c${letters}r list) — ${describe(letters)}.`,
    fn: accessor(letters),
  })),
);

function describe(letters: string): string {
  return [...letters].map((c) => (c === 'a' ? 'car' : 'cdr')).join(' of ') + ' of list';
}

/**
 * Collects list items into a new list with a tail pointer, no recursion. Each cell is charged to
 * the run's allocation budget (in batches), so no builtin can build a list past it.
 */
export class ListBuilder {
  head: Value = null;
  private tail: Cons | null = null;
  private uncharged = 0;
  constructor(private readonly alloc: Allocator) {}
  push(v: Value): void {
    if (++this.uncharged >= CHARGE_BATCH) {
      chargeCells(this.alloc, this.uncharged);
      this.uncharged = 0;
    }
    const c = new Cons(v, null);
    if (this.tail) this.tail.cdr = c;
    else this.head = c;
    this.tail = c;
  }
  /** Finish with a tail (e.g. the last argument of append, shared). */
  end(rest: Value): Value {
    chargeCells(this.alloc, this.uncharged);
    this.uncharged = 0;
    if (this.tail) this.tail.cdr = rest;
    else this.head = rest;
    return this.head;
  }
}

/** Number of elements of a proper list; a dotted list is AutoCAD's "bad list". */
function lengthOf(v: Value): number {
  let n = 0;
  let cur = argList(v) as Value;
  while (cur instanceof Cons) {
    n++;
    cur = cur.cdr;
  }
  if (cur !== null) raise('badList', showInMessage(v));
  return n;
}

function append(args: Value[], ctx: Ctx): Value {
  if (args.length === 0) return null;
  // count (and check) what will be copied first, and charge it before copying: a doubling loop
  // stops before building the list that would not fit, not half-way through it
  let cells = 0;
  for (let i = 0; i < args.length - 1; i++) {
    const l = args[i] as Value;
    let cur = argList(l) as Value;
    while (cur instanceof Cons) {
      cells++;
      cur = cur.cdr;
    }
    if (cur !== null) raise('badList', showInMessage(l));
  }
  const last = argList(args[args.length - 1] as Value);
  chargeCells(ctx, cells);
  let head: Value = last;
  let tail: Cons | null = null;
  for (let i = 0; i < args.length - 1; i++) {
    for (let cur = args[i] as Value; cur instanceof Cons; cur = cur.cdr) {
      const c = new Cons(cur.car, last);
      if (tail) tail.cdr = c;
      else head = c;
      tail = c;
    }
  }
  return head;
}

/** cons: one cell, charged like any other (a loop of conses is how most lists are built). */
export function consCharged(a: Value, b: Value, ctx: Ctx): Value {
  ctx.alloc(CELL_BYTES);
  return new Cons(a, b);
}

function assoc(key: Value, alist: Value): Value {
  let cur = argList(alist) as Value;
  while (cur instanceof Cons) {
    const e = cur.car;
    if (e instanceof Cons && lispEqual(e.car, key)) return e;
    cur = cur.cdr;
  }
  return null;
}

function member(x: Value, l: Value): Value {
  let cur = argList(l) as Value;
  while (cur instanceof Cons) {
    if (lispEqual(x, cur.car)) return cur;
    cur = cur.cdr;
  }
  return null;
}

function nth(n: Value, l: Value): Value {
  let i = argInt(n);
  let cur = argList(l) as Value;
  if (i < 0) return null;
  while (cur instanceof Cons) {
    if (i === 0) return cur.car;
    i--;
    cur = cur.cdr;
  }
  return null;
}

function reverse(l: Value, ctx: Ctx): Value {
  let out: Value = null;
  let cur = argList(l) as Value;
  let n = 0;
  while (cur instanceof Cons) {
    if (++n % CHARGE_BATCH === 0) chargeCells(ctx, CHARGE_BATCH);
    out = new Cons(cur.car, out);
    cur = cur.cdr;
  }
  if (cur !== null) raise('badList', showInMessage(l));
  chargeCells(ctx, n % CHARGE_BATCH);
  return out;
}

function last(l: Value): Value {
  let cur = argList(l) as Value;
  let v: Value = null;
  while (cur instanceof Cons) {
    v = cur.car;
    cur = cur.cdr;
  }
  return v;
}

/** subst replaces top-level elements equal to `old`; sublists are not searched. */
function subst(nu: Value, old: Value, l: Value, ctx: Ctx): Value {
  const out = new ListBuilder(ctx);
  let cur = argList(l) as Value;
  while (cur instanceof Cons) {
    out.push(lispEqual(cur.car, old) ? nu : cur.car);
    cur = cur.cdr;
  }
  return out.end(cur);
}

export const LIST_BUILTINS = defineBuiltins([
  { name: 'car', min: 1, max: 1, doc: '(car list) — The first element of list (nil for nil).', fn: ([x]) => car(x as Value), fn1: car },
  { name: 'cdr', min: 1, max: 1, doc: '(cdr list) — The list without its first element (the second part of a dotted pair).', fn: ([x]) => cdr(x as Value), fn1: cdr },
  ...CXR_DEFS,
  { name: 'cons', min: 2, max: 2, doc: '(cons first rest) — Adds first to the front of rest; with an atom rest, makes a dotted pair.', fn: ([a, b], ctx) => consCharged(a as Value, b as Value, ctx), fn2: consCharged },
  {
    name: 'list', min: 0, max: Infinity, doc: '(list [expr ...]) — A new list of the arguments.',
    fn: (args, ctx) => {
      chargeCells(ctx, args.length);
      let out: Value = null;
      for (let i = args.length - 1; i >= 0; i--) out = new Cons(args[i] as Value, out);
      return out;
    },
  },
  { name: 'append', min: 0, max: Infinity, doc: '(append [list ...]) — One list of the elements of all the lists, in order.', fn: append },
  { name: 'assoc', min: 2, max: 2, doc: '(assoc key alist) — The first element of alist whose car is equal to key, or nil.', fn: ([k, l]) => assoc(k as Value, l as Value), fn2: assoc },
  { name: 'last', min: 1, max: 1, doc: '(last list) — The last element of list.', fn: ([l]) => last(l as Value) },
  { name: 'length', min: 1, max: 1, doc: '(length list) — The number of elements of a proper list.', fn: ([l]) => lengthOf(l as Value) },
  { name: 'member', min: 2, max: 2, doc: '(member x list) — The rest of list from the first element equal to x, or nil.', fn: ([x, l]) => member(x as Value, l as Value) },
  { name: 'nth', min: 2, max: 2, doc: '(nth n list) — The element at zero-based index n, or nil past the end.', fn: ([n, l]) => nth(n as Value, l as Value), fn2: nth },
  { name: 'reverse', min: 1, max: 1, doc: '(reverse list) — A copy of list in reverse order.', fn: ([l], ctx) => reverse(l as Value, ctx) },
  {
    name: 'subst', min: 3, max: 3, doc: '(subst new old list) — A copy of list with every top-level element equal to old replaced by new.',
    fn: ([n, o, l], ctx) => subst(n as Value, o as Value, l as Value, ctx),
  },
  {
    name: 'mapcar', min: 2, max: Infinity, doc: '(mapcar fn list [list ...]) — Calls fn on the elements of the lists in parallel; returns the results.',
    fn: (args, ctx) => {
      const fn = args[0] as Value;
      const lists = args.slice(1).map((l) => argList(l) as Value);
      const out = new ListBuilder(ctx);
      const k = lists.length;
      for (;;) {
        const callArgs = new Array<Value>(k);
        for (let i = 0; i < k; i++) {
          const l = lists[i];
          if (!(l instanceof Cons)) return out.end(null);
          callArgs[i] = l.car;
          lists[i] = l.cdr;
        }
        out.push(ctx.apply(fn, callArgs));
      }
    },
  },
]);
