/*
 * The interpreter state for one run: its own symbol table (so nothing leaks between runs), the
 * step counter and budget, the user-call stack for backtraces and the depth limit, and the
 * *error* protocol. Compiled closures (compile.ts) call back into `step` and `callAt`.
 *
 * Error flow: a builtin or the evaluator throws a LispError; the first frame that catches it
 * (`onError`) stamps the source span and a backtrace and runs the user's *error* handler right
 * there, while the failing function's dynamic bindings are still in place, as AutoCAD does. Then
 * the error unwinds to whoever catches it, which restores the bindings from the trail (see bind).
 */
import { LispError, makeError, raise, showInMessage, type RawFrame } from '../core/errors.js';
import { CONSOLE_PRINT_LIMIT, prin1Short } from '../core/printer.js';
import type { Span } from '../core/span.js';
import { CatchAllError, Cons, Real, Subr, Sym, Usubr, type Value } from '../core/values.js';
import { readAll, readFirst } from '../reader/reader.js';
import { LANGUAGE_CORE } from '../builtins/index.js';
import { isLazyTable, tableRows, type BuiltinDef, type BuiltinTable, type LazyBuiltinTable } from '../builtins/registry.js';
import { DEFAULT_MEMORY_BUDGET } from '../core/alloc.js';
import { compile, makeUsubr, type Thunk } from './compile.js';
import type { Ctx, SysvarStore } from '../core/context.js';
import type { CallFrameView, DebugHooks } from './debug-hooks.js';
import { SPECIAL_FORM_DOCS } from './special-forms.js';
import { applyTrappedSubr, runTrappedForm, TRAPPED } from './trapped-calls.js';

export interface InterpOptions {
  /** Step budget; the run stops with a budget error past it. */
  budget?: number;
  /** Deepest nesting of user-function calls before the recursion error. */
  maxDepth?: number;
  /** Where printed text goes. */
  write?: (text: string) => void;
  /** Where alert messages go (default: written to the output as `[alert] ...`). */
  alert?: (text: string) => void;
  sysvars?: SysvarStore;
  services?: Record<string, unknown>;
  /**
   * Every builtin table, in registration order (a later table wins a name clash). Default: the
   * language core alone; a run passes the registry's tables (runner/families.ts runBuiltins).
   */
  builtins?: readonly BuiltinTable[];
  /** More tables registered after `builtins` (tests, embedding). */
  extraBuiltins?: ReadonlyArray<readonly BuiltinDef[]>;
  /** Shared flag for cancelling from another thread: a non-zero slot 0 stops the run. */
  cancelFlag?: Int32Array;
  /** Allocation budget in estimated bytes (see core/alloc.ts); past it the run stops with "insufficient memory". */
  memoryBudget?: number;
  /** A debugger (debug runs only): forms are compiled into instrumented closures. */
  debug?: DebugHooks;
  /** Called with the cancel check, about every CANCEL_CHECK_INTERVAL steps (a worker streams the output printed so far). */
  onPoll?: () => void;
}

export const DEFAULT_BUDGET = 20_000_000;
export const DEFAULT_MAX_DEPTH = 1500;

/*
 * The call stack's and the trail's arrays start at a working size, filled, rather than empty:
 * every run makes a fresh Interp, and code V8 optimised during an earlier run expects arrays in
 * the state that run left them (grown, holding objects). Fresh empty arrays made the next run's
 * first call leave that code ("out of bounds", "wrong map"), so each run re-optimised the call
 * path while it ran. Deeper stacks still grow the arrays as before.
 */
const CALL_STACK_SLOTS = 512;
const TRAIL_SLOTS = 1024;
function preallocated<T>(n: number, fill: unknown): T[] {
  return new Array<unknown>(n).fill(fill) as T[];
}

/** How often (in steps) the cancel flag is looked at. */
const CANCEL_CHECK_INTERVAL = 1 << 16;

export interface EvalOutcome {
  ok: boolean;
  value: Value;
  error?: LispError;
  steps: number;
}

const subrCache = new WeakMap<BuiltinDef, Subr>();
function subrOf(def: BuiltinDef, special: boolean): Subr {
  let s = subrCache.get(def);
  if (!s) {
    const name = def.name.toUpperCase();
    s = new Subr(name, def.min, def.max, def.fn, def.doc, special, undefined, def.fn1, def.fn2);
    subrCache.set(def, s);
  }
  return s;
}
/**
 * The store of an interpreter without a drawing: no variables at all, so builtins fall back to
 * AutoCAD's defaults (rtos's LUNITS 2 / LUPREC 4 ...). getvar/setvar come with the drawing.
 */
