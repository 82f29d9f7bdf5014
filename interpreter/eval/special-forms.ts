/*
 * Special forms: quote setq if cond while repeat foreach vlax-for progn and or defun defun-q lambda function.
 * Each is compiled to its own closure. Each costs one step when it runs, and loops cost one more step
 * per iteration, so even `(while t)` exhausts the budget.
 */
import { Cons, Sym, VlaObject, type Value } from '../core/values.js';
import { raiseAt } from '../core/errors.js';
import type { Span } from '../core/span.js';
import { compile, compileBody, makeUsubr, operand, runBody, type Thunk } from './compile.js';
import type { Interp } from './interp.js';
import { noteSetqSite } from './trapped-calls.js';
import { compareTest, ifCompare, whileCompare } from './compare-tests.js';

type SpecialCompiler = (ip: Interp, form: Cons, span: Span | undefined) => Thunk;

function argsOf(form: Cons): Value[] {
  const out: Value[] = [];
  let cur = form.cdr;
  while (cur instanceof Cons) {
    out.push(cur.car);
    cur = cur.cdr;
  }
  return out;
}

function arity(ip: Interp, form: Cons, span: Span | undefined, min: number, max: number): Value[] {
  const a = argsOf(form);
  if (a.length < min) return raiseAt(span, 'tooFewArgs');
  if (a.length > max) return raiseAt(span, 'tooManyArgs');
  return a;
}

const quote: SpecialCompiler = (ip, form, span) => {
  const [x] = arity(ip, form, span, 1, 1);
  const v = x as Value;
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    return v;
  };
};

const setq: SpecialCompiler = (ip, form, span) => {
  const a = argsOf(form);
  if (a.length === 0) return raiseAt(span, 'tooFewArgs');
  const syms: Sym[] = [];
  const vals: Thunk[] = [];
  const cells: Array<Sym | null> = [];
  for (let i = 0; i < a.length; i += 2) {
    const s = a[i];
    if (!(s instanceof Sym)) return raiseAt(span, 'badArgType', 'symbolp', ip.show(s ?? null));
    if (i + 1 >= a.length) return raiseAt(span, 'tooFewArgs');
    syms.push(s);
    const o = operand(ip, a[i + 1] as Value, span);
    vals.push(o.thunk);
    cells.push(o.cell);
  }
  if (cells.every((c) => c !== null)) {
    // Only leaves (`(setq i 1 s 0.0)`, usually run once, before a loop): a literal of its own, so
    // it shares no optimised code with the loop's `(setq s (+ s i) ...)`, which it would leave on
    // the next run (a call target that code never saw).
    const t: Thunk = () => {
      if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
      let v: Value = null;
      for (let i = 0; i < syms.length; i++) v = (syms[i] as Sym).value = (cells[i] as Sym).value;
      return v;
    };
    return ip.debug === null && syms.length === 1 ? noteSetqSite(t, syms[0] as Sym, vals[0] as Thunk, span) : t;
  }
  if (syms.length === 1) {
    const t = setq1(ip, syms[0] as Sym, vals[0] as Thunk, span);
    // vl-catch-all-apply traps the value's builtin call itself (trapped-calls.ts); a debug run wraps every closure
    return ip.debug === null ? noteSetqSite(t, syms[0] as Sym, vals[0] as Thunk, span) : t;
  }
  if (syms.length === 2) return setq2(ip, syms[0] as Sym, vals[0] as Thunk, syms[1] as Sym, vals[1] as Thunk, span);
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    let v: Value = null;
    for (let i = 0; i < syms.length; i++) v = (syms[i] as Sym).value = (vals[i] as Thunk)();
    return v;
  };
};

const ifForm: SpecialCompiler = (ip, form, span) => {
  const a = arity(ip, form, span, 2, 3);
  const cmp = compareTest(ip, a[0] as Value, span);
  if (cmp !== null) return ifCompare(ip, span, cmp, operand(ip, a[1] as Value, span), operand(ip, a.length === 3 ? (a[2] as Value) : null, span));
  const test = compile(ip, a[0] as Value, span);
  // a leaf branch (often the base case's value) is read in place
  const then = operand(ip, a[1] as Value, span);
  if (a.length === 2) return if2(ip, test, then.cell, then.thunk, span);
  const otherwise = operand(ip, a[2] as Value, span);
  return if3(ip, test, then.cell, then.thunk, otherwise.cell, otherwise.thunk, span);
};

/*
 * The hot closures below read parameters of the functions that make them, not captured `const`s,
 * which V8 checks for their temporal dead zone on every read.
 */

function setq1(ip: Interp, s0: Sym, v0: Thunk, span: Span | undefined): Thunk {
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    return (s0.value = v0());
  };
}

