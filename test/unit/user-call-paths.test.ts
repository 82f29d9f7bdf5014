/*
 * User-function calls take fast paths in a plain run (eval/calls.ts call1Form, Interp.callUser1:
 * no argument array, the one parameter bound in place, a one-form body called directly) and the
 * general path in a debug run (every compound form wrapped, callUser1Debug / callUser). The two
 * must be indistinguishable: the same value, output, step count, error (message, span, stack,
 * arguments, *error* handling), for every shape the fast paths special-case and every way their
 * guards can be defeated (wrong arity, redefinition between and during calls, a symbol rebound
 * mid-run, defun-q lists, functions passed as values, tracing), and a budget must stop both at the
 * same step on the same form.
 */
import { describe, expect, it } from 'vitest';
import { debugRun } from '../support/debug-harness.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import type { RunResult } from '../../interpreter/runner/contract.js';

const plainRun = (text: string, budget?: number): RunResult =>
  runRequest({ files: [{ name: 'main.lsp', text }], ...(budget !== undefined ? { budget } : {}) }, { drawings: drawingFactory });
const debugged = (text: string, budget?: number): RunResult =>
  debugRun(text, () => 'continue', budget !== undefined ? { request: { budget } } : {}).result;

/** What a run shows a user or the agent: everything but timing. */
const seen = (r: RunResult) => ({ ok: r.ok, value: r.value, steps: r.steps, output: r.output.map((o) => o.text).join(''), error: r.error });

