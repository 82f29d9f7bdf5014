/*
 * The function catalogue the model checks names against: every function a run can call (the
 * builtin registry, interpreter/runner/families.ts, with a drawing, plus the special forms), read
 * from a fresh interpreter so families added to the registry show up without touching the agent.
 */
import { Interp, Subr, activexFunctions, activexOwners, docSignature, docSummary, type BuiltinDef } from '../interpreter/index.js';
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

/** Levenshtein distance, for "did you mean". */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
    }
    prev = cur;
  }
  return prev[b.length] as number;
}

/** The known names closest to `name` (at most `n`, within a distance that still looks like a typo). */
export function closestNames(name: string, catalogue: FunctionCatalogue, n = 5): string[] {
  const target = name.toLowerCase();
  const limit = Math.max(2, Math.ceil(target.length / 2));
  return catalogue
    .all()
    .map((f) => {
      // a shared prefix or containment counts as close too ("sslen" -> "sslength")
      const d = editDistance(target, f.name);
      const contains = f.name.includes(target) || target.includes(f.name);
      return { name: f.name, d: contains ? Math.min(d, 1 + Math.abs(f.name.length - target.length) / 4) : d };
    })
    .filter((x) => x.d <= limit)
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name))
    .slice(0, n)
    .map((x) => x.name);
}

export const describe = (f: FunctionInfo): { name: string; signature: string; summary: string; arguments: string } => ({
  name: f.name,
  signature: docSignature(f.doc),
  summary: docSummary(f.doc),
  arguments: f.max === Infinity ? `${f.min} or more` : f.min === f.max ? `${f.min}` : `${f.min} to ${f.max}`,
});
