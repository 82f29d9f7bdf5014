/*
 * BlockReference (INSERT), MInsertBlock and ExternalReference over their groups: Name 2,
 * InsertionPoint 10, X/Y/ZScaleFactor 41/42/43, Rotation 50, Normal 210, HasAttributes ⇔ live
 * ATTRIB subentities (66), MInsert Columns/Rows 70/71 and spacings 44/45. EffectiveName follows an
 * anonymous (*U) block's AcDbBlockRepBTag xdata back to the dynamic block it was made from, as the
 * DXF records it; IsDynamicBlock is true for such references and for blocks carrying an
 * ACAD_ENHANCEDBLOCK extension dictionary. GetAttributes gives the ATTRIB subentities,
 * GetConstantAttributes the block definition's constant ATTDEFs. The dynamic-block property graph
 * is not in the groups Lispwright keeps, so GetDynamicBlockProperties gives an empty array.
 */
import { raise } from '../../../core/errors.js';
import { real, type Value, type VlaObject } from '../../../core/values.js';
import type { DrawingDb } from '../../db.js';
import type { DbRecord } from '../../model/record.js';
import { xdataApps } from '../../xdata.js';
import { argDouble, argText } from '../convert.js';
import { writeGroups } from '../edit.js';
import { defineClass, type AxTarget, type ClassImpl } from '../model.js';
import { recordObject } from '../factory.js';
import { numOf, strOf } from '../read.js';
import { objectsVariant } from '../variant-values.js';
import { ENTITY_PART, NORMAL_PART, OBJECT_PART, intProperty, pointProperty, realProperty } from './common.js';

type Part = Partial<Pick<ClassImpl, 'get' | 'put' | 'call'>>;

/** The block record a reference names (undefined when the block is gone). */
function blockRecordOf(db: DrawingDb, ref: DbRecord): DbRecord | undefined {
  const b = db.block(strOf(ref, 2, ''));
  return b ? db.get(b.record) : undefined;
}

/** The dynamic block an anonymous block was made from (AcDbBlockRepBTag's 1005), or the block itself. */
export function effectiveBlock(db: DrawingDb, rec: DbRecord | undefined): DbRecord | undefined {
  if (!rec?.xdata) return rec;
  for (const g of xdataApps(rec.xdata)) {
    if (g.app.toUpperCase() !== 'ACDBBLOCKREPBTAG') continue;
    for (let i = g.from; i < g.to; i++) {
      if (rec.xdata.c[i] !== 1005) continue;
      const orig = db.get(String(rec.xdata.v[i]));
      if (orig && orig.type === 'BLOCK_RECORD') return orig;
    }
  }
  return rec;
}

/** Whether a block record carries the dynamic-block dictionary (ACAD_ENHANCEDBLOCK in its extension dictionary). */
export function isDynamicDefinition(db: DrawingDb, rec: DbRecord): boolean {
  const head = rec.head;
  if (!head) return false;
  for (let i = 0; i + 1 < head.c.length; i++) {
    if (head.c[i] !== 360) continue;
    const dict = db.get(String(head.v[i]));
    if (dict && dict.body.v.some((v, k) => dict.body.c[k] === 3 && String(v).toUpperCase() === 'ACAD_ENHANCEDBLOCK')) return true;
  }
  return false;
}

/** The live ATTRIB subentities of a reference. */
function attribs(t: AxTarget): VlaObject[] {
  const db = t.drawing.db;
  const out: VlaObject[] = [];
  for (const h of db.subentities(t.rec().handle)) {
    const a = db.get(h);
    if (a && a.type === 'ATTRIB' && !a.deleted) out.push(recordObject(t.session, h));
  }
  return out;
}

/** The constant ATTDEFs of the referenced block definition. */
function constantAttdefs(t: AxTarget): VlaObject[] {
  const db = t.drawing.db;
  const b = db.block(strOf(t.rec(), 2, ''));
  if (!b) return [];
  const out: VlaObject[] = [];
  for (const h of db.ownerLists.get(b.record) ?? []) {
    const a = db.get(h);
    if (a && a.type === 'ATTDEF' && !a.deleted && (numOf(a, 70, 0) & 2) !== 0) out.push(recordObject(t.session, h));
  }
  return out;
}

const notSimulated = (member: string) => (t: AxTarget) => raise('axNotSimulated', member, t.cls.iface);

