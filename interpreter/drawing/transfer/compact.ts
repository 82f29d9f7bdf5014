/*
 * A drawing in a compact form for crossing threads: every record's groups as typed arrays (codes,
 * value kinds, a float64 value stream) with one table of the distinct strings, plus the
 * database's indexes (tables, blocks, layouts, owner lists, cursors, HANDSEED) and the system
 * variables as small plain data. It is read back (decode.ts) without tokenising any DXF, and its
 * buffers go in a transfer list, so posting it copies no entity and builds no object per group.
 * Built only through DrawingDb's public record API, so it does not depend on how the DXF reader
 * fills a database.
 *
 *   const c = encodeDrawing(port);  worker.postMessage(c, compactTransferList(c));
 */
import type { BlockDef, DrawingDb, TableName } from '../db.js';
import type { DrawingSysvars } from '../drawing.js';
import type { DbRecord } from '../model/record.js';
import type { GV, Tags } from '../model/tags.js';
import { encodeSysvarValue, type PlainValue } from './values.js';
import { Growable } from '../../core/growable.js';

export const COMPACT_FORMAT = 'lw-compact-1';

/** Ints per record in `recs`: handle, type, owner (string ids), flags, head/body/xdata group counts. */
export const REC_INTS = 7;
export const FLAG_DELETED = 1;
export const FLAG_HEAD = 2;
export const FLAG_XDATA = 4;
/** Value kinds per group: a string id, a number, or a point of (kind - KIND_POINT) numbers. */
export const KIND_STRING = 0;
export const KIND_NUMBER = 1;
export const KIND_POINT = 2;

/** The database's indexes and scalars, with strings as they are (small next to the records). */
export interface CompactMeta {
  tables: Array<{ name: TableName; handle: string; entries: Array<[string, string]>; order: string[] }>;
  blockDefs: BlockDef[];
  blocks: Array<[string, number]>;
  blockByRecord: Array<[string, number]>;
  layouts: Array<[string, string]>;
  modelSpace: string;
  paperSpace: string;
  rootDict: string;
  plotStyleNormal: string;
  handSeed: string;
  entEdits: number;
  tblCursor: Array<[string, number]>;
  dictCursor: Array<[string, number]>;
  headerCodes: Array<[string, number[]]>;
  /** group counts of the CLASSES section's tag lists (their groups follow the records') */
  classCounts: number[];
  pending: { kind: 'polyline' | 'insert'; records: number } | null;
  pendingBlock: { name: string; record: string; redefine: number; bodyCount: number; records: number } | null;
}

export interface CompactDrawing {
  format: typeof COMPACT_FORMAT;
  name: string;
  /** records: ents, then objs, then a pending complex entity's and a pending block's */
  entCount: number;
  objCount: number;
  /** the distinct strings (handles, types, string values); ids index it */
  strings: string[];
  recs: Int32Array;
  codes: Int32Array;
  kinds: Uint8Array;
  vals: Float64Array;
  /** owner lists: owner id, length, then the handle ids, one list after another */
  owners: Int32Array;
  meta: CompactMeta;
  sysvars: Array<[string, PlainValue]>;
}

/** The buffers to transfer with a CompactDrawing (the sender loses them: transfer a copy to keep one). */
export function compactTransferList(c: CompactDrawing): ArrayBuffer[] {
  return [c.recs.buffer, c.codes.buffer, c.kinds.buffer, c.vals.buffer, c.owners.buffer] as ArrayBuffer[];
}

/** A copy whose buffers can be transferred while the original is kept. */
export function copyCompact(c: CompactDrawing): CompactDrawing {
  return { ...c, recs: c.recs.slice(), codes: c.codes.slice(), kinds: c.kinds.slice(), vals: c.vals.slice(), owners: c.owners.slice() };
}

/** Bytes the compact form's buffers and string table take (about). */
export function compactSize(c: CompactDrawing): number {
  let s = c.recs.byteLength + c.codes.byteLength + c.kinds.byteLength + c.vals.byteLength + c.owners.byteLength;
  for (const t of c.strings) s += 2 * t.length + 16;
  return s;
}

class Encoder {
  readonly strings: string[] = [];
  private readonly ids = new Map<string, number>();
  readonly recs = new Growable(new Int32Array(1024), (n) => new Int32Array(n));
  readonly codes = new Growable(new Int32Array(4096), (n) => new Int32Array(n));
  readonly kinds = new Growable(new Uint8Array(4096), (n) => new Uint8Array(n));
  readonly vals = new Growable(new Float64Array(4096), (n) => new Float64Array(n));

