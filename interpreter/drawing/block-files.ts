/*
 * Blocks and drawing files in the run's sandbox: INSERT of a drawing file and WBLOCK.
 * Lispwright reads and writes DXF only. A file whose text is DXF is a drawing whatever its
 * extension (WBLOCK writes DXF text under the .dwg name a script gives, so a later INSERT or
 * findfile of that name works); when a script names `door` or `door.dwg` and only `door.dxf`
 * is in the sandbox, the DXF stands in for it. A real DWG (binary) cannot be read: the caller
 * reports the insertion as not simulated.
 * Copying between databases (`Transfer`) brings the layers, linetypes, text styles, dimension
 * styles and nested block definitions the entities use, with new handles and the entities'
 * pointers remapped (pointers to records that were not copied are dropped).
 */
import { Real, type Value } from '../core/values.js';
import type { FilePort } from '../ports/files.js';
import { addCopies, blockBase, blockEntities, defineBlock, type BlockHost, type EntityCopy } from './blocks.js';
import { DrawingDb, type BlockDef, type TableName } from './db.js';
import type { Drawing } from './drawing.js';
import { headerToValue } from './dxf/header.js';
import { readDxfDb } from './dxf/read.js';
import { writeDxf } from './dxf/writer.js';
import { transformRecord } from './entities/transform.js';
import { IDENTITY, type Mat } from './geometry/matrix.js';
import type { Vec3 } from './geometry/vec.js';
import { isPointerCode } from './model/group-codes.js';
import { SUBENTITY_TYPES, type DbRecord } from './model/record.js';
import { tagSet, tagStr, type GV, type Tags } from './model/tags.js';
import { newDrawing } from './standard.js';
import { DefaultSysvars } from './sysvars.js';

export type DrawingFile =
  | { kind: 'dxf'; path: string; text: string }
  | { kind: 'dwg'; path: string }
  | { kind: 'missing'; tried: string };

const isDxfText = (t: string): boolean => /^\s*(999\s*\r?\n[^\n]*\n\s*)?0\s*\r?\n\s*SECTION/.test(t);

