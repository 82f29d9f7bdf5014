/*
 * Symbol-table records over their groups (the same records tblsearch and tblobjname give):
 *   every record  Name 2 (renaming re-indexes the table, as entmod does), Delete
 *   Layer         Color/TrueColor 62 (negative ⇔ off) and 420, LayerOn ⇔ sign of 62, Freeze ⇔ 70
 *                 bit 1, ViewportDefault ⇔ bit 2, Lock ⇔ bit 4, Linetype 6, Lineweight 370,
 *                 Plottable 290, Description in AcAecLayerStandard xdata, Used ⇔ entities on it
 *   Linetype      Description 3;  TextStyle  FontFile 3, BigFontFile 4, Height 40, Width 41,
 *                 ObliqueAngle 50, TextGenerationFlag 71, LastHeight 42
 *   UCS           Origin 10, XVector 11, YVector 12;  View / Viewport  Center, Height, Width
 */
import { raise } from '../../../core/errors.js';
import type { Value } from '../../../core/values.js';
import { validSymbolName } from '../../checks.js';
import type { TableName } from '../../db.js';
import { TABLE_RECORD_TYPES } from '../../entmake.js';
import type { DbRecord } from '../../model/record.js';
import { TagBuilder, type Tags } from '../../model/tags.js';
import { newEntryBody } from '../../tables.js';
import { xdataApps } from '../../xdata.js';
import { argBool, argLong, argObject, argText } from '../convert.js';
import { writeGroups } from '../edit.js';
import { defineClass, type AxTarget, type ClassImpl } from '../model.js';
import { numOf, strOf } from '../read.js';
import { colorGroups, colorObject, colorOfObject, colorOfRecord } from './color.js';
import { OBJECT_PART, intProperty, pointProperty, realProperty, textProperty } from './common.js';
import { setOut } from './out-params.js';

type Part = Partial<Pick<ClassImpl, 'get' | 'put' | 'call'>>;

const tableOf = (r: DbRecord): TableName | undefined => (r.type === 'BLOCK_RECORD' ? 'BLOCK_RECORD' : TABLE_RECORD_TYPES[r.type]);

/** Name (2) of a table record; renaming refuses duplicates and invalid names as AutoCAD does. */
export const NAMED_RECORD: Part = {
  get: { Name: (t) => strOf(t.rec(), 2, '') },
  put: {
    Name: (t, v) => {
      const name = argText(v);
      const r = t.rec();
      const table = tableOf(r);
      const old = strOf(r, 2, '');
      if (name.toUpperCase() === old.toUpperCase()) return writeGroups(t, [[2, name]]);
      if (!validSymbolName(name)) return raise('axAutomation', 'Invalid input');
      if (table && t.drawing.db.tableEntry(table, name)) return raise('axAutomation', 'Duplicate record name');
      if (old === '0' || /^defpoints$/i.test(old) || /^(standard|continuous|bylayer|byblock)$/i.test(old) && table !== 'LAYER')
        return raise('axAutomation', 'Invalid input');
      writeGroups(t, [[2, name]]);
    },
  },
};

/** Delete a table record: refused for the standard ones, the current ones and those in use. */
function deleteRecord(t: AxTarget, inUse: (name: string) => boolean, current: string | undefined): Value {
  const r = t.rec();
  const table = tableOf(r);
  const name = strOf(r, 2, '');
  const db = t.drawing.db;
  if (/^(0|defpoints|standard|continuous|bylayer|byblock|acad)$/i.test(name)) return raise('axAutomation', 'Object is referenced');
  if (current !== undefined && current.toUpperCase() === name.toUpperCase()) return raise('axAutomation', 'Object is referenced');
  if (inUse(name)) return raise('axAutomation', 'Object is referenced');
  db.replace({ ...r, deleted: true });
  if (table) {
    const info = db.table(table);
    if (info) {
      info.entries.delete(name.toUpperCase());
      const i = info.order.indexOf(r.handle);
      if (i >= 0) info.order.splice(i, 1);
    }
  }
  return null;
}

/** Whether any live entity (or layer, for linetypes) uses the name in group `code`. */
function used(t: AxTarget, code: number, name: string): boolean {
  const db = t.drawing.db;
  const up = name.toUpperCase();
  for (const r of db.ents) if (!r.deleted && strOf(r, code, '').toUpperCase() === up) return true;
  return false;
}

const sv = (t: AxTarget, name: string): string => {
  const v = t.drawing.sysvars.get(name);
  return typeof v === 'string' ? v : '';
};

