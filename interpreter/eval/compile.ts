/*
 * Closure compiler: each form becomes a JS closure once, so evaluation never re-dispatches on the
 * AST (Feeley & Lapalme 1987). Calls are specialised by argument count; special forms get their
 * own closures (special-forms.ts). Every compound form costs one step, checked against the budget
 * in `Interp.step`, so the same program always takes the same number of steps.
 */
import { Cons, Subr, Sym, Usubr, type Value } from '../core/values.js';
import { raiseAt } from '../core/errors.js';
import type { Span } from '../core/span.js';
import type { Interp } from './interp.js';
import { SPECIAL_FORMS } from './special-forms.js';
import { compileSymbolCall } from './calls.js';

export type Thunk = () => Value;

/**
 * Deepest nesting of code the compiler follows. Quoted data may nest to any depth (the reader and
 * printer are iterative); code nested past this is refused before it can exhaust the JS stack.
 */
export const MAX_FORM_NESTING = 1000;

export function compile(ip: Interp, form: Value, span?: Span): Thunk {
  if (form instanceof Sym) {
    const s = form;
    return () => s.value;
  }
  if (!(form instanceof Cons)) {
    const k = form;
    return () => k;
  }
  const here = form.span ?? span;
  // Code nests on the JS stack (compiling here, running the closures later): refuse it past a depth.
  if (ip.compileDepth >= MAX_FORM_NESTING) return raiseAt(here, 'nestingTooDeep', MAX_FORM_NESTING);
  ip.compileDepth++;
  let t: Thunk;
  try {
    t = compileCompound(ip, form, here);
  } finally {
    ip.compileDepth--;
  }
  // Debug runs only: the debugger wraps each compound form (a normal run keeps `t` itself).
  return ip.debug === null ? t : ip.debug.wrapForm(form, here, t);
}

function compileCompound(ip: Interp, form: Cons, here: Span | undefined): Thunk {
  const head = form.car;
  if (head instanceof Sym) {
    const v = head.value;
    if (v instanceof Subr && v.special) {
      const special = SPECIAL_FORMS.get(v.name);
      if (special) return special(ip, form, here);
    }
  }
  return compileCall(ip, form, here);
}

export function compileBody(ip: Interp, forms: Value, span?: Span): Thunk[] {
  const out: Thunk[] = [];
  let cur = forms;
  while (cur instanceof Cons) {
    out.push(compile(ip, cur.car, (cur.car instanceof Cons && cur.car.span) || span));
    cur = cur.cdr;
  }
  return out;
}

/** Run a compiled body and return the last value (nil for an empty body). */
export function runBody(body: ReadonlyArray<Thunk>): Value {
  let v: Value = null;
  for (let i = 0; i < body.length; i++) v = (body[i] as Thunk)();
  return v;
}

function compileCall(ip: Interp, form: Cons, span: Span | undefined): Thunk {
  const head = form.car;
  if (head instanceof Sym) return compileSymbolCall(ip, head, operands(ip, form.cdr, span), span);
  const args = compileBody(ip, form.cdr, span);
  const headThunk = compile(ip, head, span);
  return () => {
    ip.step(span);
    const f = headThunk();
    const vals = new Array<Value>(args.length);
    for (let i = 0; i < args.length; i++) vals[i] = (args[i] as Thunk)();
    return ip.callAt(f, vals, span, null);
  };
}

/**
 * A form as a closure reads it: a leaf (symbol or constant, which costs no step) is a value cell
 * read in place, a symbol's own cell or a private one holding the constant (same class, so the
 * read stays one monomorphic load); anything else is its compiled thunk.
 */
export interface Operand {
  cell: Sym | null;
  thunk: Thunk;
  /** the form itself (fused-calls.ts looks into a compound argument) */
  form: Value;
}

/** Name of the private cells that hold a constant operand (never interned). */
const CONSTANT_CELL = '#constant';

export function operand(ip: Interp, form: Value, span: Span | undefined): Operand {
  if (form instanceof Sym) return { cell: form, thunk: compile(ip, form, span), form };
  if (!(form instanceof Cons)) {
    const cell = new Sym(CONSTANT_CELL);
    cell.value = form;
    return { cell, thunk: compile(ip, form, span), form };
  }
  return { cell: null, thunk: compile(ip, form, form.span ?? span), form };
}

function operands(ip: Interp, forms: Value, span: Span | undefined): Operand[] {
  const out: Operand[] = [];
  for (let cur = forms; cur instanceof Cons; cur = cur.cdr) out.push(operand(ip, cur.car, span));
  return out;
}

/** Parse `(args / locals)` of defun/lambda. */
export function parseLambdaList(ip: Interp, list: Value, span: Span | undefined, what: 'defun' | 'lambda'): { params: Sym[]; locals: Sym[] } {
  const params: Sym[] = [];
  const locals: Sym[] = [];
  let afterSlash = false;
  let cur = list;
  const slash = ip.intern('/');
  while (cur instanceof Cons) {
    const s = cur.car;
    if (!(s instanceof Sym)) return raiseAt(span, what === 'defun' ? 'badDefun' : 'badLambda', ip.show(list));
    if (s === slash && !afterSlash) afterSlash = true;
    else (afterSlash ? locals : params).push(s);
    cur = cur.cdr;
  }
  if (cur !== null) return raiseAt(span, what === 'defun' ? 'badDefun' : 'badLambda', ip.show(list));
  return { params, locals };
}

/** Make a USUBR from `(args-list body...)`. */
export function makeUsubr(ip: Interp, name: string | null, def: Value, span: Span | undefined, isDefunQ = false): Usubr {
  if (!(def instanceof Cons)) return raiseAt(span, name ? 'badDefun' : 'badLambda', ip.show(def));
  const { params, locals } = parseLambdaList(ip, def.car, span, name ? 'defun' : 'lambda');
  const body = compileBody(ip, def.cdr, span);
  return new Usubr(name, params, locals, body, def, span, isDefunQ);
}
