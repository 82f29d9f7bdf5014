/*
 * Which class serves which object, and the one VLA-object per underlying object. A database
 * record's class follows from its type (and for POLYLINE, INSERT and DIMENSION from its flags):
 * LINE → Line (AcDbLine), LWPOLYLINE → LWPolyline (AcDbPolyline), INSERT → BlockReference, the
 * LAYER table record → Layer, a layout's block record → ModelSpace/PaperSpace, the LAYER TABLE →
 * Layers, ACAD_LAYOUT → Layouts ... Objects outside the database (Application, Utility,
 * Preferences, SelectionSets) are keyed singletons of the session. The class implementations
 * register themselves here (objects.ts), so the classes can make objects without importing each
 * other in a circle.
 */
import { raise } from '../../core/errors.js';
import type { VlaObject } from '../../core/values.js';
import type { DrawingDb } from '../db.js';
import type { DbRecord } from '../model/record.js';
import { AxTarget, type AxSession, type ClassImpl } from './model.js';

const CLASSES = new Map<string, ClassImpl>();

/** Make the implemented classes known (objects.ts does, once). */
export function registerClasses(classes: readonly ClassImpl[]): void {
  for (const c of classes) CLASSES.set(c.id, c);
}

/** Every implemented class by catalogue id. */
export const registeredClasses = (): ReadonlyMap<string, ClassImpl> => CLASSES;

/** A dictionary's (3 key, 350/360 handle) entries. */
export function dictEntries(r: DbRecord): Array<{ key: string; handle: string }> {
  const out: Array<{ key: string; handle: string }> = [];
  const b = r.body;
  for (let i = 0; i + 1 < b.c.length; i++) if (b.c[i] === 3 && (b.c[i + 1] === 350 || b.c[i + 1] === 360)) out.push({ key: String(b.v[i]), handle: String(b.v[i + 1]) });
  return out;
}

function cls(id: string): ClassImpl {
  const c = CLASSES.get(id);
  if (!c) throw new Error(`ActiveX class ${id} is not registered (import interpreter/drawing/activex/objects.ts)`);
  return c;
}

/** [class id, ObjectARX class name] per DXF type, when one answer fits every record of the type. */
const BY_TYPE: Readonly<Record<string, readonly [string, string]>> = {
  LINE: ['Line', 'AcDbLine'],
  CIRCLE: ['Circle', 'AcDbCircle'],
  ARC: ['Arc', 'AcDbArc'],
  ELLIPSE: ['Ellipse', 'AcDbEllipse'],
  SPLINE: ['Spline', 'AcDbSpline'],
  POINT: ['Point', 'AcDbPoint'],
  RAY: ['Ray', 'AcDbRay'],
  XLINE: ['XLine', 'AcDbXline'],
  LWPOLYLINE: ['LWPolyline', 'AcDbPolyline'],
  TEXT: ['Text', 'AcDbText'],
  MTEXT: ['MText', 'AcDbMText'],
  ATTRIB: ['AttributeReference', 'AcDbAttribute'],
  ATTDEF: ['Attribute', 'AcDbAttributeDefinition'],
  HATCH: ['Hatch', 'AcDbHatch'],
  SOLID: ['Solid', 'AcDbSolid'],
  TRACE: ['Trace', 'AcDbTrace'],
  '3DFACE': ['3DFace', 'AcDbFace'],
  LEADER: ['Leader', 'AcDbLeader'],
  MULTILEADER: ['MLeader', 'AcDbMLeader'],
  VIEWPORT: ['PViewport', 'AcDbViewport'],
  ACAD_TABLE: ['Table', 'AcDbTable'],
  REGION: ['Region', 'AcDbRegion'],
  '3DSOLID': ['3DSolid', 'AcDb3dSolid'],
  MLINE: ['MLine', 'AcDbMline'],
  SHAPE: ['Shape', 'AcDbShape'],
  WIPEOUT: ['Wipeout', 'AcDbWipeout'],
  IMAGE: ['RasterImage', 'AcDbRasterImage'],
  TOLERANCE: ['Tolerance', 'AcDbFcf'],
  LAYER: ['Layer', 'AcDbLayerTableRecord'],
  LTYPE: ['Linetype', 'AcDbLinetypeTableRecord'],
  STYLE: ['TextStyle', 'AcDbTextStyleTableRecord'],
  DIMSTYLE: ['DimStyle', 'AcDbDimStyleTableRecord'],
  APPID: ['RegisteredApplication', 'AcDbRegAppTableRecord'],
  VIEW: ['View', 'AcDbViewTableRecord'],
  UCS: ['UCS', 'AcDbUCSTableRecord'],
  VPORT: ['Viewport', 'AcDbViewportTableRecord'],
  LAYOUT: ['Layout', 'AcDbLayout'],
  XRECORD: ['XRecord', 'AcDbXrecord'],
  GROUP: ['Group', 'AcDbGroup'],
};