// ---- Layer ----------------------------------------------------------------------------------

const LAYER_DESCRIPTION_APP = 'AcAecLayerStandard';

function layerDescription(r: DbRecord): string {
  if (!r.xdata) return '';
  for (const g of xdataApps(r.xdata)) {
    if (g.app.toUpperCase() !== LAYER_DESCRIPTION_APP.toUpperCase()) continue;
    const strings = r.xdata.v.slice(g.from, g.to).filter((_, i) => r.xdata!.c[g.from + i] === 1000);
    return String(strings[1] ?? '');
  }
  return '';
}

function setLayerDescription(t: AxTarget, text: string): void {
  const db = t.drawing.db;
  if (!db.tableEntry('APPID', LAYER_DESCRIPTION_APP)) db.addTableEntry('APPID', 'APPID', newEntryBody('APPID', [[2, LAYER_DESCRIPTION_APP], [70, 0]]));
  const r = t.rec();
  const out = new TagBuilder();
  if (r.xdata) for (const g of xdataApps(r.xdata)) if (g.app.toUpperCase() !== LAYER_DESCRIPTION_APP.toUpperCase()) out.push(1001, g.app).append(r.xdata, g.from, g.to);
  if (text !== '') out.push(1001, LAYER_DESCRIPTION_APP).push(1000, '').push(1000, text);
  const x: Tags | null = out.length ? out.done() : null;
  db.replace({ ...r, xdata: x });
}

const layerColor = (r: DbRecord): number => numOf(r, 62, 7);

export const LAYER_CLASS = defineClass('Layer', 'IAcadLayer', 'AutoCAD Layer Interface', [
  OBJECT_PART,
  NAMED_RECORD,
  {
    get: {
      Color: (t) => Math.abs(layerColor(t.rec())),
      TrueColor: (t) => colorObject(t.session, colorOfRecord(t.rec())),
      LayerOn: (t) => t.session.bool(layerColor(t.rec()) >= 0),
      Freeze: (t) => t.session.bool((numOf(t.rec(), 70, 0) & 1) !== 0),
      ViewportDefault: (t) => t.session.bool((numOf(t.rec(), 70, 0) & 2) !== 0),
      Lock: (t) => t.session.bool((numOf(t.rec(), 70, 0) & 4) !== 0),
      Linetype: (t) => strOf(t.rec(), 6, 'Continuous'),
      Lineweight: (t) => numOf(t.rec(), 370, -3),
      Plottable: (t) => t.session.bool(numOf(t.rec(), 290, 1) !== 0),
      Description: (t) => layerDescription(t.rec()),
      Used: (t) => t.session.bool(used(t, 8, strOf(t.rec(), 2, ''))),
      PlotStyleName: () => 'Normal',
      Material: () => 'Global',
    },
    put: {
      Color: (t, v) => {
        const n = argLong(v);
        if (n < 1 || n > 255) return raise('axServerError', 'Invalid input');
        writeGroups(t, [[62, layerColor(t.rec()) < 0 ? -n : n]], [420, 430]);
      },
      TrueColor: (t, v) => {
        const [aci, rgb] = colorGroups(colorOfObject(argObject(v)));
        if (aci < 1 || aci > 255) return raise('axServerError', 'Invalid input');
        const signed = layerColor(t.rec()) < 0 ? -aci : aci;
        writeGroups(t, rgb === undefined ? [[62, signed]] : [[62, signed], [420, rgb]], rgb === undefined ? [420, 430] : [430]);
      },
      LayerOn: (t, v) => {
        const c = Math.abs(layerColor(t.rec())) || 7;
        writeGroups(t, [[62, argBool(v) ? c : -c]]);
      },
      Freeze: (t, v) => {
        const on = argBool(v);
        if (on && sv(t, 'CLAYER').toUpperCase() === strOf(t.rec(), 2, '').toUpperCase()) return raise('axAutomation', 'Invalid layer');
        const f = numOf(t.rec(), 70, 0);
        writeGroups(t, [[70, on ? f | 1 : f & ~1]]);
      },
      ViewportDefault: (t, v) => {
        const f = numOf(t.rec(), 70, 0);
        writeGroups(t, [[70, argBool(v) ? f | 2 : f & ~2]]);
      },
      Lock: (t, v) => {
        const f = numOf(t.rec(), 70, 0);
        writeGroups(t, [[70, argBool(v) ? f | 4 : f & ~4]]);
      },
      Linetype: (t, v) => {
        const lt = t.drawing.db.tableEntry('LTYPE', argText(v));
        if (!lt || /^by(layer|block)$/i.test(strOf(lt, 2, ''))) return raise('axAutomation', 'Key not found');
        writeGroups(t, [[6, strOf(lt, 2, '')]]);
      },
      Lineweight: (t, v) => {
        const n = argLong(v);
        if (n === -1 || n === -2 || n < -3 || n > 211) return raise('axServerError', 'Invalid input');
        writeGroups(t, [[370, n]]);
      },
      Plottable: (t, v) => writeGroups(t, [[290, argBool(v) ? 1 : 0]]),
      Description: (t, v) => setLayerDescription(t, argText(v)),
    },
    call: {
      Delete: (t) => deleteRecord(t, (n) => used(t, 8, n), sv(t, 'CLAYER')),
    },
  },
]);

