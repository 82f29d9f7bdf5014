/*
 * Every builtin a run can call, as Check Text's function table: the registry's families
 * (families.ts, with a drawing) and the special forms. The CLI's `check` and the agent read it.
 */
import { functionTable, type FunctionTable } from '../analysis/functions.js';
import { SPECIAL_FORM_DOCS } from '../eval/special-forms.js';
import { runBuiltins } from './families.js';

let cached: FunctionTable | null = null;

export function builtinFunctionTable(): FunctionTable {
  if (cached) return cached;
  const entries: Array<{ name: string; min: number; max: number; special?: boolean }> = SPECIAL_FORM_DOCS.map(([name, min, max]) => ({ name, min, max, special: true }));
  for (const table of runBuiltins()) for (const d of table) entries.push({ name: d.name, min: d.min, max: d.max });
  cached = functionTable(entries);
  return cached;
}
