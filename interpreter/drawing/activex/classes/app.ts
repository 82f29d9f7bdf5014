/*
 * Application and Document: the roots of the object model. Application's Name/Version/Path come
 * from the session's fixed values (PRODUCT, ACADVER, ACADPREFIX — the same answers getvar gives);
 * GetInterfaceObject makes AutoCAD.AcCmColor objects. Document is the run's drawing: its
 * collections, the Active* settings (ActiveLayer ⇔ CLAYER, ActiveTextStyle ⇔ TEXTSTYLE,
 * ActiveLinetype ⇔ CELTYPE, ActiveDimStyle ⇔ DIMSTYLE, ActiveLayout ⇔ CTAB, ActiveSpace ⇔
 * TILEMODE), GetVariable/SetVariable (getvar/setvar), undo marks and the command line.
 */
import { raise } from '../../../core/errors.js';
import { Cons, Real, SafeArray, Variant, real, type Value } from '../../../core/values.js';
import type { Ctx } from '../../../core/context.js';
import { argLong, argObject, argObjects, argText } from '../convert.js';
import { createEntity } from '../edit.js';
import { defineClass, targetOf, type AxSession, type AxTarget } from '../model.js';
import { appObject, dictEntries, docObject, layoutObject, objectFromId, recordObject, singleton } from '../factory.js';
import { strOf } from '../read.js';
import { VT, doublesVariant, objectsVariant } from '../variant-values.js';
import { colorObject, newColor } from './color.js';
import { blockDefOf } from './blocks.js';
import { endUndoMark, sendCommand, startUndoMark } from './commands.js';
import { documentSet } from './selsets.js';

const sysvar = (ctx: Ctx, name: string): Value => ctx.sysvars.get(name) ?? null;
const sysvarText = (t: AxTarget, name: string): string => {
  const v = sysvar(t.session.ctx, name);
  return typeof v === 'string' ? v : '';
};

const refused = (what: string) => (t: AxTarget) => raise('axNotSimulated', what, t.cls.iface);

/** A sysvar value as GetVariable's variant: strings 8, integers 2 (shorts; 3 beyond), reals 5, points 8197. */
function sysvarVariant(v: Value): Variant {
  if (typeof v === 'string') return new Variant(VT.string, v);
  if (typeof v === 'number') return new Variant(v >= -32768 && v <= 32767 ? VT.integer : VT.long, v);
  if (v instanceof Real) return new Variant(VT.double, v);
  if (v instanceof Cons) {
    const nums: number[] = [];
    for (let c: Value = v; c instanceof Cons; c = c.cdr) nums.push(typeof c.car === 'number' ? c.car : c.car instanceof Real ? c.car.v : 0);
    return doublesVariant(nums);
  }
  return new Variant(VT.empty, null);
}

/** A LISP value for setvar from SetVariable's argument (variants unwrapped, arrays as point lists). */
function setvarValue(v: Value): Value {
  if (v instanceof Variant) v = v.value;
  if (v instanceof SafeArray) {
    let l: Value = null;
    for (let i = v.items.length - 1; i >= 0; i--) l = new Cons(v.items[i] ?? null, l);
    return l;
  }
  return v;
}

