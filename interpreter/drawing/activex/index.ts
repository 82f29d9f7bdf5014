/*
 * The ActiveX object model's builtin tables, registered by interpreter/runner/families.ts:
 * variants, safearrays and the vlax-vb / :vlax-true constants (no drawing needed), the enum
 * constants of the catalogue (acByLayer, acExtendNone ...), and the object model itself — the
 * generated vla- functions and the vlax- functions — which works on the run's drawing.
 */
import { defineBuiltins, defineConstants } from '../../builtins/registry.js';
import { VLAX_BUILTINS } from './builtins.js';
import { catalogueConstants } from './catalogue.js';
import { VLA_BUILTINS } from './generated.js';
import { VARIANT_BUILTINS, VARIANT_CONSTANTS } from './variants.js';

export const ACTIVEX_DATA_BUILTINS = defineBuiltins([...VARIANT_BUILTINS, ...VARIANT_CONSTANTS]);

export const ACTIVEX_CONSTANTS = defineConstants(
  Object.entries(catalogueConstants()).map(([name, value]) => [name.toLowerCase(), value, `${name} — ActiveX enum constant, ${value}.`] as const),
);

export const ACTIVEX_OBJECT_BUILTINS = defineBuiltins([...VLAX_BUILTINS, ...VLA_BUILTINS]);

export { CATALOGUE_SOURCE } from './catalogue.js';
