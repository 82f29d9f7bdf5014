/*
 * A run's After scene patched from its Before scene (scene-patch.ts), its arrays and tiles
 * (arrays-patch.ts) and its plain batches (batches-patch.ts) must draw and hit-test what a whole
 * rebuild does: after seeded random edits (adds, deletes, modifies, layer and block changes) of a
 * synthetic snapshot (real runs on the asset drawings: test/unit/scene-patch-runs.test.ts), the items (world primitives, styles, boxes, hatches), extents,
 * count, handle lookups and hit tests equal buildScene's; the arrays decode to the same items;
 * every primitive sits in one tile whose box holds it; the batches stroke every primitive once
 * in its own style, tile and class, with the same text runs and fills. Edits that could change
 * an unchanged entity's look (layer colours, block definitions) must fall back to a whole build.
 */
import { describe, expect, test } from 'vitest';
import type { DrawingSnapshot, SnapshotEntity } from '../../interpreter/runner/contract.js';
import { buildScene } from '../../renderer/canvas/scene.js';
import { plainBatches, sceneOf } from '../../renderer/canvas/scene-cache.js';
import { matchEntities, patchScene } from '../../renderer/canvas/scene-patch.js';
import { syntheticSnapshot, sampleSnapshot } from '../../renderer/host/mock-drawings.js';
import { rng } from '../support/dxf-mutations.js';
import { drawnItems, expectPatchedEqualsWhole, installRecordingPath } from '../support/scene-compare.js';

installRecordingPath();

