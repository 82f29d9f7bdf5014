/*
 * Values crossing the ActiveX boundary. Arguments: a vla- call wants variants (a point is
 * (vlax-3d-point p), an array a safearray or a variant of one) and refuses a plain list with
 * AutoCAD's "no coercion" error; vlax-invoke/vlax-put take plain lists too. Results: members return
 * the vla form (variants, safearrays, :vlax-true/:vlax-false), which `lispify` turns into what
 * vlax-get/vlax-invoke return (lists, -1/0).
 */
import { raise } from '../../core/errors.js';
import { prin1 } from '../../core/printer.js';
import { Cons, Real, SafeArray, Sym, Variant, VlaObject, list, type Value } from '../../core/values.js';
import type { AxStyle } from './model.js';
import { itemsOf, numbersOf, safearrayToList } from './variant-values.js';

/** A vla-form result as vlax-get/vlax-invoke give it. */
export function lispify(v: Value): Value {
  if (v instanceof Variant) return lispify(v.value);
  if (v instanceof SafeArray) {
    const l = safearrayToList(v);
    return mapTree(l);
  }
  if (v instanceof Sym) {
    if (v.name === ':VLAX-TRUE') return -1;
    if (v.name === ':VLAX-FALSE') return 0;
  }
  return v;
}

function mapTree(v: Value): Value {
  if (!(v instanceof Cons)) return lispify(v);
  const out: Value[] = [];
  for (let c: Value = v; c instanceof Cons; c = c.cdr) out.push(c.car instanceof Cons ? mapTree(c.car) : lispify(c.car));
  return list(out);
}

const typeMismatch = (): never => raise('axServerError', 'Type mismatch');

/** Refuse a value the style cannot hand over: a list to a vla- call is not a VARIANT. */
function refuse(v: Value, style: AxStyle): never {
  if (style === 'vla' && v instanceof Cons) return raise('axNoCoercion', prin1(v));
  return typeMismatch();
}

/** A 3D point argument (a 2D one gets z = 0). */
export function argPoint(v: Value, style: AxStyle): [number, number, number] {
  const n = numbersOf(v, style === 'lisp');
  if (!n || n.length < 2 || n.length > 3) return refuse(v, style);
  return [n[0]!, n[1]!, n[2] ?? 0];
}

/** A 2D point argument (LWPolyline vertices): x y (a third number is ignored). */
export function argPoint2(v: Value, style: AxStyle): [number, number] {
  const n = numbersOf(v, style === 'lisp');
  if (!n || n.length < 2 || n.length > 3) return refuse(v, style);
  return [n[0]!, n[1]!];
}

/** An array of doubles (coordinate lists, matrices). */
export function argDoubles(v: Value, style: AxStyle): number[] {
  const n = numbersOf(v, style === 'lisp');
  if (!n) return refuse(v, style);
  return n;
}

/** An array of objects (AppendOuterLoop, AddRegion, SelectionSet.AddItems). */
export function argObjects(v: Value, style: AxStyle): VlaObject[] {
  const items = itemsOf(v, style === 'lisp');
  if (!items || !items.every((x) => x instanceof VlaObject)) return refuse(v, style);
  return items as VlaObject[];
}

const unwrap = (v: Value): Value => (v instanceof Variant ? v.value : v);

export function argDouble(v: Value): number {
  const u = unwrap(v);
  if (typeof u === 'number') return u;
  if (u instanceof Real) return u.v;
  return typeMismatch();
}

/** A Long/Integer argument (a real is rounded, as COM converts it). */
export function argLong(v: Value): number {
  const u = unwrap(v);
  if (typeof u === 'number') return u;
  if (u instanceof Real) return Math.round(u.v);
  return typeMismatch();
}

export function argText(v: Value): string {
  const u = unwrap(v);
  if (typeof u === 'string') return u;
  if (typeof u === 'number') return String(u);
  return typeMismatch();
}

/** A Boolean argument: :vlax-true/:vlax-false, T/nil, or a number (non-zero is true). */
export function argBool(v: Value): boolean {
  const u = unwrap(v);
  if (u === null) return false;
  if (u instanceof Sym) {
    if (u.name === ':VLAX-TRUE' || u.name === 'T') return true;
    if (u.name === ':VLAX-FALSE') return false;
  }
  if (typeof u === 'number') return u !== 0;
  if (u instanceof Real) return u.v !== 0;
  return typeMismatch();
}

export function argObject(v: Value): VlaObject {
  const u = unwrap(v);
  if (u instanceof VlaObject) return u;
  return typeMismatch();
}

/** A collection index: a 0-based integer or a name. */
export function argIndex(v: Value): number | string {
  const u = unwrap(v);
  if (typeof u === 'number' || typeof u === 'string') return u;
  if (u instanceof Real) return Math.trunc(u.v);
  return typeMismatch();
}
