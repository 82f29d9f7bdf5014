/*
 * CommandIo: what a command's state machine asks with. A command is a generator; every prompt is
 * `yield* io.something(promptText, options)`, which yields the prompt to the engine, takes the next
 * token, and either returns an Answer or prints AutoCAD's complaint and asks again (consuming the
 * next token, as AutoCAD does when a script gives a wrong answer). Keywords come from the prompt
 * text itself (the [A/B/C] part; the capitals are the shortest abbreviation; "_" means the English
 * name) plus any the command adds. Points come back in the current UCS with the Z of ELEVATION,
 * after object snaps; `wcs`, `ocs` and `normal` convert them for storing.
 */
import { MESSAGES, type MessageCode } from '../../../core/messages.js';
import { Real, type Ename, type Value } from '../../../core/values.js';
import type { Ctx } from '../../../core/context.js';
import { matchKeyword, parseKeywords, type InitgetState } from '../../../builtins/keywords.js';
import { absoluteAngle, parseAngleText, parseDistanceText, sysNum } from '../../../builtins/units-input.js';
import { formatAngle, formatLinear } from '../../../builtins/units-format.js';
import type { Drawing } from '../../drawing.js';
import { apply, applyLinear, IDENTITY, type Mat } from '../../geometry/matrix.js';
import type { Vec3 } from '../../geometry/vec.js';
import { ucsToWcs, wcsToUcs } from '../../coords.js';
import { ocsToWcs, wcsToOcs } from '../../geometry/ocs.js';
import { addComplexEntity, addEntity, type Groups } from './entity.js';
import { overrideModes, resolvePoint, type SnapOverride } from './points.js';
import type { Token } from './tokens.js';

/** What a command yields: one prompt, as AutoCAD prints it (no leading newline). */
export interface Prompt {
  text: string;
  /** a text-value prompt: PAUSE pauses there only when TEXTEVAL is 1, otherwise it is a backslash */
  literal?: boolean;
  /** the same prompt still waiting after an object-snap override: not printed again */
  again?: boolean;
}

/** A generator that asks prompts and returns T. */
export type Ask<T> = Generator<Prompt, T, Token>;
/** A command's body. */
export type CommandRun = Generator<Prompt, void, Token>;

export type Answer =
  | { kind: 'point'; p: Vec3 }
  | { kind: 'number'; n: number }
  | { kind: 'keyword'; k: string }
  | { kind: 'enter' }
  | { kind: 'text'; s: string }
  | { kind: 'pick'; e: Ename; p?: Vec3 }
  | { kind: 'set'; items: readonly Ename[] };

export type PointAnswer = Extract<Answer, { kind: 'point' | 'keyword' | 'enter' }>;
export type NumberAnswer = Extract<Answer, { kind: 'number' | 'keyword' | 'enter' }>;
export type KeywordAnswer = Extract<Answer, { kind: 'keyword' | 'enter' }>;

export interface AskSpec {
  /** keywords beyond the prompt's [..] list, initget style ("MC BC TL ...") */
  keywords?: string;
  /** a point is an answer (typed "3,4", "@2<45", a list, a PAUSE pick); object snaps apply */
  point?: boolean;
  /** the rubber-band base point (UCS): ortho for picks, distances and angles measured from it */
  base?: Vec3;
  /** a number is an answer, read as a real, an integer, a distance, an angle (absolute direction),
   *  or an included angle (signed, as typed: -90 is clockwise, 270 is three quarters round) */
  number?: 'real' | 'int' | 'distance' | 'angle' | 'included';
  /** Enter is an answer (otherwise AutoCAD complains and asks again) */
  enter?: boolean;
  /** any other typed text is an answer (names, values) */
  text?: boolean;
  /** an ename or an (ename point) pick is an answer */
  pick?: boolean;
  /** a selection set is an answer */
  set?: boolean;
  /** false: object snaps do not apply (selection windows, fences and polygons) */
  snap?: boolean;
  /** refuse zero / negative numbers */
  positive?: boolean;
  nonzero?: boolean;
  /** the complaint for anything else (default follows the kind of prompt) */
  invalid?: MessageCode;
}

/**
 * A stored point: rounding noise next to zero (-4.4e-16 from a sine) and -0 written as 0, so
 * entget shows 0.0 where the construction meant 0.
 */