// ---- the other tables -----------------------------------------------------------------------

export const LINETYPE_CLASS = defineClass('Linetype', 'IAcadLineType', 'AutoCAD Linetype Interface', [
  OBJECT_PART,
  NAMED_RECORD,
  textProperty('Description', 3),
  { call: { Delete: (t) => deleteRecord(t, (n) => used(t, 6, n) || layersUsing(t, n), sv(t, 'CELTYPE')) } },
]);

function layersUsing(t: AxTarget, linetype: string): boolean {
  const db = t.drawing.db;
  const info = db.table('LAYER');
  return !!info && info.order.some((h) => strOf(db.get(h)!, 6, '').toUpperCase() === linetype.toUpperCase());
}

export const TEXTSTYLE_CLASS = defineClass('TextStyle', 'IAcadTextStyle', 'AutoCAD Text Style Interface', [
  OBJECT_PART,
  NAMED_RECORD,
  textProperty('FontFile', 3),
  textProperty('BigFontFile', 4),
  realProperty('Height', 40, 0, (n) => n >= 0),
  realProperty('Width', 41, 1, (n) => n > 0),
  realProperty('ObliqueAngle', 50),
  realProperty('LastHeight', 42, 2.5),
  intProperty('TextGenerationFlag', 71, 0, new Set([0, 2, 4, 6])),
  {
    call: {
      Delete: (t) => deleteRecord(t, (n) => used(t, 7, n), sv(t, 'TEXTSTYLE')),
      GetFont: (t, a, style) => {
        const r = t.rec();
        const face = r.xdata && xdataApps(r.xdata).find((g) => g.app.toUpperCase() === 'ACAD');
        const typeface = face ? String(r.xdata!.v[face.from] ?? '') : '';
        const flags = face ? Number(r.xdata!.v.find((_, i) => r.xdata!.c[i] === 1071 && i >= face.from && i < face.to) ?? 0) : 0;
        setOut(t, a[0]!, typeface, style);
        setOut(t, a[1]!, t.session.bool((flags & 0x2000000) !== 0), style);
        setOut(t, a[2]!, t.session.bool((flags & 0x1000000) !== 0), style);
        setOut(t, a[3]!, (flags >> 8) & 0xff, style);
        setOut(t, a[4]!, flags & 0xff, style);
        return null;
      },
    },
  },
]);

const simpleRecord = (id: string, iface: string, title: string, extra: Part[] = []): ClassImpl =>
  defineClass(id, iface, title, [OBJECT_PART, NAMED_RECORD, ...extra, { call: { Delete: (t) => deleteRecord(t, () => false, undefined) } }]);

export const DIMSTYLE_CLASS = simpleRecord('DimStyle', 'IAcadDimStyle', 'AutoCAD Dimension Style Interface');
export const REGAPP_CLASS = simpleRecord('RegisteredApplication', 'IAcadRegisteredApplication', 'AutoCAD Registered Application Interface');
export const UCS_CLASS = simpleRecord('UCS', 'IAcadUCS', 'AutoCAD UCS Interface', [pointProperty('Origin', 10), pointProperty('XVector', 11), pointProperty('YVector', 12)]);

export const VIEW_CLASS = simpleRecord('View', 'IAcadView', 'AutoCAD View Interface', [realProperty('Height', 40, 0), realProperty('Width', 41, 0)]);
export const VIEWPORT_RECORD_CLASS = simpleRecord('Viewport', 'IAcadViewport', 'AutoCAD Viewport Interface', [realProperty('Height', 40, 0)]);

