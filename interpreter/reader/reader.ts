/*
 * The AutoLISP reader: text -> forms. Lists are Cons chains whose cells carry the source span of
 * their opening paren, so the compiler can point errors at the right line and column. Symbols are
 * interned through the caller's `intern` (each interpreter has its own symbol table) and
 * upper-cased; `nil` reads as null. Errors use AutoCAD's wording plus the location AutoCAD never
 * gives: the unclosed paren, the extra paren, the unterminated string.
 */
import { raiseAt } from '../core/errors.js';
import { LineIndex, type Span } from '../core/span.js';
import { Cons, Real, Sym, type Value } from '../core/values.js';

export interface ReadOptions {
  file?: string;
  intern: (name: string) => Sym;
}

const INT_RE = /^[+-]?\d+$/;
const REAL_RE = /^[+-]?(\d+\.\d*|\.\d+|\d+)([eE][+-]?\d+)?$/;
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** Read every top-level form of a source text. Throws a LispError (kind 'syntax') on bad input. */
export function readAll(text: string, opts: ReadOptions): Value[] {
  const r = new Reader(text, opts);
  const forms: Value[] = [];
  for (;;) {
    const f = r.next();
    if (f === EOF) return forms;
    forms.push(f as Value);
  }
}

/** Read the first form of a text (the `read` builtin); returns EOF marker handling to the caller. */
export function readFirst(text: string, opts: ReadOptions): { form: Value; found: boolean; end: number } {
  const r = new Reader(text, opts);
  const f = r.next();
  return f === EOF ? { form: null, found: false, end: text.length } : { form: f as Value, found: true, end: r.pos };
}

/**
 * Is this console input whole, so Enter should run it? Not while a list or a string is still
 * open; an extra ")" or other reader errors count as whole (running it reports them). `!name`
 * (a variable's value at AutoCAD's command line) is whole.
 */
export function isCompleteInput(text: string): boolean {
  if (!text.trim() || /^!\s*\S+\s*$/.test(text.trim())) return true;
  try {
    readAll(text, { file: '<console>', intern: (n) => new Sym(n) });
    return true;
  } catch (e) {
    const code = (e as { code?: string }).code;
    return code !== 'malformedList' && code !== 'malformedString';
  }
}

/** Parse a number token the way the reader does; undefined when it is not a number. */
export function parseNumberToken(tok: string): Value | undefined {
  if (INT_RE.test(tok)) {
    const n = Number(tok);
    return n >= INT_MIN && n <= INT_MAX ? n : new Real(n);
  }
  if (REAL_RE.test(tok)) return new Real(Number(tok));
  return undefined;
}

const EOF = Symbol('eof');
const CLOSE = Symbol('close');
const DOT = Symbol('dot');
type Token = Value | typeof EOF | typeof CLOSE | typeof DOT;

function isDelimiter(c: number): boolean {
  // whitespace ( ) ' " ;
  return c <= 32 || c === 40 || c === 41 || c === 39 || c === 34 || c === 59;
}

class Reader {
  pos = 0;
  private readonly lines: LineIndex;
  private readonly file: string;
  private readonly quoteSym: Sym;

  constructor(
    private readonly text: string,
    private readonly opts: ReadOptions,
  ) {
    this.file = opts.file ?? '<input>';
    this.quoteSym = opts.intern('QUOTE');
    this.lines = new LineIndex(text);
  }

  span(start: number, end = start + 1): Span {
    const a = this.lineCol(start);
    const b = this.lineCol(end);
    return { file: this.file, line: a.line, col: a.col, start, end, endLine: b.line, endCol: b.col };
  }

  private lineCol(offset: number): { line: number; col: number } {
    return this.lines.at(offset);
  }

  /** Next top-level form, or EOF. A stray ')' at top level is an error. */
  next(): Value | typeof EOF {
    const start = this.skipSpace();
    const t = this.token();
    if (t === CLOSE) raiseAt(this.span(start), 'extraRightParen');
    if (t === DOT) raiseAt(this.span(start), 'misplacedDot');
    return t;
  }

