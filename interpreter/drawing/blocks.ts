/*
 * Block definitions and block references as records: the one implementation the command line
 * (BLOCK, -INSERT, WBLOCK, ATTSYNC) and the ActiveX methods (Blocks.Add, InsertBlock) call, and
 * that entmake's BLOCK ... ENDBLK finishes through (`commitBlock`).
 *   - `copyEntities`: entities (with their VERTEX/ATTRIB parts) under a matrix, as new bodies;
 *     a DIMENSION's picture block is copied with it;
 *   - `defineBlock`: a named (or anonymous *U/*D...) definition from copies; redefining an
 *     existing name replaces its contents and base point (references follow, attributes stay);
 *   - `insertGroups`: an INSERT's groups and the ATTRIBs its block's variable ATTDEFs give, each
 *     ATTDEF placed by the insertion's transform (`attribGroups`), its value from the caller.
 * Group lists are returned, not added: the caller adds them with its current properties
 * (the command line's addEntity, ActiveX's own).
 */
import type { BlockDef, DrawingDb, PendingBlock } from './db.js';
import type { Drawing } from './drawing.js';
import { buildEntityBody } from './entity-body.js';
import { transformRecord } from './entities/transform.js';
import { insertTransforms } from './geometry/shape-block.js';
import { IDENTITY, type Mat } from './geometry/matrix.js';
import type { Vec3 } from './geometry/vec.js';
import { isPointerCode } from './model/group-codes.js';
import { makeRecord, SUBENTITY_TYPES, type DbRecord } from './model/record.js';
import { TagBuilder, tagGet, tagNum, tagSet, tagStr, type GV, type Tags } from './model/tags.js';
import { normalizeEntry } from './tables.js';

export type Groups = ReadonlyArray<readonly [number, GV]>;

/** What block writing needs of a drawing: its database and the defaults entity bodies take. */
export type BlockHost = Pick<Drawing, 'db' | 'env'>;

/** An entity to be written somewhere new: its body, and its parts for complex entities. */
export interface EntityCopy {
  /** the handle it was copied from (pointers to it among the same copies are redirected) */
  source?: string;
  type: string;
  body: Tags;
  head: Tags | null;
  xdata: Tags | null;
  subs: Array<{ type: string; body: Tags; head: Tags | null; xdata: Tags | null }>;
}

const tagsOf = (groups: Groups): Tags => {
  const b = new TagBuilder();
  for (const [c, v] of groups) b.push(c, v);
  return b.done();
};

// ---- definitions -----------------------------------------------------------------------

/** A live, non-layout block definition by name. */
export function blockDef(db: DrawingDb, name: string): BlockDef | undefined {
  const b = db.block(name);
  return b && !db.isLayout(b.record) ? b : undefined;
}

/** The base point of a definition (BLOCK 10). */
export function blockBase(db: DrawingDb, b: BlockDef): Vec3 {
  const p = tagGet(db.get(b.begin)?.body ?? { c: [], v: [] }, 10);
  return Array.isArray(p) ? [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0] : [0, 0, 0];
}

/** The live main entities of a definition, in order. */
export function blockEntities(db: DrawingDb, b: BlockDef): DbRecord[] {
  const out: DbRecord[] = [];
  for (const h of db.ownerLists.get(b.record) ?? []) {
    const r = db.get(h);
    if (r && !r.deleted && !SUBENTITY_TYPES.has(r.type)) out.push(r);
  }
  return out;
}

/**
 * Write a definition whose entity records are made (owned by `pb.record`, parts by their
 * headers): a new BLOCK_RECORD, BLOCK and ENDBLK, or, when redefining, the old contents deleted
 * and the BLOCK's base point and flags replaced. Anonymous names (`*`, or flag 1) get their
 * kind letter and the next free number (*D dimension, *X hatch, *U by default). Returns the name.
 */
