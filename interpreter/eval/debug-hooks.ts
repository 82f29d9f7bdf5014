/*
 * The evaluator's side of the debugger (interpreter/debug/ implements it). An interpreter made
 * without hooks never looks at them on the hot path: the compiler wraps each compound form's
 * closure only when hooks are attached (so a normal run runs the very same closures as before),
 * and the few run-time checks sit on paths that are already slow (a user call with locals, the
 * first sight of an error, the periodic limit check).
 */
import type { LispError } from '../core/errors.js';
import type { Span } from '../core/span.js';
import type { Cons, Usubr } from '../core/values.js';
import type { Thunk } from './compile.js';
import type { Interp } from './interp.js';

export interface DebugHooks {
  /** The interpreter these hooks serve (called once, at the end of its constructor). */
  attach(ip: Interp): void;
  /** Compile time: the closure to run for a compound form instead of `inner` (which it calls). */
  wrapForm(form: Cons, span: Span | undefined, inner: Thunk): Thunk;
  /** A user function was entered: its parameters and locals are bound, its body is about to run. */
  enterFunction(fn: Usubr): void;
  /**
   * First sight of an error, before *error* runs, while the failing form's bindings are live.
   * `trapped` when vl-catch-all-apply (or an *error* handler already running) will take it.
   */
  error(err: LispError, trapped: boolean): void;
  /** Every few thousand steps (so a loop with no compound form in it can still be paused). */
  poll(): void;
}

/** One user call on the stack, as the debugger reads it (index 0 is the outermost call). */
export interface CallFrameView {
  fn: Usubr;
  args: ReadonlyArray<import('../core/values.js').Value>;
  /** where the call was made (undefined for calls made by builtins such as mapcar) */
  span: Span | undefined;
  /**
   * The values the parameters and locals (in that order) had before this call bound them: what
   * an outer frame sees for a symbol this frame rebinds. The debugger may swap entries with the
   * live values to evaluate in an outer frame, and must swap them back.
   */
  saved: Array<import('../core/values.js').Value>;
}
