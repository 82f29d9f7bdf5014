/*
 * The simulated drawing database. Two arrays of immutable records in database order — graphical
 * entities (`ents`, all owners) and everything else (`objs`: tables, table entries, block records,
 * BLOCK/ENDBLK, dictionaries, raw objects) — plus live indexes (handle → slot, table names, blocks,
 * owner lists). Changing a record replaces the object in its slot, so a snapshot is two array
 * copies and a diff compares by identity first. Records are never removed: entdel flips `deleted`.
 * Every change also tells the undo journal (undo.ts) how to reverse it, so UNDO restores the exact
 * earlier arrays and indexes (an undone addition is popped off again).
 */
import { Ename } from '../core/values.js';
import { addressOf, normHandle, numberToHandle, handleToNumber } from './model/handles.js';
import { LayeredMap } from './model/layered-map.js';
import { makeRecord, SUBENTITY_TYPES, type DbRecord } from './model/record.js';
import { tagGet, tagNum, tagStr, type Tags } from './model/tags.js';
import type { Journaled, UndoJournal } from './undo.js';

export const TABLE_NAMES = ['VPORT', 'LTYPE', 'LAYER', 'STYLE', 'VIEW', 'UCS', 'APPID', 'DIMSTYLE', 'BLOCK_RECORD'] as const;
export type TableName = (typeof TABLE_NAMES)[number];

export interface TableInfo {
  name: TableName;
  /** handle of the TABLE object */
  handle: string;
  /** upper-case entry name → entry handle */
  entries: Map<string, string>;
  /** entry handles in table order */
  order: string[];
}

export interface BlockDef {
  name: string;
  /** BLOCK_RECORD handle (owner of the block's entities) */
  record: string;
  /** BLOCK entity handle */
  begin: string;
  /** ENDBLK entity handle */
  end: string;
}

/** A POLYLINE or INSERT being built by successive entmake calls (header, VERTEX/ATTRIB..., SEQEND). */
export interface PendingComplex {
  kind: 'polyline' | 'insert';
  records: DbRecord[];
}

/** A block definition being built by entmake: BLOCK, entities, ENDBLK. */
export interface PendingBlock {
  name: string;
  /** BLOCK entity body */
  body: Tags;
  /** block record handle the entities are owned by */
  record: string;
  /** the existing definition when redefining */
  redefine: BlockDef | undefined;
  records: DbRecord[];
}

function copyInto<K, V>(from: ReadonlyMap<K, V>, to: Map<K, V>): void {
  for (const [k, v] of from) to.set(k, v);
}

/** enameAt: a slot this far past the filled part of the per-slot ename array is kept by handle instead */
const FAR_SLOT = 4096;

export class DrawingDb implements Journaled {
  // Read freely; written only here, through ownEnts()/ownObjs(): an array shared with a copy or a
  // snapshot (copy(), records()) is never written again, the first write takes a private copy.
  readonly ents: DbRecord[] = [];
  readonly objs: DbRecord[] = [];
  private entsShared = false;
  private objsShared = false;
  /** owner lists this database may write (the others are shared with a copy: copied on first push) */
  private ownLists = new WeakSet<string[]>();
  // handle → slot; a copy shares them (layered-map.ts) instead of rebuilding 100k entries
  private entSlot = new LayeredMap<string, number>();
  private objSlot = new LayeredMap<string, number>();
  readonly tables = new Map<TableName, TableInfo>();
  /** upper-case block name → definition (layouts included) */
  readonly blocks = new Map<string, BlockDef>();
  readonly blockByRecord = new Map<string, BlockDef>();
  /** layout block-record handle → layout name ("Model", "Layout1", ...) */
  readonly layouts = new Map<string, string>();
  /** owner handle → handles of the entities it owns, in order */
  readonly ownerLists = new Map<string, string[]>();
  modelSpace = '';
  paperSpace = '';
  rootDict = '';
  /** the ACDBPLACEHOLDER of plot style "Normal" (new layers point at it with 390) */
  plotStyleNormal = '';
  private nextHandle = 1;
  /** the highest handle number added (seeHandle): isFreshHandle's bound */
  private maxUsed = -1;
  private readonly enameCache = new Map<string, Ename>();
  /**
   * The ename of each `ents` slot, made on first use: a scan (ssget "X") reads them in slot order
   * and makes 100k of them without a hash-map insert each. An entry is trusted only while its
   * handle is the slot's record's (undo can pop a slot and a later addition reuse it).
   */
  private readonly entEnames: (Ename | undefined)[] = [];
  /**
   * Enames shared by the copies of one drawing (the worker's runs each get a copy: an ssget "X"
   * over 100k entities then makes its enames once, not once per run). They cover the slots below
   * `familyUpTo`, which held their records when the copy was made; an ename is immutable (its
   * address and handle), so a run cannot tell whose it was. An entry counts only while its handle
   * is the slot's record's; the database the copies were made from does not read them (it may
   * have handed out enames of its own before).
   */
  private family: (Ename | undefined)[] | undefined;
  private familyUpTo = 0;
  /** entity enames kept in enameCache because their slot was far past entEnames' end */
  private farEnames = 0;
  /** the family this database's copies share (made at its first copy) */
  private familyOfCopies: (Ename | undefined)[] | undefined;
  /** tblnext position per table (index into the entry order) */
  readonly tblCursor = new Map<string, number>();
  /** dictnext position per dictionary handle */
  readonly dictCursor = new Map<string, number>();
  pending: PendingComplex | null = null;
  pendingBlock: PendingBlock | null = null;
  /** HEADER variables read from a DXF file: name → group codes, so the writer can give them back */
  readonly headerCodes = new Map<string, number[]>();
  /** CLASSES section kept raw */
  classes: Tags[] = [];
  /** where reversing steps go (undo.ts); null while a drawing is being read */
  journal: UndoJournal | null = null;
  /** counts replacements of entity records (and undone changes): indexes over `ents` rebuild when it moves */
  entEdits = 0;