export const APPLICATION_CLASS = defineClass('Application', 'IAcadApplication', 'AutoCAD Application Interface', [
  {
    get: {
      Application: (t) => appObject(t.session),
      ActiveDocument: (t) => docObject(t.session),
      Documents: (t) => singleton(t.session, 'documents', 'Documents'),
      Preferences: (t) => singleton(t.session, 'preferences', 'Preferences'),
      Name: (t) => sysvarText(t, 'PRODUCT') || 'AutoCAD',
      Version: (t) => sysvarText(t, 'ACADVER'),
      FullName: (t) => `${applicationPath(t)}\\acad.exe`,
      Path: (t) => applicationPath(t),
      Caption: (t) => `Autodesk AutoCAD - [${t.drawing.name}]`,
      Visible: (t) => t.session.vlaxTrue,
      LocaleID: () => 1033,
      WindowState: () => 3,
      HWND: () => 0x10010,
      Height: () => 1040,
      Width: () => 1920,
      WindowLeft: () => 0,
      WindowTop: () => 0,
      StatusId: () => 1,
    },
    call: {
      GetInterfaceObject: (t, a) => interfaceObject(t.session, argText(a[0]!)),
      ZoomAll: () => null,
      ZoomExtents: () => null,
      ZoomWindow: () => null,
      ZoomCenter: () => null,
      ZoomScaled: () => null,
      ZoomPrevious: () => null,
      ZoomPickWindow: () => null,
      Update: () => null,
      Eval: refused('Eval (VBA)'),
      RunMacro: refused('RunMacro (VBA)'),
      LoadDVB: refused('LoadDVB (VBA)'),
      UnloadDVB: refused('UnloadDVB (VBA)'),
      LoadARX: refused('LoadARX'),
      UnloadARX: refused('UnloadARX'),
      ListARX: () => new Variant(VT.array + VT.string, new SafeArray(VT.string, [[0, -1]], [])),
      Quit: refused('Quit'),
      GetAcadState: refused('GetAcadState'),
    },
  },
]);

function applicationPath(t: AxTarget): string {
  return sysvarText(t, 'ACADPREFIX').replace(/\\support\\?$/i, '').replace(/\\$/, '') || 'C:\\Program Files\\Autodesk\\AutoCAD';
}

/** GetInterfaceObject: AutoCAD's own colour object; any other server is outside the sandbox. */
export function interfaceObject(s: AxSession, progId: string): Value {
  if (/^AutoCAD\.AcCmColor(\.\d+)?$/i.test(progId)) return colorObject(s, newColor());
  if (/^(AutoCAD|ObjectDBX)\.AxDbDocument(\.\d+)?$/i.test(progId)) return raise('axNotSimulated', `GetInterfaceObject "${progId}" (opening other drawings)`, 'IAcadApplication');
  return refuseCom(s.ctx, progId);
}

/** A COM server outside AutoCAD: listed in the run's sandbox refusals, AutoCAD-style error. */
export function refuseCom(ctx: Ctx, progId: string): never {
  const name = `COM server "${progId}"`;
  const st = ctx.services['sandbox'] as { refused?: string[] } | undefined;
  if (st?.refused && !st.refused.includes(name)) st.refused.push(name);
  return raise('notInSandbox', name);
}

const tableObject = (t: AxTarget, table: 'LAYER' | 'LTYPE' | 'STYLE' | 'DIMSTYLE' | 'APPID' | 'VIEW' | 'VPORT' | 'UCS' | 'BLOCK_RECORD'): Value => {
  const info = t.drawing.db.table(table);
  return info ? recordObject(t.session, info.handle) : raise('axAutomation', 'Key not found');
};

function namedDict(t: AxTarget, key: string): Value {
  const db = t.drawing.db;
  const root = db.get(db.rootDict);
  const e = root && dictEntries(root).find((x) => x.key.toUpperCase() === key);
  return e ? recordObject(t.session, e.handle) : raise('axAutomation', 'Key not found');
}

/** The record behind an Active* setting's table entry. */
function activeEntry(t: AxTarget, table: 'LAYER' | 'STYLE' | 'LTYPE' | 'DIMSTYLE', sv: string): Value {
  const name = sysvarText(t, sv);
  const r = t.drawing.db.tableEntry(table, name);
  return r ? recordObject(t.session, r.handle) : raise('axAutomation', 'Key not found');
}

/** Put an Active* setting: the object must be an entry of that table. */
function setActive(t: AxTarget, v: Value, type: string, sv: string): void {
  const o = targetOf(argObject(v));
  const r = o?.recIfLive();
  if (!r || r.type !== type) return raise('axServerError', 'Type mismatch');
  t.session.ctx.sysvars.set(sv, strOf(r, 2, ''));
}

