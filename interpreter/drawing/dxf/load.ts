/*
 * DXF group stream → database. Walks the sections: HEADER into system variables (through the
 * store's setRaw), CLASSES kept raw, TABLES into table entries, BLOCKS into block definitions,
 * ENTITIES into model/paper space, OBJECTS kept as raw records (dictionaries and layouts are read
 * for names). Entity bodies go through the per-type templates (angles to radians, defaults filled).
 * What an R12 file lacks (block records, handles, dictionaries) is filled in afterwards.
 */
import { raise } from '../../core/errors.js';
import { DrawingDb, TABLE_NAMES, type TableName } from '../db.js';
import { buildEntityBody } from '../entity-body.js';
import { DXF_ENV, DEG } from '../entities/schema.js';
import { entityType } from '../entities/registry.js';
import { TagCompactor } from '../model/compact.js';
import { makeRecord, SUBENTITY_TYPES } from '../model/record.js';
import { TagBuilder, tagGet, tagStr, type GV, type Tags } from '../model/tags.js';
import { ensureEntityLayers, ensureLayoutBlocks, ensureStandard, ensureTables } from '../standard.js';
import { normalizeEntry } from '../tables.js';
import { EntityPlans, GroupScratch } from './record-plan.js';
import { GroupReader } from './tokenizer.js';

export interface LoadOptions {
  /** false: every entity through the general path (tests compare the two) */
  plans?: boolean;
  /** counted here when given: entities built by a plan, and by the general path */
  counts?: { planned: number; general: number };
}

export interface HeaderSink {
  /** a HEADER variable: name without $, its groups */
  header(name: string, groups: Array<[number, GV]>): void;
}

type Cursor = GroupReader;

/** Whether the current group is `0 NAME` (a function, so the type checker sees the reader move between tests). */
const isMark = (cur: Cursor, name: string): boolean => cur.code === 0 && cur.value === name;
/** DIMSTYLE entries carry their handle in 105. */
const isDimstyle = (cur: Cursor): boolean => cur.value === 'DIMSTYLE';

/** Groups of one object: from after its `0 TYPE` up to the next 0 group. */
function readObject(cur: Cursor): { type: string; tags: Tags } {
  const type = cur.value as string;
  const t = new TagBuilder();
  cur.next();
  while (!cur.done && cur.code !== 0) {
    t.push(cur.code, cur.value);
    cur.next();
  }
  return { type, tags: t.done() };
}

interface Split {
  handle: string | undefined;
  owner: string | undefined;
  head: Tags | null;
  body: Tags;
  xdata: Tags | null;
}

/** Separate 5/105 handle, 102 groups and 330 owner at the head, and xdata at the tail. */
function splitHead(t: Tags, handleCode = 5): Split {
  let i = 0;
  let handle: string | undefined;
  let owner: string | undefined;
  let head: TagBuilder | null = null;
  const n = t.c.length;
  let progressed = true;
  while (i < n && progressed) {
    progressed = false;
    const c = t.c[i]!;
    if ((c === handleCode || c === 5) && handle === undefined) {
      handle = t.v[i] as string;
      i++;
      progressed = true;
    } else if (c === 102 && typeof t.v[i] === 'string' && (t.v[i] as string).startsWith('{')) {
      head ??= new TagBuilder();
      while (i < n) {
        head.push(t.c[i]!, t.v[i]!);
        if (t.c[i] === 102 && t.v[i] === '}') break;
        i++;
      }
      i++;
      progressed = true;
    } else if (c === 330 && owner === undefined) {
      owner = t.v[i] as string;
      i++;
      progressed = true;
    }
  }
  let end = n;
  for (let k = i; k < n; k++)
    if (t.c[k] === 1001) {
      end = k;
      break;
    }
  const body = new TagBuilder().append(t, i, end).done();
  const xdata = end < n ? new TagBuilder().append(t, end, n).done() : null;
  return { handle, owner, head: head?.done() ?? null, body, xdata };
}

/**
 * The groups of one record into `g`: from after its `0 TYPE` up to the next 0 group. Returns a
 * hash of the codes (the key of the record's plan, record-plan.ts).
 */
function readGroups(cur: Cursor, g: GroupScratch): number {
  return cur.readInto(g);
}

/**
 * splitHead over a record read into `g`: the 5/105 handle, 102 groups and the 330 owner at the
 * head, the body, and xdata from the first 1001 on. record-plan.ts makePlan mirrors it.
 */
