/*
 * Builtins a call closure runs in place (calls.ts). A call whose head symbol holds one of these
 * builtins when the call is compiled gets a closure of its own: when it runs and the symbol still
 * holds that builtin, it calls the builtin's fixed-arity entry directly (a static call V8
 * inlines, instead of a megamorphic call through `fn2`), but only for operands the entry cannot
 * fail on, so there is no error to stamp and no try/catch. Any other operand, or a redefined
 * symbol, takes the ordinary call (Interp.callFast1/callFast2/callAt), which raises exactly as
 * before. The arithmetic itself stays in builtins/: this file only says which entry is safe for
 * which operands. The closure counts its one step either way.
 */
import type { Span } from '../core/span.js';
import { Cons, Real, Subr, Usubr, type BuiltinFn1, type BuiltinFn2, type Sym, type Value } from '../core/values.js';
import { abs1, dec1, divide2, inc1, minus2, plus2, times2 } from '../builtins/math.js';
import { equal2, greater2, greaterEq2, less2, lessEq2, notEqual2 } from '../builtins/compare.js';
import { car, cdr, consCharged } from '../builtins/lists.js';
import { CELL_BYTES } from '../core/alloc.js';
import { eq2, isNil } from '../builtins/predicates.js';
import type { Operand, Thunk } from './compile.js';
import type { Interp } from './interp.js';

/** What a call closure is made from: the head symbol, the builtin it held at compile time, the call's span. */
interface Site {
  ip: Interp;
  sym: Sym;
  subr: Subr;
  span: Span | undefined;
}
type Make2 = (site: Site, a: Operand, b: Operand) => Thunk;
type Make1 = (site: Site, a: Operand) => Thunk;

const isNum = (v: Value): boolean => typeof v === 'number' || v instanceof Real;
const nonZero = (v: Value): boolean => (typeof v === 'number' ? v !== 0 : v instanceof Real && v.v !== 0);

/*
 * Inside a trap (Interp.trapping) a builtin's error only needs its message: the entry is called
 * right here, one frame less for the error to unwind than through callFast1/callFast2, which is
 * what trapping an error costs (V8 walks every frame between the throw and the catch).
 */

/** The ordinary two-argument call (the head was redefined, or the operands need the builtin's checks). */
export function call2Slow(ip: Interp, f: Value, x: Value, y: Value, span: Span | undefined, sym: Sym): Value {
  if (f instanceof Subr && f.fn2 !== undefined) {
    if (!ip.trapping) return ip.callFast2(f, x, y, span);
    ip.trapSpan = span;
    return f.fn2(x, y, ip);
  }
  return ip.callAt(f, [x, y], span, sym);
}

/** The ordinary one-argument call. */
export function call1Slow(ip: Interp, f: Value, x: Value, span: Span | undefined, sym: Sym): Value {
  if (f instanceof Usubr) return ip.callUser1(f, x, span);
  if (f instanceof Subr && f.fn1 !== undefined) {
    if (!ip.trapping) return ip.callFast1(f, x, span);
    ip.trapSpan = span;
    return f.fn1(x, ip);
  }
  return ip.callAt(f, [x], span, sym);
}

/*
 * One closure literal per operator, on purpose: V8 shares type feedback and optimised code
 * between closures made by the same literal, so only a literal of its own lets each operator's
 * entry be inlined into its call closure. They differ only in the guard and the entry called.
 */
