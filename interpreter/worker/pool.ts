/*
 * The runner pool (Node): worker threads that run RunRequests. One worker is started ahead of
 * time so a run costs a round trip, not a thread start. Each worker has a shared cancel flag the
 * interpreter polls; a run that ignores it (or hangs in a builtin) is terminated after a grace
 * period or the wall-clock backstop, reported, and its worker replaced. Heap and stack limits
 * (resourceLimits) turn memory bombs into a 'budget' result instead of taking the host down.
 *
 *   const pool = createRunnerPool();  const result = await pool.run(req, { signal });
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { formatMessage, MESSAGES } from '../core/messages.js';
import type { EscCheckReport, OutputChunk, RunRequest, RunResult, RunStage } from '../runner/contract.js';
import { portableBuffers, type DrawingPort, type PortableDrawing } from '../ports/drawing.js';
import { failedResult } from '../runner/failed-result.js';
import { validateRunRequest } from '../runner/validate.js';
import { codeHashOf } from '../runner/code-hash.js';
import { nodeSha256Hex } from './node-sha256.js';
import type { AskRequest } from '../ports/ask.js';
import { cancelWaiting, newAskBuffer, writeAnswer } from './ask-channel.js';
import type { DrawingRef, FromWorker, RunMessage, RunPhases } from './protocol.js';
import { ResultCache, cacheKey } from './result-cache.js';
import { backstopFor, MAX_TIMER_MS, POOL_DEFAULTS } from './limits.js';

export { backstopFor, MAX_TIMER_MS, POOL_DEFAULTS };

/** How long a fresh worker may take to start before the run waiting for it is stopped too. */
const WORKER_START_ALLOWANCE_MS = 10_000;
/**
 * How long a worker may take to read a drawing sent with a run, on top of the backstop: 2 minutes
 * plus 2 s per MB sent (a 500k-entity drawing, ~50 MB, took 1.3 s on a quiet machine and ~110 s
 * on one at load 15). The backstop bounds the script, not the drawing's transfer.
 */
export const DRAWING_READ_ALLOWANCE_MS = 120_000;
export const DRAWING_READ_MS_PER_MB = 2_000;

/** The read allowance for a drawing sent with a run (its DXF text, bytes or compact buffers). */
export function readAllowanceFor(ref: DrawingRef): number {
  let bytes = ref.dxf?.length ?? ref.bytes?.byteLength ?? 0;
  if (ref.portable) bytes = Math.max(bytes, portableBuffers(ref.portable).reduce((n, b) => n + b.byteLength, 0));
  return DRAWING_READ_ALLOWANCE_MS + Math.ceil((bytes / 1_048_576) * DRAWING_READ_MS_PER_MB);
}

export interface RunnerPoolOptions {
  /** the bundled worker (default: worker.mjs next to this bundle, or dist/worker.mjs from source) */
  workerPath?: string | URL;
  /** most workers running at once (default 1) */
  size?: number;
  resourceLimits?: { maxOldGenerationSizeMb?: number; maxYoungGenerationSizeMb?: number; stackSizeMb?: number };
  /** user-function nesting limit inside the worker (default 20000) */
  maxDepth?: number;
  /** allocation budget per run in estimated bytes (default DEFAULT_MEMORY_BUDGET, core/alloc.ts) */
  memoryBudget?: number;
  /** wall-clock limit per run in ms (default 30000; never less than 1 ms per 1000 budget steps) */
  backstopMs?: number;
  /** how long a cancelled run may take to stop by itself before its worker is terminated (ms) */
  cancelGraceMs?: number;
  /** results kept for identical requests (default 100; 0 disables) */
  cacheSize?: number;
  resolveSample?: (name: string) => string | undefined;
  /** a drawing the host holds (contents fixed per id) */
  resolveSnapshot?: (id: string) => DrawingPort | Uint8Array | undefined;
  /**
   * the compact form of a DXF drawing the host already read (its loader returns one), by content
   * key (`dxfKey(text)`): sent to a worker that lacks the drawing instead of the DXF text
   */
  resolvePortable?: (key: string) => PortableDrawing | undefined;
}

