/*
 * DRAWORDER (and ActiveX MoveToTop / MoveToBottom / MoveAbove / MoveBelow on the SortentsTable):
 * the order a space draws its entities in, kept where AutoCAD keeps it — a SORTENTSTABLE object in
 * the space's block record extension dictionary under ACAD_SORTENTS (SORTENTSTABLE DXF reference:
 * 330 the block record, then 331 entity / 5 sort handle pairs). Entities draw in ascending sort
 * handle; an entity without an entry sorts by its own handle. Reordering hands the space's own
 * handles, in ascending order, to the entities in their new drawing order, and the table lists
 * the entities whose sort handle is not their own.
 */
import type { DrawingDb } from '../db.js';
import { handleToNumber } from '../model/handles.js';
import { makeRecord, type DbRecord } from '../model/record.js';
import { TagBuilder, type Tags } from '../model/tags.js';
import { sortDict } from '../standard.js';
import { emptyResult, handleOf, liveEntity, type EditResult, type EntityRef } from './records.js';

export type DrawOrder = 'front' | 'back' | { above: readonly EntityRef[] } | { under: readonly EntityRef[] };

const xdictOf = (r: DbRecord): string | undefined => {
  const h = r.head;
  if (!h) return undefined;
  for (let i = 0; i + 1 < h.c.length; i++) if (h.c[i] === 102 && h.v[i] === '{ACAD_XDICTIONARY' && h.c[i + 1] === 360) return h.v[i + 1] as string;
  return undefined;
};

/** The SORTENTSTABLE of a space (block record handle), made when `create`. */
function sortTable(db: DrawingDb, space: string, create: boolean): DbRecord | undefined {
  const br = db.get(space);
  if (!br) return undefined;
  let dictH = xdictOf(br);
  let dict = dictH ? db.get(dictH) : undefined;
  if (dict) {
    for (let i = 0; i + 1 < dict.body.c.length; i++) {
      if (dict.body.c[i] === 3 && dict.body.v[i] === 'ACAD_SORTENTS') {
        const t = db.get(dict.body.v[i + 1] as string);
        if (t && !t.deleted) return t;
      }
    }
  }
  if (!create) return undefined;
  if (!dict) {
    dictH = db.newHandle();
    dict = makeRecord(dictH, 'DICTIONARY', space, new TagBuilder().push(100, 'AcDbDictionary').push(280, 1).push(281, 1).done(), new TagBuilder().push(102, '{ACAD_REACTORS').push(330, space).push(102, '}').done());
    db.addObject(dict);
    const head = new TagBuilder();
    if (br.head) head.append(br.head);
    head.push(102, '{ACAD_XDICTIONARY').push(360, dictH).push(102, '}');
    db.replace({ ...br, head: head.done() });
  }
  const th = db.newHandle();
  const table = makeRecord(th, 'SORTENTSTABLE', dictH!, new TagBuilder().push(100, 'AcDbSortentsTable').push(330, space).done(), new TagBuilder().push(102, '{ACAD_REACTORS').push(330, dictH!).push(102, '}').done());
  db.addObject(table);
  const now = db.get(dictH!)!;
  db.replace({ ...now, body: sortDict(new TagBuilder().append(now.body).push(3, 'ACAD_SORTENTS').push(360, th).done()) });
  return db.get(th);
}

function sortKeys(table: DbRecord | undefined): Map<string, string> {
  const m = new Map<string, string>();
  if (!table) return m;
  const b = table.body;
  for (let i = 0; i + 1 < b.c.length; i++) if (b.c[i] === 331 && b.c[i + 1] === 5) m.set(b.v[i] as string, b.v[i + 1] as string);
  return m;
}

/** The live main entities of a space in drawing order (first drawn first). */
export function drawingOrder(db: DrawingDb, space: string): string[] {
  const keys = sortKeys(sortTable(db, space, false));
  const hs = (db.ownerLists.get(space) ?? []).filter((h) => {
    const r = db.get(h);
    return r && !r.deleted;
  });
  const key = (h: string): number => handleToNumber(keys.get(h) ?? h);
  return hs.sort((a, b) => key(a) - key(b));
}

/** Move entities to the front or back of their space's drawing order, or above / under others. */
export function drawOrder(db: DrawingDb, refs: readonly EntityRef[], where: DrawOrder): EditResult {
  const res = emptyResult();
  const recs = refs.map((r) => liveEntity(db, r)).filter((r): r is DbRecord => !!r);
  if (!recs.length) return res;
  const space = recs[0]!.owner;
  const moving = new Set(recs.filter((r) => r.owner === space).map((r) => r.handle));
  const order = drawingOrder(db, space);
  const stay = order.filter((h) => !moving.has(h));
  const moved = order.filter((h) => moving.has(h));
  let next: string[];
  if (where === 'front') next = [...stay, ...moved];
  else if (where === 'back') next = [...moved, ...stay];
  else {
    const refsOf = ('above' in where ? where.above : where.under).map((r) => handleOf(db, r)).filter((h): h is string => !!h && !moving.has(h));
    const idx = refsOf.map((h) => stay.indexOf(h)).filter((i) => i >= 0);
    if (!idx.length) return res;
    const at = 'above' in where ? Math.max(...idx) + 1 : Math.min(...idx);
    next = [...stay.slice(0, at), ...moved, ...stay.slice(at)];
  }
  const sorted = order.slice().sort((a, b) => handleToNumber(a) - handleToNumber(b));
  const table = sortTable(db, space, true)!;
  const body = new TagBuilder();
  let i = 0;
  for (; i < table.body.c.length && table.body.c[i] !== 331; i++) body.push(table.body.c[i]!, table.body.v[i]!);
  next.forEach((h, k) => {
    if (sorted[k] !== h) body.push(331, h).push(5, sorted[k]!);
  });
  db.replace({ ...table, body: body.done() as Tags });
  res.changed.push(...moved);
  return res;
}
