/*
 * What a new, empty drawing contains — AutoCAD's standard tables and objects: layer 0, linetypes
 * ByBlock/ByLayer/Continuous, text and dimension style Standard, APPID ACAD, the *Active viewport,
 * block records and BLOCK/ENDBLK for *Model_Space and *Paper_Space, and the named-object dictionary
 * with ACAD_GROUP, ACAD_LAYOUT (Model, Layout1) and ACAD_PLOTSTYLENAME. Also used to fill in what an
 * old (R12) file lacks, so every loaded drawing has the same structure. A new drawing also gets
 * Layout2 (*Paper_Space0), as AutoCAD's default templates have it.
 */
import { TABLE_NAMES, type DrawingDb, type TableName } from './db.js';
import { makeRecord } from './model/record.js';
import { TagBuilder, type GV, type Tags } from './model/tags.js';
import { createLayer, newEntryBody } from './tables.js';

const tags = (groups: ReadonlyArray<[number, GV]>): Tags => {
  const b = new TagBuilder();
  for (const [c, v] of groups) b.push(c, v);
  return b.done();
};

/** Create any missing TABLE objects. */
export function ensureTables(db: DrawingDb): void {
  for (const name of TABLE_NAMES) {
    if (db.tables.has(name) && db.tables.get(name)!.handle !== '0') continue;
    const h = db.newHandle();
    db.addObject(makeRecord(h, 'TABLE', '0', tags([[2, name], [100, 'AcDbSymbolTable'], [70, 0]])));
    const t = db.registerTable(name, h);
    // entries indexed before the table existed now point at it
    for (const eh of t.order) db.setOwner(eh, h);
  }
}

function ensureEntry(db: DrawingDb, table: TableName, name: string, groups: ReadonlyArray<[number, GV]>): void {
  if (db.tableEntry(table, name)) return;
  db.addTableEntry(table, table, newEntryBody(table, [[2, name], ...groups]));
}

function dictBody(entries: ReadonlyArray<[string, string]>, hardOwner = true): Tags {
  const g: Array<[number, GV]> = [[100, 'AcDbDictionary']];
  if (hardOwner) g.push([281, 1]);
  for (const [k, h] of entries) g.push([3, k], [350, h]);
  return tags(g);
}

function layoutBody(name: string, tab: number, record: string, model: boolean): Tags {
  return tags([
    [100, 'AcDbPlotSettings'], [1, ''], [4, ''], [6, ''],
    [40, 0], [41, 0], [42, 0], [43, 0], [44, 0], [45, 0], [46, 0], [47, 0], [48, 0], [49, 0],
    [140, 0], [141, 0], [142, 1], [143, 1], [70, model ? 1712 : 688], [72, 0], [73, 0], [74, 5], [7, ''],
    [75, 16], [76, 0], [77, 2], [78, 300], [147, 1], [148, 0], [149, 0],
    [100, 'AcDbLayout'], [1, name], [70, 1], [71, tab], [10, [0, 0]], [11, [420, 297]], [12, [0, 0, 0]],
    [14, [1e20, 1e20, 1e20]], [15, [-1e20, -1e20, -1e20]], [146, 0], [13, [0, 0, 0]], [16, [1, 0, 0]], [17, [0, 1, 0]],
    [76, 0], [330, record],
  ]);
}

/** A layout block: block record, BLOCK and ENDBLK (and its LAYOUT object when the dictionary exists). */
function ensureLayoutBlock(db: DrawingDb, name: string): void {
  if (db.block(name)) return;
  const rec = db.newHandle();
  const br = db.table('BLOCK_RECORD')!;
  db.addObject(makeRecord(rec, 'BLOCK_RECORD', br.handle, newEntryBody('BLOCK_RECORD', [[2, name], [70, 0], [280, 1], [281, 0]])));
  db.indexTableEntry('BLOCK_RECORD', db.get(rec)!);
  const begin = db.newHandle();
  const end = db.newHandle();
  db.addObject(makeRecord(begin, 'BLOCK', rec, tags([[100, 'AcDbEntity'], [8, '0'], [100, 'AcDbBlockBegin'], [70, 0], [10, [0, 0, 0]], [-2, ''], [2, name], [1, '']])));
  db.addObject(makeRecord(end, 'ENDBLK', rec, tags([[100, 'AcDbEntity'], [8, '0'], [100, 'AcDbBlockEnd']])));
  db.registerBlock({ name, record: rec, begin, end });
}

/** Tables and the model/paper space blocks (what entities need before OBJECTS is read). */
export function ensureLayoutBlocks(db: DrawingDb): void {
  ensureTables(db);
  ensureLayoutBlock(db, '*Model_Space');
  ensureLayoutBlock(db, '*Paper_Space');
}