function clean(p: Vec3): Vec3 {
  const eps = 1e-12 * Math.max(1, Math.abs(p[0]), Math.abs(p[1]), Math.abs(p[2]));
  const c = (x: number): number => (Math.abs(x) < eps ? 0 : x + 0);
  return [c(p[0]), c(p[1]), c(p[2])];
}

const KEYWORD_CACHE = new Map<string, InitgetState | null>();
const MEMORY = new WeakMap<Drawing, Map<string, unknown>>();
const NO_SNAP: SnapOverride = { modes: [] };

/** The keywords of a prompt: the last [A/B/C] list plus `extra`. */
function keywordsOf(prompt: string, extra: string | undefined): InitgetState | null {
  const key = extra ? `${prompt}\u0000${extra}` : prompt;
  let st = KEYWORD_CACHE.get(key);
  if (st !== undefined) return st;
  const words: string[] = [];
  const open = prompt.lastIndexOf('[');
  const close = prompt.indexOf(']', open);
  if (open >= 0 && close > open) {
    for (const item of prompt.slice(open + 1, close).split('/')) {
      // "chord Length", "Second pt", "Ttr (tan tan radius)": the word with the capitals is the keyword
      const ws = item.replace(/\(.*?\)/g, ' ').split(/\s+/).filter((w) => /^[A-Za-z0-9?.][A-Za-z0-9?.-]*$/.test(w));
      const w = ws.find((x) => /[A-Z0-9?]/.test(x)) ?? ws[0];
      if (w) words.push(w);
    }
  }
  if (extra) words.push(...extra.split(/\s+/).filter(Boolean));
  st = words.length ? { bits: 0, ...parseKeywords(words.join(' ')) } : null;
  // prompts carry their defaults ("<2.5000>"), so the cache is kept small
  if (KEYWORD_CACHE.size > 512) KEYWORD_CACHE.clear();
  KEYWORD_CACHE.set(key, st);
  return st;
}

/** The keyword typed text names ("_C", "cl", "Close"), or undefined. */
export function keywordIn(st: InitgetState | null, typed: string): string | undefined {
  const t = typed.trim();
  return matchKeyword(st, t.startsWith('_') ? t.slice(1) : t);
}

function defaultComplaint(spec: AskSpec, hasKeywords: boolean): MessageCode {
  if (spec.invalid) return spec.invalid;
  switch (spec.number) {
    case 'distance':
      return hasKeywords ? 'inputRequiresDistOrKeyword' : 'inputRequiresDist';
    case 'angle':
    case 'included':
      return hasKeywords ? 'inputRequiresAngleOrKeyword' : 'inputRequiresAngle';
    case 'int':
      return hasKeywords ? 'inputRequiresIntOrKeyword' : 'inputRequiresInt';
    case 'real':
      return hasKeywords ? 'inputRequiresRealOrKeyword' : 'inputRequiresReal';
  }
  if (spec.point) return hasKeywords ? 'inputPointOrKeyword' : 'inputInvalidPoint';
  return 'inputInvalidKeyword';
}

/** Thrown by `notSimulated`: the engine reports the command and drops the rest of the call. */
export class NotSimulated extends Error {
  constructor(readonly what: string) {
    super(what);
  }
}

/** Callbacks into the engine (echo follows CMDECHO; complaints always show). */
export interface IoHost {
  echoOn(): boolean;
  write(text: string): void;
}

export class CommandIo {
  private ucs: Mat | undefined;
  private ucsInv: Mat | undefined;

  constructor(
    readonly ctx: Ctx,
    readonly d: Drawing,
    private readonly host: IoHost,
    /** the name the command was started with, upper-case, "-" kept ("-TEXT") */
    readonly invokedAs: string,
  ) {}

  // ---- printing --------------------------------------------------------------------

  /** An informational line ("Current settings: ...", "3 found"): shown with CMDECHO 1. */
  message(text: string): void {
    if (this.host.echoOn()) this.host.write(`${text}\n`);
  }
  /** AutoCAD's complaint about an answer (always shown, the script is going wrong). */
  complain(code: MessageCode): void {
    this.host.write(`${(MESSAGES[code] as () => string)()}\n`);
  }
  complainText(text: string): void {
    this.host.write(`${text}\n`);
  }
  /**
   * An option Lispwright does not simulate ("-LAYER TRansparency"): the command ends, the run is
   * reported as not verifiable (RunResult.unsimulatedCommands) and the rest of the call is dropped.
   */
  notSimulated(what: string): never {
    throw new NotSimulated(what);
  }

  // ---- the prompt loop ---------------------------------------------------------------

