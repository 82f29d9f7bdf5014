/*
 * The session worker's entry point (bundled to dist/session-worker.mjs): a Node worker thread
 * that reads its inbox synchronously (receiveMessageOnPort on the port it is handed, sleeping on
 * the shared message counter) and serves one debug or console session (session-core.ts).
 */
import { parentPort, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { defaultDrawings } from '../runner/default-drawings.js';
import { serveSession } from './session-core.js';
import { FLAG_CANCEL, FLAG_MESSAGES, type FromSession, type SyncInbox, type ToSession } from './session-protocol.js';

interface Init {
  type: 'init';
  port: MessagePort;
  flags: SharedArrayBuffer;
  maxDepth?: number;
}

export function inboxOf(port: MessagePort, flags: Int32Array): SyncInbox {
  const take = (): ToSession | undefined => receiveMessageOnPort(port)?.message as ToSession | undefined;
  return {
    take,
    wait(): ToSession {
      for (;;) {
        const seen = Atomics.load(flags, FLAG_MESSAGES);
        const m = take();
        if (m) return m;
        Atomics.wait(flags, FLAG_MESSAGES, seen);
      }
    },
  };
}

if (parentPort) {
  const parent = parentPort;
  parent.once('message', (init: Init) => {
    const flags = new Int32Array(init.flags);
    serveSession(
      {
        post: (m: FromSession) => parent.postMessage(m),
        inbox: inboxOf(init.port, flags),
        flags,
        cancelFlag: new Int32Array(init.flags, FLAG_CANCEL * 4, 1),
      },
      { ...(defaultDrawings ? { drawings: defaultDrawings } : {}), ...(init.maxDepth ? { maxDepth: init.maxDepth } : {}) },
    );
  });
}
