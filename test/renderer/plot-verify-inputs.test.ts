import { describe, expect, test } from 'vitest';
import type { RunResult } from '../../interpreter/runner/contract.js';
import { verifyRun, type VerifyRequest } from '../../interpreter/runner/verification.js';
import { parsePrinted, pointsFromOutput, pointsFromValue } from '../../renderer/canvas/plot/parse-points.js';
import { nearestPoint, niceTicks, plotBounds } from '../../renderer/canvas/plot/plot-geometry.js';
import { validateInputs } from '../../renderer/panels/inputs-validate.js';
import { exportGate } from '../../renderer/verify/export-gate.js';

describe('points from printed values', () => {
  test('prin1 text reads back as data', () => {
    expect(parsePrinted('(1 2.5 "a\\"b" SYM (3 . 4))')).toEqual([1, 2.5, 'a"b', { sym: 'SYM' }, { car: 3, cdr: 4 }]);
    expect(parsePrinted('nil')).toEqual({ sym: 'nil' });
    expect(parsePrinted('(1 2')).toBeNull();
    expect(parsePrinted('(1 2) extra')).toBeNull();
  });

  test('one point, a list of points, lists of lists', () => {
    expect(pointsFromValue('(1.0 2.0 0.0)')).toEqual([[[1, 2, 0]]]);
    expect(pointsFromValue('((0.0 0.0) (10.0 0.0) (10.0 5.0))')).toEqual([[[0, 0], [10, 0], [10, 5]]]);
    expect(pointsFromValue('(((0 0) (1 1)) ((5 5) (6 6) (7 7)))')).toEqual([[[0, 0], [1, 1]], [[5, 5], [6, 6], [7, 7]]]);
  });

  test('non-points are not plotted', () => {
    expect(pointsFromValue('"text"')).toEqual([]);
    expect(pointsFromValue('(1 2 3 4)')).toEqual([]);
    expect(pointsFromValue('(1 "a")')).toEqual([]);
    expect(pointsFromValue('((1 . 2))')).toEqual([]);
    expect(pointsFromValue('')).toEqual([]);
  });

  test('printed output: every point in order', () => {
    expect(pointsFromOutput('Start (0.0 0.0 0.0)\nnext (1.5 -2.0)\n(a b) (3 4 5 6) (1e2 2)')).toEqual([[[0, 0, 0], [1.5, -2], [100, 2]]]);
    expect(pointsFromOutput('no points here (1 2 3 4)')).toEqual([]);
  });
});

describe('plot axes', () => {
  test('nice ticks are 1, 2 or 5 times a power of ten', () => {
    expect(niceTicks(0, 10, 5)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(-0.3, 0.3, 6)).toEqual([-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3]);
    expect(niceTicks(3, 3).length).toBeGreaterThan(1);
  });

  test('bounds pad the points; nearest point within pixels', () => {
    const b = plotBounds([[[0, 0], [10, 5]]]);
    expect(b[0]).toBeLessThan(0);
    expect(b[2]).toBeGreaterThan(10);
    const series: Array<Array<[number, number]>> = [[[0, 0], [10, 0]], [[5, 5]]];
    expect(nearestPoint(series, (p) => [p[0] * 10, p[1] * 10], 52, 48)).toEqual([1, 0]);
    expect(nearestPoint(series, (p) => [p[0] * 10, p[1] * 10], 30, 30)).toBeNull();
  });
});

