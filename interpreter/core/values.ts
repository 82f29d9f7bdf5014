/*
 * AutoLISP values as plain JS data, shaped for speed in the evaluator's hot path.
 *
 *   nil       -> null                      (the empty list and false)
 *   INT       -> JS number, always int32   (so `typeof v === 'number'` is the integer test)
 *   REAL      -> Real (boxed double)       (keeps 1 and 1.0 distinct, as AutoLISP does)
 *   STR       -> JS string                 (AutoLISP strings are immutable values)
 *   SYM       -> Sym, interned per interpreter, owning its value cell (shallow dynamic binding)
 *   LIST      -> Cons chains (dotted pairs allowed); reader-made conses carry a source span
 *   SUBR/USUBR, ENAME, PICKSET, FILE and the catch-all error object are small classes.
 *   VLA-OBJECT, VARIANT and SAFEARRAY (ActiveX) too; what a VLA-object stands for is the drawing
 *   layer's business (drawing/activex), so here it is an opaque `target`.
 */
import type { Ctx } from './context.js';
import type { Span } from './span.js';
import { MemberList } from './member-list.js';

export type Value =
  | null
  | number
  | Real
  | string
  | Sym
  | Cons
  | Subr
  | Usubr
  | Ename
  | PickSet
  | LispFile
  | CatchAllError
  | VlaObject
  | Variant
  | SafeArray
  | Opaque;

/*
 * Real and Cons declare their fields instead of using parameter properties: a class field is
 * defined (as undefined) before the constructor assigns it, so every REAL and every cell paid for
 * two stores and its field could not keep V8's double representation. Made by the million.
 */
export class Real {
  declare readonly v: number;
  constructor(v: number) {
    (this as { v: number }).v = v;
  }
}

export class Sym {
  /** The value cell. Functions live here too: AutoLISP is a Lisp-1. */
  value: Value = null;
  /** How the symbol prints when AutoCAD gives it a mixed-case name (:VLR-Command-Reactor); else `name`. */
  printName?: string;
  constructor(readonly name: string) {}
}

export class Cons {
  declare car: Value;
  declare cdr: Value;
  declare span?: Span | undefined;
  constructor(car: Value, cdr: Value, span?: Span) {
    this.car = car;
    this.cdr = cdr;
    this.span = span;
  }
}

/** A builtin's body; `ctx` is what it may ask of the running interpreter (context.ts). */
export type BuiltinFn = (args: Value[], ctx: Ctx) => Value;
/** Optional fixed-arity entries of a builtin, called without an argument array on the hot path. */
export type BuiltinFn1 = (a: Value, ctx: Ctx) => Value;
export type BuiltinFn2 = (a: Value, b: Value, ctx: Ctx) => Value;

/** A builtin function. `special` marks forms the compiler handles itself (quote, setq, if ...). */
export class Subr {
  constructor(
    readonly name: string,
    readonly min: number,
    readonly max: number,
    readonly fn: BuiltinFn,
    readonly doc: string,
    readonly special = false,
    readonly address = subrAddress(name),
    /** same function for exactly one argument (only when min <= 1 <= max) */
    readonly fn1?: BuiltinFn1,
    /** same function for exactly two arguments (only when min <= 2 <= max) */
    readonly fn2?: BuiltinFn2,
  ) {}
}

/** A user function made by defun, lambda or defun-q. */
export class Usubr {
  constructor(
    /** upper-case name, or null for a lambda */
    readonly name: string | null,
    readonly params: Sym[],
    readonly locals: Sym[],
    /** compiled body, evaluated in order; the last value is returned */
    readonly body: ReadonlyArray<() => Value>,
    /** the list form (args body...) kept for defun-q-list-ref and printing */
    readonly source: Value,
    readonly span: Span | undefined,
    readonly isDefunQ = false,
    readonly address = nextAddress(),
  ) {
    this.isCommand = name !== null && name.startsWith('C:');
    this.simple1 = params.length === 1 && locals.length === 0 && !this.isCommand;
    this.param0 = this.simple1 ? (params[0] as Sym) : null;
    this.body0 = body.length === 1 ? (body[0] as () => Value) : null;
  }
  /** a c:NAME command (the runner records which were called: the verification rule needs it) */
  readonly isCommand: boolean;
  /** one parameter, no locals, not a command: the shape Interp.callUser1 calls without an argument array */
  readonly simple1: boolean;
  /** the one parameter of a `simple1` function (null otherwise): read without an array load per call */
  readonly param0: Sym | null;
  /** the only form of a one-form body (null otherwise): called without the body loop */
  readonly body0: (() => Value) | null;
}

/** An entity name. `address` is what prints; `ref` is the drawing's own record (opaque here). */
export class Ename {
  constructor(
    readonly address: number,
    readonly ref: unknown,
  ) {}
}

