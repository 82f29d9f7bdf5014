/*
 * The debugger core: the evaluator's DebugHooks for a debug run. It keeps the stack of forms
 * being evaluated (each compound form's closure is wrapped, see wrapForm) and decides where to
 * stop with one number: `stopDepth`. A form event (before a form starts, after it has its value)
 * at form depth <= stopDepth stops the program, so
 *   Step Into  = stop at the very next event         (stopDepth = Infinity)
 *   Step Over  = stop when this form is done          (stopDepth = depth of the current form)
 *   Step Out   = stop when the current function's call form is done (its depth at entry)
 *   Continue   = only breakpoints, errors and pause   (stopDepth = -1)
 * which are VLIDE's semantics: Step Over from before a form stops after it, from after a form
 * stops before the next one. Breakpoints live on the sites (breakpoints.ts); a break on error is
 * taken from the evaluator's first sight of the error, before *error* runs.
 */
import { makeError, type LispError } from '../core/errors.js';
import { prin1 } from '../core/printer.js';
import type { Span } from '../core/span.js';
import type { Cons, Usubr, Value } from '../core/values.js';
import type { Thunk } from '../eval/compile.js';
import type { DebugHooks } from '../eval/debug-hooks.js';
import type { Interp } from '../eval/interp.js';
import { BreakpointTable, hitConditionMet, type Breakpoint, type Site } from './breakpoints.js';
import { Inspector } from './inspect.js';
import type { DebugHost, ExceptionFilters, ResumeAction, StopInfo, StopPhase, StopReason } from './types.js';
export { WATCH_BUDGET } from './types.js';

export interface DebuggerOptions {
  host: DebugHost;
  /** the run's source files (breakpoint lines are resolved against them) */
  sources?: ReadonlyArray<{ name: string; text: string }>;
  /** slot 0 non-zero: the host has messages (pause, breakpoints, terminate); host.poll() reads them */
  attention?: Int32Array;
  stopOnEntry?: boolean;
  /** how evaluations while stopped keep what they print apart from the program's output */
  divertOutput?: <T>(fn: () => T) => { value: T; text: string };
}

/** Where the program is stopped, for the inspector. */
export interface StoppedAt {
  site: Site | undefined;
  phase: StopPhase;
  depth: number;
  value?: Value;
}

const NO_STOP = -1;

export class Debugger implements DebugHooks {
  readonly breakpoints = new BreakpointTable();
  exceptions: ExceptionFilters = { uncaught: true, caught: false };
  /** set while stopped */
  stoppedAt: StoppedAt | null = null;
  private ipRef: Interp | null = null;
  private inspectorRef: Inspector | null = null;
  private readonly host: DebugHost;
  private readonly divert: DebuggerOptions['divertOutput'];
  private readonly attention: Int32Array;
  private formDepth = 0;
  /** stack[1..formDepth]: the forms being evaluated, outermost first */
  private readonly stack: Site[] = [];
  /** per user call (by call depth): the form depth when it was entered */
  private readonly entryDepth: number[] = [];
  private stopDepth = NO_STOP;
  private pending: StopReason | null = null;
  private readonly functionBps = new Set<string>();
  /** > 0 while the debugger evaluates on its own account (watches, conditions): no stops */
  private suspended = 0;
  private terminating = false;

  constructor(opts: DebuggerOptions) {
    this.host = opts.host;
    this.divert = opts.divertOutput;
    this.attention = opts.attention ?? new Int32Array(1);
    if (opts.sources) this.breakpoints.addSources(opts.sources);
    if (opts.stopOnEntry) this.requestStop('entry');
  }

  get ip(): Interp {
    if (!this.ipRef) throw new Error('the debugger is not attached to an interpreter');
    return this.ipRef;
  }

  get inspector(): Inspector {
    if (!this.inspectorRef) throw new Error('the debugger is not attached to an interpreter');
    return this.inspectorRef;
  }

  // ---- DebugHooks ---------------------------------------------------------------

