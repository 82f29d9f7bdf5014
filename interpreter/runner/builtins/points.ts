/*
 * Point prompts: getpoint getcorner getdist getangle getorient. An answer is a picked point
 * ({point}), an entity picked at a point, or typed text ("3,4", "@2<45", "12.5", "90").
 * Without a base point getdist/getangle/getorient take two answers, as AutoCAD asks for two points.
 */
import { raise } from '../../core/errors.js';
import { MESSAGES } from '../../core/messages.js';
import { Real, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { argNumber, argPoint } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { ask, classify, inputPort, notice, pickOptions, realPoint, signComplaint, type Answer, type Verdict } from './input-kit.js';
import { INITGET } from '../../builtins/keywords.js';
import { promptArg } from './input.js';
import { absoluteAngle, normAngle, parseAngleText, parseDistanceText, parsePointText, sysNum, sysPoint } from '../../builtins/units-input.js';

/**
 * (fn [pt] [msg]): a base point (lists only; a number means direct distance, ignored) and a prompt.
 * AutoCAD also takes the two the other way round, (getpoint "msg" pt), as old programs write them.
 */
function baseAndPrompt(args: Value[]): { base: number[] | undefined; prompt: string } {
  const a = swapped(args);
  if (a.length === 1 && (typeof a[0] === 'string' || a[0] === null)) return { base: undefined, prompt: promptArg(a[0]) };
  const b = a[0];
  let base: number[] | undefined;
  if (b !== undefined && b !== null) {
    if (typeof b === 'number' || b instanceof Real) argNumber(b);
    else base = to3(argPoint(b));
  }
  return { base, prompt: promptArg(a[1]) };
}

/** (msg pt) → (pt msg); anything else as given. */
const swapped = (a: Value[]): Value[] => (a.length === 2 && typeof a[0] === 'string' && a[1] !== null && typeof a[1] !== 'string' ? [a[1] as Value, a[0]] : a);

const to3 = (p: number[]): number[] => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];

/** The point an answer gives, or undefined. 2D picks get the current ELEVATION. */
function answerPoint(ctx: Ctx, a: Answer, from: number[] | undefined): number[] | undefined {
  if (a.kind === 'point') return a.point.length === 2 ? [a.point[0] as number, a.point[1] as number, sysNum(ctx, 'ELEVATION', 0)] : to3(a.point);
  if (a.kind === 'entity' && a.point) return to3(a.point);
  if (a.kind === 'typed') return parsePointText(ctx, a.text, from ?? sysPoint(ctx, 'LASTPOINT'));
  return undefined;
}

function outsideLimits(ctx: Ctx, p: number[], bits: number): boolean {
  if (bits & INITGET.NO_LIMITS || sysNum(ctx, 'LIMCHECK', 0) !== 1) return false;
  const lo = sysPoint(ctx, 'LIMMIN');
  const hi = sysPoint(ctx, 'LIMMAX');
  if (!lo || !hi) return false;
  const [x, y] = p as [number, number];
  return x < (lo[0] as number) || y < (lo[1] as number) || x > (hi[0] as number) || y > (hi[1] as number);
}

function rememberLastPoint(ctx: Ctx, p: number[]): void {
  if (ctx.sysvars.get('LASTPOINT') === undefined) return;
  try {
    ctx.sysvars.set('LASTPOINT', realPoint(p));
  } catch {
    /* a store that keeps LASTPOINT read-only: nothing to remember */
  }
}

/** The second point of a two-point answer (getdist/getangle without a base). */
function secondPoint(ctx: Ctx, fn: string, first: number[]): number[] {
  const prompt = MESSAGES.inputSecondPoint();
  const opts = pickOptions(ctx, fn, prompt, { mode: fn === 'getdist' ? 'distance' : 'angle', base: first }, null, true);
  for (;;) {
    const raw = inputPort(ctx).next(fn, prompt, opts);
    if (raw === undefined || 'enter' in raw || 'esc' in raw) return raise('cancelled');
    const p = answerPoint(ctx, classify(raw), first);
    if (p) return p;
    notice(ctx, 'inputInvalidPoint');
  }
}

const POINT_BITS = INITGET.NO_NULL | INITGET.NO_LIMITS | INITGET.ARBITRARY | 32;

function getPoint(name: string, ctx: Ctx, base: number[] | undefined, prompt: string): Value {
  return ask(ctx, {
    name, prompt, bits: POINT_BITS, keywords: true,
    pick: { mode: name === 'getcorner' ? 'corner' : 'point', ...(base ? { base } : {}) },
    invalid: 'inputInvalidPoint', invalidWithKeywords: 'inputPointOrKeyword',
    accept: (ans, st): Verdict => {
      const p = answerPoint(ctx, ans, base);
      if (!p) return { retry: 'inputInvalidPoint' };
      if (outsideLimits(ctx, p, st?.bits ?? 0)) return { retry: 'inputOutsideLimits' };
      rememberLastPoint(ctx, p);
      return { value: realPoint(p) };
    },
  });
}

