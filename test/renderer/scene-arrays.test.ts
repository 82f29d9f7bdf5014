// The renderer's flat scene (scene-arrays.ts), its tiles and level of detail (tiles.ts), the pan
// strips (render.ts) and the rAF frame meter: round trips through bytes, culling against brute
// force, and the LOD rule that nothing larger than a pixel becomes a dot.
import { describe, expect, test } from 'vitest';
import { mapPrim, type BBox, type Prim } from '../../interpreter/geometry.js';
import type { DrawingSnapshot, SnapshotEntity } from '../../interpreter/runner/contract.js';
import { FrameMeter } from '../../renderer/canvas/frame-meter.js';
import { panStrips } from '../../renderer/canvas/render.js';
import { buildScene, hitTest, type Scene } from '../../renderer/canvas/scene.js';
import { decodeScene, encodeScene, packSceneArrays, unpackSceneArrays, type SceneArrays } from '../../renderer/canvas/scene-arrays.js';
import { buildTiles, classUnderPixel, cullPrims, sizeClass } from '../../renderer/canvas/tiles.js';
import { sampleSnapshot, syntheticSnapshot } from '../../renderer/host/mock-drawings.js';
import { rng } from '../support/dxf-mutations.js';

let handle = 0x500;
const ent = (type: string, layer: string, groups: SnapshotEntity['groups']): SnapshotEntity => ({ handle: (handle++).toString(16).toUpperCase(), type, layer, groups });

/** Random lines and circles of sizes from 1e-4 to 1e3 spread over ±1e4. */
function randomSnapshot(n: number, seed: number): DrawingSnapshot {
  const r = rng(seed);
  const entities: SnapshotEntity[] = [];
  for (let i = 0; i < n; i++) {
    const x = (r() - 0.5) * 2e4;
    const y = (r() - 0.5) * 2e4;
    const s = 10 ** (r() * 7 - 4);
    entities.push(i % 2 ? ent('LINE', 'A', [[10, [x, y, 0]], [11, [x + s * (r() - 0.5), y + s * (r() - 0.5), 0]]]) : ent('CIRCLE', 'B', [[10, [x, y, 0]], [40, s]]));
  }
  return { name: 'random', hash: `random-${seed}`, layers: [{ name: 'A', color: 1 } as DrawingSnapshot['layers'][number], { name: 'B', color: 3 } as DrawingSnapshot['layers'][number]], entities, blocks: {} };
}

/** The scene's primitives per item in world coordinates (block parts placed), as the arrays hold them. */
function worldPrims(scene: Scene): Prim[][] {
  return scene.items.map((it) =>
    it.parts.flatMap((p) => {
      if (!p.m) return p.prims;
      const out: Prim[] = [];
      for (const q of p.prims) mapPrim(q, p.m, out);
      return out;
    }),
  );
}

const plain = (q: Prim): unknown => (q.k === 'poly' ? { ...q, pts: Array.from(q.pts) } : q);

