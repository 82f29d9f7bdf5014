/*
 * The evaluator's fast paths (eval/calls.ts, eval/inline-ops.ts, the specialised special forms)
 * must be invisible: every call gives the value, type and error the ordinary call gives (here,
 * the same builtin reached through `apply`, which takes the general n-ary entry), a redefined
 * builtin is honoured, and every shape takes exactly the steps the evaluator's rule gives (one
 * per compound form, one more per loop iteration), so budgets stop at the same step.
 */
import { describe, expect, it } from 'vitest';
import { Cons, Interp, prin1, Real, Sym, type Value } from '../../interpreter/index.js';
import { runsInPlace } from '../../interpreter/eval/inline-ops.js';

const ip = new Interp({ budget: 1e9 });
const list = (...xs: Value[]): Value => xs.reduceRight<Value>((d, x) => new Cons(x, d), null);
const VALUES: Value[] = [
  0, 1, -1, 7, -7, 2147483647, -2147483648, 65536,
  new Real(0), new Real(2.5), new Real(-7), new Real(1e300), new Real(2147483647), new Real(-0),
  'a', 'b', '', null, ip.T, ip.intern('FOO'), list(1, 2), new Cons(1, 2),
];
const OPS2 = ['+', '-', '*', '/', '<', '>', '<=', '>=', '=', '/=', 'eq', 'cons'];
const OPS1 = ['1+', '1-', 'abs', 'car', 'cdr', 'null', 'not'];

function outcome(f: () => { ok: boolean; value: Value; error?: { message: string } }): string {
  const r = f();
  if (!r.ok) return `error ${r.error?.message}`;
  const v = r.value;
  return `${v instanceof Real ? 'REAL' : v === null ? 'nil' : typeof v} ${prin1(v)}`;
}
const quoted = (v: Value): Value => list(ip.intern('QUOTE'), v);
/** The ways an argument reaches a call: a symbol's cell, a compound form, a constant's cell (a quote form when it cannot be a constant). */
function shapes(v: Value, name: string): [Value, Value, Value] {
  ip.intern(name).value = v;
  return [ip.intern(name), list(ip.intern('PROGN'), ip.intern(name)), v instanceof Cons || v instanceof Sym ? quoted(v) : v];
}
/** operand shape pairs: both cells, both thunks, both constants, and the two mixes */
const PAIRS: Array<[number, number]> = [[0, 0], [1, 1], [2, 2], [0, 1], [1, 2]];
const evalForm = (form: Value) => ip.runForms([form]);
const general = (name: string, args: Value[]) => ip.runForms([list(ip.intern('APPLY'), quoted(ip.intern(name)), quoted(list(...args)))]);

describe('in-place builtins', () => {
  it.each(OPS2)('(%s a b) in place agrees with the general entry for every operand pair and shape', (name) => {
    expect(runsInPlace(ip.intern(name).value, 2)).toBe(true);
    let checked = 0;
    for (const a of VALUES)
      for (const b of VALUES) {
        const want = outcome(() => general(name, [a, b]));
        const sa = shapes(a, 'A-ARG');
        const sb = shapes(b, 'B-ARG');
        for (const [i, j] of PAIRS) {
          const form = list(ip.intern(name), sa[i]!, sb[j]!);
          expect(outcome(() => evalForm(form)), prin1(form)).toBe(want);
          checked++;
        }
      }
    expect(checked).toBe(VALUES.length ** 2 * PAIRS.length);
  });

  it.each(OPS1)('(%s a) in place agrees with the general entry for every operand and shape', (name) => {
    expect(runsInPlace(ip.intern(name).value, 1)).toBe(true);
    for (const a of VALUES) {
      const want = outcome(() => general(name, [a]));
      for (const fa of shapes(a, 'A-ARG')) expect(outcome(() => evalForm(list(ip.intern(name), fa))), `(${name} ${prin1(fa)})`).toBe(want);
    }
  });

  it('stops an in-place cons at the memory budget on the same cell, step and form', () => {
    for (const [cells, src] of [[100, '(setq l nil)\n(while t (setq l (cons 1 l)))'], [37, '(setq l nil)\n(while t (setq l (cons (progn 1) l)))']] as const) {
      const r = new Interp({ memoryBudget: 48 * cells }).runText(src, 'm.lsp');
      expect(r.error?.message).toMatch(/^insufficient memory/);
      expect(r.error?.span).toMatchObject({ line: 2, col: src.split('\n')[1]!.indexOf('(cons') + 1 });
      expect(r.steps).toBe(2 + (cells + 1) * (src.includes('progn') ? 4 : 3));
    }
  });

  it('honours a redefined builtin, and reads the function before the arguments', () => {
    const r = new Interp().runText(
      '(defun f (x) (+ x 1)) (setq a (f 5)) (setq + -) (setq b (f 5)) (defun + (p q) (list p q)) (setq c (f 5))' +
        ' (setq + (eval (quote -))) (setq d (+ (progn (defun + (p q) "user") 10) 3)) (setq e (+ 10 3))' +
        ' (defun g (x) (car x)) (setq h (g (quote (1 2)))) (defun car (x) "mine") (list a b c d e h (g 1))',
    );
    expect(r.error?.message).toBeUndefined();
    expect(prin1(r.value)).toBe('(6 4 (5 1) 7 "user" 1 "mine")');
  });

  it('raises the builtin error at the call, with its span, in a trap and out of one', () => {
    const p = new Interp();
    const r = p.runText('(setq x "s")\n(defun f (a) (+ 1 a))\n(f x)', 't.lsp');
    expect(r.error?.message).toBe('bad argument type: numberp: "s"');
    expect(r.error?.span).toMatchObject({ line: 2, col: 14 });
    expect(r.error?.frames?.map((f) => f.name)).toEqual(['F']);
    const t = p.runText("(vl-catch-all-error-message (vl-catch-all-apply 'f (list nil)))");
    expect(t.value).toBe('bad argument type: numberp: nil');
    expect(p.runText('(/ 5 0)').error?.message).toBe('divide by zero');
    expect(p.runText('(/ 5 0.0)').error?.message).toBe('divide by zero');
    expect(p.runText('(car 5)').error?.message).toBe('bad argument type: consp 5');
  });
});