/** The content key of a DXF text (sha-256 through node:crypto): the workers' drawing cache and resolvePortable use it. */
export const dxfKey = (text: string): string => `dxf:${nodeSha256Hex(text)}`;

export interface RunOptions {
  signal?: AbortSignal;
  /** skip the result cache */
  fresh?: boolean;
  /**
   * an interactive run (req.interactive) asks here when its scripted inputs run out; resolve with
   * the answer, or null for none. Without it such questions get null at once.
   */
  onAsk?: (ask: AskRequest) => Promise<unknown>;
  /**
   * the output as the run prints it, in order, a few messages a second (the worker gathers it:
   * output-stream.ts); every chunk comes before the result, and their text joined is the result's
   * output. Nothing comes after the result or once the run is cancelled. A cached result calls nothing.
   */
  onOutput?: (chunks: OutputChunk[]) => void;
  /**
   * with `wantDxf` (runDetailed): the drawing's DXF as UTF-8 pieces, in order, while the worker writes
   * it, instead of one string in the result; DetailedRun.dxfStreamed says whether they are all of it.
   * Nothing comes after the result or once the run is cancelled.
   */
  onDxfChunk?: (bytes: Uint8Array) => void;
}

/** A run's result and, when asked for, the drawing as the run left it. */
export interface DetailedRun {
  result: RunResult;
  /** DXF text of the drawing after the run (runDetailed with `wantDxf`) */
  dxf?: string;
  /** with `onDxfChunk`: the pieces given to it are the whole drawing after the run */
  dxfStreamed?: true;
  /** where the run's time went (not for cached results) */
  phases?: RunPhases;
}

export interface RunnerPool {
  run(req: RunRequest, opts?: RunOptions): Promise<RunResult>;
  /** run, and with `wantDxf` also return the drawing as DXF (never cached) */
  runDetailed(req: RunRequest, opts?: RunOptions & { wantDxf?: boolean }): Promise<DetailedRun>;
  /** the Esc robustness check (one run per prompt) */
  escCheck(req: RunRequest, opts?: RunOptions): Promise<EscCheckReport>;
  /** resolves when the warm worker is up */
  ready(): Promise<void>;
  close(): Promise<void>;
  readonly stats: PoolStats;
}

export interface PoolStats {
  workersStarted: number;
  workersReplaced: number;
  runs: number;
  cacheHits: number;
}

interface Job {
  id: number;
  req: RunRequest;
  drawing: DrawingRef | undefined;
  codeHash: string;
  signal: AbortSignal | undefined;
  resolve: (r: RunResult, dxf?: string, phases?: RunPhases, dxfStreamed?: boolean) => void;
  /** ms spent making the drawing's compact form for this run */
  serialise: number;
  started: number;
  wantDxf: boolean;
  onAsk: RunOptions['onAsk'];
  onOutput: RunOptions['onOutput'];
  onDxfChunk: RunOptions['onDxfChunk'];
  /** the output streamed so far: the result of a worker that had to be stopped keeps it */
  streamed: OutputChunk[];
  /** cancel was asked for: no more output is delivered */
  cancelling?: boolean;
  /** it asked the host: its result depends on the answers, so it is not cached */
  asked: boolean;
  /** backstop time left (ms) and when the current stretch of it started */
  backstopLeft: number;
  /** the whole backstop allowance (ms) */
  backstopTotal: number;
  stretchStart: number;
  /** when it was posted to its worker (wall clock) */
  sentAt?: number;
  /** sent again with all its data after the worker asked for it */
  resent?: boolean;
  /** sent with the drawing's data: the backstop waits for the worker's 'started' */
  reading?: boolean;
}

interface Slot {
  worker: Worker;
  cancel: Int32Array;
  ask: SharedArrayBuffer;
  ready: Promise<void>;
  drawings: Set<string>;
  job: Job | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
  dead: boolean;
  /** it answered 'ready' once (a worker that dies before that is not replaced eagerly) */
  started: boolean;
  /** why it is being terminated */
  cancelled: boolean;
  backstop: number;
}

