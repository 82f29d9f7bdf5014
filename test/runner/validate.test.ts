/*
 * validateRunRequest (issue 10): every RunRequest field checked against the contract, the bad
 * one named. Each malformed request below used to reach the run and come back as an `internal`
 * JS error (or worse, be run with a meaningless value).
 */
import { describe, expect, it } from 'vitest';
import { MAX_BUDGET, RequestError, validateRunRequest } from '../../interpreter/runner/validate.js';
import { backstopFor, MAX_TIMER_MS } from '../../interpreter/worker/pool.js';
import type { RunRequest } from '../../interpreter/runner/contract.js';
import { exitCodeOf } from '../../cli/report.js';
import { failedResult } from '../../interpreter/runner/result.js';
import { RUN_STAGES } from '../../interpreter/runner/contract.js';

const files = [{ name: 'a.lsp', text: '1' }];
const bad = (req: unknown): string => {
  try {
    validateRunRequest(req);
  } catch (e) {
    expect(e).toBeInstanceOf(RequestError);
    return (e as Error).message.replace(/^invalid run request: /, '');
  }
  throw new Error(`accepted ${JSON.stringify(req)}`);
};

describe('the wall-clock backstop of a huge budget (issue 10: a budget above ~2.15e12 overflowed setTimeout and every run was killed after 5 ms)', () => {
  it('stays a valid timer delay, whatever the budget', () => {
    expect(backstopFor(30_000, MAX_BUDGET)).toBe(MAX_BUDGET / 1000);
    expect(backstopFor(30_000, MAX_BUDGET)).toBeLessThanOrEqual(MAX_TIMER_MS);
    for (const budget of [2.15e12, 3e12, 1e20, Infinity]) expect(backstopFor(30_000, budget)).toBe(MAX_TIMER_MS);
    expect(backstopFor(30_000, undefined)).toBe(30_000);
  });
});

