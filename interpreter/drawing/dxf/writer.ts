/*
 * Database → ASCII DXF (AutoCAD 2013, AC1027, UTF-8), with every section other readers expect:
 * HEADER, CLASSES, TABLES, BLOCKS, ENTITIES, OBJECTS, all with handles and owners. Bodies are
 * written in their stored (entget) order, angles back to degrees (chosen so reading gives the
 * exact same radians), points split into X/Y/Z groups, computed -2 groups left out. Deleted
 * entities are not written. Reading what this writes gives the same entget lists.
 */
import type { Value } from '../../core/values.js';
import type { DrawingDb } from '../db.js';
import { DEG } from '../entities/schema.js';
import { entityType } from '../entities/registry.js';
import type { DbRecord } from '../model/record.js';
import type { GV, Tags } from '../model/tags.js';
import { codeType } from '../model/group-codes.js';
import { styleAngles } from './load.js';
import { headerGroups, STANDARD_HEADER } from './header.js';

export interface SysvarReader {
  get(name: string): Value | undefined;
}

const TABLE_ORDER = ['VPORT', 'LTYPE', 'LAYER', 'STYLE', 'VIEW', 'UCS', 'APPID', 'DIMSTYLE', 'BLOCK_RECORD'] as const;
const TABLE_ENTRY_TYPES = new Set(['VPORT', 'LTYPE', 'LAYER', 'STYLE', 'VIEW', 'UCS', 'APPID', 'DIMSTYLE', 'BLOCK_RECORD']);

/** A real as DXF text: shortest round-trip form, always with a decimal point. */
export function dxfReal(n: number): string {
  return wholeReal(n) ? `${n}.0` : String(n);
}

/** A real written with ".0" after its digits (toFixed(1)'s text for these: String(n) never uses an exponent below 1e21). */
const wholeReal = (n: number): boolean => Number.isInteger(n) && Math.abs(n) < 1e15;

/** Degrees whose conversion back (× π/180) gives exactly `rad`. */
export function exactDegrees(rad: number): number {
  const d = rad / DEG;
  if (d * DEG === rad) return d;
  const eps = Math.abs(d) * Number.EPSILON || Number.MIN_VALUE;
  for (let k = 1; k <= 8; k++) {
    if ((d + k * eps) * DEG === rad) return d + k * eps;
    if ((d - k * eps) * DEG === rad) return d - k * eps;
  }
  return d;
}

/** "  0\n", " 10\n", "330\n": each group code's line, made once (by table for -5..1071). */
const CODE_LINES: Array<string | undefined> = [];
const CODE_LINES_OTHER = new Map<number, string>();
function makeCodeLine(code: number): string {
  const c = String(code);
  return `${c.length >= 3 ? c : c.padStart(3, ' ')}\n`;
}
function codeLine(code: number): string {
  if (code >= -5 && code <= 1071) return (CODE_LINES[code + 5] ??= makeCodeLine(code));
  let l = CODE_LINES_OTHER.get(code);
  if (l === undefined) CODE_LINES_OTHER.set(code, (l = makeCodeLine(code)));
  return l;
}

/** Integer-valued codes: int and bool types, and the 1060–1071 xdata integers (by table for -5..1071). */
const intCode = (code: number): boolean => {
  const t = codeType(code);
  return t === 'int' || t === 'bool' || (code >= 1060 && code <= 1071);
};
const INT_CODE = Uint8Array.from({ length: 1077 }, (_v, i) => (intCode(i - 5) ? 1 : 0));
function isIntValued(code: number): boolean {
  return code >= -5 && code <= 1071 ? INT_CODE[code + 5] === 1 : intCode(code);
}

/** Pieces joined into ~64 KB chunks as they come, so no array of millions of line strings builds up. */
const CHUNK_PIECES = 6144;

