// The inspector and the diff print snapshot groups the way entget does: REAL codes and points
// with a decimal point (snapshots hold plain numbers), INT codes without.
import { describe, expect, test } from 'vitest';
import { formatGroup, pairGroups } from '../../renderer/panels/group-format.js';

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