describe('validateRunRequest', () => {
  it('accepts every well-formed field', () => {
    const req: RunRequest = {
      files: [...files, { name: 'b.lsp', text: '' }],
      entry: 'b.lsp',
      drawing: { kind: 'dxf', name: 'd.dxf', text: '0\nEOF\n' },
      budget: MAX_BUDGET,
      inputs: [
        { point: [1, 2] }, { point: [1, 2, 3] }, { int: -5 }, { real: 2.5 }, { string: '' }, { keyword: 'Yes' },
        { entity: '2A' }, { entity: '2A', point: [0, 0, 0] }, { selection: ['2A', '2B'] }, { file: 'x.csv' }, { enter: true }, { esc: true },
      ],
      call: 'c:cmd',
      assertions: ['(= 1 1)'],
      wantSnapshots: true,
      env: { HOME: 'C:\\' },
      escAtPrompt: 2,
    };
    expect(validateRunRequest(req)).toBe(req);
    for (const drawing of [{ kind: 'empty' }, { kind: 'sample', name: 'floor-plan' }, { kind: 'snapshot', id: 'dwg-1' }] as const) {
      expect(() => validateRunRequest({ files, drawing })).not.toThrow();
    }
    expect(() => validateRunRequest({ files, escAtPrompt: undefined })).not.toThrow();
  });

  it('names the bad field of each kind of input', () => {
    expect(bad({ files, inputs: [null] })).toBe('inputs[0] must be an answer such as {"point": [x, y]}, {"int": 3}, {"string": "text"} or {"enter": true}, not null');
    expect(bad({ files, inputs: [{ point: 'abc' }] })).toBe('inputs[0].point must be 2 or 3 numbers, not "abc"');
    expect(bad({ files, inputs: [{ point: [1, 'x'] }] })).toBe('inputs[0].point[1] must be a finite number, not "x"');
    expect(bad({ files, inputs: [{ int: 1.5 }] })).toMatch(/^inputs\[0\]\.int must be a whole number/);
    expect(bad({ files, inputs: [{ real: null }] })).toBe('inputs[0].real must be a finite number, not null');
    expect(bad({ files, inputs: [{ string: 3 }] })).toBe('inputs[0].string must be a string, not 3');
    expect(bad({ files, inputs: [{ keyword: [] }] })).toBe('inputs[0].keyword must be a string, not an array');
    expect(bad({ files, inputs: [{ entity: {} }] })).toBe('inputs[0].entity must be a string, not an object');
    expect(bad({ files, inputs: [{ entity: '2A', point: 'x' }] })).toBe('inputs[0].point must be 2 or 3 numbers, not "x"');
    expect(bad({ files, inputs: [{ selection: 'x' }] })).toBe('inputs[0].selection must be an array, not "x"');
    expect(bad({ files, inputs: [{ selection: [1] }] })).toBe('inputs[0].selection[0] must be a string, not 1');
    expect(bad({ files, inputs: [{ file: false }] })).toBe('inputs[0].file must be a string, not false');
    expect(bad({ files, inputs: [{ enter: 'yes' }] })).toBe('inputs[0].enter must be true, not "yes"');
    expect(bad({ files, inputs: [{ esc: 1 }] })).toBe('inputs[0].esc must be true, not 1');
    expect(bad({ files, inputs: [{ int: 1, real: 2 }] })).toBe('inputs[0] must be one answer, not int and real together');
    expect(bad({ files, inputs: [{ point: [0, 0], x: 1 }] })).toBe('inputs[0].x is not part of a point answer');
    expect(bad({ files, inputs: [{}] })).toMatch(/^inputs\[0\] must be an answer such as/);
    expect(bad({ files, inputs: 'x' })).toBe('inputs must be an array, not "x"');
  });

  it('names the bad field for files, entry, drawing, budget, call, assertions, env, snapshots, escAtPrompt', () => {
    expect(bad(null)).toBe('request must be an object, not null');
    expect(bad({})).toBe('files must hold at least one source file');
    expect(bad({ files: [] })).toBe('files must hold at least one source file');
    expect(bad({ files: [{ name: 'a.lsp' }] })).toBe('files[0].text must be a string, not undefined');
    expect(bad({ files: [{ name: '', text: '' }] })).toBe('files[0].name must not be empty');
    expect(bad({ files, entry: 'b.lsp' })).toBe('entry names no file of the request ("b.lsp")');
    expect(bad({ files, drawing: { kind: 'dwg' } })).toBe('drawing.kind must be one of empty, dxf, sample, snapshot, not "dwg"');
    expect(bad({ files, drawing: { kind: 'dxf', name: 'd.dxf' } })).toBe('drawing.text must be a string, not undefined');
    expect(bad({ files, drawing: { kind: 'snapshot', id: 7 } })).toBe('drawing.id must be a string, not 7');
    expect(bad({ files, budget: 0 })).toBe(`budget must be a whole number from 1 to ${MAX_BUDGET}, not 0`);
    expect(bad({ files, budget: 3e12 })).toBe(`budget must be a whole number from 1 to ${MAX_BUDGET}, not 3000000000000`);
    expect(bad({ files, call: 5 })).toBe('call must be a string, not 5');
    expect(bad({ files, call: '' })).toBe('call must not be empty');
    expect(bad({ files, assertions: 'x' })).toBe('assertions must be an array, not "x"');
    expect(bad({ files, assertions: [1] })).toBe('assertions[0] must be a string, not 1');
    expect(bad({ files, env: ['A'] })).toBe('env must be an object of NAME: "value" strings, not an array');
    expect(bad({ files, env: { A: 1 } })).toBe('env.A must be a string, not 1');
    expect(bad({ files, wantSnapshots: 'yes' })).toBe('wantSnapshots must be true or false, not "yes"');
    expect(bad({ files, escAtPrompt: 0 })).toMatch(/^escAtPrompt must be a whole number from 1/);
    expect(bad({ files, expectedEffect: {} })).toBe('expectedEffect is not a RunRequest field');
  });

  it('checks the verification fields: expect (effect, stage, output, diff, confirmed) and plot', () => {
    const ok: RunRequest = {
      files,
      expect: { effect: { modified: [{ filter: [[0, 'LINE']], groups: { '8': 'NEW' }, count: 1 }], sysvars: 'unchanged' }, requireEffect: true, error: 'x', stage: 'execution', output: ['a'], diff: { added: 0 }, confirmed: ['startapp'] },
      plot: '(list 1 2)',
    };
    expect(validateRunRequest(ok)).toBe(ok);
    expect(bad({ files, expect: 'yes' })).toMatch(/^expect must be an object/);
    expect(bad({ files, expect: { effect: { moved: [] } } })).toMatch(/^expect\.effect is not a valid expected effect: unknown key "moved"/);
    expect(bad({ files, expect: { effect: { added: new Array(10_001).fill({ type: 'LINE' }) } } })).toMatch(/^expect\.effect\.added must have at most 10000 items/);
    expect(bad({ files, expect: { stage: 'done' } })).toMatch(/^expect\.stage must be one of ok, syntax/);
    expect(bad({ files, expect: { diff: { moved: 1 } } })).toMatch(/^expect\.diff\.moved is not a diff count/);
    expect(bad({ files, expect: { diff: { added: -1 } } })).toMatch(/^expect\.diff\.added must be a whole number/);
    expect(bad({ files, expect: { output: [1] } })).toMatch(/^expect\.output\[0\] must be a string/);
    expect(bad({ files, expect: { later: true } })).toMatch(/^expect\.later is not an expectation/);
    expect(bad({ files, plot: 5 })).toMatch(/^plot must be a string/);
  });
});

describe('CLI exit status per stage', () => {
  it('maps every stage: 0 ok, 1 the script or a limit, 3 the runner', () => {
    const codes = Object.fromEntries(RUN_STAGES.map((s) => [s, exitCodeOf(failedResult(s, 'm', ''))]));
    expect(codes).toEqual({ ok: 1, syntax: 1, execution: 1, budget: 1, timeout: 1, cancelled: 1, crashed: 3, internal: 3 });
    expect(exitCodeOf({ ...failedResult('ok', 'm', ''), ok: true })).toBe(0);
  });
});
