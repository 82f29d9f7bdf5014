/* Read a DXF drawing from text or bytes (see codepage.ts for how bytes are decoded). */
import type { DrawingDb } from '../db.js';
import { decodeDxfBytes } from './codepage.js';
import { loadDxf, type HeaderSink } from './load.js';
import { GroupReader } from './tokenizer.js';

export function readDxfDb(input: string | Uint8Array, sink: HeaderSink): DrawingDb {
  const text = typeof input === 'string' ? input : decodeDxfBytes(input);
  return loadDxf(new GroupReader(text), sink);
}
