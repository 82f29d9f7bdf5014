/*
 * `if` and `while` whose test is a two-operand ordering comparison (< > <= >=) of the builtin the
 * head symbol holds when the form is compiled: the loop of a counting `while` and the base case
 * of a recursive function. The comparison runs inside the special form's own closure, as a JS
 * boolean, instead of through a call closure of its own returning T or nil: one closure call and
 * one T/nil round trip fewer per test, and the test is code of the form's own literal, so V8's
 * type feedback for it does not depend on which other closures a run happened to make first.
 *
 * The test is exactly what its call closure (inline-ops.ts `lt` ...) would do: one step with the
 * test's span, the head read before the operands, leaf operands read from their cells, INT/INT
 * compared in place, INT/REAL mixes through the builtin's two-argument entry (which cannot fail
 * on numbers), anything else or a redefined head through the ordinary call (call2Slow), which
 * raises exactly as before. Debug runs never get here (the debugger wraps every compound form).
 */
import type { Span } from '../core/span.js';
import { Cons, Real, Subr, Sym, type Value } from '../core/values.js';
import { raiseAt } from '../core/errors.js';
import { greater2, greaterEq2, less2, lessEq2 } from '../builtins/compare.js';
import { MAX_FORM_NESTING, operand, type Operand, type Thunk } from './compile.js';
import { call2Slow } from './inline-ops.js';
import type { Interp } from './interp.js';

/** The four orderings (a const enum: its values are literals in the code, not variables V8 loads). */
const enum Order {
  LT,
  GT,
  LE,
  GE,
}
const OPS = new Map<unknown, Order>([
  [less2, Order.LT],
  [greater2, Order.GT],
  [lessEq2, Order.LE],
  [greaterEq2, Order.GE],
]);

/** The parts of a comparison test run in place. */
export interface CompareTest {
  ip: Interp;
  sym: Sym;
  subr: Subr;
  op: Order;
  a: Operand;
  b: Operand;
  span: Span | undefined;
}

/** The comparison test `form` compiles to in place, or null when it is not one (or in a debug run). */
export function compareTest(ip: Interp, form: Value, span: Span | undefined): CompareTest | null {
  if (ip.debug !== null || !(form instanceof Cons)) return null;
  const head = form.car;
  if (!(head instanceof Sym)) return null;
  const f = head.value;
  if (!(f instanceof Subr) || f.special || f.fn2 === undefined) return null;
  const op = OPS.get(f.fn2);
  if (op === undefined) return null;
  const args = form.cdr;
  if (!(args instanceof Cons) || !(args.cdr instanceof Cons) || args.cdr.cdr !== null) return null;
  const here = form.span ?? span;
  // what compile() would check for the test form itself
  if (ip.compileDepth >= MAX_FORM_NESTING) return raiseAt(here, 'nestingTooDeep', MAX_FORM_NESTING);
  ip.compileDepth++;
  try {
    return { ip, sym: head, subr: f, op, a: operand(ip, args.car, here), b: operand(ip, args.cdr.car, here), span: here };
  } finally {
    ip.compileDepth--;
  }
}

/** Whether the comparison holds for two INTs. */
const holds = (op: Order, x: number, y: number): boolean => (op === Order.LT ? x < y : op === Order.GT ? x > y : op === Order.LE ? x <= y : x >= y);

/** The test's value as a JS boolean (one step), the way its call closure computes it. */
function testHolds(t: CompareTest, x: Value, y: Value, f: Value): boolean {
  if (f === t.subr) {
    if (typeof x === 'number' && typeof y === 'number') return holds(t.op, x, y);
    if ((typeof x === 'number' || x instanceof Real) && (typeof y === 'number' || y instanceof Real)) return (t.subr.fn2 as NonNullable<Subr['fn2']>)(x, y, t.ip) !== null;
  }
  return call2Slow(t.ip, f, x, y, t.span, t.sym) !== null;
}

/*
 * The closures below read only parameters of the functions that make them, never captured
 * `const`s, which V8 checks for their temporal dead zone on every read.
 */

/** `(if test then [else])` with a comparison test; a missing else is a constant nil operand. */
export function ifCompare(ip: Interp, span: Span | undefined, t: CompareTest, thenOp: Operand, elseOp: Operand): Thunk {
  return ifThunk(ip, span, t, t.sym, t.subr, t.op, t.a.cell, t.a.thunk, t.b.cell, t.b.thunk, t.span, thenOp.cell, thenOp.thunk, elseOp.cell, elseOp.thunk);
}

function ifThunk(
  ip: Interp,
  span: Span | undefined,
  t: CompareTest,
  sym: Sym,
  subr: Subr,
  op: Order,
  c0: Sym | null,
  t0: Thunk,
  c1: Sym | null,
  t1: Thunk,
  testSpan: Span | undefined,
  thenCell: Sym | null,
  then: Thunk,
  elseCell: Sym | null,
  otherwise: Thunk,
): Thunk {
  return () => {
    if ((ip.steps += 2) > ip.nextCheck) ip.step2Past(span, testSpan);
    const f = sym.value;
    const x = c0 !== null ? c0.value : t0();
    const y = c1 !== null ? c1.value : t1();
    const yes = f === subr && typeof x === 'number' && typeof y === 'number' ? holds(op, x, y) : testHolds(t, x, y, f);
    if (yes) return thenCell !== null ? thenCell.value : then();
    return elseCell !== null ? elseCell.value : otherwise();
  };
}

/** `(while test body...)` with a comparison test. */
export function whileCompare(ip: Interp, span: Span | undefined, t: CompareTest, body: Thunk[]): Thunk {
  return whileThunk(ip, span, t, t.sym, t.subr, t.op, t.a.cell, t.a.thunk, t.b.cell, t.b.thunk, t.span, body, body.length, body[0] as Thunk);
}

function whileThunk(
  ip: Interp,
  span: Span | undefined,
  t: CompareTest,
  sym: Sym,
  subr: Subr,
  op: Order,
  c0: Sym | null,
  t0: Thunk,
  c1: Sym | null,
  t1: Thunk,
  testSpan: Span | undefined,
  body: Thunk[],
  n: number,
  b0: Thunk,
): Thunk {
  // One step call for the while's own step and each iteration's (both with the while's span), so
  // the closure's entry, run once per loop, has no code of its own that V8 would first see in a
  // later run's loop (an optimised loop compiled without it leaves at that code on the next run).
  return () => {
    let v: Value = null;
    let started = false;
    for (;;) {
      if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
      if (started) {
        if (n === 1) v = b0();
        else for (let i = 0; i < n; i++) v = (body[i] as Thunk)();
      }
      started = true;
      if (++ip.steps > ip.nextCheck) ip.checkLimits(testSpan);
      const f = sym.value;
      const x = c0 !== null ? c0.value : t0();
      const y = c1 !== null ? c1.value : t1();
      if (!(f === subr && typeof x === 'number' && typeof y === 'number' ? holds(op, x, y) : testHolds(t, x, y, f))) return v;
    }
  };
}