function splitGroups(g: GroupScratch, handleCode: number): Split {
  let handle: string | undefined;
  let owner: string | undefined;
  let head: TagBuilder | null = null;
  const body = new TagBuilder();
  let xdata: TagBuilder | null = null;
  let inHead = true;
  let inGroup102 = false;
  for (let i = 0; i < g.n; i++) {
    const c = g.c[i]!;
    const v = g.v[i]!;
    if (inGroup102) {
      head!.push(c, v);
      if (c === 102 && v === '}') inGroup102 = false;
      continue;
    }
    if (inHead) {
      if ((c === handleCode || c === 5) && handle === undefined) {
        handle = v as string;
        continue;
      }
      if (c === 102 && typeof v === 'string' && v.startsWith('{')) {
        (head ??= new TagBuilder()).push(c, v);
        inGroup102 = true;
        continue;
      }
      if (c === 330 && owner === undefined) {
        owner = v as string;
        continue;
      }
      inHead = false;
    }
    if (xdata) xdata.push(c, v);
    else if (c === 1001) xdata = new TagBuilder().push(c, v);
    else body.push(c, v);
  }
  return { handle, owner, head: head?.done() ?? null, body: body.done(), xdata: xdata?.done() ?? null };
}

/** readObject and splitHead in one pass (through the load's scratch list). */
function readSplit(cur: Cursor, g: GroupScratch, handleCode = 5): { type: string } & Split {
  const type = cur.value as string;
  readGroups(cur, g);
  return { type, ...splitGroups(g, handleCode) };
}

/** Degrees in the file → radians in the database, for the type's angle codes. */
export function anglesToRadians(type: string, body: Tags): Tags {
  const angles = entityType(type).angles;
  if (!angles) return body;
  let v: GV[] | undefined;
  for (let i = 0; i < body.c.length; i++) {
    if (angles.has(body.c[i]!) && typeof body.v[i] === 'number') {
      v ??= body.v.slice();
      v[i] = (body.v[i] as number) * DEG;
    }
  }
  return v ? { c: body.c, v } : body;
}

/**
 * Read the groups `cur` yields into a new database. A fault the loader finds is reported only
 * once the rest of the text has been read: a damaged group later in the file wins, as it did when
 * the whole text was tokenized before loading.
 */
export function loadDxf(cur: GroupReader, sink: HeaderSink, opts: LoadOptions = {}): DrawingDb {
  try {
    cur.next();
    return load(cur, sink, opts);
  } catch (e) {
    if (!cur.failed) cur.drain();
    throw e;
  }
}

/** What one load shares: the scratch list records are read into, shared code arrays, entity plans. */
interface Kit {
  readonly g: GroupScratch;
  readonly pack: TagCompactor;
  readonly plans: EntityPlans | null;
  readonly counts: LoadOptions['counts'];
}

function load(cur: Cursor, sink: HeaderSink, opts: LoadOptions): DrawingDb {
  const db = new DrawingDb();
  const pack = new TagCompactor();
  const kit: Kit = { g: new GroupScratch(), pack, plans: opts.plans === false ? null : new EntityPlans(pack), counts: opts.counts };
  let sawSection = false;
  const usedHandle = (h: string | undefined): string => (h && h !== '0' && (db.isFreshHandle(h) || !db.get(h)) ? h : db.newHandle());
  const fail = (detail: string): never => raise('dxfMalformed', cur.line, detail);

  while (!cur.done) {
    const code = cur.code;
    const val = cur.value;
    if (code === 0 && val === 'EOF') break;
    if (code !== 0 || val !== 'SECTION') fail(`expected "0 SECTION", found group ${code} ${JSON.stringify(String(val).slice(0, 30))}`);
    cur.next();
    if (cur.code !== 2) fail('SECTION without a name (group 2)');
    const name = String(cur.value).toUpperCase();
    sawSection = true;
    cur.next();
    const endOf = () => isMark(cur, 'ENDSEC');
    const eof = () => cur.done || isMark(cur, 'EOF');
    if (name === 'HEADER') {
      while (!eof() && !endOf()) {
        if (cur.code !== 9) fail(`expected a header variable (group 9), found group ${cur.code}`);
        const vname = String(cur.value).replace(/^\$/, '').toUpperCase();
        cur.next();
        const groups: Array<[number, GV]> = [];
        while (!eof() && cur.code !== 9 && cur.code !== 0) {
          groups.push([cur.code, cur.value]);
          cur.next();
        }
        if (vname === 'HANDSEED' && typeof groups[0]?.[1] === 'string') db.seeSeed(groups[0][1]);
        db.headerCodes.set(vname, groups.map((g) => g[0]));
        sink.header(vname, groups);
      }
    } else if (name === 'CLASSES') {
      while (!eof() && !endOf()) {
        if (cur.code !== 0) fail(`expected "0 CLASS", found group ${cur.code}`);
        db.classes.push(readObject(cur).tags);
      }
    } else if (name === 'TABLES') {
      readTables(db, cur, eof, endOf, fail, usedHandle, kit);
    } else if (name === 'BLOCKS') {
      readBlocks(db, cur, eof, endOf, fail, usedHandle, kit);
    } else if (name === 'ENTITIES') {
      ensureLayoutBlocks(db);
      readEntities(db, cur, eof, endOf, usedHandle, null, kit);
    } else if (name === 'OBJECTS') {
      readObjects(db, cur, eof, endOf, usedHandle, kit);
    } else {
      while (!eof() && !endOf()) cur.next();
    }
    if (eof()) fail(`section ${name} is not closed by "0 ENDSEC" (file ends)`);
    cur.next();
  }
  if (!sawSection) raise('dxfEmpty');
  ensureStandard(db);
  ensureEntityLayers(db);
  return db;
}

