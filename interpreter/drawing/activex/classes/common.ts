/*
 * What every database object (IAcadObject) and every entity (IAcadEntity) has: Handle,
 * ObjectName, ObjectID, OwnerID, Application, Document, the extension dictionary and xdata, and
 * for entities Layer (8), Color (62, acByLayer 256), TrueColor (62/420/430), Linetype (6),
 * LinetypeScale (48), Lineweight (370), Visible (60), EntityTransparency (440), Material (347),
 * PlotStyleName (390), Thickness (39), Normal (210), Delete, Copy, Highlight and Update.
 */
import { raise } from '../../../core/errors.js';
import { prin1 } from '../../../core/printer.js';
import { real, type Value } from '../../../core/values.js';
import type { DbRecord } from '../../model/record.js';
import { argBool, argDouble, argLong, argObject, argPoint, argText } from '../convert.js';
import { checkUnlocked, erase, writeGroups } from '../edit.js';
import { AxTarget, type ClassPart, type Getter, type Method, type Putter } from '../model.js';
import { objectId, objectNameOf, recordObject, appObject, docObject } from '../factory.js';
import { asPoint, groupOf, numOf, pointOf, strOf } from '../read.js';
import { colorObject, colorOfObject, colorOfRecord, colorGroups } from './color.js';
import { GEOMETRY_METHODS } from './geometry-methods.js';
import { extensionDictionary, getXData, setXData } from './xdata.js';

type Part = ClassPart;

const rec = (t: AxTarget): DbRecord => t.rec();

/** IAcadObject: every database object. */
export const OBJECT_PART: Part = {
  shared: true,
  get: {
    Application: (t) => appObject(t.session),
    Document: (t) => docObject(t.session),
    Database: (t) => docObject(t.session),
    Handle: (t) => rec(t).handle,
    ObjectName: (t) => objectNameOf(t.drawing.db, rec(t)),
    ObjectID: (t) => objectId(rec(t).handle),
    ObjectID32: (t) => objectId(rec(t).handle),
    OwnerID: (t) => objectId(rec(t).owner),
    OwnerID32: (t) => objectId(rec(t).owner),
    HasExtensionDictionary: (t) => t.session.bool(extensionDictionary(t, false) !== undefined),
  },
  call: {
    Delete: (t) => {
      erase(t);
      return null;
    },
    GetExtensionDictionary: (t) => recordObject(t.session, extensionDictionary(t, true)!),
    GetXData: (t, a, style) => getXData(t, a, style),
    SetXData: (t, a, style) => setXData(t, a, style),
  },
};

/** Linetype as ActiveX spells it: "ByLayer"/"ByBlock" in mixed case, others as stored. */
function linetypeName(r: DbRecord): string {
  const v = strOf(r, 6, 'ByLayer');
  if (/^bylayer$/i.test(v)) return 'ByLayer';
  if (/^byblock$/i.test(v)) return 'ByBlock';
  return v;
}

/** EntityTransparency: 440 is 0x02000000 | alpha (0..255) for a set value, 0x01000000 ByBlock. */
function transparencyText(r: DbRecord): string {
  const v = groupOf(r, 440);
  if (typeof v !== 'number') return 'ByLayer';
  if ((v & 0x01000000) !== 0 && (v & 0x02000000) === 0) return 'ByBlock';
  const alpha = v & 0xff;
  return String(Math.round(((255 - alpha) * 100) / 255));
}

function transparencyGroup(text: string): number | null | undefined {
  if (/^bylayer$/i.test(text)) return null;
  if (/^byblock$/i.test(text)) return 0x01000000;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 90) return undefined;
  return 0x02000000 | Math.round(255 - (n * 255) / 100);
}

const LINEWEIGHTS = new Set([-3, -2, -1, 0, 5, 9, 13, 15, 18, 20, 25, 30, 35, 40, 50, 53, 60, 70, 80, 90, 100, 106, 120, 140, 158, 200, 211]);

const invalidInput = (): never => raise('axServerError', 'Invalid input');

/** Set (and drop) common groups; one set to its entget default (62 256, 370 -1...) is left out by entmod's normalisation. */
const writeCommon = (t: AxTarget, groups: ReadonlyArray<readonly [number, string | number | number[]]>, drop: readonly number[] = []): void => {
  checkUnlocked(t.drawing, t.rec());
  writeGroups(t, groups, drop);
};

