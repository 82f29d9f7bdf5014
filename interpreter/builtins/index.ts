/*
 * The language-core builtin families, collected. Drawing and runner families are added by the
 * host through InterpOptions.extraBuiltins.
 */
import type { BuiltinDef } from './registry.js';
import { CONTROL_BUILTINS } from './control.js';
import { CONVERSION_BUILTINS } from './conversion.js';
import { MATH_BUILTINS } from './math.js';
import { OUTPUT_BUILTINS } from './output.js';
import { STRING_BUILTINS } from './strings.js';
import { VL_STRING_BUILTINS } from './vl-strings.js';
import { WCMATCH_BUILTINS } from './wcmatch.js';

export const LANGUAGE_FAMILIES: ReadonlyArray<readonly BuiltinDef[]> = [
  CONTROL_BUILTINS,
  MATH_BUILTINS,
  OUTPUT_BUILTINS,
  STRING_BUILTINS,
  VL_STRING_BUILTINS,
  WCMATCH_BUILTINS,
  CONVERSION_BUILTINS,
];

export const ALL_BUILTINS: readonly BuiltinDef[] = LANGUAGE_FAMILIES.flat();