function getDist(ctx: Ctx, base: number[] | undefined, prompt: string): Value {
  return ask(ctx, {
    name: 'getdist', prompt, bits: INITGET.NO_NULL | INITGET.NO_ZERO | INITGET.NO_NEGATIVE | INITGET.ARBITRARY | 32 | 64, keywords: true,
    pick: { mode: 'distance', ...(base ? { base } : {}) },
    invalid: 'inputRequiresDist', invalidWithKeywords: 'inputRequiresDistOrKeyword',
    accept: (ans, st): Verdict => {
      const bits = st?.bits ?? 0;
      let d = ans.kind === 'typed' ? parseDistanceText(ans.text) : undefined;
      if (d === undefined) {
        const p = answerPoint(ctx, ans, base);
        if (!p) return { retry: 'inputRequiresDist' };
        const from = base ?? p;
        const to = base ? p : secondPoint(ctx, 'getdist', p);
        const dz = bits & 64 ? 0 : (to[2] as number) - (from[2] as number);
        d = Math.hypot((to[0] as number) - (from[0] as number), (to[1] as number) - (from[1] as number), dz);
      }
      const bad = signComplaint(d, bits);
      return bad ? { retry: bad } : { value: new Real(d) };
    },
  });
}

/** getangle (relative to ANGBASE) and getorient (absolute): both count counterclockwise. */
function getAngleLike(name: 'getangle' | 'getorient', ctx: Ctx, base: number[] | undefined, prompt: string): Value {
  const angbase = sysNum(ctx, 'ANGBASE', 0);
  return ask(ctx, {
    name, prompt, bits: INITGET.NO_NULL | INITGET.NO_ZERO | INITGET.ARBITRARY | 32, keywords: true,
    pick: { mode: 'angle', ...(base ? { base } : {}) },
    invalid: 'inputRequiresAngle', invalidWithKeywords: 'inputRequiresAngleOrKeyword',
    accept: (ans, st): Verdict => {
      let abs: number | undefined;
      const typed = ans.kind === 'typed' ? parseAngleText(ctx, ans.text) : undefined;
      if (typed !== undefined) abs = absoluteAngle(ctx, typed);
      else {
        const p = answerPoint(ctx, ans, base);
        if (!p) return { retry: 'inputRequiresAngle' };
        const from = base ?? p;
        const to = base ? p : secondPoint(ctx, name, p);
        abs = normAngle(Math.atan2((to[1] as number) - (from[1] as number), (to[0] as number) - (from[0] as number)));
      }
      const value = name === 'getorient' ? abs : normAngle(abs - angbase);
      const bad = signComplaint(value, (st?.bits ?? 0) & INITGET.NO_ZERO);
      return bad ? { retry: bad } : { value: new Real(value) };
    },
  });
}

export const POINT_INPUT_BUILTINS = defineBuiltins([
  {
    name: 'getpoint', min: 0, max: 2,
    doc: '(getpoint [pt] [msg]) — Asks for a point (picked or typed, @relative from pt); returns a 3D point.',
    fn: (a, ctx) => {
      const { base, prompt } = baseAndPrompt(a);
      return getPoint('getpoint', ctx, base, prompt);
    },
  },
  {
    name: 'getcorner', min: 1, max: 2,
    doc: '(getcorner pt [msg]) — Asks for the opposite corner of a rectangle from pt; returns a 3D point.',
    fn: (args, ctx) => {
      const a = swapped(args);
      return getPoint('getcorner', ctx, to3(argPoint(a[0] as Value)), promptArg(a[1]));
    },
  },
  {
    name: 'getdist', min: 0, max: 2,
    doc: '(getdist [pt] [msg]) — Asks for a distance, typed or as two points (from pt when given); returns a real.',
    fn: (a, ctx) => {
      const { base, prompt } = baseAndPrompt(a);
      return getDist(ctx, base, prompt);
    },
  },
  {
    name: 'getangle', min: 0, max: 2,
    doc: '(getangle [pt] [msg]) — Asks for an angle (typed or two points); radians from ANGBASE, counterclockwise.',
    fn: (a, ctx) => {
      const { base, prompt } = baseAndPrompt(a);
      return getAngleLike('getangle', ctx, base, prompt);
    },
  },
  {
    name: 'getorient', min: 0, max: 2,
    doc: '(getorient [pt] [msg]) — Asks for an angle (typed or two points); radians from east, counterclockwise.',
    fn: (a, ctx) => {
      const { base, prompt } = baseAndPrompt(a);
      return getAngleLike('getorient', ctx, base, prompt);
    },
  },
]);