const REFERENCE_PART: Part = {
  get: {
    Name: (t) => strOf(t.rec(), 2, ''),
    EffectiveName: (t) => {
      const db = t.drawing.db;
      const eff = effectiveBlock(db, blockRecordOf(db, t.rec()));
      return eff ? strOf(eff, 2, '') : strOf(t.rec(), 2, '');
    },
    IsDynamicBlock: (t) => {
      const db = t.drawing.db;
      const own = blockRecordOf(db, t.rec());
      const eff = effectiveBlock(db, own);
      return t.session.bool(!!eff && (eff !== own || isDynamicDefinition(db, eff)));
    },
    HasAttributes: (t) => t.session.bool(attribs(t).length > 0),
    XEffectiveScaleFactor: (t) => real(numOf(t.rec(), 41, 1)),
    YEffectiveScaleFactor: (t) => real(numOf(t.rec(), 42, 1)),
    ZEffectiveScaleFactor: (t) => real(numOf(t.rec(), 43, 1)),
    InsUnits: (t) => {
      const br = blockRecordOf(t.drawing.db, t.rec());
      return UNIT_NAMES[br ? numOf(br, 70, 0) : 0] ?? 'Unitless';
    },
    InsUnitsFactor: () => real(1),
  },
  put: {
    Name: (t, v) => {
      const name = argText(v);
      const b = t.drawing.db.block(name);
      if (!b) return raise('axAutomation', 'Key not found');
      writeGroups(t, [[2, b.name]]);
    },
    XEffectiveScaleFactor: (t, v) => writeScale(t, 41, v),
    YEffectiveScaleFactor: (t, v) => writeScale(t, 42, v),
    ZEffectiveScaleFactor: (t, v) => writeScale(t, 43, v),
  },
  call: {
    GetAttributes: (t) => objectsVariant(attribs(t)),
    GetConstantAttributes: (t) => objectsVariant(constantAttdefs(t)),
    GetDynamicBlockProperties: () => objectsVariant([]),
    ConvertToStaticBlock: notSimulated('ConvertToStaticBlock'),
    ConvertToAnonymousBlock: notSimulated('ConvertToAnonymousBlock'),
    ResetBlock: notSimulated('ResetBlock'),
  },
};

/** AcInsertUnits names as InsUnits reports them (BLOCK_RECORD 70). */
const UNIT_NAMES: readonly string[] = [
  'Unitless', 'Inches', 'Feet', 'Miles', 'Millimeters', 'Centimeters', 'Meters', 'Kilometers', 'Microinches', 'Mils', 'Yards',
  'Angstroms', 'Nanometers', 'Microns', 'Decimeters', 'Decameters', 'Hectometers', 'Gigameters', 'Astronomical Units', 'Light Years', 'Parsecs',
];

const nonZero = (n: number): boolean => n !== 0;

/** Effective scales equal the scale factors (Lispwright keeps no INSUNITS conversion between blocks). */
function writeScale(t: AxTarget, code: number, v: Value): void {
  const n = argDouble(v);
  if (n === 0) return raise('axServerError', 'Invalid input');
  writeGroups(t, [[code, n]]);
}

const REFERENCE: Part[] = [
  OBJECT_PART,
  ENTITY_PART,
  NORMAL_PART,
  pointProperty('InsertionPoint', 10),
  realProperty('Rotation', 50),
  realProperty('XScaleFactor', 41, 1, nonZero),
  realProperty('YScaleFactor', 42, 1, nonZero),
  realProperty('ZScaleFactor', 43, 1, nonZero),
  REFERENCE_PART,
];

export const BLOCK_REFERENCE_CLASS = defineClass('BlockReference', 'IAcadBlockReference', 'AutoCAD Block Reference Interface', REFERENCE);

export const MINSERT_CLASS = defineClass('MInsertBlock', 'IAcadMInsertBlock', 'AutoCAD MInsert Block Interface', [
  ...REFERENCE,
  intProperty('Columns', 70, 1),
  intProperty('Rows', 71, 1),
  realProperty('ColumnSpacing', 44),
  realProperty('RowSpacing', 45),
]);

export const EXTERNAL_REFERENCE_CLASS = defineClass('ExternalReference', 'IAcadExternalReference', 'AutoCAD External Reference Interface', [
  ...REFERENCE,
  {
    get: {
      Path: (t) => {
        const db = t.drawing.db;
        const b = db.block(strOf(t.rec(), 2, ''));
        const begin = b ? db.get(b.begin) : undefined;
        return begin ? strOf(begin, 1, '') : '';
      },
    },
  },
]);
