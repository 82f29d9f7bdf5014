/*
 * The runner worker as a classic script, bundled to dist/worker-script.cjs: the same core as
 * worker-entry.ts on Node's parentPort, with no top-level await and no import.meta, so that
 * cli/worker-boot.ts can compile it with a V8 code cache (Node 20 has no compile cache for ES
 * modules; parsing the interpreter is most of a cold worker's start). It imports no
 * worker_threads itself: the boot hands it parentPort (`serveOn`), and the CLI's guarded eval
 * (cli/guarded-runner.ts) loads the same bundle on its main thread for `runRequestDetailed`.
 */
import type { MessagePort } from 'node:worker_threads';
import { defaultDrawings } from '../runner/default-drawings.js';
import type { ToWorker } from './protocol.js';
import { serveRunner } from './worker-core.js';

export { runRequestDetailed } from '../runner/run-request.js';
export { nodeSha256Hex } from './node-sha256.js';
export { defaultDrawings };

/** Answer the pool's messages on this worker's parentPort. */
export function serveOn(port: MessagePort): void {
  serveRunner({ post: (m) => port.postMessage(m), onMessage: (h) => port.on('message', (m: ToWorker) => h(m)) }, defaultDrawings ? { drawings: defaultDrawings } : {});
}
