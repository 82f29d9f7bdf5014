/*
 * The runner inside a worker, independent of the transport: answers run messages with
 * runRequest on a fresh interpreter and a fresh copy of the drawing. Drawings are cached by key as
 * serialized bytes (a few, most recent first), so a warm run re-sends nothing and each run still
 * starts from the untouched drawing.
 */
import type { DrawingFactory, DrawingPort } from '../runner/drawing-port.js';
import { runRequest, type RunnerDeps } from '../runner/run-request.js';
import type { FromWorker, RunMessage, ToWorker, WorkerEndpoint } from './protocol.js';

const CACHED_DRAWINGS = 4;

interface CachedDrawing {
  bytes: Uint8Array;
  hash: string;
}

export interface WorkerCoreOptions {
  drawings?: DrawingFactory;
  /** extra builtin families (test workers) */
  extraBuiltins?: RunnerDeps['extraBuiltins'];
}

export function serveRunner(endpoint: WorkerEndpoint, opts: WorkerCoreOptions = {}): void {
  const cache = new Map<string, CachedDrawing>();
  let cancelFlag: Int32Array | undefined;
  let maxDepth: number | undefined;
  const post = (m: FromWorker) => endpoint.post(m);

  const remember = (key: string, d: CachedDrawing) => {
    cache.delete(key);
    cache.set(key, d);
    while (cache.size > CACHED_DRAWINGS) cache.delete(cache.keys().next().value as string);
  };

  function portFor(msg: RunMessage): { port: DrawingPort; hash: string } | 'missing' | undefined {
    const ref = msg.drawing;
    const f = opts.drawings;
    if (!ref) return undefined;
    if (!f) throw new Error('no drawing database');
    const hit = cache.get(ref.key);
    if (hit) {
      remember(ref.key, hit);
      return { port: f.deserialize(hit.bytes), hash: hit.hash };
    }
    if (ref.dxf === undefined && ref.bytes === undefined) return 'missing';
    const port = ref.bytes ? f.deserialize(ref.bytes) : f.fromDxf(ref.dxf as string, ref.name);
    const entry = { bytes: port.serialize(), hash: port.hash() };
    remember(ref.key, entry);
    return { port, hash: entry.hash };
  }

  function run(msg: RunMessage): void {
    if (cancelFlag) Atomics.store(cancelFlag, 0, 0);
    const deps: RunnerDeps = {
      ...(opts.drawings ? { drawings: opts.drawings } : {}),
      ...(cancelFlag ? { cancelFlag } : {}),
      ...(maxDepth ? { maxDepth } : {}),
      ...(opts.extraBuiltins ? { extraBuiltins: opts.extraBuiltins } : {}),
    };
    let req = msg.req;
    try {
      const got = portFor(msg);
      if (got === 'missing') {
        post({ type: 'need-drawing', id: msg.id, key: (msg.drawing as { key: string }).key });
        return;
      }
      if (got) {
        deps.port = got.port;
        deps.drawingHash = got.hash;
      }
    } catch {
      // An unreadable drawing (or none can be read here): let runRequest open it and report it.
      const ref = msg.drawing as NonNullable<RunMessage['drawing']>;
      req = { ...req, drawing: ref.dxf !== undefined ? { kind: 'dxf', name: ref.name, text: ref.dxf } : { kind: 'snapshot', id: ref.key } };
    }
    post({ type: 'result', id: msg.id, result: runRequest(req, deps) });
  }

  endpoint.onMessage((msg: ToWorker) => {
    switch (msg.type) {
      case 'init':
        if (msg.cancel) cancelFlag = new Int32Array(msg.cancel);
        if (msg.maxDepth) maxDepth = msg.maxDepth;
        post({ type: 'ready' });
        return;
      case 'run':
        run(msg);
        return;
      case 'ping':
        post({ type: 'pong', id: msg.id });
        return;
    }
  });
}
