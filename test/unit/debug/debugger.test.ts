/*
 * The debugger core in-process: breakpoints, every step kind (also inside mapcar, foreach, while,
 * vl-catch-all-apply and *error*), break on error before *error* runs, break on function entry,
 * pause, frames with per-frame dynamic bindings, evaluation in a frame, conditions, hit counts and
 * log points. Each test scripts the user's actions at each stop and checks the stops it got.
 */
import { describe as group, expect, test } from 'vitest';
import { debugRun } from '../../support/debug-harness.js';
import { runRequest } from '../../../interpreter/runner/run-request.js';
import { drawingFactory } from '../../../interpreter/drawing/index.js';

const bp = (...lines: number[]) => ({ breakpoints: { 'main.lsp': lines.map((line) => ({ line })) } });

group('breakpoints', () => {
  test('a line breakpoint stops once per pass, at the outermost form of the line, with locals bound', () => {
    const src = ['(defun area (w h / a)', '  (setq a (* w h))', '  a)', '(area 3 4)', '(area 5 6)'].join('\n');
    const seen: Array<Record<string, string>> = [];
    const { result, stops } = debugRun(
      src,
      (c) => {
        seen.push(c.locals());
        return 'continue';
      },
      bp(2),
    );
    expect(stops).toEqual(['breakpoint before 2:3 (SETQ A (* W H))', 'breakpoint before 2:3 (SETQ A (* W H))']);
    expect(seen).toEqual([
      { W: '3', H: '4', A: 'nil' },
      { W: '5', H: '6', A: 'nil' },
    ]);
    expect(result.ok).toBe(true);
    expect(result.value).toBe('30');
  });

  test('a breakpoint on a blank or comment line moves to the next line where a form starts', () => {
    const src = ['(setq a 1)', '', '; a comment', '(setq b 2)'].join('\n');
    const { stops } = debugRun(src, ['continue'], bp(2));
    expect(stops).toEqual(['breakpoint before 4:1 (SETQ B 2)']);
  });

  test('condition, hit count and log point', () => {
    const src = ['(setq i 0)', '(while (< i 5)', '  (setq i (1+ i)))', 'i'].join('\n');
    const cond = debugRun(src, (c) => (c.evaluate('i'), 'continue'), { breakpoints: { 'main.lsp': [{ line: 3, condition: '(= i 3)' }] } });
    expect(cond.stops).toEqual(['breakpoint before 3:3 (SETQ I (1+ I))']);
    const values: string[] = [];
    debugRun(src, (c) => (values.push(c.evaluate('i')), 'continue'), { breakpoints: { 'main.lsp': [{ line: 3, hitCondition: '%2' }] } });
    expect(values).toEqual(['1', '3']);
    const logged: string[] = [];
    const log = debugRun(src, ['continue'], { breakpoints: { 'main.lsp': [{ line: 3, logMessage: 'i is {i}' }] }, host: { stopped: () => 'continue', output: (t) => logged.push(t) } });
    expect(log.stops).toEqual([]);
    expect(logged.join('')).toBe('i is 0\ni is 1\ni is 2\ni is 3\ni is 4\n');
  });

  test('break on a function\'s entry stops at the first form of its body', () => {
    const src = ['(defun twice (x) (* x 2))', '(defun go () (twice 21))', '(go)'].join('\n');
    const { stops, result } = debugRun(src, (c) => {
      expect(c.frames()).toEqual(['(TWICE 21)', '(GO)', '[top level]']);
      return 'continue';
    }, { functionBreakpoints: ['twice'] });
    expect(stops).toEqual(['function breakpoint before 1:18 (* X 2)']);
    expect(result.value).toBe('42');
  });

  test('stop on entry stops before the first form', () => {
    const { stops } = debugRun('(setq a 1)\n(setq b 2)', ['continue'], { stopOnEntry: true });
    expect(stops).toEqual(['entry before 1:1 (SETQ A 1)']);
  });
});

