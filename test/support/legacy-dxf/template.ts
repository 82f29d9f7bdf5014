/*
 * The template layout as it was before plans (interpreter/drawing/entities/template-plan.ts): one
 * pass over the input per call. Kept only so a test can check the planned layout gives the same
 * result for every input.
 */
import { TagBuilder, type GV, type Tags } from '../../../interpreter/drawing/model/tags.js';
import { pad, type NormalizeEnv, type TItem } from '../../../interpreter/drawing/entities/schema.js';

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
export function legacyApplyTemplate(part: Tags, items: readonly TItem[], env: NormalizeEnv, loose: boolean, flat = false): Tags {
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
