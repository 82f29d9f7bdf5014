/*
 * The drawing view's scene built where the drawing lives: the renderer's own scene builder and
 * flat encoding (pure modules: geometry in, typed arrays out; no DOM) run on the host, and the
 * bytes go to the page as a binary HTTP body or an IPC ArrayBuffer instead of the page building
 * the scene from the snapshot. The one place host code imports renderer code (lint allows these two).
 */
import type { DrawingSnapshot, FirstView } from '../../../interpreter/runner/contract.js';
import { buildScene, modelSceneArrays } from '../../../renderer/canvas/scene.js';
import { encodeScene, packSceneArrays } from '../../../renderer/canvas/scene-arrays.js';

export function sceneBytes(snapshot: DrawingSnapshot): ArrayBuffer {
  return packSceneArrays(encodeScene(buildScene(snapshot)));
}

/** The same bytes from a drawing's first view (DrawingPort.firstView): no whole snapshot needed. */
export function firstViewSceneBytes(view: FirstView): ArrayBuffer {
  // packed at once: the writer's buffers are copied into the bytes once, not first trimmed
  return packSceneArrays(modelSceneArrays(view, { views: true }));
}