group('stepping', () => {
  test('Step Into visits each form before and after, as VLIDE does', () => {
    const { stops, result } = debugRun('(setq a (+ 1 2))\n(setq b a)', ['stepIn', 'stepIn', 'stepIn', 'stepIn', 'stepIn', 'continue'], { stopOnEntry: true });
    expect(stops).toEqual([
      'entry before 1:1 (SETQ A (+ 1 2))',
      'step before 1:9 (+ 1 2)',
      'step after 1:9 (+ 1 2) => 3',
      'step after 1:1 (SETQ A (+ 1 2)) => 3',
      'step before 2:1 (SETQ B A)',
      'step after 2:1 (SETQ B A) => 3',
    ]);
    expect(result.value).toBe('3');
  });

  test('Step Over runs the whole form and stops after it; from after, it stops before the next', () => {
    const src = ['(defun sq (x) (* x x))', '(setq a (sq 3))', '(setq b (sq a))'].join('\n');
    const { stops } = debugRun(src, ['next', 'next', 'next', 'continue'], bp(2));
    expect(stops).toEqual([
      'breakpoint before 2:1 (SETQ A (SQ 3))',
      'step after 2:1 (SETQ A (SQ 3)) => 9',
      'step before 3:1 (SETQ B (SQ A))',
      'step after 3:1 (SETQ B (SQ A)) => 81',
    ]);
  });

  test('Step Into enters a user function; Step Out finishes it and stops after the call', () => {
    const src = ['(defun sq (x)', '  (setq y (* x x))', '  y)', '(setq a (sq 3))', '(princ a)'].join('\n');
    const { stops } = debugRun(src, ['stepIn', 'stepIn', 'stepIn', 'stepOut', 'next', 'continue'], bp(4));
    expect(stops).toEqual([
      'breakpoint before 4:1 (SETQ A (SQ 3))',
      'step before 4:9 (SQ 3)',
      'step before 2:3 (SETQ Y (* X X))',
      'step before 2:11 (* X X)',
      'step after 4:9 (SQ 3) => 9',
      'step after 4:1 (SETQ A (SQ 3)) => 9',
    ]);
  });

  test('stepping inside a mapcar lambda stops at each call of it', () => {
    const src = "(setq r (mapcar '(lambda (x) (* x 10)) '(1 2 3)))";
    const xs: string[] = [];
    const { stops, result } = debugRun(src, ['next', 'continue'], { stopOnEntry: true });
    // stop on entry, then Step Over from before the setq runs it all
    expect(stops.slice(0, 2)).toEqual(['entry before 1:1 (SETQ R (MAPCAR (QUOTE (LAMBDA (X) (* X 10))) (QUOTE (1 2 3))))', 'step after 1:1 (SETQ R (MAPCAR (QUOTE (LAMBDA (X) (* X 10))) (QUOTE (1 2 3)))) => (10 20 30)']);
    expect(result.value).toBe('(10 20 30)');
    // Step Into reaches the lambda body, and Step Over then walks its calls one by one
    const into = debugRun(src, (c, n) => {
      if (c.stop.form === '(* X 10)' && c.stop.phase === 'before') xs.push(c.locals().X ?? '?');
      return n < 2 ? 'stepIn' : n < 9 ? 'next' : 'continue';
    }, { stopOnEntry: true });
    expect(into.stops.slice(2)).toEqual([
      'step before 1:30 (* X 10)',
      'step after 1:30 (* X 10) => 10',
      'step before 1:30 (* X 10)',
      'step after 1:30 (* X 10) => 20',
      'step before 1:30 (* X 10)',
      'step after 1:30 (* X 10) => 30',
      'step after 1:9 (MAPCAR (QUOTE (LAMBDA (X) (* X 10))) (QUOTE (1 2 3))) => (10 20 30)',
      'step after 1:1 (SETQ R (MAPCAR (QUOTE (LAMBDA (X) (* X 10))) (QUOTE (1 2 3)))) => (10 20 30)',
    ]);
    expect(xs).toEqual(['1', '2', '3']);
  });

  test('Step Over walks a foreach body iteration by iteration; the loop variable shows its element', () => {
    const src = ['(setq s 0)', "(foreach n '(4 5)", '  (setq s (+ s n)))'].join('\n');
    const ns: string[] = [];
    const { stops } = debugRun(src, (c, n) => {
      ns.push(c.evaluate('n'));
      return n < 4 ? 'next' : 'continue';
    }, bp(3));
    expect(stops).toEqual([
      'breakpoint before 3:3 (SETQ S (+ S N))',
      'step after 3:3 (SETQ S (+ S N)) => 4',
      'breakpoint before 3:3 (SETQ S (+ S N))',
      'step after 3:3 (SETQ S (+ S N)) => 9',
      'step after 2:1 (FOREACH N (QUOTE (4 5)) (SETQ S (+ S N))) => 9',
    ]);
    expect(ns).toEqual(['4', '4', '5', '5', 'nil']);
  });

  test('Step Over inside a while loop goes round the loop; Step Out at top level finishes the form', () => {
    const src = ['(setq i 0)', '(while (< i 2)', '  (setq i (1+ i)))', '(setq done t)'].join('\n');
    const { stops } = debugRun(src, ['next', 'next', 'next', 'next', 'stepOut', 'continue'], bp(3));
    expect(stops).toEqual([
      'breakpoint before 3:3 (SETQ I (1+ I))',
      'step after 3:3 (SETQ I (1+ I)) => 1',
      'step before 2:8 (< I 2)',
      'step after 2:8 (< I 2) => T',
      // the second time round, the breakpoint again
      'breakpoint before 3:3 (SETQ I (1+ I))',
      'step after 2:1 (WHILE (< I 2) (SETQ I (1+ I))) => 2',
    ]);
  });
});