class Out {
  private pieces: string[] = [];
  constructor(private readonly emit: (chunk: string) => void) {}
  g(code: number, value: string): void {
    const p = this.pieces;
    p.push(codeLine(code), value, '\n');
    if (p.length >= CHUNK_PIECES) this.flush();
  }
  /** A real's group (dxfReal's text, with an integer's ".0" pushed as its own piece: no string is joined for it). */
  real(code: number, n: number): void {
    const p = this.pieces;
    if (wholeReal(n)) p.push(codeLine(code), String(n), '.0\n');
    else p.push(codeLine(code), String(n), '\n');
    if (p.length >= CHUNK_PIECES) this.flush();
  }
  v(code: number, value: GV): void {
    if (Array.isArray(value)) {
      this.real(code, value[0] ?? 0);
      this.real(code + 10, value[1] ?? 0);
      if (value.length > 2) this.real(code + 20, value[2]!);
      return;
    }
    if (typeof value === 'number') {
      if (isIntValued(code)) this.g(code, String(Math.trunc(value)));
      else this.real(code, value);
      return;
    }
    this.g(code, value.indexOf('\n') < 0 ? value : value.replace(/\r?\n/g, '^J'));
  }
  tags(t: Tags | null, skipMinus2 = true): void {
    if (!t) return;
    for (let i = 0; i < t.c.length; i++) {
      const c = t.c[i]!;
      if (skipMinus2 && c === -2) continue;
      this.v(c, t.v[i]!);
    }
  }
  flush(): void {
    if (this.pieces.length) this.emit(this.pieces.join(''));
    this.pieces = [];
  }
}

function head(o: Out, r: DbRecord, handleCode = 5): void {
  o.g(0, r.type);
  o.g(handleCode, r.handle);
  o.tags(r.head);
  o.g(330, r.owner);
}

function writeEntity(o: Out, db: DrawingDb, r: DbRecord): void {
  head(o, r);
  const angles = entityType(r.type).angles;
  const owner = db.spaceOwner(r);
  const layout = db.layouts.get(owner);
  const paper = layout !== undefined && layout !== 'Model';
  const b = r.body;
  for (let i = 0; i < b.c.length; i++) {
    const c = b.c[i]!;
    if (c === -2) continue;
    const v = b.v[i]!;
    o.v(c, angles?.has(c) && typeof v === 'number' ? exactDegrees(v) : v);
    if (c === 100 && v === 'AcDbEntity' && paper) {
      o.g(67, '1');
      o.g(410, layout);
    }
  }
  o.tags(r.xdata);
}

function writeBlockBegin(o: Out, db: DrawingDb, r: DbRecord, name: string): void {
  head(o, r);
  const b = r.body;
  const paper = (db.layouts.get(r.owner) ?? 'Model') !== 'Model';
  let i = 0;
  for (; i < b.c.length && !(b.c[i] === 100 && b.v[i] === 'AcDbBlockBegin'); i++) {
    o.v(b.c[i]!, b.v[i]!);
    if (b.c[i] === 100 && b.v[i] === 'AcDbEntity' && paper) o.g(67, '1');
  }
  const get = (code: number, d: GV): GV => {
    const k = b.c.indexOf(code, i);
    return k < 0 ? d : b.v[k]!;
  };
  o.g(100, 'AcDbBlockBegin');
  o.v(2, name);
  o.v(70, get(70, 0));
  o.v(10, get(10, [0, 0, 0]));
  o.v(3, name);
  o.v(1, get(1, ''));
  const desc = b.c.indexOf(4, i);
  if (desc >= 0) o.v(4, b.v[desc]!);
  o.tags(r.xdata);
}

/** Live entities owned by `owner`, each followed by its subentities. */
function writeOwned(o: Out, db: DrawingDb, owner: string): void {
  db.forEachOwned(owner, (r) => {
    if (r.deleted) return;
    writeEntity(o, db, r);
    if (db.ownerLists.has(r.handle))
      db.forEachOwned(r.handle, (s) => {
        if (!s.deleted) writeEntity(o, db, s);
      });
  });
}

/** The drawing as DXF text in one string (the chunks of writeDxfChunks, joined once). */
export function writeDxf(db: DrawingDb, sysvars: SysvarReader): string {
  const chunks: string[] = [];
  writeDxfChunks(db, sysvars, (c) => chunks.push(c));
  return chunks.join('');
}

