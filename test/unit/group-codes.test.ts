/*
 * One group-code type table (interpreter/drawing/model/group-codes.ts): the DXF model, the ssget
 * filter, the renderer's group formatting and the agent's inspector all answer from it.
 */
import { describe, expect, it } from 'vitest';
import { codeType, isIntCode, isRealCode } from '../../interpreter/index.js';
import { codeKind } from '../../interpreter/drawing/selection/filter/codes.js';
import { formatGroups } from '../../agent/inspector.js';
import { formatGroup } from '../../renderer/panels/group-format.js';

describe('the group-code type table', () => {
  it('types the codes as the DXF reference does', () => {
    const sample: Array<[number, string]> = [[0, 'str'], [5, 'str'], [8, 'str'], [10, 'point'], [40, 'real'], [50, 'real'], [62, 'int'], [70, 'int'], [90, 'int'], [100, 'str'], [210, 'point'], [290, 'bool'], [310, 'binary'], [330, 'handle'], [370, 'int'], [420, 'int'], [1000, 'str'], [1010, 'point'], [1040, 'real'], [1071, 'int'], [-1, 'handle']];
    expect(sample.map(([c]) => [c, codeType(c)])).toEqual(sample);
  });

  it('the ssget filter compares by the same types', () => {
    for (let c = 0; c <= 1071; c++) {
      const kind = codeKind(c);
      if (isIntCode(c)) expect(kind, String(c)).toBe('int');
      else if (codeType(c) === 'real') expect(kind, String(c)).toBe('real');
      else if (codeType(c) === 'point') expect(kind, String(c)).toBe(c === 210 ? 'vector' : 'point');
      else expect(['string', 'ename'], String(c)).toContain(kind);
    }
  });

  it('the renderer and the agent print INT and REAL groups from it', () => {
    const ent = { handle: '2A', type: 'LINE', layer: '0', groups: [[40, 2], [62, 1], [420, 16711680], [290, 1], [1071, 7], [10, [1, 2, 0]]] as Array<[number, number | number[]]> };
    expect(formatGroups(ent)).toBe('((40 . 2.0) (62 . 1) (420 . 16711680) (290 . 1) (1071 . 7) (10 1.0 2.0 0.0))');
    expect(ent.groups.map(([c, v]) => formatGroup(c, v))).toEqual(['(40 . 2.0)', '(62 . 1)', '(420 . 16711680)', '(290 . 1)', '(1071 . 7)', '(10 1.0 2.0 0.0)']);
    expect(isRealCode(40) && isRealCode(10) && !isRealCode(420)).toBe(true);
  });
});
