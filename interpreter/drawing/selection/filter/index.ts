/*
 * compileFilter: an ssget filter list, compiled once into a predicate over entities. Throws a
 * LispError for an unusable list and FilterGrammarError (with its ERRNO) for a malformed filter.
 */
import type { Value } from '../../../core/values.js';
import { compileNode, EntityView, type Predicate } from './compile.js';
import { parseFilter } from './parse.js';

export { EntityView, type Predicate } from './compile.js';
export { FilterGrammarError, FILTER_ERRNO, parseFilter, type FilterNode } from './parse.js';

/** nil compiles to "accept everything". */
export function compileFilter(list: Value): Predicate | null {
  if (list === null) return null;
  return compileNode(parseFilter(list));
}

/** Convenience for callers that test one entity at a time (ssadd-like paths, tests). */
export function matchesFilter(pred: Predicate | null, view: EntityView): boolean {
  return pred === null || pred(view);
}
