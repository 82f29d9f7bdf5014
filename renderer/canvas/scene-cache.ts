/*
 * Scenes and batches are expensive (100k entities); build them once per snapshot object and
 * colouring and share them between the Before, After and Overlay tabs.
 */
import type { DrawingDiff, DrawingSnapshot } from '../../interpreter/runner/contract.js';
import { buildBatches, type Batches } from './batches.js';
import { OVERLAY_COLORS, statusMap, statusOf } from './overlay.js';
import { buildScene, type Scene } from './scene.js';
import { sceneFromArrays, unpackSceneArrays } from './scene-arrays.js';

const scenes = new WeakMap<DrawingSnapshot, Map<string, { scene: Scene; ms: number }>>();
const plain = new WeakMap<Scene, Batches>();
const overlays = new WeakMap<DrawingDiff, WeakMap<Scene, Batches[]>>();

/** The scene of model space (layout undefined) or of a paper-space layout, built once per snapshot. */
export function sceneOf(snap: DrawingSnapshot, layout?: string): { scene: Scene; ms: number } {
  let byLayout = scenes.get(snap);
  if (!byLayout) scenes.set(snap, (byLayout = new Map()));
  const key = layout ?? '';
  let s = byLayout.get(key);
  if (!s) {
    const t0 = performance.now();
    // a layout's viewports show the model scene, built (and cached) once
    const scene = layout === undefined ? buildScene(snap) : buildScene(snap, layout, { model: () => sceneOf(snap).scene });
    s = { scene, ms: performance.now() - t0 };
    byLayout.set(key, s);
  }
  return s;
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
  if (!b) plain.set(scene, (b = buildBatches([{ scene }])));
  return [b];
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
