/*
 * Printing values from builtins, bounded. A value can stand for far more text than memory holds
 * (a list shared with itself forty times over prints 2^40 elements), so printing for the console
 * stops where the run's output would be cut anyway, and printing into a new string or a file is
 * charged to the run's allocation budget and stops with "insufficient memory" past it.
 */
import { CELL_BYTES, CHAR_BYTES, chargeChars } from '../core/alloc.js';
import { raise } from '../core/errors.js';
import { CONSOLE_PRINT_LIMIT, printBounded } from '../core/printer.js';
import type { Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';

/** Longest string a builtin makes (V8's own limit is about 2^29 characters; past it V8 throws). */
export const MAX_STRING_CHARS = 2 ** 28;

/** prin1 (readable) or princ text for the console: cut where the output would be cut. */
export const printForConsole = (v: Value, readable: boolean): string => printBounded(v, readable, CONSOLE_PRINT_LIMIT).text;

/**
 * The longest printout that becomes a string (vl-prin1-to-string) or goes into a file in one call
 * (4,194,304 characters; longer is "insufficient memory"). Printing is not counted in steps, so
 * this also bounds the time one call takes (a few hundred ms) on a value shared with itself many
 * times over.
 */
export const MAX_PRINTED_CHARS = 2 ** 22;

/** prin1/princ text that becomes a string or file contents: charged, never cut. */
export function printCharged(ctx: Ctx, v: Value, readable: boolean): string {
  const room = Math.min(MAX_PRINTED_CHARS, Math.floor(ctx.memoryLeft() / CHAR_BYTES));
  const p = printBounded(v, readable, room);
  if (p.cut) return raise('memoryExhausted');
  chargeChars(ctx, p.text.length);
  return p.text;
}

/**
 * A string of `length` characters is about to be made by joining others. V8 joins by reference
 * (a rope node), so only the node is charged; the length is checked against MAX_STRING_CHARS so a
 * doubling loop ends with "insufficient memory" at a fixed point, the same everywhere.
 */
export function checkStringLength(ctx: Ctx, length: number): void {
  if (length > MAX_STRING_CHARS) raise('memoryExhausted');
  ctx.alloc(CELL_BYTES);
}
