/*
 * Errors. Everything raised by the interpreter is a LispError made by `raise(code, ...args)` with a
 * message from messages.ts. The evaluator fills in `span` (the innermost form that failed) and
 * `frames` (user-function backtrace) as the error passes through; builtins never need to know
 * where they were called from.
 *
 * Kinds:
 *   'error'  — an ordinary AutoLISP error: *error* sees it, vl-catch-all-apply traps it.
 *   'exit'   — (exit)/(quit): goes through *error* with "quit / exit abort".
 *   'cancel' — Esc at a prompt: goes through *error* with "Function cancelled".
 *   'limit'  — step budget, recursion depth, host cancellation: stops the run outright; neither
 *              *error* nor vl-catch-all-apply can swallow it, so runaway scripts always end.
 *   'syntax' — reader errors.
 */
import { formatMessage, type MessageArgs, type MessageCode } from './messages.js';
import type { Span } from './span.js';
import type { Value } from './values.js';
import { prin1Short } from './printer.js';

export type ErrorKind = 'error' | 'exit' | 'cancel' | 'limit' | 'syntax';

/** One user-function call on the backtrace, innermost first. */
export interface Frame {
  /** upper-case function name, or "-lambda-" */
  name: string;
  /** where the call was made */
  span?: Span;
  /** the printed argument values */
  args: string[];
  /** how many consecutive calls this frame stands for (deep recursion collapses into one frame) */
  repeated?: number;
}

/**
 * A backtrace as captured when an error is first seen: references only (the function, its
 * argument values, the call's span), nothing printed. Printing happens when someone reads
 * `frames` — most errors are trapped by vl-catch-all-apply and never read it.
 */
export interface RawFrame {
  name: string;
  span: Span | undefined;
  args: readonly Value[];
  repeated: number;
}

/** How much of each argument a backtrace shows. */
export const FRAME_ARG_PREVIEW = 200;

const preview = (v: Value): string => prin1Short(v, FRAME_ARG_PREVIEW);

export class LispError extends Error {
  declare readonly code: MessageCode;
  declare readonly kind: ErrorKind;
  declare span?: Span;
  /** the value for vl-exit-with-value */
  declare exitValue?: Value;
  /** set when the evaluator first handled the error (stamped the span, ran *error*) */
  declare seen: boolean;
  private declare rawFrames?: RawFrame[];
  private declare printedFrames?: Frame[];
  private declare rawFailing?: readonly Value[];
  private declare printedFailing?: string[];

  constructor(code: MessageCode, message: string, kind: ErrorKind = 'error', span?: Span) {
    super(message);
    initError(this, code, kind, span);
  }

  /** Keep the backtrace (innermost first) and the failing call's arguments, unprinted. */
  capture(frames: RawFrame[], failing: readonly Value[] | undefined): void {
    this.rawFrames = frames;
    this.printedFrames = undefined;
    if (failing) this.rawFailing = failing;
  }

  /** User-function backtrace, innermost first (printed on first read). */
  get frames(): Frame[] | undefined {
    if (!this.printedFrames && this.rawFrames) {
      this.printedFrames = this.rawFrames.map((r) => {
        const f: Frame = { name: r.name, args: r.args.map(preview) };
        if (r.span) f.span = r.span;
        if (r.repeated > 1) f.repeated = r.repeated;
        return f;
      });
    }
    return this.printedFrames;
  }

  set frames(f: Frame[] | undefined) {
    this.printedFrames = f;
    this.rawFrames = undefined;
  }

  /** Printed arguments of the innermost failing user function. */
  get failingArgs(): string[] | undefined {
    if (!this.printedFailing && this.rawFailing) this.printedFailing = this.rawFailing.map(preview);
    return this.printedFailing;
  }

  set failingArgs(a: string[] | undefined) {
    this.printedFailing = a;
    this.rawFailing = undefined;
  }
}

function initError(e: LispError, code: MessageCode, kind: ErrorKind, span: Span | undefined): void {
  const w = e as { -readonly [K in 'code' | 'kind' | 'seen' | 'name']: LispError[K] };
  w.name = 'LispError';
  w.code = code;
  w.kind = kind;
  w.seen = false;
  if (span) e.span = span;
}

/**
 * A LispError without running Error's constructor. A LispError is an answer, not a bug: it needs
 * no JavaScript stack, and capturing one is most of what raising costs (a loop trapping errors
 * with vl-catch-all-apply raises millions). It is still `instanceof LispError` and `Error`.
 */
function newLispError(code: MessageCode, message: string, kind: ErrorKind): LispError {
  const e = Object.create(LispError.prototype) as LispError;
  e.message = message;
  initError(e, code, kind, undefined);
  return e;
}

const KIND_OF: Partial<Record<MessageCode, ErrorKind>> = {
  quitExit: 'exit',
  cancelled: 'cancel',
  budgetExhausted: 'limit',
  recursionDepth: 'limit',
  cancelledByHost: 'limit',
  internalError: 'limit',
  memoryExhausted: 'limit',
  nestingTooDeep: 'limit',
  loadNesting: 'limit',
  stackExhausted: 'limit',
  malformedList: 'syntax',
  extraRightParen: 'syntax',
  malformedString: 'syntax',
  extraCdrs: 'syntax',
  misplacedDot: 'syntax',
};

/** Make (not throw) an error from the catalogue. */
export function makeError<C extends MessageCode>(code: C, ...args: MessageArgs<C>): LispError {
  return newLispError(code, formatMessage(code, ...args), KIND_OF[code] ?? 'error');
}

/** Raise an error from the catalogue. The one way the interpreter fails. */
export function raise<C extends MessageCode>(code: C, ...args: MessageArgs<C>): never {
  throw makeError(code, ...args);
}

/** Raise a catalogue error at a known source location (reader, compiler, special forms). */
export function raiseAt<C extends MessageCode>(span: Span | undefined, code: C, ...args: MessageArgs<C>): never {
  const err = makeError(code, ...args);
  if (span) err.span = span;
  throw err;
}

/**
 * How much of a value an error message shows. AutoCAD prints the whole value; a message holding
 * a 10 MB list helps no one and costs a full printout per trapped error, so we cut it (listed
 * in test/conformance/known-deviations.txt).
 */
export const MESSAGE_VALUE_PREVIEW = 2000;

/** A value as error messages show it: prin1, cut after MESSAGE_VALUE_PREVIEW characters. */
export const showInMessage = (v: Value): string => prin1Short(v, MESSAGE_VALUE_PREVIEW);

/** `bad argument type: PRED VALUE` — the most common error of all. */
export function raiseBadArg(pred: string, value: Value): never {
  return raise('badArgType', pred, showInMessage(value));
}

export const isLispError = (e: unknown): e is LispError => e instanceof LispError;