function setq2(ip: Interp, s0: Sym, v0: Thunk, s1: Sym, v1: Thunk, span: Span | undefined): Thunk {
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    s0.value = v0();
    return (s1.value = v1());
  };
}

function if2(ip: Interp, test: Thunk, thenCell: Sym | null, then: Thunk, span: Span | undefined): Thunk {
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    return test() === null ? null : thenCell !== null ? thenCell.value : then();
  };
}

function if3(ip: Interp, test: Thunk, thenCell: Sym | null, then: Thunk, elseCell: Sym | null, otherwise: Thunk, span: Span | undefined): Thunk {
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    if (test() !== null) return thenCell !== null ? thenCell.value : then();
    return elseCell !== null ? elseCell.value : otherwise();
  };
}

const cond: SpecialCompiler = (ip, form, span) => {
  const clauses = argsOf(form).map((c) => {
    if (!(c instanceof Cons)) return raiseAt(span, 'badArgType', 'listp', ip.show(c));
    return { test: compile(ip, c.car, span), body: compileBody(ip, c.cdr, span) };
  });
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    for (let i = 0; i < clauses.length; i++) {
      const c = clauses[i]!;
      const t = c.test();
      if (t !== null) return c.body.length === 0 ? t : runBody(c.body);
    }
    return null;
  };
};

const whileForm: SpecialCompiler = (ip, form, span) => {
  const a = arity(ip, form, span, 1, Infinity);
  const cmp = compareTest(ip, a[0] as Value, span);
  if (cmp !== null) return whileCompare(ip, span, cmp, a.slice(1).map((f) => compile(ip, f, span)));
  const test = compile(ip, a[0] as Value, span);
  const body = a.slice(1).map((f) => compile(ip, f, span));
  if (body.length === 1) {
    const b0 = body[0] as Thunk;
    return () => {
      if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
      let v: Value = null;
      while (test() !== null) {
        if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
        v = b0();
      }
      return v;
    };
  }
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    let v: Value = null;
    while (test() !== null) {
      if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
      for (let i = 0; i < body.length; i++) v = body[i]!();
    }
    return v;
  };
};

const repeat: SpecialCompiler = (ip, form, span) => {
  const a = arity(ip, form, span, 1, Infinity);
  const count = compile(ip, a[0] as Value, span);
  const body = a.slice(1).map((f) => compile(ip, f, span));
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    const n = count();
    if (typeof n !== 'number') return raiseAt(span, 'badArgType', 'fixnump', ip.show(n));
    let v: Value = null;
    if (body.length === 1) {
      const b0 = body[0] as Thunk;
      for (let k = 0; k < n; k++) {
        if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
        v = b0();
      }
      return v;
    }
    for (let k = 0; k < n; k++) {
      if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
      for (let i = 0; i < body.length; i++) v = body[i]!();
    }
    return v;
  };
};

const foreach: SpecialCompiler = (ip, form, span) => {
  const a = arity(ip, form, span, 2, Infinity);
  const name = a[0];
  if (!(name instanceof Sym)) return raiseAt(span, 'badArgType', 'symbolp', ip.show(name ?? null));
  const listThunk = compile(ip, a[1] as Value, span);
  const body = a.slice(2).map((f) => compile(ip, f, span));
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    let lst = listThunk();
    if (lst !== null && !(lst instanceof Cons)) return raiseAt(span, 'badArgType', 'listp', ip.show(lst));
    // the loop variable is bound on the trail: an error leaves it to whoever catches to restore
    const mark = ip.trailMark();
    ip.bind(name, name.value);
    let v: Value = null;
    while (lst instanceof Cons) {
      if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
      name.value = lst.car;
      for (let i = 0; i < body.length; i++) v = body[i]!();
      lst = lst.cdr;
    }
    ip.unwindTo(mark);
    return v;
  };
};

/**
 * (vlax-for sym collection body...) — foreach over an ActiveX collection's members, which the
 * object's target lists when the loop starts (drawing/activex); the value of the last body form.
 */
const vlaxFor: SpecialCompiler = (ip, form, span) => {
  const a = arity(ip, form, span, 2, Infinity);
  const name = a[0];
  if (!(name instanceof Sym)) return raiseAt(span, 'badArgType', 'symbolp', ip.show(name ?? null));
  const collThunk = compile(ip, a[1] as Value, span);
  const body = a.slice(2).map((f) => compile(ip, f, span));
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    const coll = collThunk();
    if (!(coll instanceof VlaObject) || coll.released) return raiseAt(span, 'badArgType', 'VLA-OBJECT', ip.show(coll));
    const members = coll.target.members?.();
    if (!members) return raiseAt(span, 'axServerError', 'Member not found');
    const saved = name.value;
    let v: Value = null;
    try {
      for (let k = 0; k < members.length; k++) {
        if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
        name.value = members[k]!;
        for (let i = 0; i < body.length; i++) v = body[i]!();
      }
    } finally {
      name.value = saved;
    }
    return v;
  };
};