group('errors', () => {
  const HANDLER = [
    '(defun *error* (msg) (princ (strcat "handled: " msg)))',
    '(defun div (a b / q)',
    '  (setq q (/ a b))',
    '  q)',
    '(div 1 0)',
  ].join('\n');

  test('break on error stops at the failing form with its locals bound, before *error* runs', () => {
    let printedAtStop = '';
    const { stops, result } = debugRun(HANDLER, (c) => {
      expect(c.locals()).toEqual({ A: '1', B: '0', Q: 'nil' });
      expect(c.frames()).toEqual(['(DIV 1 0)', '[top level]']);
      printedAtStop = c.evaluate('"probe"');
      return 'continue';
    });
    expect(stops).toEqual(['exception error 3:11 (/ A B) !divide by zero']);
    expect(printedAtStop).toBe('"probe"');
    // *error* ran after the stop, once
    expect(result.output.map((o) => o.text).join('')).toBe('handled: divide by zero');
    expect(result.error?.handledByUser).toBe(true);
  });

  test('Step Into from a break on error enters the *error* handler', () => {
    const { stops } = debugRun(HANDLER, ['stepIn', 'stepIn', 'continue']);
    expect(stops).toEqual([
      'exception error 3:11 (/ A B) !divide by zero',
      'step before 1:22 (PRINC (STRCAT "handled: " MSG))',
      'step before 1:29 (STRCAT "handled: " MSG)',
    ]);
  });

  test('errors trapped by vl-catch-all-apply stop only with the "caught" filter', () => {
    const src = "(setq r (vl-catch-all-apply '/ '(1 0)))\n(vl-catch-all-error-message r)";
    expect(debugRun(src, ['continue']).stops).toEqual([]);
    const caught = debugRun(src, ['continue'], { exceptions: { uncaught: true, caught: true } });
    expect(caught.stops).toEqual(['exception error 1:9 (VL-CATCH-ALL-APPLY (QUOTE /) (QUOTE (1 0))) !divide by zero']);
    expect(caught.result.value).toBe('"divide by zero"');
  });

  test('with the uncaught filter off, an error runs through to the end', () => {
    const { stops, result } = debugRun('(car 1)', ['continue'], { exceptions: { uncaught: false, caught: false } });
    expect(stops).toEqual([]);
    expect(result.error?.message).toBe('bad argument type: consp 1');
  });
});

