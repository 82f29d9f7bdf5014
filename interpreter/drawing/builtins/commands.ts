/*
 * command / command-s / vl-cmdf with the drawing open: the arguments are walked as a sequence
 * of commands; the ones Lispwright simulates (LAYER) change the drawing, the display/undo ones
 * are no-ops, and at the first other command the rest of the call is left alone with a notice
 * (its arguments cannot be told apart from the next command's). A simulated command may stay
 * open across calls ((command "_.-LAYER") (command "_M" "X" "")). The runner wraps these in
 * the shell guard (runner/builtins/sandbox.ts).
 */
import { commandName, noteUnsimulated } from '../../builtins/command-names.js';
import { defineBuiltins, type BuiltinDef } from '../../builtins/registry.js';
import type { Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { layerCommand, type CommandProgress } from '../commands/layer.js';
import { drawingOf, type Drawing } from '../drawing.js';

type Simulated = (args: readonly Value[], i: number, ctx: Ctx, d: Drawing) => CommandProgress;
const SIMULATED: Readonly<Record<string, Simulated>> = { LAYER: layerCommand };

/** A simulated command still waiting for answers when its (command ...) call ended, per drawing. */
const open = new WeakMap<Drawing, { sim: Simulated; rest: Value[] }>();

function runCommands(args: Value[], ctx: Ctx): Value {
  const d = drawingOf(ctx);
  const pending = open.get(d);
  open.delete(d);
  // (command) with no arguments cancels a command left open, as Esc would
  if (args.length === 0) return null;
  let i = 0;
  if (pending) {
    const all = [...pending.rest, ...args];
    const p = pending.sim(all, 0, ctx, d);
    if (!p.done) {
      open.set(d, { sim: pending.sim, rest: p.rest });
      return null;
    }
    args = all;
    i = p.i;
  }
  while (i < args.length) {
    const tok = args[i++];
    if (typeof tok !== 'string' || tok === '') continue;
    const name = commandName(tok);
    const sim = SIMULATED[name];
    if (!sim) {
      noteUnsimulated(ctx, name);
      return null;
    }
    const p = sim(args, i, ctx, d);
    if (!p.done) {
      open.set(d, { sim, rest: p.rest });
      return null;
    }
    i = p.i;
  }
  return null;
}

const def = (name: string, doc: string): BuiltinDef => ({ name, min: 0, max: Infinity, doc, fn: runCommands });

export const COMMAND_BUILTINS = defineBuiltins([
  def('command', '(command [arguments ...]) — Runs AutoCAD commands; LAYER is simulated, display and UNDO commands do nothing.'),
  def('command-s', '(command-s [arguments ...]) — Runs complete AutoCAD commands; LAYER is simulated.'),
  {
    name: 'vl-cmdf', min: 0, max: Infinity, doc: '(vl-cmdf [arguments ...]) — Like command (LAYER is simulated); always returns T.',
    fn: (args, ctx) => {
      runCommands(args, ctx);
      return ctx.T;
    },
  },
]);
