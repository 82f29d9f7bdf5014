/*
 * The language-core builtin families, collected. Drawing and runner families are added by the
 * host through InterpOptions.extraBuiltins.
 */
import type { BuiltinDef } from './registry.js';
import { COMPARE_BUILTINS } from './compare.js';
import { CONTROL_BUILTINS } from './control.js';
import { CONVERSION_BUILTINS } from './conversion.js';
import { DISPLAY_BUILTINS } from './display.js';
import { GEOMETRY_BUILTINS } from './geometry.js';
import { LIST_BUILTINS } from './lists.js';
import { VL_LIST_BUILTINS } from './lists-vl.js';
import { MATH_BUILTINS } from './math.js';
import { MATH_FN_BUILTINS } from './math-fns.js';
import { MEMORY_BUILTINS } from './memory.js';
import { OUTPUT_BUILTINS } from './output.js';
import { PREDICATE_BUILTINS } from './predicates.js';
import { STRING_BUILTINS } from './strings.js';
import { SYMBOL_BUILTINS } from './symbols.js';
import { VL_STRING_BUILTINS } from './vl-strings.js';
import { WCMATCH_BUILTINS } from './wcmatch.js';

export const LANGUAGE_FAMILIES: ReadonlyArray<readonly BuiltinDef[]> = [
  CONTROL_BUILTINS,
  MATH_BUILTINS,
  MATH_FN_BUILTINS,
  COMPARE_BUILTINS,
  PREDICATE_BUILTINS,
  LIST_BUILTINS,
  VL_LIST_BUILTINS,
  SYMBOL_BUILTINS,
  GEOMETRY_BUILTINS,
  MEMORY_BUILTINS,
  OUTPUT_BUILTINS,
  STRING_BUILTINS,
  VL_STRING_BUILTINS,
  WCMATCH_BUILTINS,
  CONVERSION_BUILTINS,
  DISPLAY_BUILTINS,
];

export const ALL_BUILTINS: readonly BuiltinDef[] = LANGUAGE_FAMILIES.flat();
