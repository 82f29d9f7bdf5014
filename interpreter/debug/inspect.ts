/*
 * What a stopped program looks like: the call stack (innermost first, ending with the top level),
 * each frame's parameters and locals as that frame sees them, the globals, values opened up into
 * their parts (list elements, an entity's DXF groups, a selection set's members), and evaluation
 * of an expression in a frame.
 *
 * AutoLISP binds dynamically and shallowly: a symbol's value cell holds the innermost binding and
 * each call keeps the values it replaced (CallFrameView.saved). So what frame i sees for a symbol
 * is the value saved by the nearest inner frame that rebinds it, or the live value if none does;
 * to evaluate in frame i the inner frames' bindings are swapped out and then back in.
 */
import { prin1, princ } from '../core/printer.js';
import type { Span } from '../core/span.js';
import { Cons, Ename, PickSet, Sym, Usubr, type Value } from '../core/values.js';
import { typeName } from '../builtins/symbols.js';
import { activexConstantNames } from '../drawing/activex/index.js';
import type { Interp } from '../eval/interp.js';
import { readAll } from '../reader/reader.js';
import type { Debugger } from './debugger.js';
import { WATCH_BUDGET, type StopPhase } from './types.js';

export interface FrameInfo {
  /** 0 = innermost */
  index: number;
  /** "(FOO 3 \"a\")", or "[top level]" */
  name: string;
  span?: Span;
  /** the innermost frame's stop phase; outer frames are always inside their call form */
  phase: StopPhase | 'in call';
  /** the function, for user frames */
  fn?: Usubr;
}

export interface VariableInfo {
  name: string;
  value: string;
  type: string;
  /** > 0: the value has parts (ask `children`) */
  ref: number;
}

export type EvalResult = { ok: true; value: Value; printed: string; output: string } | { ok: false; message: string; output: string };

const VALUE_TEXT_MAX = 2000;
const MAX_CHILDREN = 1000;
const MAX_GLOBALS = 500;
/** symbols every interpreter starts with; the Globals scope leaves them out */
/** Symbols the system binds (T, PI, the ActiveX enum and vlax-vb constants), left out of the globals. */
const isBuiltinValue = (name: string): boolean => name === 'T' || name === 'PI' || name === 'PAUSE' || activexConstantNames().has(name);

export const TOP_LEVEL = '[top level]';

export class Inspector {
  private readonly refs: Value[] = [];
  /** output printed by evaluations while stopped goes here instead of the run's output */
  divertOutput: (<T>(fn: () => T) => { value: T; text: string }) | null = null;

  constructor(
    private readonly dbg: Debugger,
    private readonly ip: Interp,
  ) {}

  /** Value handles are valid for one stop only. */
  forget(): void {
    this.refs.length = 0;
  }

  // ---- frames ---------------------------------------------------------------------

  frames(): FrameInfo[] {
    const at = this.dbg.stoppedAt;
    const n = this.ip.callDepth;
    const out: FrameInfo[] = [];
    for (let i = n - 1; i >= -1; i--) {
      const index = n - 1 - i;
      const site = index === 0 ? at?.site : this.dbg.siteAt(this.dbg.entryDepthOf(i + 1));
      const phase = index === 0 ? (at?.phase ?? 'before') : 'in call';
      const f: FrameInfo = { index, name: TOP_LEVEL, phase };
      if (i >= 0) {
        const cf = this.ip.callFrame(i);
        f.fn = cf.fn;
        f.name = `(${[cf.fn.name ?? '-lambda-', ...cf.args.map((v) => short(v))].join(' ')})`;
      }
      if (site?.span) f.span = site.span;
      out.push(f);
    }
    return out;
  }

  /** The call index (0 = outermost user call, -1 = top level) of frame `index` (0 = innermost). */
  private callIndexOf(index: number): number {
    const n = this.ip.callDepth;
    if (!Number.isInteger(index) || index < 0 || index > n) throw new Error(`no frame ${index}`);
    return n - 1 - index;
  }

  // ---- variables ------------------------------------------------------------------

  /** The frame's parameters then locals, as the frame sees them; plus *LAST-VALUE* after a form. */
  locals(index: number): VariableInfo[] {
    const i = this.callIndexOf(index);
    const out: VariableInfo[] = [];
    const at = this.dbg.stoppedAt;
    if (index === 0 && at?.phase === 'after') out.push(this.variable('*LAST-VALUE*', at.value ?? null));
    if (i < 0) return out;
    const fn = this.ip.callFrame(i).fn;
    for (const s of [...fn.params, ...fn.locals]) out.push(this.variable(s.name, this.valueIn(s, i)));
    return out;
  }

