/*
 * Entity functions: entget entmod entmake entmakex entdel entnext entlast entupd handent.
 * Failures return nil and set ERRNO (checks.ts ERR); malformed lists raise "bad DXF group".
 */
import { argEname, argList, argListItems, argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { raiseBadArg } from '../../core/errors.js';
import { Cons, Ename, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { ERR } from '../checks.js';
import { drawingOf, type Drawing } from '../drawing.js';
import { cancelPending, entmake } from '../entmake.js';
import { entmod } from '../entmod.js';
import { normHandle } from '../model/handles.js';
import { SUBENTITY_TYPES } from '../model/record.js';
import { entgetList } from '../view.js';

function appList(v: Value): string[] {
  return argListItems(v).map((a) => (typeof a === 'string' ? a : raiseBadArg('stringp', a)));
}

/** What entmake and entmakex share: (entmake) with no list cancels a pending complex entity. */
function makeFromList(ctx: Ctx, lst: Value | undefined) {
  const d = drawingOf(ctx);
  if (lst === undefined || lst === null) {
    cancelPending(d);
    return null;
  }
  argList(lst);
  const r = entmake(d, lst);
  if (r && 'handle' in r) d.events.objectAppended(r.handle);
  return r ? { r, d, lst } : null;
}

/** The handle of the entity an entity list names (its -1 group). */
function handleIn(d: Drawing, lst: Value): string | undefined {
  for (let c: Value = lst; c instanceof Cons; c = c.cdr) {
    const g = c.car;
    if (g instanceof Cons && g.car === -1 && g.cdr instanceof Ename) return d.db.handleOf(g.cdr);
  }
  return undefined;
}

export const ENTITY_BUILTINS = defineBuiltins([
  {
    name: 'entget',
    min: 1,
    max: 2,
    doc: '(entget ename [applist]) — The entity\'s definition list; xdata (-3) only for the applications named.',
    fn: ([e, apps], ctx) => {
      const d = drawingOf(ctx);
      const en = argEname(e!);
      const a = apps === undefined || apps === null ? null : appList(apps);
      const r = d.live(en);
      if (!r) {
        d.errno(ERR.badEname);
        return null;
      }
      return entgetList(d.db, r, a);
    },
  },
  {
    name: 'entmod',
    min: 1,
    max: 1,
    doc: '(entmod elist) — Change the entity named by the list\'s -1 group; returns the list, or nil when refused.',
    fn: ([lst], ctx) => {
      const d = drawingOf(ctx);
      argList(lst!);
      if (!entmod(d, lst!)) return null;
      const h = handleIn(d, lst!);
      if (h) d.events.objectModified(h);
      return lst!;
    },
  },
  {
    name: 'entmake',
    min: 0,
    max: 1,
    doc: '(entmake [elist]) — Add an entity, table entry or block part to the drawing; returns the list, or nil.',
    fn: ([lst], ctx) => {
      const made = makeFromList(ctx, lst);
      if (!made) return null;
      return 'blockName' in made.r ? made.r.blockName : made.lst;
    },
  },
  {
    name: 'entmakex',
    min: 0,
    max: 1,
    doc: '(entmakex [elist]) — Like entmake but returns the new ename (objects are made without an owner).',
    fn: ([lst], ctx) => {
      const made = makeFromList(ctx, lst);
      if (!made) return null;
      const { r, d } = made;
      if ('blockName' in r) return r.blockName;
      return d.db.ename('handle' in r ? r.handle : r.pending);
    },
  },
  {
    name: 'entdel',
    min: 1,
    max: 1,
    doc: '(entdel ename) — Delete the entity, or restore it when it was deleted earlier in this session.',
    fn: ([e], ctx) => {
      const d = drawingOf(ctx);
      const en = argEname(e!);
      const r = d.db.getByEname(en);
      if (!r || !d.db.isEntity(r.handle) || SUBENTITY_TYPES.has(r.type) || !d.db.isMain(r)) {
        d.errno(ERR.badEname);
        return null;
      }
      d.db.replace({ ...r, deleted: !r.deleted });
      if (r.deleted) d.events.objectUnerased(r.handle);
      else d.events.objectErased(r.handle);
      return en;
    },
  },
  {
    name: 'entnext',
    min: 0,
    max: 1,
    doc: '(entnext [ename]) — The first entity of the drawing, or the one after ename (stepping into VERTEX/ATTRIB subentities).',
    fn: ([e], ctx) => {
      const d = drawingOf(ctx);
      if (e === undefined || e === null) {
        const r = d.db.firstMain();
        return r ? d.db.ename(r.handle) : null;
      }
      const en = argEname(e);
      const r = d.db.getByEname(en);
      if (!r) return null;
      const n = d.db.next(r);
      return n ? d.db.ename(n.handle) : null;
    },
  },
  {
    name: 'entlast',
    min: 0,
    max: 0,
    doc: '(entlast) — The last main entity added to the drawing.',
    fn: (_a, ctx) => {
      const d = drawingOf(ctx);
      const r = d.db.lastMain();
      return r ? d.db.ename(r.handle) : null;
    },
  },
  {
    name: 'entupd',
    min: 1,
    max: 1,
    doc: '(entupd ename) — Regenerate an entity after entmod of its subentities; returns ename.',
    fn: ([e], ctx) => {
      const d = drawingOf(ctx);
      const en = argEname(e!);
      return d.live(en) ? en : null;
    },
  },
  {
    name: 'handent',
    min: 1,
    max: 1,
    doc: '(handent handle) — The ename for a handle string (also for deleted entities), or nil.',
    fn: ([h], ctx) => {
      const d = drawingOf(ctx);
      const s = argString(h!);
      // an unknown or malformed handle sets ERRNO 13 (invalid handle)
      const r = /^[0-9A-Fa-f]{1,16}$/.test(s.trim()) ? d.db.get(normHandle(s)) : undefined;
      if (!r) {
        d.errno(ERR.invalidHandle);
        return null;
      }
      return d.db.ename(r.handle);
    },
  },
]);
