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

export type Thunk = () => Value;

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
  const t = compileCompound(ip, form, here);
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
  const args = compileBody(ip, form.cdr, span);
  if (head instanceof Sym) return compileSymbolCall(ip, head, args, span);
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
 * A call whose head is a symbol (nearly all calls). The function is looked up in the symbol's value
 * cell at call time (so redefinition works), and builtins with a fixed-arity entry (`fn1`/`fn2`)
 * are called without building an argument array.
 */
function compileSymbolCall(ip: Interp, sym: Sym, args: Thunk[], span: Span | undefined): Thunk {
  switch (args.length) {
    case 0:
      return () => {
        ip.step(span);
        return ip.callAt(sym.value, [], span, sym);
      };
    case 1: {
      const a0 = args[0] as Thunk;
      // a debug run needs every user call's saved bindings: callUser1 keeps none
      if (ip.debug !== null) return () => {
        ip.step(span);
        const f = sym.value;
        const x = a0();
        if (f instanceof Usubr) return ip.callUser1Debug(f, x, span);
        if (f instanceof Subr && f.fn1 !== undefined) return ip.callFast1(f, x, span);
        return ip.callAt(f, [x], span, sym);
      };
      return () => {
        ip.step(span);
        const f = sym.value;
        const x = a0();
        if (f instanceof Usubr) return ip.callUser1(f, x, span);
        if (f instanceof Subr && f.fn1 !== undefined) return ip.callFast1(f, x, span);
        return ip.callAt(f, [x], span, sym);
      };
    }
    case 2: {
      const a0 = args[0] as Thunk;
      const a1 = args[1] as Thunk;
      return () => {
        ip.step(span);
        const f = sym.value;
        const x = a0();
        const y = a1();
        if (f instanceof Subr && f.fn2 !== undefined) return ip.callFast2(f, x, y, span);
        return ip.callAt(f, [x, y], span, sym);
      };
    }
    case 3: {
      const a0 = args[0] as Thunk;
      const a1 = args[1] as Thunk;
      const a2 = args[2] as Thunk;
      return () => {
        ip.step(span);
        const f = sym.value;
        const x = a0();
        const y = a1();
        return ip.callAt(f, [x, y, a2()], span, sym);
      };
    }
    default: {
      const n = args.length;
      return () => {
        ip.step(span);
        const f = sym.value;
        const vals = new Array<Value>(n);
        for (let i = 0; i < n; i++) vals[i] = (args[i] as Thunk)();
        return ip.callAt(f, vals, span, sym);
      };
    }
  }
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
