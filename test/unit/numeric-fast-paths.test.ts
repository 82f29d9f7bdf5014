/*
 * The fixed-arity entries of the arithmetic and comparison builtins (fn1/fn2, called without an
 * argument array) must give exactly what the general n-ary fold gives: same value and type (INT
 * or REAL), same int32 wrapping, same error for the same bad argument. Checked over every pair of
 * a value set that mixes INTs at the int32 edges, REALs, strings and non-numbers. Step counts of
 * the benchmark workloads are pinned too: fast paths must not change how many steps a script takes.
 */
import { describe, expect, it } from 'vitest';
import { Interp, prin1, Real, Subr, type Value } from '../../interpreter/index.js';

const ip = new Interp({ budget: 10_000_000 });
const VALUES: Value[] = [0, 1, -1, 7, -7, 2, 2147483647, -2147483648, 65536, new Real(0), new Real(2.5), new Real(-7), new Real(1e300), new Real(2147483647), 'a', 'b', null, ip.intern('FOO')];

function outcome(f: () => Value): string {
  try {
    const v = f();
    return `${v instanceof Real ? 'REAL' : typeof v} ${prin1(v)}`;
  } catch (e) {
    return `error ${(e as Error).message}`;
  }
}

const subr = (name: string): Subr => {
  const f = ip.intern(name).value;
  if (!(f instanceof Subr)) throw new Error(`${name} is not a builtin`);
  return f;
};

describe('numeric fast paths', () => {
  it.each(['+', '-', '*', '/', '<', '>', '<=', '>=', '=', '/=', 'min', 'max'])('%s with two arguments agrees with the general fold', (name) => {
    const f = subr(name);
    expect(f.fn2).toBeDefined();
    let checked = 0;
    for (const a of VALUES)
      for (const b of VALUES) {
        expect(outcome(() => f.fn2!(a, b, ip)), `(${name} ${prin1(a)} ${prin1(b)})`).toBe(outcome(() => f.fn([a, b], ip)));
        checked++;
      }
    expect(checked).toBe(VALUES.length ** 2);
  });

  it.each(['1+', '1-', 'abs'])('%s agrees with the general entry', (name) => {
    const f = subr(name);
    expect(f.fn1).toBeDefined();
    for (const a of VALUES) expect(outcome(() => f.fn1!(a, ip)), `(${name} ${prin1(a)})`).toBe(outcome(() => f.fn([a], ip)));
  });

  it('wraps at 32 bits and keeps REAL contagion through the evaluator', () => {
    const run = (src: string) => prin1(ip.runText(src).value);
    expect(run('(+ 2147483646 3)')).toBe('-2147483647');
    expect(run('(* 65536 65536)')).toBe('0');
    expect(run('(- -2147483648 1)')).toBe('2147483647');
    expect(run('(/ -2147483648 -1)')).toBe('-2147483648');
    expect(run('(1+ 2147483647)')).toBe('-2147483648');
    expect(run('(abs -2147483648)')).toBe('-2147483648');
    expect(run('(+ 2147483647 1.0)')).toBe('2.14748e+009');
    expect(run('(/ 7 2)')).toBe('3');
    expect(run('(/ 7 2.0)')).toBe('3.5');
    expect(run('(max 1 2.0)')).toBe('2.0');
    expect(run('(min 3 3.0)')).toBe('3.0');
    expect(run('(< 1 1.5)')).toBe('T');
    expect(run('(>= "b" "a")')).toBe('T');
    expect(ip.runText('(+ 1.0 "a")').error?.message).toBe('bad argument type: numberp: "a"');
    expect(ip.runText('(< 1.0 "a")').error?.message).toBe('bad argument type: numberp: "a"');
    expect(ip.runText('(/ 1.0 0)').error?.message).toBe('divide by zero');
  });

  it('takes the same steps as before the fast paths', () => {
    const steps = (src: string) => new Interp({ budget: 10_000_000 }).runText(src).steps;
    expect(steps('(setq i 1 s 0.0) (while (<= i 1000) (setq s (+ s i) i (1+ i))) s')).toBe(STEPS.realSum);
    expect(steps('(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))) (fib 15)')).toBe(STEPS.fib);
    expect(steps('(setq x 0.5 n 0) (repeat 500 (setq x (* (abs (- x 3)) (/ x 2.0)) n (max n (min 9 x)))) n')).toBe(STEPS.mixed);
  });
});

/** measured on main before the fast paths (the evaluator counts one step per compound form) */
const STEPS = { realSum: 5003, fib: 8878, mixed: 4002 };
