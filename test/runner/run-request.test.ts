import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { codeHashInput, codeHashOf } from '../../interpreter/runner/code-hash.js';
import { sha256Hex } from '../../interpreter/runner/sha256.js';
import { deps, outcome, printed, run } from './run-helpers.js';

const nodeSha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('sha-256', () => {
  it('matches node:crypto on empty, long, multi-block and non-ASCII texts', () => {
    for (const s of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'x'.repeat(1000), 'Straße ° ∅ 😀 \u00e9', '\ud800 lone'])
      expect(sha256Hex(s)).toBe(nodeSha(s));
  });
  it('codeHash covers names and texts in order (the rule, stated once: codeHashInput)', () => {
    const files = [{ name: 'a.lsp', text: '(princ 1)' }, { name: 'b.lsp', text: '' }];
    expect(codeHashInput(files)).toBe('a.lsp\0(princ 1)\0b.lsp\0\0');
    expect(codeHashOf(files)).toBe(nodeSha('a.lsp\0(princ 1)\0b.lsp\0\0'));
    expect(run('(princ 1)').codeHash).toBe(codeHashOf([{ name: 'main.lsp', text: '(princ 1)' }]));
  });
});

describe('runRequest', () => {
  it('returns the value, the output and the steps', () => {
    const r = run('(princ "hi") (alert "careful") (+ 1 2)');
    expect(r).toMatchObject({ ok: true, stage: 'ok', value: '3' });
    expect(r.output).toEqual([{ kind: 'text', text: 'hi' }, { kind: 'alert', text: 'careful' }]);
    expect(r.steps).toBeGreaterThan(0);
  });
  it('stops at a reader error in a preloaded file before running anything; a file never loaded is never read', () => {
    const broken = { name: 'lib/helpers.lsp', text: '(defun f ()\n  (princ "x"' };
    const r = run('(princ "ran")', [], { files: [broken], preload: ['lib/helpers.lsp'] });
    expect(r.stage).toBe('syntax');
    expect(r.error).toMatchObject({ message: 'malformed list on input', file: 'lib/helpers.lsp' });
    expect(r.output).toEqual([]);
    expect(r.steps).toBe(0);
    expect(run('(princ "ran")', [], { files: [broken] })).toMatchObject({ ok: true, stage: 'ok' });
    expect(run('(load "lib/helpers")', [], { files: [broken] }).error).toMatchObject({ message: 'malformed list on input', file: 'lib/helpers.lsp' });
  });
  it('reports an execution error with file, line, column, stack and arguments', () => {
    const r = run('(defun half (x)\n  (/ x 0))\n(defun go () (half 7))\n(go)');
    expect(r.stage).toBe('execution');
    expect(r.error).toMatchObject({ message: 'divide by zero', file: 'main.lsp', line: 2, column: 3, args: ['7'], handledByUser: false });
    expect(r.error?.stack.map((f) => f.name)).toEqual(['HALF', 'GO']);
    expect(r.error?.stack[0]).toMatchObject({ file: 'main.lsp', line: 3, args: ['7'] });
    expect(r.value).toBe('');
  });
  it('marks errors a user *error* handler saw', () => {
    const r = run('(defun *error* (m) (princ m)) (/ 1 0)');
    expect(r.error?.handledByUser).toBe(true);
    expect(printed(r)).toBe('divide by zero');
  });
  it('ends runaway loops, recursion and string bombs with structured errors', () => {
    const loop = run('(while t)', [], { budget: 100_000 });
    expect(loop).toMatchObject({ stage: 'budget', steps: 100_000 });
    expect(loop.error?.message).toMatch(/step budget exhausted/);
    const rec = run('(defun f (n) (f n)) (f 1)');
    expect(rec.stage).toBe('budget');
    expect(rec.error?.message).toMatch(/recursion depth limit/);
    const bomb = run('(setq s "x") (while t (setq s (strcat s s)))');
    expect(bomb.stage).toBe('budget');
    expect(bomb.error?.message).toBe('insufficient memory (the script may build an ever-growing string or list)');
  });
  it('calls a command after loading and evaluates assertions afterwards', () => {
    const r = run('(defun c:hello () (setq done 42) (princ "Hello") (princ))', [], {
      call: 'c:hello',
      assertions: ['(= done 42)', '(= done 1)', '(+ "a" 1)', '(princ "quiet")'],
    });
    expect(r.stage).toBe('ok');
    expect(r.ok).toBe(false);
    expect(r.assertions?.map((a) => [a.passed, a.value, a.error])).toEqual([
      [true, 'T', undefined],
      [false, 'nil', undefined],
      [false, '', 'bad argument type: numberp: "a"'],
      [true, '"quiet"', undefined],
    ]);
    expect(printed(r)).toBe('Hello');
    expect(run('(setq a 1)', [], { call: 'c:nope' }).error?.message).toBe('no function definition: C:NOPE');
    expect(outcome(run('(defun add (a b) (+ a b))', [], { call: '(add 2 3)' }))).toBe('5');
  });
  it('says when the entry file is missing or the drawing unreadable', () => {
    expect(() => runRequest({ files: [{ name: 'a.lsp', text: '1' }], entry: 'b.lsp' }, deps)).toThrow('invalid run request: entry names no file of the request ("b.lsp")');
    const d = run('1', [], { drawing: { kind: 'dxf', name: 'bad.dxf', text: 'not a drawing' } });
    expect(d.stage).toBe('syntax');
    expect(d.error).toMatchObject({ message: 'cannot read the drawing: line 1: expected HANDLE LAYER X Y', file: 'bad.dxf' });
  });
  it('diffs the drawing and includes snapshots on request', () => {
    const r = run('(fake-move "1A" "NEW") (fake-line 0 0 "NEW") (setvar "OSMODE" 0)', [], {
      drawing: { kind: 'dxf', name: 'd.dxf', text: '1A OLD 0 0\n1B OLD 1 1\n' },
      wantSnapshots: true,
    });
    expect(r.diff?.summary).toEqual({ added: 1, deleted: 0, modified: 1 });
    expect(r.diff?.sysvars).toEqual([{ name: 'OSMODE', before: '4133', after: '0' }]);
    expect(r.before?.entities).toHaveLength(2);
    expect(r.after?.entities).toHaveLength(3);
    expect(r.drawingHash).toMatch(/^[0-9a-f]{64}$/);
  });
  it('gives the same result and step count twice, with nothing leaking between runs', () => {
    const src = '(defun f (n) (if (< n 2) n (+ (f (- n 1)) (f (- n 2))))) (setq leaked (f 12)) (princ f) (setenv "X" "1") (getenv "Y")';
    const a = run(src, [], { env: { Y: 'why' } });
    const b = run(src, [], { env: { Y: 'why' } });
    expect({ ...a, elapsedMs: 0 }).toEqual({ ...b, elapsedMs: 0 });
    expect(a.value).toBe('"why"');
    expect(outcome(run('(list leaked (getenv "X"))'))).toBe('(nil nil)');
  });
});
