/*
 * Symbol-table entries: the bodies of new entries (a layer made by entmod/entmake, the standard
 * entries of an empty drawing), entmake of table records, and the short lists tblnext/tblsearch
 * return (no -1, no markers: `((0 . "LAYER") (2 . "0") (70 . 0) (62 . 7) (6 . "Continuous"))`).
 */
import type { DrawingDb, TableName } from './db.js';
import { applyTemplate, DXF_ENV, ORIGIN, type TItem } from './entities/schema.js';
import { TagBuilder, tagGet, type GV, type Tags } from './model/tags.js';

/** AutoLISP table names (tblnext "BLOCK") → the DXF table holding them. */
export const LISP_TABLES: Readonly<Record<string, TableName | 'BLOCK'>> = {
  LAYER: 'LAYER',
  LTYPE: 'LTYPE',
  STYLE: 'STYLE',
  BLOCK: 'BLOCK',
  DIMSTYLE: 'DIMSTYLE',
  APPID: 'APPID',
  UCS: 'UCS',
  VIEW: 'VIEW',
  VPORT: 'VPORT',
};

const REC = { m: 'AcDbSymbolTableRecord' } as const;

/** Entry templates (also used to normalise entmake'd table records). */
export const ENTRY_TEMPLATES: Readonly<Record<string, readonly TItem[]>> = {
  LAYER: [REC, { m: 'AcDbLayerTableRecord' }, { code: 2 }, { code: 70, def: 0 }, { code: 62, def: 7 }, { code: 6, def: 'Continuous' }, { code: 290 }, { code: 370, def: -3 }, { code: 390 }, { code: 347 }, { code: 348 }],
  LTYPE: [REC, { m: 'AcDbLinetypeTableRecord' }, { code: 2 }, { code: 70, def: 0 }, { code: 3, def: '' }, { code: 72, def: 65 }, { code: 73, def: 0 }, { code: 40, def: 0 }],
  STYLE: [REC, { m: 'AcDbTextStyleTableRecord' }, { code: 2 }, { code: 70, def: 0 }, { code: 40, def: 0 }, { code: 41, def: 1 }, { code: 50, def: 0 }, { code: 71, def: 0 }, { code: 42, def: 2.5 }, { code: 3, def: 'txt' }, { code: 4, def: '' }],
  APPID: [REC, { m: 'AcDbRegAppTableRecord' }, { code: 2 }, { code: 70, def: 0 }],
  DIMSTYLE: [REC, { m: 'AcDbDimStyleTableRecord' }, { code: 2 }, { code: 70, def: 0 }],
  UCS: [REC, { m: 'AcDbUCSTableRecord' }, { code: 2 }, { code: 70, def: 0 }, { code: 10, def: ORIGIN }, { code: 11, def: [1, 0, 0] }, { code: 12, def: [0, 1, 0] }],
  VIEW: [REC, { m: 'AcDbViewTableRecord' }, { code: 2 }, { code: 70, def: 0 }],
  VPORT: [REC, { m: 'AcDbViewportTableRecord' }, { code: 2 }, { code: 70, def: 0 }],
  BLOCK_RECORD: [REC, { m: 'AcDbBlockTableRecord' }, { code: 2 }, { code: 340 }, { code: 70, def: 0 }, { code: 280, def: 1 }, { code: 281, def: 0 }],
};

/** The entry body in template order (entmake of LAYER, LTYPE, ... records). */
export function normalizeEntry(type: string, body: Tags): Tags {
  const t = ENTRY_TEMPLATES[type];
  return t ? applyTemplate(body, t, DXF_ENV, true, true) : body;
}

export function newEntryBody(type: string, groups: ReadonlyArray<[number, GV]>): Tags {
  const b = new TagBuilder();
  for (const [c, v] of groups) b.push(c, v);
  return normalizeEntry(type, b.done());
}

/** Create a layer with AutoCAD's defaults (colour 7, Continuous). */
export function createLayer(db: DrawingDb, name: string, color = 7, linetype = 'Continuous'): void {
  const groups: Array<[number, GV]> = [
    [2, name],
    [70, 0],
    [62, color],
    [6, linetype],
    [370, -3],
  ];
  const ps = db.plotStyleNormal;
  if (ps) groups.push([390, ps]);
  db.addTableEntry('LAYER', 'LAYER', newEntryBody('LAYER', groups));
}

/** Codes each table shows in its tblnext/tblsearch short list, in order (all others for the rest). */
const SHORT_CODES: Readonly<Record<string, readonly number[]>> = {
  LAYER: [2, 70, 62, 6],
  STYLE: [2, 70, 40, 41, 50, 71, 42, 3, 4],
  APPID: [2, 70],
};

/** The short list of a table entry as [code, value] pairs (after the (0 . TYPE) item). */
export function shortEntry(type: string, body: Tags): Array<[number, GV]> {
  const codes = SHORT_CODES[type];
  const out: Array<[number, GV]> = [];
  if (codes) {
    for (const code of codes) for (let i = 0; i < body.c.length; i++) if (body.c[i] === code) out.push([code, body.v[i]!]);
    return out;
  }
  for (let i = 0; i < body.c.length; i++) {
    const c = body.c[i]!;
    if (c !== 100 && c !== 5 && c !== 105 && !(c >= 330 && c <= 369)) out.push([c, body.v[i]!]);
  }
  return out;
}

export const entryName = (body: Tags): string => {
  const v = tagGet(body, 2);
  return typeof v === 'string' ? v : '';
};
