import { describe, expect, test } from 'vitest';
import type { DrawingSnapshot, SnapshotEntity } from '../../interpreter/runner/contract.js';
import { ACI_TABLE, aciColor, resolveColor } from '../../renderer/canvas/aci.js';
import {
  affineApply as apply, bulgeArc, bulgePolyline, ccwEnd, emptyBox, growBoxByPrim, insertMatrix, plainMtext, primDistance, sampleSpline, type Prim,
} from '../../interpreter/geometry.js';
import { entityPrims } from '../../renderer/canvas/snapshot-shapes.js';
import { layerHidden, statusMap } from '../../renderer/canvas/overlay.js';
import { buildScene, hitTest } from '../../renderer/canvas/scene.js';
import { SpatialGrid } from '../../renderer/canvas/spatial-grid.js';
import { fitExtents, screenToWorld, worldToScreen, zoomAt } from '../../renderer/canvas/view-transform.js';
import { sampleSnapshot, syntheticSnapshot } from '../../renderer/host/mock-drawings.js';

const close = (a: number, b: number, eps = 1e-9) => expect(Math.abs(a - b)).toBeLessThan(eps);

function ent(type: string, groups: SnapshotEntity['groups'], extra: Partial<SnapshotEntity> = {}): SnapshotEntity {
  return { handle: extra.handle ?? 'A1', type, layer: extra.layer ?? '0', groups, ...extra };
}

function snap(entities: SnapshotEntity[], blocks: DrawingSnapshot['blocks'] = {}): DrawingSnapshot {
  return {
    name: 't', hash: 't', entities, blocks,
    layers: [
      { name: '0', color: 7, linetype: 'CONTINUOUS', frozen: false, locked: false, off: false },
      { name: 'RED', color: 1, linetype: 'CONTINUOUS', frozen: false, locked: false, off: false },
      { name: 'OFF', color: -3, linetype: 'CONTINUOUS', frozen: false, locked: false, off: true },
    ],
  };
}

describe('AutoCAD Color Index', () => {
  test('256 entries, the standard colours and AutoCAD’s hue/level scheme', () => {
    expect(ACI_TABLE).toHaveLength(256);
    expect([1, 2, 3, 4, 5, 6, 7].map(aciColor)).toEqual(['#ff0000', '#ffff00', '#00ff00', '#00ffff', '#0000ff', '#ff00ff', '#ffffff']);
    expect(aciColor(10)).toBe('#ff0000');
    expect(aciColor(11)).toBe('#ff7f7f');
    expect(aciColor(12)).toBe('#a50000');
    expect(aciColor(13)).toBe('#a55252');
    expect(aciColor(18)).toBe('#260000');
    expect(aciColor(20)).toBe('#ff3f00');
    expect(aciColor(30)).toBe('#ff7f00');
    expect(aciColor(50)).toBe('#ffff00');
    expect(aciColor(90)).toBe('#00ff00');
    expect(aciColor(130)).toBe('#00ffff');
    expect(aciColor(170)).toBe('#0000ff');
    expect(aciColor(250)).toBe('#333333');
    expect(aciColor(254)).toBe('#bebebe');
    expect(new Set(ACI_TABLE.slice(10, 250)).size).toBeGreaterThan(230);
  });

  test('BYLAYER uses the layer colour (off layers have negative colours), BYBLOCK the block’s', () => {
    const ctx = { layerColor: (n: string) => (n === 'RED' ? 1 : n === 'OFF' ? -3 : 7) };
    expect(resolveColor({ aci: 256 }, 'RED', ctx, null)).toBe('#ff0000');
    expect(resolveColor({ aci: 256 }, 'OFF', ctx, null)).toBe('#00ff00');
    expect(resolveColor({ aci: 0 }, 'RED', ctx, '#0000ff')).toBe('#0000ff');
    expect(resolveColor({ aci: 0 }, 'RED', ctx, null)).toBe('#ffffff');
    expect(resolveColor({ aci: 5 }, 'RED', ctx, null)).toBe('#0000ff');
    expect(resolveColor({ rgb: 0x123456 }, 'RED', ctx, null)).toBe('#123456');
  });
});

