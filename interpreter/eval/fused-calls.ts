/*
 * One-argument calls whose argument is itself a call of an in-place builtin on leaves, the shape
 * of nearly every recursive step: `(fib (- n 1))`, `(walk (cdr l))`, `(f (1+ i))`. The call's
 * closure computes the argument itself instead of calling the argument's closure: one closure
 * call and one step check fewer per call, and code V8 inlines without spending its budget.
 *
 * Exactly what the two closures would do (calls.ts call1Form, then inline-ops.ts): the call's step
 * (its span), the head read, the argument's step (the argument's span), its head read, its
 * operands read from their cells, the builtin's fixed-arity entry when it still holds that builtin
 * and the operands are ones it cannot fail on, otherwise the ordinary call (call1Slow/call2Slow),
 * which raises as before. Two steps counted at once are taken back and counted one by one when
 * they reach a limit (Interp.step2Past), so a budget stops at the same step on the same form.
 * Plain runs only: a debug run wraps every compound form (the argument's too).
 */
import type { Span } from '../core/span.js';
import { Cons, Real, Subr, Sym, Usubr, type Value } from '../core/values.js';
import { dec1, inc1, minus2, plus2 } from '../builtins/math.js';
import { car, cdr } from '../builtins/lists.js';
import { operand, type Operand, type Thunk } from './compile.js';
import { call1Slow, call2Slow } from './inline-ops.js';
import type { Interp } from './interp.js';

/** The one-operand builtins a fused call runs in place. */
const enum Op1 {
  Inc,
  Dec,
  Car,
  Cdr,
}

const OPS1 = new Map<unknown, Op1>([
  [inc1, Op1.Inc],
  [dec1, Op1.Dec],
  [car, Op1.Car],
  [cdr, Op1.Cdr],
]);

const isNum = (v: Value): boolean => typeof v === 'number' || v instanceof Real;

/** The fused closure for `(sym arg)`, or null when `arg` is not an in-place builtin's call on leaves. */
export function fusedCall1(ip: Interp, sym: Sym, arg: Operand, span: Span | undefined): Thunk | null {
  const form = arg.form;
  if (arg.cell !== null || !(form instanceof Cons)) return null;
  const head = form.car;
  if (!(head instanceof Sym)) return null;
  const subr = head.value;
  if (!(subr instanceof Subr) || subr.special) return null;
  const args = form.cdr;
  if (!(args instanceof Cons) || args.car instanceof Cons) return null;
  const argSpan = form.span ?? span;
  const rest = args.cdr;
  if (rest === null) {
    const op = subr.fn1 !== undefined ? OPS1.get(subr.fn1) : undefined;
    if (op === undefined) return null;
    return fused1(ip, sym, span, head, subr, op, operand(ip, args.car, argSpan).cell as Sym, argSpan);
  }
  if (!(rest instanceof Cons) || rest.cdr !== null || rest.car instanceof Cons) return null;
  if (subr.fn2 !== plus2 && subr.fn2 !== minus2) return null;
  const x = operand(ip, args.car, argSpan).cell as Sym;
  const y = operand(ip, rest.car, argSpan).cell as Sym;
  return fused2(ip, sym, span, head, subr, subr.fn2 === minus2, x, y, argSpan);
}

/** `(f (op a))` for 1+ 1- car cdr. */
function fused1(ip: Interp, sym: Sym, span: Span | undefined, opSym: Sym, subr: Subr, op: Op1, c0: Sym, argSpan: Span | undefined): Thunk {
  return () => {
    if ((ip.steps += 2) > ip.nextCheck) ip.step2Past(span, argSpan);
    const f = sym.value;
    const g = opSym.value;
    const a = c0.value;
    let x: Value;
    if (g !== subr) x = call1Slow(ip, g, a, argSpan, opSym);
    else if (op === Op1.Inc) x = isNum(a) ? inc1(a) : call1Slow(ip, g, a, argSpan, opSym);
    else if (op === Op1.Dec) x = isNum(a) ? dec1(a) : call1Slow(ip, g, a, argSpan, opSym);
    else if (a instanceof Cons) x = op === Op1.Car ? a.car : a.cdr;
    else x = a === null ? null : call1Slow(ip, g, a, argSpan, opSym);
    return f instanceof Usubr ? ip.callUser1(f, x, span) : call1Slow(ip, f, x, span, sym);
  };
}

/** `(f (+ a b))` and `(f (- a b))`. */
function fused2(ip: Interp, sym: Sym, span: Span | undefined, opSym: Sym, subr: Subr, minus: boolean, c0: Sym, c1: Sym, argSpan: Span | undefined): Thunk {
  return () => {
    if ((ip.steps += 2) > ip.nextCheck) ip.step2Past(span, argSpan);
    const f = sym.value;
    const g = opSym.value;
    const a = c0.value;
    const b = c1.value;
    const x = g === subr && isNum(a) && isNum(b) ? (minus ? minus2(a, b) : plus2(a, b)) : call2Slow(ip, g, a, b, argSpan, opSym);
    return f instanceof Usubr ? ip.callUser1(f, x, span) : call1Slow(ip, f, x, span, sym);
  };
}