/** Fill in every standard table entry and object that is missing. */
export function ensureStandard(db: DrawingDb): void {
  ensureTables(db);
  ensureEntry(db, 'VPORT', '*Active', [[70, 0], [10, [0, 0]], [11, [1, 1]], [12, [210, 148.5]], [13, [0, 0]], [14, [10, 10]], [15, [10, 10]], [16, [0, 0, 1]], [17, [0, 0, 0]], [40, 297], [41, 1.92], [42, 50], [43, 0], [44, 0], [50, 0], [51, 0], [71, 0], [72, 1000], [73, 1], [74, 3], [75, 0], [76, 0], [77, 0], [78, 0]]);
  ensureEntry(db, 'LTYPE', 'ByBlock', [[70, 0], [3, ''], [72, 65], [73, 0], [40, 0]]);
  ensureEntry(db, 'LTYPE', 'ByLayer', [[70, 0], [3, ''], [72, 65], [73, 0], [40, 0]]);
  ensureEntry(db, 'LTYPE', 'Continuous', [[70, 0], [3, 'Solid line'], [72, 65], [73, 0], [40, 0]]);
  ensureEntry(db, 'STYLE', 'Standard', [[70, 0], [40, 0], [41, 1], [50, 0], [71, 0], [42, 2.5], [3, 'txt'], [4, '']]);
  ensureEntry(db, 'APPID', 'ACAD', [[70, 0]]);
  ensureEntry(db, 'DIMSTYLE', 'Standard', [[70, 0]]);
  ensureLayoutBlock(db, '*Model_Space');
  ensureLayoutBlock(db, '*Paper_Space');
  ensureObjects(db);
  if (!db.tableEntry('LAYER', '0')) createLayer(db, '0');
  fixTableCounts(db);
}

/**
 * Layers that entities name (group 8) but the LAYER table lacks, created with AutoCAD's defaults
 * (colour 7, Continuous), in the order entities first name them: AutoCAD does this when it opens
 * a DXF file (a hand-written R12 file often has no TABLES section at all), so tblsearch finds them.
 */
export function ensureEntityLayers(db: DrawingDb): number {
  const seen = new Set<string>();
  // names as written, checked first: a drawing's entities repeat a few layer names (no upper-casing per entity)
  const seenAsWritten = new Set<string>();
  let made = 0;
  const visit = (body: Tags): void => {
    const i = body.c.indexOf(8);
    const name = i >= 0 ? body.v[i] : undefined;
    if (typeof name !== 'string' || name === '' || seenAsWritten.has(name)) return;
    seenAsWritten.add(name);
    const key = name.toUpperCase();
    if (seen.has(key)) return;
    seen.add(key);
    if (!db.tableEntry('LAYER', name)) {
      createLayer(db, name);
      made++;
    }
  };
  for (const r of db.ents) if (!r.deleted) visit(r.body);
  if (made) fixTableCounts(db);
  return made;
}

/** The writer recomputes each TABLE's entry count (70); store the true one so a round trip is exact. */
function fixTableCounts(db: DrawingDb): void {
  for (const t of db.tables.values()) {
    const tr = db.get(t.handle);
    const ci = tr ? tr.body.c.indexOf(70) : -1;
    if (!tr || ci < 0 || tr.body.v[ci] === t.order.length) continue;
    const v = tr.body.v.slice();
    v[ci] = t.order.length;
    db.replace({ ...tr, body: { c: tr.body.c, v } });
  }
}