const NO_SYSVARS: SysvarStore = {
  get: () => undefined,
  set: (name, value) => raise('sysvarRejected', showInMessage(name), showInMessage(value)),
};

const specialDefs: BuiltinDef[] = SPECIAL_FORM_DOCS.map(([name, min, max, doc]) => ({
  name,
  min,
  max,
  doc,
  fn: () => {
    throw makeError('badFunction', name.toUpperCase());
  },
}));


/** A builtin table row as a symbol's initial value; `at` is its table's place in registration order (-1: a special form). */
interface Binding {
  def: BuiltinDef;
  special: boolean;
  at: number;
}

const FIXED_SYMBOLS = ['T', 'PI', 'PAUSE', '*ERROR*'] as const;

/**
 * The builtins by upper-case name, each with every row that binds it in registration order
 * (special forms, then the tables). Interning is lazy: a run binds only the builtins it names,
 * instead of making ~4,000 symbols up front (most of a short run's start-up). A table made on
 * first use (LazyBuiltinTable: the vla- functions, the ActiveX enum constants) joins when a name
 * it covers is first looked up. Shared by every run with the same table list (runner/families.ts
 * runBuiltins returns the same array), so a lazy table is made once per process.
 */
class BuiltinBindings {
  private readonly byName = new Map<string, Binding[]>();
  private readonly pending: Array<{ at: number; table: LazyBuiltinTable }> = [];

  constructor(private readonly tables: readonly BuiltinTable[]) {
    for (const def of specialDefs) this.add(def, true, -1);
    tables.forEach((t, at) => (isLazyTable(t) ? this.pending.push({ at, table: t }) : this.addAll(t, at)));
  }

  get(name: string): readonly Binding[] | undefined {
    for (let i = 0; i < this.pending.length; i++) {
      const p = this.pending[i]!;
      if (p.table.covers(name)) {
        this.pending.splice(i--, 1);
        this.addAll(p.table.load(), p.at);
      }
    }
    return this.byName.get(name);
  }

  /** Every builtin name in registration order (special forms, then each table's rows), every table made. */
  names(): Set<string> {
    for (const p of this.pending.splice(0)) this.addAll(p.table.load(), p.at);
    const out = new Set<string>();
    for (const def of specialDefs) out.add(def.name.toUpperCase());
    for (const t of this.tables) for (const def of tableRows(t)) out.add(def.name.toUpperCase());
    return out;
  }

  private addAll(rows: readonly BuiltinDef[], at: number): void {
    for (const def of rows) this.add(def, false, at);
  }

  private add(def: BuiltinDef, special: boolean, at: number): void {
    const name = def.name.toUpperCase();
    const list = this.byName.get(name);
    if (!list) this.byName.set(name, [{ def, special, at }]);
    else {
      // a lazy table joins late: keep the rows in registration order
      let i = list.length;
      while (i > 0 && list[i - 1]!.at > at) i--;
      list.splice(i, 0, { def, special, at });
    }
  }
}

const bindingCache = new WeakMap<object, BuiltinBindings>();
function bindingsOf(tables: readonly BuiltinTable[], extra: ReadonlyArray<readonly BuiltinDef[]>): BuiltinBindings {
  const cached = extra.length === 0 ? bindingCache.get(tables) : undefined;
  if (cached) return cached;
  const out = new BuiltinBindings(extra.length === 0 ? tables : [...tables, ...extra]);
  if (extra.length === 0) bindingCache.set(tables, out);
  return out;
}

function bindTo(sym: Sym, { def, special }: Binding): void {
  if (special) {
    sym.value = subrOf(def, true);
    return;
  }
  const k = def.constant;
  if (def.selfEvaluating) {
    sym.value = sym;
    if (def.name !== sym.name) sym.printName = def.name;
  } else sym.value = k === undefined ? subrOf(def, false) : 'self' in k ? sym : k.value;
}


