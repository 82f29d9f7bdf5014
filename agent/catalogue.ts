/*
 * The function catalogue the model checks names against: every function a run can call (the
 * builtin registry, interpreter/runner/families.ts, with a drawing, plus the special forms), read
 * from a fresh interpreter so families added to the registry show up without touching the agent.
 */
import { Interp, Subr, closestNames as closestByName, docSignature, docSummary, editDistance, type BuiltinDef } from '../interpreter/index.js';
import { runBuiltins } from '../interpreter/runner/index.js';
import type { FunctionCatalogue, FunctionInfo } from './ports.js';

export function catalogueFromInterp(extra: ReadonlyArray<readonly BuiltinDef[]> = []): FunctionCatalogue {
  const ip = new Interp({ builtins: runBuiltins(), extraBuiltins: extra });
  const byName = new Map<string, FunctionInfo>();
  for (const sym of ip.allSymbols()) {
    const v = sym.value;
    if (v instanceof Subr) {
      const name = sym.name.toLowerCase();
      byName.set(name, { name, doc: v.doc, min: v.min, max: v.max });
    }
  }
  return {
    get: (name) => byName.get(name.toLowerCase()),
    all: () => [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The known names closest to `name` (at most `n`), by the same measure Check Text uses. */
export function closestNames(name: string, catalogue: FunctionCatalogue, n = 5): string[] {
  return closestByName(name, catalogue.all().map((f) => f.name), n);
}

export { editDistance };

export const describe = (f: FunctionInfo): { name: string; signature: string; summary: string; arguments: string } => ({
  name: f.name,
  signature: docSignature(f.doc),
  summary: docSummary(f.doc),
  arguments: f.max === Infinity ? `${f.min} or more` : f.min === f.max ? `${f.min}` : `${f.min} to ${f.max}`,
});
