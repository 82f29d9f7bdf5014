/*
 * Extended data: stored as flat tags (1001 app name, then its 1000..1071 items, 1010-1013 points
 * merged), shown by entget as (-3 ("APP" (1000 . "x") (1010 1.0 2.0 0.0)) ...) only for the
 * applications asked for (names match with * and ? wildcards, case-insensitively). xdsize uses a
 * documented byte estimate: 2 bytes per group code plus the value (strings len+2, reals 8,
 * int16 2, int32 4, points 24, handles 8, binary its bytes), as AutoCAD's exact accounting is not
 * published.
 */
import { Cons, Real, list, type Value } from '../core/values.js';
import type { DrawingDb } from './db.js';
import { codeType } from './model/group-codes.js';
import { TagBuilder, type GV, type Tags } from './model/tags.js';

/** Upper limit AutoCAD puts on one entity's xdata. */
export const XDATA_LIMIT = 16383;

/** Application groups of stored xdata, in order. */
export function xdataApps(x: Tags): Array<{ app: string; from: number; to: number }> {
  const out: Array<{ app: string; from: number; to: number }> = [];
  for (let i = 0; i < x.c.length; i++) {
    if (x.c[i] === 1001) {
      if (out.length) out[out.length - 1]!.to = i;
      out.push({ app: String(x.v[i]), from: i + 1, to: x.c.length });
    }
  }
  return out;
}

/** Simple wildcard match for application names (* ? and comma-separated alternatives). */
export function appMatches(pattern: string, name: string): boolean {
  return pattern.split(',').some((p) => {
    const re = new RegExp('^' + p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.') + '$', 'i');
    return re.test(name);
  });
}

function itemToLisp(code: number, v: GV): Value {
  if (Array.isArray(v)) return new Cons(code, list(v.map((n) => new Real(n))));
  if (typeof v === 'number') return new Cons(code, codeType(code) === 'int' ? v : new Real(v));
  return new Cons(code, v);
}

/** The -3 payload for the matching applications, or nil when none match. */
export function xdataToLisp(_db: DrawingDb, x: Tags, apps: readonly string[]): Value {
  const groups: Value[] = [];
  for (const g of xdataApps(x)) {
    if (!apps.some((p) => appMatches(p, g.app))) continue;
    const items: Value[] = [g.app];
    for (let i = g.from; i < g.to; i++) items.push(itemToLisp(x.c[i]!, x.v[i]!));
    groups.push(list(items));
  }
  return groups.length ? list(groups) : null;
}

/** Parse a -3 payload into app → tags; undefined when malformed. */
export function lispToXdata(v: Value): Map<string, Tags> | undefined {
  const out = new Map<string, Tags>();
  for (let cur = v; cur !== null; cur = (cur as Cons).cdr) {
    if (!(cur instanceof Cons)) return undefined;
    const g = cur.car;
    if (!(g instanceof Cons) || typeof g.car !== 'string') return undefined;
    const t = new TagBuilder();
    for (let it = g.cdr; it !== null; it = (it as Cons).cdr) {
      if (!(it instanceof Cons)) return undefined;
      const item = it.car;
      if (!(item instanceof Cons) || typeof item.car !== 'number') return undefined;
      const code = item.car;
      const kind = codeType(code);
      const val = item.cdr;
      if (code < 1000 || code > 1071) return undefined;
      if (kind === 'point') {
        const pts: number[] = [];
        for (let p = val; p instanceof Cons; p = p.cdr) {
          const n = typeof p.car === 'number' ? p.car : p.car instanceof Real ? p.car.v : NaN;
          if (Number.isNaN(n)) return undefined;
          pts.push(n);
        }
        if (pts.length < 2 || pts.length > 3) return undefined;
        t.push(code, pts.length === 2 ? [pts[0]!, pts[1]!, 0] : pts);
      } else if (kind === 'real' || kind === 'int') {
        const n = typeof val === 'number' ? val : val instanceof Real ? val.v : undefined;
        if (n === undefined) return undefined;
        t.push(code, kind === 'int' ? Math.trunc(n) : n);
      } else {
        if (typeof val !== 'string') return undefined;
        t.push(code, val);
      }
    }
    out.set(g.car, t.done());
  }
  return out;
}

/** Replace (or add) the given applications' xdata, keeping the others. */
export function mergeXdata(old: Tags | null, updates: Map<string, Tags>): Tags | null {
  const out = new TagBuilder();
  const done = new Set<string>();
  if (old) {
    for (const g of xdataApps(old)) {
      const key = [...updates.keys()].find((k) => k.toUpperCase() === g.app.toUpperCase());
      if (key !== undefined) {
        done.add(key);
        const u = updates.get(key)!;
        if (u.c.length) out.push(1001, g.app).append(u);
      } else out.push(1001, g.app).append(old, g.from, g.to);
    }
  }
  for (const [app, t] of updates) if (!done.has(app) && t.c.length) out.push(1001, app).append(t);
  return out.length ? out.done() : null;
}

function itemSize(code: number, v: GV): number {
  if (Array.isArray(v)) return 2 + 24;
  if (code === 1004 && typeof v === 'string') return 2 + Math.ceil(v.length / 2) + 1;
  if (code === 1005) return 2 + 8;
  if (code === 1002) return 2 + 1;
  if (typeof v === 'string') return 2 + v.length + 2;
  if (code >= 1060 && code <= 1070) return 2 + 2;
  if (code === 1071) return 2 + 4;
  return 2 + 8;
}

/** Size of xdata given per application. */
export function xdataSize(groups: Map<string, Tags>): number {
  let n = 0;
  for (const [app, t] of groups) {
    n += 2 + app.length + 2;
    for (let i = 0; i < t.c.length; i++) n += itemSize(t.c[i]!, t.v[i]!);
  }
  return n;
}

export function storedXdataSize(x: Tags | null): number {
  if (!x) return 0;
  const m = new Map<string, Tags>();
  for (const g of xdataApps(x)) m.set(g.app, { c: x.c.slice(g.from, g.to), v: x.v.slice(g.from, g.to) });
  return xdataSize(m);
}
