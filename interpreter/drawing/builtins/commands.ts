/*
 * command / command-s / vl-cmdf with the drawing open: the arguments are walked as a sequence
 * of commands; the ones Lispwright simulates (LAYER) change the drawing, the display/undo ones
 * are no-ops, and at the first other command the rest of the call is left alone with a notice
 * (its arguments cannot be told apart from the next command's). A simulated command may stay
 * open across calls ((command "_.-LAYER") (command "_M" "X" "")). The runner wraps these in
 * the shell guard (runner/builtins/sandbox.ts). Each simulated command announces itself on the
 * drawing's event bus (commandWillStart, then commandEnded, commandCancelled when (command)
 * cancels it, commandFailed when it raises) with CMDNAMES/CMDACTIVE set while it runs; commands
 * Lispwright does not simulate announce nothing.
 */
import { commandName, NO_EFFECT_COMMANDS, noteUnsimulated } from '../../builtins/command-names.js';
import { defineBuiltins, type BuiltinDef } from '../../builtins/registry.js';
import type { Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { layerCommand, type CommandProgress } from '../commands/layer.js';
import { drawingOf, type Drawing } from '../drawing.js';

type Simulated = (args: readonly Value[], i: number, ctx: Ctx, d: Drawing) => CommandProgress;
const SIMULATED: Readonly<Record<string, Simulated>> = { LAYER: layerCommand };

/** A simulated command still waiting for answers when its (command ...) call ended, per drawing. */
const open = new WeakMap<Drawing, { name: string; sim: Simulated; rest: Value[] }>();

function starting(d: Drawing, name: string): void {
  d.sysvars.setRaw('CMDNAMES', name);
  d.sysvars.setRaw('CMDACTIVE', 1);
  d.events.commandWillStart(name);
}

function finished(d: Drawing, name: string, how: 'ended' | 'cancelled' | 'failed'): void {
  d.sysvars.setRaw('CMDNAMES', '');
  d.sysvars.setRaw('CMDACTIVE', 0);
  if (how === 'ended') d.events.commandEnded(name);
  else if (how === 'cancelled') d.events.commandCancelled(name);
  else d.events.commandFailed(name);
}

/** Run a simulated command from args[i]; false when it is left open waiting for more input. */
function step(d: Drawing, ctx: Ctx, name: string, sim: Simulated, args: readonly Value[], i: number): CommandProgress {
  let p: CommandProgress;
  try {
    p = sim(args, i, ctx, d);
  } catch (e) {
    finished(d, name, 'failed');
    throw e;
  }
  if (p.done) finished(d, name, 'ended');
  else open.set(d, { name, sim, rest: p.rest });
  return p;
}

function runCommands(args: Value[], ctx: Ctx): Value {
  const d = drawingOf(ctx);
  const pending = open.get(d);
  open.delete(d);
  // (command) with no arguments cancels a command left open, as Esc would
  if (args.length === 0) {
    if (pending) finished(d, pending.name, 'cancelled');
    return null;
  }
  let i = 0;
  if (pending) {
    const all = [...pending.rest, ...args];
    const p = step(d, ctx, pending.name, pending.sim, all, 0);
    if (!p.done) return null;
    args = all;
    i = p.i;
  }
  while (i < args.length) {
    const tok = args[i++];
    if (typeof tok !== 'string' || tok === '') continue;
    const name = commandName(tok);
    const sim = SIMULATED[name];
    if (!sim) {
      if (NO_EFFECT_COMMANDS.has(name)) {
        // display and undo commands: done at once (their options are left alone)
        starting(d, name);
        finished(d, name, 'ended');
      } else noteUnsimulated(ctx, name);
      return null;
    }
    starting(d, name);
    const p = step(d, ctx, name, sim, args, i);
    if (!p.done) return null;
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