export function commitBlock(db: DrawingDb, pb: PendingBlock): string {
  let name = pb.name;
  let body = pb.body;
  if (name.startsWith('*') || (tagNum(body, 70) & 1) !== 0) {
    const prefix = /^\*[A-Z]/i.test(name) ? name.slice(0, 2).toUpperCase() : '*U';
    let n = 1;
    while (db.block(`${prefix}${n}`)) n++;
    name = `${prefix}${n}`;
    body = tagSet(tagSet(body, 2, name), 70, tagNum(body, 70) | 1);
  }
  if (pb.redefine) {
    for (const h of db.ownerLists.get(pb.record) ?? []) {
      const r = db.get(h);
      if (r && !r.deleted) db.replace({ ...r, deleted: true });
    }
    const begin = db.get(pb.redefine.begin)!;
    db.replace({ ...begin, body });
  } else {
    const br = db.table('BLOCK_RECORD')!;
    db.addObject(makeRecord(pb.record, 'BLOCK_RECORD', br.handle, normalizeEntry('BLOCK_RECORD', tagsOf([[2, name], [70, 0]]))));
    db.indexTableEntry('BLOCK_RECORD', db.get(pb.record)!);
    const begin = db.newHandle();
    const end = db.newHandle();
    db.addObject(makeRecord(begin, 'BLOCK', pb.record, body));
    db.addObject(makeRecord(end, 'ENDBLK', pb.record, tagsOf([[100, 'AcDbEntity'], [8, '0'], [100, 'AcDbBlockEnd']])));
    db.registerBlock({ name, record: pb.record, begin, end });
  }
  for (const r of pb.records) db.addEntity(r);
  return name;
}

export interface BlockSpec {
  /** the name, or "*U" / "*D" ... for an anonymous block */
  name: string;
  /** base point (BLOCK 10) */
  base: Vec3;
  /** BLOCK 70 (1 anonymous, 2 has attribute definitions...; 2 is worked out from the contents) */
  flags?: number;
  /** BLOCK 4 */
  description?: string;
  /** insertion units (BLOCK_RECORD 70, an INSUNITS value) */
  units?: number;
  contents: readonly EntityCopy[];
}

/** Create or redefine a definition from copies; returns the definition (with its final name). */
export function defineBlock(d: BlockHost, spec: BlockSpec): BlockDef {
  const db = d.db;
  const anonymous = spec.name.startsWith('*') || ((spec.flags ?? 0) & 1) !== 0;
  const existing = anonymous ? undefined : blockDef(db, spec.name);
  const record = existing?.record ?? db.newHandle();
  const hasAttdefs = spec.contents.some((c) => c.type === 'ATTDEF' && (tagNum(c.body, 70) & 2) === 0);
  const flags = ((spec.flags ?? 0) & ~2) | (hasAttdefs ? 2 : 0);
  const groups: Array<[number, GV]> = [[8, '0'], [70, flags], [10, [...spec.base]], [2, spec.name], [1, '']];
  if (spec.description) groups.push([4, spec.description]);
  const body = buildEntityBody('BLOCK', tagsOf(groups), { ...d.env(), layer: '0', color: 256, linetype: 'BYLAYER' }, true).body;
  const records = copyRecords(db, record, spec.contents);
  const name = commitBlock(db, { name: spec.name, body, record, redefine: existing, records });
  const rec = db.get(record);
  if (spec.units !== undefined && rec && tagNum(rec.body, 70) !== spec.units) db.replace({ ...rec, body: tagSet(rec.body, 70, spec.units) });
  return db.block(name)!;
}

// ---- copies ------------------------------------------------------------------------------

/**
 * Records for copies owned by `owner` (parts by their header), with new handles; a pointer from
 * one copy to the source of another (a HATCH's boundary, a reactor) is redirected to that copy.
 */
export function copyRecords(db: DrawingDb, owner: string, copies: readonly EntityCopy[]): DbRecord[] {
  const fresh = new Map<string, string>();
  const handles = copies.map((c) => {
    const h = db.newHandle();
    if (c.source) fresh.set(c.source, h);
    return h;
  });
  const re = (t: Tags): Tags => (fresh.size === 0 ? t : { c: t.c, v: t.v.map((v, i) => (isPointerCode(t.c[i]!) && typeof v === 'string' ? (fresh.get(v) ?? v) : v)) });
  const out: DbRecord[] = [];
  copies.forEach((c, i) => {
    const h = handles[i]!;
    out.push(makeRecord(h, c.type, owner, re(c.body), c.head, c.xdata));
    for (const s of c.subs) out.push(makeRecord(db.newHandle(), s.type, h, re(s.body), s.head, s.xdata));
  });
  return out;
}

/** Add copies as entities of `owner` (a space's block record); their handles. */
export function addCopies(db: DrawingDb, owner: string, copies: readonly EntityCopy[]): string[] {
  const out: string[] = [];
  for (const r of copyRecords(db, owner, copies)) {
    db.addEntity(r);
    if (!SUBENTITY_TYPES.has(r.type)) out.push(r.handle);
  }
  return out;
}