const add: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr && isNum(x) && isNum(y) ? plus2(x, y) : call2Slow(ip, f, x, y, span, sym);
};
const sub: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr && isNum(x) && isNum(y) ? minus2(x, y) : call2Slow(ip, f, x, y, span, sym);
};
const mul: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr && isNum(x) && isNum(y) ? times2(x, y) : call2Slow(ip, f, x, y, span, sym);
};
const div: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr && isNum(x) && nonZero(y) ? divide2(x, y) : call2Slow(ip, f, x, y, span, sym);
};
const lt: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr && isNum(x) && isNum(y) ? less2(x, y, ip) : call2Slow(ip, f, x, y, span, sym);
};
const gt: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr && isNum(x) && isNum(y) ? greater2(x, y, ip) : call2Slow(ip, f, x, y, span, sym);
};
const le: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr && isNum(x) && isNum(y) ? lessEq2(x, y, ip) : call2Slow(ip, f, x, y, span, sym);
};
const ge: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr && isNum(x) && isNum(y) ? greaterEq2(x, y, ip) : call2Slow(ip, f, x, y, span, sym);
};
/** = /= eq accept any values: no guard */
const numEq: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr ? equal2(x, y, ip) : call2Slow(ip, f, x, y, span, sym);
};
const numNe: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr ? notEqual2(x, y, ip) : call2Slow(ip, f, x, y, span, sym);
};
const eq: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr ? eq2(x, y, ip) : call2Slow(ip, f, x, y, span, sym);
};

/** cons fails only past the memory budget: in place while a cell's worth is left */
const cons: Make2 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }, { cell: c1, thunk: t1 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  const y = c1 !== null ? c1.value : t1();
  return f === subr && ip.memoryLeft() > CELL_BYTES ? consCharged(x, y, ip) : call2Slow(ip, f, x, y, span, sym);
};

const inc: Make1 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  return f === subr && isNum(x) ? inc1(x) : call1Slow(ip, f, x, span, sym);
};
const dec: Make1 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  return f === subr && isNum(x) ? dec1(x) : call1Slow(ip, f, x, span, sym);
};
const abs: Make1 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  return f === subr && isNum(x) ? abs1(x) : call1Slow(ip, f, x, span, sym);
};
const first: Make1 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  return f === subr && (x instanceof Cons || x === null) ? car(x) : call1Slow(ip, f, x, span, sym);
};
const rest: Make1 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  return f === subr && (x instanceof Cons || x === null) ? cdr(x) : call1Slow(ip, f, x, span, sym);
};
const nilP: Make1 = ({ ip, sym, subr, span }, { cell: c0, thunk: t0 }) => () => {
  if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
  const f = sym.value;
  const x = c0 !== null ? c0.value : t0();
  return f === subr ? isNil(x, ip) : call1Slow(ip, f, x, span, sym);
};

const OPS2 = new Map<BuiltinFn2, Make2>([
  [plus2, add],
  [minus2, sub],
  [times2, mul],
  [divide2, div],
  [less2, lt],
  [greater2, gt],
  [lessEq2, le],
  [greaterEq2, ge],
  [equal2, numEq],
  [notEqual2, numNe],
  [eq2, eq],
  [consCharged, cons],
]);

const OPS1 = new Map<BuiltinFn1, Make1>([
  [inc1, inc],
  [dec1, dec],
  [abs1, abs],
  [car, first],
  [cdr, rest],
  [isNil, nilP],
]);

/** True when a call of `f` with that many arguments would run in place (tests). */
export function runsInPlace(f: Value, argc: 1 | 2): boolean {
  return f instanceof Subr && (argc === 1 ? f.fn1 !== undefined && OPS1.has(f.fn1) : f.fn2 !== undefined && OPS2.has(f.fn2));
}

/** The in-place closure for a two-argument call of `sym`, or null when what it holds has none. */
export function inPlace2(ip: Interp, sym: Sym, a: Operand, b: Operand, span: Span | undefined): Thunk | null {
  const f = sym.value;
  const make = f instanceof Subr && f.fn2 !== undefined ? OPS2.get(f.fn2) : undefined;
  return make ? make({ ip, sym, subr: f as Subr, span }, a, b) : null;
}

/** The in-place closure for a one-argument call of `sym`, or null. */
export function inPlace1(ip: Interp, sym: Sym, a: Operand, span: Span | undefined): Thunk | null {
  const f = sym.value;
  const make = f instanceof Subr && f.fn1 !== undefined ? OPS1.get(f.fn1) : undefined;
  return make ? make({ ip, sym, subr: f as Subr, span }, a) : null;
}
