/*
 * The host's DXF loader thread, bundled to dist/drawing-load-worker.mjs (speaks the runner
 * worker's init/load messages, interpreter/worker/protocol.ts). It exists apart from the runner
 * worker because it also builds the drawing view's scene (renderer/canvas/scene.ts, a pure module
 * that interpreter/ may not import), so a large drawing's first frame waits only for
 *   parse → scene bytes from model space's records (DrawingPort.firstView: no view entity made),
 * answered first ('loaded' with `restPending`, the snapshot without its entities; drawing-answers.ts). What the first
 * frame does not need follows in 'loaded-rest' when the host asks for it ('load-rest'): the whole
 * snapshot as UTF-8 snapshot lines (the panels'; the host passes them to the page as they are, never
 * parsing or cloning 100k objects) and the compact form for the runner's workers. Drawings under SPLIT_MIN_ENTITIES answer once,
 * with the snapshot as JSON bytes too (a structured clone of many small arrays costs several
 * times a JSON.parse).
 */
import { parentPort } from 'node:worker_threads';
import { defaultDrawings } from '../../../interpreter/runner/default-drawings.js';
import type { FromWorker, ToWorker } from '../../../interpreter/worker/protocol.js';
import { firstAnswer } from './drawing-answers.js';

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
    const answer = firstAnswer(f.fromDxf(msg.dxf, msg.name), msg.splitMinEntities);
    post({ type: 'loaded', id: msg.id, data: answer.data }, answer.transfer);
    const more = answer.rest;
    if (more)
      rest = () => {
        try {
          const r = more();
          post({ type: 'loaded-rest', id: msg.id, ...r.data }, r.transfer);
        } catch (e) {
          failed(e);
        }
      };
  } catch (e) {
    failed(e);
  }
});
