/*
 * Reading what a drafter types at a point, distance or angle prompt: "3,4", "@2,0", "5<45",
 * "@5<45", decimal or feet-inch distances ("3'6\"") and angles in the drawing's AUNITS (or with an
 * explicit d / r / g suffix), measured from ANGBASE in the ANGDIR direction as AutoCAD does.
 * Shared by the getXXX functions (runner/builtins) and the command line (drawing/commands).
 */
import { Real, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';

const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/** A typed decimal number, or undefined. */
export function parseDecimal(text: string): number | undefined {
  const t = text.trim();
  return NUMBER_RE.test(t) ? Number(t) : undefined;
}

export function sysNum(ctx: Ctx, name: string, dflt: number): number {
  const v: Value | undefined = ctx.sysvars.get(name);
  if (typeof v === 'number') return v;
  if (v instanceof Real) return v.v;
  return dflt;
}

export function sysPoint(ctx: Ctx, name: string): number[] | undefined {
  const out: number[] = [];
  let v = ctx.sysvars.get(name) as Value | undefined;
  while (v && typeof v === 'object' && 'car' in v) {
    const c = v.car;
    if (typeof c === 'number') out.push(c);
    else if (c instanceof Real) out.push(c.v);
    else return undefined;
    v = v.cdr;
  }
  return out.length >= 2 ? out : undefined;
}

const TWO_PI = Math.PI * 2;
export const normAngle = (a: number): number => {
  const r = a % TWO_PI;
  return r < 0 ? r + TWO_PI : r;
};

/** A typed angle in radians, as the user means it (relative to ANGBASE, in ANGDIR's sense). */
export function parseAngleText(ctx: Ctx, text: string): number | undefined {
  const t = text.trim().toLowerCase();
  const suffix = /^(.*\d)\s*([rgd])$/.exec(t);
  if (suffix) {
    const n = parseDecimal(suffix[1] as string);
    if (n === undefined) return undefined;
    return suffix[2] === 'r' ? n : suffix[2] === 'g' ? (n * Math.PI) / 200 : (n * Math.PI) / 180;
  }
  const dms = /^([+-]?\d+)d(?:(\d+)')?(?:(\d+(?:\.\d*)?)")?$/.exec(t);
  if (dms) {
    const sign = (dms[1] as string).startsWith('-') ? -1 : 1;
    const deg = Math.abs(Number(dms[1])) + Number(dms[2] ?? 0) / 60 + Number(dms[3] ?? 0) / 3600;
    return (sign * deg * Math.PI) / 180;
  }
  const n = parseDecimal(t);
  if (n === undefined) return undefined;
  const aunits = sysNum(ctx, 'AUNITS', 0);
  if (aunits === 3) return n;
  if (aunits === 2) return (n * Math.PI) / 200;
  return (n * Math.PI) / 180;
}

/** The absolute (east = 0, counterclockwise) direction of a typed angle. */
export function absoluteAngle(ctx: Ctx, typed: number): number {
  const base = sysNum(ctx, 'ANGBASE', 0);
  const dir = sysNum(ctx, 'ANGDIR', 0) === 1 ? -1 : 1;
  return normAngle(base + dir * typed);
}

/** A typed distance: decimal, or feet and inches (3' / 3'6 / 3'6" / 6"). */
export function parseDistanceText(text: string): number | undefined {
  const t = text.trim();
  const d = parseDecimal(t);
  if (d !== undefined) return d;
  const fi = /^([+-]?\d+(?:\.\d*)?)'(?:-?(\d+(?:\.\d*)?)"?)?$/.exec(t);
  if (fi) {
    const feet = Number(fi[1]);
    const inches = Number(fi[2] ?? 0);
    return feet * 12 + (feet < 0 ? -inches : inches);
  }
  const inch = /^([+-]?\d+(?:\.\d*)?)"$/.exec(t);
  return inch ? Number(inch[1]) : undefined;
}

/** A typed point: "x,y[,z]", "@dx,dy[,dz]", "@", "d<a", "@d<a"; relative forms need `from`. */
export function parsePointText(ctx: Ctx, text: string, from: number[] | undefined): number[] | undefined {
  let t = text.trim();
  let rel = false;
  if (t.startsWith('@')) {
    rel = true;
    t = t.slice(1).trim();
    if (t === '') return from ? [...from] : undefined;
  }
  const origin = rel ? from : [0, 0, 0];
  if (!origin) return undefined;
  const polar = /^([^<]+)<(.+)$/.exec(t);
  if (polar) {
    const dist = parseDistanceText(polar[1] as string);
    const typed = parseAngleText(ctx, polar[2] as string);
    if (dist === undefined || typed === undefined) return undefined;
    const a = absoluteAngle(ctx, typed);
    return [(origin[0] ?? 0) + dist * Math.cos(a), (origin[1] ?? 0) + dist * Math.sin(a), origin[2] ?? 0];
  }
  const parts = t.split(',');
  if (parts.length < 2 || parts.length > 3) return undefined;
  const nums = parts.map((p) => parseDistanceText(p));
  if (nums.some((n) => n === undefined)) return undefined;
  const [x, y, z] = nums as number[];
  return [(origin[0] ?? 0) + (x as number), (origin[1] ?? 0) + (y as number), (rel ? (origin[2] ?? 0) : 0) + (z ?? 0)];
}
