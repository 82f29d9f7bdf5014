/*
 * Variants and safearrays as values: the type codes (vlax-vb*), the default variant type of a LISP
 * value, conversion of a value to a variant type (vlax-make-variant, safearray elements,
 * vlax-variant-change-type), and the shapes ActiveX members use (3D points, arrays of doubles,
 * arrays of objects). Shared by the vlax- variant functions and the object model.
 */
import { raise } from '../../core/errors.js';
import { prin1 } from '../../core/printer.js';
import { Cons, Real, SafeArray, Sym, Variant, VlaObject, list, real, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';

export const VT = {
  empty: 0,
  null: 1,
  integer: 2,
  long: 3,
  single: 4,
  double: 5,
  string: 8,
  object: 9,
  boolean: 11,
  variant: 12,
  array: 8192,
} as const;

/** Element types vlax-make-safearray accepts. */
export const SAFEARRAY_TYPES: ReadonlySet<number> = new Set([VT.integer, VT.long, VT.single, VT.double, VT.string, VT.object, VT.boolean, VT.variant]);

const isTrueSym = (v: Value): boolean => v instanceof Sym && v.name === ':VLAX-TRUE';
const isFalseSym = (v: Value): boolean => v instanceof Sym && v.name === ':VLAX-FALSE';
const isNullSym = (v: Value): boolean => v instanceof Sym && v.name === ':VLAX-NULL';

/** The variant type vlax-make-variant gives a value when none is asked for (undefined: none fits). */
export function defaultVariantType(v: Value): number | undefined {
  if (v === null) return VT.empty;
  if (typeof v === 'number') return VT.long;
  if (v instanceof Real) return VT.double;
  if (typeof v === 'string') return VT.string;
  if (v instanceof VlaObject) return VT.object;
  if (v instanceof SafeArray) return VT.array + v.vt;
  if (v instanceof Variant) return v.vt;
  if (isTrueSym(v) || isFalseSym(v)) return VT.boolean;
  if (isNullSym(v)) return VT.null;
  if (v instanceof Sym && v.name === 'T') return VT.boolean;
  return undefined;
}

/** The number in an INT/REAL (or undefined). */
const numOf = (v: Value): number | undefined => (typeof v === 'number' ? v : v instanceof Real ? v.v : undefined);

/** COM's rounding of a double to an integer type: half to even. */
function roundHalfEven(n: number): number {
  const r = Math.round(n);
  return Math.abs(n % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** A number as COM writes it in a string (shortest form, 15 significant digits at most). */
function numberText(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(15)));
}

/**
 * `v` as the content of a variant of type `vt` (not an array type), or undefined when it does not
 * convert. Booleans become :vlax-true/:vlax-false.
 */
export function convertScalar(ctx: Ctx, v: Value, vt: number): Value | undefined {
  if (v instanceof Variant) return convertScalar(ctx, v.value, vt);
  switch (vt) {
    case VT.empty:
      return null;
    case VT.null:
      return ctx.intern(':VLAX-NULL');
    case VT.integer:
    case VT.long: {
      let n = numOf(v);
      if (n === undefined && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) n = Number(v);
      if (n === undefined && (isTrueSym(v) || isFalseSym(v))) n = isTrueSym(v) ? -1 : 0;
      if (n === undefined) return undefined;
      const i = roundHalfEven(n);
      const [lo, hi] = vt === VT.integer ? [-32768, 32767] : [-2147483648, 2147483647];
      return i >= lo && i <= hi ? i : undefined;
    }
    case VT.single:
    case VT.double: {
      let n = numOf(v);
      if (n === undefined && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) n = Number(v);
      if (n === undefined && (isTrueSym(v) || isFalseSym(v))) n = isTrueSym(v) ? -1 : 0;
      if (n === undefined) return undefined;
      return real(vt === VT.single ? Math.fround(n) : n);
    }
    case VT.string: {
      if (typeof v === 'string') return v;
      const n = numOf(v);
      if (n !== undefined) return typeof v === 'number' ? String(n) : numberText(n);
      if (isTrueSym(v) || isFalseSym(v)) return isTrueSym(v) ? 'True' : 'False';
      return undefined;
    }
    case VT.object:
      return v instanceof VlaObject || v === null ? v : undefined;
    case VT.boolean: {
      if (isTrueSym(v) || isFalseSym(v)) return v;
      if (v instanceof Sym && v.name === 'T') return ctx.intern(':VLAX-TRUE');
      if (v === null) return ctx.intern(':VLAX-FALSE');
      const n = numOf(v);
      if (n !== undefined) return ctx.intern(n !== 0 ? ':VLAX-TRUE' : ':VLAX-FALSE');
      return undefined;
    }
    case VT.variant:
      return v;
    default:
      return undefined;
  }
}

/** A variant of type `vt` holding `v`; raises AutoCAD's coercion error when `v` does not convert. */
export function makeVariant(ctx: Ctx, v: Value, vt?: number): Variant {
  if (vt === undefined) {
    if (v instanceof Variant) return v;
    const d = defaultVariantType(v);
    if (d === undefined) return raise('axNoCoercion', prin1(v));
    vt = d;
    if (v instanceof Sym && v.name === 'T') v = ctx.intern(':VLAX-TRUE');
    return new Variant(vt, v);
  }
  if (vt >= VT.array) {
    const inner = v instanceof Variant ? v.value : v;
    if (!(inner instanceof SafeArray)) return raise('axNoCoercion', prin1(v));
    return new Variant(VT.array + inner.vt, inner);
  }
  const c = convertScalar(ctx, v, vt);
  if (c === undefined) return raise('axNoCoercion', prin1(v));
  return new Variant(vt, c);
}

/** The element a new safearray of type `vt` starts with. */
export function initialElement(ctx: Ctx, vt: number): Value {
  switch (vt) {
    case VT.integer:
    case VT.long:
      return 0;
    case VT.single:
    case VT.double:
      return real(0);
    case VT.string:
      return '';
    case VT.boolean:
      return ctx.intern(':VLAX-FALSE');
    case VT.variant:
      return new Variant(VT.empty, null);
    default:
      return null;
  }
}

/** `v` stored as an element of a safearray of type `vt` (variant arrays wrap it in a variant). */
export function safearrayElement(ctx: Ctx, v: Value, vt: number): Value {
  if (vt === VT.variant) return v instanceof Variant ? v : makeVariant(ctx, v);
  const c = convertScalar(ctx, v, vt);
  if (c === undefined) return raise('axNoCoercion', prin1(v));
  return c;
}

export const elementCount = (sa: SafeArray): number => sa.bounds.reduce((n, [lo, hi]) => n * Math.max(0, hi - lo + 1), 1);

/** A one-dimensional safearray of doubles. */
export function doubleArray(values: readonly number[]): SafeArray {
  return new SafeArray(VT.double, [[0, values.length - 1]], values.map(real));
}

/** A variant holding an array of doubles (`#<variant 8197 ...>`): points, coordinate lists, matrices. */
export function doublesVariant(values: readonly number[]): Variant {
  return new Variant(VT.array + VT.double, doubleArray(values));
}

/** A variant holding an array of objects (`#<variant 8201 ...>`): GetAttributes, Explode, Offset... */
export function objectsVariant(objs: readonly VlaObject[]): Variant {
  return new Variant(VT.array + VT.object, new SafeArray(VT.object, [[0, objs.length - 1]], objs.slice()));
}

/** The nested list of a safearray (vlax-safearray->list). */
export function safearrayToList(sa: SafeArray): Value {
  if (sa.bounds.length <= 1) return list(sa.items);
  const dims = sa.bounds.map(([lo, hi]) => Math.max(0, hi - lo + 1));
  let pos = 0;
  const build = (d: number): Value => {
    const out: Value[] = [];
    for (let i = 0; i < dims[d]!; i++) out.push(d === dims.length - 1 ? sa.items[pos++]! : build(d + 1));
    return list(out);
  };
  return build(0);
}

/** The numbers of a value standing for a list of doubles: a safearray, a variant of one, or (lisp) a list. */
export function numbersOf(v: Value, allowList: boolean): number[] | undefined {
  if (v instanceof Variant) v = v.value;
  if (v instanceof SafeArray) {
    const out: number[] = [];
    for (const x of v.items) {
      const n = numOf(x instanceof Variant ? x.value : x);
      if (n === undefined) return undefined;
      out.push(n);
    }
    return out;
  }
  if (allowList && v instanceof Cons) {
    const out: number[] = [];
    for (let c: Value = v; c !== null; c = (c as Cons).cdr) {
      if (!(c instanceof Cons)) return undefined;
      const n = numOf(c.car);
      if (n === undefined) return undefined;
      out.push(n);
    }
    return out;
  }
  return undefined;
}

/** A list of LISP values for a value standing for an array of objects (safearray, variant, or a list). */
export function itemsOf(v: Value, allowList: boolean): Value[] | undefined {
  if (v instanceof Variant) v = v.value;
  if (v instanceof SafeArray) return v.items.map((x) => (x instanceof Variant ? x.value : x));
  if (v instanceof VlaObject) return [v];
  if (allowList && (v instanceof Cons || v === null)) {
    const out: Value[] = [];
    for (let c: Value = v; c instanceof Cons; c = c.cdr) out.push(c.car);
    return out;
  }
  return undefined;
}