describe('a run\'s After scene patched from its Before', () => {
  test('direct edits of a synthetic drawing: adds, deletes, modifies anywhere, layer and block changes', () => {
    const r = rng(77);
    const synthetic = syntheticSnapshot(800);
    // old-style POLYLINEs among the entities: a VERTEX run that edits may join, split or end
    let ph = 0x70000;
    const hx = () => (ph++).toString(16).toUpperCase();
    const vertex = (x: number, y: number): SnapshotEntity => {
      const handle = hx();
      return { handle, type: 'VERTEX', layer: 'L5', groups: [[0, 'VERTEX'], [5, handle], [8, 'L5'], [10, [x, y, 0]]] };
    };
    const ents0: SnapshotEntity[] = [];
    synthetic.entities.forEach((e, i) => {
      ents0.push(e);
      if (i % 40 !== 7) return;
      const handle = hx();
      ents0.push({ handle, type: 'POLYLINE', layer: 'L5', groups: [[0, 'POLYLINE'], [5, handle], [8, 'L5'], [66, 1], [70, 0], [10, [0, 0, 0]]] });
      for (let v = 0; v < 3; v++) ents0.push(vertex(i + v * 7, i / 3 + v * 5));
      const end = hx();
      ents0.push({ handle: end, type: 'SEQEND', layer: 'L5', groups: [[0, 'SEQEND'], [5, end], [8, 'L5']] });
    });
    const start: DrawingSnapshot = { ...synthetic, entities: ents0 };
    const sample = sampleSnapshot();
    let h = 0x90000;
    const fresh = (): SnapshotEntity => {
      const x = (r() - 0.3) * 350;
      const y = (r() - 0.3) * 350;
      const handle = (h++).toString(16).toUpperCase();
      const kinds: SnapshotEntity[] = [
        { handle, type: 'LINE', layer: 'L1', groups: [[0, 'LINE'], [5, handle], [8, 'L1'], [10, [x, y, 0]], [11, [x + 5, y + 3, 0]]] },
        { handle, type: 'CIRCLE', layer: 'L2', groups: [[0, 'CIRCLE'], [5, handle], [8, 'L2'], [10, [x, y, 0]], [40, 2], [62, 5]] },
        { handle, type: 'TEXT', layer: 'L3', groups: [[0, 'TEXT'], [5, handle], [8, 'L3'], [10, [x, y, 0]], [40, 2], [1, `N${handle}`]] },
        { handle, type: 'HATCH', layer: 'L4', groups: [[0, 'HATCH'], [5, handle], [8, 'L4'], [2, 'SOLID'], [70, 1], [91, 1], [92, 2], [72, 0], [73, 1], [93, 3], [10, [x, y]], [10, [x + 4, y]], [10, [x, y + 4]], [97, 0]] },
      ];
      return kinds[Math.floor(r() * kinds.length)]!;
    };
    let patched = 0;
    for (let k = 0; k < 24; k++) {
      const ents = start.entities.slice();
      const kind = k % 10;
      for (let n = 1 + Math.floor(r() * 6); n > 0; n--) {
        const i = Math.floor(r() * ents.length);
        const op = Math.floor(r() * 5);
        if (op === 0) ents.splice(i, 0, fresh());
        else if (op === 4) ents.splice(i, 0, r() < 0.5 ? vertex(r() * 300, r() * 300) : fresh());
        else if (op === 1) ents.splice(i, 1);
        else if (op === 2) {
          const e = ents[i]!;
          ents[i] = { ...e, layer: `L${Math.floor(r() * 8)}`, groups: e.groups.map(([c, v]) => (c === 10 && Array.isArray(v) ? [c, [Number(v[0]) + 3, Number(v[1]) - 2, 0]] : [c, v])) as SnapshotEntity['groups'] };
        } else ents.push(fresh());
      }
      // vertex runs edited on purpose: a VERTEX taken out, an entity put between two VERTEXes
      const polys = ents.flatMap((e, i) => (e.type === 'POLYLINE' ? [i] : []));
      const at = polys[Math.floor(r() * polys.length)]!;
      if (kind === 3 && ents[at + 1]?.type === 'VERTEX') ents.splice(at + 1, 1);
      if (kind === 4 && ents[at + 1]?.type === 'VERTEX') ents.splice(at + 2, 0, fresh());
      let after: DrawingSnapshot = { ...start, hash: `edit-${k}`, entities: ents };
      if (kind === 7) after = { ...after, layers: after.layers.map((l, i) => (i === 2 ? { ...l, color: 1 } : l)) };
      if (kind === 8) after = { ...after, blocks: sample.blocks, entities: [...ents, ...sample.entities.filter((e) => e.type === 'INSERT')] };
      if (expectPatchedEqualsWhole(start, after, `edit ${k}`, r)) patched++;
      else expect([7, 8], `edit ${k} was built whole`).toContain(kind);
    }
    expect(patched).toBeGreaterThanOrEqual(20);
  });

  test('a patch that keeps a stale item is caught by the comparison (the check can fail)', () => {
    const start = syntheticSnapshot(400);
    const ents = start.entities.slice();
    const e = ents[100]!;
    ents[100] = { ...e, groups: e.groups.map(([c, v]) => (c === 10 && Array.isArray(v) ? [c, [Number(v[0]) + 50, Number(v[1]), 0]] : [c, v])) as SnapshotEntity['groups'] };
    const after = { ...start, hash: 'moved', entities: ents };
    const base = buildScene(start);
    const good = patchScene(start, base, after)!.scene;
    expect(drawnItems(good)).toEqual(drawnItems(buildScene(after)));
    const stale = { ...good, items: good.items.map((it, i) => (i === 100 ? base.items[100]! : it)) };
    expect(drawnItems(stale)).not.toEqual(drawnItems(buildScene(after)));
  });

  test('entities matched by identity: in step, inserted, deleted, replaced; mostly changed lists are refused', () => {
    const mk = (h: string): SnapshotEntity => ({ handle: h, type: 'LINE', layer: '0', groups: [] });
    const from = Array.from({ length: 40 }, (_, i) => mk(`H${i}`));
    const to = from.slice();
    to.splice(5, 0, mk('N1'));
    to.splice(20, 1);
    to[30] = { ...to[30]!, layer: 'X' };
    to.push(mk('N2'));
    const m = matchEntities(from, to, 10)!;
    expect(Array.from(m).map((j, i) => (j >= 0 ? from[j] === to[i] : true)).every(Boolean)).toBe(true);
    expect([m[5], m[30], m[to.length - 1]]).toEqual([-1, -1, -1]);
    expect(Array.from(m).filter((j) => j >= 0).length).toBe(38);
    // reordered: what moved back counts as new; matches only ever rise
    const back = matchEntities(from, [...from].reverse(), 100)!;
    const hits = Array.from(back).filter((j) => j >= 0);
    expect(hits.every((j, i) => i === 0 || j > hits[i - 1]!)).toBe(true);
    expect(matchEntities(from, [...from].reverse(), 10)).toBeNull();
    expect(matchEntities(from, from.map((e) => ({ ...e })), 10)).toBeNull();
  });

  test('a run that changes nothing keeps the Before scene and its batches', () => {
    const start = syntheticSnapshot(500);
    const base = sceneOf(start).scene;
    const [b] = plainBatches(base);
    const same = { ...start, hash: 'same', entities: start.entities.slice() };
    expect(sceneOf(same, undefined, start).scene).toBe(base);
    expect(plainBatches(base)[0]).toBe(b);
  });
});