export class Interp implements Ctx {
  /** the symbols made so far; a builtin's symbol is made (and bound) when first interned */
  readonly symbols = new Map<string, Sym>();
  /** the builtins by upper-case name (shared by every run with the same tables) */
  private readonly bindings: BuiltinBindings;
  readonly T: Sym;
  readonly traced = new Set<string>();
  readonly blackboard = new Map<string, Value>();
  readonly sysvars: SysvarStore;
  readonly services: Record<string, unknown>;
  steps = 0;
  budget: number;
  /** estimated bytes allocated so far by builtins that build strings and lists */
  allocated = 0;
  readonly memoryBudget: number;
  /** how deep the compiler is in the form it compiles */
  compileDepth = 0;
  readonly maxDepth: number;
  /**
   * The step count past which `checkLimits` runs (the budget, or the next cancel/poll check).
   * Hot closures test `++ip.steps > ip.nextCheck` themselves (what `step` does) rather than call
   * `step`, which V8 would have to inline into every one of them.
   */
  nextCheck: number;
  private readonly cancelFlag: Int32Array | undefined;
  private readonly onPoll: (() => void) | undefined;
  /** the attached debugger, or null (then nothing below looks further) */
  readonly debug: DebugHooks | null;
  private depth = 0;
  /** The user-call stack as parallel arrays indexed by depth (no object per call). */
  private readonly callFns: Usubr[] = preallocated(CALL_STACK_SLOTS, null);
  /**
   * the arguments of each call: an array, or for calls made by callUser1/callUser2 the bare first
   * value (no allocation; a Lisp value is never a JS array), callUser2's second in `callArgs2`
   */
  private readonly callArgs: Array<Value[] | Value> = preallocated(CALL_STACK_SLOTS, null);
  private readonly callArgs2: Value[] = preallocated(CALL_STACK_SLOTS, null);
  private readonly callSpans: Array<Span | undefined> = preallocated(CALL_STACK_SLOTS, undefined);
  /** the binding trail: symbols whose old values are saved, and those values (see bind) */
  private readonly trailSyms: Sym[] = preallocated(TRAIL_SLOTS, null);
  private readonly trailVals: Value[] = preallocated(TRAIL_SLOTS, null);
  private trailTop = 0;
  /** the c:NAME commands entered so far, in the order first called (RunResult.commandsCalled) */
  readonly commandsCalled = new Set<string>();
  /** debug runs only: where each call's saved outer bindings start on the trail (see callFrame) */
  private readonly callMarks: number[] = preallocated(CALL_STACK_SLOTS, 0);
  private catchDepth = 0;
  /**
   * True inside vl-catch-all-apply (or catchAll) in a run without a debugger: builtin calls then
   * skip their catch (see callFast2) and only note their span in `trapSpan`.
   */
  trapping = false;
  /** the span of the builtin call made last inside a trap (vl-catch-all-apply) */
  trapSpan: Span | undefined;
  /** what a builtin called by the trap itself raised (trapped-calls.ts TRAPPED) */
  trapError: unknown = null;
  private handlingError = false;
  /** the span of the builtin call in progress through callAt (variadic builtins: command, vl-cmdf...) */
  callSpan: Span | undefined;
  private readonly errorSym: Sym;
  private readonly compiled = new WeakMap<Cons, Thunk>();
  private readonly lambdaCache = new WeakMap<Cons, Usubr>();
  readonly write: (text: string) => void;
  private readonly alertSink: (text: string) => void;

  constructor(opts: InterpOptions = {}) {
    this.budget = opts.budget ?? DEFAULT_BUDGET;
    this.memoryBudget = opts.memoryBudget ?? DEFAULT_MEMORY_BUDGET;
    this.maxDepth = opts.maxDepth ?? DEFAULT_MAX_DEPTH;
    this.cancelFlag = opts.cancelFlag;
    this.debug = opts.debug ?? null;
    this.onPoll = opts.onPoll;
    this.nextCheck = this.cancelFlag || this.debug || this.onPoll ? Math.min(this.budget, CANCEL_CHECK_INTERVAL) : this.budget;
    this.write = opts.write ?? (() => {});
    this.alertSink = opts.alert ?? ((t) => this.write(`[alert] ${t}\n`));
    this.sysvars = opts.sysvars ?? NO_SYSVARS;
    this.services = opts.services ?? {};
    this.bindings = bindingsOf(opts.builtins ?? [LANGUAGE_CORE], opts.extraBuiltins ?? []);
    // the four fixed symbols first (a table that binds one of them wins, as it always did)
    this.T = this.fixed('T', null, true);
    this.fixed('PI', new Real(Math.PI));
    this.fixed('PAUSE', '\\');
    this.errorSym = this.fixed('*ERROR*', null);
    this.debug?.attach(this);
  }

  // ---- Ctx ---------------------------------------------------------------------

  intern(name: string): Sym {
    const key = name.toUpperCase();
    let s = this.symbols.get(key);
    if (!s) {
      s = new Sym(key);
      this.symbols.set(key, s);
      this.bindBuiltin(s);
    }
    return s;
  }

  /** A symbol the interpreter starts with, holding `value` unless a builtin table binds it. */
  private fixed(name: string, value: Value, itself = false): Sym {
    const s = new Sym(name);
    this.symbols.set(name, s);
    s.value = itself ? s : value;
    this.bindBuiltin(s);
    return s;
  }

  /** Give a new symbol its builtin value(s), in registration order (a later table wins). */
  private bindBuiltin(sym: Sym): void {
    const defs = this.bindings.get(sym.name);
    if (defs) for (const b of defs) bindTo(sym, b);
  }