  /**
   * An independent copy for another run (DrawingPort.clone): records are immutable and shared;
   * every array, map and table index is new, so editing the copy never reaches this database.
   * Enames of the records shared are shared with the other copies (`family`); the undo journal is the new Drawing's.
   */
  copy(): DrawingDb {
    const c = new DrawingDb();
    // the record arrays and owner lists are shared until either side writes (copy on write), so a
    // copy costs O(owners + tables), not O(records)
    const { ents, objs } = this.records();
    (c as { ents: DbRecord[] }).ents = ents as DbRecord[];
    (c as { objs: DbRecord[] }).objs = objs as DbRecord[];
    c.entsShared = c.objsShared = true;
    this.ownLists = new WeakSet();
    c.entSlot = this.entSlot.fork();
    c.objSlot = this.objSlot.fork();
    for (const [k, t] of this.tables) c.tables.set(k, { name: t.name, handle: t.handle, entries: new Map(t.entries), order: t.order.slice() });
    copyInto(this.blocks, c.blocks);
    copyInto(this.blockByRecord, c.blockByRecord);
    copyInto(this.layouts, c.layouts);
    copyInto(this.ownerLists, c.ownerLists);
    c.modelSpace = this.modelSpace;
    c.paperSpace = this.paperSpace;
    c.rootDict = this.rootDict;
    c.plotStyleNormal = this.plotStyleNormal;
    c.nextHandle = this.nextHandle;
    c.maxUsed = this.maxUsed;
    copyInto(this.tblCursor, c.tblCursor);
    copyInto(this.dictCursor, c.dictCursor);
    c.pending = this.pending && { kind: this.pending.kind, records: this.pending.records.slice() };
    c.pendingBlock = this.pendingBlock && { ...this.pendingBlock, records: this.pendingBlock.records.slice() };
    copyInto(this.headerCodes, c.headerCodes);
    c.classes = this.classes.slice();
    c.entEdits = this.entEdits;
    // a copy of a copy keeps to the slots the family was made for
    if (this.family) {
      c.family = this.family;
      c.familyUpTo = Math.min(this.familyUpTo, ents.length);
    } else {
      c.family = this.familyOfCopies ??= [];
      c.familyUpTo = ents.length;
    }
    return c;
  }

  /**
   * The record arrays as they are now, never to be written again (a snapshot's, in O(1)): the
   * database's next write to either goes to a fresh copy.
   */
  records(): { ents: readonly DbRecord[]; objs: readonly DbRecord[] } {
    this.entsShared = this.objsShared = true;
    return { ents: this.ents, objs: this.objs };
  }
  private ownEnts(): DbRecord[] {
    if (this.entsShared) {
      (this as { ents: DbRecord[] }).ents = this.ents.slice();
      this.entsShared = false;
    }
    return this.ents;
  }
  private ownObjs(): DbRecord[] {
    if (this.objsShared) {
      (this as { objs: DbRecord[] }).objs = this.objs.slice();
      this.objsShared = false;
    }
    return this.objs;
  }
  /** The owner's list to push to: a list shared with a copy is copied first. */
  private ownList(owner: string): { list: string[]; fresh: boolean } {
    let list = this.ownerLists.get(owner);
    const fresh = !list;
    if (!list || !this.ownLists.has(list)) {
      list = list ? list.slice() : [];
      this.ownerLists.set(owner, list);
      this.ownLists.add(list);
    }
    return { list, fresh };
  }

