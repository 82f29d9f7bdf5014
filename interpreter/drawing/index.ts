/*
 * The drawing database's public API: the factory the runner uses, DXF in/out, and the types hosts
 * and tests need. Everything else under interpreter/drawing/ is internal.
 */
export { drawingFactory, emptyDrawing, openDxf, DrawingPortImpl, newSysvars, type DrawingFactoryImpl } from './port.js';
export { Drawing, drawingOf, type DrawingSysvars } from './drawing.js';
export { DrawingDb } from './db.js';
export type { DbRecord } from './model/record.js';
export type { GV, Tags } from './model/tags.js';
export { entgetList } from './view.js';
import { openDxf } from './port.js';
import type { DrawingPortImpl } from './port.js';

/** Read a DXF drawing (text, or bytes decoded by $ACADVER/$DWGCODEPAGE); throws "DXF line N: ..." when malformed. */
export function readDxf(input: string | Uint8Array, name = 'drawing.dxf'): DrawingPortImpl {
  return openDxf(input, name);
}

/** The drawing as ASCII DXF (AC1027). */
export function writeDxf(port: DrawingPortImpl): string {
  return port.toDxf();
}