  /**
   * Every symbol, builtins included, in the order an eager table would have made them: the fixed
   * four, the builtins in registration order, then the others as they were first read.
   */
  allSymbols(): Iterable<Sym> {
    const ordered = new Map<string, Sym>();
    for (const name of FIXED_SYMBOLS) ordered.set(name, this.symbols.get(name) as Sym);
    for (const name of this.bindings.names()) if (!ordered.has(name)) ordered.set(name, this.intern(name));
    for (const [name, s] of this.symbols) if (!ordered.has(name)) ordered.set(name, s);
    return ordered.values();
  }

  alert(text: string): void {
    this.alertSink(text);
  }

  memoryLeft(): number {
    return Math.max(0, this.memoryBudget - this.allocated);
  }

  alloc(bytes: number): void {
    if ((this.allocated += bytes) > this.memoryBudget) {
      this.allocated = this.memoryBudget;
      throw makeError('memoryExhausted');
    }
  }

  get inErrorHandler(): boolean {
    return this.handlingError;
  }

  apply(fn: Value, args: Value[]): Value {
    let f = fn;
    let sym: Sym | null = null;
    if (f instanceof Sym) {
      sym = f;
      f = f.value;
    }
    return this.callAt(f, args, undefined, sym);
  }

  evaluate(form: Value): Value {
    if (form instanceof Sym) return form.value;
    if (!(form instanceof Cons)) return form;
    let t = this.compiled.get(form);
    if (!t) {
      t = this.compileSafely(form);
      this.compiled.set(form, t);
    }
    return t();
  }

  readForm(text: string): Value {
    this.alloc(text.length * READ_BYTES_PER_CHAR);
    return readFirst(text, { file: '<read>', intern: (n) => this.intern(n) }).form;
  }

  /**
   * vl-catch-all-apply: call `fn` on `args`; an error comes back as its error object (or the
   * vl-exit-with-value value). catchAll's rule without a closure and a result per call; a builtin,
   * and the outermost builtin call of each form of a user function's body, are called by the trap
   * itself (trapped-calls.ts), so their errors come back as a value after unwinding only the
   * builtin's frames: V8 walks every frame between a throw and its catch, and frames an error
   * only ever leaves by a throw never get type feedback, so each one left out counts.
   */
  catchApply(fn: Value, args: Value[]): Value {
    this.enterTrap();
    const depth = this.depth;
    const mark = this.trailTop;
    try {
      // what Interp.apply would call: a symbol's function, a lambda list made a function
      const g = fn instanceof Sym ? fn.value : fn;
      const f = g instanceof Cons ? this.listToFunction(g, undefined) : g;
      if (!(f instanceof Usubr)) {
        if (!(f instanceof Subr) || f.special || !this.trapping) return this.apply(fn, args);
        const v = applyTrappedSubr(this, f, args);
        return v === TRAPPED ? this.caught(this.trapError, depth, mark) : v;
      }
      if (!this.trapping || this.traced.size > 0) return this.callUser(f, args, undefined);
      // callUser with its body run here, each form's builtin call made by the trap (trapped-calls.ts)
      this.enterUser(f, args, undefined);
      const body = f.body;
      let v: Value = null;
      for (let i = 0; i < body.length; i++) {
        v = runTrappedForm(this, body[i] as Thunk);
        if (v === TRAPPED) return this.caught(this.trapError, depth, mark);
      }
      this.depth = depth;
      this.unwindTo(mark);
      return v;
    } catch (e) {
      return this.caught(e, depth, mark);
    } finally {
      this.leaveTrap();
    }
  }

  /** What vl-catch-all-apply returns for an error it trapped: its error object, or vl-exit-with-value's value. */
  private caught(e: unknown, depth: number, mark: number): Value {
    this.trapError = null;
    const err = this.trapped(e, depth, mark);
    return err.exitValue !== undefined ? err.exitValue : new CatchAllError(err.message);
  }

  private enterTrap(): void {
    this.catchDepth++;
    this.trapping = this.debug === null;
  }

  private leaveTrap(): void {
    if (--this.catchDepth === 0) this.trapping = false;
  }

  /** An error a trap took: a limit goes on (stamped where it happened); otherwise unwind to the trap and charge its steps. */
  private trapped(e: unknown, depth: number, mark: number): LispError {
    const err = this.normalize(e);
    if (err.kind === 'limit') {
      // inside a trap builtins skip their catch (see callTrapped): stamp where it happened now
      if (!err.span && this.trapSpan) err.span = this.trapSpan;
      throw err;
    }
    this.depth = depth;
    this.unwindTo(mark);
    // A trapped error costs steps too, so the step budget bounds the time a loop of them takes.
    this.steps += TRAPPED_ERROR_STEPS;
    return err;
  }

