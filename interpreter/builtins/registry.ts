/*
 * Builtin registration. Each family file ends with `export const X_BUILTINS = defineBuiltins([...])`
 * (one entry per function: name, min/max arity, a one-line doc, fn). builtins/index.ts collects the
 * language core; interpreter/runner/families.ts lists every family a run has. The evaluator checks
 * arity from these tables, and the same tables feed editor completion and the agent's function
 * lookup.
 *
 * `doc` format: "(name arg [optional] ...) — One line in our own words."
 */
import { makeError } from '../core/errors.js';
import type { BuiltinFn, BuiltinFn1, BuiltinFn2, Value } from '../core/values.js';

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
  /** optional: the same function for exactly one argument, called without an argument array */
  fn1?: BuiltinFn1;
  /** optional: the same function for exactly two arguments (used by + - < = ... on the hot path) */
  fn2?: BuiltinFn2;
  /**
   * A constant row (acByLayer, vlax-vbDouble, :vlax-true): the symbol is bound to `value`, or to
   * itself, instead of a function. Made by defineConstants; `fn` is then never called.
   */
  constant?: { readonly value: Value } | { readonly self: true };
  /**
   * Not a function: a symbol that evaluates to itself and prints as `name` is spelled (AutoCAD's
   * reactor names such as :VLR-Command-Reactor, which programs write unquoted). `fn` is unused.
   */
  selfEvaluating?: true;
}

/** Rows for symbols that stand for a value: [name, value (or 'self' for a symbol naming itself), doc]. */
export function defineConstants(rows: ReadonlyArray<readonly [string, Value | typeof SELF, string]>): readonly BuiltinDef[] {
  return defineBuiltins(
    rows.map(([name, value, doc]) => ({
      name,
      min: 0,
      max: 0,
      doc,
      fn: () => {
        throw makeError('badFunction', name.toUpperCase());
      },
      constant: value === SELF ? { self: true } : { value },
    })),
  );
}

/** defineConstants' marker for a self-evaluating symbol (:vlax-true evaluates to :vlax-true). */
export const SELF: unique symbol = Symbol('self-evaluating');

/** A self-evaluating symbol entry (see BuiltinDef.selfEvaluating). */
export const selfEvaluating = (name: string, doc: string): BuiltinDef => ({
  name, min: 0, max: 0, doc, selfEvaluating: true, fn: () => null,
});

export function defineBuiltins(defs: BuiltinDef[]): readonly BuiltinDef[] {
  const seen = new Set<string>();
  for (const d of defs) {
    if (seen.has(d.name)) throw new Error(`builtin ${d.name} registered twice`);
    seen.add(d.name);
    if (d.fn1 && (d.min > 1 || d.max < 1)) throw new Error(`builtin ${d.name}: fn1 given but 1 argument is not allowed`);
    if (d.fn2 && (d.min > 2 || d.max < 2)) throw new Error(`builtin ${d.name}: fn2 given but 2 arguments are not allowed`);
  }
  return Object.freeze(defs);
}

/**
 * A family's table made on first use: its rows cost more to make than a short run takes (2,101
 * vla- rows). `covers` says, without making the table, whether an upper-case name can be one of
 * its rows; `load` makes it once. An interpreter given one (Interp's `builtins`) loads it when a
 * symbol it covers is first interned, or when every symbol is listed (atoms-family).
 */
export interface LazyBuiltinTable {
  readonly covers: (upperName: string) => boolean;
  readonly load: () => readonly BuiltinDef[];
}

/** A table of a run's registry: made, or made on first use. */
export type BuiltinTable = readonly BuiltinDef[] | LazyBuiltinTable;

export const isLazyTable = (t: BuiltinTable): t is LazyBuiltinTable => 'covers' in t;

/** A table's rows (a lazy one is made now). */
export const tableRows = (t: BuiltinTable): readonly BuiltinDef[] => (isLazyTable(t) ? t.load() : t);

let lazyTablesMade = 0;
/** How many lazy tables this process has made so far (start-up checks: `eval 1` makes none). */
export const lazyTablesMadeCount = (): number => lazyTablesMade;

/** A lazy table: `make` runs once, on the first `load`. */
export function lazyTable(covers: (upperName: string) => boolean, make: () => readonly BuiltinDef[]): LazyBuiltinTable {
  let rows: readonly BuiltinDef[] | undefined;
  return {
    covers,
    load: () => {
      if (!rows) {
        rows = make();
        lazyTablesMade++;
      }
      return rows;
    },
  };
}

/** Signature part of a doc string: "(strcat [str ...])". */
export const docSignature = (doc: string): string => doc.split(' — ')[0] ?? doc;
/** Description part of a doc string. */
export const docSummary = (doc: string): string => doc.split(' — ')[1] ?? '';
