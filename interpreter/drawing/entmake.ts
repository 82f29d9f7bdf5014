/*
 * entmake / entmakex. Graphical entities get a new handle, defaults from CLAYER/CECOLOR/CELTYPE/
 * TEXTSIZE/TEXTSTYLE, and land in model space (paper space with 67 = 1). R13+ types must carry
 * their 100 markers. Complex entities come in successive calls (POLYLINE, VERTEX..., SEQEND;
 * INSERT with 66 = 1, ATTRIB..., SEQEND) and become visible at the SEQEND; block definitions
 * likewise (BLOCK, entities, ENDBLK, which returns the block name). Table records (LAYER, LTYPE,
 * STYLE, APPID, DIMSTYLE, UCS, VIEW) and non-graphical objects (entmakex DICTIONARY/XRECORD, with no
 * owner) are made too. Failures return nil and set ERRNO.
 */
import type { Value } from '../core/values.js';
import { commitBlock } from './blocks.js';
import { checkRefs, checkXdata, ensureLayerOf, ERR, validSymbolName } from './checks.js';
import type { TableName } from './db.js';
import { couplingOf } from './coupling.js';
import type { Drawing } from './drawing.js';
import { buildEntityBody } from './entity-body.js';
import { ENTMAKE_TYPES, entityType, isKnownEntityType } from './entities/registry.js';
import { makeRecord, type DbRecord } from './model/record.js';
import { TagBuilder, tagGet, tagNum, tagStr, type Tags } from './model/tags.js';
import { normalizeEntry } from './tables.js';
import { parseEntList } from './view.js';
import { mergeXdata } from './xdata.js';

export const TABLE_RECORD_TYPES: Readonly<Record<string, TableName>> = {
  LAYER: 'LAYER',
  LTYPE: 'LTYPE',
  STYLE: 'STYLE',
  APPID: 'APPID',
  DIMSTYLE: 'DIMSTYLE',
  UCS: 'UCS',
  VIEW: 'VIEW',
  VPORT: 'VPORT',
};

/** Non-graphical object types entmake/entmakex may create (owner-less until dictadd). */
export const OBJECT_TYPES: ReadonlySet<string> = new Set([
  'DICTIONARY', 'XRECORD', 'GROUP', 'DICTIONARYVAR', 'ACDBDICTIONARYWDFLT', 'ACDBPLACEHOLDER', 'LAYOUT', 'MLINESTYLE',
  'SCALE', 'IMAGEDEF', 'LAYER_FILTER', 'LAYER_INDEX', 'MATERIAL', 'VISUALSTYLE', 'TABLESTYLE', 'MLEADERSTYLE',
  'PLOTSETTINGS', 'FIELD', 'SORTENTSTABLE', 'DBCOLOR',
]);

/** What entmake made: the new handle, or the name of a finished block, or "pending" for parts. */
export type MakeResult = { handle: string } | { blockName: string } | { pending: string };

/** Cancel anything half-built ((entmake) with no argument). */
export function cancelPending(d: Drawing): void {
  d.db.pending = null;
  d.db.pendingBlock = null;
}

export function entmake(d: Drawing, lst: Value): MakeResult | null {
  const p = parseEntList(d.db, lst);
  const fail = (code: number): null => {
    d.errno(code);
    return null;
  };
  if (p.type === undefined || p.typeIndex > 1 || (p.typeIndex === 1 && p.firstCode !== -1)) return fail(ERR.badEntityType);
  const type = p.type;
  if (TABLE_RECORD_TYPES[type]) return makeTableRecord(d, type, p.tags, fail);
  if (type === 'BLOCK') return beginBlock(d, p.tags, fail);
  if (type === 'ENDBLK') return endBlock(d, fail);
  if (OBJECT_TYPES.has(type)) {
    const h = d.db.newHandle();
    d.db.addObject(makeRecord(h, type, p.owner ?? '0', p.tags));
    return { handle: h };
  }
  if (type === 'VIEWPORT') return fail(ERR.viewport);
  if (!ENTMAKE_TYPES.has(type) && isKnownEntityType(type)) return fail(ERR.badEntityType);
  const def = entityType(type);
  if (def.modern) {
    const markers = p.tags.c.filter((c) => c === 100).length;
    if (!p.tags.v.some((v, i) => p.tags.c[i] === 100 && v === 'AcDbEntity') || markers < 2) return fail(ERR.badEntityType);
  }
  for (const code of def.required) if (!p.tags.c.includes(code)) return fail(ERR.badEntityType);
  if (type === 'INSERT' && d.db.pendingBlock && tagStr(p.tags, 2).toUpperCase() === d.db.pendingBlock.name.toUpperCase()) return fail(ERR.badBlockName);
  const built = buildEntityBody(type, p.tags, d.env(), true);
  if (def.validate && !def.validate(built.part)) return fail(ERR.badEntityType);
  const err = checkRefs(d, built.body, def);
  if (err) return fail(err);
  let xdata = null;
  if (p.xdata !== undefined) {
    const x = checkXdata(d, p.xdata);
    if (typeof x === 'number') return fail(x);
    xdata = mergeXdata(null, x);
  }
  const db = d.db;
  // complex entities: parts wait for their SEQEND
  if (type === 'VERTEX' || type === 'ATTRIB' || type === 'SEQEND') {
    const want = type === 'VERTEX' ? 'polyline' : type === 'ATTRIB' ? 'insert' : undefined;
    const pend = db.pending;
    if (!pend || (want && pend.kind !== want)) return fail(ERR.badPolyline);
    ensureLayerOf(d, built.body);
    const header = pend.records[0]!;
    const rec = makeRecord(db.newHandle(), type, header.handle, built.body, null, xdata);
    pend.records.push(rec);
    if (type !== 'SEQEND') return { pending: rec.handle };
    db.pending = null;
    commit(d, pend.records);
    return { handle: header.handle };
  }
  ensureLayerOf(d, built.body);
  const owner = ownerFor(d, built.space, built.layout);
  const rec = makeRecord(db.newHandle(), type, owner, built.body, null, xdata);
  if (type === 'POLYLINE' || (type === 'INSERT' && tagGet(built.body, 66) === 1)) {
    db.pending = { kind: type === 'POLYLINE' ? 'polyline' : 'insert', records: [rec] };
    return { pending: rec.handle };
  }
  db.pending = null;
  commit(d, [rec]);
  return { handle: rec.handle };
}

