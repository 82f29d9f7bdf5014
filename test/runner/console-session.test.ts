/*
 * The console session: state carries from one expression to the next (variables, functions, the
 * drawing), `!var`, prompts answered by the host (a pick), "Load file", Reset back to the drawing
 * as opened, and the diff since the last reset.
 */
import { expect, test } from 'vitest';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import { ConsoleSession } from '../../interpreter/runner/console-session.js';
import type { ScriptedInput } from '../../interpreter/runner/contract.js';


function session(ask?: (kind: string, prompt: string) => ScriptedInput | undefined): ConsoleSession {
  return new ConsoleSession({ drawings: drawingFactory }, { ...(ask ? { ask } : {}) });
}

const printed = (r: { output: Array<{ text: string }> }) => r.output.map((c) => c.text).join('');

test('variables and functions carry across expressions; !var shows a value', () => {
  const c = session();
  expect(c.evaluate('(setq a 20)').value).toBe('20');
  expect(c.evaluate('(defun twice (x) (* 2 x))').value).toBe('TWICE');
  expect(c.evaluate('(twice a)').value).toBe('40');
  expect(c.evaluate('!a').value).toBe('20');
  expect(c.evaluate('! a ').value).toBe('20');
  const err = c.evaluate('(car a)');
  expect(err.ok).toBe(false);
  expect(err.error?.message).toBe('bad argument type: consp 20');
  // an error does not lose the session
  expect(c.evaluate('(+ a 1)').value).toBe('21');
});

test('the drawing changes for good until Reset, which goes back to the drawing as opened', () => {
  const c = session();
  c.evaluate("(entmake '((0 . \"LINE\") (8 . \"0\") (10 0.0 0.0 0.0) (11 10.0 0.0 0.0)))");
  const r = c.evaluate("(entmake '((0 . \"CIRCLE\") (8 . \"0\") (10 5.0 5.0 0.0) (40 . 2.0)))");
  expect(r.changes).toBe(2);
  expect(c.diff()?.summary.added).toBe(2);
  expect(c.evaluate('(sslength (ssget "X"))').value).toBe('2');
  c.evaluate('(setq keep 1)');
  c.reset();
  expect(c.diff()?.summary.added).toBe(0);
  expect(c.evaluate('(ssget "X")').value).toBe('nil');
  expect(c.evaluate('!keep').value).toBe('nil');
});

test('prompts take the host\'s answer: (entget (car (entsel))) with a pick on the drawing', () => {
  const asked: string[] = [];
  let handle = '';
  const c = session((kind, prompt) => {
    asked.push(`${kind}:${prompt}`);
    return { entity: handle, point: [1, 0, 0] };
  });
  c.evaluate("(entmake '((0 . \"LINE\") (8 . \"0\") (10 0.0 0.0 0.0) (11 10.0 0.0 0.0)))");
  handle = c.evaluate('(cdr (assoc 5 (entget (entlast))))').value.replace(/"/g, '');
  const r = c.evaluate('(cdr (assoc 0 (entget (car (entsel "\\nPick: ")))))');
  expect(r.value).toBe('"LINE"');
  expect(asked).toEqual(['entsel:\nPick: ']);
  expect(printed(r)).toContain('Pick: ');
});

test('Load file makes the file\'s functions available and (load "name") finds it', () => {
  const c = session();
  const r = c.load({ name: 'helpers.lsp', text: '(defun c:hello () (princ "hi") (princ))\n(setq loaded t)' });
  expect(r.ok).toBe(true);
  expect(printed(c.evaluate('(c:hello)'))).toBe('hi');
  expect(c.evaluate('(load "helpers")').ok).toBe(true);
});

test('multi-line input: Enter waits for the closing paren', () => {
  expect(ConsoleSession.isComplete('(setq a')).toBe(false);
  expect(ConsoleSession.isComplete('(setq a "x')).toBe(false);
  expect(ConsoleSession.isComplete('(setq a 1)')).toBe(true);
  expect(ConsoleSession.isComplete('!a')).toBe(true);
  // an extra paren is an error to show, not something to wait for
  expect(ConsoleSession.isComplete('(setq a 1))')).toBe(true);
});

test('a runaway expression ends with the budget error and the session goes on', () => {
  const c = new ConsoleSession({ drawings: drawingFactory }, { budget: 10_000 });
  c.evaluate('(setq n 5)');
  const r = c.evaluate('(while t)');
  expect(r.error?.message).toMatch(/step budget exhausted/);
  expect(c.evaluate('!n').value).toBe('5');
});
