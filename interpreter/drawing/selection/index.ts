/*
 * The selection area's public face: its builtin table (registered by runner/families.ts), the
 * implied selection hook and the filter compiler.
 */
export { SELECTION_BUILTINS } from './builtins.js';
export { setImpliedSelection, MAX_OPEN_SETS } from './state.js';
export { compileFilter, EntityView, FilterGrammarError } from './filter/index.js';
export { compileWcmatch } from './wildcard.js';

