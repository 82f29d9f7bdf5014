/*
 * The document's collections as views over the tables and dictionaries: Layers, Linetypes,
 * TextStyles, DimStyles, RegisteredApplications, Views, Viewports, UCSs (the TABLE records and
 * their entries, in table order), Blocks (every block record, *Model_Space and *Paper_Space
 * included), Layouts (ACAD_LAYOUT), Groups (ACAD_GROUP), Dictionaries (the named-object dictionary)
 * and Documents (this one document). Count, Item by 0-based index or by name (a missing name is
 * AutoCAD's "Key not found"), Add (an existing name gives the existing member), and vlax-for.
 */
import { raise } from '../../../core/errors.js';
import { Cons, list, real, type Value, type VlaObject } from '../../../core/values.js';
import { validSymbolName } from '../../checks.js';
import type { TableName } from '../../db.js';
import { entmake } from '../../entmake.js';
import type { DbRecord } from '../../model/record.js';
import { TagBuilder, type GV } from '../../model/tags.js';
import { sortDict } from '../../standard.js';
import { createLayer, newEntryBody } from '../../tables.js';
import { argIndex, argPoint, argText } from '../convert.js';
import { defineClass, type AxTarget, type ClassImpl } from '../model.js';
import { dictEntries, docObject, recordObject } from '../factory.js';
import { strOf } from '../read.js';
import { itemAt } from './blocks.js';
import { OBJECT_PART } from './common.js';

type Part = Partial<Pick<ClassImpl, 'get' | 'put' | 'call' | 'members'>>;

const keyNotFound = (): never => raise('axAutomation', 'Key not found');

/** Count / Item / members over a list of member objects, with a name lookup. */
function collection(members: (t: AxTarget) => VlaObject[], byName: (t: AxTarget, name: string) => VlaObject | undefined): Part {
  return {
    members,
    get: { Count: (t) => members(t).length },
    call: {
      Item: (t, a) => {
        const i = argIndex(a[0]!);
        if (typeof i === 'string') return byName(t, i) ?? keyNotFound();
        return itemAt(members(t), i);
      },
    },
  };
}

// ---- symbol tables ----------------------------------------------------------------------------

function tableMembers(table: TableName) {
  return (t: AxTarget): VlaObject[] => {
    const db = t.drawing.db;
    const info = db.table(table);
    if (!info) return [];
    return info.order.filter((h) => db.get(h) && !db.get(h)!.deleted).map((h) => recordObject(t.session, h));
  };
}

function tableByName(table: TableName) {
  return (t: AxTarget, name: string): VlaObject | undefined => {
    const r = t.drawing.db.tableEntry(table, name);
    return r && !r.deleted ? recordObject(t.session, r.handle) : undefined;
  };
}

/** Add(name) for a symbol table: the existing record, or a new one with AutoCAD's defaults. */
function tableAdd(table: TableName, make: (t: AxTarget, name: string) => void): Part {
  return {
    call: {
      Add: (t, a) => {
        const name = argText(a[0]!);
        const existing = tableByName(table)(t, name);
        if (existing) return existing;
        if (!validSymbolName(name)) return raise('axAutomation', 'Invalid input');
        make(t, name);
        return tableByName(table)(t, name)!;
      },
    },
  };
}

const addEntry = (table: TableName, groups: (name: string) => ReadonlyArray<[number, GV]>) => (t: AxTarget, name: string) => {
  t.drawing.db.addTableEntry(table, table, newEntryBody(table, [[2, name], ...groups(name)]));
};

const symbolTable = (id: string, iface: string, title: string, table: TableName, make: (t: AxTarget, name: string) => void, extra: Part[] = []): ClassImpl =>
  defineClass(id, iface, title, [OBJECT_PART, collection(tableMembers(table), tableByName(table)), tableAdd(table, make), ...extra]);

