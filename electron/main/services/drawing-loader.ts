/*
 * Turning DXF text into what the renderer needs to show a drawing (LoadedDrawing minus the id).
 * `DrawingLoader` is the seam: `factoryLoader` parses on the calling thread (tests, small hosts),
 * `workerLoader` in a worker thread with its own heap (Electron and the browser-mode server: a
 * large DXF must not hold the host's event loop), and `scanLoader` only counts entities and hashes
 * the text (no drawing database) — in one pass over the text, without splitting it into lines.
 */
import type { DrawingSnapshot } from '../../../interpreter/runner/contract.js';
import type { DrawingFactory, DrawingPort } from '../../../interpreter/runner/index.js';
import type { PortableDrawing } from '../../../interpreter/ports/drawing.js';
import { sha256Hex } from './code-hash.js';
import type { WorkerDrawingLoader } from '../../../interpreter/worker/drawing-loader.js';
import type { LoadedRest } from '../../../interpreter/worker/protocol.js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface LoadedDrawingData {
  hash: string;
  entityCount: number;
  snapshot: DrawingSnapshot;
  /** the drawing's compact form for the runner's workers (kept by the host, never sent to the page) */
  portable?: PortableDrawing;
  /** the view's model-space scene as bytes, when the loader built it (a large drawing) */
  scene?: ArrayBuffer;
  /**
   * a large drawing's first answer: `snapshot` is only its head (no entities) and this asks for the
   * whole snapshot (snapshot-lines bytes) and the compact form (electron/main/services/drawing-load-worker.ts)
   */
  rest?: () => Promise<LoadedRest>;
}

export interface DrawingLoader {
  /** rejects with an Error whose message names the offending DXF line */
  load(text: string, name: string): Promise<LoadedDrawingData> | LoadedDrawingData;
  empty(name: string): LoadedDrawingData;
}

/** Count the entities in a DXF's ENTITIES section (group-code/value line pairs), in one pass, no line array. */
export function countDxfEntities(text: string): number {
  let pos = 0;
  const line = (): string | null => {
    if (pos >= text.length) return null;
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    const s = text.slice(pos, end).trim();
    pos = end + 1;
    return s;
  };
  let inEntities = false;
  let previous = '';
  let count = 0;
  for (;;) {
    const code = line();
    const value = line();
    if (code === null || value === null) return count;
    if (code === '2') {
      if (value === 'ENTITIES' && previous === 'SECTION') inEntities = true;
    } else if (code === '0' && inEntities) {
      if (value === 'ENDSEC') return count;
      // VERTEX and SEQEND belong to the POLYLINE before them, ATTRIB to its INSERT.
      if (value !== 'VERTEX' && value !== 'SEQEND' && value !== 'ATTRIB') count++;
    }
    previous = value;
  }
}

const emptySnapshot = (name: string, hash: string): DrawingSnapshot => ({ name, hash, layers: [], entities: [], blocks: {} });

export const scanLoader: DrawingLoader = {
  load(text, name) {
    if (!/^\s*0\s*\r?\n\s*SECTION/.test(text.slice(0, 200)) && !text.includes('\nEOF')) {
      throw new Error(`${name} does not look like an ASCII DXF file`);
    }
    const hash = sha256Hex(text);
    return { hash, entityCount: countDxfEntities(text), snapshot: emptySnapshot(name, hash) };
  },
  empty(name) {
    const hash = sha256Hex('');
    return { hash, entityCount: 0, snapshot: emptySnapshot(name, hash) };
  },
};

/** The host's loader thread bundle (dist/drawing-load-worker.mjs), from a bundle in dist/ or dist/<sub>/, or from the sources. */
export function drawingLoadWorkerPath(): string {
  for (const rel of ['./drawing-load-worker.mjs', '../drawing-load-worker.mjs', '../../../dist/drawing-load-worker.mjs']) {
    const p = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(p)) return p;
  }
  throw new Error('cannot find the drawing loader bundle (dist/drawing-load-worker.mjs); run `npm run build:node`');
}

/** Parse in a worker thread (interpreter/worker/drawing-loader.ts); `empty` is trivial and stays here. */
export function workerLoader(worker: WorkerDrawingLoader, factory: DrawingFactory): DrawingLoader {
  const here = factoryLoader(factory);
  return {
    load: async (text, name) => {
      const { restPending: _, ...data } = await worker.load(text, name);
      return data;
    },
    empty: (name) => here.empty(name),
  };
}

/**
 * The full loader over the drawing database's factory (interpreter/drawing: `drawingFactory`):
 * real snapshots for the drawing views. Wire it with
 * `createHost({ drawingLoader: factoryLoader(drawingFactory) })`.
 */
export function factoryLoader(factory: DrawingFactory): DrawingLoader {
  const data = (port: DrawingPort): LoadedDrawingData => ({ hash: port.hash(), entityCount: port.entityCount(), snapshot: port.toUi(port.snapshot()) });
  const loaded = (port: DrawingPort): LoadedDrawingData => {
    const portable = port.toPortable?.();
    return portable ? { ...data(port), portable } : data(port);
  };
  return {
    load: (text, name) => loaded(factory.fromDxf(text, name)),
    empty: (name) => data(factory.empty(name)),
  };
}
