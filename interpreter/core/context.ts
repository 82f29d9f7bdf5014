/*
 * What a builtin may ask of the running interpreter. Builtins receive `(args, ctx)` and never see
 * the evaluator's internals (eval/interp.ts implements Ctx; it lives in core/ so builtins and
 * values depend on core/ alone); host services (the drawing, the sandboxed file system, scripted input)
 * hang off `ctx.services` under a name, each family reading its own through a typed accessor.
 */
import type { Allocator } from './alloc.js';
import type { Span } from './span.js';
import type { Sym, Value } from './values.js';

/** A system-variable store: the drawing's, or an empty one when no drawing is loaded (builtins then use AutoCAD's defaults). */
export interface SysvarStore {
  /** The value, or undefined when no such variable exists. Name is case-insensitive. */
  get(name: string): Value | undefined;
  /** Set a variable; raises an AutoLISP error for read-only or invalid values. Returns the value set. */
  set(name: string, value: Value): Value;
}

export interface Ctx extends Allocator {
  /** The symbol T. */
  readonly T: Sym;
  /** Find or create a symbol (name is upper-cased). */
  intern(name: string): Sym;
  /** Every interned symbol (atoms-family). */
  allSymbols(): Iterable<Sym>;
  /** Call a function value: SUBR, USUBR, a symbol naming one, or a lambda / defun-q list. */
  apply(fn: Value, args: Value[]): Value;
  /** Evaluate a form (the `eval` builtin). */
  evaluate(form: Value): Value;
  /** Read the first form from a text (the `read` builtin); nil for an empty text. */
  readForm(text: string): Value;
  /** Write text to the run's output. */
  write(text: string): void;
  /** Record an alert box's message in the run's output. */
  alert(text: string): void;
  /** System variables (getvar/setvar, and rtos/angtos defaults). */
  readonly sysvars: SysvarStore;
  /** Host services by name: 'drawing', 'fs', 'input', ... */
  readonly services: Record<string, unknown>;
  /** Steps taken so far in this run. */
  readonly steps: number;
  /** Run `fn` with *error* suppressed and errors returned instead of thrown (vl-catch-all-apply). */
  catchAll<T>(fn: () => T): { ok: true; value: T } | { ok: false; message: string; exitValue?: Value };
  /** vl-catch-all-apply: `fn` called on `args`, or the error object (or vl-exit-with-value's value) of the error it raised. */
  catchApply(fn: Value, args: Value[]): Value;
  /** Function names being traced (upper-case). */
  readonly traced: Set<string>;
  /** Blackboard and document namespaces for vl-bb-* / vl-doc-* (per run). */
  readonly blackboard: Map<string, Value>;
  /** Where the variadic builtin being called was written (command reports its file:line with it). */
  readonly callSpan?: Span | undefined;
  /** True while the user's *error* handler is running (command refuses to run there). */
  readonly inErrorHandler?: boolean;
}
