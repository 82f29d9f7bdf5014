/*
 * Patched scenes against whole rebuilds (renderer/canvas/scene-patch.ts and the arrays, tiles and
 * batches patched with it), shared by the renderer's patch tests and the tests that patch after
 * real runs: items as drawn, handle lookups, hit tests, arrays, tiles and batches compared.
 * installRecordingPath() stands in for the browser's Path2D (it records each subpath's start).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { mapPrim, type Prim } from '../../interpreter/geometry.js';
import type { DrawingSnapshot } from '../../interpreter/runner/contract.js';
import { buildBatches, type Batches } from '../../renderer/canvas/batches.js';
import { buildScene, hitTest, type Scene } from '../../renderer/canvas/scene.js';
import { arraysOf, cachedArrays, decodeScene, type SceneArrays } from '../../renderer/canvas/scene-arrays.js';
import { plainBatches, sceneOf } from '../../renderer/canvas/scene-cache.js';
import { patchScene } from '../../renderer/canvas/scene-patch.js';
import { sizeClass, type TileGrid } from '../../renderer/canvas/tiles.js';

/** A Path2D that records where each subpath starts (what a batch strokes). */
export class RecordingPath {
  starts: string[] = [];
  moveTo(x: number, y: number): void {
    this.starts.push(`${x.toFixed(6)},${y.toFixed(6)}`);
  }
  lineTo(): void {}
  arc(): void {}
  ellipse(): void {}
  closePath(): void {}
  rect(): void {}
  addPath(): void {}
}
/** Path2D and DOMMatrix stand-ins for the tests of a file (batches need them). */
export function installRecordingPath(): void {
  const g = globalThis as { Path2D?: unknown; DOMMatrix?: unknown };
  const saved = [g.Path2D, g.DOMMatrix];
  beforeAll(() => {
    g.Path2D = RecordingPath;
    g.DOMMatrix = class {};
  });
  afterAll(() => {
    [g.Path2D, g.DOMMatrix] = saved;
  });
}

const plainPrim = (q: Prim): unknown => (q.k === 'poly' ? { ...q, pts: Array.from(q.pts, (v) => +v.toFixed(9)) } : q);
/** An item as drawn: its world primitives with each part's style, box, hatch. */
export function drawnItems(scene: Scene): unknown[] {
  return scene.items.map((it) => ({
    handle: it.handle,
    type: it.type,
    layer: it.layer,
    bbox: it.bbox,
    hatch: it.hatch ?? null,
    parts: it.parts.map((p) => {
      const prims: Prim[] = [];
      for (const q of p.prims) if (p.m) mapPrim(q, p.m, prims);
      else prims.push(q);
      return { layer: p.layer, color: p.color, dash: p.dash ?? null, weight: p.weight ?? null, prims: prims.map(plainPrim) };
    }),
  }));
}

/** Parts of one style merged (arrays make one part per run of a style). */
const drawnFlat = (scene: Scene): unknown[] =>
  (drawnItems(scene) as Array<{ parts: Array<{ prims: unknown[] }> } & Record<string, unknown>>).map((it) => ({ ...it, parts: it.parts.flatMap((p) => p.prims.map((q) => ({ ...p, prims: [q] }))) }));

/** Two lists equal element by element (JSON), reporting the first that differs (toEqual on thousands is slow). */
function expectSameList(a: readonly unknown[], b: readonly unknown[], label: string): void {
  expect(a.length, label).toBe(b.length);
  for (let i = 0; i < a.length; i++) if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) expect(a[i], `${label}: element ${i}`).toEqual(b[i]);
}

function expectSameTiles(a: SceneArrays, t: TileGrid): void {
  const seen = new Uint8Array(a.primKind.length);
  for (let tile = 0; tile < t.count; tile++)
    for (let i = t.tileStart[tile]!; i < t.tileStart[tile + 1]!; i++) {
      const p = t.tilePrims[i]!;
      seen[p]!++;
      const b = a.primBox;
      const finite = Number.isFinite(b[4 * p]!);
      const ok =
        t.tileOf[p] === tile &&
        (!finite ||
          (t.classOf[p] === sizeClass(Math.max(b[4 * p + 2]! - b[4 * p]!, b[4 * p + 3]! - b[4 * p + 1]!)) &&
            t.tileBox[4 * tile]! <= b[4 * p]! && t.tileBox[4 * tile + 1]! <= b[4 * p + 1]! && t.tileBox[4 * tile + 2]! >= b[4 * p + 2]! && t.tileBox[4 * tile + 3]! >= b[4 * p + 3]!));
      if (!ok) expect.fail(`tile ${tile} does not hold primitive ${p} (its tile ${t.tileOf[p]}, class ${t.classOf[p]})`);
    }
  expect([...seen].every((s) => s === 1), 'every primitive in one tile').toBe(true);
}