  catchAll<T>(fn: () => T): { ok: true; value: T } | { ok: false; message: string; exitValue?: Value } {
    this.enterTrap();
    const depth = this.depth;
    const mark = this.trailTop;
    try {
      return { ok: true, value: fn() };
    } catch (e) {
      const err = this.trapped(e, depth, mark);
      return err.exitValue !== undefined
        ? { ok: false, message: err.message, exitValue: err.exitValue }
        : { ok: false, message: err.message };
    } finally {
      this.leaveTrap();
    }
  }

  // ---- running programs --------------------------------------------------------

  /** Read and evaluate a whole source text. Reader errors come back before anything runs. */
  runText(text: string, file = '<input>'): EvalOutcome {
    let forms: Value[];
    try {
      forms = readAll(text, { file, intern: (n) => this.intern(n) });
    } catch (e) {
      return { ok: false, value: null, error: this.normalize(e), steps: this.steps };
    }
    return this.runForms(forms);
  }

  /** Evaluate top-level forms in order; the value is the last form's. */
  runForms(forms: Value[]): EvalOutcome {
    let value: Value = null;
    const depth = this.depth;
    const mark = this.trailTop;
    try {
      for (const f of forms) value = this.evalTop(f);
      return { ok: true, value, steps: this.steps };
    } catch (e) {
      const err = this.onError(e, undefined);
      this.depth = depth;
      this.unwindTo(mark);
      return { ok: false, value: null, error: err, steps: this.steps };
    }
  }

  /** Evaluate one top-level form (errors propagate, already annotated). */
  evalTop(form: Value): Value {
    const t = this.compileSafely(form);
    try {
      return t();
    } catch (e) {
      throw this.onError(e, form instanceof Cons ? form.span : undefined);
    }
  }

  compileSafely(form: Value): Thunk {
    try {
      return compile(this, form);
    } catch (e) {
      // Malformed special forms fail when evaluated, as in AutoCAD, not when compiled.
      const err = this.normalize(e);
      const span = form instanceof Cons ? form.span : undefined;
      return () => {
        this.step(span);
        throw this.onError(err, span);
      };
    }
  }

  // ---- hot path ------------------------------------------------------------------

  /** Count one evaluation step; stops the run past the budget or on cancellation. */
  step(span: Span | undefined): void {
    if (++this.steps > this.nextCheck) this.checkLimits(span);
  }

  /** step(first) then step(second), with one check when neither can reach a limit. */
  step2(first: Span | undefined, second: Span | undefined): void {
    if ((this.steps += 2) > this.nextCheck) this.step2Past(first, second);
  }

  /** After `steps += 2` went past `nextCheck`: take the two steps back and count them one at a time. */
  step2Past(first: Span | undefined, second: Span | undefined): void {
    this.steps -= 2;
    this.step(first);
    this.step(second);
  }

  /** After `++steps` went past `nextCheck`: the budget, the cancel flag, the debugger's and the host's polls. */
  checkLimits(span: Span | undefined): void {
    if (this.steps > this.budget) {
      this.steps = this.budget;
      throw this.onError(makeError('budgetExhausted', this.budget), span);
    }
    if (this.cancelFlag && Atomics.load(this.cancelFlag, 0) !== 0) {
      throw this.onError(makeError('cancelledByHost'), span);
    }
    this.debug?.poll();
    this.onPoll?.();
    this.nextCheck = Math.min(this.budget, this.steps + CANCEL_CHECK_INTERVAL);
  }

  callAt(f: Value, args: Value[], span: Span | undefined, sym: Sym | null): Value {
    if (f instanceof Subr) {
      if (args.length < f.min) throw this.onError(makeError('tooFewArgs'), span);
      if (args.length > f.max) throw this.onError(makeError('tooManyArgs'), span);
      this.callSpan = span;
      if (this.trapping) {
        this.trapSpan = span;
        return f.fn(args, this);
      }
      try {
        return f.fn(args, this);
      } catch (e) {
        throw this.onError(e, span);
      }
    }
    if (f instanceof Usubr) return this.callUser(f, args, span);
    if (f instanceof Cons) return this.callUser(this.listToFunction(f, span), args, span);
    if (f === null && sym) throw this.onError(makeError('noFunction', sym.name), span);
    throw this.onError(makeError('badFunction', showInMessage(f)), span);
  }

  /*
   * Builtin calls catch what the builtin raises to stamp the call's span and backtrace and run
   * *error* while the failing function's bindings are live. Inside vl-catch-all-apply none of that
   * is wanted (the error is trapped, only its message is kept), and catching to rethrow doubles the
   * cost of raising, so there the call only notes its span (`trapSpan`) and lets the error fly.
   */

