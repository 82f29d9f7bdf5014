/*
 * Builtin registration. Each family file ends with `export const X_BUILTINS = defineBuiltins([...])`
 * (one entry per function: name, min/max arity, a one-line doc, fn). builtins/index.ts collects the
 * families; the evaluator checks arity from these tables, and the same tables feed editor completion
 * and the agent's function lookup.
 *
 * `doc` format: "(name arg [optional] ...) — One line in our own words."
 */
import type { BuiltinFn } from '../core/values.js';

export interface BuiltinDef {
  /** lower-case AutoLISP name, as drafters write it */
  name: string;
  /** fewest arguments accepted */
  min: number;
  /** most arguments accepted (Infinity for variadic) */
  max: number;
  /** "(name args...) — description" */
  doc: string;
  fn: BuiltinFn;
}

export function defineBuiltins(defs: BuiltinDef[]): readonly BuiltinDef[] {
  const seen = new Set<string>();
  for (const d of defs) {
    if (seen.has(d.name)) throw new Error(`builtin ${d.name} registered twice`);
    seen.add(d.name);
  }
  return Object.freeze(defs);
}

/** Signature part of a doc string: "(strcat [str ...])". */
export const docSignature = (doc: string): string => doc.split(' — ')[0] ?? doc;
/** Description part of a doc string. */
export const docSummary = (doc: string): string => doc.split(' — ')[1] ?? '';