describe('scene arrays', () => {
  test('encode → bytes → decode gives back every item and primitive (blocks placed, hatches, text, layers)', () => {
    for (const snap of [sampleSnapshot(), syntheticSnapshot(600)]) {
      const scene = buildScene(snap);
      const bytes = packSceneArrays(encodeScene(scene));
      expect(bytes).toBeInstanceOf(ArrayBuffer);
      const back = decodeScene(unpackSceneArrays(bytes));
      expect(back.items.map((it) => [it.handle, it.type, it.layer, it.bbox])).toEqual(scene.items.map((it) => [it.handle, it.type, it.layer, it.bbox]));
      expect(back.items.map((it) => it.parts.flatMap((p) => p.prims).map(plain))).toEqual(worldPrims(scene).map((ps) => ps.map(plain)));
      expect(back.items.map((it) => it.hatch ?? null)).toEqual(scene.items.map((it) => it.hatch ?? null));
      expect([back.entityCount, back.bbox, back.layers, back.name]).toEqual([scene.entityCount, scene.bbox, scene.layers, scene.name]);
      // every part keeps its layer and colour (what hides it and draws it)
      const styles = (s: Scene) => s.items.map((it) => [...new Set(it.parts.map((p) => `${p.layer}/${p.color}/${p.dash ?? ''}`))]);
      expect(styles(back)).toEqual(styles(scene));
      // and a second round trip is byte-identical
      expect(new Uint8Array(packSceneArrays(encodeScene(back)))).toEqual(new Uint8Array(bytes));
    }
  });

  test('the sample drawing really has block parts, a hatch and text in its arrays', () => {
    const scene = buildScene(sampleSnapshot());
    expect(scene.items.some((it) => it.parts.some((p) => p.m))).toBe(true);
    const a = encodeScene(scene);
    expect(Object.keys(a.hatches).length).toBeGreaterThan(0);
    expect(a.texts.length).toBeGreaterThan(0);
  });

  test('a decoded scene hit-tests as the built one', () => {
    const scene = buildScene(syntheticSnapshot(400));
    const back = decodeScene(unpackSceneArrays(packSceneArrays(encodeScene(scene))));
    const r = rng(7);
    for (let i = 0; i < 200; i++) {
      const x = r() * 200;
      const y = r() * 200;
      expect(hitTest(back, x, y, 1)?.handle ?? null).toBe(hitTest(scene, x, y, 1)?.handle ?? null);
    }
  });

  test('bytes that are not a scene are refused with a reason', () => {
    const good = packSceneArrays(encodeScene(buildScene(syntheticSnapshot(50))));
    expect(() => unpackSceneArrays(new ArrayBuffer(4))).toThrow(/too short/);
    expect(() => unpackSceneArrays(new Uint8Array(64).buffer)).toThrow(/not a Lispwright scene/);
    expect(() => unpackSceneArrays(good.slice(0, good.byteLength - 64))).toThrow(/truncated/);
    const wrongVersion = good.slice(0);
    new DataView(wrongVersion).setUint32(4, 99, true);
    expect(() => unpackSceneArrays(wrongVersion)).toThrow(/format 99/);
    // the items' types and layers are indexes into the header's lists: one past them is refused
    const items = encodeScene(buildScene(syntheticSnapshot(50))).handles.length;
    const badType = good.slice(0);
    new DataView(badType).setUint32(badType.byteLength - 8 * items, 9999, true);
    expect(() => unpackSceneArrays(badType)).toThrow(/string tables do not match/);
    // a handle table of the wrong length is refused at once, though it is split only when read
    const badHandles = good.slice(0);
    const v = new DataView(badHandles);
    const strAt = (16 + v.getUint32(8, true) + 7) & ~7;
    const sep = new Uint8Array(badHandles).indexOf(0, strAt);
    new Uint8Array(badHandles)[sep] = 0x78;
    expect(() => unpackSceneArrays(badHandles)).toThrow(/string tables do not match/);
  });

  test('types and layers travel as indexes, handles are read when asked for: the same arrays back', () => {
    const a = encodeScene(buildScene(sampleSnapshot()));
    const back = unpackSceneArrays(packSceneArrays(a));
    expect(back.types).toEqual(a.types);
    expect(back.itemLayer).toEqual(a.itemLayer);
    expect(back.handles).toEqual(a.handles);
    expect(back.handles).toBe(back.handles);
    expect(decodeScene(back).items.map((it) => it.handle)).toEqual(a.handles);
  });

  test('tables of one empty string survive the bytes', () => {
    const a = encodeScene(buildScene(syntheticSnapshot(5)));
    const one: SceneArrays = { ...a, texts: a.texts.map(() => '') };
    expect(unpackSceneArrays(packSceneArrays(one)).texts).toEqual(one.texts);
  });
});