export interface CopyResult {
  copies: EntityCopy[];
  /** handles of entities the matrix could not be applied to (non-uniform scale of a circle...) */
  refused: string[];
}

/**
 * Copies of live entities (and their parts) under `m`. A DIMENSION's anonymous picture block is
 * copied under the same matrix into a new *D block, so the copy draws where it now is.
 */
export function copyEntities(d: BlockHost, handles: readonly string[], m: Mat = IDENTITY): CopyResult {
  const db = d.db;
  const copies: EntityCopy[] = [];
  const refused: string[] = [];
  for (const h of handles) {
    const r = db.get(h);
    if (!r || r.deleted) continue;
    const moved = m === IDENTITY ? { ok: true as const, groups: r.body } : transformRecord(r, m);
    if (!moved.ok) {
      refused.push(h);
      continue;
    }
    let body = m === IDENTITY ? moved.groups : withoutNoise(moved.groups);
    const pic = r.type === 'DIMENSION' ? tagStr(r.body, 2) : '';
    if (pic.startsWith('*')) {
      const src = blockDef(db, pic);
      if (src) {
        const inner = copyEntities(d, blockEntities(db, src).map((e) => e.handle), m);
        const def = defineBlock(d, { name: '*D', base: [0, 0, 0], flags: 1, contents: inner.copies });
        body = tagSet(body, 2, def.name);
      }
    }
    const subs: EntityCopy['subs'] = [];
    for (const sh of db.subentities(h)) {
      const s = db.get(sh);
      if (!s || s.deleted) continue;
      const sm = m === IDENTITY || s.type === 'SEQEND' ? { ok: true as const, groups: s.body } : transformRecord(s, m, r);
      subs.push({ type: s.type, body: sm.ok ? withoutNoise(sm.groups) : s.body, head: null, xdata: s.xdata });
    }
    copies.push({ source: h, type: r.type, body, head: null, xdata: r.xdata, subs });
  }
  return { copies, refused };
}

/**
 * Rounding noise a transform leaves next to zero (a sine of 90°: 6.1e-17) written as 0, so a copy
 * shows 0.0 where the construction meant it; relative to the largest coordinate of the point.
 */
export function withoutNoise(t: Tags): Tags {
  let changed = false;
  const v = t.v.map((x) => {
    if (!Array.isArray(x)) return x;
    const eps = 1e-12 * Math.max(1, ...x.map(Math.abs));
    if (!x.some((n) => n !== 0 && Math.abs(n) < eps)) return x;
    changed = true;
    return x.map((n) => (Math.abs(n) < eps ? 0 : n));
  });
  return changed ? { c: t.c, v } : t;
}

// ---- references and attributes -----------------------------------------------------------

export interface AttdefInfo {
  handle: string;
  body: Tags;
  tag: string;
  prompt: string;
  value: string;
  /** 70: 1 invisible, 2 constant, 4 verify, 8 preset */
  flags: number;
}

/** The attribute definitions of a block, in definition order. */
export function attributeDefinitions(db: DrawingDb, name: string): AttdefInfo[] {
  const b = blockDef(db, name);
  if (!b) return [];
  return blockEntities(db, b)
    .filter((r) => r.type === 'ATTDEF')
    .map((r) => ({ handle: r.handle, body: r.body, tag: tagStr(r.body, 2), prompt: tagStr(r.body, 3), value: tagStr(r.body, 1), flags: tagNum(r.body, 70) }));
}

/** Variable attribute definitions (not constant): the ones an INSERT asks values for. */
export const variableAttributes = (db: DrawingDb, name: string): AttdefInfo[] => attributeDefinitions(db, name).filter((a) => (a.flags & 2) === 0);

export interface InsertSpec {
  name: string;
  /** insertion point in the OCS of `normal` (the WCS when normal is +Z) */
  at: Vec3;
  scale?: Vec3;
  /** radians, in the OCS */
  rotation?: number;
  normal?: Vec3;
  /** the value of each variable attribute, by its definition (default: its default value) */
  value?: (a: AttdefInfo, index: number) => string;
  /** the layer the insert goes on (attributes defined on layer 0 take it) */
  layer?: string;
}

