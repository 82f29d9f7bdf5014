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
import type { FromWorker, LoadedDrawingData } from './protocol.js';

export interface DrawingLoaderOptions {
  workerPath?: string;
  /** the loader's heap: the most a drawing may take to read (default 2048 MB) */
  maxHeapMb?: number;
  /** how long one load may take (default 5 minutes) */
  timeoutMs?: number;
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

const mb = (chars: number): string => (chars / (1024 * 1024)).toFixed(chars < 10 * 1024 * 1024 ? 1 : 0);

export function createDrawingLoader(opts: DrawingLoaderOptions = {}): WorkerDrawingLoader {
  const workerPath = opts.workerPath ?? defaultWorkerPath();
  const maxHeapMb = opts.maxHeapMb ?? LOADER_DEFAULTS.maxHeapMb;
  const timeoutMs = Math.min(opts.timeoutMs ?? LOADER_DEFAULTS.timeoutMs, MAX_TIMER_MS);
  const live = new Set<Worker>();

  function load(text: string, name: string): Promise<LoadedDrawingData> {
    const limit = maxLoadChars(maxHeapMb);
    if (text.length > limit) return Promise.reject(new Error(`${name} is too large to open: reading it needs more than ${maxHeapMb} MB (${mb(text.length)} MB of DXF; at most ${mb(limit)} MB)`));
    return new Promise<LoadedDrawingData>((resolve, reject) => {
      const worker = new Worker(workerPath, { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 16 } });
      live.add(worker);
      let settled = false;
      const settle = (f: () => void): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        live.delete(worker);
        void worker.terminate();
        f();
      };
      const timer = setTimeout(() => settle(() => reject(new Error(`${name} took more than ${Math.round(timeoutMs / 1000)} s to read and was given up`))), timeoutMs);
      worker.on('message', (m: FromWorker) => {
        if (m.type === 'ready') worker.postMessage({ type: 'load', id: 1, name, dxf: text });
        else if (m.type === 'loaded') settle(() => resolve(m.data));
        else if (m.type === 'load-failed') settle(() => reject(new Error(m.message)));
      });
      worker.on('error', (e: Error & { code?: string }) =>
        settle(() => reject(new Error(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `${name} is too large to open: reading it needs more than ${maxHeapMb} MB` : `${name} could not be read: ${e.message}`))),
      );
      worker.on('exit', (code) => settle(() => reject(new Error(`${name} could not be read: the loader stopped (exit code ${code})`))));
      worker.postMessage({ type: 'init' });
    });
  }

  return {
    load,
    close: async () => {
      await Promise.all([...live].map((w) => w.terminate()));
      live.clear();
    },
  };
}
