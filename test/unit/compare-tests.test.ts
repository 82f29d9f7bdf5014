/*
 * `if` and `while` run a comparison test (< > <= >=) inside their own closure (eval/compare-tests.ts).
 * That must be invisible: for every operand pair (INTs at the int32 edges, REALs, mixes, strings,
 * nil, symbols, lists) and every operand shape (a symbol's cell, a compound form, a constant), the
 * form gives what the test gives through the ordinary path (wrapped in progn, which the fused
 * path does not take), raises the same error at the same place, and takes the same steps (one fewer
 * for the progn). A redefined operator is honoured, and a trap sees the same error.
 */
import { describe, expect, it } from 'vitest';
import { Cons, Interp, prin1, Real, Sym, type Value } from '../../interpreter/index.js';

const ip0 = new Interp();
const VALUES: Value[] = [
  0, 1, -1, 2, 2147483647, -2147483648,
  new Real(0), new Real(1), new Real(2.5), new Real(-1e300), new Real(2147483647), new Real(-0),
  'a', 'b', '', null, ip0.T, ip0.intern('FOO'), new Cons(1, new Cons(2, null)),
];
const OPS = ['<', '>', '<=', '>='];

/** the source text of a value as an operand of the given shape: a variable, a compound form, or the literal itself */
function operandText(v: Value, shape: number, name: string): string {
  const lit = v instanceof Cons || v instanceof Sym ? `(quote ${prin1(v)})` : prin1(v);
  return shape === 0 ? name : shape === 1 ? `(progn ${name})` : lit;
}

interface Seen {
  out: string;
  steps: number;
  span?: string;
}

function run(src: string, setup: string, ip = new Interp({ budget: 1e6 })): Seen {
  ip.runText(setup);
  const before = ip.steps;
  const r = ip.runText(src, 't.lsp');
  const span = r.error?.span ? `${r.error.span.line}:${r.error.span.col}` : undefined;
  const out = r.ok ? `${r.value instanceof Real ? 'REAL' : typeof r.value} ${prin1(r.value)}` : `error ${r.error?.message}`;
  return { out, steps: r.steps - before, ...(span ? { span } : {}) };
}

describe('comparison tests of if and while', () => {
  it.each(OPS)('(if (%s a b) ...) agrees with the ordinary path for every operand pair and shape', (op) => {
    let checked = 0;
    for (const a of VALUES)
      for (const b of VALUES)
        for (const [i, j] of [[0, 0], [1, 1], [2, 2], [0, 2], [1, 0]] as const) {
          const setup = `(setq va ${operandText(a, 2, '')} vb ${operandText(b, 2, '')})`;
          const test = `(${op} ${operandText(a, i, 'va')} ${operandText(b, j, 'vb')})`;
          // the comparison at line 2, column 1 in both, so an error's span can be compared
          const fused = run(`(if\n${test}\n(quote yes) (quote no))`, setup);
          const plain = run(`(if (progn\n${test}\n) (quote yes) (quote no))`, setup);
          const label = `${test} with ${prin1(a)}, ${prin1(b)}`;
          expect(fused.out, label).toBe(plain.out);
          expect(fused.span, label).toBe(plain.span);
          expect(fused.steps, label).toBe(plain.steps - 1);
          // two-armed and one-armed agree on the true branch; the one-armed false branch is nil
          const oneArm = run(`(if\n${test}\n(quote yes))`, setup);
          expect(oneArm.out, label).toBe(plain.out === 'object NO' ? 'object nil' : plain.out);
          checked++;
        }
    expect(checked).toBe(VALUES.length ** 2 * 5);
  });

  it.each(OPS)('(while (%s a b) ...) agrees with the ordinary path for every operand pair', (op) => {
    for (const a of VALUES)
      for (const b of VALUES) {
        const setup = `(setq va ${operandText(a, 2, '')} vb ${operandText(b, 2, '')} n 0)`;
        // one iteration at most: the body makes the next test false or an error (nil is no number)
        const body = '(setq n (1+ n) va (if (numberp va) nil (quote ((1)))))';
        const fused = run(`(while\n(${op} va vb)\n${body}) n`, setup);
        const plainIp = new Interp({ budget: 1e6 });
        const plain = run(`(while (progn\n(${op} va vb)\n) ${body}) n`, setup, plainIp);
        const label = `(${op} ${prin1(a)} ${prin1(b)})`;
        expect(fused.out, label).toBe(plain.out);
        expect(fused.span, label).toBe(plain.span);
        // the plain loop's progn costs one step per test evaluated: iterations + 1 (the last test false or failing)
        const tests = (plainIp.intern('N').value as number) + 1;
        expect(fused.steps, label).toBe(plain.steps - tests);
      }
  });

  it('reads the operator when the test runs: a redefined one is honoured', () => {
    const r = new Interp().runText('(defun f (a b) (if (< a b) (quote yes) (quote no))) (setq x (f 1 2)) (setq < >) (list x (f 1 2) (progn (setq < (lambda (p q) t)) (f 5 1)))');
    expect(prin1(r.value)).toBe('(YES NO YES)');
  });

  it('raises the same error inside vl-catch-all-apply and out of one, at the test', () => {
    const both = (fusedSrc: string, plainSrc: string, call: string) => {
      const f = new Interp();
      const p = new Interp();
      const rf = f.runText(`${fusedSrc}\n${call}`, 'e.lsp');
      const rp = p.runText(`${plainSrc}\n${call}`, 'e.lsp');
      expect(rf.error?.message).toMatch(/^bad argument type/);
      expect(rf.error?.message).toBe(rp.error?.message);
      const at = (e: typeof rf.error) => e?.span && [e.span.line, e.span.col, e.span.endLine, e.span.endCol];
      expect(at(rf.error)).toEqual(at(rp.error));
      const trap = `(vl-catch-all-error-message (vl-catch-all-apply (quote f) (list "x")))`;
      expect(f.runText(trap).value).toBe(p.runText(trap).value);
    };
    both('(defun f (a) (if\n(< a 2) 1 2))', '(defun f (a) (if (progn\n(< a 2)) 1 2))', '(f "x")');
    both('(defun f (a) (while\n(<= a 2) (setq a (1+ a))))', '(defun f (a) (while (progn\n(<= a 2)) (setq a (1+ a))))', '(f "x")');
  });

  it('stops at exactly the budget inside a fused test, with the form that took the step', () => {
    for (const budget of [1, 2, 3, 4, 5, 6, 7]) {
      const src = '(setq i 0)\n(while (< i 2) (setq i (1+ i)))';
      const fused = new Interp({ budget }).runText(src, 'b.lsp');
      const plain = new Interp({ budget: budget + 100 }).runText(src, 'b.lsp');
      expect(fused.steps).toBe(Math.min(budget, plain.steps));
      if (budget < plain.steps) {
        expect(fused.error?.kind).toBe('limit');
        expect(fused.error?.span, `budget ${budget}`).toBeDefined();
      }
    }
    // if: the if's own step, then the test's: a budget of 1 stops at the if, of 2 at the test
    const at = (budget: number) => new Interp({ budget }).runText('(setq x 1)\n(if (< x 2) 3 4)', 's.lsp').error?.span;
    expect(at(1)).toMatchObject({ line: 2, col: 1 });
    expect(at(2)).toMatchObject({ line: 2, col: 5 });
  });
});
