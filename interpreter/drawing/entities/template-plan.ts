/*
 * applyTemplate (schema.ts) as a plan made once per input code sequence. Where each group of the
 * input goes — which template item takes it, which items are left to their defaults, which groups
 * are kept at the end of their segment — depends only on the input's group codes, the template
 * and the mode, never on the values. So the layout is worked out once into a list of steps, and
 * every later input with the same codes (all the LINEs of a DXF file, most entmake lists of one
 * shape) only runs the steps: the value-dependent parts (calc, def, omit, 2D→3D padding) are
 * decided per input by the steps, exactly as the one-pass algorithm decided them.
 */
import { TagBuilder, type GV, type Tags } from '../model/tags.js';
import type { NormalizeEnv, TItem } from './schema.js';

type CodeItem = Exclude<TItem, { m: unknown }>;
type MarkerItem = Extract<TItem, { m: unknown }>;

/** Step kinds. */
const MARK_IN = 0; // push (100 . part.v[i]): the input's own marker
const MARK_T = 1; // push (100 . the template marker's name)
const FOUND = 2; // item `it` takes input i (calc, or the value unless omitted)
const MISSING = 3; // item `it` absent: calc or default unless omitted
const COPY = 4; // input i kept as it came

/** One step of a layout: its kind, the input index it reads (-1: none) and the template item. */
export interface Step {
  readonly k: number;
  readonly i: number;
  readonly it: CodeItem | MarkerItem | null;
}

/** Where laid-out groups go (a TagBuilder, or a reader's scratch list). */
export interface GroupSink {
  push(code: number, value: GV): unknown;
}

interface Plan {
  codes: readonly number[];
  loose: boolean;
  steps: Step[];
}

interface TemplateSegs {
  tsegs: CodeItem[][];
  tmarkers: Array<MarkerItem | null>;
  /** plans by a hash of the input codes */
  plans: Map<number, Plan[]>;
  planCount: number;
}

/** Plans kept per template (entmake lists of arbitrary shapes must not grow it without bound). */
const MAX_PLANS = 512;

const isMarker = (t: TItem): t is MarkerItem => 'm' in t;

const SEG_CACHE = new WeakMap<readonly TItem[], TemplateSegs>();

/** The template's items split at its markers, and its plans (made once per template). */
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
  r = { tsegs, tmarkers, plans: new Map(), planCount: 0 };
  SEG_CACHE.set(items, r);
  return r;
}

interface Seg {
  marker: number; // index of the segment's 100 group, -1 for the first
  idx: number[];
}

function segments(c: readonly number[], loose: boolean): Seg[] {
  const segs: Seg[] = [{ marker: -1, idx: [] }];
  for (let i = 0; i < c.length; i++) {
    if (c[i] === 100) {
      if (loose) continue;
      segs.push({ marker: i, idx: [] });
    } else segs[segs.length - 1]!.idx.push(i);
  }
  return segs;
}

/** The layout of input codes `c` (see the header comment): strict mode aligns markers by position. */
function makePlan(c: readonly number[], ts: TemplateSegs, loose: boolean): Step[] {
  const steps: Step[] = [];
  const step = (k: number, i: number, it: CodeItem | MarkerItem | null) => steps.push({ k, i, it });
  const segs = segments(c, loose);
  const consumed = new Uint8Array(c.length);
  const { tsegs, tmarkers } = ts;
  const strict = !loose && segs.length > 1;
  const allIdx: number[] = [];
  if (!strict) for (const s of segs) allIdx.push(...s.idx);
  for (let k = 0; k < tsegs.length; k++) {
    const tm = tmarkers[k];
    const inSeg = strict ? segs[k] : undefined;
    const pool = strict ? (inSeg?.idx ?? []) : allIdx;
    if (tm) {
      if (inSeg && inSeg.marker >= 0) step(MARK_IN, inSeg.marker, null);
      else step(MARK_T, -1, tm);
    }
    for (const it of tsegs[k]!) {
      let found = false;
      for (const i of pool) {
        if (consumed[i] || c[i] !== it.code) continue;
        consumed[i] = 1;
        found = true;
        step(FOUND, i, it);
        if (!it.rep) break;
      }
      if (!found) step(MISSING, -1, it);
    }
    if (strict)
      for (const i of pool) {
        if (consumed[i]) continue;
        consumed[i] = 1;
        step(COPY, i, null);
      }
  }
  if (strict) {
    // input segments beyond the template's (unknown subclasses) are kept as they came
    for (let k = tsegs.length; k < segs.length; k++) {
      const s = segs[k]!;
      if (s.marker >= 0) step(MARK_IN, s.marker, null);
      for (const i of s.idx) step(COPY, i, null);
    }
  } else for (const i of allIdx) if (!consumed[i]) step(COPY, i, null);
  return steps;
}