const PROGRAMS: Array<[string, string]> = [
  ['fib', '(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))\n(fib 12)'],
  ['a leaf argument and a compound one', '(defun dbl (n) (* n 2))\n(setq k 4)\n(list (dbl k) (dbl (+ k 1)) (dbl 7))'],
  ['too many arguments to a one-parameter function', '(defun one (n) n)\n(one (+ 1 2) 3)'],
  ['too few arguments', '(defun two (a b) (list a b))\n(two (+ 1 2))'],
  ['no arguments to a one-parameter function', '(defun one (n) n)\n(one)'],
  ['an argument to a function of none', '(defun none () 1)\n(none (+ 1 1))'],
  ['redefinition between calls', '(defun f (n) (* n 2))\n(setq a (f (+ 1 1)))\n(defun f (n) (+ n 100))\n(list a (f (+ 1 1)))'],
  [
    'redefinition during its own recursion',
    "(defun f (n) (if (= n 3) (defun f (n) (list 'new n))) (if (< n 1) 'done (list n (f (- n 1)))))\n(list (f (+ 4 1)) (f (+ 0 2)))",
  ],
  [
    'the function symbol rebound mid-run by setq',
    "(defun f (n) (if (= n 2) (setq f (lambda (x) (list 'lam x)))) (if (> n 0) (f (- n 1)) n))\n(list (f (+ 2 2)) (f (+ 1 0)))",
  ],
  ['a parameter that shadows its own function', '(defun h (h) (if (numberp h) (h (+ h 1)) h))\n(h (+ 1 0))'],
  ['a parameter restored after the call', '(setq n 42)\n(defun g (n) (* n n))\n(list (g (+ n 1)) n)'],
  ['locals and a one-parameter body of several forms', '(defun loc (n / a) (setq a (* n 2)) (setq a (+ a 1)) a)\n(defun two (n) (setq z n) (* z 3))\n(list (loc (+ 1 2)) (two (+ 1 1)) z a)'],
  ['defun-q', '(defun-q dq (n) (if (< n 1) 0 (+ n (dq (- n 1)))))\n(list (dq (+ 2 3)) (defun-q-list-ref (quote dq)))'],
  [
    'defun-q-list-set between calls',
    "(defun-q dq (n) (* n 2))\n(setq a (dq (+ 1 1)))\n(defun-q-list-set 'dq '((n) (+ n 1000)))\n(list a (dq (+ 1 1)))",
  ],
  [
    'functions passed as values',
    "(defun sq (x) (* x x))\n(defun ap (fn x) (fn (+ x 1)))\n(list (ap sq 3) (mapcar 'sq '(1 2 3)) (apply 'sq (list 5)) ((lambda (y) (sq (+ y 1))) 2) (ap (lambda (z) (list z)) 9))",
  ],
  ['a symbol passed as a function value', "(defun sq (x) (* x x))\n(defun ap (fn x) (fn (+ x 1)))\n(ap 'sq 3)"],
  ['a function value that is not one', '(defun ap (fn x) (fn (+ x 1)))\n(ap 5 3)'],
  ['an error inside a user call', '(defun bad (n) (car n))\n(defun outer (n) (bad (+ n 1)))\n(outer (+ 1 1))'],
  [
    'an *error* handler sees the failing call\'s binding',
    '(setq n 0)\n(defun *error* (m) (princ (strcat "E:" m " n=" (itoa n))))\n(defun bad (n) (car n))\n(bad (+ 1 6))',
  ],
  ['vl-catch-all-apply over a user call', "(defun bad (n) (car (list n (/ n 0))))\n(defun ok (n) (1+ n))\n(list (vl-catch-all-error-message (vl-catch-all-apply 'bad (list 3))) (vl-catch-all-apply 'ok (list 3)) (ok (+ 1 1)))"],
  ['traced calls', '(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))\n(trace fib)\n(fib (+ 2 1))\n(untrace fib)\n(fib (+ 2 1))'],
  ['a command', '(defun c:go (/ a) (setq a 1) (princ "go"))\n(defun run1 (x) (c:go))\n(run1 (+ 1 1))'],
  ['recursion past the depth limit', '(defun inf (n) (inf (+ n 1)))\n(inf 0)'],
  // the argument computed by the call's own closure (eval/fused-calls.ts)
  [
    'list recursion through cdr and car, 1+ and 1-',
    "(defun len (l) (if (null l) 0 (1+ (len (cdr l)))))\n(defun firsts (l) (if l (cons (car l) (firsts (cdr l)))))\n(defun up (i) (if (< i 5) (up (1+ i)) i))\n(defun down (i) (if (> i -3) (down (1- i)) i))\n(setq k 2 l '(1 2 3 4))\n(list (len l) (firsts l) (up (1+ k)) (down (1- k)) (len (cdr nil)) (up (car l)))",
  ],
  ['reals and mixes in a computed argument', '(defun id (x) x)\n(setq r 2.5 i 2)\n(list (id (+ r i)) (id (- i r)) (id (1+ r)) (id (1- r)) (id (+ 2147483647 i)))'],
  ['a computed argument the builtin refuses', '(defun id (x) x)\n(setq s "a")\n(id (- s 1))'],
  ['car of an atom in a computed argument', '(defun id (x) x)\n(setq s 5)\n(id (car s))'],
  ['1+ of a string in a computed argument', '(defun id (x) x)\n(setq s "a")\n(id (1+ s))'],
  [
    'the argument\'s operator redefined between and during calls',
    '(defun f (n) (if (< n 1) 0 (+ 1 (f (- n 1)))))\n(setq a (f (+ 2 1)))\n(defun g (n) (if (= n 2) (setq - +)) (if (> n 4) n (g (- n 1))))\n(list a (g (+ 1 2)) (- 5 1))',
  ],
  ['the argument\'s operator made a user function', "(defun id (x) x)\n(defun cdr (l) 'mine)\n(setq l '(1 2))\n(list (id (cdr l)) (id (1+ 1)))"],
  ['a builtin called with a computed argument', "(setq l '(\"ab\" \"c\") n 3)\n(list (strlen (car l)) (itoa (- n 1)) (type (cdr l)))"],
  // two-parameter calls without an argument array (Interp.callUser2)
  ['two parameters, recursion', '(defun ack (m n) (cond ((= m 0) (1+ n)) ((= n 0) (ack (1- m) 1)) (t (ack (1- m) (ack m (1- n))))))\n(ack 2 3)'],
  ['two parameters and locals', "(setq a 'outer x 'outerx)\n(defun f2 (a b / x y) (setq x (+ a b) y (* a b)) (list x y))\n(list (f2 3 4) (f2 (+ 1 1) (- 5 2)) a x y)"],
  ['an error inside a two-parameter call, with its arguments', "(defun two (a b) (car a))\n(defun outer (p q) (two (+ p 1) (list q)))\n(outer 4 'z)"],
  ['a two-parameter function redefined with one', "(defun f (a b) (list a b))\n(setq r (f 1 2))\n(defun f (a) (list 'one a))\n(list r (f 1) (f 1 2))"],
  ['a two-parameter command and a traced two-parameter function', "(defun c:two (a b) (+ a b))\n(defun t2 (a b) (- a b))\n(trace t2)\n(list (c:two 1 2) (t2 5 (+ 1 1)))"],
  ['a computed argument inside vl-catch-all-apply', "(defun id (x) x)\n(defun try (l) (id (car l)))\n(list (vl-catch-all-error-message (vl-catch-all-apply 'try (list 5))) (vl-catch-all-apply 'try (list '(7))))"],
];

