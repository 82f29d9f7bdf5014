/*
 * A tolerant AutoLISP tokenizer for editor tooling (outline, completion context, signature help,
 * formatter). Unlike the interpreter's reader it never throws: unterminated strings and block
 * comments run to the end of the text, so the tools keep working on half-typed code.
 */

export type TokKind = 'open' | 'close' | 'quote' | 'string' | 'comment' | 'block-comment' | 'atom';

export interface Tok {
  kind: TokKind;
  start: number;
  end: number;
  text: string;
}

const isDelim = (c: string): boolean => c === '(' || c === ')' || c === "'" || c === '"' || c === ';' || c <= ' ';

export function lex(text: string): Tok[] {
  const out: Tok[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i] as string;
    if (c <= ' ') {
      i++;
      continue;
    }
    const start = i;
    if (c === '(' || c === ')' || c === "'") {
      out.push({ kind: c === '(' ? 'open' : c === ')' ? 'close' : 'quote', start, end: i + 1, text: c });
      i++;
    } else if (c === '"') {
      i++;
      while (i < n && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i = Math.min(n, i + 1);
      out.push({ kind: 'string', start, end: i, text: text.slice(start, i) });
    } else if (c === ';') {
      if (text[i + 1] === '|') {
        const e = text.indexOf('|;', i + 2);
        i = e < 0 ? n : e + 2;
        out.push({ kind: 'block-comment', start, end: i, text: text.slice(start, i) });
      } else {
        const e = text.indexOf('\n', i);
        i = e < 0 ? n : e;
        let end = i;
        if (text[end - 1] === '\r') end--;
        out.push({ kind: 'comment', start, end, text: text.slice(start, end) });
      }
    } else {
      while (i < n && !isDelim(text[i] as string)) i++;
      out.push({ kind: 'atom', start, end: i, text: text.slice(start, i) });
    }
  }
  return out;
}

const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
export const isNumberAtom = (s: string): boolean => NUMBER_RE.test(s);

/** 1-based line/column of an offset, using precomputed line starts. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

export function positionAt(starts: number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (starts[lo] as number) + 1 };
}

export function offsetAt(starts: number[], line: number, column: number): number {
  const base = starts[Math.max(0, Math.min(starts.length - 1, line - 1))] ?? 0;
  return base + column - 1;
}

/** The symbol-like word covering an offset (or ending at it), with its range. */
export function wordAt(text: string, offset: number): { word: string; start: number; end: number } | null {
  let s = offset;
  while (s > 0 && !isDelim(text[s - 1] as string)) s--;
  let e = offset;
  while (e < text.length && !isDelim(text[e] as string)) e++;
  if (s === e) return null;
  return { word: text.slice(s, e), start: s, end: e };
}
