/*
 * The shape of one command. A command file exports a CommandDef made with `defineCommand`; the
 * registry (registry.ts) lists them. `run` is a generator over prompts (see io.ts): the engine
 * feeds it one token per yield, for as many `command` calls as it takes.
 */
import type { CommandIo, CommandRun } from './io.js';

export interface CommandDef {
  /** English names, upper-case, "-" versions included ("-LAYER", "LAYER"); the first is the one
   *  CMDNAMES and U show */
  readonly names: readonly string[];
  /** may be started inside another command with a leading apostrophe ('ZOOM, 'SETVAR) */
  readonly transparent?: boolean;
  /** false for commands UNDO does not record (inquiry, display, UNDO itself) */
  readonly undoable?: boolean;
  run(io: CommandIo): CommandRun;
}

export const defineCommand = (def: CommandDef): CommandDef => def;
