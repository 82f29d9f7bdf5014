/*
 * The runner inside a worker, independent of the transport: answers run messages with
 * runRequest on a fresh interpreter and a fresh copy of the drawing. Drawings are cached by key
 * (a few, most recent first) as serialized bytes, so a warm run re-sends nothing and each run
 * still starts from the untouched drawing. Making that copy is the main cost of a warm run, so
 * it is done ahead: a port that can clone() is kept pristine and cloned; otherwise, once a run
 * is answered, the worker deserializes the next copy while it is idle.
 */
import type { DrawingFactory, DrawingPort } from '../ports/drawing.js';
import { runRequestDetailed, type RunnerDeps } from '../runner/run-request.js';
import { WorkerAsker } from './ask-channel.js';
import type { FromWorker, LoadMessage, RunMessage, ToWorker, WorkerEndpoint } from './protocol.js';
import { nodeSha256Hex } from './node-sha256.js';

const CACHED_DRAWINGS = 4;

interface CachedDrawing {
  bytes: Uint8Array;
  hash: string;
  /** kept untouched when the port can clone itself */
  pristine?: DrawingPort;
  /** a fresh copy made while idle, for the next run */
  spare?: DrawingPort;
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
  let memoryBudget: number | undefined;
  let askBuffer: SharedArrayBuffer | undefined;
  const post = (m: FromWorker) => endpoint.post(m);

  const remember = (key: string, d: CachedDrawing) => {
    cache.delete(key);
    cache.set(key, d);
    while (cache.size > CACHED_DRAWINGS) cache.delete(cache.keys().next().value as string);
  };

  function freshCopy(d: CachedDrawing, f: DrawingFactory): DrawingPort {
    if (d.pristine?.clone) return d.pristine.clone();
    const spare = d.spare;
    d.spare = undefined;
    return spare ?? f.deserialize(d.bytes);
  }

  function portFor(msg: RunMessage): { port: DrawingPort; hash: string; entry: CachedDrawing } | 'missing' | undefined {
    const ref = msg.drawing;
    const f = opts.drawings;
    if (!ref) return undefined;
    if (!f) throw new Error('no drawing database');
    const hit = cache.get(ref.key);
    if (hit) {
      remember(ref.key, hit);
      return { port: freshCopy(hit, f), hash: hit.hash, entry: hit };
    }
    if (ref.dxf === undefined && ref.bytes === undefined) return 'missing';
    const port = ref.bytes ? f.deserialize(ref.bytes) : f.fromDxf(ref.dxf as string, ref.name);
    const entry: CachedDrawing = { bytes: port.serialize(), hash: port.hash() };
    if (port.clone) entry.pristine = port.clone();
    remember(ref.key, entry);
    return { port, hash: entry.hash, entry };
  }

  /** After answering, prepare the next copy of the drawing just used (only that one). */
  function prepareSpare(entry: CachedDrawing): void {
    const f = opts.drawings;
    if (!f || entry.pristine?.clone || entry.spare) return;
    setTimeout(() => {
      if (!entry.spare && [...cache.values()].includes(entry)) entry.spare = f.deserialize(entry.bytes);
    }, 0);
  }

  function run(msg: RunMessage): void {
    if (cancelFlag) Atomics.store(cancelFlag, 0, 0);
    const deps: RunnerDeps = {
      // the result's code hash (and a drawing's when there is no port) through node:crypto
      hash: nodeSha256Hex,
      ...(opts.drawings ? { drawings: opts.drawings } : {}),
      ...(cancelFlag ? { cancelFlag } : {}),
      ...(maxDepth ? { maxDepth } : {}),
      ...(memoryBudget ? { memoryBudget } : {}),
      ...(opts.extraBuiltins ? { extraBuiltins: opts.extraBuiltins } : {}),
      ...(msg.req.interactive && askBuffer ? { asker: new WorkerAsker(post, msg.id, askBuffer, cancelFlag) } : {}),
    };
    let req = msg.req;
    let used: CachedDrawing | undefined;
    try {
      const got = portFor(msg);
      if (got === 'missing') {
        post({ type: 'need-drawing', id: msg.id, key: (msg.drawing as { key: string }).key });
        return;
      }
      if (got) {
        deps.port = got.port;
        deps.drawingHash = got.hash;
        used = got.entry;
      }
    } catch {
      // An unreadable drawing (or none can be read here): let runRequest open it and report it.
      const ref = msg.drawing as NonNullable<RunMessage['drawing']>;
      req = { ...req, drawing: ref.dxf !== undefined ? { kind: 'dxf', name: ref.name, text: ref.dxf } : { kind: 'snapshot', id: ref.key } };
    }
    const { result, port } = runRequestDetailed(req, deps);
    if (msg.wantDxf) {
      let dxf: string | undefined;
      try {
        dxf = port?.toDxf();
      } catch {
        dxf = undefined; // the result says how the run went; no DXF is the host's to report
      }
      post(dxf === undefined ? { type: 'result', id: msg.id, result } : { type: 'result', id: msg.id, result, dxf });
    } else post({ type: 'result', id: msg.id, result });
    if (used) prepareSpare(used);
  }

  /** Parse a drawing for the host (hash, entity count, the views' snapshot), off its thread. */
  function load(msg: LoadMessage): void {
    const f = opts.drawings;
    if (!f) return post({ type: 'load-failed', id: msg.id, message: 'no drawing database in this worker' });
    try {
      const port = f.fromDxf(msg.dxf, msg.name);
      post({ type: 'loaded', id: msg.id, data: { hash: port.hash(), entityCount: port.entityCount(), snapshot: port.toUi(port.snapshot()) } });
    } catch (e) {
      post({ type: 'load-failed', id: msg.id, message: e instanceof Error ? e.message : String(e) });
    }
  }

  endpoint.onMessage((msg: ToWorker) => {
    switch (msg.type) {
      case 'init':
        if (msg.cancel) cancelFlag = new Int32Array(msg.cancel);
        if (msg.maxDepth) maxDepth = msg.maxDepth;
        if (msg.memoryBudget) memoryBudget = msg.memoryBudget;
        if (msg.ask) askBuffer = msg.ask;
        post({ type: 'ready' });
        return;
      case 'run':
        run(msg);
        return;
      case 'ping':
        post({ type: 'pong', id: msg.id });
        return;
      case 'load':
        load(msg);
        return;
    }
  });
}