describe('bulges and arcs', () => {
  test('bulge 1 is a half circle bulging to the right of the direction of travel', () => {
    const a = bulgeArc(0, 0, 2, 0, 1)!;
    close(a.cx, 1);
    close(a.cy, 0);
    close(a.r, 1);
    close(a.a1 - a.a0, Math.PI);
    // the midpoint of the sweep is below the chord
    const mid = (a.a0 + a.a1) / 2;
    close(a.cy + a.r * Math.sin(mid), -1);
  });

  test('negative bulge goes the other way; quarter-circle bulge tan(π/8)', () => {
    const a = bulgeArc(0, 0, 2, 0, -1)!;
    const mid = (a.a0 + a.a1) / 2;
    close(a.cy + a.r * Math.sin(mid), 1);
    const q = bulgeArc(1, 0, 0, 1, Math.tan(Math.PI / 8))!;
    close(q.cx, 0);
    close(q.cy, 0);
    close(q.r, 1);
    close(q.a1 - q.a0, Math.PI / 2);
  });

  test('zero bulge is a straight segment', () => {
    expect(bulgeArc(0, 0, 1, 1, 0)).toBeNull();
  });

  test('a polyline mixes straight runs and arcs, closing back to the start', () => {
    const p = bulgePolyline([[0, 0], [4, 0], [4, 3], [0, 3]], [0, 1, 0, 0], true);
    expect(p.map((x) => x.k)).toEqual(['poly', 'arc', 'poly']);
    expect(Array.from((p[2] as Extract<Prim, { k: 'poly' }>).pts)).toEqual([4, 3, 0, 3, 0, 0]);
  });

  test('ccwEnd normalises sweeps', () => {
    close(ccwEnd(0, Math.PI / 2), Math.PI / 2);
    close(ccwEnd(Math.PI, 0), 2 * Math.PI);
    close(ccwEnd(0, 0), 2 * Math.PI);
  });

  test('arc bounding boxes include the axis extremes inside the sweep', () => {
    const b = emptyBox();
    growBoxByPrim(b, { k: 'arc', cx: 0, cy: 0, r: 2, a0: 0, a1: Math.PI });
    expect(b.map((v) => +v.toFixed(9))).toEqual([-2, 0, 2, 2]);
  });

  test('a clamped cubic B-spline starts and ends at its end control points', () => {
    const pts = sampleSpline(3, [0, 0, 0, 0, 1, 1, 1, 1], [[0, 0], [1, 2], [3, 2], [4, 0]], [], 10);
    close(pts[0]!, 0);
    close(pts[1]!, 0);
    close(pts[20]!, 4);
    close(pts[21]!, 0);
    close(pts[10]!, 2); // symmetric curve: middle at x = 2
    close(pts[11]!, 1.5);
  });
});

describe('entity geometry', () => {
  test('ARC angles are radians (entget), counter-clockwise', () => {
    const [a] = entityPrims(ent('ARC', [[10, [1, 1, 0]], [40, 2], [50, 0], [51, Math.PI / 2]]));
    expect(a).toMatchObject({ k: 'arc', cx: 1, cy: 1, r: 2, a0: 0 });
    close((a as Extract<Prim, { k: 'arc' }>).a1, Math.PI / 2);
  });

  test('LWPOLYLINE reads 10/42 pairs and the closed flag', () => {
    const prims = entityPrims(ent('LWPOLYLINE', [[90, 3], [70, 1], [10, [0, 0]], [42, 0], [10, [2, 0]], [42, 1], [10, [2, 2]]]));
    expect(prims.map((p) => p.k)).toEqual(['poly', 'arc', 'poly']);
  });

  test('a mirrored OCS (extrusion 0,0,-1) flips X', () => {
    const [c] = entityPrims(ent('CIRCLE', [[10, [3, 1, 0]], [40, 1], [210, [0, 0, -1]]]));
    expect(c).toMatchObject({ cx: -3, cy: 1 });
  });

  test('text gets a box; centred alignment uses the second point', () => {
    const [t] = entityPrims(ent('TEXT', [[10, [0, 0, 0]], [11, [10, 0, 0]], [40, 2], [1, 'ABCD'], [72, 1], [73, 0]]));
    expect(t).toMatchObject({ k: 'text', h: 2, str: 'ABCD' });
    const tt = t as Extract<Prim, { k: 'text' }>;
    close(tt.x + tt.w / 2, 10);
  });

  test('MTEXT formatting codes are stripped', () => {
    expect(plainMtext('{\\fArial|b1;Line 1}\\PLine 2\\~x')).toBe('Line 1\nLine 2 x');
  });

  test('HATCH boundaries (polyline and edge paths) become outlines', () => {
    const prims = entityPrims(
      ent('HATCH', [
        [2, 'SOLID'], [91, 2],
        [92, 2], [72, 0], [73, 1], [93, 3], [10, [0, 0]], [10, [1, 0]], [10, [1, 1]], [97, 0],
        [92, 1], [93, 2], [72, 1], [10, [5, 5]], [11, [6, 5]], [72, 2], [10, [5, 5]], [40, 1], [50, 0], [51, Math.PI], [73, 1], [97, 0],
      ]),
    );
    expect(prims.map((p) => p.k)).toEqual(['poly', 'poly', 'arc']);
    expect((prims[0] as Extract<Prim, { k: 'poly' }>).closed).toBe(true);
  });
});