function sameCodes(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function planFor(c: readonly number[], ts: TemplateSegs, loose: boolean): Step[] {
  let h = loose ? c.length + 0x5bd1e995 : c.length;
  for (let i = 0; i < c.length; i++) h = (Math.imul(h, 31) + c[i]!) | 0;
  const bucket = ts.plans.get(h);
  if (bucket) for (const p of bucket) if (p.loose === loose && sameCodes(p.codes, c)) return p.steps;
  const steps = makePlan(c, ts, loose);
  if (ts.planCount < MAX_PLANS) {
    const p: Plan = { codes: c.slice(), loose, steps };
    if (bucket) bucket.push(p);
    else ts.plans.set(h, [p]);
    ts.planCount++;
  }
  return steps;
}

function sameValue(a: GV, b: GV): boolean {
  if (a === b) return true;
  if (typeof a === 'string' && typeof b === 'string') return a.toUpperCase() === b.toUpperCase();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

/** Points are 3D in entget except where the type keeps them flat. */
export function pad(code: number, v: GV, flat: boolean): GV {
  if (!flat && Array.isArray(v) && v.length === 2 && code >= 10 && code <= 18) return [v[0]!, v[1]!, 0];
  return v;
}

/** The layout of input codes `c` under `items` (made once per code sequence, then cached). */
export function templateSteps(c: readonly number[], items: readonly TItem[], loose: boolean): readonly Step[] {
  return planFor(c, templateSegments(items), loose);
}

/**
 * The same steps reading input index map[i] instead of i (a DXF reader lays out groups where they
 * lie in the record it read, without copying them into a part first). Steps that can never give a
 * group (an absent item with neither default nor calc) are left out.
 */
export function remapSteps(steps: readonly Step[], map: readonly number[]): Step[] {
  const out: Step[] = [];
  for (const st of steps) {
    if (st.k === MISSING && !(st.it as CodeItem).calc && (st.it as CodeItem).def === undefined) continue;
    out.push({ k: st.k, i: st.i < 0 ? -1 : map[st.i]!, it: st.it });
  }
  return out;
}

/** Whether running the steps calls a template function with the part (calc, a function default or marker). */
export function stepsReadPart(steps: readonly Step[]): boolean {
  for (const st of steps) {
    const it = st.it;
    if (!it) continue;
    if ('m' in it) {
      if (typeof it.m === 'function') return true;
    } else if (it.calc || typeof it.def === 'function') return true;
  }
  return false;
}

/**
 * Run a layout's steps over the input groups (pc, pv) into `out`; `part` is what template
 * functions see (the input as a list). The value-dependent parts are decided here, per input.
 */
export function runSteps(steps: readonly Step[], pc: readonly number[], pv: readonly GV[], part: Tags, env: NormalizeEnv, flat: boolean, out: GroupSink): void {
  for (let s = 0; s < steps.length; s++) {
    const st = steps[s]!;
    switch (st.k) {
      case MARK_IN:
        out.push(100, pv[st.i]!);
        break;
      case MARK_T: {
        const m = (st.it as MarkerItem).m;
        out.push(100, typeof m === 'string' ? m : m(part));
        break;
      }
      case FOUND: {
        const it = st.it as CodeItem;
        if (it.calc) {
          const cv = it.calc(part, env);
          if (cv !== undefined) out.push(it.code, pad(it.code, cv, flat));
        } else {
          const v = pv[st.i]!;
          if (it.omit === undefined || !sameValue(v, it.omit)) out.push(it.code, pad(it.code, v, flat));
        }
        break;
      }
      case MISSING: {
        const it = st.it as CodeItem;
        let v: GV | undefined;
        if (it.calc) v = it.calc(part, env);
        else if (it.def !== undefined) v = typeof it.def === 'function' ? it.def(env, part) : it.def;
        if (v !== undefined && (it.omit === undefined || !sameValue(v, it.omit))) out.push(it.code, pad(it.code, v, flat));
        break;
      }
      default:
        out.push(pc[st.i]!, pad(pc[st.i]!, pv[st.i]!, flat));
    }
  }
}

/** Lay `part` out in template order (schema.ts's header comment says how). */
export function applyTemplate(part: Tags, items: readonly TItem[], env: NormalizeEnv, loose: boolean, flat = false): Tags {
  const out = new TagBuilder();
  runSteps(planFor(part.c, templateSegments(items), loose), part.c, part.v, part, env, flat, out);
  return out.done();
}
