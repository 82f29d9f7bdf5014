/*
 * The vlax- functions of the object model: the root object, ename ↔ VLA-object, reaching members
 * by name (vlax-get-property/-put-property/-invoke-method in the vla style; the older
 * vlax-get/-put/-invoke with plain lists and -1/0), the introspection predicates,
 * vlax-dump-object, vlax-map-collection, vlax-ldata-*, COM servers (AutoCAD's own are served,
 * every other one is refused by the sandbox and listed in RunResult.sandboxRefused), and the
 * commands vlax-add-cmd registers.
 */
import { raise, raiseBadArg } from '../../core/errors.js';
import { Ename, VlaObject, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { argEname, argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { drawingOf } from '../drawing.js';
import { interfaceObject, refuseCom } from './classes/app.js';
import { dumpText } from './dump.js';
import { argTarget, getProperty, hasMethod, hasProperty, invokeMethod, memberArg, putProperty } from './dispatch.js';
import { ldataDelete, ldataGet, ldataList, ldataPut, storable } from './ldata.js';
import { sessionOf, targetOf, type AxTarget } from './model.js';
import { appObject, recordObject } from './factory.js';
import './objects.js';

/**
 * The record behind an ename argument, as a VLA-object. A block's BLOCK entity (what
 * (tblobjname "BLOCK" name) gives) stands for its block record, the IAcadBlock.
 */
function objectOfEname(ctx: Ctx, v: Value): VlaObject {
  const e = argEname(v);
  const d = drawingOf(ctx);
  const h = d.db.handleOf(e);
  const r = h === undefined ? undefined : d.db.get(h);
  if (!r) return raiseBadArg('lentityp', v);
  return recordObject(sessionOf(ctx), r.type === 'BLOCK' && d.db.blockByRecord.has(r.owner) ? r.owner : r.handle);
}

/** A live target, after vl-load-com's session is known for this run. */
const target = (v: Value): AxTarget => argTarget(v);

function dump(ctx: Ctx, t: AxTarget, methods: boolean): Value {
  ctx.write(dumpText(ctx, t, methods));
  return ctx.T;
}

const PRODUCT_KEY = 'Software\\Autodesk\\AutoCAD\\R25.0\\ACAD-9101:409';

/** A ProgID this sandbox serves from AutoCAD itself, or the sandbox's refusal. */
function comObject(ctx: Ctx, progId: string): Value {
  if (/^AutoCAD\.Application(\.\d+)?$/i.test(progId)) return appObject(sessionOf(ctx));
  if (/^AutoCAD\./i.test(progId) || /^ObjectDBX\./i.test(progId)) return interfaceObject(sessionOf(ctx), progId);
  return refuseCom(ctx, progId);
}

const commands = new WeakMap<Ctx, Map<string, Value>>();
const commandsOf = (ctx: Ctx): Map<string, Value> => {
  let m = commands.get(ctx);
  if (!m) commands.set(ctx, (m = new Map()));
  return m;
};

/** The function registered for a vlax-add-cmd command name, for the command line. */
export const addedCommand = (ctx: Ctx, name: string): Value | undefined => commandsOf(ctx).get(name.toUpperCase());

export const VLAX_BUILTINS = defineBuiltins([
  { name: 'vlax-get-acad-object', min: 0, max: 0, doc: '(vlax-get-acad-object) — The AutoCAD Application object, root of the object model.', fn: (_a, ctx) => appObject(sessionOf(ctx)) },
  { name: 'vlax-ename->vla-object', min: 1, max: 1, doc: '(vlax-ename->vla-object ename) — The VLA-object of an entity or table record (the same object every time).', fn: (a, ctx) => objectOfEname(ctx, a[0]!) },
  {
    name: 'vlax-vla-object->ename', min: 1, max: 1, doc: '(vlax-vla-object->ename obj) — The entity name of a database object.',
    fn: (a, ctx) => {
      const t = target(a[0]!);
      return t.handle ? drawingOf(ctx).db.ename(t.handle) : null;
    },
  },
  { name: 'vlax-get-property', min: 2, max: Infinity, doc: "(vlax-get-property obj 'Prop) — A property, as vla-get-Prop gives it (variants, :vlax-true).", fn: (a) => getProperty(target(a[0]!), memberArg(a[1]!), 'vla', a.slice(2)) },
  { name: 'vlax-put-property', min: 3, max: Infinity, doc: "(vlax-put-property obj 'Prop value) — Sets a property, as vla-put-Prop; returns nil.", fn: (a) => putProperty(target(a[0]!), memberArg(a[1]!), a[a.length - 1]!, 'vla', a.slice(2, -1)) },
  { name: 'vlax-invoke-method', min: 2, max: Infinity, doc: "(vlax-invoke-method obj 'Method [arg ...]) — Calls a method, as vla-Method.", fn: (a) => invokeMethod(target(a[0]!), memberArg(a[1]!), a.slice(2), 'vla') },
  { name: 'vlax-get', min: 2, max: Infinity, doc: "(vlax-get obj 'Prop) — A property as plain LISP data: points and arrays as lists, booleans as -1/0.", fn: (a) => getProperty(target(a[0]!), memberArg(a[1]!), 'lisp', a.slice(2)) },
  { name: 'vlax-put', min: 3, max: Infinity, doc: "(vlax-put obj 'Prop value) — Sets a property from plain LISP data (lists for points).", fn: (a) => putProperty(target(a[0]!), memberArg(a[1]!), a[a.length - 1]!, 'lisp', a.slice(2, -1)) },
  { name: 'vlax-invoke', min: 2, max: Infinity, doc: "(vlax-invoke obj 'Method [arg ...]) — Calls a method with plain LISP arguments (lists for points); results as LISP data.", fn: (a) => invokeMethod(target(a[0]!), memberArg(a[1]!), a.slice(2), 'lisp') },
  {
    name: 'vlax-property-available-p', min: 2, max: 3, doc: '(vlax-property-available-p obj prop [check-modify]) — T if the object has the property (and, with T, can set it).',
    fn: (a, ctx) => (hasProperty(target(a[0]!), memberArg(a[1]!), a[2] !== undefined && a[2] !== null) ? ctx.T : null),
  },
  { name: 'vlax-method-applicable-p', min: 2, max: 2, doc: '(vlax-method-applicable-p obj method) — T if the object supports the method.', fn: (a, ctx) => (hasMethod(target(a[0]!), memberArg(a[1]!)) ? ctx.T : null) },
  {
    name: 'vlax-erased-p', min: 1, max: 1, doc: '(vlax-erased-p obj) — T if the object was erased.',
    fn: (a, ctx) => {
      const t = target(a[0]!);
      return t.handle && !t.recIfLive() ? ctx.T : null;
    },
  },
  {
    name: 'vlax-read-enabled-p', min: 1, max: 1, doc: '(vlax-read-enabled-p obj) — T if the object can be read (not erased).',
    fn: (a, ctx) => {
      const t = target(a[0]!);
      return !t.handle || t.recIfLive() ? ctx.T : null;
    },
  },
  {
    name: 'vlax-write-enabled-p', min: 1, max: 1, doc: '(vlax-write-enabled-p obj-or-ename) — T if the object can be modified (not erased, not on a locked layer).',
    fn: (a, ctx) => {
      const t = a[0] instanceof Ename ? targetOf(objectOfEname(ctx, a[0]))! : target(a[0]!);
      if (!t.handle) return ctx.T;
      const r = t.recIfLive();
      if (!r) return null;
      const d = drawingOf(ctx);
      const li = r.body.c.indexOf(8);
      const locked = d.db.isEntity(r.handle) && d.db.layerState(li < 0 ? '0' : String(r.body.v[li]))?.locked;
      return locked ? null : ctx.T;
    },
  },
  {
    name: 'vlax-object-released-p', min: 1, max: 1, doc: '(vlax-object-released-p obj) — T after vlax-release-object (erasing does not release).',
    fn: (a, ctx) => {
      const o = a[0]!;
      if (!(o instanceof VlaObject)) return raiseBadArg('VLA-OBJECT', o);
      return o.released ? ctx.T : null;
    },
  },
  {
    name: 'vlax-release-object', min: 1, max: 1, doc: '(vlax-release-object obj) — Releases the LISP reference; later calls make a new object.',
    fn: (a) => {
      const o = a[0]!;
      if (!(o instanceof VlaObject) || o.released) return raiseBadArg('VLA-OBJECT', o);
      o.released = true;
      return 0;
    },
  },
  {
    name: 'vlax-typeinfo-available-p', min: 1, max: 1, doc: '(vlax-typeinfo-available-p obj) — T if type information is available (not for the Document).',
    fn: (a, ctx) => (target(a[0]!).cls.id === 'Document' ? null : ctx.T),
  },
  { name: 'vlax-dump-object', min: 1, max: 2, doc: '(vlax-dump-object obj [T]) — Prints the object\'s properties (and with T its methods); returns T.', fn: (a, ctx) => dump(ctx, target(a[0]!), a[1] !== undefined && a[1] !== null) },
  {
    name: 'vlax-map-collection', min: 2, max: 2, doc: "(vlax-map-collection coll 'fn) — Calls fn on each member of a collection; returns coll.",
    fn: (a, ctx) => {
      const t = target(a[0]!);
      const members = t.members();
      if (!members) return raise('axServerError', 'Member not found');
      for (const m of members) ctx.apply(a[1]!, [m]);
      return a[0]!;
    },
  },
  { name: 'vlax-create-object', min: 1, max: 1, doc: '(vlax-create-object prog-id) — A new instance of a COM server; servers outside AutoCAD are refused in the sandbox.', fn: (a, ctx) => comObject(ctx, argString(a[0]!)) },
  { name: 'vlax-get-object', min: 1, max: 1, doc: '(vlax-get-object prog-id) — A running COM server; servers outside AutoCAD are refused in the sandbox.', fn: (a, ctx) => comObject(ctx, argString(a[0]!)) },
  { name: 'vlax-get-or-create-object', min: 1, max: 1, doc: '(vlax-get-or-create-object prog-id) — A running or new COM server; servers outside AutoCAD are refused in the sandbox.', fn: (a, ctx) => comObject(ctx, argString(a[0]!)) },
  { name: 'vlax-import-type-library', min: 0, max: Infinity, doc: '(vlax-import-type-library :tlb-filename name ...) — Nothing to import in the sandbox; returns T as AutoCAD does.', fn: (_a, ctx) => ctx.T },
  {
    name: 'vlax-add-cmd', min: 2, max: 4, doc: "(vlax-add-cmd global-name 'fn [local-name flags]) — Registers a command that runs fn; returns global-name.",
    fn: (a, ctx) => {
      const name = argString(a[0]!);
      commandsOf(ctx).set(name.toUpperCase(), a[1]!);
      return name;
    },
  },
  {
    name: 'vlax-remove-cmd', min: 1, max: 1, doc: '(vlax-remove-cmd global-name) — Removes a command vlax-add-cmd registered; T, or nil when there was none.',
    fn: (a, ctx) => {
      const m = commandsOf(ctx);
      if (a[0] === ctx.T) {
        const had = m.size > 0;
        m.clear();
        return had ? ctx.T : null;
      }
      return m.delete(argString(a[0]!).toUpperCase()) ? ctx.T : null;
    },
  },
  { name: 'vlax-ldata-put', min: 3, max: 4, doc: '(vlax-ldata-put dict-or-obj key data) — Stores LISP data in the drawing; returns data.', fn: (a, ctx) => ldataPut(ctx, a[0]!, argString(a[1]!), a[2]!) },
  { name: 'vlax-ldata-get', min: 2, max: 4, doc: '(vlax-ldata-get dict-or-obj key [default]) — The LISP data stored under key, or default.', fn: (a, ctx) => ldataGet(ctx, a[0]!, argString(a[1]!), a[2] ?? null) },
  { name: 'vlax-ldata-delete', min: 2, max: 3, doc: '(vlax-ldata-delete dict-or-obj key) — Removes stored LISP data; T, or nil when there was none.', fn: (a, ctx) => ldataDelete(ctx, a[0]!, argString(a[1]!)) },
  { name: 'vlax-ldata-list', min: 1, max: 2, doc: '(vlax-ldata-list dict-or-obj) — Every (key . data) pair stored.', fn: (a, ctx) => ldataList(ctx, a[0]!) },
  { name: 'vlax-ldata-test', min: 1, max: 1, doc: '(vlax-ldata-test data) — T if the data can be stored with vlax-ldata-put.', fn: (a, ctx) => (storable(a[0]!) ? ctx.T : null) },
  { name: 'vlax-product-key', min: 0, max: 0, doc: '(vlax-product-key) — The AutoCAD registry path.', fn: () => PRODUCT_KEY },
  { name: 'vlax-machine-product-key', min: 0, max: 0, doc: '(vlax-machine-product-key) — The AutoCAD registry path (machine).', fn: () => PRODUCT_KEY },
  { name: 'vlax-user-product-key', min: 0, max: 0, doc: '(vlax-user-product-key) — The AutoCAD registry path (user).', fn: () => PRODUCT_KEY },
]);
