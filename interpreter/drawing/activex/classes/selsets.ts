/*
 * SelectionSets and SelectionSet: named sets of the document (held by the run's session, as
 * AutoCAD holds them outside the database). Select, SelectOnScreen, SelectAtPoint and
 * SelectByPolygon run ssget with the equivalent mode string, points and filter list, so ActiveX
 * selection finds exactly what ssget finds; Erase erases the members as entdel would.
 *   acSelectionSetWindow 0 "W", Crossing 1 "C", Fence 2 "F", Previous 3 "P", Last 4 "L",
 *   All 5 "X", WindowPolygon 6 "WP", CrossingPolygon 7 "CP"
 */
import { raise } from '../../../core/errors.js';
import { Cons, PickSet, Real, list, type Value, type VlaObject } from '../../../core/values.js';
import { ssget } from '../../selection/ssget.js';
import { selectionState } from '../../selection/state.js';
import { argDoubles, argIndex, argLong, argObjects, argPoint, argText } from '../convert.js';
import { checkUnlocked } from '../edit.js';
import { AxTarget, defineClass, targetOf, type AxStyle } from '../model.js';
import { recordObject } from '../factory.js';
import { itemsOf } from '../variant-values.js';
import { itemAt } from './blocks.js';

interface NamedSet {
  /** unique per set made, so a deleted and re-added name is a new object */
  id: number;
  name: string;
  handles: string[];
  /** the document's own sets follow a selection: the Previous set (ActiveSelectionSet) or PICKFIRST */
  follows?: 'previous' | 'implied';
}
let setIds = 0;

const SETS = new WeakMap<object, Map<string, NamedSet>>();
function setsOf(t: AxTarget): Map<string, NamedSet> {
  let m = SETS.get(t.session);
  if (!m) SETS.set(t.session, (m = new Map()));
  return m;
}

const setOf = (t: AxTarget): NamedSet => {
  const s = t.data as NamedSet;
  if (s.follows) {
    const db = t.drawing.db;
    const ps = selectionState(t.session.ctx)[s.follows];
    s.handles = ps ? ps.items.map((e) => db.handleOf(e)).filter((h): h is string => !!h) : [];
    return s;
  }
  if (!setsOf(t).has(s.name.toUpperCase())) return raise('axAutomation', 'Object was erased');
  return s;
};

function liveMembers(t: AxTarget): VlaObject[] {
  const db = t.drawing.db;
  return setOf(t)
    .handles.filter((h) => {
      const r = db.get(h);
      return r && db.isLive(r);
    })
    .map((h) => recordObject(t.session, h));
}

const MODES = ['W', 'C', 'F', 'P', 'L', 'X', 'WP', 'CP'];

/** A filter list ((code . value) ...) from the FilterType / FilterData pair. */
function filterList(types: Value | undefined, data: Value | undefined, style: AxStyle): Value {
  if (types === undefined || types === null) return null;
  const codes = itemsOf(types, style === 'lisp');
  const values = itemsOf(data ?? null, style === 'lisp');
  if (!codes || !values || codes.length !== values.length) return raise('axServerError', 'Invalid argument');
  return list(codes.map((c, i) => new Cons(argLong(c), values[i]!)));
}

const pointList = (p: readonly number[]): Value => list(p.map((x) => new Real(x)));

/** Run ssget and keep what it found in the set (added to what was there). */
function runSsget(t: AxTarget, args: Value[]): void {
  const found = ssget(args, t.session.ctx);
  const s = setOf(t);
  if (!(found instanceof PickSet)) return;
  const db = t.drawing.db;
  for (const e of found.items) {
    const h = db.handleOf(e);
    if (h && !s.handles.includes(h)) s.handles.push(h);
  }
}

