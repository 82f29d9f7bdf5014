/*
 * Reading DXF drawings off the host's thread. A large DXF takes seconds to parse (a 227 MB file
 * held the host's event loop for 33 s), so the host hands the text to a worker thread of the same
 * bundle as the runner and keeps answering while it is read. Each load gets its own worker, with
 * a heap limit (the memory cap: a drawing too big for it fails to load with a message instead of
 * taking the host with it) and a time limit, and the worker is ended after the load, so its
 * memory goes back at once.
 *
 *   const loader = createDrawingLoader();  const data = await loader.load(text, 'plan.dxf');
 */
import { Worker } from 'node:worker_threads';
import { defaultWorkerPath, MAX_TIMER_MS } from './pool.js';
import type { FromWorker, LoadedDrawingData, LoadedRest } from './protocol.js';

export interface DrawingLoaderOptions {
  workerPath?: string;
  /** the loader's heap: the most a drawing may take to read (default 2048 MB) */
  maxHeapMb?: number;
  /** how long one load may take (default 5 minutes) */
  timeoutMs?: number;
  /** a two-part loader (the host's drawing-load-worker) answers in two parts from this many entities */
  splitMinEntities?: number;
  /**
   * keep one loader thread started and idle, so opening a drawing does not wait for a thread to
   * start and compile the bundle (a new spare is started a while after each load; it is idle and unref'd)
   */
  spare?: boolean;
}

/** how long after a load the next spare thread is started (not while the page is drawing what was loaded) */
const SPARE_DELAY_MS = 10_000;

/** A loader thread started with 'init'; `ready` once it answered. */
interface Started {
  worker: Worker;
  ready: boolean;
  /** drop the listeners of the idle state */
  adopt(): void;
}

export interface WorkerDrawingLoader {
  load(text: string, name: string): Promise<LoadedDrawingData>;
  close(): Promise<void>;
}

export const LOADER_DEFAULTS = { maxHeapMb: 2048, timeoutMs: 300_000 } as const;

/**
 * Heap a drawing takes per character of DXF text once read (records, groups, the views' snapshot):
 * about 30 measured on LINE-heavy files. A text whose estimate passes the loader's heap is refused
 * before reading starts: running the worker out of heap could take the host down with it (V8 aborts
 * the process when one native step overshoots a worker's limit).
 */
export const LOAD_BYTES_PER_CHAR = 32;

/** The longest DXF text a loader with `maxHeapMb` reads. */
export const maxLoadChars = (maxHeapMb: number): number => Math.floor((maxHeapMb * 1024 * 1024) / LOAD_BYTES_PER_CHAR);

/** A one-part answer whose snapshot came as JSON bytes: the host gets it as an object, as before. */
function withSnapshot(data: LoadedDrawingData): LoadedDrawingData {
  if (!data.snapshotJson) return data;
  const { snapshotJson, ...rest } = data;
  return { ...rest, snapshot: JSON.parse(new TextDecoder().decode(snapshotJson)) as LoadedDrawingData['snapshot'] };
}

const mb = (chars: number): string => (chars / (1024 * 1024)).toFixed(chars < 10 * 1024 * 1024 ? 1 : 0);

