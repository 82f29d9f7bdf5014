/* Object snap and selection windows for picks on the drawing view (renderer/canvas/osnap.ts). */
import { describe, expect, test } from 'vitest';
import type { DrawingSnapshot, SnapshotEntity } from '../../interpreter/runner/contract.js';
import { snapAt, snapModes, snapSources, windowSelect } from '../../renderer/canvas/osnap.js';
import { buildScene } from '../../renderer/canvas/scene.js';

const ent = (handle: string, type: string, groups: SnapshotEntity['groups']): SnapshotEntity => ({ handle, type, layer: '0', groups });
const snapshot = (entities: SnapshotEntity[]): DrawingSnapshot => ({
  name: 't', hash: 't', entities, blocks: {},
  layers: [{ name: '0', color: 7, linetype: 'CONTINUOUS', frozen: false, locked: false, off: false }],
});
const DRAWING = snapshot([
  ent('A1', 'LINE', [[0, 'LINE'], [8, '0'], [10, [0, 0, 0]], [11, [10, 0, 0]]]),
  ent('A2', 'CIRCLE', [[0, 'CIRCLE'], [8, '0'], [10, [20, 0, 0]], [40, 2]]),
  ent('A3', 'POINT', [[0, 'POINT'], [8, '0'], [10, [5, 5, 0]]]),
]);
const scene = buildScene(DRAWING);
const src = snapSources(DRAWING);

describe('object snap (OSMODE)', () => {
  test('the modes of OSMODE; 16384 turns running snaps off', () => {
    expect(snapModes(1 + 2 + 4)).toEqual(['END', 'MID', 'CEN']);
    expect(snapModes(16384 + 1)).toEqual([]);
  });
  test('END, MID, CEN, QUA, NOD within the aperture, nearest first', () => {
    expect(snapAt(scene, src, 9.7, 0.2, 0.5, 1)).toEqual({ mode: 'END', point: [10, 0, 0] });
    expect(snapAt(scene, src, 5.2, 0.1, 0.5, 1 + 2)).toEqual({ mode: 'MID', point: [5, 0, 0] });
    expect(snapAt(scene, src, 5.2, 0.1, 0.5, 1)).toBeNull();
    expect(snapAt(scene, src, 20.3, 1.9, 0.5, 16)?.mode).toBe('QUA');
    expect(snapAt(scene, src, 5.1, 5.1, 0.5, 8)).toEqual({ mode: 'NOD', point: [5, 5, 0] });
    expect(snapAt(scene, src, 5.1, 5.1, 0.5, 16384 + 8)).toBeNull();
  });
  test('CEN from the circle, NEA only when no exact snap is near', () => {
    expect(snapAt(scene, src, 21.9, 0.3, 0.5, 4)).toBeNull(); // the centre is 1.9 away
    expect(snapAt(scene, src, 20.1, 0.2, 0.5, 4)).toEqual({ mode: 'CEN', point: [20, 0, 0] });
    const nea = snapAt(scene, src, 3, 0.2, 0.5, 512);
    expect(nea?.mode).toBe('NEA');
    expect(nea?.point[0]).toBeCloseTo(3);
    expect(nea?.point[1]).toBeCloseTo(0);
    expect(snapAt(scene, src, 0.2, 0.2, 0.5, 512 + 1)?.mode).toBe('END');
  });
});

describe('selection windows', () => {
  test('a window takes what is wholly inside; a crossing also what its edges cross', () => {
    expect(windowSelect(scene, [-1, -1], [11, 6], false).sort()).toEqual(['A1', 'A3']);
    expect(windowSelect(scene, [12, 1], [4, -1], true).sort()).toEqual(['A1']);
    expect(windowSelect(scene, [19, 3], [4, -1], true).sort()).toEqual(['A1', 'A2']);
    // inside the circle without touching it: a crossing does not take it
    expect(windowSelect(scene, [20.5, 0.5], [19.5, -0.5], true)).toEqual([]);
  });
});