  attach(ip: Interp): void {
    this.ipRef = ip;
    this.inspectorRef = new Inspector(this, ip);
    if (this.divert) this.inspectorRef.divertOutput = this.divert;
  }

  wrapForm(form: Cons, span: Span | undefined, inner: Thunk): Thunk {
    // a quoted datum is not a step of its own
    if (form.car === this.ip.intern('QUOTE')) return inner;
    const site = this.breakpoints.site(form, span);
    const stack = this.stack;
    return () => {
      const depth = ++this.formDepth;
      stack[depth] = site;
      if (depth <= this.stopDepth || site.bps !== null || this.attention[0] !== 0) this.before(site, depth);
      try {
        const v = inner();
        if (depth <= this.stopDepth) this.after(site, depth, v);
        return v;
      } finally {
        this.formDepth = depth - 1;
      }
    };
  }

  enterFunction(fn: Usubr): void {
    this.entryDepth[(this.ipRef as Interp).callDepth - 1] = this.formDepth;
    if (this.functionBps.size !== 0 && this.suspended === 0 && fn.name !== null && this.functionBps.has(fn.name)) this.requestStop('function breakpoint');
  }

  error(err: LispError, trapped: boolean): void {
    if (this.suspended > 0 || err.kind !== 'error') return;
    if (trapped ? !this.exceptions.caught : !this.exceptions.uncaught) return;
    const site = this.formDepth > 0 ? this.stack[this.formDepth] : undefined;
    this.stop('exception', 'error', site, this.formDepth, undefined, err.message);
  }

  poll(): void {
    if (this.suspended > 0) return;
    this.serviceHost();
    // a loop with no compound form inside (while t) is paused where it is
    if (this.pending === 'pause') this.stop('pause', 'before', this.formDepth > 0 ? this.stack[this.formDepth] : undefined, this.formDepth);
  }

  // ---- control from the host ----------------------------------------------------

  /** Stop at the next form (Pause from the UI). */
  pause(): void {
    this.requestStop('pause');
  }

  /** End the run at the next form (or now, when stopped: return 'terminate' from stopped()). */
  terminate(): void {
    this.terminating = true;
  }

  setFunctionBreakpoints(names: readonly string[]): void {
    this.functionBps.clear();
    for (const n of names) if (n.trim()) this.functionBps.add(n.trim().toUpperCase());
  }

  /** Run `fn` with stops off (the debugger's own evaluations). */
  quietly<T>(fn: () => T): T {
    this.suspended++;
    try {
      return fn();
    } finally {
      this.suspended--;
    }
  }

  // ---- what the inspector reads ---------------------------------------------------

  /** The form being evaluated at form depth `d` (1-based). */
  siteAt(d: number): Site | undefined {
    return d >= 1 && d <= this.formDepth ? this.stack[d] : undefined;
  }

  /** The form depth at which user call `i` (0 = outermost) was entered. */
  entryDepthOf(i: number): number {
    return this.entryDepth[i] ?? 0;
  }

  // ---- stopping --------------------------------------------------------------------

  private requestStop(reason: StopReason): void {
    // keep the most telling reason when two arrive before the next form
    if (this.pending === null || reason !== 'step') this.pending = reason;
    this.stopDepth = Infinity;
  }

  private serviceHost(): void {
    if (this.attention[0] !== 0) this.host.poll?.();
    if (this.terminating) throw makeError('cancelledByHost');
  }

  private before(site: Site, depth: number): void {
    if (this.suspended > 0) return;
    this.serviceHost();
    let reason: StopReason | null = this.pending ?? (depth <= this.stopDepth ? 'step' : null);
    let ids: number[] | undefined;
    if (site.bps !== null && this.startsItsLine(site, depth)) {
      const hit = this.hitBreakpoints(site.bps);
      if (hit.length) {
        ids = hit;
        if (reason === null || reason === 'step') reason = 'breakpoint';
      }
    }
    if (reason !== null) this.stop(reason, 'before', site, depth, undefined, undefined, ids);
  }

