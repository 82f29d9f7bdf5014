/*
 * Shared argument checks. Each raises AutoCAD's "bad argument type: PRED VALUE" through the one
 * error helper, so no builtin writes its own type-check `if` block.
 */
import { raise, raiseBadArg } from '../core/errors.js';
import { prin1 } from '../core/printer.js';
import { Cons, Ename, LispFile, PickSet, Real, Sym, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';

/** An INT or REAL, as a JS number. */
export function argNumber(v: Value): number {
  if (typeof v === 'number') return v;
  if (v instanceof Real) return v.v;
  return raiseBadArg('numberp', v);
}

/** An INT (AutoCAD calls the predicate fixnump). */
export function argInt(v: Value): number {
  if (typeof v === 'number') return v;
  return raiseBadArg('fixnump', v);
}

export function argString(v: Value): string {
  if (typeof v === 'string') return v;
  return raiseBadArg('stringp', v);
}

/** A list (nil or a cons). */
export function argList(v: Value): Cons | null {
  if (v === null || v instanceof Cons) return v;
  return raiseBadArg('listp', v);
}

export function argCons(v: Value): Cons {
  if (v instanceof Cons) return v;
  return raiseBadArg('consp', v);
}

export function argSymbol(v: Value): Sym {
  if (v instanceof Sym) return v;
  return raiseBadArg('symbolp', v);
}

export function argEname(v: Value): Ename {
  if (v instanceof Ename) return v;
  return raiseBadArg('lentityp', v);
}

export function argPickSet(v: Value): PickSet {
  if (v instanceof PickSet) return v;
  return raiseBadArg('lselsetp', v);
}

export function argFile(v: Value): LispFile {
  if (v instanceof LispFile) return v;
  return raiseBadArg('streamp', v);
}

/** A 2D or 3D point: a list of 2 or 3 numbers. Returns [x, y, z?]. */
export function argPoint(v: Value): number[] {
  const out: number[] = [];
  let cur = v;
  while (cur instanceof Cons && out.length < 4) {
    const c = cur.car;
    if (typeof c === 'number') out.push(c);
    else if (c instanceof Real) out.push(c.v);
    else break;
    cur = cur.cdr;
  }
  if (cur !== null || out.length < 2 || out.length > 3) raise('badArgType', '2D/3D point:', prin1(v));
  return out;
}

/** Elements of a proper list; a dotted list is a bad list. */
export function argListItems(v: Value): Value[] {
  const out: Value[] = [];
  let cur = argList(v);
  let node: Value = cur;
  while (node instanceof Cons) {
    out.push(node.car);
    node = node.cdr;
  }
  if (node !== null) raise('badList', prin1(v));
  cur = null;
  return out;
}

/** AutoLISP truth: anything but nil. */
export const truthy = (v: Value): boolean => v !== null;

/** An integer system variable (INT, or a REAL truncated), or `dflt` when unset or of another type. */
export function sysvarInt(ctx: Ctx, name: string, dflt: number): number {
  const v = ctx.sysvars.get(name);
  if (typeof v === 'number') return v;
  if (v instanceof Real) return Math.trunc(v.v);
  return dflt;
}
