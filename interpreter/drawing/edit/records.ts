/*
 * What every edit shares: naming the entities to edit (an ename or a handle), refusing the ones
 * AutoCAD refuses (erased, on a locked layer), the result every edit returns, and the three ways
 * an edit writes: a new version of a record (db.replace), a copy of an entity with its
 * subentities (COPY, ARRAY, MIRROR, OFFSET), and a new entity that takes its properties from the
 * one it came from (EXPLODE, TRIM's second half, FILLET's arc). Every write goes through the
 * database, so the undo journal records it and UNDO takes it back.
 */
import { Ename } from '../../core/values.js';
import type { DrawingDb } from '../db.js';
import { buildEntityBody } from '../entity-body.js';
import { splitBody } from '../entities/common.js';
import type { NormalizeEnv } from '../entities/schema.js';
import { makeRecord, SUBENTITY_TYPES, type DbRecord } from '../model/record.js';
import { TagBuilder, tagGet, tagStr, type GV, type Tags } from '../model/tags.js';

/** An entity named by its ename or its handle. */
export type EntityRef = Ename | string;

/** Why an edit refused an entity (the command prints AutoCAD's words for it, ActiveX raises). */
export type EditError =
  | 'notFound' // erased, or no such entity
  | 'locked' // on a locked layer
  | 'nonUniformScale' // the type cannot be scaled unevenly
  | 'degenerate' // a singular matrix, a zero length
  | 'unsupported' // the edit does not apply to this type
  | 'notPlanar' // not in a plane parallel to the WCS XY plane
  | 'noEdge' // TRIM/EXTEND: no cutting or boundary edge meets it
  | 'cannotOffset' // OFFSET: no offset on that side at that distance
  | 'tooLarge' // FILLET/CHAMFER: the radius or distances do not fit
  | 'parallel' // FILLET/CHAMFER: the lines do not meet
  | 'closed' // LENGTHEN/EXTEND: a closed curve
  | 'notJoinable'; // JOIN/PEDIT Join: nothing meets it

export interface EditFailure {
  handle: string;
  error: EditError;
}

/** What an edit did: handles created, changed in place and erased, and the entities it refused. */
export interface EditResult {
  created: string[];
  changed: string[];
  erased: string[];
  failed: EditFailure[];
}

export const emptyResult = (): EditResult => ({ created: [], changed: [], erased: [], failed: [] });

/** Append b's lists to a. */
export function mergeResult(a: EditResult, b: EditResult): EditResult {
  a.created.push(...b.created);
  a.changed.push(...b.changed);
  a.erased.push(...b.erased);
  a.failed.push(...b.failed);
  return a;
}

/** The handle an entity reference names (upper-case for handles), or undefined for a foreign ename. */
export function handleOf(db: DrawingDb, ref: EntityRef): string | undefined {
  return ref instanceof Ename ? db.handleOf(ref) : ref.toUpperCase();
}

/** The live entity a reference names (not erased; a graphical entity, not a subentity). */
export function liveEntity(db: DrawingDb, ref: EntityRef): DbRecord | undefined {
  const h = handleOf(db, ref);
  const r = h === undefined ? undefined : db.get(h);
  return r && db.isEntity(r.handle) && db.isLive(r) && !SUBENTITY_TYPES.has(r.type) ? r : undefined;
}

export const layerOf = (r: DbRecord): string => tagStr(r.body, 8, '0');

/**
 * The entity a reference names if it may be edited, else why not. `locked` memoises the layers'
 * lock state over one edit of many entities.
 */
export function editableEntity(db: DrawingDb, ref: EntityRef, locked?: Map<string, boolean>): DbRecord | EditFailure {
  const r = liveEntity(db, ref);
  if (!r) return { handle: handleOf(db, ref) ?? '', error: 'notFound' };
  const layer = layerOf(r);
  let lk = locked?.get(layer);
  if (lk === undefined) {
    lk = db.layerState(layer)?.locked ?? false;
    locked?.set(layer, lk);
  }
  if (lk) return { handle: r.handle, error: 'locked' };
  return r;
}

export const isFailure = (x: DbRecord | EditFailure): x is EditFailure => 'error' in x;

/** The live subentities of a complex entity (VERTEX / ATTRIB ... SEQEND), in order. */
export function subRecords(db: DrawingDb, handle: string): DbRecord[] {
  const hs = db.subentities(handle);
  if (hs.length === 0) return [];
  const out: DbRecord[] = [];
  for (const h of hs) {
    const s = db.get(h);
    if (s && !s.deleted) out.push(s);
  }
  return out;
}