  /** A builtin's one-argument entry (compile.ts checked that it exists). */
  callFast1(f: Subr, a: Value, span: Span | undefined): Value {
    if (this.trapping) {
      this.trapSpan = span;
      return f.fn1!(a, this);
    }
    try {
      return f.fn1!(a, this);
    } catch (e) {
      throw this.onError(e, span);
    }
  }

  /** A builtin's two-argument entry. */
  callFast2(f: Subr, a: Value, b: Value, span: Span | undefined): Value {
    if (this.trapping) {
      this.trapSpan = span;
      return f.fn2!(a, b, this);
    }
    try {
      return f.fn2!(a, b, this);
    } catch (e) {
      throw this.onError(e, span);
    }
  }

  // ---- dynamic bindings ----------------------------------------------------------
  /*
   * Shallow binding with a trail: a call saves each parameter's and local's old value on the
   * trail and puts it back when it returns. An error does not unwind binding by binding (no
   * try/finally per call, whose rethrow costs as much as the raise itself); whoever catches it and
   * goes on (vl-catch-all-apply, the top level, *error*) unwinds the trail to the mark it took.
   * Until then every binding of the failing call chain is still live, which is what *error* sees.
   */

  /** Save `s`'s value on the trail and give it `v`. */
  bind(s: Sym, v: Value): void {
    const t = this.trailTop++;
    this.trailSyms[t] = s;
    this.trailVals[t] = s.value;
    s.value = v;
  }

  /** Where the trail stands (for unwindTo). */
  trailMark(): number {
    return this.trailTop;
  }

  /** Put back every binding made since `mark`, newest first. */
  unwindTo(mark: number): void {
    const syms = this.trailSyms;
    const vals = this.trailVals;
    for (let i = this.trailTop - 1; i >= mark; i--) {
      (syms[i] as Sym).value = vals[i] as Value;
      vals[i] = null;
    }
    this.trailTop = mark;
  }

  /**
   * callUser for the commonest shape: one parameter, no locals (in debug runs too). Kept small (the checks that
   * throw are calls of their own), so V8 inlines it with the function's body into the call
   * closure within its inlining budget.
   */
  callUser1(fn: Usubr, a: Value, span: Span | undefined): Value {
    const p = fn.param0;
    if (p === null || this.traced.size > 0) return this.callUser(fn, [a], span);
    const d = this.depth;
    if (d >= this.maxDepth) return this.tooDeep(span);
    // bind() and unwindTo() for the one parameter, written out: the body leaves the trail as it found it
    const mark = this.trailTop;
    this.trailSyms[mark] = p;
    this.trailVals[mark] = p.value;
    this.trailTop = mark + 1;
    p.value = a;
    this.depth = d + 1;
    this.callFns[d] = fn;
    this.callArgs[d] = a;
    this.callSpans[d] = span;
    const dbg = this.debug;
    if (dbg !== null) {
      // the debugger reads the saved outer binding at the call's mark (callFrame)
      this.callMarks[d] = mark;
      dbg.enterFunction(fn);
    }
    const b0 = fn.body0;
    const v = b0 !== null ? b0() : runBody(fn);
    this.depth = d;
    if (this.trailTop === mark + 1) {
      p.value = this.trailVals[mark] as Value;
      this.trailVals[mark] = null;
      this.trailTop = mark;
    } else this.unwindTo(mark);
    return v;
  }

  /**
   * callUser for two parameters, with or without locals: no argument array (the arguments are kept
   * bare on the call stack for backtraces, see argsOf). Anything else takes callUser.
   */
  callUser2(fn: Usubr, a: Value, b: Value, span: Span | undefined): Value {
    const params = fn.params;
    if (params.length !== 2 || fn.isCommand || this.debug !== null || this.traced.size > 0) return this.callUser(fn, [a, b], span);
    const d = this.depth;
    if (d >= this.maxDepth) return this.tooDeep(span);
    const mark = this.trailTop;
    this.bind(params[0] as Sym, a);
    this.bind(params[1] as Sym, b);
    const locals = fn.locals;
    for (let i = 0; i < locals.length; i++) this.bind(locals[i] as Sym, null);
    this.depth = d + 1;
    this.callFns[d] = fn;
    this.callArgs[d] = a;
    this.callArgs2[d] = b;
    this.callSpans[d] = span;
    const b0 = fn.body0;
    const v = b0 !== null ? b0() : runBody(fn);
    this.depth = d;
    this.unwindTo(mark);
    return v;
  }