const progn: SpecialCompiler = (ip, form, span) => {
  const body = compileBody(ip, form.cdr, span);
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    return runBody(body);
  };
};

const and: SpecialCompiler = (ip, form, span) => {
  const parts = compileBody(ip, form.cdr, span);
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    for (let i = 0; i < parts.length; i++) if (parts[i]!() === null) return null;
    return ip.T;
  };
};

const or: SpecialCompiler = (ip, form, span) => {
  const parts = compileBody(ip, form.cdr, span);
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    for (let i = 0; i < parts.length; i++) if (parts[i]!() !== null) return ip.T;
    return null;
  };
};

const defun: SpecialCompiler = (ip, form, span) => {
  const a = arity(ip, form, span, 2, Infinity);
  const name = a[0];
  if (!(name instanceof Sym)) return raiseAt(span, 'badArgType', 'symbolp', ip.show(name ?? null));
  const fn = makeUsubr(ip, name.name, (form.cdr as Cons).cdr, span);
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    name.value = fn;
    return name;
  };
};

const defunQ: SpecialCompiler = (ip, form, span) => {
  const a = arity(ip, form, span, 2, Infinity);
  const name = a[0];
  if (!(name instanceof Sym)) return raiseAt(span, 'badArgType', 'symbolp', ip.show(name ?? null));
  const def = (form.cdr as Cons).cdr; // ((args) body...)
  makeUsubr(ip, name.name, def, span, true); // validates the argument list now
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    name.value = def;
    return name;
  };
};

const lambda: SpecialCompiler = (ip, form, span) => {
  arity(ip, form, span, 1, Infinity);
  const fn = makeUsubr(ip, null, form.cdr, span);
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    return fn;
  };
};

const functionForm: SpecialCompiler = (ip, form, span) => {
  const [x] = arity(ip, form, span, 1, 1);
  if (x instanceof Cons && x.car === ip.intern('LAMBDA')) return compile(ip, x, span);
  const v = x as Value;
  return () => {
    if (++ip.steps > ip.nextCheck) ip.checkLimits(span);
    return v;
  };
};

export const SPECIAL_FORMS: ReadonlyMap<string, SpecialCompiler> = new Map([
  ['QUOTE', quote],
  ['SETQ', setq],
  ['IF', ifForm],
  ['COND', cond],
  ['WHILE', whileForm],
  ['REPEAT', repeat],
  ['FOREACH', foreach],
  ['VLAX-FOR', vlaxFor],
  ['PROGN', progn],
  ['AND', and],
  ['OR', or],
  ['DEFUN', defun],
  ['DEFUN-Q', defunQ],
  ['LAMBDA', lambda],
  ['FUNCTION', functionForm],
]);

/** Docs for the special forms, registered as SUBRs so `(type if)` is SUBR and completion lists them. */
export const SPECIAL_FORM_DOCS: ReadonlyArray<[string, number, number, string]> = [
  ['quote', 1, 1, '(quote expr) — Returns expr without evaluating it; written \'expr.'],
  ['setq', 2, Infinity, '(setq sym expr [sym expr ...]) — Sets each symbol to the value of its expression; returns the last value.'],
  ['if', 2, 3, '(if test then [else]) — Evaluates then when test is non-nil, else otherwise.'],
  ['cond', 0, Infinity, '(cond (test expr ...) ...) — Evaluates the first clause whose test is non-nil.'],
  ['while', 1, Infinity, '(while test expr ...) — Repeats the body while test is non-nil; returns the last body value.'],
  ['repeat', 1, Infinity, '(repeat count expr ...) — Evaluates the body count times; returns the last value.'],
  ['foreach', 2, Infinity, '(foreach name list expr ...) — Binds name to each element of list in turn and evaluates the body.'],
  ['vlax-for', 2, Infinity, '(vlax-for name collection expr ...) — Binds name to each member of an ActiveX collection in turn and evaluates the body.'],
  ['progn', 0, Infinity, '(progn expr ...) — Evaluates expressions in order; returns the last value.'],
  ['and', 0, Infinity, '(and expr ...) — T if every expression is non-nil (stops at the first nil), else nil.'],
  ['or', 0, Infinity, '(or expr ...) — T at the first non-nil expression, else nil.'],
  ['defun', 2, Infinity, '(defun name (args / locals) expr ...) — Defines a function; returns its name.'],
  ['defun-q', 2, Infinity, '(defun-q name (args / locals) expr ...) — Defines a function kept as a list, editable with defun-q-list-set.'],
  ['lambda', 1, Infinity, '(lambda (args / locals) expr ...) — Makes an anonymous function.'],
  ['function', 1, 1, '(function fn) — Like quote, but compiles a lambda expression.'],
];