/** The drawing as DXF text, handed to `emit` in chunks of about 64 KB, in order. */
export function writeDxfChunks(db: DrawingDb, sysvars: SysvarReader, emit: (chunk: string) => void): void {
  const o = new Out(emit);
  // HEADER
  o.g(0, 'SECTION');
  o.g(2, 'HEADER');
  o.g(9, '$ACADVER');
  o.g(1, 'AC1027');
  o.g(9, '$DWGCODEPAGE');
  o.g(3, 'ANSI_1252');
  o.g(9, '$HANDSEED');
  o.g(5, db.handSeed);
  const names = new Set<string>([...STANDARD_HEADER.keys(), ...db.headerCodes.keys()]);
  for (const name of names) {
    if (name === 'ACADVER' || name === 'DWGCODEPAGE' || name === 'HANDSEED') continue;
    const groups = headerGroups(name, sysvars.get(name), db.headerCodes.get(name));
    if (!groups) continue;
    o.g(9, '$' + name);
    for (const [c, v] of groups) o.v(c, v);
  }
  o.g(0, 'ENDSEC');
  // CLASSES
  o.g(0, 'SECTION');
  o.g(2, 'CLASSES');
  for (const c of db.classes) {
    o.g(0, 'CLASS');
    o.tags(c);
  }
  o.g(0, 'ENDSEC');
  // TABLES
  o.g(0, 'SECTION');
  o.g(2, 'TABLES');
  for (const tname of TABLE_ORDER) {
    const t = db.table(tname);
    if (!t) continue;
    const tr = db.get(t.handle);
    const entries = t.order.map((h) => db.get(h)).filter((r): r is DbRecord => !!r && !r.deleted);
    o.g(0, 'TABLE');
    o.g(2, tname);
    o.g(5, t.handle);
    if (tr?.head) o.tags(tr.head);
    o.g(330, tr?.owner ?? '0');
    const body = tr?.body;
    if (body) {
      for (let i = 0; i < body.c.length; i++) {
        const c = body.c[i]!;
        if (c === 2) continue;
        o.v(c, c === 70 ? entries.length : body.v[i]!);
      }
    } else {
      o.g(100, 'AcDbSymbolTable');
      o.g(70, String(entries.length));
    }
    for (const r of entries) {
      head(o, r, r.type === 'DIMSTYLE' ? 105 : 5);
      o.tags(r.type === 'STYLE' ? styleAngles(r.body, 1 / DEG) : r.body);
      o.tags(r.xdata);
    }
    o.g(0, 'ENDTAB');
  }
  o.g(0, 'ENDSEC');
  // BLOCKS
  o.g(0, 'SECTION');
  o.g(2, 'BLOCKS');
  for (const b of db.blocks.values()) {
    const begin = db.get(b.begin);
    const end = db.get(b.end);
    if (!begin || !end) continue;
    writeBlockBegin(o, db, begin, b.name);
    if (b.record !== db.modelSpace && b.record !== db.paperSpace) writeOwned(o, db, b.record);
    head(o, end);
    o.tags(end.body);
    o.tags(end.xdata);
  }
  o.g(0, 'ENDSEC');
  // ENTITIES: model space, then the active paper space layout
  o.g(0, 'SECTION');
  o.g(2, 'ENTITIES');
  writeOwned(o, db, db.modelSpace);
  writeOwned(o, db, db.paperSpace);
  o.g(0, 'ENDSEC');
  // OBJECTS: the named-object dictionary first
  o.g(0, 'SECTION');
  o.g(2, 'OBJECTS');
  const root = db.get(db.rootDict);
  const objs = db.objs.filter((r) => r.type !== 'TABLE' && r.type !== 'BLOCK' && r.type !== 'ENDBLK' && !TABLE_ENTRY_TYPES.has(r.type) && r !== root);
  for (const r of root ? [root, ...objs] : objs) {
    head(o, r);
    o.tags(r.body);
    o.tags(r.xdata);
  }
  o.g(0, 'ENDSEC');
  o.g(0, 'EOF');
  o.flush();
}