describe('user calls: fast path (plain run) and general path (debug run) agree', () => {
  it.each(PROGRAMS)('%s', (_name, src) => {
    const plain = plainRun(src);
    expect(seen(debugged(src))).toEqual(seen(plain));
  });

  it('covers both outcomes: the table has runs that succeed and runs that fail', () => {
    const outcomes = PROGRAMS.map(([, src]) => plainRun(src).ok);
    expect(outcomes.filter((ok) => ok).length).toBeGreaterThan(8);
    expect(outcomes.filter((ok) => !ok).length).toBeGreaterThan(6);
  });

  it('gives the values the language defines (not merely the same ones)', () => {
    const value = (src: string) => plainRun(src).value;
    expect(value(PROGRAMS[0]![1])).toBe('144');
    expect(value(PROGRAMS[6]![1])).toBe('(4 102)');
    expect(value(PROGRAMS[7]![1])).toBe('((5 (4 (3 (NEW 2)))) (NEW 2))');
    expect(value(PROGRAMS[8]![1])).toBe('((LAM 1) (LAM 1))');
    expect(plainRun(PROGRAMS[9]![1]).error?.message).toBe('bad function: 1');
    expect(value(PROGRAMS[10]![1])).toBe('(1849 42)');
    expect(value(PROGRAMS[12]![1])).toBe('(15 ((N) (IF (< N 1) 0 (+ N (DQ (- N 1))))))');
    expect(value(PROGRAMS[13]![1])).toBe('(4 1002)');
    expect(value(PROGRAMS[14]![1])).toBe('(16 (1 4 9) 25 9 (10))');
    expect(plainRun(PROGRAMS[2]![1]).error?.message).toBe('too many arguments');
    expect(plainRun(PROGRAMS[3]![1]).error?.message).toBe('too few arguments');
    const byName = (name: string) => PROGRAMS.find(([n]) => n === name)![1];
    expect(value(byName('list recursion through cdr and car, 1+ and 1-'))).toBe('(4 (1 2 3 4) 5 -3 0 5)');
    expect(value(byName("the argument's operator redefined between and during calls"))).toBe('(3 5 6)');
    expect(value(byName("the argument's operator made a user function"))).toBe('(MINE 2)');
    expect(value(byName('reals and mixes in a computed argument'))).toBe('(4.5 -0.5 3.5 1.5 -2147483647)');
    expect(plainRun(byName('a computed argument the builtin refuses')).error).toMatchObject({ message: 'bad argument type: numberp: "a"', line: 3, column: 5 });
    expect(value(byName('two parameters, recursion'))).toBe('9');
    expect(value(byName('two parameters and locals'))).toBe('((7 12) (5 6) OUTER OUTERX nil)');
    const e2 = plainRun(byName('an error inside a two-parameter call, with its arguments')).error;
    expect(e2?.args).toEqual(['5', '(Z)']);
    expect(e2?.stack.map((f) => [f.name, f.args])).toEqual([['TWO', ['5', '(Z)']], ['OUTER', ['4', 'Z']]]);
    const e = plainRun(PROGRAMS[17]![1]).error;
    expect(e?.message).toBe('bad argument type: consp 3');
    expect(e?.stack.map((f) => f.name)).toEqual(['BAD', 'OUTER']);
    expect(e?.args).toEqual(['3']);
  });

  it('stops both at every budget on the same step, form and stack', () => {
    const src =
      '(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))\n(defun g (x / y) (setq y (fib (- x 1))) (list y (fib x)))\n' +
      "(defun len (l) (if (null l) 0 (1+ (len (cdr l)))))\n(g (+ 2 2))\n(len (cdr '(1 2 3)))";
    const total = plainRun(src).steps;
    expect(total).toBeGreaterThan(40);
    for (let budget = 1; budget < total; budget++) {
      const plain = plainRun(src, budget);
      expect(plain.ok).toBe(false);
      expect(plain.steps).toBe(budget);
      expect(seen(debugged(src, budget)), `budget ${budget}`).toEqual(seen(plain));
    }
  });
});