/** The INSERT's own groups (66 1 when attributes follow). */
export function insertOwnGroups(spec: InsertSpec, withAttribs: boolean): Array<[number, GV]> {
  const s = spec.scale ?? [1, 1, 1];
  const g: Array<[number, GV]> = [];
  if (withAttribs) g.push([66, 1]);
  g.push([2, spec.name], [10, [...spec.at]], [41, s[0]], [42, s[1]], [43, s[2]], [50, spec.rotation ?? 0], [210, [...(spec.normal ?? [0, 0, 1])]]);
  return g;
}

/** An ATTDEF placed by an insertion (block -> WCS matrix), as the ATTRIB's groups with `value`. */
export function attribGroups(def: AttdefInfo, placement: Mat, value: string, insertLayer: string | undefined): Array<[number, GV]> {
  const moved = transformRecord({ type: 'ATTDEF', body: def.body }, placement);
  const g = moved.ok ? withoutNoise(moved.groups) : def.body;
  const out: Array<[number, GV]> = [];
  const get = (code: number): GV | undefined => tagGet(g, code);
  // the AcDbEntity part as defined (layer 0 takes the insert's layer)
  for (let i = 0; i < g.c.length && !(g.c[i] === 100 && g.v[i] === 'AcDbText'); i++) {
    const c = g.c[i]!;
    if (c === 100) continue;
    out.push([c, c === 8 && g.v[i] === '0' && insertLayer ? insertLayer : g.v[i]!]);
  }
  out.push([100, 'AcDbText']);
  // left-justified text keeps its alignment point at the origin, as AutoCAD stores it
  const left = tagNum(g, 72) === 0 && tagNum(def.body, 74) === 0;
  for (const c of [39, 10, 40, 1, 50, 41, 51, 7, 71, 72, 11, 210]) {
    const v = c === 1 ? value : c === 11 && left ? [0, 0, 0] : get(c);
    if (v !== undefined) out.push([c, v]);
  }
  out.push([100, 'AcDbAttribute'], [280, 0], [2, def.tag], [70, def.flags & ~2], [73, tagNum(def.body, 73)], [74, tagNum(def.body, 74)], [280, lockPosition(def.body)]);
  return out;
}

/** The lock-position flag: the second 280 of an ATTDEF (the first is the version); 0 when absent. */
export function lockPosition(t: Tags): number {
  let seen = 0;
  for (let i = 0; i < t.c.length; i++) if (t.c[i] === 280 && ++seen === 2) return Number(t.v[i]) || 0;
  return 0;
}

/** The block -> WCS matrix of an insertion of `name` as `spec` places it. */
export function insertPlacement(db: DrawingDb, spec: InsertSpec): Mat {
  const b = blockDef(db, spec.name);
  const base = b ? blockBase(db, b) : ([0, 0, 0] as Vec3);
  return insertTransforms(tagsOf(insertOwnGroups(spec, false)), base)[0]!;
}

/** The INSERT's groups and its ATTRIBs (one per variable ATTDEF), ready to add. */
export function insertGroups(d: Drawing, spec: InsertSpec): { groups: Array<[number, GV]>; attribs: Array<{ type: 'ATTRIB'; groups: Array<[number, GV]> }> } {
  const defs = variableAttributes(d.db, spec.name);
  const placement = insertPlacement(d.db, spec);
  const attribs = defs.map((a, i) => ({ type: 'ATTRIB' as const, groups: attribGroups(a, placement, spec.value ? spec.value(a, i) : a.value, spec.layer) }));
  return { groups: insertOwnGroups(spec, attribs.length > 0), attribs };
}

/** The ATTRIB records of an INSERT, live, in order. */
export function insertAttribs(db: DrawingDb, insert: string): DbRecord[] {
  const out: DbRecord[] = [];
  for (const h of db.subentities(insert)) {
    const r = db.get(h);
    if (r && !r.deleted && r.type === 'ATTRIB') out.push(r);
  }
  return out;
}

/** Change groups of an entity record (set, or added in their place by the type's template); the new record. */
export function setEntityGroups(d: BlockHost, r: DbRecord, changes: ReadonlyArray<readonly [number, GV]>): DbRecord {
  const live = d.db.get(r.handle) ?? r;
  let body = live.body;
  for (const [c, v] of changes) body = tagSet(body, c, v);
  const next = { ...live, body: buildEntityBody(live.type, body, d.env(), true).body };
  d.db.replace(next);
  return next;
}