export const LAYERS_CLASS = symbolTable('Layers', 'IAcadLayers', 'AutoCAD Layers Interface', 'LAYER', (t, name) => createLayer(t.drawing.db, name), [
  { call: { GenerateUsageData: () => null } },
]);
export const LINETYPES_CLASS = symbolTable('Linetypes', 'IAcadLineTypes', 'AutoCAD Linetypes Interface', 'LTYPE', addEntry('LTYPE', () => [[70, 0], [3, ''], [72, 65], [73, 0], [40, 0]]), [
  { call: { Load: (t) => raise('axNotSimulated', 'Load (no .lin files in the sandbox)', t.cls.iface) } },
]);
export const TEXTSTYLES_CLASS = symbolTable('TextStyles', 'IAcadTextStyles', 'AutoCAD Text Styles Interface', 'STYLE', addEntry('STYLE', () => [[70, 0], [40, 0], [41, 1], [50, 0], [71, 0], [42, 2.5], [3, 'txt'], [4, '']]));
export const DIMSTYLES_CLASS = symbolTable('DimStyles', 'IAcadDimStyles', 'AutoCAD Dimension Styles Interface', 'DIMSTYLE', addEntry('DIMSTYLE', () => [[70, 0]]));
export const REGAPPS_CLASS = symbolTable('RegisteredApplications', 'IAcadRegisteredApplications', 'AutoCAD Registered Applications Interface', 'APPID', addEntry('APPID', () => [[70, 0]]));
export const VIEWS_CLASS = symbolTable('Views', 'IAcadViews', 'AutoCAD Views Interface', 'VIEW', addEntry('VIEW', () => [[70, 0]]));
export const VIEWPORTS_CLASS = symbolTable('Viewports', 'IAcadViewports', 'AutoCAD Viewports Interface', 'VPORT', addEntry('VPORT', () => [[70, 0]]));
export const UCSS_CLASS = defineClass('UCSs', 'IAcadUCSs', 'AutoCAD UCSs Interface', [
  OBJECT_PART,
  collection(tableMembers('UCS'), tableByName('UCS')),
  {
    call: {
      Add: (t, a, style) => {
        const name = argText(a[3]!);
        const existing = tableByName('UCS')(t, name);
        if (existing) return existing;
        const o = argPoint(a[0]!, style);
        const x = argPoint(a[1]!, style);
        const y = argPoint(a[2]!, style);
        const sub = (p: number[]) => [p[0]! - o[0], p[1]! - o[1], p[2]! - o[2]];
        addEntry('UCS', () => [[70, 0], [10, o], [11, sub(x)], [12, sub(y)]])(t, name);
        return tableByName('UCS')(t, name)!;
      },
    },
  },
]);

// ---- blocks -----------------------------------------------------------------------------------

export const BLOCKS_CLASS = defineClass('Blocks', 'IAcadBlocks', 'AutoCAD Blocks Interface', [
  OBJECT_PART,
  collection(tableMembers('BLOCK_RECORD'), (t, name) => {
    const b = t.drawing.db.block(name);
    return b ? recordObject(t.session, b.record) : undefined;
  }),
  {
    call: {
      Add: (t, a, style) => {
        const base = argPoint(a[0]!, style);
        const name = argText(a[1]!);
        const d = t.drawing;
        const existing = d.db.block(name);
        if (existing) return recordObject(t.session, existing.record);
        if (!name.startsWith('*') && !validSymbolName(name)) return raise('axAutomation', 'Invalid input');
        const pending = d.db.pendingBlock;
        d.db.pendingBlock = null;
        entmake(d, list([new Cons(0, 'BLOCK'), new Cons(2, name), new Cons(70, name.startsWith('*') ? 1 : 0), new Cons(10, list(base.map(real)))]));
        const made = entmake(d, list([new Cons(0, 'ENDBLK')]));
        d.db.pendingBlock = pending;
        if (!made || !('blockName' in made)) return raise('axServerError', 'Invalid argument');
        return recordObject(t.session, d.db.block(made.blockName)!.record);
      },
    },
  },
]);

// ---- dictionaries (layouts, groups, the named-object dictionary) ------------------------------

function dictMembers(t: AxTarget): VlaObject[] {
  const db = t.drawing.db;
  return dictEntries(t.rec())
    .filter((e) => db.get(e.handle) && !db.get(e.handle)!.deleted)
    .map((e) => recordObject(t.session, e.handle));
}

function dictByName(t: AxTarget, name: string): VlaObject | undefined {
  const e = dictEntries(t.rec()).find((x) => x.key.toUpperCase() === name.toUpperCase());
  const r = e && t.drawing.db.get(e.handle);
  return r && !r.deleted ? recordObject(t.session, r.handle) : undefined;
}

