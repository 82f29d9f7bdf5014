/*
 * vl-catch-all-apply makes a body form's outermost builtin call itself (eval/trapped-calls.ts).
 * That must be invisible: every form gives the value, error message, output and steps that the
 * form's own closure gives (the reference wraps the form in `(if t ...)`, a special form, which
 * runs the closure and costs exactly one step more), and limits still stop the run where they
 * happened. And it must stay cheap in a way a count can show: between a builtin that raises and
 * the trap there are at most the frames listed here (V8 walks each one per throw), the error
 * object captures no JS stack, and a trapped error captures no backtrace.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Interp, LispError, prin1 } from '../../interpreter/index.js';
import type { BuiltinDef } from '../../interpreter/builtins/registry.js';
import { makeError } from '../../interpreter/core/errors.js';

interface Outcome {
  printed: string;
  error: string | undefined;
  steps: number;
  output: string;
}

function run(code: string, opts: { budget?: number; memoryBudget?: number; extra?: BuiltinDef[] } = {}): Outcome & { span?: string } {
  let output = '';
  const ip = new Interp({
    budget: opts.budget ?? 1e7,
    ...(opts.memoryBudget ? { memoryBudget: opts.memoryBudget } : {}),
    write: (t) => void (output += t),
    ...(opts.extra ? { extraBuiltins: [opts.extra] } : {}),
  });
  const r = ip.runText(code);
  const span = r.error?.span ? `${r.error.span.line}:${r.error.span.col}` : undefined;
  return { printed: r.ok ? prin1(r.value) : '', error: r.error?.message, steps: r.steps, output, ...(span ? { span } : {}) };
}

const SETUP = `(defun uf (a) (/ a 0)) (defun ok2 (a b) (list a b)) (setq lst '(1 2 3) s "abc" n 7 r 2.5)`;
const show = `(defun show (v) (if (vl-catch-all-error-p v) (list 'err (vl-catch-all-error-message v)) (list 'ok v)))`;

/** `FORM` trapped directly, and through `(if t FORM)` (the closure's path, one step more). */
function both(form: string, setup = ''): [Outcome, Outcome] {
  const direct = run(`${SETUP} ${show} ${setup} (show (vl-catch-all-apply '(lambda () ${form})))`);
  const viaClosure = run(`${SETUP} ${show} ${setup} (show (vl-catch-all-apply '(lambda () (if t ${form}))))`);
  return [direct, { ...viaClosure, steps: viaClosure.steps - 1 }];
}

const FORMS = [
  '(/ 1 0)', '(/ 1 2)', '(/ 7 2.0)', '(/ r 0.0)', '(/ 10 2 0)', '(+ 1 "a")', '(+ "a" 1)', '(+ 1 2)', '(+ 1 2 3)', '(+)',
  '(- n)', '(* n r)', '(1+ "x")', '(1+ n)', '(1- r)', '(abs -2147483648)', '(+ 2147483647 1)', '(* 65536 65536)',
  '(< 1 "a")', '(< 1 2)', '(= 1 "a")', '(/= n n)', '(eq s s)', '(max)', '(min 1 2.0)', '(rem 5 0)',
  '(car 1)', '(car lst)', '(cdr "x")', '(cons 1 2)', '(null nil)', '(not n)', '(nth 1 lst)', '(nth "a" lst)', '(last 5)',
  '(strcat "a" 1)', '(strcat s s)', '(strcat)', '(substr s 0)', '(substr s 2)', '(strlen 5)', '(atoi s)', '(itoa)', '(itoa 1 2)',
  '(itoa 1 2 3 4)', '(list 1 (/ 1 0) 3)', '(list (uf 1) 2)', '(uf 1)', '(ok2 1 2)', '(ok2 1)', '(nosuchfn 1)', '(princ "hi")',
  '(progn (princ "a") (/ 1 0))', '(setq x (/ 1 0))', '(exit)', '(quit)', '(vl-exit-with-value 42)', '(vl-exit-with-error "boom")',
  '(apply \'/ \'(1 0))', '(apply \'+ \'(1 2))', '(mapcar \'1+ \'(1 "a"))', '(vl-catch-all-apply \'/ \'(1 0))', '(eval \'(/ 1 0))',
  '(setq x (+ n 1))', '(setq x (strcat s 5))', '(setq x n)', '(setq x (uf 2))', '(setq x (setq y (/ 1 0)))', '(setq x (list (/ 1 0)))',
  '(read "(1")', '(type 1)', '(angle \'(0 0) "x")', '(distance \'(0 0) \'(3 4))', '(assoc 1 5)', '(vl-string->list 5)',
];

