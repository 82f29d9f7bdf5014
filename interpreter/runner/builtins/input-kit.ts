/*
 * The shared loop behind every getXXX: take the pending initget, ask, classify the answer
 * (Enter / Esc / typed text / picked point / picked entity), let the function accept it or name
 * AutoCAD's complaint, print the complaint and ask again (consuming the next answer). Functions
 * only describe what they accept; Enter, Esc, keywords and bit 128 are handled here once.
 */
import { raise } from '../../core/errors.js';
import { formatMessage, type PlainMessageCode } from '../../core/messages.js';
import { Real, list, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import type { ScriptedInput } from '../contract.js';
import type { InputPort, NextOptions } from '../../ports/input.js';
import { checkPickAnswer, type PickMode } from '../../ports/ask.js';
import { realText, type ScriptedInputs } from '../scripted-inputs.js';
import { INITGET, hasKeywords, matchKeyword, type InitgetState } from '../../builtins/keywords.js';
import { parseDecimal } from '../../builtins/units-input.js';

export type Answer =
  | { kind: 'typed'; text: string }
  | { kind: 'point'; point: number[] }
  | { kind: 'entity'; handle: string; point?: number[] }
  | { kind: 'other'; input: ScriptedInput };

/** What a function makes of one answer: a value, or the message to show before asking again. */
export type Verdict = { value: Value } | { retry: PlainMessageCode };

export interface AskSpec {
  /** function name, e.g. "getint" (prompt kind for the input port) */
  name: string;
  prompt: string;
  /** initget bits this function honours */
  bits: number;
  /** whether initget keywords apply */
  keywords: boolean;
  /** the complaint for an answer it cannot use (and for Enter under initget 1) */
  invalid: PlainMessageCode;
  /** the complaint when keywords are defined */
  invalidWithKeywords?: PlainMessageCode;
  /** what Enter returns when allowed (nil for most; "" for getstring) */
  enterValue?: Value;
  accept: (a: Answer, st: InitgetState | null) => Verdict;
  /** what an interactive run asks the drafter for when no scripted answer is left (ports/ask.ts) */
  pick?: { mode: PickMode; base?: readonly number[] };
}

const to3 = (p: readonly number[]): [number, number, number] => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];

/** The input port options that let an interactive run ask the drafter (a pick, or a typed value). */
export function pickOptions(ctx: Ctx, name: string, prompt: string, pick: NonNullable<AskSpec['pick']>, st: InitgetState | null, noNull: boolean): NextOptions {
  const osmode = ctx.sysvars.get('OSMODE');
  return {
    ask: () => ({
      kind: 'pick',
      prompt,
      data: {
        mode: pick.mode,
        fn: name,
        ...(pick.base ? { base: to3(pick.base) } : {}),
        keywords: st ? [...st.local.map((k) => k.full), ...st.global.filter((g) => !st.local.some((k) => k.full.toUpperCase() === g.toUpperCase()))] : [],
        noNull,
        osmode: typeof osmode === 'number' ? osmode : 0,
      },
    }),
    check: (a) => checkPickAnswer(pick.mode, a),
  };
}

/** The run's input port (an empty one when the host gave none: every prompt answers Enter). */
export function inputPort(ctx: Ctx): InputPort {
  return (ctx.services['input'] as InputPort | undefined) ?? NO_INPUT;
}
const NO_INPUT: InputPort = { next: () => undefined };

function scripted(port: InputPort): ScriptedInputs | undefined {
  const p = port as Partial<ScriptedInputs>;
  return typeof p.takeInitget === 'function' ? (port as ScriptedInputs) : undefined;
}

/** Take (and clear) the pending initget: it applies to the next user-input call only. */
export function takeInitget(ctx: Ctx): InitgetState | null {
  return scripted(inputPort(ctx))?.takeInitget() ?? null;
}

export function notice(ctx: Ctx, code: PlainMessageCode): void {
  const port = inputPort(ctx);
  const text = formatMessage(code);
  const s = scripted(port);
  if (s) s.notice(text);
  else ctx.write(`${text}\n`);
}

export function classify(a: ScriptedInput): Answer {
  if ('string' in a) return { kind: 'typed', text: a.string };
  if ('keyword' in a) return { kind: 'typed', text: a.keyword };
  if ('int' in a) return { kind: 'typed', text: String(a.int) };
  if ('real' in a) return { kind: 'typed', text: realText(a.real) };
  if ('file' in a) return { kind: 'typed', text: a.file };
  if ('entity' in a) {
    const p = a.point as number[] | undefined;
    return p ? { kind: 'entity', handle: a.entity, point: [...p] } : { kind: 'entity', handle: a.entity };
  }
  if ('point' in a) return { kind: 'point', point: [...a.point] };
  return { kind: 'other', input: a };
}

const isEnter = (a: ScriptedInput | undefined): boolean => a === undefined || 'enter' in a;

/** Ask until the answer is acceptable. Esc raises "Function cancelled" (through *error*). */
export function ask(ctx: Ctx, spec: AskSpec, initget: InitgetState | null = takeInitget(ctx)): Value {
  const port = inputPort(ctx);
  const bits = (initget?.bits ?? 0) & spec.bits;
  const st = spec.keywords ? initget : null;
  const complaint = hasKeywords(st) && spec.invalidWithKeywords ? spec.invalidWithKeywords : spec.invalid;
  const opts = spec.pick ? pickOptions(ctx, spec.name, spec.prompt, spec.pick, st, (bits & INITGET.NO_NULL) !== 0) : undefined;
  for (;;) {
    const raw = port.next(spec.name, spec.prompt, opts);
    if (raw !== undefined && 'esc' in raw) return raise('cancelled');
    if (isEnter(raw)) {
      if (bits & INITGET.ARBITRARY && bits & INITGET.NO_NULL) return '';
      if (!(bits & INITGET.NO_NULL)) return spec.enterValue ?? null;
      // Enter refused. With the queue exhausted nobody can answer: press Esc for the user.
      if (raw === undefined) return raise('cancelled');
      notice(ctx, complaint);
      continue;
    }
    const a = classify(raw as ScriptedInput);
    if (a.kind === 'typed') {
      const kw = matchKeyword(st, a.text);
      if (kw !== undefined) return kw;
    }
    const v = spec.accept(a, initget === null ? null : { ...initget, bits });
    if ('value' in v) return v.value;
    if (a.kind === 'typed' && bits & INITGET.ARBITRARY && !isRangeComplaint(v.retry)) return a.text;
    notice(ctx, v.retry === spec.invalid ? complaint : v.retry);
  }
}

const RANGE_COMPLAINTS = new Set<PlainMessageCode>(['inputNonzero', 'inputPositive', 'inputPositiveNonzero', 'inputIntRange', 'inputOutsideLimits']);
const isRangeComplaint = (c: PlainMessageCode): boolean => RANGE_COMPLAINTS.has(c);

/** Bits 2 and 4 on a number: the complaint, or undefined when acceptable. */
export function signComplaint(n: number, bits: number): PlainMessageCode | undefined {
  const noZero = (bits & INITGET.NO_ZERO) !== 0;
  const noNeg = (bits & INITGET.NO_NEGATIVE) !== 0;
  if (noZero && n === 0) return noNeg ? 'inputPositiveNonzero' : 'inputNonzero';
  if (noNeg && n < 0) return noZero ? 'inputPositiveNonzero' : 'inputPositive';
  return undefined;
}

export const realPoint = (p: readonly number[]): Value => list(p.map((n) => new Real(n)));

export { parseDecimal };