/** Erase an entity (its subentities follow it, as entdel does). */
export function eraseRecord(db: DrawingDb, r: DbRecord): void {
  if (!r.deleted) db.replace({ ...r, deleted: true });
}

/**
 * A copy of an entity and its subentities with new handles, in `owner` (default: the same space
 * or block), added at the end of the database; `bodyOf` may change each record's groups on the
 * way (a transform). Extension dictionaries and reactors are not copied; xdata is.
 */
export function cloneEntity(db: DrawingDb, r: DbRecord, bodyOf: (rec: DbRecord, header: DbRecord) => Tags = (rec) => rec.body, owner = r.owner): string {
  const handle = db.newHandle();
  const header = makeRecord(handle, r.type, owner, bodyOf(r, r), null, r.xdata);
  db.addEntity(header);
  for (const s of subRecords(db, r.handle)) db.addEntity(makeRecord(db.newHandle(), s.type, handle, bodyOf(s, r), null, s.xdata));
  return handle;
}

/** Types that carry a thickness (39). */
const THICK = new Set(['LINE', 'CIRCLE', 'ARC', 'POINT', 'LWPOLYLINE', 'POLYLINE', 'TEXT', 'ATTDEF', 'SOLID', 'TRACE', 'SHAPE']);

/** The AcDbEntity groups of a body (layer, colour, linetype, lineweight, ltscale, transparency...). */
export function commonGroups(body: Tags): Tags {
  return splitBody(body, false).common;
}

function envOf(body: Tags): NormalizeEnv {
  return { layer: tagStr(body, 8, '0'), color: 256, linetype: 'BYLAYER', textSize: 0.2, textStyle: 'Standard' };
}

/** A body of `type` from the source's common properties (and thickness) plus the type's own groups. */
export function derivedBody(src: Tags, type: string, groups: ReadonlyArray<readonly [number, GV]>, opts: { thickness?: boolean } = {}): Tags {
  const b = new TagBuilder().append(commonGroups(src));
  const th = tagGet(src, 39);
  if ((opts.thickness ?? true) && typeof th === 'number' && th !== 0 && THICK.has(type) && !groups.some((g) => g[0] === 39)) b.push(39, th);
  for (const [c, v] of groups) b.push(c, v);
  return buildEntityBody(type, b.done(), envOf(src), true).body;
}

/** A new entity of `type` with the properties of `src`, in src's space or block (or `owner`); its handle. */
export function deriveEntity(db: DrawingDb, src: DbRecord, type: string, groups: ReadonlyArray<readonly [number, GV]>, owner = src.owner): string {
  const rec = makeRecord(db.newHandle(), type, owner, derivedBody(src.body, type, groups));
  db.addEntity(rec);
  return rec.handle;
}

/** Replace the type's own groups of an entity, keeping its common properties. */
export function rewriteEntity(db: DrawingDb, r: DbRecord, groups: ReadonlyArray<readonly [number, GV]>): void {
  db.replace({ ...r, body: derivedBody(r.body, r.type, groups, { thickness: false }) });
}

/** Set (or add) single groups of an entity's body. */
export function setGroups(db: DrawingDb, r: DbRecord, groups: ReadonlyArray<readonly [number, GV]>, drop: readonly number[] = []): DbRecord {
  const c: number[] = [];
  const v: GV[] = [];
  const done = new Set<number>();
  for (let i = 0; i < r.body.c.length; i++) {
    const code = r.body.c[i]!;
    if (drop.includes(code)) continue;
    const g = groups.find((x) => x[0] === code);
    if (g && !done.has(code)) {
      done.add(code);
      c.push(code);
      v.push(g[1]);
    } else if (!g) {
      c.push(code);
      v.push(r.body.v[i]!);
    }
  }
  const extra = groups.filter((g) => !done.has(g[0]));
  let body: Tags = { c, v };
  if (extra.length) {
    // new common groups go into the AcDbEntity part, the rest at the end; the template orders them
    const b = new TagBuilder().append(body);
    for (const [code, val] of extra) b.push(code, val);
    body = buildEntityBody(r.type, b.done(), envOf(r.body), true).body;
  }
  const next = { ...r, body };
  db.replace(next);
  return next;
}