describe('export gate', () => {
  const run = (over: Partial<RunResult> = {}): RunResult => ({
    ok: true, stage: 'ok', output: [], value: 'nil', steps: 1, elapsedMs: 1, files: [], inputsUsed: 0, inputsLeft: 0,
    unansweredPrompts: [], sandboxRefused: [], codeHash: 'h1', drawingHash: 'd', ...over,
  });
  /** the runner's verdict for a case, stamped as a real run carries it */
  const stamped = (r: RunResult, req: Omit<VerifyRequest, 'files'> = {}, text = '(princ)'): RunResult => ({ ...r, verification: verifyRun({ files: [{ name: 'a.lsp', text }], ...req }, r) });

  test('passes when the hash matches a run that verifies, with all tests passed', () => {
    const r = stamped(run({ assertions: [{ expr: 't', passed: true, value: 'T' }] }), { assertions: ['t'] });
    expect(exportGate({ currentHash: 'h1', lastRun: r, testCount: 1 })).toEqual({ ok: true, testsPassed: 1, screening: [] });
  });

  test('a plot of a nil variable never blocks export (it is not an assertion)', () => {
    const r = stamped(run({ plot: { expr: 'pts', value: 'nil' } }));
    expect(exportGate({ currentHash: 'h1', lastRun: r, testCount: 0 })).toEqual({ ok: true, testsPassed: 0, screening: [] });
  });

  test('a deliberate Esc that the case declares as its expected error can be exported', () => {
    const esc = run({ ok: false, stage: 'execution', error: { message: 'Function cancelled', stack: [] } });
    expect(exportGate({ currentHash: 'h1', lastRun: stamped(esc, { expect: { error: 'Function cancelled' } }), testCount: 0 }).ok).toBe(true);
    // undeclared, the same run does not verify
    expect(exportGate({ currentHash: 'h1', lastRun: stamped(esc), testCount: 0 })).toMatchObject({ ok: false, reasons: [expect.stringMatching(/run ended ok.*Function cancelled/)] });
  });

  test('explains each missing condition, by the one rule', () => {
    expect(exportGate({ currentHash: 'h1', lastRun: null, testCount: 0 })).toMatchObject({ ok: false, reasons: [expect.stringMatching(/Run the script/)] });
    const failing = run({ ok: false, stage: 'execution', error: { message: 'bad argument type', stack: [] }, assertions: [{ expr: '(= a 1)', passed: false, value: 'nil' }] });
    const g = exportGate({ currentHash: 'h2', lastRun: stamped(failing, { assertions: ['(= a 1)'] }), testCount: 1 });
    expect(g.ok).toBe(false);
    if (!g.ok) {
      expect(g.reasons.join(' ')).toMatch(/changed since the last run/);
      expect(g.reasons.join(' ')).toMatch(/the run ended with an error: bad argument type/);
      expect(g.reasons.join(' ')).toMatch(/the assertion \(= a 1\) returned nil/);
    }
    // a command defined and never called does not export
    const defined = stamped(run(), {}, '(defun c:recolor () (command "_.CHPROP"))');
    expect(exportGate({ currentHash: 'h1', lastRun: defined, testCount: 0 })).toMatchObject({ ok: false, reasons: [expect.stringMatching(/c:recolor .* was never called/)] });
    // a run without a verdict is not taken on trust
    expect(exportGate({ currentHash: 'h1', lastRun: run(), testCount: 0 })).toMatchObject({ ok: false, reasons: [expect.stringMatching(/no verification verdict/)] });
  });
});

describe('scripted inputs validation', () => {
  test('accepts every kind', () => {
    const r = validateInputs('[{"point":[1,2]},{"point":[1,2,3]},{"int":3},{"real":1.5},{"string":"a"},{"keyword":"Yes"},{"entity":"1F","point":[0,0,0]},{"selection":["A","B"]},{"file":"x.txt"},{"enter":true},{"esc":true}]');
    expect(r.ok && r.inputs.length).toBe(11);
    expect(validateInputs('')).toEqual({ ok: true, inputs: [] });
  });

  test('rejects with the position and what is wrong', () => {
    expect(validateInputs('{')).toMatchObject({ ok: false, error: expect.stringMatching(/Not valid JSON/) });
    expect(validateInputs('{"int":1}')).toMatchObject({ ok: false, error: expect.stringMatching(/JSON list/) });
    expect(validateInputs('[{"int":1.5}]')).toMatchObject({ ok: false, error: 'Input 1: "int" needs a whole number' });
    expect(validateInputs('[{"point":[1]}]')).toMatchObject({ ok: false, error: expect.stringMatching(/^Input 1: a point/) });
    expect(validateInputs('[{"int":1},{"foo":1}]')).toMatchObject({ ok: false, error: expect.stringMatching(/^Input 2: use exactly one of/) });
    expect(validateInputs('[{"int":1,"real":2}]')).toMatchObject({ ok: false });
    expect(validateInputs('[{"enter":false}]')).toMatchObject({ ok: false });
  });
});
