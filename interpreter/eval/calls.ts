/*
 * Calls whose head is a symbol (nearly all calls). The function is read from the symbol's value
 * cell when the call runs, before its arguments (so redefinition works, and an argument that
 * redefines the head does not change this call). Arguments that are leaves (symbols, constants)
 * are read from their cells in place instead of through a closure call (compile.ts `operand`);
 * builtins with fixed-arity entries (`fn1`/`fn2`) are called without an argument array, and the
 * few in inline-ops.ts run in place. V8 cannot inline the closure calls a closure compiler makes
 * (every call site sees many closures), so each one saved is a few nanoseconds per step.
 *
 * Each closure counts exactly one step, whatever path it takes: the step count of a program does
 * not depend on which of these paths ran (test/unit/eval-fast-paths.test.ts).
 */
import type { Span } from '../core/span.js';
import { Subr, Usubr, type Sym, type Value } from '../core/values.js';
import type { Operand, Thunk } from './compile.js';
import { call1Slow, call2Slow, inPlace1, inPlace2 } from './inline-ops.js';
import type { Interp } from './interp.js';
import { noteCallSite } from './trapped-calls.js';
import { fusedCall1 } from './fused-calls.js';

export function compileSymbolCall(ip: Interp, sym: Sym, args: Operand[], span: Span | undefined): Thunk {
  const t = callClosure(ip, sym, args, span);
  // vl-catch-all-apply makes a body form's builtin call itself (trapped-calls.ts); a debug run wraps every closure
  return ip.debug === null ? noteCallSite(t, sym, args, span) : t;
}

function callClosure(ip: Interp, sym: Sym, args: Operand[], span: Span | undefined): Thunk {
  switch (args.length) {
    case 0:
      return call0(ip, sym, span);
    case 1:
      return ip.debug !== null ? call1Debug(ip, sym, args[0] as Operand, span) : call1(ip, sym, args[0] as Operand, span);
    case 2:
      return call2(ip, sym, args[0] as Operand, args[1] as Operand, span);
    case 3:
      return call3(ip, sym, (args[0] as Operand).thunk, (args[1] as Operand).thunk, (args[2] as Operand).thunk, span);
    default:
      return callN(ip, sym, args.map((a) => a.thunk), span);
  }
}

/*
 * What a closure reads is passed in as parameters of the function that makes it, never captured
 * `const`s: V8 checks a captured `const` for its temporal dead zone on every read (a load, a
 * compare and a branch each), a captured parameter it just loads.
 */

function call0(ip: Interp, sym: Sym, span: Span | undefined): Thunk {
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    return ip.callAt(sym.value, [], span, sym);
  };
}

function call3(ip: Interp, sym: Sym, a0: Thunk, a1: Thunk, a2: Thunk, span: Span | undefined): Thunk {
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    const f = sym.value;
    const x = a0();
    const y = a1();
    return ip.callAt(f, [x, y, a2()], span, sym);
  };
}

function callN(ip: Interp, sym: Sym, thunks: Thunk[], span: Span | undefined): Thunk {
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    const f = sym.value;
    const n = thunks.length;
    const vals = new Array<Value>(n);
    for (let i = 0; i < n; i++) vals[i] = (thunks[i] as Thunk)();
    return ip.callAt(f, vals, span, sym);
  };
}

function call1(ip: Interp, sym: Sym, a: Operand, span: Span | undefined): Thunk {
  const inPlace = inPlace1(ip, sym, a, span);
  if (inPlace !== null) return inPlace;
  if (a.cell !== null) return call1Leaf(ip, sym, a.cell, span);
  return fusedCall1(ip, sym, a, span) ?? call1Form(ip, sym, a.thunk, span);
}

/**
 * A leaf operand gets a literal of its own: a call run once per run (a top-level `(f 25)`) then
 * shares no optimised code with the hot `(f (- n 1))` calls, which it would leave on a path they never take.
 */
function call1Leaf(ip: Interp, sym: Sym, c0: Sym, span: Span | undefined): Thunk {
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    const f = sym.value;
    return call1Slow(ip, f, c0.value, span, sym);
  };
}

/** A user function is called from here, one frame (and one V8 inlining level) fewer than through call1Slow. */
function call1Form(ip: Interp, sym: Sym, t0: Thunk, span: Span | undefined): Thunk {
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    const f = sym.value;
    const x = t0();
    return f instanceof Usubr ? ip.callUser1(f, x, span) : call1Slow(ip, f, x, span, sym);
  };
}

/** Debug runs: every user call keeps its saved bindings for the debugger (callUser1 records it when a debugger is attached). */
function call1Debug(ip: Interp, sym: Sym, a: Operand, span: Span | undefined): Thunk {
  return call1DebugThunk(ip, sym, a.cell, a.thunk, span);
}

function call1DebugThunk(ip: Interp, sym: Sym, c0: Sym | null, t0: Thunk, span: Span | undefined): Thunk {
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    const f = sym.value;
    const x = c0 !== null ? c0.value : t0();
    if (f instanceof Usubr) return ip.callUser1(f, x, span);
    if (f instanceof Subr && f.fn1 !== undefined) return ip.callFast1(f, x, span);
    return ip.callAt(f, [x], span, sym);
  };
}

function call2(ip: Interp, sym: Sym, a: Operand, b: Operand, span: Span | undefined): Thunk {
  const inPlace = inPlace2(ip, sym, a, b, span);
  if (inPlace !== null) return inPlace;
  return call2Thunk(ip, sym, a.cell, a.thunk, b.cell, b.thunk, span);
}

function call2Thunk(ip: Interp, sym: Sym, c0: Sym | null, t0: Thunk, c1: Sym | null, t1: Thunk, span: Span | undefined): Thunk {
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    const f = sym.value;
    const x = c0 !== null ? c0.value : t0();
    const y = c1 !== null ? c1.value : t1();
    return f instanceof Usubr ? ip.callUser2(f, x, y, span) : call2Slow(ip, f, x, y, span, sym);
  };
}