/** Add an entry to a dictionary record (kept sorted by key) owning a new object of `type`. */
export function addDictObject(t: AxTarget, key: string, type: string, body: ReadonlyArray<[number, GV]>): VlaObject {
  const db = t.drawing.db;
  const dict = t.rec();
  const h = db.newHandle();
  const b = new TagBuilder();
  for (const [c, v] of body) b.push(c, v);
  db.addObject({ handle: h, type, owner: dict.handle, head: null, body: b.done(), xdata: null, deleted: false });
  db.replace({ ...dict, body: sortDict(new TagBuilder().append(dict.body).push(3, key).push(350, h).done()) });
  return recordObject(t.session, h);
}

export const LAYOUTS_CLASS = defineClass('Layouts', 'IAcadLayouts', 'AutoCAD Layouts Interface', [
  OBJECT_PART,
  collection(dictMembers, dictByName),
  { call: { Add: (t, a) => dictByName(t, argText(a[0]!)) ?? raise('axNotSimulated', 'Add (a new layout)', t.cls.iface) } },
]);

export const GROUPS_CLASS = defineClass('Groups', 'IAcadGroups', 'AutoCAD Groups Interface', [
  OBJECT_PART,
  collection(dictMembers, dictByName),
  {
    call: {
      Add: (t, a) => {
        const name = argText(a[0]!);
        const existing = dictByName(t, name);
        if (existing) return existing;
        if (!validSymbolName(name)) return raise('axAutomation', 'Invalid input');
        return addDictObject(t, name, 'GROUP', [[100, 'AcDbGroup'], [300, ''], [70, 0], [71, 1]]);
      },
    },
  },
]);

export const DICTIONARIES_CLASS = defineClass('Dictionaries', 'IAcadDictionaries', 'AutoCAD Dictionaries Interface', [
  OBJECT_PART,
  collection(dictMembers, dictByName),
  {
    call: {
      Add: (t, a) => {
        const name = argText(a[0]!);
        return dictByName(t, name) ?? addDictObject(t, name, 'DICTIONARY', [[100, 'AcDbDictionary'], [280, 0], [281, 1]]);
      },
    },
  },
]);

export const DOCUMENTS_CLASS = defineClass('Documents', 'IAcadDocuments', 'AutoCAD Documents Interface', [
  {
    members: (t) => [docObject(t.session)],
    get: { Count: () => 1, Application: (t) => docObject(t.session) },
    call: {
      Item: (t, a) => {
        const i = argIndex(a[0]!);
        if (i === 0 || (typeof i === 'string' && i.toUpperCase() === t.drawing.name.toUpperCase())) return docObject(t.session);
        return typeof i === 'string' ? keyNotFound() : raise('axAutomation', 'Invalid index');
      },
      Add: (t) => raise('axNotSimulated', 'Add (a second document)', t.cls.iface),
      Open: (t) => raise('axNotSimulated', 'Open (another drawing)', t.cls.iface),
      Close: (t) => raise('axNotSimulated', 'Close', t.cls.iface),
    },
  },
]);

/** Layout's Name is its second 1 group (the first is the plot settings' page name). */
function layoutName(r: DbRecord): string {
  const i = r.body.c.findIndex((c, k) => c === 100 && r.body.v[k] === 'AcDbLayout');
  for (let k = i + 1; i >= 0 && k < r.body.c.length; k++) if (r.body.c[k] === 1) return String(r.body.v[k]);
  return strOf(r, 1, '');
}

function layoutBlock(r: DbRecord): string {
  const i = r.body.c.findIndex((c, k) => c === 100 && r.body.v[k] === 'AcDbLayout');
  for (let k = Math.max(0, i); k < r.body.c.length; k++) if (r.body.c[k] === 330) return String(r.body.v[k]);
  return '';
}

export const LAYOUT_CLASS = defineClass('Layout', 'IAcadLayout', 'AutoCAD Layout Interface', [
  OBJECT_PART,
  {
    get: {
      Name: (t) => layoutName(t.rec()),
      Block: (t) => recordObject(t.session, layoutBlock(t.rec())),
      ModelType: (t) => t.session.bool(layoutBlock(t.rec()) === t.drawing.db.modelSpace),
      TabOrder: (t) => {
        const r = t.rec();
        const i = r.body.c.findIndex((c, k) => c === 100 && r.body.v[k] === 'AcDbLayout');
        const j = r.body.c.indexOf(71, Math.max(0, i));
        return j < 0 ? 0 : Number(r.body.v[j]);
      },
    },
  },
]);

export { layoutBlock, layoutName };
export type { Value };
