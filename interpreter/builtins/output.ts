/*
 * Output: princ prin1 print prompt terpri alert. Each writes to the run's output (or to a
 * sandboxed file when given a file descriptor) and returns its argument; with no argument princ
 * and prin1 return the "void" value (the empty symbol), which hosts do not echo.
 */
import { prin1 as show, princ as display } from '../core/printer.js';
import { LispFile, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { argFile, argString } from './assert.js';
import { defineBuiltins } from './registry.js';

/** A file service provided by the runner's sandbox: write text to an open descriptor. */
export interface FileWriter {
  writeText(file: LispFile, text: string): void;
}

function emit(ctx: Ctx, text: string, dest: Value | undefined): void {
  if (dest === undefined || dest === null) {
    ctx.write(text);
    return;
  }
  const file = argFile(dest);
  const fs = ctx.services['fs'] as FileWriter | undefined;
  if (fs) fs.writeText(file, text);
}

/** The value princ/prin1 return when called with no argument: the symbol with an empty name. */
export const voidValue = (ctx: Ctx): Value => ctx.intern('');

export const OUTPUT_BUILTINS = defineBuiltins([
  {
    name: 'princ', min: 0, max: 2, doc: '(princ [expr [file]]) — Prints expr for people (strings raw); returns expr.',
    fn: (a, ctx) => {
      if (a.length === 0) return voidValue(ctx);
      emit(ctx, display(a[0] as Value), a[1]);
      return a[0] as Value;
    },
  },
  {
    name: 'prin1', min: 0, max: 2, doc: '(prin1 [expr [file]]) — Prints expr readably (strings quoted and escaped); returns expr.',
    fn: (a, ctx) => {
      if (a.length === 0) return voidValue(ctx);
      emit(ctx, show(a[0] as Value), a[1]);
      return a[0] as Value;
    },
  },
  {
    name: 'print', min: 0, max: 2, doc: '(print [expr [file]]) — Prints a newline, expr readably, then a space; returns expr.',
    fn: (a, ctx) => {
      if (a.length === 0) {
        emit(ctx, '\n', undefined);
        return voidValue(ctx);
      }
      emit(ctx, `\n${show(a[0] as Value)} `, a[1]);
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
