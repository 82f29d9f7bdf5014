/*
 * What every `command` implementation shares: reading a command name out of an argument
 * ("_.-LAYER" -> LAYER), the display/undo commands that are safe to treat as done, and the
 * notice printed for a command Lispwright does not simulate. Used by the runner's fallback
 * (no drawing) and by the drawing's command simulator.
 */
import { MESSAGES } from '../core/messages.js';
import type { Ctx } from '../core/context.js';

/** The command name in an argument like "_.SHELL", "'_sh" or "-layer". */
export const commandName = (s: string): string => s.replace(/^['_.+-]+/, '').toUpperCase();

/**
 * Commands that only touch the display or the undo stack: safe to treat as done, so scripts that
 * follow the drafter's conventions ((command "_.UNDO" "_BEGIN"), a closing REGEN) run quietly.
 */
export const NO_EFFECT_COMMANDS: ReadonlySet<string> = new Set(['UNDO', 'REGEN', 'REGENALL', 'REDRAW', 'REDRAWALL', 'ZOOM', 'PAN', 'UNDEFINE', 'REDEFINE']);

/** Say plainly that a command had no effect (nothing for the display/undo commands). */
export function noteUnsimulated(ctx: Ctx, name: string): void {
  if (name !== '' && !NO_EFFECT_COMMANDS.has(name)) ctx.write(`${MESSAGES.commandNotSimulated(name)}\n`);
}
