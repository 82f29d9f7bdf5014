/*
 * The selection-set builtins. Sets are PickSet values (core/values.ts) printing as
 * `<Selection set: N>`; their members live in core/member-list.ts, where ssadd, ssdel, ssmemb and
 * ssname are O(1) or O(log n) and sslength O(1). ssnamex describes each member as
 * (method ename 0 [descriptor]); window, crossing and fence sets end with the polygon entry
 * (-1 (0 pt) ...). Fence selections record the fence
 * vertices rather than AutoCAD's crossing points (a simplification).
 */
import { argEname, argPickSet } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { raiseBadArg } from '../../core/errors.js';
import { list, PickSet, Real, type Ename, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { setErrno } from '../errno.js';
import { drawingSource, ssget } from './ssget.js';
import { addMember, newPickSet, removeMember, selectionState } from './state.js';

const realList = (p: number[]): Value => list([new Real(p[0] ?? 0), new Real(p[1] ?? 0), new Real(p[2] ?? 0)]);

function describe(ctx: Ctx, ss: PickSet, e: Ename): Value {
  const info = selectionState(ctx).info.get(ss);
  if (!info || info.method === 0 || info.added?.has(e.address)) return list([0, e, 0]);
  if (info.method === 1) return list([1, e, 0, list([0, realList(info.point ?? [])])]);
  return list([info.method, e, 0, -1]);
}

function polygonEntry(ctx: Ctx, ss: PickSet): Value | null {
  const info = selectionState(ctx).info.get(ss);
  if (!info?.polygon || info.method < 2) return null;
  return list([-1, ...info.polygon.map((p) => list([0, realList(p)]))]);
}

/** A deleted or unknown entity cannot join a set (nil, ERRNO 2). */
function liveEname(ctx: Ctx, v: Value): Ename | null {
  const e = argEname(v);
  const src = drawingSource(ctx);
  if (src && !src.selectableByEname(e)) {
    setErrno(ctx.sysvars, 2);
    return null;
  }
  return e;
}

function index(v: Value): number {
  if (typeof v === 'number') return v;
  if (v instanceof Real) return Math.trunc(v.v);
  return raiseBadArg('fixnump', v);
}

// the per-member builtins have two-argument entries (no argument array): loops call them per member
const ssname = (ss: Value, i: Value): Value => argPickSet(ss).members.at(index(i)) ?? null;
function ssdel(e: Value, ss: Value): Value {
  const en = argEname(e);
  const set = argPickSet(ss);
  return removeMember(set, en) ? set : null;
}
function ssmemb(e: Value, ss: Value): Value {
  const en = argEname(e);
  return argPickSet(ss).members.has(en.address) ? en : null;
}

export const SELECTION_BUILTINS = defineBuiltins([
  {
    name: 'ssget', min: 0, max: 4,
    doc: '(ssget [mode] [pt1 [pt2]] [pt-list] [filter-list]) — Selects entities by mode, window, polygon, fence or filter; nil when none.',
    fn: ssget,
  },
  {
    name: 'sslength', min: 1, max: 1, doc: '(sslength ss) — Number of entities in a selection set.',
    fn: ([ss]) => argPickSet(ss as Value).members.size,
    fn1: (ss) => argPickSet(ss).members.size,
  },
  {
    name: 'ssname', min: 2, max: 2, doc: '(ssname ss index) — The entity at a zero-based index, or nil past either end.',
    fn: ([ss, i]) => ssname(ss as Value, i as Value),
    fn2: ssname,
  },
  {
    name: 'ssadd', min: 0, max: 2, doc: '(ssadd [ename [ss]]) — A new set (empty or with ename), or ss with ename added.',
    fn: (a, ctx) => {
      if (a.length === 0 || (a[0] === null && a.length === 1)) {
        const ss = newPickSet(ctx, [], { method: 0 });
        if (!ss) setErrno(ctx.sysvars, 3);
        return ss;
      }
      const e = liveEname(ctx, a[0] as Value);
      if (a.length === 1 || a[1] === null) {
        if (!e) return null;
        const ss = newPickSet(ctx, [e], { method: 0 });
        if (!ss) setErrno(ctx.sysvars, 3);
        return ss;
      }
      const ss = argPickSet(a[1] as Value);
      if (!e) return null;
      if (addMember(ss, e)) {
        const info = selectionState(ctx).info.get(ss);
        if (info && info.method !== 0) (info.added ??= new Set()).add(e.address);
      }
      return ss;
    },
  },
  {
    name: 'ssdel', min: 2, max: 2, doc: '(ssdel ename ss) — Removes ename from ss; returns ss, or nil when it was not a member.',
    fn: ([e, ss]) => ssdel(e as Value, ss as Value),
    fn2: ssdel,
  },
  {
    name: 'ssmemb', min: 2, max: 2, doc: '(ssmemb ename ss) — ename when it is in ss, otherwise nil.',
    fn: ([e, ss]) => ssmemb(e as Value, ss as Value),
    fn2: ssmemb,
  },
  {
    name: 'ssnamex', min: 1, max: 2, doc: '(ssnamex ss [index]) — How each entity (or the one at index) was selected.',
    fn: ([ss, i], ctx) => {
      const set = argPickSet(ss as Value);
      const poly = polygonEntry(ctx, set);
      let entries: Value[];
      if (i !== undefined && i !== null) {
        const n = index(i);
        const e = set.members.at(n);
        if (!e) return null;
        entries = [describe(ctx, set, e)];
      } else entries = set.items.map((e) => describe(ctx, set, e));
      return list(poly ? [...entries, poly] : entries);
    },
  },
  {
    name: 'sssetfirst', min: 1, max: 2, doc: '(sssetfirst gripset [pickset]) — Makes pickset the PICKFIRST selection; returns both arguments.',
    fn: ([grip, pick], ctx) => {
      if (grip !== null) argPickSet(grip as Value);
      const p = pick === undefined || pick === null ? null : argPickSet(pick);
      selectionState(ctx).implied = p && p.members.size ? p : null;
      return list([grip as Value, p]);
    },
  },
  {
    name: 'ssgetfirst', min: 0, max: 0, doc: '(ssgetfirst) — The gripped and PICKFIRST selection sets, as (nil pickset).',
    fn: (_a, ctx) => list([null, selectionState(ctx).implied]),
  },
]);