  /** Ask until the answer fits `spec`. */
  *ask(prompt: string, spec: AskSpec): Ask<Answer> {
    const st = keywordsOf(prompt, spec.keywords);
    let snap: SnapOverride | undefined = spec.snap === false ? NO_SNAP : undefined;
    let again = false;
    for (;;) {
      const tok: Token = yield again ? { text: prompt, again } : { text: prompt };
      again = false;
      const a = this.interpret(tok, spec, st, snap);
      if (a === 'snap') {
        snap = overrideModes((tok as { s: string }).s);
        again = true;
        continue;
      }
      if (a === undefined) {
        snap = spec.snap === false ? NO_SNAP : undefined;
        this.complain(defaultComplaint(spec, st !== null));
        continue;
      }
      if (typeof a === 'string') {
        snap = spec.snap === false ? NO_SNAP : undefined;
        this.complain(a);
        continue;
      }
      // a point answers a distance or angle prompt as a distance / an angle, unless points are wanted as such
      if (a.kind === 'point' && spec.number === 'distance' && !spec.point) {
        const d = yield* this.distanceFrom(a.p, spec);
        if (typeof d === 'string') {
          this.complain(d);
          continue;
        }
        return { kind: 'number', n: d };
      }
      if (a.kind === 'point' && (spec.number === 'angle' || spec.number === 'included') && !spec.point) {
        const from = spec.base ?? a.p;
        const to = spec.base ? a.p : yield* this.secondPoint(a.p);
        return { kind: 'number', n: Math.atan2(to[1] - from[1], to[0] - from[0]) };
      }
      return a;
    }
  }

  /** One token against the spec: an answer, 'snap' (an override), a complaint code, or undefined. */
  private interpret(tok: Token, spec: AskSpec, st: InitgetState | null, snap: SnapOverride | undefined): Answer | 'snap' | MessageCode | undefined {
    const wantPoint = spec.point || spec.number === 'distance' || spec.number === 'angle' || spec.number === 'included';
    switch (tok.k) {
      case 'enter':
        return spec.enter ? { kind: 'enter' } : undefined;
      case 'text': {
        const s = tok.s;
        if (wantPoint && overrideModes(s)) return 'snap';
        const kw = keywordIn(st, s);
        if (kw !== undefined) return { kind: 'keyword', k: kw };
        if (spec.number) {
          const n = this.typedNumber(spec.number, s);
          if (n !== undefined) return this.checkNumber(n, spec);
        }
        if (wantPoint) {
          const p = resolvePoint(this.ctx, this.d, tok, spec.base, snap);
          if (p) return { kind: 'point', p };
        }
        return spec.text ? { kind: 'text', s } : undefined;
      }
      case 'num': {
        if (!spec.number) return spec.text ? { kind: 'text', s: String(tok.n) } : undefined;
        if (spec.number === 'int' && !tok.int && !Number.isInteger(tok.n)) return undefined;
        const n = spec.number === 'angle' ? this.angleNumber(tok.n) : spec.number === 'included' ? parseAngleText(this.ctx, String(tok.n)) : tok.n;
        return n === undefined ? undefined : this.checkNumber(n, spec);
      }
      case 'point':
        if (!wantPoint) return undefined;
        return { kind: 'point', p: resolvePoint(this.ctx, this.d, tok, spec.base, snap)! };
      case 'entsel':
        if (spec.pick) return { kind: 'pick', e: tok.e, p: this.padded(tok.p) };
        if (wantPoint) return { kind: 'point', p: resolvePoint(this.ctx, this.d, { k: 'point', p: tok.p }, spec.base, snap)! };
        return undefined;
      case 'ename':
        return spec.pick ? { kind: 'pick', e: tok.e } : undefined;
      case 'ss':
        return spec.set ? { kind: 'set', items: tok.items } : undefined;
      default:
        return undefined;
    }
  }

  private typedNumber(kind: NonNullable<AskSpec['number']>, s: string): number | undefined {
    switch (kind) {
      case 'angle': {
        const a = parseAngleText(this.ctx, s);
        return a === undefined ? undefined : absoluteAngle(this.ctx, a);
      }
      case 'included':
        return parseAngleText(this.ctx, s);
      case 'int': {
        const t = s.trim();
        return /^[+-]?\d+$/.test(t) ? Number(t) : undefined;
      }
      default:
        return parseDistanceText(s);
    }
  }

