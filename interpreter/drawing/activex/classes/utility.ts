/*
 * Utility (Document.Utility) and the Preferences objects. Utility's input methods are the AutoLISP
 * get* functions underneath (GetPoint is getpoint, GetEntity entsel, InitializeUserInput initget),
 * so scripted answers, prompts and Esc behave exactly as for the LISP functions; the conversions are
 * angtof/angtos/rtos/distof/polar/trans. Results come back in ActiveX shapes (points as variants;
 * GetEntity fills its quoted symbols). Preferences exist with their sub-objects; the few settings
 * that are system variables (PICKBOX, CURSORSIZE...) read and write them.
 */
import { raise } from '../../../core/errors.js';
import { Cons, Real, SafeArray, Sym, Variant, list, real, type Value } from '../../../core/values.js';
import { argDouble, argLong, argObject, argPoint, argText } from '../convert.js';
import { defineClass, targetOf, type AxTarget, type ClassImpl, type Getter, type Putter } from '../model.js';
import { objectId, recordObject, singleton } from '../factory.js';
import { VT, doublesVariant, safearrayElement } from '../variant-values.js';
import { setOut } from './out-params.js';

/** Call an AutoLISP builtin by name. */
function lisp(t: AxTarget, name: string, args: Value[]): Value {
  const ctx = t.session.ctx;
  return ctx.apply(ctx.intern(name).value, args);
}

const pointList = (p: readonly number[]): Value => list(p.map((x) => new Real(x)));

function pointResult(v: Value): Value {
  if (!(v instanceof Cons)) return raise('axAutomation', 'Description was not provided');
  const nums: number[] = [];
  for (let c: Value = v; c instanceof Cons; c = c.cdr) nums.push(c.car instanceof Real ? c.car.v : Number(c.car));
  return doublesVariant([nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 0]);
}

/** A get* answer: nil (Enter) or a keyword raises, as the Utility methods do. */
function answer(v: Value): Value {
  if (v === null) return raise('axAutomation', 'Description was not provided');
  return v;
}

const optPoint = (_t: AxTarget, v: Value | undefined): Value[] => (v === undefined || v === null ? [] : [pointList(argPoint(v, 'lisp'))]);

/** trans's from/to argument for an AcCoordinateSystem value (acOCS 4 takes the normal). */
function transCode(n: number, normal: Value | undefined): Value {
  if (n === 4) return normal === undefined ? raise('axServerError', 'Invalid argument') : pointList(argPoint(normal, 'lisp'));
  if (n < 0 || n > 3) return raise('axServerError', 'Invalid argument');
  return n;
}

