/*
 * The language core: the builtin tables every interpreter has (an `Interp` without a `builtins`
 * option gets exactly these). It is one row of the run's registry, interpreter/runner/families.ts,
 * which adds the drawing, input, file and sandbox families.
 */
import type { BuiltinDef } from './registry.js';
import { COMPARE_BUILTINS } from './compare.js';
import { CONTROL_BUILTINS } from './control.js';
import { CONVERSION_BUILTINS } from './conversion.js';
import { DISPLAY_BUILTINS } from './display.js';
import { ERROR_MODE_BUILTINS } from './error-modes.js';
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

const LANGUAGE_TABLES: ReadonlyArray<readonly BuiltinDef[]> = [
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
  ERROR_MODE_BUILTINS,
];

export const LANGUAGE_CORE: readonly BuiltinDef[] = LANGUAGE_TABLES.flat();