type Fail = (detail: string) => never;

/** Group-0 values that open or close a section, table or block: never the type of a record. */
const STRUCTURAL = new Set(['SECTION', 'ENDSEC', 'EOF', 'TABLE', 'BLOCK', 'ENDBLK']);

function readTables(db: DrawingDb, cur: Cursor, eof: () => boolean, endOf: () => boolean, fail: Fail, usedHandle: (h?: string) => string, kit: Kit): void {
  while (!eof() && !endOf()) {
    if (cur.code !== 0 || cur.value !== 'TABLE') fail(`expected "0 TABLE", found ${JSON.stringify(String(cur.value))}`);
    const t = readObject(cur);
    const tname = tagStr(t.tags, 2).toUpperCase() as TableName;
    // TABLE starts with its name (2) before the handle; keep the name at the front of the body
    const k = t.tags.c.indexOf(2);
    const rest = k < 0 ? t.tags : { c: t.tags.c.filter((_c, i) => i !== k), v: t.tags.v.filter((_v, i) => i !== k) };
    const sp0 = splitHead(rest);
    const sp = { ...sp0, body: new TagBuilder().push(2, tname).append(sp0.body).done() };
    const known = (TABLE_NAMES as readonly string[]).includes(tname);
    const th = usedHandle(sp.handle);
    db.addObject(makeRecord(th, 'TABLE', sp.owner ?? '0', sp.body, sp.head, sp.xdata));
    if (known) db.registerTable(tname, th);
    while (!eof() && !isMark(cur, 'ENDTAB')) {
      if (cur.code !== 0) fail(`unexpected group ${cur.code} in table ${tname}`);
      // a section or table marker where an entry belongs: the file is damaged (written back, it would end the section)
      if (STRUCTURAL.has(String(cur.value))) fail(`"0 ${String(cur.value)}" inside table ${tname} (is "0 ENDTAB" missing?)`);
      const es = readSplit(cur, kit.g, isDimstyle(cur) ? 105 : 5);
      const e = es;
      let body = es.body;
      if (!body.c.includes(100)) body = normalizeEntry(e.type, body);
      if (e.type === 'STYLE') body = styleAngles(body, DEG);
      const r = makeRecord(usedHandle(es.handle), e.type, th, body, es.head, es.xdata);
      db.addObject(r);
      if (known) db.indexTableEntry(tname, r);
    }
    if (eof()) fail(`table ${tname} is not closed by "0 ENDTAB"`);
    cur.next();

  }
}

/** STYLE 50 (oblique angle) is degrees in the file. */
export function styleAngles(body: Tags, factor: number): Tags {
  const i = body.c.indexOf(50);
  if (i < 0 || typeof body.v[i] !== 'number') return body;
  const v = body.v.slice();
  v[i] = (body.v[i] as number) * factor;
  return { c: body.c, v };
}

