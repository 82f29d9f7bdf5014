/*
 * wcmatch: AutoCAD's wildcard patterns, case-sensitive.
 *   #  a digit          @  a letter          .  a character that is neither
 *   *  any run (even empty)                  ?  any one character
 *   ~  (first character of an alternative) matches what the rest does not
 *   [...] / [~...] one character in / not in the set, with ranges like A-Z
 *   ,  separates alternatives (any may match)  `  makes the next character literal
 * compileWcmatch turns a pattern into a small matcher once and caches it, because ssget
 * filters test the same pattern against every entity. The matcher is pure and never a RegExp:
 * stars are matched with single-star backtracking, O(len(string) * len(pattern)) at worst, so no
 * pattern can make it backtrack for minutes. As AutoCAD documents, only the first 500 characters
 * of the string and of the pattern are compared. compileGlob is the same engine for the plain
 * `*` `?` wildcards of file names (vl-directory-files) and application names (entget).
 */
import { argString } from './assert.js';
import { defineBuiltins } from './registry.js';

const LIT = 0;
const ANY = 1;
const STAR = 2;
const DIGIT = 3;
const ALPHA = 4;
const NONALNUM = 5;
const SET = 6;

interface Tok {
  k: number;
  /** the character code (LIT) */
  c: number;
  /** SET: inclusive [lo, hi] pairs */
  ranges?: number[];
  neg?: boolean;
}

type Test = (s: string) => boolean;

// Unicode property classes, made on first use: parsing one at load time cost every start.
let letterRe: RegExp | undefined;
let digitRe: RegExp | undefined;
const isUnicodeLetter = (ch: string): boolean => (letterRe ??= /\p{L}/u).test(ch);
const isUnicodeDigit = (ch: string): boolean => (digitRe ??= /\p{Nd}/u).test(ch);

/**
 * What `#` matches: every character AutoCAD's digit test (Windows iswdigit) accepts — ASCII 0-9,
 * the other Unicode decimal digits (Arabic-Indic, fullwidth ...) and the Latin-1 superscripts ¹ ² ³.
 */
function isDigit(c: number): boolean {
  if (c < 128) return c >= 48 && c <= 57;
  return c === 0xb2 || c === 0xb3 || c === 0xb9 || isUnicodeDigit(String.fromCharCode(c));
}

function isLetter(c: number): boolean {
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return isUnicodeLetter(String.fromCharCode(c));
}

function isAlnum(c: number): boolean {
  if (c < 128) return isDigit(c) || isLetter(c);
  const ch = String.fromCharCode(c);
  return isUnicodeLetter(ch) || isDigit(c);
}

function matchOne(t: Tok, c: number): boolean {
  switch (t.k) {
    case LIT: return c === t.c;
    case ANY: return true;
    case DIGIT: return isDigit(c);
    case ALPHA: return isLetter(c);
    case NONALNUM: return !isAlnum(c);
    default: {
      const r = t.ranges as number[];
      let hit = false;
      for (let i = 0; i < r.length; i += 2) {
        if (c >= (r[i] as number) && c <= (r[i + 1] as number)) {
          hit = true;
          break;
        }
      }
      return hit !== (t.neg === true);
    }
  }
}

/** Glob match with single-star backtracking: O(len(s) * len(tokens)) at worst. */
function matchTokens(toks: Tok[], s: string): boolean {
  const n = s.length;
  const m = toks.length;
  let si = 0;
  let ti = 0;
  let starTi = -1;
  let starSi = 0;
  while (si < n) {
    const t = toks[ti];
    if (t !== undefined && t.k !== STAR && matchOne(t, s.charCodeAt(si))) {
      si++;
      ti++;
    } else if (t !== undefined && t.k === STAR) {
      starTi = ti++;
      starSi = si;
    } else if (starTi >= 0) {
      ti = starTi + 1;
      si = ++starSi;
    } else return false;
  }
  while (ti < m && (toks[ti] as Tok).k === STAR) ti++;
  return ti === m;
}

/** Parse a bracket set starting after "["; returns the token and the index after "]", or null if unclosed. */
function parseSet(p: string, i: number): { tok: Tok; next: number } | null {
  let neg = false;
  if (p[i] === '~') {
    neg = true;
    i++;
  }
  const chars: number[] = [];
  const literalDash: boolean[] = [];
  let first = true;
  while (i < p.length) {
    let ch = p[i] as string;
    if (ch === ']' && !first) {
      const ranges: number[] = [];
      for (let k = 0; k < chars.length; k++) {
        const lo = chars[k] as number;
        if (k + 2 < chars.length && chars[k + 1] === 45 && !literalDash[k + 1]) {
          const hi = chars[k + 2] as number;
          ranges.push(Math.min(lo, hi), Math.max(lo, hi));
          k += 2;
        } else ranges.push(lo, lo);
      }
      return { tok: { k: SET, c: 0, ranges, neg }, next: i + 1 };
    }
    let escaped = false;
    if (ch === '`' && i + 1 < p.length) {
      i++;
      ch = p[i] as string;
      escaped = true;
    }
    chars.push(ch.charCodeAt(0));
    literalDash.push(escaped);
    first = false;
    i++;
  }
  return null;
}

