/*
 * The function catalogue the model checks names against: every function a run can call (the
 * builtin registry, interpreter/runner/families.ts, with a drawing, plus the special forms), read
 * from a fresh interpreter so families added to the registry show up without touching the agent.
 */
import { Interp, Subr, activexFunctions, activexOwners, closestNames as closestByName, docSignature, docSummary, editDistance, type BuiltinDef } from '../interpreter/index.js';
import { runBuiltins } from '../interpreter/runner/index.js';
import help from '../assets/activex/activex-help.json' with { type: 'json' };
import type { FunctionCatalogue, FunctionInfo } from './ports.js';

/** Autodesk's one-line descriptions of the vla- functions (assets/activex/activex-help.json, Apache-2.0). */
const HELP = new Map(Object.entries((help as { functions: Record<string, { d: string }> }).functions).map(([k, v]) => [k.toLowerCase(), v.d]));
/** The vla- functions' true argument counts (the registry accepts any: the member is looked up first). */
const VLA_ARITY = new Map(activexFunctions().map(([name, min, max]) => [name.toLowerCase(), [min, max] as const]));

export function catalogueFromInterp(extra: ReadonlyArray<readonly BuiltinDef[]> = []): FunctionCatalogue {
  const ip = new Interp({ builtins: runBuiltins(), extraBuiltins: extra });
  const byName = new Map<string, FunctionInfo>();
  for (const sym of ip.allSymbols()) {
    const v = sym.value;
    if (v instanceof Subr) {
      const name = sym.name.toLowerCase();
      const vla = VLA_ARITY.get(name);
      const d = vla && HELP.get(name);
      const doc = vla ? `${docSignature(v.doc)} — ${d ? `${d} ` : ''}${docSummary(v.doc).replace(/\.$/, '')}${activexOwners(name)}.` : v.doc;
      byName.set(name, { name, doc, min: vla ? vla[0] : v.min, max: vla ? vla[1] : v.max });
    }
  }
  // constants (acByLayer, vlax-vbDouble, :vlax-true) are registry rows bound to a value
  for (const table of [...runBuiltins(), ...extra])
    for (const d of table) if (d.constant) byName.set(d.name, { name: d.name, doc: d.doc, min: 0, max: 0 });
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