  /** Symbols holding a value that the program gave them (not functions, not the initial T / PI / PAUSE). */
  globals(): VariableInfo[] {
    const out: VariableInfo[] = [];
    for (const s of this.ip.allSymbols()) {
      if (isBuiltinValue(s.name)) continue;
      const v = this.valueIn(s, -1);
      if (v === null || v instanceof Usubr || typeName(v) === 'SUBR') continue;
      out.push(this.variable(s.name, v));
      if (out.length >= MAX_GLOBALS) break;
    }
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** The parts of a value handed out by an earlier answer. */
  children(ref: number): VariableInfo[] {
    const v = this.refs[ref - 1];
    if (v === undefined) return [];
    if (v instanceof Ename) return this.entityGroups(v);
    if (v instanceof PickSet) return v.items.slice(0, MAX_CHILDREN).map((e, k) => this.variable(String(k), e));
    if (!(v instanceof Cons)) return [];
    if (!(v.cdr instanceof Cons) && v.cdr !== null) return [this.variable('car', v.car), this.variable('cdr', v.cdr)];
    const out: VariableInfo[] = [];
    let c: Value = v;
    for (let k = 0; c instanceof Cons && k < MAX_CHILDREN; k++, c = c.cdr) out.push(this.variable(String(k), c.car));
    if (c !== null && !(c instanceof Cons)) out.push(this.variable('.', c));
    return out;
  }

  /** Assign a frame's variable (DAP setVariable): the text is read and evaluated in that frame. */
  setVariable(index: number, name: string, text: string): EvalResult {
    return this.evaluate(`(setq ${name} ${text})`, index);
  }

  /** One value as a variable row; values with parts get a handle. */
  variable(name: string, v: Value): VariableInfo {
    const expandable = v instanceof Cons || v instanceof PickSet || v instanceof Ename;
    return { name, value: short(v, VALUE_TEXT_MAX), type: typeName(v) ?? 'nil', ref: expandable ? this.refs.push(v) : 0 };
  }

  private entityGroups(e: Ename): VariableInfo[] {
    const r = this.evaluateValue(() => this.ip.apply(this.ip.intern('ENTGET'), [e]));
    if (!r.ok) return [{ name: 'entget', value: r.message, type: 'error', ref: 0 }];
    const out: VariableInfo[] = [];
    for (let c: Value = r.value; c instanceof Cons && out.length < MAX_CHILDREN; c = c.cdr) {
      const g = c.car;
      out.push(g instanceof Cons ? this.variable(prin1(g.car), g.cdr) : this.variable(String(out.length), g));
    }
    return out;
  }

  /** What frame i (a call index) sees for a symbol. */
  private valueIn(s: Sym, i: number): Value {
    const n = this.ip.callDepth;
    for (let j = i + 1; j < n; j++) {
      const f = this.ip.callFrame(j);
      const k = boundIndex(f.fn, s);
      if (k >= 0) return f.saved.get(k);
    }
    return s.value;
  }

  // ---- evaluation -----------------------------------------------------------------

  /** Evaluate an expression (or several) in frame `index`; returns the last value. */
  evaluate(text: string, index = 0): EvalResult {
    let forms: Value[];
    try {
      forms = readAll(text, { file: '<watch>', intern: (n) => this.ip.intern(n) });
    } catch (e) {
      return { ok: false, message: this.ip.normalize(e).message, output: '' };
    }
    if (forms.length === 0) return { ok: false, message: 'nothing to evaluate', output: '' };
    const i = this.callIndexOf(index);
    return this.inFrame(i, () =>
      this.evaluateValue(() => {
        let v: Value = null;
        for (const f of forms) v = this.ip.evaluate(f);
        return v;
      }),
    );
  }

  /** Evaluate in the innermost frame (breakpoint conditions, log messages). */
  evaluateHere(text: string): EvalResult {
    return this.evaluate(text, 0);
  }

  /** A log message with each {expr} replaced by the value it prints (princ). */
  interpolate(message: string): string {
    return message.replace(/\{([^{}]+)\}/g, (_, expr: string) => {
      const r = this.evaluateHere(expr);
      return r.ok ? princ(r.value) : `<${r.message}>`;
    });
  }

  private evaluateValue(fn: () => Value): EvalResult {
    const run = (): EvalResult => {
      try {
        const r = this.dbg.quietly(() => this.ip.withOwnBudget(WATCH_BUDGET, () => this.ip.catchAll(fn)));
        return r.ok ? { ok: true, value: r.value, printed: short(r.value, VALUE_TEXT_MAX), output: '' } : { ok: false, message: r.message, output: '' };
      } catch (e) {
        // the step budget of a watch, a recursion limit: reported, never thrown into the program
        return { ok: false, message: this.ip.normalize(e).message, output: '' };
      }
    };
    if (!this.divertOutput) return run();
    const d = this.divertOutput(run);
    return { ...d.value, output: d.text };
  }

  /** Run `fn` with the bindings of frames inner to call index i swapped out. */
  private inFrame<T>(i: number, fn: () => T): T {
    const n = this.ip.callDepth;
    for (let j = n - 1; j > i; j--) swapBindings(this.ip, j, true);
    try {
      return fn();
    } finally {
      for (let j = i + 1; j < n; j++) swapBindings(this.ip, j, false);
    }
  }
}

function boundIndex(fn: Usubr, s: Sym): number {
  const p = fn.params.indexOf(s);
  if (p >= 0) return p;
  const l = fn.locals.indexOf(s);
  return l >= 0 ? fn.params.length + l : -1;
}

/**
 * Exchange call j's bindings with the values it saved: unwinding goes in the reverse order of
 * binding (as the call's own exit does), rewinding in binding order, so a symbol listed twice
 * (a parameter also named as a local) comes back exactly.
 */
function swapBindings(ip: Interp, j: number, unwind: boolean): void {
  const f = ip.callFrame(j);
  const syms = [...f.fn.params, ...f.fn.locals];
  const swap = (k: number): void => {
    const s = syms[k] as Sym;
    const live = s.value;
    s.value = f.saved.get(k);
    f.saved.set(k, live);
  };
  if (unwind) for (let k = syms.length - 1; k >= 0; k--) swap(k);
  else for (let k = 0; k < syms.length; k++) swap(k);
}

function short(v: Value, max = 200): string {
  const s = prin1(v);
  return s.length > max ? `${s.slice(0, max - 3)}...` : s;
}
