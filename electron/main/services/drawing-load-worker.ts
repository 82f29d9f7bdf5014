/*
 * The host's DXF loader thread, bundled to dist/drawing-load-worker.mjs (speaks the runner
 * worker's init/load messages, interpreter/worker/protocol.ts). It exists apart from the runner
 * worker because it also builds the drawing view's scene (renderer/canvas/scene.ts, a pure module
 * that interpreter/ may not import), so a large drawing's first frame waits only for
 *   parse → views' snapshot → scene bytes,
 * answered first ('loaded' with `restPending`, the snapshot without its entities). What the first
 * frame does not need follows in 'loaded-rest' when the host asks for it ('load-rest'): the whole
 * snapshot as UTF-8 snapshot lines (the panels'; the host passes them to the page as they are, never
 * parsing or cloning 100k objects) and the compact form for the runner's workers. Drawings under SPLIT_MIN_ENTITIES answer once,
 * with the snapshot as JSON bytes too (a structured clone of many small arrays costs several
 * times a JSON.parse).
 */
import { parentPort } from 'node:worker_threads';
import { portableBuffers } from '../../../interpreter/ports/drawing.js';
import { defaultDrawings } from '../../../interpreter/runner/default-drawings.js';
import type { FromWorker, LoadedDrawingData, ToWorker } from '../../../interpreter/worker/protocol.js';
import { sceneBytes } from './drawing-scenes.js';
import { headOfSnapshot, snapshotBytes, SPLIT_MIN_ENTITIES, utf8Json } from './snapshot-bytes.js';

const port = parentPort;
if (!port) throw new Error('drawing-load-worker must run in a worker thread');
const post = (m: FromWorker, transfer: ArrayBuffer[] = []): void => port.postMessage(m, transfer);

/** a large drawing's rest, made when the host asks for it ('load-rest') */
let rest: (() => void) | null = null;

port.on('message', (msg: ToWorker) => {
  if (msg.type === 'init') return post({ type: 'ready' });
  if (msg.type === 'load-rest') {
    const r = rest;
    rest = null;
    return r?.();
  }
  if (msg.type !== 'load') return;
  const f = defaultDrawings;
  if (!f) return post({ type: 'load-failed', id: msg.id, message: 'no drawing database in this worker' });
  const failed = (e: unknown): void => post({ type: 'load-failed', id: msg.id, message: e instanceof Error ? e.message : String(e) });
  try {
    const drawing = f.fromDxf(msg.dxf, msg.name);
    const snapshot = drawing.toUi(drawing.snapshot());
    // toUi's hash is the drawing's (port.hash() is the same hashSnap over the same records)
    const hash = snapshot.hash;
    const entityCount = drawing.entityCount();
    if (entityCount < (msg.splitMinEntities ?? SPLIT_MIN_ENTITIES)) {
      const snapshotJson = utf8Json(snapshot);
      const portable = drawing.toPortable?.();
      const data: LoadedDrawingData = { hash, entityCount, snapshot: headOfSnapshot(snapshot), snapshotJson, ...(portable ? { portable } : {}) };
      return post({ type: 'loaded', id: msg.id, data }, [snapshotJson, ...(portable ? portableBuffers(portable) : [])]);
    }
    // the first frame's part: the scene, the snapshot's head (layers, layouts, extents...)
    const scene = sceneBytes(snapshot);
    post({ type: 'loaded', id: msg.id, data: { hash, entityCount, snapshot: headOfSnapshot(snapshot), scene, restPending: true } }, [scene]);
    rest = () => {
      try {
        const lines = snapshotBytes(snapshot);
        const portable = drawing.toPortable?.();
        post({ type: 'loaded-rest', id: msg.id, snapshotLines: lines, ...(portable ? { portable } : {}) }, [lines, ...(portable ? portableBuffers(portable) : [])]);
      } catch (e) {
        failed(e);
      }
    };
  } catch (e) {
    failed(e);
  }
});
