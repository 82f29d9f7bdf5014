/*
 * The DXF reader and writer as they were before issue 19's lean versions (main 205ca79): the
 * reference the equivalence tests compare against (same DrawingDb, same error messages, same bytes)
 * and the "before" rows of the DXF bench. Test-only; nothing in the product imports it.
 */
import type { DrawingDb } from '../../../interpreter/drawing/db.js';
import { decodeDxfBytes } from '../../../interpreter/drawing/dxf/codepage.js';
import type { HeaderSink } from '../../../interpreter/drawing/dxf/load.js';
import type { SysvarReader } from '../../../interpreter/drawing/dxf/writer.js';
import { loadDxf } from './load.js';
import { tokenize } from './tokenizer.js';
import { writeDxf } from './writer.js';

export function legacyReadDxfDb(input: string | Uint8Array, sink: HeaderSink): DrawingDb {
  const text = typeof input === 'string' ? input : decodeDxfBytes(input);
  return loadDxf(tokenize(text), sink);
}

export function legacyWriteDxf(db: DrawingDb, sysvars: SysvarReader): string {
  return writeDxf(db, sysvars);
}
