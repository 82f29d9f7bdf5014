/*
 * The worker's entry point, bundled to dist/worker.mjs. The same module runs as a Node worker
 * thread (parentPort) or a Web Worker (self.onmessage): it picks its transport at start-up and
 * hands it to the transport-agnostic core.
 */
import { defaultDrawings } from '../runner/default-drawings.js';
import type { ToWorker, WorkerEndpoint } from './protocol.js';
import { serveRunner } from './worker-core.js';

interface WebWorkerScope {
  postMessage(m: unknown, transfer?: ArrayBuffer[]): void;
  onmessage: ((e: { data: unknown }) => void) | null;
}

async function endpoint(): Promise<WorkerEndpoint> {
  const g = globalThis as unknown as { WorkerGlobalScope?: unknown; self?: WebWorkerScope };
  if (g.WorkerGlobalScope !== undefined && g.self) {
    const self = g.self;
    return {
      post: (m, transfer) => self.postMessage(m, transfer ?? []),
      onMessage: (h) => {
        self.onmessage = (e) => h(e.data as ToWorker);
      },
    };
  }
  const moduleName = 'node:worker_threads';
  const { parentPort } = (await import(/* @vite-ignore */ moduleName)) as typeof import('node:worker_threads');
  if (!parentPort) throw new Error('worker-entry must run in a worker');
  return {
    post: (m, transfer) => parentPort.postMessage(m, transfer ?? []),
    onMessage: (h) => parentPort.on('message', (m: ToWorker) => h(m)),
  };
}

serveRunner(await endpoint(), defaultDrawings ? { drawings: defaultDrawings } : {});