describe('a trap\'s own builtin calls agree with the closures', () => {
  it.each(FORMS)('%s: same value or message, output and steps', (form) => {
    const [direct, ref] = both(form);
    expect(direct).toEqual(ref);
  });

  it('a trapped setq assigns only when its value came back, as the closure does', () => {
    for (const form of ['(setq x (+ n 1))', '(setq x (/ n 0))', '(setq x (car 5))']) {
      const code = (f: string) => `${SETUP} (setq x 'before) (vl-catch-all-apply '(lambda () ${f})) x`;
      const direct = run(code(form));
      const ref = run(code(`(if t ${form})`));
      expect({ ...direct, steps: direct.steps + 1 }).toEqual(ref);
    }
    expect(run(`${SETUP} (vl-catch-all-apply '(lambda () (setq x (+ n 1)))) x`).printed).toBe('8');
  });

  it('a redefined head is honoured (a builtin, another builtin, a user function, nothing)', () => {
    const code = (redef: string) => `${show} (setq fn '(lambda () (foo 6 0))) (setq foo /) (show (vl-catch-all-apply fn)) ${redef} (show (vl-catch-all-apply fn))`;
    for (const redef of ['(setq foo max)', '(defun foo (a b) (- a b))', '(setq foo nil)', '(setq foo 5)', '(setq foo setq)']) {
      const r = run(code(redef));
      const ref = run(code(redef).replaceAll('(foo 6 0)', '(if t (foo 6 0))'));
      expect({ ...r, steps: r.steps + 2 }).toEqual(ref);
    }
  });

  it('vl-catch-all-apply of a builtin or a symbol naming one, with or without an argument list', () => {
    for (const [fn, args] of [["'/", "'(1 0)"], ["'/", "'(6 3)"], ['/', "'(1 0)"], ["'itoa", "'()"], ["'itoa", ''], ["'strcat", "'(\"a\" \"b\")"], ["'uf", "'(1)"], ["'ok2", "'(1)"], ["'nosuch", "'(1)"], ["'setq", "'(a 1)"]]) {
      // the same builtin called by `apply` inside the trap (the general path); `(cadr a)` costs a step more than `'apply`
      const direct = run(`${SETUP} ${show} (setq a (list ${fn} ${args || "'()"})) (show (vl-catch-all-apply (car a) ${args ? '(cadr a)' : ''}))`);
      const ref = run(`${SETUP} ${show} (setq a (list ${fn} ${args || "'()"})) (show (vl-catch-all-apply 'apply a))`);
      expect({ ...direct, steps: direct.steps - (args ? 1 : 0) }).toEqual(ref);
    }
  });

  it('the step budget and the memory budget stop the run where they happened, never trapped', () => {
    const budget = run(`(while t (vl-catch-all-apply '(lambda () (/ 1 0))))`, { budget: 100_000 });
    expect(budget.error).toMatch(/step budget exhausted after 100000 steps/);
    expect(budget.steps).toBe(100_000);
    const mem = (form: string) => run(`(setq s "xxxxxxxxxxxxxxxx") (repeat 10 (setq s (strcat s s)))\n(vl-catch-all-apply '(lambda () ${form}))`, { memoryBudget: 100_000 });
    const direct = mem('(vl-string->list s)');
    const ref = mem('(if t (vl-string->list s))');
    expect(direct.error).toMatch(/insufficient memory/);
    expect(direct.error).toBe(ref.error);
    // both at the (vl-string->list s) call (line 2; the reference's `(if t ` moves it 6 columns)
    expect(direct.span).toBe(`2:${"(vl-catch-all-apply '(lambda () ".length + 1}`);
    expect(ref.span).toBe(`2:${"(vl-catch-all-apply '(lambda () (if t ".length + 1}`);
    expect(direct.steps).toBe(ref.steps - 1);
  });
});

describe('trapped errors stay cheap (counted, not timed)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** JS frames between the builtin that raises and the frame that catches its error (the trap's own call, or Interp.catchApply), as V8 records them. */
  function framesBetween(form: string): number {
    let frames = -1;
    const probe = (): never => {
      const saved = Error.stackTraceLimit;
      Error.stackTraceLimit = 200;
      const stack = (new Error().stack ?? '').split('\n').slice(2);
      Error.stackTraceLimit = saved;
      frames = stack.findIndex((l) => /runTrappedForm|catchApply/.test(l));
      throw makeError('divideByZero');
    };
    const extra: BuiltinDef[] = [{ name: 'probe-raise', min: 0, max: Infinity, doc: '', fn: probe, fn1: probe, fn2: probe }];
    const r = run(`(vl-catch-all-apply '(lambda () ${form}))`, { extra });
    expect(r.error).toBeUndefined();
    return frames;
  }

  it('a body form\'s builtin (or a setq\'s value\'s) raises right below the frame that traps it', () => {
    expect(framesBetween('(probe-raise 1)')).toBe(0);
    expect(framesBetween('(probe-raise 1 2)')).toBe(0);
    expect(framesBetween('(probe-raise 1 2 3)')).toBe(1);
    expect(framesBetween('(setq x (probe-raise 1 2))')).toBe(0);
  });

  it('vl-catch-all-apply of a builtin raises one frame below the frame that traps it', () => {
    let frames = -1;
    const probe = (): never => {
      const stack = (new Error().stack ?? '').split('\n').slice(2);
      frames = stack.findIndex((l) => /applyTrappedSubr|catchApply/.test(l));
      throw makeError('divideByZero');
    };
    run(`(vl-catch-all-apply 'probe-raise '(1 2))`, { extra: [{ name: 'probe-raise', min: 0, max: 9, doc: '', fn: probe }] });
    expect(frames).toBe(1);
  });

  it('an error made by raise carries no JS stack, and a trapped one captures no backtrace', () => {
    const e = makeError('divideByZero');
    expect(e).toBeInstanceOf(LispError);
    expect(Object.getOwnPropertyNames(e)).not.toContain('stack');
    const capture = vi.spyOn(LispError.prototype, 'capture');
    const r = run(`(defun down (n) (if (= n 0) (repeat 1000 (vl-catch-all-apply '(lambda () (/ 1 0))) (vl-catch-all-apply '(lambda () (list (car 1))))) (down (1- n)))) (down 50)`);
    expect(r.error).toBeUndefined();
    expect(capture).not.toHaveBeenCalled();
    run('(/ 1 0)');
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('each trapped error is charged the same steps, whichever path trapped it', () => {
    const steps = (form: string): number => run(`(repeat 100 (vl-catch-all-apply '(lambda () ${form})))`).steps;
    const base = steps('nil');
    expect(steps('(/ 1 0)') - base).toBe(100 * (1 + 20));
    expect(steps('(if t (/ 1 0))') - base).toBe(100 * (2 + 20));
  });
});

