/*
 * The function catalogue the model checks names against: every function a run can call (the
 * builtin registry, interpreter/runner/families.ts, with a drawing, plus the special forms), read
 * from a fresh interpreter so families added to the registry show up without touching the agent.
 */
import { Interp, Subr, docSignature, docSummary, type BuiltinDef } from '../interpreter/index.js';
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
