/*
 * Reading a compact drawing (compact.ts) back into a database and a port: one pass over the typed
 * arrays, no DXF tokenising. Records go in through addEntity/addObject (which rebuild the handle
 * slots); every other index is restored as it was sent, so the copy is the database that was
 * encoded, not a re-derivation of it.
 */
import { DrawingDb, type BlockDef, type TableName } from '../db.js';
import type { DbRecord } from '../model/record.js';
import type { GV, Tags } from '../model/tags.js';
import { DrawingPortImpl, newSysvars } from '../port.js';
import { COMPACT_FORMAT, FLAG_DELETED, FLAG_HEAD, FLAG_XDATA, KIND_NUMBER, KIND_POINT, KIND_STRING, REC_INTS, type CompactDrawing } from './compact.js';
import { decodeSysvarValue } from './values.js';

class Reader {
  private g = 0;
  private p = 0;
  private r = 0;
  constructor(private readonly c: CompactDrawing) {}

  tags(n: number): Tags {
    const { codes, kinds, vals, strings } = this.c;
    const cs: number[] = new Array<number>(n);
    const vs: GV[] = new Array<GV>(n);
    for (let i = 0; i < n; i++) {
      const g = this.g++;
      cs[i] = codes[g]!;
      const k = kinds[g]!;
      if (k === KIND_STRING) vs[i] = strings[vals[this.p++]!]!;
      else if (k === KIND_NUMBER) vs[i] = vals[this.p++]!;
      else {
        const len = k - KIND_POINT;
        const pt = new Array<number>(len);
        for (let j = 0; j < len; j++) pt[j] = vals[this.p++]!;
        vs[i] = pt;
      }
    }
    return { c: cs, v: vs };
  }

  record(): DbRecord {
    const { recs, strings } = this.c;
    const at = this.r;
    this.r += REC_INTS;
    const flags = recs[at + 3]!;
    const head = flags & FLAG_HEAD ? this.tags(recs[at + 4]!) : null;
    const body = this.tags(recs[at + 5]!);
    const xdata = flags & FLAG_XDATA ? this.tags(recs[at + 6]!) : null;
    // makeRecord's shape, written out (one hidden class for every record)
    return { handle: strings[recs[at]!]!, type: strings[recs[at + 1]!]!, owner: strings[recs[at + 2]!]!, head, body, xdata, deleted: (flags & FLAG_DELETED) !== 0 };
  }
}

/** The database a compact drawing holds. Throws when it is not one. */
export function decodeDb(c: CompactDrawing): DrawingDb {
  if (c.format !== COMPACT_FORMAT) throw new Error('not a compact Lispwright drawing');
  const db = new DrawingDb();
  const rd = new Reader(c);
  const m = c.meta;
  for (let i = 0; i < c.entCount; i++) db.addEntity(rd.record());
  for (let i = 0; i < c.objCount; i++) db.addObject(rd.record());
  const pendingRecords: DbRecord[] = [];
  for (let i = 0; i < (m.pending?.records ?? 0); i++) pendingRecords.push(rd.record());
  const blockRecords: DbRecord[] = [];
  for (let i = 0; i < (m.pendingBlock?.records ?? 0); i++) blockRecords.push(rd.record());
  db.classes = m.classCounts.map((n) => rd.tags(n));
  const blockBody = m.pendingBlock ? rd.tags(m.pendingBlock.bodyCount) : undefined;

  db.ownerLists.clear();
  const { owners, strings } = c;
  for (let i = 0; i < owners.length; ) {
    const owner = strings[owners[i++]!]!;
    const n = owners[i++]!;
    const list = new Array<string>(n);
    for (let j = 0; j < n; j++) list[j] = strings[owners[i++]!]!;
    db.ownerLists.set(owner, list);
  }
  for (const t of m.tables) db.tables.set(t.name as TableName, { name: t.name, handle: t.handle, entries: new Map(t.entries), order: t.order.slice() });
  const defs: BlockDef[] = m.blockDefs.map((b) => ({ name: b.name, record: b.record, begin: b.begin, end: b.end }));
  for (const [k, i] of m.blocks) db.blocks.set(k, defs[i]!);
  for (const [k, i] of m.blockByRecord) db.blockByRecord.set(k, defs[i]!);
  db.layouts.clear();
  for (const [k, v] of m.layouts) db.layouts.set(k, v);
  db.modelSpace = m.modelSpace;
  db.paperSpace = m.paperSpace;
  db.rootDict = m.rootDict;
  db.plotStyleNormal = m.plotStyleNormal;
  db.seeSeed(m.handSeed);
  db.entEdits = m.entEdits;
  for (const [k, v] of m.tblCursor) db.tblCursor.set(k, v);
  for (const [k, v] of m.dictCursor) db.dictCursor.set(k, v);
  for (const [k, v] of m.headerCodes) db.headerCodes.set(k, v.slice());
  db.pending = m.pending && { kind: m.pending.kind, records: pendingRecords };
  const pb = m.pendingBlock;
  db.pendingBlock = pb && { name: pb.name, record: pb.record, redefine: pb.redefine >= 0 ? defs[pb.redefine] : undefined, body: blockBody as Tags, records: blockRecords };
  return db;
}

/** A port over the drawing a compact form holds, with its system variables (as DrawingFactory.deserialize gives). */
export function decodeDrawing(c: CompactDrawing): DrawingPortImpl {
  const port = new DrawingPortImpl(decodeDb(c), newSysvars(), c.name);
  for (const [k, v] of c.sysvars) port.sysvars.setRaw(k, decodeSysvarValue(v));
  // the restored variables are where this drawing starts, not changes UNDO could take back
  port.drawing.undo.reset();
  return port;
}
