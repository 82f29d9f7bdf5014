/*
 * The selection area's public face: the builtin families (selection sets, getvar/setvar, trans and
 * textbox) and the hooks the runner and the drawing database use.
 */
import type { BuiltinDef } from '../../builtins/registry.js';
import { SYSVAR_BUILTINS } from '../builtins/sysvars.js';
import { TRANS_BUILTINS } from '../builtins/geometry-trans.js';
import { SELECTION_BUILTINS } from './builtins.js';

export { SELECTION_BUILTINS } from './builtins.js';
export { SYSVAR_BUILTINS } from '../builtins/sysvars.js';
export { TRANS_BUILTINS } from '../builtins/geometry-trans.js';
export { setImpliedSelection, MAX_OPEN_SETS } from './state.js';
export { compileFilter, EntityView, FilterGrammarError } from './filter/index.js';
export { compileWcmatch } from './wildcard.js';
export type { SelectableEntity, SelectionSource, LayerState, BlockGeometry } from './source.js';

/** Every family this area provides: ssget & co, getvar/setvar, trans/textbox. */
export const SELECTION_FAMILIES: ReadonlyArray<readonly BuiltinDef[]> = [SELECTION_BUILTINS, SYSVAR_BUILTINS, TRANS_BUILTINS];
