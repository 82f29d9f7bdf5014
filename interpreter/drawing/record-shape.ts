/*
 * A database record as the geometry reads it (geometry/shape.ts ShapeInput: type, stored groups,
 * live subentities), and a shape context that finds block definitions in the database. The
 * selection view (drawing.ts), the edits (TRIM / EXTEND edges, EXPLODE, extents) share these.
 */
import type { DrawingDb } from './db.js';
import type { BlockShapes, ShapeContext, ShapeInput } from './geometry/shape.js';
import { SUBENTITY_TYPES, type DbRecord } from './model/record.js';
import { tagGet, tagNum } from './model/tags.js';

export function recordShapeInput(db: DrawingDb, r: DbRecord): ShapeInput {
  return {
    type: r.type,
    groups: r.body,
    subs: () => {
      const out: ShapeInput[] = [];
      for (const h of db.subentities(r.handle)) {
        const s = db.get(h);
        if (s && !s.deleted) out.push({ type: s.type, groups: s.body });
      }
      return out;
    },
  };
}

/** The base point and live entities of a block definition (subentities left to their owners). */
export function blockContents(db: DrawingDb, name: string): { base: [number, number, number]; records: DbRecord[] } | undefined {
  const b = db.block(name);
  if (!b) return undefined;
  const begin = db.get(b.begin);
  const p = begin ? tagGet(begin.body, 10) : undefined;
  const records: DbRecord[] = [];
  for (const h of db.ownerLists.get(b.record) ?? []) {
    const r = db.get(h);
    if (r && !r.deleted && !SUBENTITY_TYPES.has(r.type)) records.push(r);
  }
  return { base: Array.isArray(p) ? [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0] : [0, 0, 0], records };
}

/** A shape context over the database's block definitions (cached per context) and TEXTSIZE. */
export function dbShapeContext(db: DrawingDb, textSize = 0.2): ShapeContext {
  const cache = new Map<string, BlockShapes | undefined>();
  return {
    textSize,
    styleWidth: (style) => {
      const s = db.tableEntry('STYLE', style);
      const w = s ? tagNum(s.body, 41, 1) : undefined;
      return w && w > 0 ? w : undefined;
    },
    block(name) {
      const key = name.toUpperCase();
      if (!cache.has(key)) {
        const c = blockContents(db, name);
        cache.set(key, c && { base: c.base, entities: c.records.map((r) => recordShapeInput(db, r)) });
      }
      return cache.get(key);
    },
  };
}
