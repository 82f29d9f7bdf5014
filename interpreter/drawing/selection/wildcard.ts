/*
 * AutoCAD wildcard patterns (wcmatch), compiled once into a matcher. ssget filters match every
 * string group against such a pattern, so the compiled form matters: plain literals become a string
 * comparison, everything else one anchored RegExp per comma-separated alternative.
 *
 * Pattern language (autolisp-semantics.md §8): # digit, @ letter, . one non-alphanumeric,
 * * any run, ? any one char, ~ at the start of an alternative negates it, [..] / [~..] classes with
 * ranges, `,` separates alternatives, ` (back-quote) makes the next char literal.
 * Choices where AutoCAD is silent: an unclosed `[` is a literal; `]` right after `[` or `[~` is a
 * member; a comma inside brackets is a member. Only the first 500 characters of each side count.
 *
 * NOTE for the integrator: interpreter/builtins/wcmatch.ts (another helper) exports the same
 * `compileWcmatch(pattern)` signature; once it lands, dedupe to one implementation.
 */

const MAX_LEN = 500;

export type Matcher = (s: string) => boolean;

interface Alt {
  neg: boolean;
  /** set when the alternative has no wildcard: compare strings */
  literal?: string;
  re?: RegExp;
}

// Escapes valid under the RegExp `u` flag: syntax characters outside a class, plus `-` inside one.
const escRe = (c: string): string => (/[\\^$.*+?()[\]{}|/]/.test(c) ? '\\' + c : c);
const escClass = (c: string): string => (/[\\^\]\[-]/.test(c) ? '\\' + c : c);

/** Split on top-level commas (not inside [..], not escaped). */
function splitAlternatives(p: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '`' && i + 1 < p.length) {
      cur += c + p[++i];
    } else if (c === '[') {
      const end = classEnd(p, i);
      if (end < 0) cur += c;
      else {
        cur += p.slice(i, end + 1);
        i = end;
      }
    } else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

/** Index of the `]` closing the class opened at `start`, or -1. */
function classEnd(p: string, start: number): number {
  let i = start + 1;
  if (p[i] === '~') i++;
  if (p[i] === ']') i++;
  for (; i < p.length; i++) {
    if (p[i] === '`') i++;
    else if (p[i] === ']') return i;
  }
  return -1;
}

function classToRe(body: string): string {
  let neg = false;
  let i = 0;
  if (body[0] === '~' && body.length > 1) {
    neg = true;
    i = 1;
  }
  let out = '';
  for (; i < body.length; i++) {
    let c = body[i]!;
    if (c === '`' && i + 1 < body.length) c = body[++i]!;
    if (body[i + 1] === '-' && i + 2 < body.length) {
      let hi = body[i + 2]!;
      let skip = 2;
      if (hi === '`' && i + 3 < body.length) {
        hi = body[i + 3]!;
        skip = 3;
      }
      out += `${escClass(c)}-${escClass(hi)}`;
      i += skip;
    } else out += escClass(c);
  }
  if (out === '') return neg ? '[\\s\\S]' : '(?!)';
  return neg ? `[^${out}]` : `[${out}]`;
}

function compileAlt(src: string, ci: boolean): Alt {
  let neg = false;
  let p = src;
  if (p.startsWith('~') && p.length > 1) {
    neg = true;
    p = p.slice(1);
  } else if (p === '~') {
    // a lone tilde: "not the empty pattern", i.e. any non-empty string
    return { neg: true, literal: '' };
  }
  if (!/[#@.*?[`~]/.test(p)) return { neg, literal: ci ? p.toUpperCase() : p };
  let re = '';
  let literalOnly = true;
  let lit = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    switch (c) {
      case '`':
        if (i + 1 < p.length) {
          const n = p[++i]!;
          re += escRe(n);
          lit += n;
        } else {
          re += '`';
          lit += '`';
        }
        continue;
      case '#': re += '[0-9]'; break;
      case '@': re += '\\p{L}'; break;
      case '.': re += '[^\\p{L}\\p{N}]'; break;
      case '*': re += '[\\s\\S]*'; break;
      case '?': re += '[\\s\\S]'; break;
      case '[': {
        const end = classEnd(p, i);
        if (end < 0) {
          re += '\\[';
          lit += '[';
          continue;
        }
        re += classToRe(p.slice(i + 1, end));
        i = end;
        break;
      }
      default:
        re += escRe(c);
        lit += c;
        continue;
    }
    literalOnly = false;
  }
  if (literalOnly) return { neg, literal: ci ? lit.toUpperCase() : lit };
  return { neg, re: new RegExp(`^(?:${re})$`, ci ? 'iu' : 'u') };
}

/**
 * Compile a wcmatch pattern. `caseInsensitive` is for ssget filters (names are case-insensitive
 * there); wcmatch itself is case-sensitive.
 */
export function compileWcmatch(pattern: string, caseInsensitive = false): Matcher {
  const m = compileUncached(pattern, caseInsensitive);
  // Entity strings repeat (types, layer names): remember answers, which also spares the
  // toUpperCase allocation in the hot loop. Bounded so a pass over unique texts cannot grow it.
  const memo = new Map<string, boolean>();
  return (s) => {
    let r = memo.get(s);
    if (r === undefined) {
      r = m(s);
      if (memo.size < MEMO_LIMIT) memo.set(s, r);
    }
    return r;
  };
}

const MEMO_LIMIT = 4096;

function compileUncached(pattern: string, caseInsensitive: boolean): Matcher {
  const alts = splitAlternatives(pattern.length > MAX_LEN ? pattern.slice(0, MAX_LEN) : pattern).map((a) =>
    compileAlt(a, caseInsensitive),
  );
  if (alts.length === 1) {
    const a = alts[0]!;
    if (a.literal !== undefined) {
      const lit = a.literal;
      if (caseInsensitive)
        return a.neg ? (s) => s !== lit && clip(s).toUpperCase() !== lit : (s) => s === lit || clip(s).toUpperCase() === lit;
      return a.neg ? (s) => clip(s) !== lit : (s) => clip(s) === lit;
    }
    const re = a.re!;
    return a.neg ? (s) => !re.test(clip(s)) : (s) => re.test(clip(s));
  }
  return (s) => {
    const t = clip(s);
    let up: string | undefined;
    for (const a of alts) {
      let hit: boolean;
      if (a.literal !== undefined) {
        if (caseInsensitive) up ??= t.toUpperCase();
        hit = (caseInsensitive ? up! : t) === a.literal;
      } else hit = a.re!.test(t);
      if (hit !== a.neg) return true;
    }
    return false;
  };
}

const clip = (s: string): string => (s.length > MAX_LEN ? s.slice(0, MAX_LEN) : s);

/** True when the pattern contains no wildcard syntax (so it names one string exactly). */
export function isLiteralPattern(pattern: string): boolean {
  return !/[#@.*?[`~,]/.test(pattern);
}