/** A wall clock the pool and its workers share (their performance.now() origins differ). */
const wall = (): number => performance.timeOrigin + performance.now();

/** A copy of a compact drawing whose typed arrays can be transferred while the host keeps the original. */
function copyForTransfer(p: PortableDrawing): PortableDrawing {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) out[k] = ArrayBuffer.isView(v) && v.buffer instanceof ArrayBuffer ? (v as unknown as { slice(): unknown }).slice() : v;
  return out as unknown as PortableDrawing;
}

/**
 * The bundled worker: next to this bundle, or in dist/ from source. Preferably the code-cached
 * entry (worker-boot.mjs running worker-script.cjs from a V8 code cache, cli/code-cache.ts: a
 * cold worker then skips parsing and compiling the interpreter), else the ES-module worker.mjs.
 */
export function defaultWorkerPath(): string {
  const here = import.meta.url;
  for (const dir of ['./', '../', '../../dist/']) {
    const at = (name: string) => fileURLToPath(new URL(dir + name, here));
    if (existsSync(at('worker-boot.mjs')) && existsSync(at('worker-script.cjs'))) return at('worker-boot.mjs');
    if (existsSync(at('worker.mjs'))) return at('worker.mjs');
  }
  throw new Error('cannot find the runner worker bundle (dist/worker.mjs); run `npm run build:node`');
}