/** IAcadEntity: the AcDbEntity groups. */
export const ENTITY_PART: Part = {
  shared: true,
  get: {
    Layer: (t) => strOf(rec(t), 8, '0'),
    Color: (t) => numOf(rec(t), 62, 256),
    TrueColor: (t) => colorObject(t.session, colorOfRecord(rec(t))),
    Linetype: (t) => linetypeName(rec(t)),
    LinetypeScale: (t) => real(numOf(rec(t), 48, 1)),
    Lineweight: (t) => numOf(rec(t), 370, -1),
    Visible: (t) => t.session.bool(numOf(rec(t), 60, 0) === 0),
    EntityTransparency: (t) => transparencyText(rec(t)),
    Material: (t) => {
      const h = groupOf(rec(t), 347);
      const m = typeof h === 'string' ? t.drawing.db.get(h) : undefined;
      return m ? strOf(m, 1, 'ByLayer') : 'ByLayer';
    },
    PlotStyleName: (t) => {
      const h = groupOf(rec(t), 390);
      return typeof h === 'string' && h !== t.drawing.db.plotStyleNormal ? 'Normal' : 'ByLayer';
    },
  },
  put: {
    Layer: (t, v) => {
      const name = argText(v);
      const layer = t.drawing.db.tableEntry('LAYER', name);
      if (!layer) return raise('axAutomation', 'Key not found');
      writeCommon(t, [[8, strOf(layer, 2, name)]]);
    },
    Color: (t, v) => {
      const n = argLong(v);
      if (n < 0 || n > 256) return invalidInput();
      writeCommon(t, [[62, n]], [420, 430]);
    },
    TrueColor: (t, v) => {
      const c = colorOfObject(argObject(v));
      const [aci, rgb] = colorGroups(c);
      writeCommon(t, rgb === undefined ? [[62, aci]] : [[62, aci], [420, rgb]], rgb === undefined ? [420, 430] : [430]);
    },
    Linetype: (t, v) => {
      const name = argText(v);
      if (/^by(layer|block)$/i.test(name)) return writeCommon(t, [[6, name.toUpperCase()]]);
      const lt = t.drawing.db.tableEntry('LTYPE', name);
      if (!lt) return raise('axAutomation', 'Key not found');
      writeCommon(t, [[6, strOf(lt, 2, name)]]);
    },
    LinetypeScale: (t, v) => {
      const s = argDouble(v);
      if (!(s > 0)) return invalidInput();
      writeCommon(t, [[48, s]]);
    },
    Lineweight: (t, v) => {
      const n = argLong(v);
      if (!LINEWEIGHTS.has(n)) return invalidInput();
      writeCommon(t, [[370, n]]);
    },
    Visible: (t, v) => writeCommon(t, [[60, argBool(v) ? 0 : 1]]),
    EntityTransparency: (t, v) => {
      const g = transparencyGroup(argText(v));
      if (g === undefined) return invalidInput();
      if (g === null) writeCommon(t, [], [440]);
      else writeCommon(t, [[440, g]]);
    },
  },
  call: {
    ...GEOMETRY_METHODS,
    Highlight: (_t, a) => {
      argBool(a[0]!);
      return null;
    },
    Update: () => null,
  },
};

/** Thickness (39) for the entities that have one. */
export const THICKNESS_PART: Part = {
  shared: true,
  get: { Thickness: (t) => real(numOf(rec(t), 39, 0)) },
  put: { Thickness: (t, v) => writeGroups(t, [[39, argDouble(v)]]) },
};

/** Normal (210) as a 3D vector. */
export const NORMAL_PART: Part = {
  shared: true,
  get: { Normal: (t) => asPoint(pointOf(rec(t), 210, [0, 0, 1])) },
  put: {
    Normal: (t, v, style) => {
      const [x, y, z] = argPoint(v, style);
      const len = Math.hypot(x, y, z);
      if (len === 0) return invalidInput();
      writeGroups(t, [[210, [x / len, y / len, z / len]]]);
    },
  },
};

/** A REAL group property (get and put). */
export function realProperty(name: string, code: number, dflt = 0, check?: (n: number) => boolean): Part {
  const get: Record<string, Getter> = { [name]: (t) => real(numOf(rec(t), code, dflt)) };
  const put: Record<string, Putter> = {
    [name]: (t, v) => {
      const n = argDouble(v);
      if (check && !check(n)) return invalidInput();
      writeGroups(t, [[code, n]]);
    },
  };
  return { get, put };
}

/** A point group property (get and put; `flat` keeps 2D points for LWPOLYLINE-like groups). */
export function pointProperty(name: string, code: number, readOnly = false): Part {
  const get: Record<string, Getter> = { [name]: (t) => asPoint(pointOf(rec(t), code)) };
  if (readOnly) return { get };
  const put: Record<string, Putter> = { [name]: (t, v, style) => writeGroups(t, [[code, argPoint(v, style)]]) };
  return { get, put };
}

/** A string group property. */
export function textProperty(name: string, code: number, dflt = ''): Part {
  return {
    get: { [name]: (t: AxTarget) => strOf(rec(t), code, dflt) },
    put: { [name]: (t: AxTarget, v: Value) => writeGroups(t, [[code, argText(v)]]) },
  };
}

/** An integer (enum) group property, optionally limited to some values. */
export function intProperty(name: string, code: number, dflt = 0, allowed?: ReadonlySet<number>): Part {
  return {
    get: { [name]: (t: AxTarget) => numOf(rec(t), code, dflt) },
    put: {
      [name]: (t: AxTarget, v: Value) => {
        const n = argLong(v);
        if (allowed && !allowed.has(n)) return invalidInput();
        writeGroups(t, [[code, n]]);
      },
    },
  };
}

/** A Boolean bit of an integer group (Closed = 70 bit 1, Lock = 70 bit 4...). */
export function flagProperty(name: string, code: number, bit: number, readOnly = false): Part {
  const get: Record<string, Getter> = { [name]: (t) => t.session.bool((numOf(rec(t), code, 0) & bit) !== 0) };
  if (readOnly) return { get };
  const put: Record<string, Putter> = {
    [name]: (t, v) => {
      const f = numOf(rec(t), code, 0);
      writeGroups(t, [[code, argBool(v) ? f | bit : f & ~bit]]);
    },
  };
  return { get, put };
}

/** A method that is a no-op for the simulation (display only): checks its arguments' count only. */
export const displayOnly = (): Method => () => null;

export { prin1 };
