/*
 * initget state and keyword matching, as AutoCAD validates typed answers:
 *   "LType"      -> the capitals are the required part: LT, LTY, LTYP, LTYPE (any case)
 *   "eXit"       -> X, or EX, EXI, EXIT
 *   "LTYPE,LT"   -> explicit abbreviation after the comma; returns "LTYPE"
 *   "Yes No _Y N" -> local keywords before the first "_" token, global ones after it: a match
 *                    returns the global keyword; typing "_Y" matches the global list directly.
 * A keyword with no capitals must be typed in full.
 */
export interface Keyword {
  /** the keyword as written (before any comma) */
  full: string;
  /** upper-case required part */
  required: string;
  /** matching needs the response to start the keyword and be at least this long */
  minPrefix: number;
}

export interface InitgetState {
  bits: number;
  local: Keyword[];
  global: string[];
}

export const INITGET = {
  NO_NULL: 1,
  NO_ZERO: 2,
  NO_NEGATIVE: 4,
  NO_LIMITS: 8,
  ARBITRARY: 128,
} as const;

export function parseKeywords(text: string): { local: Keyword[]; global: string[] } {
  const tokens = text.split(/\s+/).filter((t) => t !== '');
  const local: Keyword[] = [];
  const global: string[] = [];
  let inGlobal = false;
  for (const tok of tokens) {
    let t = tok;
    if (!inGlobal && t.startsWith('_')) {
      inGlobal = true;
      t = t.slice(1);
      if (t === '') continue;
    }
    if (inGlobal) global.push(t.split(',')[0] as string);
    else local.push(makeKeyword(t));
  }
  return { local, global };
}

function makeKeyword(tok: string): Keyword {
  const comma = tok.indexOf(',');
  if (comma > 0) {
    const full = tok.slice(0, comma);
    const required = tok.slice(comma + 1).toUpperCase() || full.toUpperCase();
    const up = full.toUpperCase();
    return { full, required, minPrefix: up.startsWith(required) ? required.length : up.length };
  }
  let caps = '';
  let lastCap = -1;
  for (let i = 0; i < tok.length; i++) {
    const c = tok[i] as string;
    if (c !== c.toLowerCase() || (c >= '0' && c <= '9')) {
      caps += c;
      lastCap = i;
    }
  }
  if (caps === '') return { full: tok, required: tok.toUpperCase(), minPrefix: tok.length };
  return { full: tok, required: caps.toUpperCase(), minPrefix: lastCap + 1 };
}

function matches(k: Keyword, response: string): boolean {
  const up = k.full.toUpperCase();
  return response === up || response === k.required || (response.length >= k.minPrefix && up.startsWith(response));
}

/** The keyword a typed response selects (the global one when given), or undefined. */
export function matchKeyword(st: InitgetState | null, typed: string): string | undefined {
  if (!st || (st.local.length === 0 && st.global.length === 0)) return undefined;
  const response = typed.trim().toUpperCase();
  if (response === '') return undefined;
  if (response.startsWith('_') && st.global.length > 0) {
    const g = response.slice(1);
    for (const name of st.global) if (matches(makeKeyword(name), g)) return name;
    return undefined;
  }
  for (let i = 0; i < st.local.length; i++) {
    const k = st.local[i] as Keyword;
    if (matches(k, response)) return st.global[i] ?? k.full;
  }
  return undefined;
}

export const hasKeywords = (st: InitgetState | null): boolean => !!st && st.local.length + st.global.length > 0;
