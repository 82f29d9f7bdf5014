/*
 * command / command-s / vl-cmdf with the drawing open: the arguments are walked as a sequence
 * of commands; the ones Lispwright simulates (LAYER) change the drawing, the display/undo ones
 * are no-ops, and at the first other command the rest of the call is left alone with a notice
 * (its arguments cannot be told apart from the next command's). The runner wraps these in the
 * shell guard (runner/builtins/sandbox.ts).
 */
import { commandName, noteUnsimulated } from '../../builtins/command-names.js';
import { defineBuiltins, type BuiltinDef } from '../../builtins/registry.js';
import type { Value } from '../../core/values.js';
import type { Ctx } from '../../eval/context.js';
import { layerCommand } from '../commands/layer.js';
import { drawingOf, type Drawing } from '../drawing.js';

type Simulated = (args: readonly Value[], i: number, ctx: Ctx, d: Drawing) => number;
const SIMULATED: Readonly<Record<string, Simulated>> = { LAYER: layerCommand };

function runCommands(args: Value[], ctx: Ctx): Value {
  let i = 0;
  while (i < args.length) {
    const tok = args[i++];
    if (typeof tok !== 'string' || tok === '') continue;
    const name = commandName(tok);
    const sim = SIMULATED[name];
    if (sim) i = sim(args, i, ctx, drawingOf(ctx));
    else {
      noteUnsimulated(ctx, name);
      return null;
    }
  }
  return null;
}

const def = (name: string, doc: string): BuiltinDef => ({ name, min: 0, max: Infinity, doc, fn: runCommands });

export const COMMAND_BUILTINS = defineBuiltins([
  def('command', '(command [arguments ...]) — Runs AutoCAD commands; LAYER is simulated, display and UNDO commands do nothing.'),
  def('command-s', '(command-s [arguments ...]) — Runs complete AutoCAD commands; LAYER is simulated.'),
  def('vl-cmdf', '(vl-cmdf [arguments ...]) — Like command; LAYER is simulated.'),
]);
