/*
 * Checks entmake and entmod share: a layer that does not exist is created (after every other check
 * passed), while unknown linetypes, text styles, blocks and dimension styles, bad colours and
 * unregistered xdata applications refuse the change with the ERRNO code AutoCAD uses.
 */
import type { Value } from '../core/values.js';
import type { Drawing } from './drawing.js';
import type { EntityTypeDef } from './entities/schema.js';
import { tagGet, type Tags } from './model/tags.js';
import { createLayer } from './tables.js';
import { lispToXdata } from './xdata.js';

export const ERR = {
  badTableName: 1,
  badEname: 2,
  deleted: 2,
  endOfBlock: 9,
  invalidHandle: 13,
  modifyDeleted: 31,
  changeType: 24,
  badLayer: 25,
  badLinetype: 26,
  badColor: 27,
  badStyle: 28,
  badField: 30,
  modifySeqend: 32,
  changeHandle: 33,
  lockedLayer: 35,
  badEntityType: 36,
  badPolyline: 37,
  badBlockName: 39,
  missingBlockName: 43,
  mandatoryMissing: 47,
  badXdata: 48,
  xdataNesting: 49,
  viewport: 54,
  outOfRange: 22,
} as const;

const BAD_NAME = /[<>/\\":;?*|,=`]/;
export const validSymbolName = (s: string): boolean => s.length > 0 && s.length <= 255 && !BAD_NAME.test(s) && s.trim() === s;

/** 0 when the body's references are all fine, else the ERRNO code. Does not create anything. */
export function checkRefs(d: Drawing, body: Tags, def: EntityTypeDef | undefined): number {
  const db = d.db;
  const layer = tagGet(body, 8);
  if (typeof layer === 'string' && !db.tableEntry('LAYER', layer) && !validSymbolName(layer)) return ERR.badLayer;
  const lt = tagGet(body, 6);
  if (typeof lt === 'string' && !/^BY(LAYER|BLOCK)$/i.test(lt) && !db.tableEntry('LTYPE', lt)) return ERR.badLinetype;
  const color = tagGet(body, 62);
  if (color !== undefined && (typeof color !== 'number' || color < 0 || color > 256)) return ERR.badColor;
  for (const [code, table] of Object.entries(def?.refs ?? {})) {
    const v = tagGet(body, Number(code));
    if (typeof v !== 'string') continue;
    if (table === 'STYLE' && !db.tableEntry('STYLE', v)) return ERR.badStyle;
    if (table === 'BLOCK' && !db.block(v)) return ERR.badBlockName;
    if (table === 'DIMSTYLE' && !db.tableEntry('DIMSTYLE', v)) return ERR.badField;
  }
  return 0;
}

/** Create the body's layer when it does not exist yet. */
export function ensureLayerOf(d: Drawing, body: Tags): void {
  const layer = tagGet(body, 8);
  if (typeof layer === 'string' && !d.db.tableEntry('LAYER', layer)) createLayer(d.db, layer);
}

/** Parse a -3 payload and check its applications are registered; a number is the ERRNO. */
export function checkXdata(d: Drawing, x: Value): Map<string, Tags> | number {
  const m = lispToXdata(x);
  if (!m) return ERR.xdataNesting;
  for (const app of m.keys()) if (!d.db.tableEntry('APPID', app)) return ERR.badXdata;
  return m;
}