describe('step counts of the specialised shapes', () => {
  const steps = (src: string, budget = 1e7) => new Interp({ budget }).runText(src);
  // one step per compound form evaluated, one more per loop iteration; leaves cost nothing
  it.each([
    ['(setq i 0) (while (< i 10) (setq i (1+ i)))', 1 + 1 + 10 * 3 + 11],
    ['(setq i 0) (while (< i 10) (setq i (1+ i)) (setq j i))', 1 + 1 + 10 * 4 + 11],
    ['(setq i 0 s 0.0) (while (<= i 10) (setq s (+ s i) i (1+ i)))', 1 + 1 + 11 * 4 + 12],
    ['(setq a 1 b 2 c 3)', 1],
    ['(setq a (+ 1 2) b (- 3 4) c (* 5 6))', 4],
    ['(repeat 7 (setq a (1+ 1)))', 1 + 7 * 3],
    ['(repeat 7 (setq a 1) (setq b 2))', 1 + 7 * 3],
    ['(repeat 0 (setq a 1))', 1],
    ['(if (< 1 2) 3 4)', 2],
    ['(if (< 2 1) 3 (+ 4 5))', 3],
    ['(if (< 2 1) 3)', 2],
    ['(if nil 3)', 1],
    ['(setq l (quote (1 2))) (list (car l) (cdr l) (null l) (not nil) (eq l l) (abs -3) (1- 3))', 2 + 1 + 7],
    ['(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))) (fib 10)', 1 + 1 + 177 * 2 + 88 * 5],
    ['(setq + -) (+ 1 2) (+ 1 (+ 2 3))', 1 + 1 + 2],
    ['(+ 1 "a")', 1],
  ])('%s', (src, expected) => {
    expect(steps(src).steps).toBe(expected);
  });

  it('stops a specialised loop at exactly the budget, at the same form', () => {
    for (const budget of [1, 2, 3, 4, 5, 17, 1001]) {
      const r = steps('(setq i 0 s 0.0)\n(while (<= i 100000) (setq s (+ s i) i (1+ i)))', budget);
      expect(r.steps).toBe(budget);
      expect(r.error?.kind).toBe('limit');
      const slow = steps('(setq i 0 s 0.0)\n(while (progn (<= (progn i) 100000)) (setq s (+ s i)) (setq i (1+ i)))', budget);
      expect(slow.steps).toBe(budget);
    }
    // the same loop reaches the budget on the iteration the rule says: 2 + 4 per iteration + tests
    const r = steps('(setq i 0 s 0.0) (while (<= i 100000) (setq s (+ s i) i (1+ i)))', 2 + 5 * 100 + 1);
    expect(r.error?.kind).toBe('limit');
    expect(new Interp({ budget: 1e7 }).runText('(setq i 0 s 0.0) (while (<= i 99) (setq s (+ s i) i (1+ i))) s').steps).toBe(2 + 5 * 100 + 1);
  });
});
