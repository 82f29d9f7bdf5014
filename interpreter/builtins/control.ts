/*
 * Evaluation and control: eval apply exit quit, the vl-catch-all family, vl-exit-with-*,
 * defun-q-list-ref/-set, trace/untrace. These reach into the interpreter only through Ctx.
 */
import { makeError, raise, raiseBadArg } from '../core/errors.js';
import { CatchAllError, Cons, Subr, Sym, Usubr, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { argList, argListItems, argString, argSymbol } from './assert.js';
import { defineBuiltins } from './registry.js';

/**
 * AutoCAD writes (trace foo) unquoted, so the argument arrives as the function itself: a named
 * USUBR or SUBR stands for its name. A quoted symbol works too.
 */
function tracedName(a: Value, ctx: Ctx): Sym {
  if ((a instanceof Usubr && a.name !== null) || a instanceof Subr) return ctx.intern(a.name as string);
  return argSymbol(a);
}

export const CONTROL_BUILTINS = defineBuiltins([
  {
    name: 'eval', min: 1, max: 1, doc: '(eval expr) — Evaluates expr and returns its value.',
    fn: ([x], ctx) => ctx.evaluate(x as Value),
  },
  {
    name: 'apply', min: 2, max: 2, doc: '(apply fn list) — Calls fn with the elements of list as its arguments.',
    fn: ([f, l], ctx) => ctx.apply(f as Value, argListItems(l as Value)),
  },
  {
    name: 'exit', min: 0, max: 0, doc: '(exit) — Aborts the program ("quit / exit abort" goes to *error*).',
    fn: () => raise('quitExit'),
  },
  {
    name: 'quit', min: 0, max: 0, doc: '(quit) — Same as exit.',
    fn: () => raise('quitExit'),
  },
  {
    name: 'vl-catch-all-apply', min: 1, max: 2,
    doc: '(vl-catch-all-apply fn [list]) — Calls fn; on an error returns an error object instead of stopping.',
    fn: ([f, l], ctx) => {
      return ctx.catchApply(f as Value, l === undefined ? [] : argListItems(l));
    },
    fn1: (f, ctx) => ctx.catchApply(f, []),
  },
  {
    name: 'vl-catch-all-error-p', min: 1, max: 1, doc: '(vl-catch-all-error-p x) — T if x is an error object from vl-catch-all-apply.',
    fn: ([x], ctx) => (x instanceof CatchAllError ? ctx.T : null),
  },
  {
    name: 'vl-catch-all-error-message', min: 1, max: 1, doc: '(vl-catch-all-error-message err) — The message of a caught error.',
    fn: ([x]) => {
      if (!(x instanceof CatchAllError)) return raiseBadArg('vl-catch-all-apply-error-p', x ?? null);
      return x.message;
    },
  },
  {
    name: 'vl-exit-with-error', min: 1, max: 1, doc: '(vl-exit-with-error message) — Leaves with an error carrying message.',
    fn: ([m]) => {
      throw makeError('customMessage', argString(m as Value));
    },
  },
  {
    name: 'vl-exit-with-value', min: 1, max: 1, doc: '(vl-exit-with-value value) — Leaves the enclosing vl-catch-all-apply returning value.',
    fn: ([v]) => {
      const err = makeError('quitExit');
      err.exitValue = v as Value;
      throw err;
    },
  },
  {
    name: 'defun-q-list-ref', min: 1, max: 1, doc: '(defun-q-list-ref sym) — The list that defines a defun-q function.',
    fn: ([s]) => {
      const v = argSymbol(s as Value).value;
      return v instanceof Cons ? v : null;
    },
  },
  {
    name: 'defun-q-list-set', min: 2, max: 2, doc: '(defun-q-list-set sym list) — Defines sym as a function from a defun-q list; returns sym.',
    fn: ([s, l]) => {
      const sym = argSymbol(s as Value);
      sym.value = argList(l as Value);
      return sym;
    },
  },
  {
    name: 'trace', min: 0, max: Infinity, doc: '(trace [fn ...]) — Prints each call and result of the named functions; returns the last name.',
    fn: (args, ctx) => {
      let last: Value = null;
      for (const a of args) {
        const s = tracedName(a, ctx);
        ctx.traced.add(s.name);
        last = s;
      }
      return last;
    },
  },
  {
    name: 'untrace', min: 0, max: Infinity, doc: '(untrace [fn ...]) — Stops tracing the named functions; returns the last name.',
    fn: (args, ctx) => {
      let last: Value = null;
      for (const a of args) {
        const s = tracedName(a, ctx);
        ctx.traced.delete(s.name);
        last = s;
      }
      return last;
    },
  },
]);

export const isUserFunction = (v: Value): boolean => v instanceof Usubr || (v instanceof Sym && v.value instanceof Usubr);