function readBlocks(db: DrawingDb, cur: Cursor, eof: () => boolean, endOf: () => boolean, fail: Fail, usedHandle: (h?: string) => string, kit: Kit): void {
  // R12: no block records; make the tables now so blocks can be registered
  if (!db.table('BLOCK_RECORD')) ensureTables(db);
  while (!eof() && !endOf()) {
    if (cur.code !== 0 || cur.value !== 'BLOCK') fail(`expected "0 BLOCK", found ${JSON.stringify(String(cur.value))}`);
    const bs = readSplit(cur, kit.g);
    const name = tagStr(bs.body, 2);
    if (!name) fail('BLOCK without a name (group 2)');
    let rec = bs.owner && db.get(bs.owner)?.type === 'BLOCK_RECORD' ? bs.owner : db.tableEntry('BLOCK_RECORD', name)?.handle;
    if (!rec) {
      rec = db.newHandle();
      db.addObject(makeRecord(rec, 'BLOCK_RECORD', db.table('BLOCK_RECORD')!.handle, normalizeEntry('BLOCK_RECORD', tagsOf([[2, name], [70, 0]]))));
      db.indexTableEntry('BLOCK_RECORD', db.get(rec)!);
    }
    const begin = usedHandle(bs.handle);
    db.addObject(makeRecord(begin, 'BLOCK', rec, buildEntityBody('BLOCK', bs.body, DXF_ENV, false).body, bs.head, bs.xdata));
    readEntities(db, cur, eof, () => isMark(cur, 'ENDBLK'), usedHandle, rec, kit);
    if (eof()) fail(`block ${name} is not closed by "0 ENDBLK"`);
    const es = readSplit(cur, kit.g);
    const end = usedHandle(es.handle);
    db.addObject(makeRecord(end, 'ENDBLK', rec, buildEntityBody('ENDBLK', es.body, DXF_ENV, false).body, es.head, es.xdata));
    db.registerBlock({ name, record: rec, begin, end });
  }
}

function tagsOf(groups: Array<[number, GV]>): Tags {
  const b = new TagBuilder();
  for (const [c, v] of groups) b.push(c, v);
  return b.done();
}

/** Entities up to `stop`; `block` is the owning block record when inside BLOCKS. */
function readEntities(db: DrawingDb, cur: Cursor, eof: () => boolean, stop: () => boolean, usedHandle: (h?: string) => string, block: string | null, kit: Kit): void {
  const { g, pack, plans, counts } = kit;
  let parent: string | null = null;
  while (!eof() && !stop() && !isMark(cur, 'ENDSEC')) {
    const type = cur.value as string;
    const hash = readGroups(cur, g);
    let spOwner: string | undefined;
    let handleIn: string | undefined;
    let body: Tags;
    let head: Tags | null;
    let xdata: Tags | null;
    let space: number | undefined;
    if (plans && plans.build(type, g, hash)) {
      handleIn = plans.handle;
      spOwner = plans.owner;
      body = plans.body;
      head = null;
      xdata = plans.xdata;
      space = plans.space;
      if (counts) counts.planned++;
    } else {
      if (counts) counts.general++;
      const sp = splitGroups(g, 5);
      const built = buildEntityBody(type, anglesToRadians(type, sp.body), DXF_ENV, false);
      handleIn = sp.handle;
      spOwner = sp.owner;
      body = pack.exact(built.body);
      head = pack.maybe(sp.head);
      xdata = pack.maybe(sp.xdata);
      space = built.space;
    }
    const handle = usedHandle(handleIn);
    const sub = SUBENTITY_TYPES.has(type);
    let owner: string;
    if (sub && parent) owner = parent;
    else if (block) owner = block;
    else if (spOwner && db.isLayout(spOwner)) owner = spOwner;
    else owner = space === 1 ? db.paperSpace : db.modelSpace;
    db.addEntity(makeRecord(handle, type, owner, body, head, xdata));
    if (type === 'SEQEND') parent = null;
    else if (type === 'POLYLINE' || (type === 'INSERT' && tagGet(body, 66) === 1)) parent = handle;
    else if (!sub) parent = null;
  }
}

function readObjects(db: DrawingDb, cur: Cursor, eof: () => boolean, endOf: () => boolean, usedHandle: (h?: string) => string, kit: Kit): void {
  const pack = kit.pack;
  while (!eof() && !endOf()) {
    const sp = readSplit(cur, kit.g);
    const o = sp;
    const h = usedHandle(sp.handle);
    db.addObject(makeRecord(h, o.type, sp.owner ?? '0', pack.tags(sp.body), pack.maybe(sp.head), pack.maybe(sp.xdata)));
    if (o.type === 'DICTIONARY' && !db.rootDict) db.rootDict = h;
    if (o.type === 'ACDBPLACEHOLDER' && !db.plotStyleNormal) db.plotStyleNormal = h;
    if (o.type === 'LAYOUT') {
      const k = sp.body.c.lastIndexOf(100);
      const seg = { c: sp.body.c.slice(k), v: sp.body.v.slice(k) };
      const name = tagStr(seg, 1);
      const rec = tagGet(seg, 330);
      if (typeof rec === 'string' && db.isLayout(rec) && name) db.layouts.set(rec, name);
      else if (typeof rec === 'string' && name && db.blockByRecord.get(rec)?.name.toUpperCase().startsWith('*PAPER_SPACE')) db.layouts.set(rec, name);
    }
  }
}
