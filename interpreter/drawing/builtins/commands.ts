/*
 * command / vl-cmdf / command-s with the drawing open, on the command line of
 * drawing/commands/engine (one per run). Each argument becomes a token (engine/tokens.ts) and is
 * fed in order; a command may stay open across command calls; (command) cancels it.
 *   command    returns nil; inside *error* it is refused unless (*push-error-using-command*) ran.
 *   vl-cmdf    checks every argument first: a list that is neither a point nor an (ename point)
 *              pick prints "Application ERROR: Invalid entity/point list." and nothing runs (nil);
 *              otherwise like command, returning T.
 *   command-s  runs its tokens on a temporary command line of its own ("subroutine"): a command
 *              still unfinished when they run out is cancelled and the call fails with
 *              "Function cancelled"; PAUSE is just a backslash there. Allowed inside *error*.
 * The runner wraps all three in the shell guard (runner/builtins/sandbox.ts).
 */
import { commandAllowedInErrorHandler } from '../../builtins/error-modes.js';
import { defineBuiltins, type BuiltinDef } from '../../builtins/registry.js';
import { raise } from '../../core/errors.js';
import { MESSAGES } from '../../core/messages.js';
import type { Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { CommandLine } from '../commands/engine/engine.js';
import { tokenOf, type Token } from '../commands/engine/tokens.js';
import { drawingOf } from '../drawing.js';

const lines = new WeakMap<Ctx, CommandLine>();

/** The run's command line (created on first use). */
export function commandLineOf(ctx: Ctx): CommandLine {
  let cl = lines.get(ctx);
  if (!cl) {
    cl = new CommandLine(ctx, drawingOf(ctx));
    lines.set(ctx, cl);
  }
  return cl;
}

function tokens(args: readonly Value[]): Token[] {
  const out: Token[] = [];
  for (const a of args) {
    const t = tokenOf(a);
    if (t) out.push(t);
  }
  return out;
}

function refuseInErrorHandler(ctx: Ctx): void {
  if (!commandAllowedInErrorHandler(ctx)) raise('commandInErrorHandler');
}

function command(args: Value[], ctx: Ctx): Value {
  refuseInErrorHandler(ctx);
  const cl = commandLineOf(ctx);
  if (args.length === 0) cl.cancel();
  else cl.feed(tokens(args));
  return null;
}

function vlCmdf(args: Value[], ctx: Ctx): Value {
  refuseInErrorHandler(ctx);
  const toks = tokens(args);
  if (toks.some((t) => t.k === 'bad')) {
    ctx.write(`${MESSAGES.cmdfInvalidArgument()}\n`);
    return null;
  }
  const cl = commandLineOf(ctx);
  if (args.length === 0) cl.cancel();
  else cl.feed(toks);
  return ctx.T;
}

function commandS(args: Value[], ctx: Ctx): Value {
  if (args.length === 0) return null;
  const sub = new CommandLine(ctx, drawingOf(ctx), () => lines.get(ctx)?.active ?? false);
  const toks = tokens(args).map((t): Token => (t.k === 'pause' ? { k: 'text', s: '\\' } : t));
  try {
    sub.feed(toks);
    if (sub.active) {
      sub.cancel(false);
      raise('cancelled');
    }
  } finally {
    lines.get(ctx)?.refresh();
  }
  return null;
}

const variadic = (name: string, doc: string, fn: BuiltinDef['fn']): BuiltinDef => ({ name, min: 0, max: Infinity, doc, fn });

export const COMMAND_BUILTINS = defineBuiltins([
  variadic('command', '(command [arguments ...]) — Runs AutoCAD commands on the simulated command line, feeding each argument to the next prompt; returns nil.', command),
  variadic('command-s', '(command-s [cmdname [arguments ...]]) — Runs one complete command on a temporary command line (usable in *error*); an unfinished command is cancelled.', commandS),
  variadic('vl-cmdf', '(vl-cmdf [arguments ...]) — Like command, but checks every argument first (nothing runs when one is invalid); returns T.', vlCmdf),
]);
