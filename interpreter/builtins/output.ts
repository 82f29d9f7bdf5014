/*
 * Output: princ prin1 print prompt terpri alert. Each writes to the run's output (or to a
 * sandboxed file when given a file descriptor) and returns its argument; with no argument princ
 * and prin1 return the "void" value (the empty symbol), which hosts do not echo.
 */
import { LispFile, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { argFile, argString } from './assert.js';
import { printCharged, printForConsole } from './print-kit.js';
import { defineBuiltins } from './registry.js';

/** A file service provided by the runner's sandbox: write text to an open descriptor. */
export interface FileWriter {
  writeText(file: LispFile, text: string): void;
}

/** Print `v` (with `before`/`after` around it) to the console, or to a file descriptor. */
function emit(ctx: Ctx, v: Value, readable: boolean, dest: Value | undefined, before = '', after = ''): void {
  if (dest === undefined || dest === null) {
    ctx.write(before + printForConsole(v, readable) + after);
    return;
  }
  const file = argFile(dest);
  const fs = ctx.services['fs'] as FileWriter | undefined;
  // file contents are kept for the run's result: charged to its memory budget
  if (fs) fs.writeText(file, before + printCharged(ctx, v, readable) + after);
}

/** The value princ/prin1 return when called with no argument: the symbol with an empty name. */
export const voidValue = (ctx: Ctx): Value => ctx.intern('');

export const OUTPUT_BUILTINS = defineBuiltins([
  {
    name: 'princ', min: 0, max: 2, doc: '(princ [expr [file]]) — Prints expr for people (strings raw); returns expr.',
    fn: (a, ctx) => {
      if (a.length === 0) return voidValue(ctx);
      emit(ctx, a[0] as Value, false, a[1]);
      return a[0] as Value;
    },
  },
  {
    name: 'prin1', min: 0, max: 2, doc: '(prin1 [expr [file]]) — Prints expr readably (strings quoted and escaped); returns expr.',
    fn: (a, ctx) => {
      if (a.length === 0) return voidValue(ctx);
      emit(ctx, a[0] as Value, true, a[1]);
      return a[0] as Value;
    },
  },
  {
    name: 'print', min: 0, max: 2, doc: '(print [expr [file]]) — Prints a newline, expr readably, then a space; returns expr.',
    fn: (a, ctx) => {
      if (a.length === 0) {
        ctx.write('\n');
        return voidValue(ctx);
      }
      emit(ctx, a[0] as Value, true, a[1], '\n', ' ');
      return a[0] as Value;
    },
  },
  {
    name: 'prompt', min: 1, max: 1, doc: '(prompt string) — Shows a message on the command line; returns nil.',
    fn: ([s], ctx) => {
      ctx.write(argString(s as Value));
      return null;
    },
  },
  {
    name: 'terpri', min: 0, max: 0, doc: '(terpri) — Prints a newline; returns nil.',
    fn: (_a, ctx) => {
      ctx.write('\n');
      return null;
    },
  },
  {
    name: 'alert', min: 1, max: 1, doc: '(alert string) — Shows a message box (recorded in the run output); returns nil.',
    fn: ([s], ctx) => {
      ctx.alert(argString(s as Value));
      return null;
    },
  },
]);