export const SELECTIONSET_CLASS = defineClass('SelectionSet', 'IAcadSelectionSet', 'AutoCAD Selection Set Interface', [
  {
    members: liveMembers,
    get: {
      Name: (t) => setOf(t).name,
      Count: (t) => liveMembers(t).length,
    },
    call: {
      Item: (t, a) => {
        const i = argIndex(a[0]!);
        if (typeof i === 'string') return raise('axServerError', 'Type mismatch');
        return itemAt(liveMembers(t), i);
      },
      AddItems: (t, a, style) => {
        const s = setOf(t);
        for (const o of argObjects(a[0]!, style)) {
          const h = targetOf(o)?.handle;
          if (h && !s.handles.includes(h)) s.handles.push(h);
        }
        return null;
      },
      RemoveItems: (t, a, style) => {
        const s = setOf(t);
        const drop = new Set(argObjects(a[0]!, style).map((o) => targetOf(o)?.handle));
        s.handles = s.handles.filter((h) => !drop.has(h));
        return null;
      },
      Clear: (t) => {
        setOf(t).handles = [];
        return null;
      },
      Delete: (t) => {
        const s = setOf(t);
        if (!s.follows) setsOf(t).delete(s.name.toUpperCase());
        return null;
      },
      Erase: (t) => {
        const db = t.drawing.db;
        for (const o of liveMembers(t)) {
          const r = targetOf(o)!.rec();
          checkUnlocked(t.drawing, r);
          db.replace({ ...r, deleted: true });
        }
        setOf(t).handles = [];
        return null;
      },
      Select: (t, a, style) => {
        const mode = MODES[argLong(a[0]!)];
        if (!mode) return raise('axServerError', 'Invalid argument');
        const args: Value[] = [mode];
        if (mode === 'W' || mode === 'C') args.push(pointList(argPoint(a[1]!, style)), pointList(argPoint(a[2]!, style)));
        const filter = filterList(a[3], a[4], style);
        if (filter !== null) args.push(filter);
        runSsget(t, args);
        return null;
      },
      SelectOnScreen: (t, a, style) => {
        const filter = filterList(a[0], a[1], style);
        runSsget(t, filter === null ? [] : [filter]);
        return null;
      },
      SelectAtPoint: (t, a, style) => {
        const filter = filterList(a[1], a[2], style);
        runSsget(t, filter === null ? [pointList(argPoint(a[0]!, style))] : [pointList(argPoint(a[0]!, style)), filter]);
        return null;
      },
      SelectByPolygon: (t, a, style) => {
        const mode = MODES[argLong(a[0]!)];
        if (mode !== 'F' && mode !== 'WP' && mode !== 'CP') return raise('axServerError', 'Invalid argument');
        const n = argDoubles(a[1]!, style);
        const pts: Value[] = [];
        for (let i = 0; i + 2 < n.length + 1 && i < n.length; i += 3) pts.push(pointList([n[i]!, n[i + 1]!, n[i + 2] ?? 0]));
        const filter = filterList(a[2], a[3], style);
        runSsget(t, filter === null ? [mode, list(pts)] : [mode, list(pts), filter]);
        return null;
      },
      Highlight: () => null,
      Update: () => null,
    },
  },
]);

/** Document.ActiveSelectionSet (the Previous set, what the last selection chose) and PickfirstSelectionSet. */
export function documentSet(t: AxTarget, follows: 'previous' | 'implied'): VlaObject {
  return t.session.object(`ss:${follows}`, () => new AxTarget(t.session, SELECTIONSET_CLASS, '', { id: 0, name: follows === 'previous' ? '' : 'PICKFIRST', handles: [], follows }));
}

function setObject(t: AxTarget, s: NamedSet): VlaObject {
  return t.session.object(`ss:${s.id}`, () => new AxTarget(t.session, SELECTIONSET_CLASS, '', s));
}

export const SELECTIONSETS_CLASS = defineClass('SelectionSets', 'IAcadSelectionSets', 'AutoCAD Selection Sets Interface', [
  {
    members: (t) => [...setsOf(t).values()].map((s) => setObject(t, s)),
    get: { Count: (t) => setsOf(t).size },
    call: {
      Add: (t, a) => {
        const name = argText(a[0]!);
        const sets = setsOf(t);
        if (sets.has(name.toUpperCase())) return raise('axAutomation', 'Duplicate key');
        const s: NamedSet = { id: ++setIds, name, handles: [] };
        sets.set(name.toUpperCase(), s);
        return setObject(t, s);
      },
      Item: (t, a) => {
        const i = argIndex(a[0]!);
        const all = [...setsOf(t).values()];
        const s = typeof i === 'string' ? setsOf(t).get(i.toUpperCase()) : all[i];
        if (!s) return raise('axAutomation', typeof i === 'string' ? 'Key not found' : 'Invalid index');
        return setObject(t, s);
      },
    },
  },
]);
