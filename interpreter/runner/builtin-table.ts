/*
 * Every builtin a run can call, as one table: the language core, the special forms, the drawing
 * and runner families, the command guards. Check Text and the agent's function catalogue read it
 * from here. (When runner/families.ts becomes the registry, this reads it instead.)
 */
import { functionTable, type FunctionTable } from '../analysis/functions.js';
import type { BuiltinDef } from '../builtins/registry.js';
import { ALL_BUILTINS } from '../builtins/index.js';
import { ALL_DRAWING_FAMILIES } from '../drawing/index.js';
import { SPECIAL_FORM_DOCS } from '../eval/special-forms.js';
import { RUNNER_FAMILIES } from './builtins/index.js';
import { COMMAND_FALLBACKS } from './builtins/sandbox.js';

/** The builtin tables on top of the language core (drawing, runner, command guards). */
export function extraBuiltinTables(): ReadonlyArray<readonly BuiltinDef[]> {
  return [...ALL_DRAWING_FAMILIES, ...RUNNER_FAMILIES, COMMAND_FALLBACKS];
}

let cached: FunctionTable | null = null;

export function builtinFunctionTable(): FunctionTable {
  if (cached) return cached;
  const entries: Array<{ name: string; min: number; max: number; special?: boolean }> = SPECIAL_FORM_DOCS.map(([name, min, max]) => ({ name, min, max, special: true }));
  for (const table of [ALL_BUILTINS, ...extraBuiltinTables()]) for (const d of table) entries.push({ name: d.name, min: d.min, max: d.max });
  cached = functionTable(entries);
  return cached;
}
