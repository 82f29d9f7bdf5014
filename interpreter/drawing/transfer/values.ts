/*
 * System-variable values as plain data, for a drawing crossing threads (transfer/) and the
 * serialized form (port.ts). Integers, strings, reals, nil and (nested) lists of those; any other
 * value (a symbol, an ename) has no meaning in another drawing and is left out.
 */
import { Cons, Real, type Value } from '../../core/values.js';

export type PlainValue = { i: number } | { s: string } | { r: number } | { n: 1 } | { l: PlainValue[]; t?: PlainValue };

export function encodeSysvarValue(v: Value): PlainValue | undefined {
  if (typeof v === 'number') return { i: v };
  if (typeof v === 'string') return { s: v };
  if (v instanceof Real) return { r: v.v };
  if (v === null) return { n: 1 };
  if (!(v instanceof Cons)) return undefined;
  const items: PlainValue[] = [];
  let cur: Value = v;
  while (cur instanceof Cons) {
    const e = encodeSysvarValue(cur.car);
    if (e === undefined) return undefined;
    items.push(e);
    cur = cur.cdr;
  }
  if (cur === null) return { l: items };
  const tail = encodeSysvarValue(cur);
  return tail === undefined ? undefined : { l: items, t: tail };
}

export function decodeSysvarValue(e: PlainValue): Value {
  if ('i' in e) return e.i;
  if ('s' in e) return e.s;
  if ('r' in e) return new Real(e.r);
  if ('l' in e) {
    let out: Value = e.t ? decodeSysvarValue(e.t) : null;
    for (let k = e.l.length - 1; k >= 0; k--) out = new Cons(decodeSysvarValue(e.l[k]!), out);
    return out;
  }
  return null;
}