/** The base name of a path without folder and extension ("C:/blocks/door.dwg" -> "door"). */
export function fileBaseName(path: string): string {
  const base = path.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

/** Find the drawing file a name stands for (see the header comment). */
export function findDrawingFile(files: FilePort | undefined, name: string): DrawingFile {
  const hasExt = /\.[a-z0-9]{1,4}$/i.test(name.replace(/^.*[\\/]/, ''));
  const asDwg = hasExt ? name : `${name}.dwg`;
  const stem = hasExt ? name.slice(0, name.lastIndexOf('.')) : name;
  if (!files) return { kind: 'missing', tried: asDwg };
  for (const candidate of [asDwg, `${stem}.dxf`]) {
    const path = files.find(candidate);
    if (path === undefined) continue;
    const text = files.read(path) ?? '';
    if (isDxfText(text)) return { kind: 'dxf', path, text };
    if (/\.dwg$/i.test(path)) return { kind: 'dwg', path };
  }
  return { kind: 'missing', tried: asDwg };
}

const TABLE_OF: Readonly<Record<number, TableName>> = { 8: 'LAYER', 6: 'LTYPE', 7: 'STYLE', 3: 'DIMSTYLE' };
const NAMES_OF: Readonly<Record<string, readonly number[]>> = { DIMENSION: [8, 6, 3], TEXT: [8, 6, 7], MTEXT: [8, 6, 7], ATTDEF: [8, 6, 7], ATTRIB: [8, 6, 7] };

function moveBody(type: string, body: Tags, m: Mat, owner?: Tags): Tags {
  if (m === IDENTITY || type === 'SEQEND') return body;
  const r = transformRecord({ type, body }, m, owner ? { body: owner } : undefined);
  return r.ok ? r.groups : body;
}

/** Copies records of one database into another: tables and blocks first, pointers remapped. */
class Transfer {
  private readonly map = new Map<string, string>();
  private readonly blocks = new Map<string, string>();

  constructor(
    private readonly src: DrawingDb,
    private readonly dest: BlockHost,
  ) {}

  /** The table entry `name` of `table`, created in the destination like the source's when missing. */
  private entry(table: TableName, name: string): void {
    const db = this.dest.db;
    if (!name || db.tableEntry(table, name) || /^(BYLAYER|BYBLOCK)$/i.test(name)) return;
    const r = this.src.tableEntry(table, name);
    if (!r) return;
    if (table === 'LAYER') this.entry('LTYPE', tagStr(r.body, 6));
    db.addTableEntry(table, r.type, this.remap(r.body));
  }

  private remap(body: Tags): Tags {
    const c: number[] = [];
    const v: GV[] = [];
    for (let i = 0; i < body.c.length; i++) {
      const code = body.c[i]!;
      let val = body.v[i]!;
      if (isPointerCode(code) && typeof val === 'string') {
        const to = this.map.get(val);
        if (to === undefined) continue;
        val = to;
      }
      c.push(code);
      v.push(val);
    }
    return { c, v };
  }

  /** The destination name of a source block (copied on first use; anonymous ones under `m`, once per use). */
  private block(name: string, m: Mat): string {
    const key = name.toUpperCase();
    const anonymous = name.startsWith('*');
    const done = anonymous ? undefined : this.blocks.get(key);
    if (done) return done;
    const b = this.src.block(name);
    if (!b || this.src.isLayout(b.record)) return name;
    const existing = anonymous ? undefined : this.dest.db.block(name);
    if (existing) {
      this.blocks.set(key, existing.name);
      return existing.name;
    }
    if (!anonymous) this.blocks.set(key, name);
    const copies = this.copies(blockEntities(this.src, b), anonymous ? m : IDENTITY);
    const made = defineBlock(this.dest, { name: anonymous ? name.slice(0, 2) : name, base: blockBase(this.src, b), flags: anonymous ? 1 : 0, contents: copies }).name;
    if (!anonymous) this.blocks.set(key, made);
    return made;
  }

  /** Destination copies of source entities under `m` (their tables and blocks brought along). */
  copies(records: readonly DbRecord[], m: Mat): EntityCopy[] {
    // pointers between the copied entities (HATCH sources, reactors) keep pointing at the copies
    for (const r of records) {
      this.map.set(r.handle, r.handle);
      for (const h of this.src.subentities(r.handle)) this.map.set(h, h);
    }
    const out: EntityCopy[] = [];
    for (const r of records) {
      for (const code of NAMES_OF[r.type] ?? [8, 6]) this.entry(TABLE_OF[code]!, tagStr(r.body, code));
      let body = moveBody(r.type, r.body, m);
      if (r.type === 'INSERT' || r.type === 'DIMENSION') {
        const bn = tagStr(r.body, 2);
        if (bn) body = tagSet(body, 2, this.block(bn, r.type === 'DIMENSION' ? m : IDENTITY));
      }
      const copy: EntityCopy = { source: r.handle, type: r.type, body: this.remap(body), head: null, xdata: r.xdata, subs: [] };
      for (const h of this.src.subentities(r.handle)) {
        const s = this.src.get(h);
        if (!s || s.deleted) continue;
        for (const code of NAMES_OF[s.type] ?? [8]) this.entry(TABLE_OF[code]!, tagStr(s.body, code));
        copy.subs.push({ type: s.type, body: this.remap(moveBody(s.type, s.body, m, r.body)), head: null, xdata: s.xdata });
      }
      out.push(copy);
    }
    return out;
  }
}

function liveMain(db: DrawingDb): DbRecord[] {
  const out: DbRecord[] = [];
  for (const r of db.ents) if (!r.deleted && r.owner === db.modelSpace && !SUBENTITY_TYPES.has(r.type)) out.push(r);
  return out;
}

function pointOf(v: Value | undefined): Vec3 | undefined {
  const out: number[] = [];
  for (let c = v ?? null; c && typeof c === 'object' && 'car' in c; c = c.cdr) {
    const x = c.car;
    out.push(typeof x === 'number' ? x : x instanceof Real ? x.v : NaN);
  }
  return out.length >= 2 && out.every(Number.isFinite) ? [out[0]!, out[1]!, out[2] ?? 0] : undefined;
}

/**
 * Define block `name` from a DXF drawing's model space (base point its $INSBASE), bringing its
 * layers, linetypes, styles and nested blocks; redefines an existing block of that name.
 */
export function blockFromDxf(d: BlockHost, text: string, name: string): BlockDef {
  let insbase: Vec3 = [0, 0, 0];
  const src = readDxfDb(text, {
    header(vname, groups) {
      if (vname === 'INSBASE') insbase = pointOf(headerToValue(vname, groups)) ?? insbase;
    },
  });
  const copies = new Transfer(src, d).copies(liveMain(src), IDENTITY);
  return defineBlock(d, { name, base: insbase, contents: copies });
}

const CARRIED = ['INSUNITS', 'MEASUREMENT', 'LUNITS', 'LUPREC', 'AUNITS', 'AUPREC', 'LTSCALE', 'DIMSCALE', 'TEXTSIZE', 'TEXTSTYLE', 'CLAYER'];

/**
 * A new drawing holding copies of `records` (entities of `d`) moved by `m` (WCS -> the new
 * drawing's WCS: the base point becomes its origin), as DXF text.
 */
export function entitiesAsDrawing(d: Drawing, records: readonly DbRecord[], m: Mat): string {
  const db = newDrawing(new DrawingDb());
  const sv = new DefaultSysvars();
  for (const n of CARRIED) {
    const v = d.sysvars.get(n);
    if (v !== undefined && (n !== 'CLAYER' || db.tableEntry('LAYER', String(v)))) sv.setRaw(n, v);
  }
  const dest: BlockHost = { db, env: () => ({ ...d.env(), layer: '0' }) };
  addCopies(db, db.modelSpace, new Transfer(d.db, dest).copies(records, m));
  return writeDxf(db, sv);
}

/** A block definition written as a drawing: its contents with the base point at the origin (WBLOCK name). */
export function blockAsDrawing(d: Drawing, b: BlockDef): string {
  const base = blockBase(d.db, b);
  const m: Mat = [1, 0, 0, -base[0], 0, 1, 0, -base[1], 0, 0, 1, -base[2]];
  return entitiesAsDrawing(d, blockEntities(d.db, b), m);
}
