/*
 * Scenes and batches are expensive (100k entities); build them once per snapshot object and
 * colouring and share them between the Before, After and Overlay tabs. A run's After scene is
 * the Before scene patched with what the run changed (scene-patch.ts), and so are its arrays,
 * tiles and plain batches (arrays-patch.ts, batches-patch.ts) when the Before's exist.
 */
import type { DrawingDiff, DrawingSnapshot } from '../../interpreter/runner/contract.js';
import { buildBatches, cachedTiles, primeTiles, type Batches } from './batches.js';
import { patchArrays, patchTiles, type ArraysPatch } from './arrays-patch.js';
import { patchBatches } from './batches-patch.js';
import { patchScene, type ScenePatch } from './scene-patch.js';
import { OVERLAY_COLORS, statusMap, statusOf } from './overlay.js';
import { buildScene, type Scene } from './scene.js';
import { cachedArrays, primeArrays, sceneFromArrays, unpackSceneArrays } from './scene-arrays.js';

const scenes = new WeakMap<DrawingSnapshot, Map<string, { scene: Scene; ms: number }>>();
const plain = new WeakMap<Scene, Batches>();
const overlays = new WeakMap<DrawingDiff, WeakMap<Scene, Batches[]>>();
/** how a patched scene (and its arrays) came from its base */
const patches = new WeakMap<Scene, { scene: ScenePatch; arrays?: ArraysPatch }>();

/**
 * The scene of model space (layout undefined) or of a paper-space layout, built once per snapshot.
 * `from`: a snapshot `snap` was made from by a run (its Before): the model scene is patched from
 * that one's when it has been built and a patch can be exact.
 */
export function sceneOf(snap: DrawingSnapshot, layout?: string, from?: DrawingSnapshot | null): { scene: Scene; ms: number } {
  let byLayout = scenes.get(snap);
  if (!byLayout) scenes.set(snap, (byLayout = new Map()));
  const key = layout ?? '';
  let s = byLayout.get(key);
  if (!s) {
    const t0 = performance.now();
    // a layout's viewports show the model scene, built (and cached) once
    const scene =
      layout === undefined
        ? ((from && from !== snap ? patchedScene(from, snap) : null) ?? buildScene(snap))
        : buildScene(snap, layout, { model: () => sceneOf(snap, undefined, from).scene });
    s = { scene, ms: performance.now() - t0 };
    byLayout.set(key, s);
  }
  return s;
}

/** Whether a scene was patched from its Before scene (the view says so for tests and the stats). */
export const isPatched = (scene: Scene): boolean => patches.has(scene);

/** `to`'s model scene patched from `from`'s (with its arrays and tiles when those exist), or null. */
function patchedScene(from: DrawingSnapshot, to: DrawingSnapshot): Scene | null {
  const base = scenes.get(from)?.get('')?.scene;
  if (!base) return null;
  const r = patchScene(from, base, to);
  if (!r || r.scene === base) return r?.scene ?? null;
  const info: { scene: ScenePatch; arrays?: ArraysPatch } = { scene: r.patch };
  const a0 = cachedArrays(base);
  if (a0) {
    const { arrays, patch } = patchArrays(a0, r.scene, r.patch);
    primeArrays(r.scene, arrays);
    info.arrays = patch;
    const g0 = cachedTiles(a0);
    if (g0) primeTiles(arrays, patchTiles(a0, g0, arrays, patch));
  }
  patches.set(r.scene, info);
  return r.scene;
}

/**
 * A scene that arrived as bytes from the host (drawingScene) for this snapshot's model space:
 * the view uses it instead of building one, and draws from its arrays.
 */
export function primeScene(snap: DrawingSnapshot, bytes: ArrayBuffer): { scene: Scene; ms: number } {
  const t0 = performance.now();
  const scene = sceneFromArrays(unpackSceneArrays(bytes));
  const s = { scene, ms: performance.now() - t0 };
  let byLayout = scenes.get(snap);
  if (!byLayout) scenes.set(snap, (byLayout = new Map()));
  byLayout.set('', s);
  return s;
}

/**
 * The same drawing's whole snapshot replaces its head (renderer/commands/drawings.ts): it keeps the
 * model-space scene already built or primed for the head (the geometry is the same drawing's).
 */
export function adoptScene(from: DrawingSnapshot, to: DrawingSnapshot): void {
  const model = scenes.get(from)?.get('');
  if (!model) return;
  let byLayout = scenes.get(to);
  if (!byLayout) scenes.set(to, (byLayout = new Map()));
  if (!byLayout.has('')) byLayout.set('', model);
}

export const canBuildPaths = (): boolean => typeof Path2D !== 'undefined' && typeof DOMMatrix !== 'undefined';

export function plainBatches(scene: Scene): Batches[] {
  if (!canBuildPaths()) return [];
  let b = plain.get(scene);
  if (!b) plain.set(scene, (b = patchedBatches(scene) ?? buildBatches([{ scene }])));
  return [b];
}

/** A patched scene's plain batches from its base's, when those were made from the arrays and tiles it was patched from. */
function patchedBatches(scene: Scene): Batches | null {
  const info = patches.get(scene);
  const base = info && plain.get(info.scene.base);
  const a0 = info && cachedArrays(info.scene.base);
  const a = cachedArrays(scene);
  const g = a && cachedTiles(a);
  if (!info?.arrays || !base || !a0 || !a || !g || base.arrays !== a0 || base.tiles !== cachedTiles(a0)) return null;
  return patchBatches(base, scene, info.scene, a, g, info.arrays);
}

/** Overlay: unchanged (dimmed) first, then deleted from before, then modified and added on top. */
export function overlayBatches(before: Scene, after: Scene, diff: DrawingDiff): Batches[] {
  if (!canBuildPaths()) return [];
  let perDiff = overlays.get(diff);
  if (!perDiff) overlays.set(diff, (perDiff = new WeakMap()));
  let b = perDiff.get(after);
  if (b) return b;
  const st = statusMap(diff);
  b = [
    buildBatches([{ scene: after, include: (it) => statusOf(st, it.handle) === 'unchanged', color: () => OVERLAY_COLORS.unchanged }]),
    buildBatches([{ scene: before, include: (it) => st.get(it.handle) === 'deleted', color: () => OVERLAY_COLORS.deleted }]),
    buildBatches([{ scene: after, include: (it) => st.get(it.handle) === 'modified', color: () => OVERLAY_COLORS.modified }]),
    buildBatches([{ scene: after, include: (it) => st.get(it.handle) === 'added', color: () => OVERLAY_COLORS.added }]),
  ];
  perDiff.set(after, b);
  return b;
}