describe('tiles: culling and level of detail', () => {
  const meets = (a: SceneArrays, p: number, v: BBox) => a.primBox[4 * p]! <= v[2] && a.primBox[4 * p + 2]! >= v[0] && a.primBox[4 * p + 1]! <= v[3] && a.primBox[4 * p + 3]! >= v[1];

  test('culling returns exactly the primitives whose boxes meet the view (against brute force)', () => {
    for (const seed of [1, 2]) {
      const a = encodeScene(buildScene(randomSnapshot(2000, seed)));
      const g = buildTiles(a);
      expect(g.count).toBeGreaterThan(1);
      const r = rng(seed * 31);
      for (let i = 0; i < 100; i++) {
        const cx = (r() - 0.5) * 2.4e4;
        const cy = (r() - 0.5) * 2.4e4;
        const w = 10 ** (r() * 5);
        const h = 10 ** (r() * 5);
        const view: BBox = [cx - w, cy - h, cx + w, cy + h];
        const brute: number[] = [];
        for (let p = 0; p < a.primKind.length; p++) if (meets(a, p, view)) brute.push(p);
        expect(cullPrims(a, g, view)).toEqual(brute);
      }
    }
  });

  test('every primitive is in exactly one tile, whose box contains it', () => {
    const a = encodeScene(buildScene(randomSnapshot(2000, 9)));
    const g = buildTiles(a);
    expect([...g.tilePrims].sort((x, y) => x - y)).toEqual([...Array(a.primKind.length).keys()]);
    for (let p = 0; p < a.primKind.length; p++) {
      const t = g.tileOf[p]!;
      expect(g.tileBox[4 * t]!).toBeLessThanOrEqual(a.primBox[4 * p]!);
      expect(g.tileBox[4 * t + 3]!).toBeGreaterThanOrEqual(a.primBox[4 * p + 3]!);
    }
  });

  test('LOD never turns anything larger than a pixel into a dot, and does dot what is well under one', () => {
    const r = rng(5);
    for (let i = 0; i < 20000; i++) {
      const size = 10 ** (r() * 12 - 6);
      const pixel = 10 ** (r() * 12 - 6);
      const dotted = classUnderPixel(sizeClass(size), pixel);
      if (size >= pixel) expect(dotted, `size ${size} pixel ${pixel}`).toBe(false);
      if (size < pixel / 2) expect(dotted, `size ${size} pixel ${pixel}`).toBe(true);
    }
    // and on a real scene's primitives
    const a = encodeScene(buildScene(randomSnapshot(2000, 4)));
    const g = buildTiles(a);
    for (const pixel of [1e-3, 0.1, 1, 10, 100]) {
      let dots = 0;
      for (let p = 0; p < a.primKind.length; p++) {
        const size = Math.max(a.primBox[4 * p + 2]! - a.primBox[4 * p]!, a.primBox[4 * p + 3]! - a.primBox[4 * p + 1]!);
        if (classUnderPixel(g.classOf[p]!, pixel)) {
          dots++;
          expect(size).toBeLessThan(pixel);
        }
      }
      if (pixel >= 1) expect(dots).toBeGreaterThan(0);
    }
  });
});

describe('panning and the frame meter', () => {
  test('the moved pixels and the uncovered strips cover the canvas exactly once', () => {
    const W = 40;
    const H = 30;
    for (const [dx, dy] of [[5, 0], [-5, 0], [0, 7], [0, -7], [3, 4], [-3, -4], [12, -9], [-39, 29]] as const) {
      const cover = new Uint8Array(W * H);
      for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (x - dx >= 0 && x - dx < W && y - dy >= 0 && y - dy < H) cover[y * W + x]!++;
      for (const [x0, y0, w, h] of panStrips(W, H, dx, dy)) for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) cover[y * W + x]!++;
      expect([...cover].every((c) => c === 1), `pan ${dx},${dy}`).toBe(true);
    }
  });

  test('the frame time is the gap between animation frames, not the time spent recording draw calls', () => {
    const m = new FrameMeter();
    expect(m.next(10)).toBeNull();
    m.drawn(100);
    expect(m.next(116.7)).toBeCloseTo(16.7);
    m.drawn(116.7);
    expect(m.next(150)).toBeCloseTo(33.3);
    expect(m.last).toBeCloseTo(33.3);
    expect(m.p95).toBeCloseTo(33.3);
    // no frame drawn since: nothing to report
    expect(m.next(170)).toBeNull();
  });
});

describe('view styles through the arrays (i18-view + i19-render)', () => {
  test("a part's lineweight and viewport clip, a layout's paper flag and an MTEXT run's ink survive encode, bytes and decode", () => {
    const scene = buildScene(sampleSnapshot());
    const part = scene.items.find((it) => it.parts.length && !it.parts[0]!.m)!.parts[0]!;
    part.weight = 70;
    part.clip = [0, 0, 10, 10];
    const textItem = scene.items.find((it) => it.parts.some((p) => p.prims.some((q) => q.k === 'text')))!;
    const text = textItem.parts.flatMap((p) => p.prims).find((q) => q.k === 'text')!;
    if (text.k === 'text') text.ink = { aci: 1 };
    scene.paper = { imperial: false };
    const back = unpackSceneArrays(packSceneArrays(encodeScene(scene)));
    expect(back.paper).toEqual({ imperial: false });
    expect(back.styles.some((st) => st.weight === 70 && st.clip?.join() === '0,0,10,10')).toBe(true);
    const decoded = decodeScene(back);
    expect(decoded.paper).toEqual({ imperial: false });
    const i = scene.items.indexOf(scene.items.find((it) => it.parts[0] === part)!);
    expect(decoded.items[i]!.parts[0]!.weight).toBe(70);
    expect(decoded.items[i]!.parts[0]!.clip).toEqual([0, 0, 10, 10]);
    const j = scene.items.indexOf(textItem);
    const decodedText = decoded.items[j]!.parts.flatMap((p) => p.prims).find((q) => q.k === 'text');
    expect(decodedText && decodedText.k === 'text' ? decodedText.ink : undefined).toEqual({ aci: 1 });
  });
});