  private after(site: Site, depth: number, v: Value): void {
    if (this.suspended > 0) return;
    this.stop(this.pending ?? 'step', 'after', site, depth, v);
  }

  /** A line breakpoint stops at the outermost form of its line, not at each form nested in it. */
  private startsItsLine(site: Site, depth: number): boolean {
    const parent = depth > 1 ? this.stack[depth - 1]?.span : undefined;
    const own = site.span;
    return !(parent && own && parent.file === own.file && parent.line === own.line);
  }

  private hitBreakpoints(bps: readonly Breakpoint[]): number[] {
    const out: number[] = [];
    for (const bp of bps) {
      if (bp.condition !== undefined && !this.conditionHolds(bp)) continue;
      bp.hits++;
      if (bp.hit && !hitConditionMet(bp.hit, bp.hits)) continue;
      if (bp.logMessage !== undefined) {
        this.host.output?.(`${this.inspector.interpolate(bp.logMessage)}\n`);
        continue;
      }
      out.push(bp.id);
    }
    return out;
  }

  private conditionHolds(bp: Breakpoint): boolean {
    const r = this.inspector.evaluateHere(bp.condition as string);
    if (!r.ok) {
      this.host.output?.(`; breakpoint condition ${bp.condition} failed: ${r.message} (stopping)\n`);
      return true;
    }
    return r.value !== null;
  }

  private stop(reason: StopReason, phase: StopPhase, site: Site | undefined, depth: number, value?: Value, error?: string, ids?: number[]): void {
    this.pending = null;
    this.stoppedAt = { site, phase, depth, ...(phase === 'after' ? { value } : {}) };
    const info = describeStop(reason, phase, site, value, error, ids);
    let action: ResumeAction;
    try {
      action = this.host.stopped(info);
    } finally {
      this.stoppedAt = null;
      this.inspectorRef?.forget();
    }
    this.resume(action, depth, phase);
  }

  private resume(action: ResumeAction, depth: number, phase: StopPhase): void {
    switch (action) {
      case 'continue':
        this.stopDepth = this.pending ? Infinity : NO_STOP;
        return;
      case 'stepIn':
        this.stopDepth = Infinity;
        return;
      case 'next':
        // from a break on error the failing form is being abandoned: stop at whatever runs next
        // at its level or above (the *error* handler's body is deeper and runs through)
        this.stopDepth = phase === 'error' ? Math.max(0, depth - 1) : depth;
        return;
      case 'stepOut': {
        const calls = this.ip.callDepth;
        this.stopDepth = calls > 0 ? this.entryDepthOf(calls - 1) : Math.min(depth, 1);
        return;
      }
      case 'terminate':
        this.terminating = true;
        throw makeError('cancelledByHost');
    }
  }
}

const FORM_TEXT_MAX = 120;

export function shortForm(form: Value): string {
  const s = prin1(form);
  return s.length > FORM_TEXT_MAX ? `${s.slice(0, FORM_TEXT_MAX - 3)}...` : s;
}

function describeStop(reason: StopReason, phase: StopPhase, site: Site | undefined, value: Value | undefined, error: string | undefined, ids: number[] | undefined): StopInfo {
  const form = site ? shortForm(site.form) : '';
  const where = phase === 'after' ? `after ${form}` : phase === 'error' ? `at ${form}` : `before ${form}`;
  const printed = phase === 'after' ? shortForm(value ?? null) : undefined;
  const what: Record<StopReason, string> = {
    entry: 'Stopped on entry',
    breakpoint: 'Breakpoint',
    'function breakpoint': 'Break on function entry',
    step: 'Step',
    pause: 'Paused',
    exception: `Error: ${error ?? ''}`,
  };
  const description = `${what[reason]}${form ? ` ${where}` : ''}${printed !== undefined ? ` => ${printed}` : ''}`;
  const info: StopInfo = { reason, phase, form, description };
  if (site?.span) info.span = site.span;
  if (printed !== undefined) info.value = printed;
  if (error !== undefined) info.error = error;
  if (ids?.length) info.hitBreakpointIds = ids;
  return info;
}

