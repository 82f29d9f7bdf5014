// The inspector and the diff print snapshot groups the way entget does: REAL codes and points
// with a decimal point (snapshots hold plain numbers), INT codes without.
import { describe, expect, test } from 'vitest';
import { entgetGroups, formatGroup, pairGroups } from '../../renderer/panels/group-format.js';

describe('group-format', () => {
  test('points and REAL codes print as AutoLISP reals, INT codes as integers', () => {
    expect(formatGroup(10, [5000, 300, 0])).toBe('(10 5000.0 300.0 0.0)');
    expect(formatGroup(210, [0, 0, 1])).toBe('(210 0.0 0.0 1.0)');
    expect(formatGroup(40, 250)).toBe('(40 . 250.0)');
    expect(formatGroup(50, 1.5707963267949)).toBe('(50 . 1.5708)');
    expect(formatGroup(62, 1)).toBe('(62 . 1)');
    expect(formatGroup(70, 0)).toBe('(70 . 0)');
    expect(formatGroup(8, 'A-WALL')).toBe('(8 . "A-WALL")');
  });

  test('a moved point shows as changed with reals on both sides', () => {
    const rows = pairGroups([[0, 'LINE'], [10, [5000, 300, 0]]], [[0, 'LINE'], [10, [5000, 400, 0]]]);
    expect(rows.find((r) => r.code === 10)).toEqual({ code: 10, before: '(10 5000.0 300.0 0.0)', after: '(10 5000.0 400.0 0.0)', changed: true });
    expect(rows.find((r) => r.code === 0)!.changed).toBe(false);
  });
});

describe('entgetGroups (the inspector lists every group)', () => {
  test('-1, 0, 330, 5, then the body with 67 and 410 after the AcDbEntity marker', () => {
    const groups = entgetGroups({ handle: '2F', type: 'LINE', layer: 'A', owner: '1F', groups: [[100, 'AcDbEntity'], [8, 'A'], [100, 'AcDbLine'], [10, [0, 0, 0]], [11, [1, 0, 0]]] });
    expect(groups.map((g) => g[0])).toEqual([-1, 0, 330, 5, 100, 67, 410, 8, 100, 10, 11]);
    expect(groups.map(([c, v]) => formatGroup(c, v)).slice(0, 7)).toEqual(['(-1 . <Entity name: 2F>)', '(0 . "LINE")', '(330 . <Entity name: 1F>)', '(5 . "2F")', '(100 . "AcDbEntity")', '(67 . 0)', '(410 . "Model")']);
  });
  test('a paper-space entity says 67 1 and its layout; no marker: the space groups follow 5', () => {
    const groups = entgetGroups({ handle: 'A0', type: 'CIRCLE', layer: '0', layout: 'Layout1', block: '*Paper_Space', groups: [[8, '0'], [10, [1, 1, 0]], [40, 2]] });
    expect(groups.slice(0, 5)).toEqual([[-1, 'A0'], [0, 'CIRCLE'], [5, 'A0'], [67, 1], [410, 'Layout1']]);
  });
});