  // ---- handles and enames ------------------------------------------------------------

  newHandle(): string {
    return numberToHandle(this.nextHandle++);
  }
  /** Make sure later handles do not collide with one read from a file. */
  seeHandle(h: string): void {
    const n = handleToNumber(h);
    if (Number.isFinite(n)) {
      if (n >= this.nextHandle) this.nextHandle = n + 1;
      if (n > this.maxUsed) this.maxUsed = n;
    }
  }
  /**
   * Whether no record can have handle `h` without looking: a plain hex handle (no leading zero, at
   * most 12 digits, so its number is exact) above every handle added so far. A reader's handles
   * usually rise through the file, so checking them for duplicates costs no hash lookup.
   */
  isFreshHandle(h: string): boolean {
    if (h.length === 0 || h.length > 12 || h.charCodeAt(0) === 48) return false;
    for (let i = 0; i < h.length; i++) {
      const c = h.charCodeAt(i);
      if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 70))) return false;
    }
    return parseInt(h, 16) > this.maxUsed;
  }
  /** $HANDSEED: the next handle to give out (never lower than what is in use). */
  seeSeed(h: string): void {
    const n = handleToNumber(h);
    if (Number.isFinite(n) && n > this.nextHandle) this.nextHandle = n;
  }
  get handSeed(): string {
    return numberToHandle(this.nextHandle);
  }

  /**
   * The one ename of a handle: an entity's lives in its slot's entry of `entEnames` (or, until the
   * array reaches its slot, in `enameCache`), anything else's (table entries, dictionaries,
   * entities not yet or no longer in `ents`) in `enameCache`.
   */
  ename(handle: string): Ename {
    const i = this.entSlot.get(handle);
    if (i !== undefined) return this.enameAt(i);
    let e = this.enameCache.get(handle);
    if (!e) {
      e = new Ename(addressOf(handle), handle);
      this.enameCache.set(handle, e);
    }
    return e;
  }
  /** The ename of the entity in `ents` slot i (the same object `ename(handle)` gives). */
  enameAt(i: number): Ename {
    const h = this.ents[i]!.handle;
    if (i < this.familyUpTo) {
      const fam = this.family!;
      const f = i < fam.length ? fam[i] : undefined;
      // (unless this database kept its own for the handle: a far slot's, before the family reached it)
      if (f !== undefined && f.ref === h && (this.farEnames === 0 || !this.enameCache.has(h))) return f;
      // a slot of the family's made here: the other copies read it (padded in order, as below)
      if (f === undefined && i - fam.length <= FAR_SLOT) {
        const e = this.enameCache.get(h) ?? new Ename(addressOf(h), h);
        for (let k = i - fam.length; k > 0; k--) fam.push(undefined);
        fam[i] = e;
        return e;
      }
    }
    let e = i < this.entEnames.length ? this.entEnames[i] : undefined;
    if (e === undefined || e.ref !== h) {
      // one asked for before the entity joined `ents` (a complex entity or block being built) stays its ename
      e = this.enameCache.get(h) ?? new Ename(addressOf(h), h);
      // a slot far past the ones filled so far (entlast on a fresh copy of 500k entities) is kept
      // by handle, not by padding the array out to it (the scan in slot order finds it there);
      // a near one (ssget's next member) pads the gap, each slot of the array once in all
      // (a family slot the family cannot hold yet is kept by handle too: the family then finds it there)
      const gap = i - this.entEnames.length;
      if (gap <= FAR_SLOT && i >= this.familyUpTo) {
        for (let k = 0; k < gap; k++) this.entEnames.push(undefined);
        this.entEnames[i] = e;
      } else {
        this.enameCache.set(h, e);
        this.farEnames++;
      }
    }
    return e;
  }
  /** The handle behind an ename of this drawing, or undefined (foreign or stale ename). */
  handleOf(e: Ename): string | undefined {
    const h = e.ref;
    if (typeof h !== 'string') return undefined;
    const i = this.entSlot.get(h);
    if (i !== undefined) return this.enameAt(i) === e ? h : undefined;
    return this.enameCache.get(h) === e ? h : undefined;
  }

  // ---- records -----------------------------------------------------------------------

  get(handle: string): DbRecord | undefined {
    const i = this.entSlot.get(handle);
    if (i !== undefined) return this.ents[i];
    const j = this.objSlot.get(handle);
    return j === undefined ? undefined : this.objs[j];
  }
  getByEname(e: Ename): DbRecord | undefined {
    const h = this.handleOf(e);
    return h === undefined ? undefined : this.get(h);
  }
  isEntity(handle: string): boolean {
    return this.entSlot.has(handle);
  }
  entIndex(handle: string): number {
    return this.entSlot.get(handle) ?? -1;
  }

  addEntity(r: DbRecord): void {
    this.seeHandle(r.handle);
    this.entSlot.set(r.handle, this.ents.length);
    this.ownEnts().push(r);
    const { list, fresh } = this.ownList(r.owner);
    list.push(r.handle);
    this.journal?.record(() => {
      this.ownEnts().pop();
      this.entEdits++;
      this.entSlot.delete(r.handle);
      if (fresh) this.ownerLists.delete(r.owner);
      else if (this.ownerLists.has(r.owner)) this.ownList(r.owner).list.pop();
    });
  }

  addObject(r: DbRecord): void {
    this.seeHandle(r.handle);
    this.objSlot.set(r.handle, this.objs.length);
    this.ownObjs().push(r);
    this.journal?.record(() => {
      this.ownObjs().pop();
      this.objSlot.delete(r.handle);
    });
  }

  /** Put a new version of an existing record in its slot. */
  replace(r: DbRecord): void {
    const i = this.entSlot.get(r.handle);
    if (i !== undefined) {
      const old = this.ents[i]!;
      this.ownEnts()[i] = r;
      this.entEdits++;
      this.journal?.record(() => {
        this.ownEnts()[i] = old;
        this.entEdits++;
      });
      return;
    }
    const j = this.objSlot.get(r.handle);
    if (j === undefined) throw new Error(`replace: no record ${r.handle}`);
    const old = this.objs[j]!;
    this.ownObjs()[j] = r;
    this.journal?.record(() => {
      this.ownObjs()[j] = old;
    });
  }

  /** Re-own an object (dictadd/dictremove). */
  setOwner(handle: string, owner: string): void {
    const r = this.get(handle);
    if (r) this.replace({ ...r, owner });
  }

  /** Live = not deleted, and for a subentity its parent is live too. */
  isLive(r: DbRecord): boolean {
    if (r.deleted) return false;
    if (SUBENTITY_TYPES.has(r.type)) {
      const p = this.get(r.owner);
      if (p && p !== r && this.isEntity(p.handle)) return !p.deleted;
    }
    return true;
  }

  // ---- owners, spaces, layouts --------------------------------------------------------

  isLayout(owner: string): boolean {
    return this.layouts.has(owner);
  }
  /** The owner that decides space: the parent's owner for subentities. */
  spaceOwner(r: DbRecord): string {
    if (SUBENTITY_TYPES.has(r.type) && this.isEntity(r.owner)) {
      const p = this.get(r.owner);
      if (p) return p.owner;
    }
    return r.owner;
  }
  /** Main entity of model space or a layout (not a subentity, not in a block definition). */
  isMain(r: DbRecord): boolean {
    return this.layouts.has(r.owner);
  }

  // ---- tables -----------------------------------------------------------------------

  table(name: TableName): TableInfo | undefined {
    return this.tables.get(name);
  }
  tableEntry(table: TableName, name: string): DbRecord | undefined {
    const h = this.tables.get(table)?.entries.get(name.toUpperCase());
    return h === undefined ? undefined : this.get(h);
  }
  registerTable(name: TableName, handle: string): TableInfo {
    let t = this.tables.get(name);
    if (!t) {
      t = { name, handle, entries: new Map(), order: [] };
      this.tables.set(name, t);
      this.journal?.record(() => this.tables.delete(name));
    } else {
      const old = t.handle;
      const info = t;
      t.handle = handle;
      this.journal?.record(() => {
        info.handle = old;
      });
    }
    return t;
  }
  /** Index an added table entry by its name (group 2). */
  indexTableEntry(table: TableName, r: DbRecord): void {
    const t = this.tables.get(table) ?? this.registerTable(table, '0');
    const key = tagStr(r.body, 2).toUpperCase();
    const before = t.entries.get(key);
    if (before === undefined) t.order.push(r.handle);
    t.entries.set(key, r.handle);
    this.journal?.record(() => {
      if (before === undefined) {
        t.order.pop();
        t.entries.delete(key);
      } else t.entries.set(key, before);
    });
  }
  /** A table record renamed through entmod: its index key follows (the order keeps its place). */
  renameTableEntry(table: TableName, oldName: string, newName: string, handle: string): void {
    const t = this.tables.get(table);
    if (!t) return;
    const from = oldName.toUpperCase();
    const to = newName.toUpperCase();
    t.entries.delete(from);
    t.entries.set(to, handle);
    this.journal?.record(() => {
      t.entries.delete(to);
      t.entries.set(from, handle);
    });
  }

  /** Add a table entry record (objects array + name index). */
  addTableEntry(table: TableName, type: string, body: Tags, handle = this.newHandle()): DbRecord {
    const t = this.tables.get(table);
    const r = makeRecord(handle, type, t?.handle ?? '0', body);
    this.addObject(r);
    this.indexTableEntry(table, r);
    return r;
  }

  /** Take an entry out of its table (PURGE): the record is flagged deleted and its name is free again. */
  removeTableEntry(table: TableName, name: string): DbRecord | undefined {
    const t = this.tables.get(table);
    const key = name.toUpperCase();
    const h = t?.entries.get(key);
    const r = h === undefined ? undefined : this.get(h);
    if (!t || !r) return undefined;
    const at = t.order.indexOf(r.handle);
    t.entries.delete(key);
    if (at >= 0) t.order.splice(at, 1);
    this.journal?.record(() => {
      t.entries.set(key, r.handle);
      if (at >= 0) t.order.splice(at, 0, r.handle);
    });
    this.replace({ ...r, deleted: true });
    return r;
  }

  /** Rename a block definition's index entry (RENAME); the records are changed by the caller. */
  renameBlock(oldName: string, newName: string): void {
    const from = oldName.toUpperCase();
    const to = newName.toUpperCase();
    const b = this.blocks.get(from);
    if (!b) return;
    const renamed = { ...b, name: newName };
    this.blocks.delete(from);
    this.blocks.set(to, renamed);
    this.blockByRecord.set(b.record, renamed);
    this.journal?.record(() => {
      this.blocks.delete(to);
      this.blocks.set(from, b);
      this.blockByRecord.set(b.record, b);
    });
  }

  /** Remove a block definition (PURGE): its records are flagged deleted and the name is free again. */
  removeBlock(name: string): void {
    const key = name.toUpperCase();
    const b = this.blocks.get(key);
    if (!b || this.layouts.has(b.record)) return;
    for (const h of [...(this.ownerLists.get(b.record) ?? []), b.begin, b.end]) {
      const r = this.get(h);
      if (r && !r.deleted) this.replace({ ...r, deleted: true });
    }
    this.blocks.delete(key);
    this.blockByRecord.delete(b.record);
    this.journal?.record(() => {
      this.blocks.set(key, b);
      this.blockByRecord.set(b.record, b);
    });
    this.removeTableEntry('BLOCK_RECORD', b.name);
  }

  registerBlock(b: BlockDef, layoutName?: string): void {
    const up = b.name.toUpperCase();
    if (this.journal) {
      const prevBlock = this.blocks.get(up);
      const prevByRecord = this.blockByRecord.get(b.record);
      const prevLayout = this.layouts.get(b.record);
      const prev = { modelSpace: this.modelSpace, paperSpace: this.paperSpace };
      this.journal.record(() => {
        if (prevBlock) this.blocks.set(up, prevBlock);
        else this.blocks.delete(up);
        if (prevByRecord) this.blockByRecord.set(b.record, prevByRecord);
        else this.blockByRecord.delete(b.record);
        if (prevLayout !== undefined) this.layouts.set(b.record, prevLayout);
        else this.layouts.delete(b.record);
        this.modelSpace = prev.modelSpace;
        this.paperSpace = prev.paperSpace;
      });
    }
    this.blocks.set(up, b);
    this.blockByRecord.set(b.record, b);
    if (up === '*MODEL_SPACE') {
      this.modelSpace = b.record;
      this.layouts.set(b.record, 'Model');
    } else if (up === '*PAPER_SPACE') {
      this.paperSpace = b.record;
      this.layouts.set(b.record, layoutName ?? this.layouts.get(b.record) ?? 'Layout1');
    } else if (up.startsWith('*PAPER_SPACE')) {
      const n = Number(up.slice('*PAPER_SPACE'.length));
      this.layouts.set(b.record, layoutName ?? this.layouts.get(b.record) ?? `Layout${Number.isFinite(n) ? n + 2 : 2}`);
    }
  }
  block(name: string): BlockDef | undefined {
    return this.blocks.get(name.toUpperCase());
  }

  /** First live entity of a block definition, or the ENDBLK for an empty one. */
  firstInBlock(b: BlockDef): string {
    for (const h of this.ownerLists.get(b.record) ?? []) {
      const r = this.get(h);
      if (r && !r.deleted) return h;
    }
    return b.end;
  }

  /** Layer flags as ssget and the UI see them. */
  layerState(name: string): { locked: boolean; frozen: boolean; off: boolean } | undefined {
    const r = this.tableEntry('LAYER', name);
    if (!r) return undefined;
    const f = tagNum(r.body, 70);
    const col = tagGet(r.body, 62);
    return { frozen: (f & 1) !== 0, locked: (f & 4) !== 0, off: typeof col === 'number' && col < 0 };
  }

  // ---- walking ----------------------------------------------------------------------

  /** The stream an entity belongs to for entnext: "" = model/paper space, else the block record. */
  private streamOf(r: DbRecord): string {
    const owner = this.spaceOwner(r);
    return this.layouts.has(owner) ? '' : owner;
  }

  /** The first live main entity (entnext with no argument). */
  firstMain(): DbRecord | undefined {
    for (const r of this.ents) if (this.layouts.has(r.owner) && !r.deleted) return r;
    return undefined;
  }

  /** The entity after `r` in its stream, stepping through subentities (entnext). */
  next(r: DbRecord): DbRecord | undefined {
    let start = this.entSlot.get(r.handle);
    if (start === undefined) {
      // BLOCK entity (from tblnext's -2 chain) walks into its definition
      return undefined;
    }
    const stream = this.streamOf(r);
    if (stream !== '') {
      // inside a block definition: follow the owner lists (subentities follow their parent)
      for (let i = start + 1; i < this.ents.length; i++) {
        const c = this.ents[i]!;
        if (this.spaceOwner(c) !== stream) continue;
        if (!this.isLive(c)) continue;
        return c;
      }
      return undefined;
    }
    // a complex entity's parts come after it in their owner's order (ATTSYNC may add parts later
    // in the database); after the last part the walk goes on from the header
    const header = SUBENTITY_TYPES.has(r.type) ? r.owner : r.handle;
    const parts = this.isEntity(header) ? this.ownerLists.get(header) : undefined;
    if (parts && parts.length) {
      for (let k = header === r.handle ? 0 : parts.indexOf(r.handle) + 1; k > -1 && k < parts.length; k++) {
        const c = this.get(parts[k]!);
        if (c && this.isLive(c)) return c;
      }
      start = this.entSlot.get(header) ?? start;
    }
    for (let i = start + 1; i < this.ents.length; i++) {
      const c = this.ents[i]!;
      if (this.layouts.has(c.owner) && !c.deleted) return c;
    }
    return undefined;
  }

  /** The last live main entity (entlast). */
  lastMain(): DbRecord | undefined {
    for (let i = this.ents.length - 1; i >= 0; i--) {
      const r = this.ents[i]!;
      if (this.layouts.has(r.owner) && !r.deleted) return r;
    }
    return undefined;
  }

  /**
   * Each record an owner's list names (get() of each handle, in the list's order), found without a
   * hash lookup while the list follows database order: the next few slots are looked at first.
   */
  forEachOwned(owner: string, fn: (r: DbRecord) => void): void {
    const list = this.ownerLists.get(owner);
    if (!list) return;
    const ents = this.ents;
    let j = 0;
    for (const h of list) {
      const lim = Math.min(ents.length, j + 4);
      let k = j;
      while (k < lim && ents[k]!.handle !== h) k++;
      let r: DbRecord | undefined;
      if (k < lim) {
        r = ents[k];
        j = k + 1;
      } else {
        const i = this.entSlot.get(h);
        if (i !== undefined) {
          r = ents[i];
          j = i + 1;
        } else r = this.get(h);
      }
      if (r) fn(r);
    }
  }

  /** Handles of an entity's subentities (VERTEX/ATTRIB ... SEQEND), in order. */
  subentities(handle: string): string[] {
    return this.ownerLists.get(handle) ?? [];
  }
}

export { normHandle };