/** The named-object dictionary and its standard entries. */
function ensureObjects(db: DrawingDb): void {
  if (!db.rootDict) {
    const root = db.newHandle();
    db.addObject(makeRecord(root, 'DICTIONARY', '0', dictBody([])));
    db.rootDict = root;
  }
  const root = db.get(db.rootDict)!;
  const keys = new Map<string, string>();
  for (let i = 0; i < root.body.c.length; i++) if (root.body.c[i] === 3) keys.set((root.body.v[i] as string).toUpperCase(), root.body.v[i + 1] as string);
  const add: Array<[string, string]> = [];
  if (!keys.has('ACAD_GROUP')) {
    const h = db.newHandle();
    db.addObject(makeRecord(h, 'DICTIONARY', db.rootDict, dictBody([])));
    add.push(['ACAD_GROUP', h]);
  }
  if (!keys.has('ACAD_PLOTSTYLENAME')) {
    const d = db.newHandle();
    const ph = db.newHandle();
    db.addObject(makeRecord(d, 'ACDBDICTIONARYWDFLT', db.rootDict, tags([[100, 'AcDbDictionary'], [281, 1], [3, 'Normal'], [350, ph], [100, 'AcDbDictionaryWithDefault'], [340, ph]])));
    db.addObject(makeRecord(ph, 'ACDBPLACEHOLDER', d, tags([])));
    db.plotStyleNormal = ph;
    add.push(['ACAD_PLOTSTYLENAME', d]);
  }
  if (!keys.has('ACAD_LAYOUT')) {
    const d = db.newHandle();
    const entries: Array<[string, string]> = [];
    const ms = db.block('*Model_Space')!;
    const ps = db.block('*Paper_Space')!;
    for (const [name, b, tab] of [['Model', ms, 0], ['Layout1', ps, 1]] as const) {
      const lh = db.newHandle();
      db.addObject(makeRecord(lh, 'LAYOUT', d, layoutBody(name, tab, b.record, tab === 0)));
      entries.push([name, lh]);
      const rec = db.get(b.record)!;
      if (!rec.body.c.includes(340)) {
        const body = new TagBuilder();
        for (let i = 0; i < rec.body.c.length; i++) {
          body.push(rec.body.c[i]!, rec.body.v[i]!);
          if (rec.body.c[i] === 2) body.push(340, lh);
        }
        db.replace({ ...rec, body: body.done() });
      }
    }
    db.addObject(makeRecord(d, 'DICTIONARY', db.rootDict, dictBody(entries)));
    add.push(['ACAD_LAYOUT', d]);
  }
  if (add.length) {
    const body = new TagBuilder().append(root.body);
    for (const [k, h] of add) body.push(3, k).push(350, h);
    db.replace({ ...db.get(db.rootDict)!, body: sortDict(body.done()) });
  }
}

/** Dictionary entries sorted by key, as AutoCAD keeps them. */
export function sortDict(body: Tags): Tags {
  const head = new TagBuilder();
  const pairs: Array<[string, number, GV]> = [];
  const tail = new TagBuilder();
  let i = 0;
  for (; i < body.c.length && body.c[i] !== 3; i++) head.push(body.c[i]!, body.v[i]!);
  for (; i < body.c.length; i++) {
    if (body.c[i] === 3 && i + 1 < body.c.length) {
      pairs.push([body.v[i] as string, body.c[i + 1]!, body.v[i + 1]!]);
      i++;
    } else if (body.c[i] === 100) break;
    else tail.push(body.c[i]!, body.v[i]!);
  }
  for (; i < body.c.length; i++) tail.push(body.c[i]!, body.v[i]!);
  pairs.sort((a, b) => (a[0].toUpperCase() < b[0].toUpperCase() ? -1 : a[0].toUpperCase() > b[0].toUpperCase() ? 1 : 0));
  for (const [k, c, v] of pairs) head.push(3, k).push(c, v);
  return head.append(tail.done()).done();
}

/** Add a paper-space layout: its block (*Paper_SpaceN), LAYOUT object and ACAD_LAYOUT entry. */
export function addLayout(db: DrawingDb, name: string, tab: number): void {
  if ([...db.layouts.values()].some((l) => l.toUpperCase() === name.toUpperCase())) return;
  let n = 0;
  while (db.block(`*Paper_Space${n}`)) n++;
  const blockName = `*Paper_Space${n}`;
  ensureLayoutBlock(db, blockName);
  const b = db.block(blockName)!;
  db.layouts.set(b.record, name);
  const dictHandle = layoutDictionary(db);
  if (!dictHandle) return;
  const lh = db.newHandle();
  db.addObject(makeRecord(lh, 'LAYOUT', dictHandle, layoutBody(name, tab, b.record, false)));
  const rec = db.get(b.record)!;
  const body = new TagBuilder();
  for (let i = 0; i < rec.body.c.length; i++) {
    body.push(rec.body.c[i]!, rec.body.v[i]!);
    if (rec.body.c[i] === 2) body.push(340, lh);
  }
  db.replace({ ...rec, body: body.done() });
  const dict = db.get(dictHandle)!;
  db.replace({ ...dict, body: sortDict(new TagBuilder().append(dict.body).push(3, name).push(350, lh).done()) });
  fixTableCounts(db);
}

/** The ACAD_LAYOUT dictionary's handle, if the drawing has one. */
function layoutDictionary(db: DrawingDb): string | undefined {
  const root = db.get(db.rootDict);
  if (!root) return undefined;
  for (let i = 0; i < root.body.c.length; i++)
    if (root.body.c[i] === 3 && String(root.body.v[i]).toUpperCase() === 'ACAD_LAYOUT') return root.body.v[i + 1] as string;
  return undefined;
}

/** A new empty drawing database: the standard objects and the layouts Model, Layout1, Layout2. */
export function newDrawing(db: DrawingDb): DrawingDb {
  ensureStandard(db);
  addLayout(db, 'Layout2', 2);
  return db;
}
