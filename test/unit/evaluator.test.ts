import { describe, expect, it } from 'vitest';
import { Interp, prin1 } from '../../interpreter/index.js';

function run(src: string, budget?: number) {
  let out = '';
  const ip = new Interp({ write: (t) => (out += t), ...(budget ? { budget } : {}) });
  const r = ip.runText(src, 'test.lsp');
  return { ...r, out, printed: r.ok ? prin1(r.value) : undefined };
}

describe('evaluator limits', () => {
  it('stops (while t) with the budget error, its location and step count', () => {
    const r = run('(setq a 1)\n(while t)', 100_000);
    expect(r.ok).toBe(false);
    expect(r.error?.message).toMatch(/step budget exhausted after 100000 steps/);
    expect(r.error?.kind).toBe('limit');
    expect(r.error?.span?.line).toBe(2);
    expect(r.steps).toBe(100_000);
  });
  it('stops runaway recursion with the recursion error, not a JS stack overflow', () => {
    const r = run('(defun f () (f)) (f)');
    expect(r.error?.message).toMatch(/recursion depth limit/);
    // the recursive frames collapse into one entry that counts them
    const total = (r.error?.frames ?? []).reduce((n, f) => n + (f.repeated ?? 1), 0);
    expect(total).toBe(1500);
    expect(r.error?.frames?.length).toBeLessThan(5);
  });
  it('takes the same number of steps every time', () => {
    const src = '(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))) (fib 15)';
    const a = run(src);
    const b = run(src);
    expect(a.printed).toBe('610');
    expect(a.steps).toBe(b.steps);
    expect(a.steps).toBeGreaterThan(5000);
  });
  it('*error* cannot swallow the budget error', () => {
    const r = run('(defun *error* (m) (princ "handled")) (while t)', 10_000);
    expect(r.error?.kind).toBe('limit');
    expect(r.out).toBe('');
  });
  it('vl-catch-all-apply cannot trap the budget error', () => {
    const r = run("(vl-catch-all-apply '(lambda () (while t)))", 10_000);
    expect(r.error?.message).toMatch(/budget/);
  });
  it('restores defun bindings after an error', () => {
    const r = run('(setq x 1 y "outer") (defun g (x / y) (setq y 2) (/ x 0)) (setq caught (vl-catch-all-apply (quote g) (list 5))) (list x y (vl-catch-all-error-message caught))');
    expect(r.printed).toBe('(1 "outer" "divide by zero")');
  });
  it('records a backtrace of user calls with call sites', () => {
    const r = run('(defun a (n) (b n))\n(defun b (n) (/ n 0))\n(a 7)');
    expect(r.error?.message).toBe('divide by zero');
    expect(r.error?.span).toMatchObject({ line: 2, col: 14 });
    expect(r.error?.frames?.map((f) => f.name)).toEqual(['B', 'A']);
    expect(r.error?.frames?.[0]?.args).toEqual(['7']);
    expect(r.error?.frames?.[1]?.span).toMatchObject({ line: 3, col: 1 });
  });
});