  /** A number given as a value at an angle prompt: in the drawing's angular units, like typed text. */
  private angleNumber(n: number): number | undefined {
    const a = parseAngleText(this.ctx, String(n));
    return a === undefined ? undefined : absoluteAngle(this.ctx, a);
  }

  private checkNumber(n: number, spec: AskSpec): Answer | MessageCode {
    if (spec.positive && spec.nonzero && n <= 0) return 'inputPositiveNonzero';
    if (spec.positive && n < 0) return 'inputPositive';
    if (spec.nonzero && n === 0) return 'inputNonzero';
    return { kind: 'number', n };
  }

  private *secondPoint(first: Vec3): Ask<Vec3> {
    for (;;) {
      const a = yield* this.ask(MESSAGES.inputSecondPoint(), { point: true, base: first });
      if (a.kind === 'point') return a.p;
    }
  }

  private *distanceFrom(p: Vec3, spec: AskSpec): Ask<number | MessageCode> {
    const from = spec.base ?? p;
    const to = spec.base ? p : yield* this.secondPoint(p);
    const n = Math.hypot(to[0] - from[0], to[1] - from[1], to[2] - from[2]);
    const c = this.checkNumber(n, spec);
    return typeof c === 'string' ? c : n;
  }

  private padded(p: number[]): Vec3 {
    return [p[0] ?? 0, p[1] ?? 0, p.length > 2 ? p[2]! : sysNum(this.ctx, 'ELEVATION', 0)];
  }

  // ---- typed prompts ---------------------------------------------------------------
  // (each sets its kind on the spec it is given: specs are object literals made for the call)

  /** A point prompt (keywords from the prompt text). */
  point(prompt: string, spec: Omit<AskSpec, 'point' | 'number' | 'text' | 'pick' | 'set'> = {}): Ask<PointAnswer> {
    const s = spec as AskSpec;
    s.point = true;
    s.number = undefined;
    return this.ask(prompt, s) as Ask<PointAnswer>;
  }
  /** A distance: a number, a typed distance, or two points (one when `base` is given). */
  distance(prompt: string, spec: Omit<AskSpec, 'number' | 'text' | 'pick' | 'set'> = {}): Ask<NumberAnswer> {
    const s = spec as AskSpec;
    s.number = 'distance';
    s.point = undefined;
    return this.ask(prompt, s) as Ask<NumberAnswer>;
  }
  /** An angle in radians (absolute, counterclockwise from the UCS X axis): typed in AUNITS, or point(s). */
  angle(prompt: string, spec: Omit<AskSpec, 'number' | 'text' | 'pick' | 'set'> = {}): Ask<NumberAnswer> {
    const s = spec as AskSpec;
    s.number = 'angle';
    s.point = undefined;
    return this.ask(prompt, s) as Ask<NumberAnswer>;
  }
  real(prompt: string, spec: Omit<AskSpec, 'number' | 'text' | 'pick' | 'set'> = {}): Ask<NumberAnswer> {
    const s = spec as AskSpec;
    s.number = 'real';
    s.point = undefined;
    return this.ask(prompt, s) as Ask<NumberAnswer>;
  }
  integer(prompt: string, spec: Omit<AskSpec, 'number' | 'text' | 'pick' | 'set'> = {}): Ask<NumberAnswer> {
    const s = spec as AskSpec;
    s.number = 'int';
    s.point = undefined;
    return this.ask(prompt, s) as Ask<NumberAnswer>;
  }
  /** A keyword from the prompt's list (Enter allowed when `enter`). */
  keyword(prompt: string, spec: Pick<AskSpec, 'keywords' | 'enter'> = {}): Ask<KeywordAnswer> {
    return this.ask(prompt, spec) as Ask<KeywordAnswer>;
  }

  /** A text value taken as typed (spaces and all); Enter gives "". */
  *text(prompt: string): Ask<string> {
    for (;;) {
      const tok: Token = yield { text: prompt, literal: true };
      if (tok.k === 'enter') return '';
      if (tok.k === 'text') return tok.s;
      if (tok.k === 'num') return tok.int ? String(tok.n) : String(tok.n);
      this.complain('inputInvalidKeyword');
    }
  }

  // ---- coordinates -------------------------------------------------------------------

