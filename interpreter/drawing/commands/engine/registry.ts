/*
 * The simulated commands by name. Each command file exports one CommandDef; add it to COMMANDS and
 * its names (and "-" version) resolve, as do acad.pgp's standard aliases for them (known.ts).
 */
import { COMMANDS } from '../index.js';
import type { CommandDef } from './command-def.js';
import { commandForAlias } from './known.js';

let byName: Map<string, CommandDef> | undefined;

function table(): Map<string, CommandDef> {
  if (byName) return byName;
  byName = new Map();
  for (const def of COMMANDS)
    for (const n of def.names) {
      if (byName.has(n)) throw new Error(`command ${n} registered twice`);
      byName.set(n, def);
    }
  return byName;
}

/** The simulated command for an upper-case name with its prefixes stripped ("LINE", "-LAYER", "L"). */
export function findCommand(key: string): CommandDef | undefined {
  const t = table();
  return t.get(key) ?? t.get(commandForAlias(key));
}

/** Every simulated command name (for docs and the agent). */
export const simulatedCommandNames = (): string[] => [...table().keys()].sort();
