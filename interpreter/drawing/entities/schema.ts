/*
 * The per-type entget template machinery. Each entity type file describes its subclass part as a
 * list of template items (markers and codes with defaults); `applyTemplate` turns whatever arrived
 * (a DXF group list, an entmake or entmod list) into AutoCAD's entget order with defaults filled.
 *
 * Two input modes:
 *  - strict (DXF): 100 markers split the input into segments matched to the template's markers by
 *    position; unknown codes stay at the end of the segment they came in.
 *  - loose (entmake/entmod/legacy R12): markers are ignored and one pool feeds the whole template,
 *    since scripts put groups in any order. Unknown codes go at the end.
 */
import type { TransformSpec } from '../geometry/transform.js';
import { TagBuilder, type GV, type Tags } from '../model/tags.js';

/** Values entmake fills from the drawing's current settings. */
export interface NormalizeEnv {
  /** layer, colour and linetype for groups left out (CLAYER/CECOLOR/CELTYPE for entmake, defaults for DXF) */
  layer: string;
  color: number;
  linetype: string;
  textSize: number;
  textStyle: string;
}

/** What a DXF file means when it leaves a group out. */
export const DXF_ENV: NormalizeEnv = { layer: '0', color: 256, linetype: 'BYLAYER', textSize: 2.5, textStyle: 'Standard' };

export type Dflt = GV | ((env: NormalizeEnv, part: Tags) => GV);

export type TItem =
  | { m: string | ((part: Tags) => string) }
  /** def: filled when absent; omit: left out when equal; rep: all occurrences go here; calc: computed */
  | { code: number; def?: Dflt; omit?: GV; rep?: boolean; calc?: (part: Tags, env: NormalizeEnv) => GV | undefined };

export interface EntityTypeDef {
  readonly type: string;
  /** introduced in R13 or later: entmake needs (100 . "AcDbEntity") and the subclass marker */
  readonly modern?: boolean;
  /** codes entmake cannot do without */
  readonly required: readonly number[];
  /** codes that are degrees in DXF and radians in entget */
  readonly angles?: ReadonlySet<number>;
  /** LWPOLYLINE keeps 2D vertices; every other type pads points to 3D */
  readonly flatPoints?: boolean;
  /** name references that must exist (entmake/entmod refuse unknown ones) */
  readonly refs?: Readonly<Record<number, 'STYLE' | 'LTYPE' | 'BLOCK' | 'DIMSTYLE'>>;
  /** the subclass part in entget order; `loose` for entmake/entmod input */
  normalize(part: Tags, env: NormalizeEnv, loose: boolean): Tags;
  /** extra validation for entmake/entmod (false = refuse) */
  validate?(part: Tags): boolean;
  /**
   * How a transform (MOVE, ROTATE, SCALE, MIRROR, TransformBy) maps the groups: geometry/transform.ts.
   * A function when it depends on the groups or, for a subentity, on its owner's groups.
   */
  readonly transform?: TransformSpec | ((groups: Tags, owner?: Tags) => TransformSpec);
}

interface Seg {
  marker: string | null;
  idx: number[];
}

function segments(part: Tags, loose: boolean): Seg[] {
  const segs: Seg[] = [{ marker: null, idx: [] }];
  for (let i = 0; i < part.c.length; i++) {
    if (part.c[i] === 100) {
      if (loose) continue;
      segs.push({ marker: part.v[i] as string, idx: [] });
    } else segs[segs.length - 1]!.idx.push(i);
  }
  return segs;
}

const isMarker = (t: TItem): t is { m: string | ((part: Tags) => string) } => 'm' in t;

function sameValue(a: GV, b: GV): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toUpperCase() === b.toUpperCase();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

type CodeItem = Exclude<TItem, { m: unknown }>;
type MarkerItem = Extract<TItem, { m: unknown }>;

interface TemplateSegs {
  tsegs: CodeItem[][];
  tmarkers: Array<MarkerItem | null>;
}
const SEG_CACHE = new WeakMap<readonly TItem[], TemplateSegs>();

/** The template's items split at its markers (computed once per template). */
function templateSegments(items: readonly TItem[]): TemplateSegs {
  let r = SEG_CACHE.get(items);
  if (r) return r;
  const tsegs: CodeItem[][] = [];
  const tmarkers: Array<MarkerItem | null> = [];
  let cur: CodeItem[] = [];
  tsegs.push(cur);
  tmarkers.push(null);
  for (const it of items) {
    if (isMarker(it)) {
      cur = [];
      tsegs.push(cur);
      tmarkers.push(it);
    } else cur.push(it);
  }
  r = { tsegs, tmarkers };
  SEG_CACHE.set(items, r);
  return r;
}

