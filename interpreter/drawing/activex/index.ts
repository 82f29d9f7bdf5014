/*
 * The ActiveX object model's builtin tables, registered by interpreter/runner/families.ts:
 * variants, safearrays and the vlax-vb / :vlax-true constants (no drawing needed), the enum
 * constants of the catalogue (acByLayer, acExtendNone ...), and the object model itself — the
 * generated vla- functions and the vlax- functions — which works on the run's drawing.
 * The enum constants and the object model are made on first use (lazyTable): their ~2,800 rows
 * cost more than a short run (`lispwright eval 1`) takes; a run makes them when it first names
 * one of them.
 */
import { defineBuiltins, defineConstants, lazyTable } from '../../builtins/registry.js';
import { VLAX_BUILTINS } from './builtins.js';
import { catalogueConstants } from './catalogue.js';
import { makeVlaBuiltins } from './generated.js';
import { VARIANT_BUILTINS, VARIANT_CONSTANTS } from './variants.js';

export const ACTIVEX_DATA_BUILTINS = defineBuiltins([...VARIANT_BUILTINS, ...VARIANT_CONSTANTS]);

let constantNames: ReadonlySet<string> | undefined;
/** The enum constants' names in upper case (acByLayer → ACBYLAYER): what the constants table covers. */
export const activexConstantNames = (): ReadonlySet<string> => (constantNames ??= new Set(Object.keys(catalogueConstants()).map((n) => n.toUpperCase())));

export const ACTIVEX_CONSTANTS = lazyTable(
  // every constant begins AC or K (test/unit/lazy-families checks covers): other names never read the catalogue
  (n) => (n.startsWith('AC') || n.startsWith('K')) && activexConstantNames().has(n),
  () => defineConstants(Object.entries(catalogueConstants()).map(([name, value]) => [name.toLowerCase(), value, `${name} — ActiveX enum constant, ${value}.`] as const)),
);

/** vlax- and vla- rows: every name begins VLA. */
export const ACTIVEX_OBJECT_BUILTINS = lazyTable(
  (n) => n.startsWith('VLA'),
  () => defineBuiltins([...VLAX_BUILTINS, ...makeVlaBuiltins()]),
);

export { CATALOGUE_SOURCE } from './catalogue.js';