/** What batches stroke, fill and write, as sorted lists (order between batches aside). */
function drawnBatches(b: Batches): { strokes: string[]; texts: string[]; fills: string[] } {
  const strokes: string[] = [];
  const a = b.arrays!;
  for (const s of b.strokes) {
    const starts = (s.path as unknown as RecordingPath).starts;
    expect(starts.length).toBe(s.prims.length);
    const wrong = Array.from(s.prims).filter((p) => {
      const st = a.styles[a.primStyle[p]!]!;
      return b.tiles!.tileOf[p] !== s.tile || b.tiles!.classOf[p] !== s.sizeClass || st.layer !== s.layer || st.color !== s.color || (st.dash ?? null) !== (s.dash ?? null);
    });
    expect(wrong, 'primitives in a batch not of its tile, class and style').toEqual([]);
    strokes.push(...starts.map((x) => `${s.layer}|${s.color}|${s.dash ?? ''}|${s.px ?? ''}|${x}`));
  }
  return {
    strokes: strokes.sort(),
    texts: b.texts.map((t) => JSON.stringify(t)).sort(),
    fills: b.fills.map((f) => JSON.stringify([f.layer, f.color, f.bbox, f.pattern ?? null, f.clip ?? null])).sort(),
  };
}

/**
 * The patched After scene (through the page's cache: scene, arrays, tiles, batches) against a
 * whole rebuild; returns whether it was patched.
 */
export function expectPatchedEqualsWhole(before: DrawingSnapshot, after: DrawingSnapshot, label: string, r: () => number): boolean {
  // the Before as the page has it: scene, arrays, tiles and batches made
  const base = sceneOf(before).scene;
  plainBatches(base);
  const { scene } = sceneOf(after, undefined, before);
  const whole = buildScene(after);
  const patched = scene !== whole && cachedArrays(scene) !== undefined && patchScene(before, base, after) !== null;
  expectSameList(drawnItems(scene), drawnItems(whole), label);
  expect([scene.bbox, scene.entityCount, scene.boxedReferences, scene.name, scene.layers], label).toEqual([whole.bbox, whole.entityCount, whole.boxedReferences, whole.name, whole.layers]);
  const handles = [...before.entities, ...after.entities].map((e) => e.handle);
  expectSameList(handles.map((h) => scene.byHandle.get(h)?.handle ?? null), handles.map((h) => whole.byHandle.get(h)?.handle ?? null), `${label}: handles`);
  // hit tests at random points near items (exact spots and misses) find the same item
  const [x0, y0, x1, y1] = whole.bbox;
  for (let k = 0; k < 60; k++) {
    const it = whole.items[Math.floor(r() * whole.items.length)];
    const x = it && k % 2 && Number.isFinite(it.bbox[0]) ? it.bbox[0] : x0 + r() * (x1 - x0);
    const y = it && k % 2 && Number.isFinite(it.bbox[1]) ? it.bbox[1] : y0 + r() * (y1 - y0);
    const tol = (x1 - x0) * (k % 3 === 0 ? 0.05 : 0.002);
    expect(hitTest(scene, x, y, tol)?.handle ?? null, `${label}: hit at ${x},${y}`).toBe(hitTest(whole, x, y, tol)?.handle ?? null);
  }
  // the arrays decode to the whole build's items; tiles and batches draw the same
  const a = arraysOf(scene);
  expectSameList(drawnFlat(decodeScene(a)), drawnFlat(decodeScene(arraysOf(whole))), `${label}: arrays`);
  const [b] = plainBatches(scene);
  expectSameTiles(a, b!.tiles!);
  const [mine, theirs] = [drawnBatches(b!), drawnBatches(buildBatches([{ scene: whole }]))];
  for (const k of ['strokes', 'texts', 'fills'] as const) expectSameList(mine[k], theirs[k], `${label}: batches' ${k}`);
  return patched;
}
