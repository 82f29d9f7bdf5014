/*
 * Wildcard matching for ssget filters: the one wcmatch implementation (builtins/wcmatch.ts) with two
 * additions filters need. Names in filters compare case-insensitively (the pattern and the text are
 * upper-cased), and answers are memoised per compiled pattern because entity strings repeat (types,
 * layer names), which also spares the upper-casing in the hot loop; the last answer is kept apart,
 * since consecutive entities mostly share it.
 */
import { compileWcmatch as compileCaseSensitive } from '../../builtins/wcmatch.js';

export type Matcher = (s: string) => boolean;

const MEMO_LIMIT = 4096;

/**
 * Compile a wcmatch pattern. `caseInsensitive` is for ssget filters (names are case-insensitive
 * there); wcmatch itself is case-sensitive.
 */
export function compileWcmatch(pattern: string, caseInsensitive = false): Matcher {
  const base = compileCaseSensitive(caseInsensitive ? pattern.toUpperCase() : pattern);
  const test: Matcher = caseInsensitive ? (s) => base(s.toUpperCase()) : base;
  const memo = new Map<string, boolean>();
  // the string just tested comes again most of the time (a run of one type or layer): no lookup then
  let last = '';
  let lastAnswer = test('');
  return (s) => {
    if (s === last) return lastAnswer;
    let r = memo.get(s);
    if (r === undefined) {
      r = test(s);
      if (memo.size < MEMO_LIMIT) memo.set(s, r);
    }
    last = s;
    lastAnswer = r;
    return r;
  };
}

/** True when the pattern contains no wildcard syntax (so it names one string exactly). */
export function isLiteralPattern(pattern: string): boolean {
  return !/[#@.*?[`~,]/.test(pattern);
}
