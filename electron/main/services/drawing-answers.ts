/*
 * What the host's loader thread (drawing-load-worker.ts) answers for a parsed drawing, apart from
 * the thread so it can be tested in-process. A drawing under the split size answers once, whole;
 * a large one answers first with what its first frame needs — the scene bytes built from model
 * space's records (DrawingPort.firstView: no view entity per record, each entity shaped once, its
 * extents taken from that shape) and the snapshot's head — and makes the whole view (toUi, the
 * snapshot lines) and the compact form only for the rest, when the host asks. The drawing's hash
 * (every record hashed: ~80 ms at 100k entities) is not part of the first answer either: its `hash`
 * is '' and the rest carries it (toUi's, which the whole snapshot's head has too). Nothing needs it
 * before then: a run waits for the whole snapshot (its snapshotBase) and the runner keys its
 * caches by the DXF text's own hash.
 */
import { portableBuffers, type DrawingPort } from '../../../interpreter/ports/drawing.js';
import type { LoadedDrawingData, LoadedRest } from '../../../interpreter/worker/protocol.js';
import { firstViewSceneBytes, sceneBytes } from './drawing-scenes.js';
import { headOfSnapshot, snapshotBytes, SPLIT_MIN_ENTITIES, utf8Json } from './snapshot-bytes.js';

export interface Answer<T> {
  data: T;
  /** buffers to hand over (transfer list), not copy */
  transfer: ArrayBuffer[];
}

export interface FirstAnswer extends Answer<LoadedDrawingData> {
  /** a large drawing's rest (whole snapshot lines, compact form), made when called */
  rest?: () => Answer<LoadedRest>;
}

const withPortable = (drawing: DrawingPort): { portable?: LoadedRest['portable'] } => {
  const portable = drawing.toPortable?.();
  return portable ? { portable } : {};
};

export function firstAnswer(drawing: DrawingPort, splitMinEntities = SPLIT_MIN_ENTITIES): FirstAnswer {
  const entityCount = drawing.entityCount();
  if (entityCount < splitMinEntities) {
    const snapshot = drawing.toUi(drawing.snapshot());
    // toUi's hash is the drawing's (port.hash() is the same hashSnap over the same records)
    const snapshotJson = utf8Json(snapshot);
    const p = withPortable(drawing);
    const data: LoadedDrawingData = { hash: snapshot.hash, entityCount, snapshot: headOfSnapshot(snapshot), snapshotJson, ...p };
    return { data, transfer: [snapshotJson, ...(p.portable ? portableBuffers(p.portable) : [])] };
  }
  // '': the head's hash follows with the rest
  const view = drawing.firstView?.(drawing.snapshot(), '');
  // a drawing without firstView (a stand-in) builds its whole view first
  const whole = view ? null : drawing.toUi(drawing.snapshot());
  const scene = view ? firstViewSceneBytes(view) : sceneBytes(whole!);
  const head = view ? view.finish() : headOfSnapshot(whole!);
  return {
    data: { hash: head.hash, entityCount, snapshot: head, scene, restPending: true },
    transfer: [scene],
    rest: () => {
      const snapshot = whole ?? drawing.toUi(drawing.snapshot());
      const snapshotLines = snapshotBytes(snapshot);
      const p = withPortable(drawing);
      return { data: { snapshotLines, hash: snapshot.hash, ...p }, transfer: [snapshotLines, ...(p.portable ? portableBuffers(p.portable) : [])] };
    },
  };
}