describe('scenes: block expansion, colours, extents, hit testing', () => {
  const blocks: DrawingSnapshot['blocks'] = {
    B: {
      base: [1, 0, 0],
      entities: [
        ent('LINE', [[10, [1, 0, 0]], [11, [2, 0, 0]], [62, 0]], { handle: 'B1', block: 'B' }),
        ent('CIRCLE', [[10, [1, 0, 0]], [40, 0.5]], { handle: 'B2', block: 'B', layer: 'RED' }),
      ],
    },
  };

  test('an INSERT is expanded with its transform; BYBLOCK takes the insert colour, layer 0 its layer', () => {
    const s = buildScene(snap([ent('INSERT', [[2, 'B'], [10, [10, 10, 0]], [41, 2], [42, 2], [50, Math.PI / 2], [62, 3]], { handle: 'I1', layer: 'RED' })], blocks));
    const it = s.byHandle.get('I1')!;
    expect(it.parts).toHaveLength(2);
    expect(it.parts[0]).toMatchObject({ layer: 'RED', color: '#00ff00' });
    expect(it.parts[1]).toMatchObject({ layer: 'RED', color: '#ff0000' });
    // block point (2,0): 1 unit from the base, scaled 2, rotated 90° -> (10, 12)
    const [x, y] = apply(it.parts[0]!.m!, 2, 0);
    close(x, 10);
    close(y, 12);
    close(it.bbox[3], 12);
  });

  test('the entity count leaves out ATTRIBs, which belong to their INSERT (as the drawing picker counts)', () => {
    const s = buildScene(
      snap([
        ent('INSERT', [[2, 'B'], [10, [0, 0, 0]], [66, 1]], { handle: 'I3' }),
        ent('ATTRIB', [[10, [1, 1, 0]], [40, 1], [1, 'P14'], [2, 'PLOT']], { handle: 'A1' }),
        ent('LINE', [[10, [0, 0, 0]], [11, [5, 5, 0]]], { handle: 'L1' }),
      ], blocks),
    );
    expect(s.items.map((it) => it.type)).toEqual(['INSERT', 'ATTRIB', 'LINE']);
    expect(s.entityCount).toBe(2);
  });

  test('nested and self-referencing blocks terminate', () => {
    const b: DrawingSnapshot['blocks'] = {
      OUTER: { base: [0, 0, 0], entities: [ent('INSERT', [[2, 'B'], [10, [5, 0, 0]]], { handle: 'N1', block: 'OUTER' }), ent('INSERT', [[2, 'OUTER'], [10, [0, 0, 0]]], { handle: 'N2', block: 'OUTER' })] },
      ...blocks,
    };
    const s = buildScene(snap([ent('INSERT', [[2, 'OUTER'], [10, [0, 0, 0]]], { handle: 'I2' })], b));
    expect(s.byHandle.get('I2')!.parts.length).toBe(2);
  });

  test('insertMatrix maps the base point to the insertion point', () => {
    const m = insertMatrix([5, 6], 0.7, 3, 3, [1, 2]);
    const [x, y] = apply(m, 1, 2);
    close(x, 5);
    close(y, 6);
  });

  test('POLYLINE gathers the VERTEX entities that follow it', () => {
    const s = buildScene(
      snap([
        ent('POLYLINE', [[70, 1]], { handle: 'P' }),
        ent('VERTEX', [[10, [0, 0, 0]]], { handle: 'V1' }),
        ent('VERTEX', [[10, [4, 0, 0]], [42, 0]], { handle: 'V2' }),
        ent('VERTEX', [[10, [4, 4, 0]]], { handle: 'V3' }),
        ent('SEQEND', [], { handle: 'S' }),
        ent('LINE', [[10, [9, 9, 0]], [11, [10, 10, 0]]], { handle: 'L' }),
      ]),
    );
    expect(s.items.map((i) => i.handle)).toEqual(['P', 'L']);
    expect(s.byHandle.get('P')!.bbox).toEqual([0, 0, 4, 4]);
    expect(s.bbox).toEqual([0, 0, 10, 10]);
  });

  test('paper-space and deleted entities are not drawn', () => {
    const s = buildScene(snap([ent('LINE', [[10, [0, 0, 0]], [11, [1, 1, 0]], [67, 1]]), ent('LINE', [[10, [0, 0, 0]], [11, [1, 1, 0]]], { handle: 'D', deleted: true })]));
    expect(s.items).toHaveLength(0);
  });

  test('hit testing finds the nearest outline within the tolerance and skips hidden layers', () => {
    const s = buildScene(
      snap([
        ent('LINE', [[10, [0, 0, 0]], [11, [10, 0, 0]]], { handle: 'L1' }),
        ent('CIRCLE', [[10, [5, 5, 0]], [40, 2]], { handle: 'C1', layer: 'RED' }),
      ]),
    );
    expect(hitTest(s, 5, 0.05, 0.1)?.handle).toBe('L1');
    expect(hitTest(s, 7.02, 5, 0.1)?.handle).toBe('C1');
    expect(hitTest(s, 5, 5, 0.1)).toBeNull(); // centre of the circle is far from its outline
    expect(hitTest(s, 7.02, 5, 0.1, (l) => l === 'RED')).toBeNull();
  });

  test('hit testing text uses its box', () => {
    const s = buildScene(snap([ent('TEXT', [[10, [0, 0, 0]], [40, 1], [1, 'HELLO']], { handle: 'T1' })]));
    expect(hitTest(s, 1, 0.5, 0.01)?.handle).toBe('T1');
  });

  test('the sample drawing builds with every entity and sane extents', () => {
    const s = buildScene(sampleSnapshot());
    expect(s.items.length).toBe(sampleSnapshot().entities.length);
    expect(s.bbox[0]).toBeLessThanOrEqual(0);
    expect(s.bbox[2]).toBeGreaterThanOrEqual(20);
  });

  test('100k entities: scene build and hit tests stay fast', () => {
    const snapshot = syntheticSnapshot(100_000);
    const t0 = performance.now();
    const s = buildScene(snapshot);
    const buildMs = performance.now() - t0;
    expect(s.items).toHaveLength(100_000);
    const t1 = performance.now();
    for (let i = 0; i < 1000; i++) hitTest(s, (i * 37) % 3000, (i * 53) % 3000, 1);
    const hitMs = (performance.now() - t1) / 1000;
    expect(buildMs).toBeLessThan(5000);
    expect(hitMs).toBeLessThan(1);
  });
});