export const UTILITY_CLASS = defineClass('Utility', 'IAcadUtility', 'AutoCAD Utility Interface', [
  {
    call: {
      GetPoint: (t, a) => pointResult(lisp(t, 'GETPOINT', [...optPoint(t, a[0]), ...(a[1] === undefined ? [] : [argText(a[1])])])),
      GetCorner: (t, a) => pointResult(lisp(t, 'GETCORNER', [pointList(argPoint(a[0]!, 'lisp')), ...(a[1] === undefined ? [] : [argText(a[1])])])),
      GetDistance: (t, a) => answer(lisp(t, 'GETDIST', [...optPoint(t, a[0]), ...(a[1] === undefined ? [] : [argText(a[1])])])),
      GetAngle: (t, a) => answer(lisp(t, 'GETANGLE', [...optPoint(t, a[0]), ...(a[1] === undefined ? [] : [argText(a[1])])])),
      GetOrientation: (t, a) => answer(lisp(t, 'GETORIENT', [...optPoint(t, a[0]), ...(a[1] === undefined ? [] : [argText(a[1])])])),
      GetInteger: (t, a) => answer(lisp(t, 'GETINT', a[0] === undefined ? [] : [argText(a[0])])),
      GetReal: (t, a) => answer(lisp(t, 'GETREAL', a[0] === undefined ? [] : [argText(a[0])])),
      GetKeyword: (t, a) => answer(lisp(t, 'GETKWORD', a[0] === undefined ? [] : [argText(a[0])])),
      GetString: (t, a) => lisp(t, 'GETSTRING', [argLong(a[0]!) !== 0 ? t.session.ctx.T : null, ...(a[1] === undefined ? [] : [argText(a[1])])]),
      GetInput: () => '',
      InitializeUserInput: (t, a) => lisp(t, 'INITGET', [argLong(a[0]!), ...(a[1] === undefined ? [] : [argText(a[1])])]) && null,
      GetEntity: (t, a, style) => {
        const picked = lisp(t, 'ENTSEL', a[2] === undefined ? [] : [argText(a[2])]);
        if (!(picked instanceof Cons)) return raise('axAutomation', 'Description was not provided');
        const d = t.drawing;
        const h = d.db.handleOf(picked.car as never);
        setOut(t, a[0]!, h ? recordObject(t.session, h) : null, style);
        setOut(t, a[1]!, pointResult((picked.cdr as Cons).car), style);
        return null;
      },
      Prompt: (t, a) => {
        t.session.ctx.write(argText(a[0]!));
        return null;
      },
      AngleToReal: (t, a) => answer(lisp(t, 'ANGTOF', [argText(a[0]!), argLong(a[1]!)])),
      AngleToString: (t, a) => lisp(t, 'ANGTOS', [real(argDouble(a[0]!)), argLong(a[1]!), argLong(a[2]!)]),
      RealToString: (t, a) => lisp(t, 'RTOS', [real(argDouble(a[0]!)), argLong(a[1]!), argLong(a[2]!)]),
      DistanceToReal: (t, a) => answer(lisp(t, 'DISTOF', [argText(a[0]!), argLong(a[1]!)])),
      PolarPoint: (t, a, style) => pointResult(lisp(t, 'POLAR', [pointList(argPoint(a[0]!, style)), real(argDouble(a[1]!)), real(argDouble(a[2]!))])),
      AngleFromXAxis: (t, a, style) => lisp(t, 'ANGLE', [pointList(argPoint(a[0]!, style)), pointList(argPoint(a[1]!, style))]),
      TranslateCoordinates: (t, a, style) => {
        const from = transCode(argLong(a[1]!), a[4]);
        const to = transCode(argLong(a[2]!), a[4]);
        const disp = argLong(a[3]!) !== 0 ? [t.session.ctx.T] : [];
        return pointResult(lisp(t, 'TRANS', [pointList(argPoint(a[0]!, style)), from, to, ...disp]));
      },
      GetObjectIdString: (t, a) => {
        const o = targetOf(argObject(a[0]!));
        const id = o?.handle ? objectId(o.handle) : 0;
        return argLong(a[1]!) !== 0 ? id.toString(16).toUpperCase() : String(id);
      },
      CreateTypedArray: (t, a) => {
        const vt = argLong(a[1]!);
        const items = a.slice(2);
        const sa = new SafeArray(vt, [[0, items.length - 1]], items.map((v) => safearrayElement(t.session.ctx, v, vt)));
        if (!(a[0] instanceof Sym)) return raise('badArgType', 'symbolp', String(a[0]));
        a[0].value = new Variant(VT.array + vt, sa);
        return null;
      },
      IsURL: (_t, a) => (/^(https?|ftp):\/\//i.test(argText(a[0]!)) ? _t.session.vlaxTrue : _t.session.vlaxFalse),
      IsRemoteFile: (t) => t.session.vlaxFalse,
      GetRemoteFile: (t) => raise('axNotSimulated', 'GetRemoteFile (no network in the sandbox)', t.cls.iface),
      PutRemoteFile: (t) => raise('axNotSimulated', 'PutRemoteFile (no network in the sandbox)', t.cls.iface),
      LaunchBrowserDialog: (t) => raise('axNotSimulated', 'LaunchBrowserDialog', t.cls.iface),
      GetSubEntity: (t) => raise('axNotSimulated', 'GetSubEntity', t.cls.iface),
      SendModelessOperationStart: () => null,
      SendModelessOperationEnded: () => null,
    },
  },
]);

// ---- Preferences ------------------------------------------------------------------------------

/** A preference backed by a system variable (read and written through getvar/setvar). */
function sysvarPreference(name: string, sysvar: string): { get: Record<string, Getter>; put: Record<string, Putter> } {
  return {
    get: { [name]: (t) => t.session.ctx.sysvars.get(sysvar) ?? null },
    put: {
      [name]: (t, v) => {
        t.session.ctx.sysvars.set(sysvar, v instanceof Variant ? v.value : v);
      },
    },
  };
}

const sub = (key: string, id: string) => (t: AxTarget) => singleton(t.session, key, id);

export const PREFERENCES_CLASS = defineClass('Preferences', 'IAcadPreferences', 'AutoCAD Preferences Interface', [
  {
    get: {
      Display: sub('prefs.display', 'PreferencesDisplay'),
      Drafting: sub('prefs.drafting', 'PreferencesDrafting'),
      Files: sub('prefs.files', 'PreferencesFiles'),
      OpenSave: sub('prefs.opensave', 'PreferencesOpenSave'),
      Output: sub('prefs.output', 'PreferencesOutput'),
      Profiles: sub('prefs.profiles', 'PreferencesProfiles'),
      Selection: sub('prefs.selection', 'PreferencesSelection'),
      System: sub('prefs.system', 'PreferencesSystem'),
      User: sub('prefs.user', 'PreferencesUser'),
    },
  },
]);

const prefs = (id: string, title: string, parts: Array<Partial<Pick<ClassImpl, 'get' | 'put'>>> = []): ClassImpl =>
  defineClass(id, `IAcad${id}`, `AutoCAD ${title} Interface`, [{ get: { Application: (t) => singleton(t.session, 'app', 'Application') } }, ...parts]);

export const PREFERENCE_CLASSES: readonly ClassImpl[] = [
  prefs('PreferencesDisplay', 'Preferences Display', [sysvarPreference('CursorSize', 'CURSORSIZE')]),
  prefs('PreferencesDrafting', 'Preferences Drafting', [sysvarPreference('AutoSnapApertureSize', 'APERTURE')]),
  prefs('PreferencesFiles', 'Preferences Files', [
    {
      get: {
        SupportPath: (t) => {
          const v = t.session.ctx.sysvars.get('ACADPREFIX');
          return typeof v === 'string' ? v.replace(/\\$/, '') : '';
        },
      },
    },
  ]),
  prefs('PreferencesOpenSave', 'Preferences Open Save'),
  prefs('PreferencesOutput', 'Preferences Output'),
  prefs('PreferencesProfiles', 'Preferences Profiles', [{ get: { ActiveProfile: () => '<<Unnamed Profile>>' } }]),
  prefs('PreferencesSelection', 'Preferences Selection', [sysvarPreference('PickBoxSize', 'PICKBOX'), sysvarPreference('GripSize', 'GRIPSIZE')]),
  prefs('PreferencesSystem', 'Preferences System'),
  prefs('PreferencesUser', 'Preferences User'),
];

export const DATABASE_PREFERENCES_CLASS = defineClass('DatabasePreferences', 'IAcadDatabasePreferences', 'AutoCAD Database Preferences Interface', [
  { get: { Application: (t) => singleton(t.session, 'app', 'Application') } },
]);
