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
import { SUBENTITY_TYPES, type DbRecord } from '../model/record.js';
import type { GV, Tags } from '../model/tags.js';
import { codeType } from '../model/group-codes.js';
import { styleAngles } from './load.js';
import { headerGroups, STANDARD_HEADER } from './header.js';
import { DxfByteLines } from './byte-lines.js';
import { utf8Decode } from './codepage.js';

export interface SysvarReader {
  get(name: string): Value | undefined;
}

const TABLE_ORDER = ['VPORT', 'LTYPE', 'LAYER', 'STYLE', 'VIEW', 'UCS', 'APPID', 'DIMSTYLE', 'BLOCK_RECORD'] as const;
const TABLE_ENTRY_TYPES = new Set(['VPORT', 'LTYPE', 'LAYER', 'STYLE', 'VIEW', 'UCS', 'APPID', 'DIMSTYLE', 'BLOCK_RECORD']);

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

/** Integer-valued codes: int and bool types, and the 1060–1071 xdata integers (by table for -5..1071). */
const intCode = (code: number): boolean => {
  const t = codeType(code);
  return t === 'int' || t === 'bool' || (code >= 1060 && code <= 1071);
};
const INT_CODE = Uint8Array.from({ length: 1077 }, (_v, i) => (intCode(i - 5) ? 1 : 0));
function isIntValued(code: number): boolean {
  return code >= -5 && code <= 1071 ? INT_CODE[code + 5] === 1 : intCode(code);
}

/** The writer's groups as byte lines: a value by its group code's type, point lists split into X/Y/Z. */
class Out extends DxfByteLines {
  g(code: number, value: string): void {
    this.text(code, value);
  }
  v(code: number, value: GV): void {
    if (Array.isArray(value)) {
      this.real(code, value[0] ?? 0);
      this.real(code + 10, value[1] ?? 0);
      if (value.length > 2) this.real(code + 20, value[2]!);
      return;
    }
    if (typeof value === 'number') {
      if (isIntValued(code)) this.int(code, Math.trunc(value));
      else this.real(code, value);
      return;
    }
    this.text(code, value.indexOf('\n') < 0 ? value : value.replace(/\r?\n/g, '^J'));
  }
  tags(t: Tags | null, skipMinus2 = true): void {
    if (!t) return;
    for (let i = 0; i < t.c.length; i++) {
      const c = t.c[i]!;
      if (skipMinus2 && c === -2) continue;
      this.v(c, t.v[i]!);
    }
  }
}

function head(o: Out, r: DbRecord, handleCode = 5): void {
  o.g(0, r.type);
  o.g(handleCode, r.handle);
  o.tags(r.head);
  o.g(330, r.owner);
}

/** `layout`: the paper-space layout the entity is in (it then gets 67 and 410), undefined elsewhere. */
function writeEntity(o: Out, r: DbRecord, layout: string | undefined): void {
  head(o, r);
  const angles = entityType(r.type).angles;
  const c = r.body.c;
  const v = r.body.v;
  for (let i = 0; i < c.length; i++) {
    const code = c[i]!;
    if (code === -2) continue;
    const value = v[i]!;
    if (angles !== undefined && typeof value === 'number' && angles.has(code)) o.v(code, exactDegrees(value));
    else o.v(code, value);
    if (layout !== undefined && code === 100 && value === 'AcDbEntity') {
      o.int(67, 1);
      o.text(410, layout);
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

/** Live entities owned by `owner`, each followed by its subentities (which are in their parent's space). */
function writeOwned(o: Out, db: DrawingDb, owner: string): void {
  const space = db.layouts.get(owner);
  const layout = space !== undefined && space !== 'Model' ? space : undefined;
  db.forEachOwned(owner, (r) => {
    if (r.deleted) return;
    writeEntity(o, r, layout);
    if (db.ownerLists.has(r.handle))
      db.forEachOwned(r.handle, (s) => {
        if (!s.deleted) writeEntity(o, s, SUBENTITY_TYPES.has(s.type) ? layout : undefined);
      });
  });
}

/** The drawing as DXF text in one string (writeDxfBytes's buffers decoded and joined once). */
export function writeDxf(db: DrawingDb, sysvars: SysvarReader): string {
  const chunks: string[] = [];
  writeDxfBytes(db, sysvars, (b) => chunks.push(utf8Decode(b)));
  return chunks.join('');
}

/** The drawing as UTF-8 DXF, handed to `emit` in buffers of about 1 MB of whole lines, in order; each buffer is the receiver's. */
export function writeDxfBytes(db: DrawingDb, sysvars: SysvarReader, emit: (bytes: Uint8Array) => void): void {
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
      o.int(70, entries.length);
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