export function createRunnerPool(options: RunnerPoolOptions = {}): RunnerPool {
  const o = { ...POOL_DEFAULTS, ...options, resourceLimits: { ...POOL_DEFAULTS.resourceLimits, ...options.resourceLimits } };
  const workerPath = options.workerPath ? (options.workerPath instanceof URL ? fileURLToPath(options.workerPath) : options.workerPath) : defaultWorkerPath();
  const size = Math.max(1, options.size ?? 1);
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const cache = new ResultCache(o.cacheSize);
  const dxfKeys = new Map<string, string>();
  let localKeys = 0;
  const stats: PoolStats = { workersStarted: 0, workersReplaced: 0, runs: 0, cacheHits: 0 };
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const sab = new SharedArrayBuffer(4);
    const ask = newAskBuffer();
    const worker = new Worker(workerPath, { resourceLimits: o.resourceLimits });
    stats.workersStarted++;
    const slot: Slot = { worker, cancel: new Int32Array(sab), ask, ready: Promise.resolve(), drawings: new Set(), job: undefined, timer: undefined, dead: false, started: false, cancelled: false, backstop: 0 };
    slot.ready = new Promise<void>((resolve, reject) => {
      const onMsg = (m: FromWorker) => {
        if (m.type === 'ready') {
          worker.off('message', onMsg);
          slot.started = true;
          if (!slot.job) worker.unref();
          resolve();
        }
      };
      worker.on('message', onMsg);
      worker.once('error', reject);
    });
    slot.ready.catch(() => undefined);
    worker.on('message', (m: FromWorker) => onMessage(slot, m));
    worker.on('error', (e: Error & { code?: string }) => onDeath(slot, e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : e.message));
    worker.on('exit', (code) => onDeath(slot, `exit code ${code}`));
    // Referenced while starting or running (so a host awaiting a result stays alive), unreferenced when idle.
    worker.postMessage({ type: 'init', cancel: sab, maxDepth: o.maxDepth, ask, ...(o.memoryBudget ? { memoryBudget: o.memoryBudget } : {}) });
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot, result: RunResult, dxf?: string, phases?: RunPhases, dxfStreamed = false): void {
    const job = slot.job;
    if (!job) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
    if (slot.started && !slot.dead) slot.worker.unref();
    job.resolve(result, dxf, phases, dxfStreamed);
    pump();
  }

  function onMessage(slot: Slot, m: FromWorker): void {
    const job = slot.job;
    if (!job || !('id' in m) || m.id !== job.id) return;
    if (m.type === 'need-drawing') {
      slot.drawings.delete(m.key);
      // asked twice: this worker cannot read what the pool has for the drawing
      if (job.resent) finish(slot, failedResult('syntax', formatMessage('drawingUnreadable', 'the runner could not read the drawing it was sent'), job.codeHash));
      else {
        job.resent = true;
        send(slot, job, true);
      }
    } else if (m.type === 'result') {
      if (job.drawing) slot.drawings.add(job.drawing.key);
      const phases = m.phases;
      if (phases) {
        const at = wall();
        if (phases.postedAt !== undefined) phases.resultPost = at - phases.postedAt;
        if (phases.receivedAt !== undefined && job.sentAt !== undefined) phases.post = phases.receivedAt - job.sentAt;
        phases.serialise = job.serialise;
      }
      finish(slot, m.result, m.dxf, phases, m.dxfDone === true && !job.cancelling);
    } else if (m.type === 'started') {
      // the drawing is read: the backstop times the run from here, in full
      if (job.reading) {
        job.reading = false;
        if (slot.timer) clearTimeout(slot.timer);
        armBackstop(slot, job);
      }
    } else if (m.type === 'ask') {
      void answerAsk(slot, job, m.seq, m.ask);
    } else if (m.type === 'output') {
      for (const c of m.chunks) {
        const last = job.streamed[job.streamed.length - 1];
        if (last && last.kind === 'text' && c.kind === 'text') last.text += c.text;
        else job.streamed.push({ kind: c.kind, text: c.text });
      }
      if (!job.cancelling) job.onOutput?.(m.chunks);
    } else if (m.type === 'dxf') {
      if (!job.cancelling) for (const b of m.bytes) job.onDxfChunk?.(b);
    }
  }

  /** The run waits for the host: pause its backstop, ask, write the answer, resume the backstop. */
  async function answerAsk(slot: Slot, job: Job, seq: number, ask: AskRequest): Promise<void> {
    job.asked = true;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    job.backstopLeft -= performance.now() - job.stretchStart;
    let answer: unknown = null;
    try {
      answer = job.onAsk ? await job.onAsk(ask) : null;
    } catch {
      answer = null;
    }
    if (slot.job !== job || slot.dead) return;
    writeAnswer(slot.ask, seq, answer ?? null);
    armBackstop(slot, job);
  }

  function armBackstop(slot: Slot, job: Job): void {
    job.stretchStart = performance.now();
    const limit = Math.max(0, job.backstopLeft);
    // reported as the run's whole allowance (time spent waiting for answers is not counted)
    slot.timer = setTimeout(() => kill(slot, Math.round(job.backstopTotal)), limit);
  }

  /** A worker ended (crash, out of memory, terminated): answer its run and start a replacement. */
  function onDeath(slot: Slot, why: string): void {
    if (slot.dead) return;
    slot.dead = true;
    slots.splice(slots.indexOf(slot), 1);
    const job = slot.job;
    if (job) {
      // why the worker ended decides the stage: out of memory is the script's limit, the backstop
      // a timeout, a cancel a cancel; anything else is a crash (never 'internal': the host is fine)
      const [stage, message]: [RunStage, string] =
        why === 'memory' ? ['budget', MESSAGES.memoryExhausted()]
        : slot.cancelled ? ['cancelled', MESSAGES.cancelledByHost()]
        : slot.backstop ? ['timeout', MESSAGES.runBackstop(slot.backstop)]
        : ['crashed', MESSAGES.workerStopped(why)];
      // what it printed before it was stopped stays (when it was streamed)
      finish(slot, failedResult(stage, message, job.codeHash, { elapsedMs: Math.round(performance.now() - job.started), ...(job.streamed.length ? { output: job.streamed } : {}) }));
    }
    if (!closed) {
      stats.workersReplaced++;
      if (slots.length === 0 && slot.started) spawn();
      pump();
    }
  }

  function kill(slot: Slot, reason: 'cancelled' | number): void {
    if (reason === 'cancelled') slot.cancelled = true;
    else slot.backstop = reason;
    void slot.worker.terminate();
  }

  /**
   * Post a run. A drawing the worker holds goes by key alone; else its compact form (a copy whose
   * buffers are transferred: the host keeps its own), else its DXF text or bytes. Asked again
   * (`withData`: the worker lost it, or cannot read the compact form) everything goes.
   */
  function send(slot: Slot, job: Job, withData: boolean): void {
    const msg: RunMessage = { type: 'run', id: job.id, req: job.req, ...(job.wantDxf ? { wantDxf: true } : {}), ...(job.wantDxf && job.onDxfChunk ? { dxfChunks: true } : {}), ...(job.onOutput ? { stream: true } : {}) };
    const transfer: ArrayBuffer[] = [];
    if (job.drawing) {
      const ref = { ...job.drawing };
      if (!withData && slot.drawings.has(ref.key)) {
        delete ref.dxf;
        delete ref.bytes;
        delete ref.portable;
      } else {
        if (ref.portable) {
          ref.portable = copyForTransfer(ref.portable);
          transfer.push(...portableBuffers(ref.portable));
          if (!withData) delete ref.dxf;
        }
        if (ref.bytes) {
          ref.bytes = ref.bytes.slice();
          transfer.push(ref.bytes.buffer as ArrayBuffer);
        }
      }
      msg.drawing = ref;
    }
    const ref = msg.drawing;
    if (ref && (ref.dxf !== undefined || ref.bytes !== undefined || ref.portable !== undefined)) {
      // the worker reads the drawing first: that is given its own allowance, and the backstop starts on 'started'
      job.reading = true;
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = setTimeout(() => kill(slot, Math.round(job.backstopTotal)), Math.min(job.backstopLeft + readAllowanceFor(ref), MAX_TIMER_MS));
    }
    job.sentAt = msg.sentAt = wall();
    slot.worker.postMessage(msg, transfer);
  }

  function dispatch(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.cancelled = false;
    slot.backstop = 0;
    Atomics.store(slot.cancel, 0, 0);
    job.backstopLeft = job.backstopTotal = backstopFor(o.backstopMs, job.req.budget);
    // The backstop times the run, not the start of a fresh worker: it is armed when the run is sent.
    // A worker that never finishes starting is still stopped, with ten more seconds for the start.
    if (!slot.started) slot.timer = setTimeout(() => kill(slot, Math.round(job.backstopTotal)), Math.min(job.backstopTotal + WORKER_START_ALLOWANCE_MS, MAX_TIMER_MS));
    void slot.ready.then(() => {
      if (slot.job !== job || slot.dead) return;
      if (slot.timer) clearTimeout(slot.timer);
      job.started = performance.now();
      armBackstop(slot, job);
      send(slot, job, false);
    });
  }

  function pump(): void {
    while (queue.length > 0) {
      let slot = slots.find((s) => !s.job && !s.dead);
      if (!slot && slots.length < size) slot = spawn();
      if (!slot) return;
      dispatch(slot, queue.shift() as Job);
    }
  }

  function drawingRef(req: RunRequest): { ref: DrawingRef | undefined; key: string; serialise: number } {
    const d = req.drawing;
    if (!d || d.kind === 'empty') return { ref: undefined, key: 'empty', serialise: 0 };
    if (d.kind === 'dxf') {
      let key = dxfKeys.get(d.text);
      if (!key) {
        // the host's compact forms are found by content (sha-256); without them a key this pool
        // gives out names the text for its own workers and result cache, and hashing 60 MB is skipped
        key = o.resolvePortable ? dxfKey(d.text) : `dxf:local:${++localKeys}:${d.text.length}`;
        dxfKeys.set(d.text, key);
        if (dxfKeys.size > 8) dxfKeys.delete(dxfKeys.keys().next().value as string);
      }
      const portable = o.resolvePortable?.(key);
      return { ref: { key, name: d.name, dxf: d.text, ...(portable ? { portable } : {}) }, key, serialise: 0 };
    }
    if (d.kind === 'sample') {
      const text = o.resolveSample?.(d.name);
      const key = `sample:${d.name}`;
      return { ref: text === undefined ? undefined : { key, name: d.name, dxf: text }, key, serialise: 0 };
    }
    const got = o.resolveSnapshot?.(d.id);
    const key = `snapshot:${d.id}`;
    if (got === undefined) return { ref: undefined, key, serialise: 0 };
    if (got instanceof Uint8Array) return { ref: { key, name: d.id, bytes: got }, key, serialise: 0 };
    // a port the host holds: its compact form (the worker reads it without DXF), made for this send
    const t = performance.now();
    const portable = got.toPortable?.();
    const ref: DrawingRef = portable ? { key, name: d.id, portable } : { key, name: d.id, bytes: got.serialize() };
    return { ref, key, serialise: performance.now() - t };
  }

  async function runDetailed(req: RunRequest, opts: RunOptions & { wantDxf?: boolean } = {}): Promise<DetailedRun> {
    if (closed) throw new Error('the runner pool is closed');
    validateRunRequest(req);
    stats.runs++;
    const wantDxf = opts.wantDxf === true;
    const codeHash = codeHashOf(req.files, nodeSha256Hex);
    const { ref, key: drawingKey, serialise } = drawingRef(req);
    const ck = cacheKey(req, codeHash, drawingKey);
    if (!opts.fresh && !wantDxf) {
      const hit = cache.get(ck);
      if (hit) {
        stats.cacheHits++;
        return { result: hit };
      }
    }
    const { drawing: _omit, ...rest } = req;
    // A drawing the pool could not resolve goes to the worker as is, which reports it.
    const sent: RunRequest = ref ? rest : req;
    let asked = false;
    const done = await new Promise<DetailedRun>((resolve) => {
      const answer = (result: RunResult, dxf?: string, phases?: RunPhases, dxfStreamed = false) =>
        resolve({ result, ...(dxf === undefined ? {} : { dxf }), ...(dxfStreamed ? { dxfStreamed: true as const } : {}), ...(phases ? { phases } : {}) });
      const now = performance.now();
      const job: Job = {
        id: nextId++, req: sent, drawing: ref, codeHash, signal: opts.signal, started: now, wantDxf, onAsk: opts.onAsk, onOutput: opts.onOutput, onDxfChunk: opts.onDxfChunk, streamed: [], asked: false, backstopLeft: 0, backstopTotal: 0, stretchStart: now, serialise,
        resolve: (r, dxf, phases, dxfStreamed) => {
          asked = job.asked;
          answer(r, dxf, phases, dxfStreamed);
        },
      };
      const signal = opts.signal;
      if (signal?.aborted) return answer(failedResult('cancelled', MESSAGES.cancelledByHost(), codeHash));
      signal?.addEventListener('abort', () => cancel(job), { once: true });
      queue.push(job);
      pump();
    });
    // A run that asked the user depends on the answers: never reuse it.
    if (!wantDxf && !asked) cache.set(ck, done.result);
    return done;
  }

  const run = async (req: RunRequest, opts: RunOptions = {}): Promise<RunResult> => (await runDetailed(req, opts)).result;

  function cancel(job: Job): void {
    job.cancelling = true;
    const qi = queue.indexOf(job);
    if (qi >= 0) {
      queue.splice(qi, 1);
      job.resolve(failedResult('cancelled', MESSAGES.cancelledByHost(), job.codeHash));
      return;
    }
    const slot = slots.find((s) => s.job === job);
    if (!slot) return;
    Atomics.store(slot.cancel, 0, 1);
    cancelWaiting(slot.ask);
    setTimeout(() => {
      if (slot.job === job) kill(slot, 'cancelled');
    }, o.cancelGraceMs).unref();
  }

  spawn();
  return {
    run,
    runDetailed,
    // the Esc check's runs answer nothing interactively
    // loaded when used: the check knows the dialogs and system variables, which a host starting a pool need not load
    escCheck: async (req, opts) => (await import('../runner/esc-check.js')).escCheck({ ...req, interactive: false }, (r) => run(r, { ...opts, onAsk: undefined, onOutput: undefined })),
    ready: async () => {
      await Promise.all(slots.map((s) => s.ready));
    },
    close: async () => {
      closed = true;
      for (const j of queue.splice(0)) j.resolve(failedResult('cancelled', MESSAGES.cancelledByHost(), j.codeHash));
      await Promise.all(slots.map((s) => s.worker.terminate()));
      cache.clear();
    },
    stats,
  };
}