/** An entity for addEntity: its type and groups (entmake form), and its VERTEX/ATTRIB subentities. */
export interface NewEntity {
  type: string;
  tags: Tags;
  /** subentities in order; a SEQEND is added after them */
  subs?: ReadonlyArray<{ type: string; tags: Tags }>;
}

/**
 * Build and check one entity (and its subentities) as entmake does — defaults from the current
 * settings, the type's template, validation, known references, the layer created when new — and
 * add it to `owner` (a layout's or a block definition's record). The new handle, or the ERRNO code.
 */
export function addEntity(d: Drawing, owner: string, e: NewEntity): string | number {
  const db = d.db;
  const parts = [{ type: e.type, tags: e.tags }, ...(e.subs ?? [])];
  if (e.subs) parts.push({ type: 'SEQEND', tags: new TagBuilder().done() });
  const built: Tags[] = [];
  for (const p of parts) {
    const def = entityType(p.type);
    const b = buildEntityBody(p.type, p.tags, d.env(), true);
    if (def.validate && !def.validate(b.part)) return ERR.badEntityType;
    const err = checkRefs(d, b.body, def);
    if (err) return err;
    built.push(b.body);
  }
  for (const body of built) ensureLayerOf(d, body);
  const head = makeRecord(db.newHandle(), e.type, owner, built[0]!);
  db.addEntity(head);
  for (let i = 1; i < built.length; i++) db.addEntity(makeRecord(db.newHandle(), parts[i]!.type, head.handle, built[i]!));
  return head.handle;
}

/** Where a new entity goes: the block being defined, paper space (67 = 1 or a layout name), or model space. */
function ownerFor(d: Drawing, space: number | undefined, layout: string | undefined): string {
  const db = d.db;
  if (db.pendingBlock) return db.pendingBlock.record;
  if (layout !== undefined) {
    for (const [rec, name] of db.layouts) if (name.toUpperCase() === layout.toUpperCase()) return rec;
  }
  const current = couplingOf(d).currentSpaceOwner();
  if (space === 1) return current !== db.modelSpace ? current : db.paperSpace;
  if (space === 0) return db.modelSpace;
  return current;
}

function commit(d: Drawing, records: DbRecord[]): void {
  const db = d.db;
  const pb = db.pendingBlock;
  if (pb) {
    pb.records.push(...records);
    return;
  }
  for (const r of records) db.addEntity(r);
}

function makeTableRecord(d: Drawing, type: string, tags: Tags, fail: (c: number) => null): MakeResult | null {
  const table = TABLE_RECORD_TYPES[type]!;
  const name = tagStr(tags, 2);
  if (!validSymbolName(name) || d.db.tableEntry(table, name)) return fail(ERR.badTableName);
  const body = normalizeEntry(type, tags);
  if (type === 'LAYER') {
    const lt = tagStr(body, 6, 'Continuous');
    if (!d.db.tableEntry('LTYPE', lt)) return fail(ERR.badLinetype);
  }
  const r = d.db.addTableEntry(table, type, body);
  return { handle: r.handle };
}

function beginBlock(d: Drawing, tags: Tags, fail: (c: number) => null): MakeResult | null {
  const db = d.db;
  const name = tagStr(tags, 2);
  if (!name) return fail(ERR.missingBlockName);
  if (!tags.c.includes(10)) return fail(ERR.mandatoryMissing);
  const anonymous = name.startsWith('*') || (tagNum(tags, 70) & 1) !== 0;
  if (!anonymous && !validSymbolName(name)) return fail(ERR.badBlockName);
  const existing = anonymous ? undefined : db.block(name);
  if (existing && db.isLayout(existing.record)) return fail(ERR.badBlockName);
  db.pending = null;
  const body = buildEntityBody('BLOCK', tags, { ...d.env(), layer: '0', color: 256, linetype: 'BYLAYER' }, true).body;
  db.pendingBlock = { name, body, record: existing?.record ?? db.newHandle(), redefine: existing, records: [] };
  return { pending: name };
}

function endBlock(d: Drawing, fail: (c: number) => null): MakeResult | null {
  const db = d.db;
  const pb = db.pendingBlock;
  if (!pb) return fail(ERR.endOfBlock);
  if (db.pending) return fail(ERR.badPolyline);
  db.pendingBlock = null;
  return { blockName: commitBlock(db, pb) };
}