export function createDrawingLoader(opts: DrawingLoaderOptions = {}): WorkerDrawingLoader {
  const workerPath = opts.workerPath ?? defaultWorkerPath();
  const maxHeapMb = opts.maxHeapMb ?? LOADER_DEFAULTS.maxHeapMb;
  const timeoutMs = Math.min(opts.timeoutMs ?? LOADER_DEFAULTS.timeoutMs, MAX_TIMER_MS);
  const live = new Set<Worker>();
  let spare: Started | null = null;
  let spareTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  function start(): Started {
    const worker = new Worker(workerPath, { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 16 } });
    live.add(worker);
    const onMessage = (m: FromWorker): void => {
      if (m.type === 'ready') started.ready = true;
    };
    const onExit = (): void => {
      live.delete(worker);
      if (spare === started) spare = null;
    };
    const onError = (): void => {}; // an idle spare that fails just exits
    const started: Started = {
      worker,
      ready: false,
      adopt: () => {
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        worker.off('error', onError);
        worker.ref();
      },
    };
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    worker.on('error', onError);
    worker.postMessage({ type: 'init' });
    return started;
  }

  function prepareSpare(delayMs: number): void {
    if (!opts.spare || closed || spare || spareTimer) return;
    spareTimer = setTimeout(() => {
      spareTimer = null;
      if (closed || spare) return;
      spare = start();
      spare.worker.unref();
    }, delayMs);
    spareTimer.unref?.();
  }
  prepareSpare(500);

  function load(text: string, name: string): Promise<LoadedDrawingData> {
    const limit = maxLoadChars(maxHeapMb);
    if (text.length > limit) return Promise.reject(new Error(`${name} is too large to open: reading it needs more than ${maxHeapMb} MB (${mb(text.length)} MB of DXF; at most ${mb(limit)} MB)`));
    return new Promise<LoadedDrawingData>((resolve, reject) => {
      const started = spare ?? start();
      spare = null;
      started.adopt();
      const worker = started.worker;
      let settled = false;
      const settle = (f: () => void): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        live.delete(worker);
        void worker.terminate();
        prepareSpare(SPARE_DELAY_MS);
        f();
      };
      const timer = setTimeout(() => settle(() => fail(new Error(`${name} took more than ${Math.round(timeoutMs / 1000)} s to read and was given up`))), timeoutMs);
      // a large drawing answers in two parts: `loaded` (what its first frame needs) resolves the
      // load, `loaded-rest` (the whole snapshot, the compact form) its `rest`; the worker lives until both are in
      let restOf: { resolve(r: LoadedRest): void; reject(e: Error): void } | null = null;
      const fail = (e: Error): void => (restOf ? restOf.reject(e) : reject(e));
      const send = (): void => worker.postMessage({ type: 'load', id: 1, name, dxf: text, ...(opts.splitMinEntities !== undefined ? { splitMinEntities: opts.splitMinEntities } : {}) });
      worker.on('message', (m: FromWorker) => {
        if (m.type === 'ready') send();
        else if (m.type === 'loaded' && m.data.restPending) {
          const rest = new Promise<LoadedRest>((res, rej) => (restOf = { resolve: res, reject: rej }));
          rest.catch(() => undefined); // a caller that never asks for the rest leaves no unhandled rejection
          let asked = false;
          const ask = (): Promise<LoadedRest> => {
            if (!asked && !settled) worker.postMessage({ type: 'load-rest', id: 1 });
            asked = true;
            return rest;
          };
          resolve({ ...m.data, rest: ask });
        } else if (m.type === 'loaded') settle(() => resolve(withSnapshot(m.data)));
        else if (m.type === 'loaded-rest') settle(() => restOf?.resolve({ snapshotLines: m.snapshotLines, ...(m.hash !== undefined ? { hash: m.hash } : {}), ...(m.portable ? { portable: m.portable } : {}) }));
        else if (m.type === 'load-failed') settle(() => fail(new Error(m.message)));
      });
      worker.on('error', (e: Error & { code?: string }) =>
        settle(() => fail(new Error(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `${name} is too large to open: reading it needs more than ${maxHeapMb} MB` : `${name} could not be read: ${e.message}`))),
      );
      worker.on('exit', (code) => settle(() => fail(new Error(`${name} could not be read: the loader stopped (exit code ${code})`))));
      // a spare answered 'ready' while idle; a new thread answers it later (above)
      if (started.ready) send();
    });
  }

  return {
    load,
    close: async () => {
      closed = true;
      if (spareTimer) clearTimeout(spareTimer);
      spare = null;
      await Promise.all([...live].map((w) => w.terminate()));
      live.clear();
    },
  };
}