  /** The arguments of the user call at depth `i` (see callArgs). */
  private argsOf(i: number): Value[] {
    const a = this.callArgs[i];
    if (Array.isArray(a)) return a;
    return (this.callFns[i] as Usubr).params.length === 2 ? [a as Value, this.callArgs2[i] as Value] : [a as Value];
  }

  /** The recursion-depth error of a call at the depth limit. */
  private tooDeep(span: Span | undefined): never {
    throw this.onError(makeError('recursionDepth', this.maxDepth), span);
  }

  private callUser(fn: Usubr, args: Value[], span: Span | undefined): Value {
    const mark = this.trailTop;
    const d = this.enterUser(fn, args, span);
    const traced = this.traced.size > 0 && fn.name !== null && this.traced.has(fn.name);
    if (traced) this.traceEnter(fn, args);
    if (this.debug !== null) {
      this.callMarks[d] = mark;
      this.debug.enterFunction(fn);
    }
    const body = fn.body;
    let v: Value = null;
    for (let i = 0; i < body.length; i++) v = (body[i] as Thunk)();
    if (traced) this.traceResult(v);
    this.depth = d;
    this.unwindTo(mark);
    return v;
  }

  /** A user call's entry: check the arguments and the depth, bind, push the call; returns the depth it left. */
  private enterUser(fn: Usubr, args: Value[], span: Span | undefined): number {
    const params = fn.params;
    const np = params.length;
    if (args.length !== np) throw this.onError(makeError(args.length < np ? 'tooFewArgs' : 'tooManyArgs'), span);
    if (this.depth >= this.maxDepth) throw this.onError(makeError('recursionDepth', this.maxDepth), span);
    const locals = fn.locals;
    const nl = locals.length;
    for (let i = 0; i < np; i++) this.bind(params[i] as Sym, args[i] as Value);
    for (let i = 0; i < nl; i++) this.bind(locals[i] as Sym, null);
    if (fn.isCommand) this.commandsCalled.add(fn.name!);
    const d = this.depth++;
    this.callFns[d] = fn;
    this.callArgs[d] = args;
    this.callSpans[d] = span;
    return d;
  }

  /** A list used as a function: (LAMBDA args body...) or a defun-q list ((args) body...). */
  private listToFunction(f: Cons, span: Span | undefined): Usubr {
    let fn = this.lambdaCache.get(f);
    if (!fn) {
      const def = f.car === this.intern('LAMBDA') ? f.cdr : f;
      if (!(def instanceof Cons) || (def.car !== null && !(def.car instanceof Cons)))
        throw this.onError(makeError('badFunction', showInMessage(f)), span);
      fn = makeUsubr(this, null, def, f.span ?? span);
      this.lambdaCache.set(f, fn);
    }
    return fn;
  }

  private traceEnter(fn: Usubr, args: Value[]): void {
    const indent = ' '.repeat(Math.max(0, this.depth - 1));
    this.write(`${indent}Entering (${[fn.name, ...args.map((a) => prin1Short(a, CONSOLE_PRINT_LIMIT))].join(' ')})\n`);
  }

  private traceResult(v: Value): void {
    const indent = ' '.repeat(Math.max(0, this.depth - 1));
    this.write(`${indent}Result:  ${prin1Short(v, CONSOLE_PRINT_LIMIT)}\n`);
  }

  // ---- for the debugger -----------------------------------------------------------

  /** How many user calls are active. */
  get callDepth(): number {
    return this.depth;
  }

  /** The user call at `i` (0 = outermost). Debug runs only (`saved` is kept in debug runs). */
  callFrame(i: number): CallFrameView {
    // the call bound its parameters, then its locals, on the trail from its mark: their old values sit there
    const base = this.callMarks[i] ?? 0;
    const vals = this.trailVals;
    const saved = { get: (k: number): Value => vals[base + k] as Value, set: (k: number, v: Value): void => void (vals[base + k] = v) };
    return { fn: this.callFns[i] as Usubr, args: this.argsOf(i), span: this.callSpans[i], saved };
  }

  /**
   * Run `fn` on a budget of its own (`steps` more), then put the step count back: what a
   * debugger's watch costs is not charged to the program, so its step count stays the same.
   */
  withOwnBudget<T>(steps: number, fn: () => T): T {
    const saved = { steps: this.steps, budget: this.budget, nextCheck: this.nextCheck, depth: this.depth, trail: this.trailTop };
    this.budget = this.steps + steps;
    this.nextCheck = Math.min(this.budget, this.steps + CANCEL_CHECK_INTERVAL);
    try {
      return fn();
    } finally {
      this.steps = saved.steps;
      this.budget = saved.budget;
      this.nextCheck = saved.nextCheck;
      this.depth = saved.depth;
      // a watch that failed inside a call leaves that call's bindings on the trail
      this.unwindTo(saved.trail);
    }
  }

