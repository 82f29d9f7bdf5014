/*
 * Turning DXF text into what the renderer needs to show a drawing (LoadedDrawing minus the id).
 * `DrawingLoader` is the seam: until the drawing database (interpreter/drawing/index.ts) lands,
 * `scanLoader` only counts entities and hashes the text and returns an empty snapshot; the full
 * loader plugs in here without the rest of the host changing.
 */
import type { DrawingSnapshot } from '../../../interpreter/runner/contract.js';
import type { DrawingFactory, DrawingPort } from '../../../interpreter/runner/index.js';
import { sha256Hex } from './code-hash.js';

export interface LoadedDrawingData {
  hash: string;
  entityCount: number;
  snapshot: DrawingSnapshot;
}

export interface DrawingLoader {
  /** throws an Error whose message names the offending DXF line */
  load(text: string, name: string): LoadedDrawingData;
  empty(name: string): LoadedDrawingData;
}

/** Count the entities in a DXF's ENTITIES section (group-code/value line pairs). */
export function countDxfEntities(text: string): number {
  const lines = text.split(/\r?\n/);
  let inEntities = false;
  let count = 0;
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const code = lines[i]!.trim();
    if (code !== '0' && code !== '2') continue;
    const value = lines[i + 1]!.trim();
    if (code === '2') {
      if (value === 'ENTITIES' && lines[i - 1]?.trim() === 'SECTION') inEntities = true;
      continue;
    }
    if (!inEntities) continue;
    if (value === 'ENDSEC') break;
    // VERTEX and SEQEND belong to the POLYLINE before them, ATTRIB to its INSERT.
    if (value !== 'VERTEX' && value !== 'SEQEND' && value !== 'ATTRIB') count++;
  }
  return count;
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

/**
 * The full loader over the drawing database's factory (interpreter/drawing: `drawingFactory`):
 * real snapshots for the drawing views. Wire it with
 * `createHost({ drawingLoader: factoryLoader(drawingFactory) })`.
 */
export function factoryLoader(factory: DrawingFactory): DrawingLoader {
  const data = (port: DrawingPort): LoadedDrawingData => ({ hash: port.hash(), entityCount: port.entityCount(), snapshot: port.toUi(port.snapshot()) });
  return {
    load: (text, name) => data(factory.fromDxf(text, name)),
    empty: (name) => data(factory.empty(name)),
  };
}
