/*
 * The runner inside a worker, independent of the transport: answers run messages with
 * runRequest on a fresh interpreter and a fresh copy of the drawing. Drawings are cached by key
 * (a few, most recent first), so a warm run re-sends nothing and each run still starts from the
 * untouched drawing. A drawing arrives once, preferably in its compact form (drawing/transfer/,
 * read without parsing DXF), else as DXF text or serialized bytes. Making the run's copy is the
 * main cost of a warm run, so it is done ahead, while the worker is idle after answering: a port
 * that can clone() is kept pristine and its next clone made then; otherwise the next copy is
 * deserialized then.
 */
import { portableBuffers, type DrawingFactory, type DrawingPort } from '../ports/drawing.js';
import { runRequestDetailed, type RunnerDeps } from '../runner/run-request.js';
import { WorkerAsker } from './ask-channel.js';
import type { FromWorker, LoadedDrawingData, LoadMessage, RunMessage, RunPhases, ToWorker, WorkerEndpoint } from './protocol.js';
import { nodeSha256Hex } from './node-sha256.js';
import { OutputStream } from './output-stream.js';

const CACHED_DRAWINGS = 4;

interface CachedDrawing {
  /** serialized bytes, kept only for a port that cannot clone itself */
  bytes?: Uint8Array;
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

const perf = (globalThis as { performance?: { now(): number; timeOrigin?: number } }).performance;
const now = (): number => (perf ? perf.now() : Date.now());
/** A wall clock both threads share (their performance.now() origins differ). */
const wall = (): number => (perf ? (perf.timeOrigin ?? 0) + perf.now() : Date.now());

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
    const spare = d.spare;
    d.spare = undefined;
    if (spare) return spare;
    if (d.pristine?.clone) return d.pristine.clone();
    return f.deserialize(d.bytes as Uint8Array);
  }

  function read(ref: NonNullable<RunMessage['drawing']>, f: DrawingFactory, phases: RunPhases): DrawingPort {
    const t = now();
    let port: DrawingPort;
    if (ref.portable && f.fromPortable) {
      port = f.fromPortable(ref.portable);
      phases.readFrom = 'portable';
    } else if (ref.bytes) {
      port = f.deserialize(ref.bytes);
      phases.readFrom = 'bytes';
    } else {
      port = f.fromDxf(ref.dxf as string, ref.name);
      phases.readFrom = 'dxf';
    }
    phases.read = now() - t;
    return port;
  }

  function portFor(msg: RunMessage, phases: RunPhases): { port: DrawingPort; hash: string; entry: CachedDrawing } | 'missing' | undefined {
    const ref = msg.drawing;
    const f = opts.drawings;
    if (!ref) return undefined;
    if (!f) throw new Error('no drawing database');
    const hit = cache.get(ref.key);
    if (hit) {
      remember(ref.key, hit);
      const t = now();
      const port = freshCopy(hit, f);
      phases.copy = now() - t;
      return { port, hash: hit.hash, entry: hit };
    }
    if (ref.dxf === undefined && ref.bytes === undefined && (ref.portable === undefined || !f.fromPortable)) return 'missing';
    const port = read(ref, f, phases);
    const entry: CachedDrawing = { hash: port.hash() };
    const t = now();
    if (port.clone) entry.pristine = port.clone();
    else entry.bytes = port.serialize();
    phases.copy = now() - t;
    remember(ref.key, entry);
    return { port, hash: entry.hash, entry };
  }

  /** After answering, prepare the next copy of the drawing just used (only that one), while idle. */
  function prepareSpare(entry: CachedDrawing): void {
    const f = opts.drawings;
    if (!f || entry.spare) return;
    setTimeout(() => {
      if (entry.spare || ![...cache.values()].includes(entry)) return;
      entry.spare = entry.pristine?.clone ? entry.pristine.clone() : f.deserialize(entry.bytes as Uint8Array);
    }, 0);
  }

  function run(msg: RunMessage): void {
    const phases: RunPhases = { receivedAt: wall() };
    if (cancelFlag) Atomics.store(cancelFlag, 0, 0);
    // streamed output goes out before each question and before the result
    const stream = msg.stream ? new OutputStream((chunks) => post({ type: 'output', id: msg.id, chunks }), now) : undefined;
    const askPost = stream ? (m: FromWorker) => (stream.flush(), post(m)) : post;
    const deps: RunnerDeps = {
      // the result's code hash (and a drawing's when there is no port) through node:crypto
      hash: nodeSha256Hex,
      ...(opts.drawings ? { drawings: opts.drawings } : {}),
      ...(cancelFlag ? { cancelFlag } : {}),
      ...(maxDepth ? { maxDepth } : {}),
      ...(memoryBudget ? { memoryBudget } : {}),
      ...(opts.extraBuiltins ? { extraBuiltins: opts.extraBuiltins } : {}),
      ...(msg.req.interactive && askBuffer ? { asker: new WorkerAsker(askPost, msg.id, askBuffer, cancelFlag) } : {}),
      ...(stream ? { onOutput: stream.add, onPoll: stream.poll } : {}),
    };
    let req = msg.req;
    let used: CachedDrawing | undefined;
    try {
      const got = portFor(msg, phases);
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
    // a drawing sent with the run has been read: the pool's backstop times the run from here
    const ref = msg.drawing;
    if (ref && (ref.dxf !== undefined || ref.bytes !== undefined || ref.portable !== undefined)) post({ type: 'started', id: msg.id });
    const t = now();
    const inRun: NonNullable<RunnerDeps['phases']> = {};
    const { result, port } = runRequestDetailed(req, { ...deps, phases: inRun });
    phases.run = now() - t;
    Object.assign(phases, inRun);
    let dxf: string | undefined;
    let dxfDone = false;
    if (msg.wantDxf && port) {
      try {
        if (msg.dxfChunks && port.toDxfBytes) {
          // each buffer is posted (transferred) as soon as it is full: the host writes while the rest is written
          port.toDxfBytes((bytes) => endpoint.post({ type: 'dxf', id: msg.id, bytes: [bytes] }, [bytes.buffer as ArrayBuffer]));
          dxfDone = true;
        } else dxf = port.toDxf();
      } catch {
        dxf = undefined; // the result says how the run went; no DXF (or not all of it) is the host's to report
      }
    }
    stream?.flush();
    phases.postedAt = wall();
    post({ type: 'result', id: msg.id, result, phases, ...(dxf === undefined ? {} : { dxf }), ...(dxfDone ? { dxfDone: true as const } : {}) });
    if (used) prepareSpare(used);
  }

  /** Parse a drawing for the host (hash, entity count, the views' snapshot), off its thread. */
  function load(msg: LoadMessage): void {
    const f = opts.drawings;
    if (!f) return post({ type: 'load-failed', id: msg.id, message: 'no drawing database in this worker' });
    try {
      const port = f.fromDxf(msg.dxf, msg.name);
      const data: LoadedDrawingData = { hash: port.hash(), entityCount: port.entityCount(), snapshot: port.toUi(port.snapshot()) };
      // the compact form goes back too: the host keeps it, and the runner's workers read it without DXF
      const portable = port.toPortable?.();
      if (portable) data.portable = portable;
      endpoint.post({ type: 'loaded', id: msg.id, data }, portable ? portableBuffers(portable) : []);
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
