/*
 * Display commands with nothing to change in a drawing without a screen: REGEN, REGENALL,
 * REDRAW, REDRAWALL, GRAPHSCR, TEXTSCR. REGEN says "Regenerating model." as AutoCAD does; the
 * others are silent. None is an undo step.
 */
import { defineCommand } from './engine/command-def.js';
import type { CommandDef } from './engine/command-def.js';

const quiet = (name: string, message?: string, transparent = false): CommandDef =>
  defineCommand({
    names: [name],
    undoable: false,
    transparent,
    *run(io) {
      if (message) io.message(message);
    },
  });

export const REGEN = quiet('REGEN', 'Regenerating model.');
export const REGENALL = quiet('REGENALL', 'Regenerating all viewports.');
export const REDRAW = quiet('REDRAW', undefined, true);
export const REDRAWALL = quiet('REDRAWALL', undefined, true);
export const GRAPHSCR = quiet('GRAPHSCR', undefined, true);
export const TEXTSCR = quiet('TEXTSCR', undefined, true);