group('frames and evaluation', () => {
  const REC = ['(defun down (n)', '  (if (> n 0)', '    (down (1- n))', '    (list n)))', '(down 2)'].join('\n');

  test('each frame shows the binding it sees (a recursion rebinds n)', () => {
    debugRun(REC, (c) => {
      expect(c.frames()).toEqual(['(DOWN 0)', '(DOWN 1)', '(DOWN 2)', '[top level]']);
      expect([0, 1, 2].map((f) => c.locals(f).N)).toEqual(['0', '1', '2']);
      expect(c.evaluate('(* n 100)', 2)).toBe('200');
      expect(c.evaluate('n')).toBe('0');
      return 'continue';
    }, { breakpoints: { 'main.lsp': [{ line: 4, condition: '(= n 0)' }] } });
  });

  test('a setq evaluated in an outer frame changes that frame, not the inner one', () => {
    const src = ['(defun outer (v) (inner) v)', '(defun inner (/ v) (setq v 5) (list v))', '(outer 1)'].join('\n');
    const { result } = debugRun(src, (c) => {
      // stopped before inner's (setq v 5): its own v is still nil, outer's is 1
      expect([c.locals(0).V, c.locals(1).V]).toEqual(['nil', '1']);
      expect(c.evaluate('(setq v 99)', 1)).toBe('99');
      expect([c.locals(0).V, c.locals(1).V]).toEqual(['nil', '99']);
      return 'continue';
    }, { functionBreakpoints: ['INNER'] });
    expect(result.value).toBe('99');
  });

  test('watches do not count toward the program\'s steps, and output they print stays apart', () => {
    const src = '(setq a 0)\n(repeat 10 (setq a (+ a 1)))\na';
    const plain = runRequest({ files: [{ name: 'main.lsp', text: src }] }, { drawings: drawingFactory });
    const dbg = debugRun(src, (c) => {
      c.evaluate('(princ "watch output") (repeat 100 (setq zz 1))');
      return 'next';
    }, { stopOnEntry: true });
    expect(dbg.result.steps).toBe(plain.steps);
    expect(dbg.result.output).toEqual(plain.output);
    expect(dbg.result.value).toBe(plain.value);
  });

  test('a debug run takes the same steps as a plain run, and so does a run that runs out of budget', () => {
    // the bench's workloads with user calls of every shape: one parameter, parameters and locals, lambdas
    const src = [
      '(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))',
      '(defun sq (a / r) (setq r (* a a)) r)',
      '(setq i 0 s 0.0 l nil)',
      '(while (< i 200) (setq s (+ s (sq i)) l (cons i l) i (1+ i)))',
      "(list (fib 12) s (length (mapcar '(lambda (x) (1+ x)) l)) (strlen (apply 'strcat (mapcar 'itoa l))))",
    ].join('\n');
    const plain = runRequest({ files: [{ name: 'main.lsp', text: src }] }, { drawings: drawingFactory });
    const dbg = debugRun(src, () => 'continue');
    expect(plain.ok).toBe(true);
    expect(dbg.result.steps).toBe(plain.steps);
    expect(dbg.result.value).toBe(plain.value);
    // a budget too small for the program stops both at the same step with the same error
    const budget = Math.floor(plain.steps / 2);
    const plainShort = runRequest({ files: [{ name: 'main.lsp', text: src }], budget }, { drawings: drawingFactory });
    const dbgShort = debugRun(src, () => 'continue', { request: { budget } });
    expect(plainShort.ok).toBe(false);
    expect(dbgShort.result.steps).toBe(plainShort.steps);
    expect(dbgShort.result.error?.message).toBe(plainShort.error?.message);
  });

  test('a runaway watch ends with the budget message, and the program goes on', () => {
    const { result } = debugRun('(setq a 1)\n(setq b 2)', (c) => {
      expect(c.evaluate('(while t)')).toMatch(/^error: step budget exhausted/);
      return 'continue';
    }, { stopOnEntry: true });
    expect(result.ok).toBe(true);
  });

  test('lists, dotted pairs and entity names open up into their parts', () => {
    const src = "(setq e (entmake '((0 . \"LINE\") (8 . \"0\") (10 1.0 2.0 0.0) (11 3.0 4.0 0.0))))\n(setq e (entlast) l '(1 (2 . 3)))\n(princ)";
    debugRun(src, (c) => {
      const ins = c.session.debugger.inspector;
      const g = ins.globals();
      const l = g.find((v) => v.name === 'L')!;
      expect(ins.children(l.ref).map((v) => `${v.name}=${v.value}`)).toEqual(['0=1', '1=(2 . 3)']);
      const pair = ins.children(l.ref)[1]!;
      expect(ins.children(pair.ref).map((v) => `${v.name}=${v.value}`)).toEqual(['car=2', 'cdr=3']);
      const e = g.find((v) => v.name === 'E')!;
      expect(e.type).toBe('ENAME');
      const groups = ins.children(e.ref).map((v) => `${v.name}=${v.value}`);
      expect(groups).toContain('0="LINE"');
      expect(groups).toContain('10=(1.0 2.0 0.0)');
      return 'continue';
    }, bp(3));
  });
});

group('pause and terminate', () => {
  test('a pause request is taken at the next form; terminate ends the run as cancelled', () => {
    const attention = new Int32Array(1);
    let session: { debugger: { pause(): void } } | undefined;
    const { stops, result } = debugRun('(setq go t)\n(while go (setq n 1))', (c) => {
      session = c.session;
      // the host posts "pause" while the program runs: it raises the flag
      if (c.stop.reason === 'entry') attention[0] = 1;
      return c.stop.reason === 'entry' ? 'continue' : 'terminate';
    }, {
      stopOnEntry: true,
      attention,
      host: {
        stopped: () => 'continue',
        poll: () => {
          attention[0] = 0;
          session?.debugger.pause();
        },
      },
    });
    expect(stops).toEqual(['entry before 1:1 (SETQ GO T)', 'pause before 2:1 (WHILE GO (SETQ N 1))']);
    expect(result.stage).toBe('cancelled');
  });
});