  // ---- errors --------------------------------------------------------------------

  /** A value inside an error message: cut after a preview (a list shared with itself 30 times is 2^30 elements). */
  show(v: Value): string {
    return showInMessage(v);
  }

  /** Turn anything thrown into a LispError (JS stack overflow -> recursion error; bugs -> internal error). */
  normalize(e: unknown): LispError {
    if (e instanceof LispError) return e;
    // Deep user recursion is named as such; any other stack overflow (nested builtins, host code) is not "0 nested calls".
    if (e instanceof RangeError && /call stack/i.test(e.message)) return this.depth > 0 ? makeError('recursionDepth', this.depth) : makeError('stackExhausted');
    // V8's string and array size limits: a string or list bomb ends as a structured error.
    if (e instanceof RangeError && /invalid (string|array) length|array buffer allocation/i.test(e.message)) return makeError('memoryExhausted');
    return makeError('internalError', e instanceof Error ? e.message : String(e));
  }

  /**
   * First sight of an error: stamp where it happened and capture the backtrace (references only,
   * printed when read), then give *error* its chance while the failing function's bindings are
   * still live. Later sightings pass it through. An error that vl-catch-all-apply will trap needs
   * no backtrace at all, so trapping one costs about as much as an ordinary call.
   */
  onError(e: unknown, span: Span | undefined): LispError {
    const err = this.normalize(e);
    if (!err.span && span) err.span = span;
    if (err.seen) return err;
    err.seen = true;
    if (this.catchDepth > 0 && err.kind !== 'limit') {
      // trapped: no backtrace needed; the debugger still sees it (its "caught errors" filter)
      if (this.debug !== null) this.debug.error(err, true);
      return err;
    }
    err.capture(this.backtrace(), this.depth > 0 ? this.argsOf(this.depth - 1) : undefined);
    if (this.debug !== null && err.kind !== 'limit') this.debug.error(err, this.inErrorHandler);
    this.runErrorHandler(err);
    return err;
  }

  /** User calls, innermost first; runs of the same function called from the same place collapse into one frame. */
  private backtrace(): RawFrame[] {
    const out: RawFrame[] = [];
    let prevFn: Usubr | undefined;
    for (let i = this.depth - 1; i >= 0; i--) {
      const fn = this.callFns[i] as Usubr;
      const span = this.callSpans[i];
      const prev = out[out.length - 1];
      if (prev && prevFn === fn && prev.span === span) {
        prev.repeated++;
        continue;
      }
      if (out.length >= MAX_FRAMES) break;
      out.push({ name: fn.name ?? '-lambda-', span, args: this.argsOf(i), repeated: 1 });
      prevFn = fn;
    }
    return out;
  }

  private runErrorHandler(err: LispError): void {
    if (this.catchDepth > 0 || this.handlingError || err.kind === 'limit') return;
    const handler = this.errorSym.value;
    if (!(handler instanceof Usubr || handler instanceof Subr || handler instanceof Cons)) return;
    this.handlingError = true;
    const depth = this.depth;
    const mark = this.trailTop;
    try {
      this.apply(handler, [err.message]);
      handledBy.add(err);
    } catch (e2) {
      const inner = this.normalize(e2);
      if (inner.kind === 'limit') throw inner;
      // the handler failed: undo what it bound, the failing call's bindings stay for the unwind
      this.depth = depth;
      this.unwindTo(mark);
      handledBy.add(err);
    } finally {
      this.handlingError = false;
    }
  }
}

/** Errors a user *error* handler has already seen (so hosts do not print "; error:" again). */
const handledBy = new WeakSet<LispError>();
export const wasHandledByUser = (e: LispError): boolean => handledBy.has(e);

/**
 * Steps an error trapped by vl-catch-all-apply costs on top of the steps that raised it. A JS
 * throw and its unwinding cost about as much as twenty ordinary steps (V8 builds a message and
 * walks every frame between the raise and the trap), so counting them keeps the step budget a
 * faithful bound on time for loops that trap errors by the million (npm run bench: "Error paths").
 */
export const TRAPPED_ERROR_STEPS = 20;

/** Frames a backtrace keeps (a deeper stack's outermost calls are left out). */
const MAX_FRAMES = 64;
/** What `read` is charged per character of its text: the forms it builds can outweigh the text. */
const READ_BYTES_PER_CHAR = 8;

/** A user function's body, its last form's value (debug paths; the hot paths keep the loop inline). */
function runBody(fn: Usubr): Value {
  const body = fn.body;
  let v: Value = null;
  for (let i = 0; i < body.length; i++) v = (body[i] as Thunk)();
  return v;
}



