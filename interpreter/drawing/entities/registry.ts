/*
 * Entity types by DXF name. Types not listed are kept as data (groups in file order) and written
 * back unchanged.
 */
import { ARC } from './arc.js';
import { BLOCK, ENDBLK } from './block.js';
import { CIRCLE } from './circle.js';
import { DIMENSION } from './dimension.js';
import { ELLIPSE } from './ellipse.js';
import { HATCH } from './hatch.js';
import { ATTDEF, ATTRIB, INSERT } from './insert.js';
import { LINE } from './line.js';
import { LWPOLYLINE } from './lwpolyline.js';
import { FACE3D, SHAPE, SOLID, TRACE, VIEWPORT } from './misc.js';
import { MTEXT } from './mtext.js';
import { POINT } from './point.js';
import { POLYLINE, SEQEND, VERTEX } from './polyline.js';
import { rawType, type EntityTypeDef } from './schema.js';
import { SPLINE } from './spline.js';
import { TEXT } from './text.js';

const TYPES = new Map<string, EntityTypeDef>();
for (const t of [LINE, CIRCLE, ARC, POINT, TEXT, MTEXT, LWPOLYLINE, POLYLINE, VERTEX, SEQEND, INSERT, ATTRIB, ATTDEF, ELLIPSE, SPLINE, HATCH, DIMENSION, BLOCK, ENDBLK, FACE3D, SOLID, TRACE, SHAPE, VIEWPORT])
  TYPES.set(t.type, t);

const unknownCache = new Map<string, EntityTypeDef>();

/** The type definition; unknown types get a keep-as-data definition. */
export function entityType(type: string): EntityTypeDef {
  const t = TYPES.get(type);
  if (t) return t;
  let u = unknownCache.get(type);
  if (!u) {
    u = rawType(type, [], { modern: true });
    unknownCache.set(type, u);
  }
  return u;
}

export const isKnownEntityType = (type: string): boolean => TYPES.has(type);

/** Types entmake may create (VIEWPORT cannot be made; block brackets are handled separately). */
export const ENTMAKE_TYPES: ReadonlySet<string> = new Set([...TYPES.keys()].filter((t) => t !== 'VIEWPORT'));
