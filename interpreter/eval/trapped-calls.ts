/*
 * Builtin calls made by vl-catch-all-apply itself. An error costs V8 a walk over every JS frame
 * between the throw and the catch, and the evaluator's frames a trapped error leaves by a throw
 * never return, so V8 never gives them type feedback or optimises them: a loop that traps errors
 * paid for both (4.9× a loop of ordinary calls on one run, 1.9× on another, depending on what
 * had warmed those frames). Here the trap makes the outermost builtin call of each body form
 * itself, inside a catch one frame above the builtin, and hands the error back to
 * Interp.catchApply as a value (TRAPPED, the error in `ip.trapError`), so a trapped builtin error
 * unwinds only the builtin's own frames whatever state the JIT is in.
 *
 * The call is the one the form's closure (calls.ts) would make: the head read from its symbol
 * before the arguments, one step, leaf operands read from their cells, the builtin's fixed-arity
 * entry when it has one (what call1Slow/call2Slow and the in-place operators call), otherwise
 * the arity check and the argument array of Interp.callAt; `(setq x (builtin ...))` the same way
 * for its value. Anything else (another special form, a user function, a redefined head, a debug
 * run) runs the form's closure as before.
 */
import type { Span } from '../core/span.js';
import { makeError } from '../core/errors.js';
import { Subr, type Sym, type Value } from '../core/values.js';
import type { Operand, Thunk } from './compile.js';
import type { Interp } from './interp.js';

/** A call closure's parts (registered by calls.ts for every call whose head is a symbol). */
interface CallSite {
  sym: Sym;
  args: Operand[];
  span: Span | undefined;
}

/** A one-pair setq closure's parts: `(setq x (builtin ...))` is trapped as its value's call. */
interface SetqSite {
  target: Sym;
  value: Thunk;
  span: Span | undefined;
}

const sites = new WeakMap<Thunk, CallSite>();
const setqSites = new WeakMap<Thunk, SetqSite>();

/** Remember what the call closure `t` calls (non-debug runs only: a debug run wraps every closure). */
export function noteCallSite(t: Thunk, sym: Sym, args: Operand[], span: Span | undefined): Thunk {
  sites.set(t, { sym, args, span });
  return t;
}

/** Remember what the one-pair setq closure `t` sets, to what. */
export function noteSetqSite(t: Thunk, target: Sym, value: Thunk, span: Span | undefined): Thunk {
  setqSites.set(t, { target, value, span });
  return t;
}

/** What a trapped call returns when its builtin raised: the error is in `ip.trapError`. Never a Lisp value. */
export const TRAPPED: Value = Object.freeze(new (class TrappedError {})()) as unknown as Value;

/** Run one body form of a trapped function: its outermost builtin call made here, else its closure. */
export function runTrappedForm(ip: Interp, t: Thunk): Value {
  const site = sites.get(t);
  if (site === undefined) return setqSites.has(t) ? runTrappedSetq(ip, setqSites.get(t) as SetqSite) : t();
  const f = site.sym.value;
  if (!(f instanceof Subr) || f.special) return t();
  try {
    ip.step(site.span);
    const a = site.args;
    switch (a.length) {
      case 1: {
        const x = operandValue(a[0] as Operand);
        if (f.fn1 !== undefined) {
          ip.trapSpan = site.span;
          return f.fn1(x, ip);
        }
        return callSubr(ip, f, [x], site.span);
      }
      case 2: {
        const x = operandValue(a[0] as Operand);
        const y = operandValue(a[1] as Operand);
        if (f.fn2 !== undefined) {
          ip.trapSpan = site.span;
          return f.fn2(x, y, ip);
        }
        return callSubr(ip, f, [x, y], site.span);
      }
      default: {
        const vals = new Array<Value>(a.length);
        for (let i = 0; i < a.length; i++) vals[i] = operandValue(a[i] as Operand);
        return callSubr(ip, f, vals, site.span);
      }
    }
  } catch (e) {
    ip.trapError = e;
    return TRAPPED;
  }
}

/** vl-catch-all-apply of a (non-special) builtin: the call Interp.apply would make, errors as TRAPPED. */
export function applyTrappedSubr(ip: Interp, f: Subr, args: Value[]): Value {
  try {
    return callSubr(ip, f, args, undefined);
  } catch (e) {
    ip.trapError = e;
    return TRAPPED;
  }
}

/** The setq closure's rule (one step, then the value, then the assignment) with its value's call trapped here. */
function runTrappedSetq(ip: Interp, site: SetqSite): Value {
  try {
    ip.step(site.span);
  } catch (e) {
    ip.trapError = e;
    return TRAPPED;
  }
  const v = runTrappedForm(ip, site.value);
  return v === TRAPPED ? v : (site.target.value = v);
}

const operandValue = (o: Operand): Value => (o.cell !== null ? o.cell.value : o.thunk());

/** Interp.callAt's builtin branch inside a trap: the arity check, the call's span, the builtin. */
function callSubr(ip: Interp, f: Subr, args: Value[], span: Span | undefined): Value {
  if (args.length < f.min) throw makeError('tooFewArgs');
  if (args.length > f.max) throw makeError('tooManyArgs');
  ip.callSpan = span;
  ip.trapSpan = span;
  return f.fn(args, ip);
}
