// Batches built from a scene's arrays (batches.ts), with a recording Path2D: every primitive that
// is not text is in exactly one batch, of its own style, tile and size class; an item filter and a
// colouring source (the overlay's) are honoured; text becomes runs.
import { describe, expect, test } from 'vitest';
import { buildBatches } from '../../renderer/canvas/batches.js';
import { buildScene, hitTest } from '../../renderer/canvas/scene.js';
import { arraysOf, encodeScene, packSceneArrays, PRIM_TEXT, sceneFromArrays, unpackSceneArrays } from '../../renderer/canvas/scene-arrays.js';
import { sampleSnapshot, syntheticSnapshot } from '../../renderer/host/mock-drawings.js';
import { installRecordingPath, type RecordingPath } from '../support/scene-compare.js';

installRecordingPath();

describe('batches from arrays', () => {
  test('each non-text primitive is in one batch of its style, tile and class; text is runs', () => {
    const scene = buildScene(syntheticSnapshot(3000));
    const a = arraysOf(scene);
    const b = buildBatches([{ scene }]);
    expect(b.tiles!.count).toBeGreaterThan(1);
    const seen = new Uint8Array(a.primKind.length);
    for (const s of b.strokes) {
      expect((s.path as unknown as RecordingPath).starts.length).toBe(s.prims.length);
      for (const p of s.prims) {
        seen[p]!++;
        const st = a.styles[a.primStyle[p]!]!;
        expect([s.layer, s.color, s.tile, s.sizeClass]).toEqual([st.layer, st.color, b.tiles!.tileOf[p], b.tiles!.classOf[p]]);
      }
    }
    let texts = 0;
    for (let p = 0; p < a.primKind.length; p++) {
      const isText = (a.primKind[p]! & 15) === PRIM_TEXT;
      if (isText) texts++;
      expect(seen[p]).toBe(isText ? 0 : 1);
    }
    expect(b.texts.length).toBe(texts);
    expect(texts).toBeGreaterThan(0);
  });

  test('an item filter and a colouring source (the overlay) are honoured; block parts are drawn, a hatch as its fill only', () => {
    const scene = buildScene(sampleSnapshot());
    const keep = new Set(scene.items.filter((_, i) => i % 2 === 0).map((it) => it.handle));
    const b = buildBatches([{ scene, include: (it) => keep.has(it.handle), color: () => '#123456' }]);
    const a = arraysOf(scene);
    const drawn = new Set<number>();
    for (const s of b.strokes) {
      expect(s.color).toBe('#123456');
      for (const p of s.prims) drawn.add(p);
    }
    for (let i = 0; i < scene.items.length; i++)
      for (let p = a.itemPrim[i]!; p < a.itemPrim[i + 1]!; p++) if ((a.primKind[p]! & 15) !== PRIM_TEXT) expect(drawn.has(p), scene.items[i]!.type).toBe(keep.has(scene.items[i]!.handle) && !scene.items[i]!.hatch);
    const all = buildBatches([{ scene }]);
    expect(all.fills.length).toBeGreaterThan(0);
    // a HATCH's boundary is not stroked (its fill is drawn instead)
    let outlines = 0;
    for (let i = 0; i < scene.items.length; i++)
      if (!scene.items[i]!.hatch) for (let p = a.itemPrim[i]!; p < a.itemPrim[i + 1]!; p++) if ((a.primKind[p]! & 15) !== PRIM_TEXT) outlines++;
    expect(all.strokes.reduce((n, s) => n + s.prims.length, 0)).toBe(outlines);
  });
});

describe('a scene that arrived as bytes (the host\'s first frame)', () => {
  test('draws from its arrays without making any item\'s parts or box, its handle map or its grid; they are made when asked, equal to a build', () => {
    const built = buildScene(syntheticSnapshot(2000));
    const scene = sceneFromArrays(unpackSceneArrays(packSceneArrays(encodeScene(built))));
    const made = (): number => scene.items.filter((it) => (it as unknown as { made: unknown }).made !== null || (it as unknown as { box: unknown }).box !== null).length;
    const lazy = Object.getOwnPropertyDescriptors(scene);
    expect(typeof lazy.grid!.get).toBe('function');
    expect(typeof lazy.byHandle!.get).toBe('function');
    const b = buildBatches([{ scene }]);
    expect(b.strokes.length).toBeGreaterThan(0);
    expect(made()).toBe(0);
    // asked for: the same as the scene built in-process
    expect(scene.byHandle.size).toBe(built.byHandle.size);
    const it = scene.byHandle.get(built.items[7]!.handle)!;
    expect(it.bbox).toEqual(built.items[7]!.bbox);
    const [x, y] = [built.items[7]!.bbox[0], built.items[7]!.bbox[1]];
    expect(scene.grid.query(x, y, 1).sort()).toEqual(built.grid.query(x, y, 1).sort());
    expect(hitTest(scene, x, y, 0.5)?.handle).toBe(hitTest(built, x, y, 0.5)?.handle);
    expect(made()).toBeGreaterThan(0);
  });
});
