/*
 * Reading an entity's groups, whatever holds them. The geometry works on the database's own form,
 * Tags (parallel code and value arrays, points as number arrays, angles in radians): the database
 * hands its records over as they are, the renderer's snapshot pairs and entget lists (selection
 * sources that have nothing else) are converted once, by the two functions at the end.
 */
import { Cons, Real, type Value } from '../../core/values.js';
import type { GV, Tags } from '../model/tags.js';
import type { Vec3 } from './vec.js';

export type { GV, Tags };

export function first(g: Tags, code: number): GV | undefined {
  const i = g.c.indexOf(code);
  return i < 0 ? undefined : g.v[i];
}

export function num(g: Tags, code: number, dflt: number): number {
  const v = first(g, code);
  return typeof v === 'number' && Number.isFinite(v) ? v : dflt;
}

export function str(g: Tags, code: number): string | undefined {
  const v = first(g, code);
  return typeof v === 'string' ? v : undefined;
}

/** A point value as a Vec3 (z = 0 for 2D), or undefined. */
export function asVec(v: GV | undefined): Vec3 | undefined {
  if (!Array.isArray(v) || v.length < 2) return undefined;
  const x = v[0]!;
  const y = v[1]!;
  const z = v.length > 2 ? v[2]! : 0;
  return Number.isFinite(x) && Number.isFinite(y) && Number.isFinite(z) ? [x, y, z] : undefined;
}

export const point = (g: Tags, code: number): Vec3 | undefined => asVec(first(g, code));

/** Every point of a code, in order. */
export function points(g: Tags, code: number): Vec3[] {
  const out: Vec3[] = [];
  for (let i = g.c.indexOf(code); i >= 0; i = g.c.indexOf(code, i + 1)) {
    const p = asVec(g.v[i]);
    if (p) out.push(p);
  }
  return out;
}

/** Every number of a code, in order. */
export function numbers(g: Tags, code: number): number[] {
  const out: number[] = [];
  for (let i = g.c.indexOf(code); i >= 0; i = g.c.indexOf(code, i + 1)) {
    const v = g.v[i];
    if (typeof v === 'number') out.push(v);
  }
  return out;
}

/** The extrusion direction (210), +Z when absent or zero. */
export function extrusionOf(g: Tags): Vec3 {
  const n = point(g, 210);
  return n && (n[0] !== 0 || n[1] !== 0 || n[2] !== 0) ? n : [0, 0, 1];
}

/** Snapshot pairs [code, value] -> Tags. */
export function tagsFromPairs(pairs: ReadonlyArray<readonly [number, GV]>): Tags {
  const n = pairs.length;
  const c = new Array<number>(n);
  const v = new Array<GV>(n);
  for (let i = 0; i < n; i++) {
    const p = pairs[i]!;
    c[i] = p[0];
    v[i] = p[1];
  }
  return { c, v };
}

/** A Lisp number (integer or real), else dflt. */
export const lispNumber = (v: Value | undefined, dflt: number): number => (typeof v === 'number' ? v : v instanceof Real ? v.v : dflt);

/** A Lisp point (x y [z]) as a Vec3, or undefined. */
export function lispPoint(v: Value | undefined): Vec3 | undefined {
  if (!(v instanceof Cons)) return undefined;
  const pt: number[] = [];
  for (let q: Value = v; q instanceof Cons; q = q.cdr) pt.push(lispNumber(q.car, NaN));
  return asVec(pt);
}

/** An entget list -> Tags (numbers and points unboxed; enames, xdata and other values left out). */
export function tagsFromLisp(list: Value): Tags {
  const c: number[] = [];
  const v: GV[] = [];
  for (let l = list; l instanceof Cons; l = l.cdr) {
    const p = l.car;
    if (!(p instanceof Cons) || typeof p.car !== 'number' || p.car === -3) continue;
    const x = p.cdr;
    let gv: GV | undefined;
    if (typeof x === 'number' || typeof x === 'string') gv = x;
    else if (x instanceof Real) gv = x.v;
    else if (x instanceof Cons) {
      const pt: number[] = [];
      for (let q: Value = x; q instanceof Cons; q = q.cdr) pt.push(lispNumber(q.car, NaN));
      gv = pt;
    }
    if (gv !== undefined) {
      c.push(p.car);
      v.push(gv);
    }
  }
  return { c, v };
}