describe('spatial grid', () => {
  test('queries return items near the point, including oversize items', () => {
    const boxes: Array<[number, number, number, number]> = [[0, 0, 1, 1], [50, 50, 51, 51], [0, 0, 100, 100]];
    const g = new SpatialGrid([0, 0, 100, 100], [...boxes, ...Array.from({ length: 97 }, (_, i) => [i, 90, i + 0.5, 90.5] as [number, number, number, number])]);
    expect(g.query(0.5, 0.5, 0.1).sort()).toEqual([0, 2]);
    expect(g.query(50.5, 50.5, 0.1).sort()).toEqual([1, 2]);
  });
});

describe('view transform', () => {
  test('fit extents centres the box with a margin', () => {
    const v = fitExtents([0, 0, 100, 50], 1000, 1000, 0.05);
    expect(v.scale).toBeCloseTo(9);
    const [sx, sy] = worldToScreen(v, 50, 25);
    close(sx, 500);
    close(sy, 500);
    const [wx, wy] = screenToWorld(v, sx, sy);
    close(wx, 50);
    close(wy, 25);
  });

  test('zoom keeps the world point under the cursor fixed; Y points up', () => {
    const v = fitExtents([0, 0, 10, 10], 400, 400);
    const before = screenToWorld(v, 123, 77);
    const z = zoomAt(v, 123, 77, 2.5);
    const after = screenToWorld(z, 123, 77);
    close(before[0], after[0]);
    close(before[1], after[1]);
    expect(worldToScreen(v, 0, 10)[1]).toBeLessThan(worldToScreen(v, 0, 0)[1]);
  });
});

describe('overlay helpers', () => {
  test('status per handle and layer visibility (off/frozen hidden unless toggled)', () => {
    const m = statusMap({ entities: [{ handle: 'A', type: 'LINE', layer: '0', change: 'added' }], tables: [], sysvars: [], summary: { added: 1, deleted: 0, modified: 0 } });
    expect(m.get('A')).toBe('added');
    const hidden = layerHidden(snap([]).layers, { RED: true, OFF: true });
    expect(hidden('0')).toBe(false);
    expect(hidden('red')).toBe(true);
    expect(hidden('OFF')).toBe(false);
    expect(layerHidden(snap([]).layers, {})('OFF')).toBe(true);
  });

  test('distance to a transformed primitive', () => {
    const d = primDistance(0, 3, { k: 'poly', pts: new Float64Array([0, 0, 1, 0]), closed: false }, [1, 0, 0, 1, 0, 3]);
    close(d, 0);
  });
});
