/*
 * The simulated commands, one file each (see README.md for how to add one). The registry
 * (engine/registry.ts) resolves names from this list.
 */
import type { CommandDef } from './engine/command-def.js';
import { ERASE } from './erase.js';
import { LAYER } from './layer.js';
import { LINE } from './line.js';
import { OOPS } from './oops.js';
import { PSELECT, SELECT } from './select.js';
import { U, UNDO } from './undo.js';

export const COMMANDS: readonly CommandDef[] = [LAYER, LINE, ERASE, OOPS, SELECT, PSELECT, UNDO, U];