/** Lay `part` out in template order (see the header comment). */
export function applyTemplate(part: Tags, items: readonly TItem[], env: NormalizeEnv, loose: boolean, flat = false): Tags {
  const segs = segments(part, loose);
  const consumed = new Uint8Array(part.c.length);
  const out = new TagBuilder();
  const { tsegs, tmarkers } = templateSegments(items);
  const strict = !loose && segs.length > 1;
  const allIdx: number[] = [];
  if (!strict) for (const s of segs) allIdx.push(...s.idx);
  const emit = (code: number, value: GV) => out.push(code, pad(code, value, flat));
  for (let k = 0; k < tsegs.length; k++) {
    const tm = tmarkers[k];
    // input segment k (strict mode aligns markers by position; segment 0 is anything before them)
    const inSeg = strict ? segs[k] : undefined;
    const pool = strict ? (inSeg?.idx ?? []) : allIdx;
    // tmarkers hold markers (or null), tsegs never do: no per-item marker test needed
    if (tm) out.push(100, inSeg?.marker ?? (typeof tm.m === 'string' ? tm.m : tm.m(part)));
    for (const it of tsegs[k]!) {
      let found = false;
      for (const i of pool) {
        if (consumed[i] || part.c[i] !== it.code) continue;
        consumed[i] = 1;
        found = true;
        const v = part.v[i]!;
        if (it.calc) {
          const cv = it.calc(part, env);
          if (cv !== undefined) emit(it.code, cv);
        } else if (it.omit === undefined || !sameValue(v, it.omit)) emit(it.code, v);
        if (!it.rep) break;
      }
      if (found) continue;
      let v: GV | undefined;
      if (it.calc) v = it.calc(part, env);
      else if (it.def !== undefined) v = typeof it.def === 'function' ? it.def(env, part) : it.def;
      if (v !== undefined && (it.omit === undefined || !sameValue(v, it.omit))) emit(it.code, v);
    }
    if (strict)
      for (const i of pool) {
        if (consumed[i]) continue;
        consumed[i] = 1;
        emit(part.c[i]!, part.v[i]!);
      }
  }
  if (strict) {
    // input segments beyond the template's (unknown subclasses) are kept as they came
    for (let k = tsegs.length; k < segs.length; k++) {
      const s = segs[k]!;
      if (s.marker !== null) out.push(100, s.marker);
      for (const i of s.idx) emit(part.c[i]!, part.v[i]!);
    }
  } else for (const i of allIdx) if (!consumed[i]) emit(part.c[i]!, part.v[i]!);
  return out.done();
}

/** Points are 3D in entget except where the type keeps them flat. */
export function pad(code: number, v: GV, flat: boolean): GV {
  if (!flat && Array.isArray(v) && v.length === 2 && code >= 10 && code <= 18) return [v[0]!, v[1]!, 0];
  return v;
}

/** Keep the part as it came (types stored as data), padding points and adding markers only. */
export function rawNormalize(part: Tags, markers: readonly string[], loose: boolean): Tags {
  const out = new TagBuilder();
  const hasMarker = part.c.includes(100);
  if (!hasMarker) for (const m of markers) out.push(100, m);
  for (let i = 0; i < part.c.length; i++) {
    const code = part.c[i]!;
    if (loose && code === 100 && part.v[i] === 'AcDbEntity') continue;
    out.push(code, part.v[i]!);
  }
  return out.done();
}

export const DEG = Math.PI / 180;
export const angleSet = (...codes: number[]): ReadonlySet<number> => new Set(codes);
export const Z_AXIS: number[] = [0, 0, 1];
export const ORIGIN: number[] = [0, 0, 0];

/** A type whose subclass part is fully described by one template. */
export function templateType(
  type: string,
  items: readonly TItem[],
  opts: Omit<EntityTypeDef, 'type' | 'normalize' | 'required'> & { required?: readonly number[] } = {},
): EntityTypeDef {
  const flat = opts.flatPoints ?? false;
  return { ...opts, type, required: opts.required ?? [], normalize: (part, env, loose) => applyTemplate(part, items, env, loose, flat) };
}

/** A type stored as data: groups kept in their order, markers added when missing. */
export function rawType(type: string, markers: readonly string[], opts: Omit<EntityTypeDef, 'type' | 'normalize' | 'required'> & { required?: readonly number[] } = {}): EntityTypeDef {
  return { ...opts, type, required: opts.required ?? [], normalize: (part, _env, loose) => rawNormalize(part, markers, loose) };
}