function layoutOfName(t: AxTarget, name: string): Value {
  for (const [rec, n] of t.drawing.db.layouts) if (n.toUpperCase() === name.toUpperCase()) return layoutObject(t.session, rec);
  return raise('axAutomation', 'Key not found');
}

export const DOCUMENT_CLASS = defineClass('Document', 'IAcadDocument', 'AutoCAD Document Interface', [
  {
    get: {
      Application: (t) => appObject(t.session),
      Database: (t) => docObject(t.session),
      Name: (t) => t.drawing.name,
      FullName: (t) => `${sysvarText(t, 'DWGPREFIX')}${t.drawing.name}`,
      Path: (t) => sysvarText(t, 'DWGPREFIX').replace(/\\$/, ''),
      ModelSpace: (t) => recordObject(t.session, t.drawing.db.modelSpace),
      PaperSpace: (t) => recordObject(t.session, t.drawing.db.paperSpace),
      Blocks: (t) => tableObject(t, 'BLOCK_RECORD'),
      Layers: (t) => tableObject(t, 'LAYER'),
      Linetypes: (t) => tableObject(t, 'LTYPE'),
      TextStyles: (t) => tableObject(t, 'STYLE'),
      DimStyles: (t) => tableObject(t, 'DIMSTYLE'),
      RegisteredApplications: (t) => tableObject(t, 'APPID'),
      Views: (t) => tableObject(t, 'VIEW'),
      Viewports: (t) => tableObject(t, 'VPORT'),
      UserCoordinateSystems: (t) => tableObject(t, 'UCS'),
      Layouts: (t) => namedDict(t, 'ACAD_LAYOUT'),
      Groups: (t) => namedDict(t, 'ACAD_GROUP'),
      Dictionaries: (t) => recordObject(t.session, t.drawing.db.rootDict),
      SelectionSets: (t) => singleton(t.session, 'selectionsets', 'SelectionSets'),
      ActiveSelectionSet: (t) => documentSet(t, 'previous'),
      PickfirstSelectionSet: (t) => documentSet(t, 'implied'),
      Utility: (t) => singleton(t.session, 'utility', 'Utility'),
      Preferences: (t) => singleton(t.session, 'dbpreferences', 'DatabasePreferences'),
      ActiveLayer: (t) => activeEntry(t, 'LAYER', 'CLAYER'),
      ActiveTextStyle: (t) => activeEntry(t, 'STYLE', 'TEXTSTYLE'),
      ActiveLinetype: (t) => activeEntry(t, 'LTYPE', 'CELTYPE'),
      ActiveDimStyle: (t) => activeEntry(t, 'DIMSTYLE', 'DIMSTYLE'),
      ActiveLayout: (t) => layoutOfName(t, sysvarText(t, 'CTAB') || 'Model'),
      ActiveSpace: (t) => (sysvar(t.session.ctx, 'TILEMODE') === 0 ? 0 : 1),
      MSpace: (t) => t.session.bool(sysvar(t.session.ctx, 'TILEMODE') !== 0),
      ActiveViewport: (t) => {
        const r = t.drawing.db.tableEntry('VPORT', '*Active');
        return r ? recordObject(t.session, r.handle) : raise('axAutomation', 'Key not found');
      },
      ActivePViewport: () => raise('axAutomation', 'No active viewport in paperspace'),
      ElevationModelSpace: (t) => real(numberOf(sysvar(t.session.ctx, 'ELEVATION'))),
      ElevationPaperSpace: () => real(0),
      Limits: (t) => {
        const lo = sysvar(t.session.ctx, 'LIMMIN');
        const hi = sysvar(t.session.ctx, 'LIMMAX');
        const xy = (v: Value): number[] => (v instanceof Cons ? [numberOf(v.car), numberOf((v.cdr as Cons | null)?.car ?? null)] : [0, 0]);
        return doublesVariant([...xy(lo), ...xy(hi)]);
      },
      Saved: (t) => t.session.bool(sysvar(t.session.ctx, 'DBMOD') === 0),
      ReadOnly: (t) => t.session.vlaxFalse,
      Active: (t) => t.session.vlaxTrue,
      ObjectSnapMode: (t) => t.session.bool((numberOf(sysvar(t.session.ctx, 'OSMODE')) & 16384) === 0),
      WindowTitle: (t) => t.drawing.name,
      WindowState: () => 3,
      Height: () => 800,
      Width: () => 1400,
      HWND: () => 0x20020,
    },
    put: {
      ActiveLayer: (t, v) => setActive(t, v, 'LAYER', 'CLAYER'),
      ActiveTextStyle: (t, v) => setActive(t, v, 'STYLE', 'TEXTSTYLE'),
      ActiveLinetype: (t, v) => setActive(t, v, 'LTYPE', 'CELTYPE'),
      ActiveDimStyle: (t, v) => setActive(t, v, 'DIMSTYLE', 'DIMSTYLE'),
      ActiveSpace: (t, v) => {
        const n = argLong(v);
        if (n !== 0 && n !== 1) return raise('axServerError', 'Invalid input');
        t.session.ctx.sysvars.set('TILEMODE', n);
      },
      ActiveLayout: (t, v) => {
        const o = targetOf(argObject(v))?.recIfLive();
        if (!o || o.type !== 'LAYOUT') return raise('axServerError', 'Type mismatch');
        const blk = o.body.v[o.body.c.lastIndexOf(330)];
        const name = t.drawing.db.layouts.get(String(blk));
        if (name) t.session.ctx.sysvars.set('CTAB', name);
      },
      ElevationModelSpace: (t, v) => {
        t.session.ctx.sysvars.set('ELEVATION', real(numberOf(v instanceof Variant ? v.value : v)));
      },
      MSpace: () => null,
    },
    call: {
      StartUndoMark: (t) => startUndoMark(t),
      EndUndoMark: (t) => endUndoMark(t),
      GetVariable: (t, a) => {
        const name = argText(a[0]!);
        const v = t.session.ctx.sysvars.get(name);
        if (v === undefined) return raise('axAutomation', 'Error getting system variable');
        return sysvarVariant(v);
      },
      SetVariable: (t, a) => {
        t.session.ctx.sysvars.set(argText(a[0]!), setvarValue(a[1]!));
        return null;
      },
      SendCommand: (t, a) => sendCommand(t, argText(a[0]!)),
      PostCommand: (t, a) => sendCommand(t, argText(a[0]!)),
      Regen: (_t, a) => {
        argLong(a[0]!);
        return null;
      },
      HandleToObject: (t, a) => {
        const h = argText(a[0]!).toUpperCase().replace(/^0+(?=.)/, '');
        const r = t.drawing.db.get(h);
        if (!r || !t.drawing.db.isLive(r)) return raise('axAutomation', 'Invalid input');
        return recordObject(t.session, h);
      },
      ObjectIDToObject: (t, a) => objectFromId(t.session, argLong(a[0]!)) ?? raise('axAutomation', 'Invalid input'),
      CopyObjects: (t, a, style) => {
        const objs = argObjects(a[0]!, style);
        const owner = a[1] === undefined || a[1] === null ? undefined : targetOf(argObject(a[1]));
        const d = t.drawing;
        const out = objs.map((o) => {
          const src = targetOf(o)!.rec();
          const into = owner ? blockDefOf(owner).record : src.owner;
          return recordObject(t.session, createEntity(d, into, { type: src.type, tags: src.body }));
        });
        return objectsVariant(out);
      },
      Activate: () => null,
      AuditInfo: refused('AuditInfo'),
      PurgeAll: refused('PurgeAll'),
      Save: refused('Save (files stay outside the sandbox)'),
      SaveAs: refused('SaveAs (files stay outside the sandbox)'),
      Close: refused('Close'),
      New: refused('New'),
      Open: refused('Open'),
      WBlock: refused('WBlock'),
      Export: refused('Export'),
      Import: refused('Import'),
      LoadShapeFile: refused('LoadShapeFile'),
    },
  },
]);

function numberOf(v: Value): number {
  return typeof v === 'number' ? v : v instanceof Real ? v.v : 0;
}