/** A selection set. Members are kept in selection order. */
export class PickSet {
  readonly members: MemberList;
  /** `distinct`: no two items share an address (ssget's results), so none is dropped as a duplicate. */
  constructor(
    readonly id: number,
    items: readonly Ename[],
    distinct = false,
  ) {
    this.members = new MemberList(items, distinct);
  }

  /** The members in order (a fresh array after each edit; edit through `members`). */
  get items(): Ename[] {
    return this.members.toArray();
  }

  set items(items: readonly Ename[]) {
    this.members.reset(items);
  }
}

/** An open (virtual) file descriptor; `impl` belongs to the runner's sandboxed file system. */
export class LispFile {
  open = true;
  constructor(
    readonly name: string,
    readonly mode: 'r' | 'w' | 'a',
    readonly impl: unknown,
    readonly address = nextAddress(),
  ) {}
}

/** What vl-catch-all-apply returns when the call failed. */
export class CatchAllError {
  constructor(readonly message: string) {}
}

/** What a VLA-object stands for (drawing/activex implements it). */
export interface VlaTarget {
  /** A collection's members in iteration order (vlax-for); undefined when the object is no collection. */
  members?(): Value[] | undefined;
}

/**
 * An ActiveX object as AutoLISP holds it: `#<VLA-OBJECT IAcadLine 000002a1b4c3d2e8>`. There is one
 * per underlying object and run, so `eq` is identity; `released` is set by vlax-release-object.
 */
export class VlaObject {
  released = false;
  constructor(
    /** the interface name it prints with (IAcadLine, IAcadDocument...) */
    readonly iface: string,
    /** the per-run address it prints with */
    readonly address: number,
    readonly target: VlaTarget,
  ) {}
}

/** An ActiveX variant: a type code (vlax-vbDouble 5, 8192 + element type for arrays) and a value. */
export class Variant {
  constructor(
    readonly vt: number,
    /** the content: a number, string, VLA-object, :vlax-true/:vlax-false, SafeArray, or nil */
    readonly value: Value,
  ) {}
}

/** An ActiveX safearray: element type, 1 to 16 dimensions as [lower, upper] bounds, elements in row-major order. */
export class SafeArray {
  constructor(
    readonly vt: number,
    readonly bounds: ReadonlyArray<readonly [number, number]>,
    readonly items: Value[],
  ) {}
}

/** Values we carry but do not model. */
export class Opaque {
  constructor(
    readonly typeName: string,
    readonly printed: string,
    readonly data: unknown = undefined,
  ) {}
}

const FIRST_ADDRESS = 0x2a1f3b0;
let addressCounter = FIRST_ADDRESS;
/** Restart printed addresses (runners call this per run, so the same run prints the same). */
export function resetAddresses(): void {
  addressCounter = FIRST_ADDRESS;
}
function nextAddress(): number {
  addressCounter += 0x28;
  return addressCounter;
}
/** Builtin addresses derive from the name so printing a SUBR is deterministic across runs. */
function subrAddress(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return 0x1d000000 + ((h >>> 0) % 0xffffff) * 8;
}

// ---- small helpers used everywhere -------------------------------------------------

export const isInt = (v: Value): v is number => typeof v === 'number';
export const isReal = (v: Value): v is Real => v instanceof Real;
export const isNumber = (v: Value): v is number | Real => typeof v === 'number' || v instanceof Real;
export const isCons = (v: Value): v is Cons => v instanceof Cons;
export const isList = (v: Value): v is Cons | null => v === null || v instanceof Cons;
export const isFunction = (v: Value): v is Subr | Usubr => v instanceof Subr || v instanceof Usubr;

/** The JS number of an INT or REAL (callers check the type first). */
export const num = (v: number | Real): number => (typeof v === 'number' ? v : v.v);

/** Wrap a JS number as an AutoLISP REAL. */
export const real = (n: number): Real => new Real(n);

/** Truncate to a 32-bit signed integer the way AutoLISP integer arithmetic wraps. */
export const int32 = (n: number): number => n | 0;

/** Build a proper list from an array (optionally with a dotted tail). */
export function list(items: readonly Value[], tail: Value = null): Value {
  let out = tail;
  for (let i = items.length - 1; i >= 0; i--) out = new Cons(items[i] as Value, out);
  return out;
}

/** Proper-list elements as an array; a dotted tail is ignored (callers that care check it). */
export function toArray(v: Value): Value[] {
  const out: Value[] = [];
  while (v instanceof Cons) {
    out.push(v.car);
    v = v.cdr;
  }
  return out;
}

/** (a . b) */
export const cons = (a: Value, b: Value): Cons => new Cons(a, b);
