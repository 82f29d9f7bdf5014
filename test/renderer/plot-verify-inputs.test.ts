import { describe, expect, test } from 'vitest';
import type { RunResult } from '../../interpreter/runner/contract.js';
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

  test('passes when the hash matches a passing run with all tests passed', () => {
    expect(exportGate({ currentHash: 'h1', lastRun: run({ assertions: [{ expr: 't', passed: true, value: 'T' }] }), testCount: 1 })).toEqual({ ok: true, testsPassed: 1 });
  });

  test('plot expressions after the test cases do not count as tests', () => {
    expect(exportGate({ currentHash: 'h1', lastRun: run({ assertions: [{ expr: 'pts', passed: false, value: 'nil' }] }), testCount: 0 })).toEqual({ ok: true, testsPassed: 0 });
  });

  test('explains each missing condition', () => {
    expect(exportGate({ currentHash: 'h1', lastRun: null, testCount: 0 })).toMatchObject({ ok: false, reasons: [expect.stringMatching(/Run the script/)] });
    const g = exportGate({ currentHash: 'h2', lastRun: run({ ok: false, stage: 'execution', error: { message: 'bad argument type', stack: [] }, assertions: [{ expr: '(= a 1)', passed: false, value: 'nil' }] }), testCount: 1 });
    expect(g.ok).toBe(false);
    if (!g.ok) {
      expect(g.reasons.join(' ')).toMatch(/changed since the last run/);
      expect(g.reasons.join(' ')).toMatch(/did not pass \(execution: bad argument type\)/);
      expect(g.reasons.join(' ')).toMatch(/1 of 1 test case\(s\) failed: \(= a 1\)/);
    }
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
