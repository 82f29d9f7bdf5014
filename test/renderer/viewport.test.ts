/*
 * Paper-space viewports showing model space (renderer/canvas/viewport.ts): the model → paper map
 * from centre/size, view centre/height, target and twist; the layout's scene draws model items
 * placed and clipped, without counting or hit-testing them; the overall viewport (id 1) and
 * viewports that are off show nothing.
 */
import { describe, expect, test } from 'vitest';
import { affineApply, tagsFromPairs, type GV } from '../../interpreter/geometry.js';
import type { DrawingSnapshot, SnapshotEntity } from '../../interpreter/runner/contract.js';
import { buildScene, hitTest } from '../../renderer/canvas/scene.js';
import { viewportWindow } from '../../renderer/canvas/viewport.js';
// the fixture's text through Vite's ?raw import (this suite is type-checked without Node's types)
import layoutDxf from '../e2e/fixtures/fidelity-layout.dxf?raw';

// overrides come first: a group's first occurrence is the one read
const vpGroups = (over: Array<[number, GV]> = []): Array<[number, GV]> => [
  ...over, [0, 'VIEWPORT'], [8, '0'], [67, 1], [10, [100, 50, 0]], [40, 80], [41, 40], [68, 2], [69, 2], [12, [10, 5, 0]], [17, [0, 0, 0]], [45, 20], [51, 0],
];

describe('viewport window', () => {
  test('the view centre lands on the viewport centre; the view height fills its height', () => {
    const w = viewportWindow(tagsFromPairs(vpGroups()))!;
    expect(affineApply(w.m, 10, 5)).toEqual([100, 50]);
    // k = 40 / 20 = 2: 10 model units to the right is 20 paper units
    const [x, y] = affineApply(w.m, 20, 5);
    expect(x).toBeCloseTo(120, 9);
    expect(y).toBeCloseTo(50, 9);
    expect(w.clip).toEqual([60, 30, 140, 70]);
  });

  test('target and twist: the view is turned by the twist about the target', () => {
    const w = viewportWindow(tagsFromPairs(vpGroups([[12, [0, 0, 0]], [17, [5, 5, 0]], [51, 90]])))!;
    const c = affineApply(w.m, 5, 5);
    expect(c[0]).toBeCloseTo(100, 9);
    expect(c[1]).toBeCloseTo(50, 9);
    // a point east of the target shows north of the centre after a 90° twist
    const p = affineApply(w.m, 6, 5);
    expect(p[0]).toBeCloseTo(100, 9);
    expect(p[1]).toBeCloseTo(52, 9);
  });

  test('the overall viewport (69 = 1), a viewport that is off (68 = 0) and an empty one show nothing', () => {
    expect(viewportWindow(tagsFromPairs(vpGroups([[69, 1]])))).toBeNull();
    expect(viewportWindow(tagsFromPairs(vpGroups([[68, 0]])))).toBeNull();
    expect(viewportWindow(tagsFromPairs(vpGroups([[45, 0]])))).toBeNull();
  });
});

describe('a layout scene', () => {
  const line: SnapshotEntity = { handle: 'L1', type: 'LINE', layer: '0', groups: [[0, 'LINE'], [8, '0'], [10, [0, 0, 0]], [11, [10, 5, 0]]] };
  const far: SnapshotEntity = { handle: 'L2', type: 'LINE', layer: '0', groups: [[0, 'LINE'], [8, '0'], [10, [500, 500, 0]], [11, [510, 500, 0]]] };
  const vp: SnapshotEntity = { handle: 'V1', type: 'VIEWPORT', layer: '0', layout: 'Layout1', block: '*Paper_Space', groups: vpGroups() };
  const title: SnapshotEntity = { handle: 'T1', type: 'LINE', layer: '0', layout: 'Layout1', block: '*Paper_Space', groups: [[0, 'LINE'], [8, '0'], [67, 1], [10, [0, 0, 0]], [11, [200, 0, 0]]] };
  const snap: DrawingSnapshot = {
    name: 't', hash: 't', blocks: {}, layouts: ['Layout1'], entities: [line, far, vp, title],
    layers: [{ name: '0', color: 7, linetype: 'Continuous', frozen: false, locked: false, off: false }],
  };

  test('model items inside the window are drawn placed and clipped, before the layout\'s own entities', () => {
    const s = buildScene(snap, 'Layout1');
    const seen = s.items.filter((it) => it.via === 'V1');
    expect(seen.map((it) => it.handle)).toEqual(['L1']); // L2 is outside the window
    const part = seen[0]!.parts[0]!;
    expect(part.clip).toEqual([60, 30, 140, 70]);
    expect(affineApply(part.m!, 10, 5)).toEqual([100, 50]);
    expect(s.items.indexOf(seen[0]!)).toBeLessThan(s.items.findIndex((it) => it.handle === 'T1'));
  });

  test('only the layout\'s entities are counted and hit', () => {
    const s = buildScene(snap, 'Layout1');
    expect(s.entityCount).toBe(2); // the viewport and the title line
    // (100, 50) is on the model line's image, not on a paper entity
    expect(hitTest(s, 100, 50, 0.5)?.handle ?? null).not.toBe('L1');
    expect(s.byHandle.get('L1')).toBeUndefined();
  });
});

describe('a layout from a DXF (test/e2e/fixtures/fidelity-layout.dxf, written by ezdxf)', () => {
  test('its two viewports show the model; the layout scene draws lineweights in paper units', async () => {
    const { openDxf } = await import('../../interpreter/drawing/index.js');
    const port = openDxf(layoutDxf, 'layout.dxf');
    const snap = port.toUi(port.snapshot());
    expect(snap.layouts).toContain('Layout1');
    expect(snap.lwdisplay).toBe(true);
    const s = buildScene(snap, 'Layout1');
    const vps = new Set(s.items.filter((it) => it.via).map((it) => it.via));
    expect(vps.size).toBe(2);
    // the model's four entities through each viewport
    expect(s.items.filter((it) => it.via).length).toBe(8);
    const thick = s.items.find((it) => it.via && it.layer === 'THICK')!;
    expect(thick.parts[0]!.weight).toBe(70);
    expect(s.paper).toEqual({ imperial: false });
    // the first viewport: model (20, 15) at the centre (70, 100), 80 / 40 = 2 paper units per model unit
    const first = s.items.find((it) => it.via && it.type === 'CIRCLE')!;
    const [cx, cy] = affineApply(first.parts[0]!.m!, 20, 15);
    expect(cx).toBeCloseTo(70, 6);
    expect(cy).toBeCloseTo(100, 6);
  });
});