  str(s: string): number {
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(s);
      this.ids.set(s, id);
    }
    return id;
  }
  value(v: GV): void {
    if (typeof v === 'string') {
      this.kinds.push(KIND_STRING);
      this.vals.push(this.str(v));
    } else if (typeof v === 'number') {
      this.kinds.push(KIND_NUMBER);
      this.vals.push(v);
    } else {
      if (v.length > 255 - KIND_POINT) throw new Error(`a point of ${v.length} numbers cannot be encoded`);
      this.kinds.push(KIND_POINT + v.length);
      for (const x of v) this.vals.push(x);
    }
  }
  tags(t: Tags): void {
    const { c, v } = t;
    for (let i = 0; i < c.length; i++) {
      this.codes.push(c[i]!);
      this.value(v[i]!);
    }
  }
  record(r: DbRecord): void {
    this.recs.push(this.str(r.handle));
    this.recs.push(this.str(r.type));
    this.recs.push(this.str(r.owner));
    this.recs.push((r.deleted ? FLAG_DELETED : 0) | (r.head ? FLAG_HEAD : 0) | (r.xdata ? FLAG_XDATA : 0));
    this.recs.push(r.head ? r.head.c.length : 0);
    this.recs.push(r.body.c.length);
    this.recs.push(r.xdata ? r.xdata.c.length : 0);
    if (r.head) this.tags(r.head);
    this.tags(r.body);
    if (r.xdata) this.tags(r.xdata);
  }
}

/** The compact form of a database with its system variables. */
export function encodeDb(db: DrawingDb, sysvars: DrawingSysvars, name: string): CompactDrawing {
  const en = new Encoder();
  for (const r of db.ents) en.record(r);
  for (const r of db.objs) en.record(r);
  for (const r of db.pending?.records ?? []) en.record(r);
  for (const r of db.pendingBlock?.records ?? []) en.record(r);
  for (const t of db.classes) en.tags(t);
  if (db.pendingBlock) en.tags(db.pendingBlock.body);

  const owners = new Growable(new Int32Array(1024), (n) => new Int32Array(n));
  for (const [owner, list] of db.ownerLists) {
    owners.push(en.str(owner));
    owners.push(list.length);
    for (const h of list) owners.push(en.str(h));
  }

  const defs: BlockDef[] = [];
  const defId = new Map<BlockDef, number>();
  const idOf = (b: BlockDef): number => {
    let i = defId.get(b);
    if (i === undefined) {
      i = defs.length;
      defs.push({ name: b.name, record: b.record, begin: b.begin, end: b.end });
      defId.set(b, i);
    }
    return i;
  };
  const pb = db.pendingBlock;
  const meta: CompactMeta = {
    tables: [...db.tables.values()].map((t) => ({ name: t.name, handle: t.handle, entries: [...t.entries], order: t.order.slice() })),
    blocks: [...db.blocks].map(([k, b]) => [k, idOf(b)]),
    blockByRecord: [...db.blockByRecord].map(([k, b]) => [k, idOf(b)]),
    blockDefs: defs,
    layouts: [...db.layouts],
    modelSpace: db.modelSpace,
    paperSpace: db.paperSpace,
    rootDict: db.rootDict,
    plotStyleNormal: db.plotStyleNormal,
    handSeed: db.handSeed,
    entEdits: db.entEdits,
    tblCursor: [...db.tblCursor],
    dictCursor: [...db.dictCursor],
    headerCodes: [...db.headerCodes].map(([k, v]) => [k, v.slice()]),
    classCounts: db.classes.map((t) => t.c.length),
    pending: db.pending && { kind: db.pending.kind, records: db.pending.records.length },
    pendingBlock: pb && { name: pb.name, record: pb.record, redefine: pb.redefine ? idOf(pb.redefine) : -1, bodyCount: pb.body.c.length, records: pb.records.length },
  };
  const vars: Array<[string, PlainValue]> = [];
  for (const [k, v] of sysvars.entries()) {
    const e = encodeSysvarValue(v);
    if (e !== undefined) vars.push([k, e]);
  }
  return {
    format: COMPACT_FORMAT,
    name,
    entCount: db.ents.length,
    objCount: db.objs.length,
    strings: en.strings,
    recs: en.recs.done(),
    codes: en.codes.done(),
    kinds: en.kinds.done(),
    vals: en.vals.done(),
    owners: owners.done(),
    meta,
    sysvars: vars,
  };
}

/** Whether a message field looks like a compact drawing (the worker checks what it is sent). */
export function isCompactDrawing(x: unknown): x is CompactDrawing {
  const c = x as CompactDrawing | null;
  return (
    typeof c === 'object' && c !== null && c.format === COMPACT_FORMAT && Array.isArray(c.strings) && c.recs instanceof Int32Array && c.codes instanceof Int32Array &&
    c.kinds instanceof Uint8Array && c.vals instanceof Float64Array && c.owners instanceof Int32Array && typeof c.meta === 'object' && Array.isArray(c.sysvars)
  );
}