  private m(): Mat {
    return (this.ucs ??= ucsToWcs(this.ctx.sysvars));
  }
  /** UCS point -> WCS. */
  wcs(p: Vec3): Vec3 {
    const m = this.m();
    return clean(m === IDENTITY ? p : apply(m, p[0], p[1], p[2]));
  }
  /** WCS point -> UCS. */
  ucsOf(p: Vec3): Vec3 {
    const m = (this.ucsInv ??= wcsToUcs(this.ctx.sysvars));
    return clean(m === IDENTITY ? p : apply(m, p[0], p[1], p[2]));
  }
  /** The UCS Z axis in WCS: the extrusion (210) of planar entities drawn now. */
  normal(): Vec3 {
    const m = this.m();
    if (m === IDENTITY) return [0, 0, 1];
    const z = applyLinear(m, 0, 0, 1);
    return z;
  }
  /** UCS point -> the OCS of the current UCS plane (CIRCLE, ARC, LWPOLYLINE, TEXT store these). */
  ocs(p: Vec3): Vec3 {
    const m = this.m();
    if (m === IDENTITY) return clean(p);
    const w = this.wcs(p);
    const n = this.normal();
    return clean(apply(wcsToOcs(n), w[0], w[1], w[2]));
  }
  /** A UCS direction angle as the angle in the entity's OCS (TEXT rotation, ARC angles). */
  ocsAngle(a: number): number {
    const m = this.m();
    if (m === IDENTITY) return a;
    const dir = applyLinear(m, Math.cos(a), Math.sin(a), 0);
    const o = applyLinear(wcsToOcs(this.normal()), dir[0], dir[1], dir[2]);
    return Math.atan2(o[1], o[0]);
  }
  /** The opposite of ocs(): an OCS point of the current plane back in UCS. */
  ucsFromOcs(p: Vec3): Vec3 {
    const m = this.m();
    if (m === IDENTITY) return [p[0], p[1], p[2]];
    const w = apply(ocsToWcs(this.normal()), p[0], p[1], p[2]);
    return this.ucsOf(w);
  }

  // ---- drawing ------------------------------------------------------------------------

  /** Add an entity with the current properties (layer, colour, linetype, ... ; entity.ts). */
  add(type: string, groups: Groups): string {
    return addEntity(this.ctx, this.d, type, groups);
  }
  /** Add a POLYLINE / INSERT with its VERTEX / ATTRIB subentities and SEQEND. */
  addComplex(type: string, groups: Groups, subs: ReadonlyArray<{ type: string; groups: Groups }>): string {
    return addComplexEntity(this.ctx, this.d, type, groups, subs);
  }
  /** The ename of a handle. */
  ename(handle: string): Ename {
    return this.d.db.ename(handle);
  }
  /** A point of the command's own progress (PLINE/LINE Undo go back to it). */
  checkpoint(): number {
    return this.d.undo.journal.position;
  }
  /** Take back everything since a checkpoint; false when undo is off (then the command erases what it made). */
  rollback(cp: number): boolean {
    if (!this.d.undo.journal.enabled) return false;
    this.d.undo.journal.rollback(cp);
    return true;
  }
  /** What a command keeps from one use to the next in this run (RECTANG's modes, the last line's end...). */
  memory<T>(key: string, init: () => T): T {
    let m = MEMORY.get(this.d);
    if (!m) MEMORY.set(this.d, (m = new Map()));
    if (!m.has(key)) m.set(key, init());
    return m.get(key) as T;
  }

  // ---- formatting ---------------------------------------------------------------------

  /** A distance as the command line shows it (LUNITS, LUPREC): "1.0000". */
  fmtDist(n: number): string {
    return formatLinear(n, this.num('LUNITS', 2), this.num('LUPREC', 4), { dimzin: 0, unitmode: this.num('UNITMODE', 0) });
  }
  /** An angle (radians) as the command line shows it (AUNITS, AUPREC): "45". */
  fmtAngle(a: number): string {
    return formatAngle(a, this.num('AUNITS', 0), this.num('AUPREC', 0), { dimzin: 0, unitmode: this.num('UNITMODE', 0) }) ?? String(a);
  }

  // ---- system variables ----------------------------------------------------------------

  num(name: string, dflt = 0): number {
    return sysNum(this.ctx, name, dflt);
  }
  str(name: string, dflt = ''): string {
    const v = this.ctx.sysvars.get(name);
    return typeof v === 'string' ? v : dflt;
  }
  /** Set a variable the way the command does (no setvar checks; read-only ones too). */
  setVar(name: string, value: Value): void {
    this.d.sysvars.setRaw(name, value);
  }
  setReal(name: string, n: number): void {
    this.d.sysvars.setRaw(name, new Real(n));
  }
}
