import { mkdtempSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTestFile } from '../../interpreter/runner/test-cases.js';
import { runTests } from '../../cli/test-files.js';
import { deps } from './run-helpers.js';

describe('test case files', () => {
  it('parse file-level defaults, per-case overrides, inputs and assertions', () => {
    const cases = parseTestFile(
      [
        ';;; script: a.lsp',
        ';;; input: {"int": 1}',
        ';;; test: first',
        ';;; input: [{"string": "x"}, {"enter": true}]',
        ';;; expect-diff: added=1, modified=0',
        '(= 1 1)',
        '(setq s ";;; not a header")  ; trailing comment',
        ';;; test: second',
        ';;; script: b.lsp',
        ';;; esc-check: pass',
        ';;; env: MODE=fast',
      ].join('\n'),
      't.test.lsp',
    );
    expect(cases).toHaveLength(2);
    expect(cases[0]).toMatchObject({ name: 'first', script: 'a.lsp', line: 3, inputs: [{ int: 1 }, { string: 'x' }, { enter: true }], expect: { diff: { added: 1, modified: 0 } } });
    expect(cases[0]?.assertions).toEqual(['(= 1 1)', '(setq s ";;; not a header")']);
    expect(cases[1]).toMatchObject({ name: 'second', script: 'b.lsp', inputs: [{ int: 1 }], env: { MODE: 'fast' }, expect: { escCheck: 'pass' } });
  });
  it('name the file and line of a bad header', () => {
    expect(() => parseTestFile(';;; test: x\n;;; expect-size: 3', 'bad.test.lsp')).toThrow('bad.test.lsp:2: unknown test header "expect-size"');
    expect(() => parseTestFile('(princ)', 'bad.test.lsp')).toThrow('bad.test.lsp:1: Lisp before the first "test:" header');
  });
});

describe('runTests', () => {
  it('runs cases against a drawing, with assertions, diffs, errors and the Esc check', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lw-tests-'));
    writeFileSync(join(dir, 'plan.dxf'), '1A OLD 0 0\n1B OLD 5 5\n1C WALLS 1 1\n');
    copyFileSync('assets/examples/box-forgets-osmode.lsp', join(dir, 'bad.lsp'));
    copyFileSync('assets/examples/box-restores-osmode.lsp', join(dir, 'good.lsp'));
    writeFileSync(join(dir, 'move.lsp'), '(defun c:move () (initget 1 "Yes No") (if (= (getkword "Move? ") "Yes") (progn (fake-move "1A" "NEW") (fake-move "1B" "NEW"))) (princ "done") (princ))');
    writeFileSync(
      join(dir, 'move.test.lsp'),
      [
        ';;; script: move.lsp',
        ';;; drawing: plan.dxf',
        ';;; call: c:move',
        ';;; test: yes moves both',
        ';;; input: {"keyword": "y"}',
        ';;; expect-diff: modified=2 added=0',
        ';;; expect-output: done',
        '(= (fake-count "NEW") 2)',
        ';;; test: a failing expectation is reported',
        ';;; input: {"keyword": "no"}',
        '(= (fake-count "NEW") 2)',
        ';;; test: Esc is an error the case can expect',
        ';;; input: {"esc": true}',
        ';;; expect-error: Function cancelled',
        ';;; test: later',
        ';;; pending: not written yet',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'esc.test.lsp'),
      [
        ';;; call: c:box',
        ';;; input: [{"point": [0, 0]}, {"point": [10, 5]}]',
        ';;; test: forgets OSMODE',
        ';;; script: bad.lsp',
        ';;; esc-check: fail',
        ';;; test: restores OSMODE',
        ';;; script: good.lsp',
        ';;; esc-check: pass',
        ';;; test: wrong expectation',
        ';;; script: bad.lsp',
        ';;; esc-check: pass',
      ].join('\n'),
    );
    const run = await runTests([dir], deps);
    expect(run.outcomes.map((o) => [o.name, o.status])).toEqual([
      ['forgets OSMODE', 'passed'],
      ['restores OSMODE', 'passed'],
      ['wrong expectation', 'failed'],
      ['yes moves both', 'passed'],
      ['a failing expectation is reported', 'failed'],
      ['Esc is an error the case can expect', 'passed'],
      ['later', 'pending'],
    ]);
    expect(run.outcomes[2]?.failures).toEqual(['esc-check fail, expected pass']);
    expect(run.outcomes[4]?.failures).toEqual(['the assertion (= (fake-count "NEW") 2) returned nil']);
    expect([run.passed, run.failed, run.pending]).toEqual([4, 2, 1]);
  });
});