/** TABLE records by table name. */
const TABLE_COLLECTIONS: Readonly<Record<string, readonly [string, string]>> = {
  LAYER: ['Layers', 'AcDbLayerTable'],
  LTYPE: ['Linetypes', 'AcDbLinetypeTable'],
  STYLE: ['TextStyles', 'AcDbTextStyleTable'],
  DIMSTYLE: ['DimStyles', 'AcDbDimStyleTable'],
  APPID: ['RegisteredApplications', 'AcDbRegAppTable'],
  VIEW: ['Views', 'AcDbViewTable'],
  VPORT: ['Viewports', 'AcDbViewportTable'],
  UCS: ['UCSs', 'AcDbUCSTable'],
  BLOCK_RECORD: ['Blocks', 'AcDbBlockTable'],
};

const DIMENSION_KINDS: ReadonlyArray<readonly [string, string]> = [
  ['DimRotated', 'AcDbRotatedDimension'],
  ['DimAligned', 'AcDbAlignedDimension'],
  ['DimAngular', 'AcDb2LineAngularDimension'],
  ['DimDiametric', 'AcDbDiametricDimension'],
  ['DimRadial', 'AcDbRadialDimension'],
  ['Dim3PointAngular', 'AcDb3PointAngularDimension'],
  ['DimOrdinate', 'AcDbOrdinateDimension'],
];

function groupNum(r: DbRecord, code: number): number {
  const i = r.body.c.indexOf(code);
  return i < 0 ? 0 : Number(r.body.v[i]);
}

/** [class id, ObjectName] of a record. */
export function classOfRecord(db: DrawingDb, r: DbRecord): readonly [string, string] {
  const fixed = BY_TYPE[r.type];
  if (fixed) return fixed;
  switch (r.type) {
    case 'POLYLINE': {
      const f = groupNum(r, 70);
      if (f & 8) return ['3DPolyline', 'AcDb3dPolyline'];
      if (f & 16) return ['PolygonMesh', 'AcDbPolygonMesh'];
      if (f & 64) return ['PolyfaceMesh', 'AcDbPolyFaceMesh'];
      return ['Polyline', 'AcDb2dPolyline'];
    }
    case 'INSERT': {
      if (groupNum(r, 70) > 1 || groupNum(r, 71) > 1) return ['MInsertBlock', 'AcDbMInsertBlock'];
      const i = r.body.c.indexOf(2);
      const b = i < 0 ? undefined : db.block(String(r.body.v[i]));
      const begin = b && db.get(b.begin);
      if (begin && groupNum(begin, 70) & 4) return ['ExternalReference', 'AcDbBlockReference'];
      return ['BlockReference', 'AcDbBlockReference'];
    }
    case 'DIMENSION':
      return DIMENSION_KINDS[groupNum(r, 70) & 7] ?? ['DimRotated', 'AcDbRotatedDimension'];
    case 'BLOCK_RECORD':
      if (r.handle === db.modelSpace) return ['ModelSpace', 'AcDbBlockTableRecord'];
      if (db.isLayout(r.handle)) return ['PaperSpace', 'AcDbBlockTableRecord'];
      return ['Block', 'AcDbBlockTableRecord'];
    case 'TABLE': {
      const i = r.body.c.indexOf(2);
      return TABLE_COLLECTIONS[String(r.body.v[i] ?? '')] ?? ['IAcadObject', 'AcDbSymbolTable'];
    }
    case 'DICTIONARY':
    case 'ACDBDICTIONARYWDFLT': {
      if (r.handle === db.rootDict) return ['Dictionaries', 'AcDbDictionary'];
      const root = db.get(db.rootDict);
      const key = root ? dictEntries(root).find((e) => e.handle === r.handle)?.key.toUpperCase() : undefined;
      if (key === 'ACAD_LAYOUT') return ['Layouts', 'AcDbDictionary'];
      if (key === 'ACAD_GROUP') return ['Groups', 'AcDbDictionary'];
      return ['Dictionary', r.type === 'DICTIONARY' ? 'AcDbDictionary' : 'AcDbDictionaryWithDefault'];
    }
    default:
      return db.isEntity(r.handle) ? ['IAcadEntity', `AcDb${r.type.charAt(0)}${r.type.slice(1).toLowerCase()}`] : ['IAcadObject', `AcDb${r.type.charAt(0)}${r.type.slice(1).toLowerCase()}`];
  }
}

