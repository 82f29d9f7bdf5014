/** A drawing's compact form for crossing threads: encode where the drawing lives, decode in the worker. */
import type { DrawingPortImpl } from '../port.js';
import { encodeDb, type CompactDrawing } from './compact.js';

export { compactSize, compactTransferList, copyCompact, isCompactDrawing, type CompactDrawing } from './compact.js';
export { decodeDb, decodeDrawing } from './decode.js';

export const encodeDrawing = (port: DrawingPortImpl): CompactDrawing => encodeDb(port.db, port.sysvars, port.name);