interface Alt {
  neg: boolean;
  test: Test;
}

function compileAlt(toks: Tok[]): Test {
  const stars = toks.filter((t) => t.k === STAR).length;
  const lits = toks.every((t) => t.k === LIT || t.k === STAR);
  if (lits) {
    const text = (a: Tok[]) => {
      let out = '';
      for (const t of a) out += String.fromCharCode(t.c);
      return out;
    };
    if (stars === 0) {
      const want = text(toks);
      return (s) => s === want;
    }
    const last = toks.length - 1;
    if (stars === toks.length) return () => true;
    if (stars === 1 && toks[last]?.k === STAR) {
      const pre = text(toks.slice(0, last));
      return (s) => s.startsWith(pre);
    }
    if (stars === 1 && toks[0]?.k === STAR) {
      const suf = text(toks.slice(1));
      return (s) => s.endsWith(suf);
    }
    if (stars === 2 && toks[0]?.k === STAR && toks[last]?.k === STAR) {
      const mid = text(toks.slice(1, last));
      return (s) => s.includes(mid);
    }
  }
  return (s) => matchTokens(toks, s);
}

function parsePattern(p: string): Alt[] {
  const alts: Alt[] = [];
  let toks: Tok[] = [];
  let neg = false;
  let atStart = true;
  const finish = () => {
    // collapse runs of stars: they match the same thing and slow the backtracking
    const clean = toks.filter((t, i) => !(t.k === STAR && toks[i - 1]?.k === STAR));
    alts.push({ neg, test: compileAlt(clean) });
    toks = [];
    neg = false;
    atStart = true;
  };
  for (let i = 0; i < p.length; i++) {
    const ch = p[i] as string;
    if (atStart && ch === '~') {
      neg = true;
      atStart = false;
      continue;
    }
    atStart = false;
    switch (ch) {
      case ',': finish(); break;
      case '*': toks.push({ k: STAR, c: 0 }); break;
      case '?': toks.push({ k: ANY, c: 0 }); break;
      case '#': toks.push({ k: DIGIT, c: 0 }); break;
      case '@': toks.push({ k: ALPHA, c: 0 }); break;
      case '.': toks.push({ k: NONALNUM, c: 0 }); break;
      case '`':
        if (i + 1 < p.length) i++;
        toks.push({ k: LIT, c: p.charCodeAt(i) });
        break;
      case '[': {
        const set = parseSet(p, i + 1);
        if (set) {
          toks.push(set.tok);
          i = set.next - 1;
        } else toks.push({ k: LIT, c: 91 });
        break;
      }
      default: toks.push({ k: LIT, c: p.charCodeAt(i) });
    }
  }
  finish();
  return alts;
}

const CACHE_LIMIT = 512;
const cache = new Map<string, Test>();

/** AutoCAD compares only the first 500 characters (about) of the string and of the pattern. */
export const WCMATCH_MAX_CHARS = 500;
const head = (s: string): string => (s.length > WCMATCH_MAX_CHARS ? s.slice(0, WCMATCH_MAX_CHARS) : s);

/** Compile a wcmatch pattern into a reusable, case-sensitive test (cached per pattern). */
export function compileWcmatch(pattern: string): Test {
  const p = head(pattern);
  let fn = cache.get(p);
  if (fn) return fn;
  const test = compileAlternatives(p);
  fn = (s) => test(head(s));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(p, fn);
  return fn;
}

/**
 * A file-name style wildcard: `*` any run, `?` one character, everything else literal; commas
 * separate alternatives when `alternatives` is set. Linear-time, like wcmatch.
 */
export function compileGlob(pattern: string, opts: { caseInsensitive?: boolean; alternatives?: boolean } = {}): Test {
  const fold = opts.caseInsensitive === true;
  const parts = opts.alternatives ? pattern.split(',') : [pattern];
  const tests = parts.map((part) => {
    const text = fold ? part.toUpperCase() : part;
    const toks: Tok[] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 42) {
        if (toks[toks.length - 1]?.k !== STAR) toks.push({ k: STAR, c: 0 });
      } else toks.push(c === 63 ? { k: ANY, c: 0 } : { k: LIT, c });
    }
    return compileAlt(toks);
  });
  return (s) => {
    const t = fold ? s.toUpperCase() : s;
    for (const test of tests) if (test(t)) return true;
    return false;
  };
}

function compileAlternatives(pattern: string): Test {
  let fn: Test;
  const alts = parsePattern(pattern);
  if (alts.length === 1) {
    const a = alts[0] as Alt;
    fn = a.neg ? (s) => !a.test(s) : a.test;
  } else {
    fn = (s) => {
      for (let i = 0; i < alts.length; i++) {
        const a = alts[i] as Alt;
        if (a.test(s) !== a.neg) return true;
      }
      return false;
    };
  }
  return fn;
}

export const WCMATCH_BUILTINS = defineBuiltins([
  {
    name: 'wcmatch', min: 2, max: 2, doc: '(wcmatch string pattern) — T if string matches the wildcard pattern (case-sensitive).',
    fn: ([s, p], ctx) => {
      const str = argString(s ?? null);
      return compileWcmatch(argString(p ?? null))(str) ? ctx.T : null;
    },
  },
]);