  private skipSpace(): number {
    const s = this.text;
    for (;;) {
      const c = s.charCodeAt(this.pos);
      if (Number.isNaN(c)) return this.pos;
      if (c <= 32) {
        this.pos++;
      } else if (c === 59) {
        if (s.charCodeAt(this.pos + 1) === 124) {
          // ;| block comment |;
          const end = s.indexOf('|;', this.pos + 2);
          this.pos = end < 0 ? s.length : end + 2;
        } else {
          const nl = s.indexOf('\n', this.pos);
          this.pos = nl < 0 ? s.length : nl + 1;
        }
      } else {
        return this.pos;
      }
    }
  }

  private token(): Token {
    const s = this.text;
    const start = this.skipSpace();
    if (start >= s.length) return EOF;
    const c = s.charCodeAt(start);
    if (c === 40) {
      this.pos++;
      return this.list(start);
    }
    if (c === 41) {
      this.pos++;
      return CLOSE;
    }
    if (c === 39) {
      this.pos++;
      const inner = this.token();
      if (inner === EOF) raiseAt(this.span(start), 'malformedList');
      if (inner === CLOSE || inner === DOT) raiseAt(this.span(start), 'malformedList');
      return new Cons(this.quoteSym, new Cons(inner as Value, null), this.span(start, this.pos));
    }
    if (c === 34) return this.string(start);
    // atom
    let end = start;
    while (end < s.length && !isDelimiter(s.charCodeAt(end))) end++;
    this.pos = end;
    const tok = s.slice(start, end);
    if (tok === '.') return DOT;
    const n = parseNumberToken(tok);
    if (n !== undefined) return n;
    const name = tok.toUpperCase();
    if (name === 'NIL') return null;
    return this.opts.intern(name);
  }

  private list(open: number): Value {
    const items: Value[] = [];
    let tail: Value = null;
    for (;;) {
      const at = this.skipSpace();
      const t = this.token();
      if (t === EOF) raiseAt(this.span(open), 'malformedList');
      if (t === CLOSE) break;
      if (t === DOT) {
        if (items.length === 0) raiseAt(this.span(at), 'misplacedDot');
        const cdr = this.token();
        if (cdr === EOF) raiseAt(this.span(open), 'malformedList');
        if (cdr === CLOSE || cdr === DOT) raiseAt(this.span(at), 'misplacedDot');
        tail = cdr as Value;
        const afterAt = this.skipSpace();
        const closing = this.token();
        if (closing === EOF) raiseAt(this.span(open), 'malformedList');
        if (closing !== CLOSE) raiseAt(this.span(afterAt), 'extraCdrs');
        break;
      }
      items.push(t as Value);
    }
    const span = this.span(open, this.pos);
    let out: Value = tail;
    for (let i = items.length - 1; i >= 0; i--) out = new Cons(items[i] as Value, out, i === 0 ? span : undefined);
    if (items.length === 0) return null; // () is nil
    return out;
  }

  private string(open: number): string {
    const s = this.text;
    let i = open + 1;
    let out = '';
    for (;;) {
      if (i >= s.length) raiseAt(this.span(open), 'malformedString');
      const ch = s[i] as string;
      if (ch === '"') {
        this.pos = i + 1;
        return out;
      }
      if (ch === '\\') {
        const e = s[i + 1];
        if (e === undefined) raiseAt(this.span(open), 'malformedString');
        i += 2;
        switch (e) {
          case 'n': out += '\n'; break;
          case 'r': out += '\r'; break;
          case 't': out += '\t'; break;
          case 'e': out += '\x1b'; break;
          case '\\': out += '\\'; break;
          case '"': out += '"'; break;
          default:
            if (e >= '0' && e <= '7') {
              // \nnn octal (up to three digits)
              let j = i - 1;
              let code = 0;
              let k = 0;
              while (k < 3 && j < s.length && s[j]! >= '0' && s[j]! <= '7') {
                code = code * 8 + (s.charCodeAt(j) - 48);
                j++;
                k++;
              }
              out += String.fromCharCode(code);
              i = j;
            } else {
              out += e; // unknown escape keeps the character
            }
        }
        continue;
      }
      out += ch;
      i++;
    }
  }
}