/** The ObjectARX class name vla-get-ObjectName answers. */
export const objectNameOf = (db: DrawingDb, r: DbRecord): string => classOfRecord(db, r)[1];

/** The VLA-object of a database record (an erased one too: vlax-erased-p answers T for it). */
export function recordObject(s: AxSession, handle: string): VlaObject {
  return s.object(`h:${handle}`, () => {
    const db = s.drawing().db;
    const r = db.get(handle);
    if (!r) return raise('axAutomation', 'Object was erased');
    return new AxTarget(s, cls(classOfRecord(db, r)[0]), handle);
  });
}

/** A keyed object outside the database (Application, Utility, Preferences...). */
export function singleton(s: AxSession, key: string, classId: string): VlaObject {
  return s.object(key, () => new AxTarget(s, cls(classId), ''));
}

export const appObject = (s: AxSession): VlaObject => singleton(s, 'app', 'Application');
export const docObject = (s: AxSession): VlaObject => singleton(s, 'doc', 'Document');

/** The Layout object of a layout's block record. */
export function layoutObject(s: AxSession, blockRecord: string): VlaObject {
  const db = s.drawing().db;
  const root = db.get(db.rootDict);
  const layouts = root && dictEntries(root).find((e) => e.key.toUpperCase() === 'ACAD_LAYOUT');
  const dict = layouts && db.get(layouts.handle);
  for (const e of dict ? dictEntries(dict) : []) {
    const l = db.get(e.handle);
    if (l && !l.deleted && l.body.c.some((c, i) => c === 330 && l.body.v[i] === blockRecord)) return recordObject(s, e.handle);
  }
  return raise('axAutomation', 'Key not found');
}

/**
 * ObjectID: a per-handle integer (AutoCAD's is the object's address in the session, which fits a
 * LISP integer here only as a small offset): ObjectIDToObject reverses it.
 */
const ID_BASE = 0x2a000000;
export function objectId(handle: string): number {
  const n = parseInt(handle.length > 12 ? handle.slice(-12) : handle, 16);
  return Number.isFinite(n) ? (ID_BASE + (n % 0x1fffffff) * 8) | 0 : 0;
}

export function objectFromId(s: AxSession, id: number): VlaObject | undefined {
  const n = (id - ID_BASE) / 8;
  if (!Number.isInteger(n) || n <= 0) return undefined;
  const h = n.toString(16).toUpperCase();
  const db = s.drawing().db;
  const r = db.get(h);
  return r && db.isLive(r) ? recordObject(s, h) : undefined;
}

