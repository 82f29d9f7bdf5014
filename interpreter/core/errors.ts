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
import { prin1 } from './printer.js';

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
  /** internal: the function object, used to collapse repeats (not enumerable) */
  readonly fnRef?: unknown;
}

export class LispError extends Error {
  span?: Span;
  frames?: Frame[];
  /** printed arguments of the innermost failing user function (filled by the evaluator) */
  failingArgs?: string[];
  /** the value for vl-exit-with-value */
  exitValue?: Value;
  constructor(
    readonly code: MessageCode,
    message: string,
    readonly kind: ErrorKind = 'error',
    span?: Span,
  ) {
    super(message);
    this.name = 'LispError';
    if (span) this.span = span;
  }
}

const KIND_OF: Partial<Record<MessageCode, ErrorKind>> = {
  quitExit: 'exit',
  cancelled: 'cancel',
  budgetExhausted: 'limit',
  recursionDepth: 'limit',
  cancelledByHost: 'limit',
  internalError: 'limit',
  memoryExhausted: 'limit',
  malformedList: 'syntax',
  extraRightParen: 'syntax',
  malformedString: 'syntax',
  extraCdrs: 'syntax',
  misplacedDot: 'syntax',
};

/** Make (not throw) an error from the catalogue. */
export function makeError<C extends MessageCode>(code: C, ...args: MessageArgs<C>): LispError {
  return new LispError(code, formatMessage(code, ...args), KIND_OF[code] ?? 'error');
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

/** `bad argument type: PRED VALUE` — the most common error of all. */
export function raiseBadArg(pred: string, value: Value): never {
  return raise('badArgType', pred, prin1(value));
}

export const isLispError = (e: unknown): e is LispError => e instanceof LispError;
