/*
 * A worker for pool tests: the real worker core with the test drawing and two misbehaving
 * builtins a real run never has: (test-hang) spins in JavaScript without counting steps (a
 * builtin bug the wall-clock backstop must catch) and (test-exit) ends the worker thread.
 */
import { parentPort } from 'node:worker_threads';
import { defineBuiltins } from '../../interpreter/builtins/registry.js';
import type { ToWorker } from '../../interpreter/worker/protocol.js';
import { serveRunner } from '../../interpreter/worker/worker-core.js';
import { fakeDrawings } from './fake-drawing.js';
import type { DrawingFactory } from '../../interpreter/ports/drawing.js';

const MISBEHAVING = defineBuiltins([
  {
    name: 'test-hang', min: 0, max: 0, doc: '(test-hang) — test',
    fn: () => {
      for (;;) {
        /* spin */
      }
    },
  },
  {
    name: 'test-exit', min: 0, max: 0, doc: '(test-exit) — test',
    fn: () => process.exit(3),
  },
]);

// a drawing with a line `$SLOWREAD ms` takes that long to read (a very large drawing on a busy machine)
const drawings: DrawingFactory = {
  ...fakeDrawings,
  fromDxf(text, name) {
    const slow = /^\$SLOWREAD (\d+)/m.exec(text);
    if (slow) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(slow[1]));
    return fakeDrawings.fromDxf(text, name);
  },
};

const port = parentPort!;
serveRunner({ post: (m) => port.postMessage(m), onMessage: (h) => port.on('message', (m: ToWorker) => h(m)) }, { drawings, extraBuiltins: [MISBEHAVING] });
