/*
 * The DCL reader: text -> DclFileAst. A hand-written tokenizer and recursive-descent parser for
 * the grammar of Autodesk's DCL reference:
 *
 *   file       := ( '@include' STRING | definition )*
 *   definition := NAME ':' NAME ( ':' NAME )* '{' body '}'
 *   body       := ( NAME '=' value ';' | NAME ';' | ':' NAME '{' body '}' )*
 *   value      := STRING | NUMBER | NAME
 *
 * with // and C comments, C escapes in strings, and case-sensitive names. Like AutoCAD, the
 * reader stops at the first syntax error; the error is returned as a located diagnostic.
 */
import { MESSAGES } from '../core/messages.js';
import type { AttrValue, DclAttr, DclChild, DclDefinition, DclDiagnostic, DclFileAst, DclPos } from './dcl-ast.js';

type TokKind = 'name' | 'string' | 'number' | 'punct' | 'include' | 'eof';

interface Token {
  kind: TokKind;
  text: string;
  pos: DclPos;
}

class SyntaxStop extends Error {
  constructor(readonly diagnostic: DclDiagnostic) {
    super(diagnostic.message);
  }
}

const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/;
const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', "'": "'" };

class Lexer {
  private i = 0;
  private line = 1;
  private lineStart = 0;

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {}

  private pos(at = this.i): DclPos {
    return { file: this.file, line: this.line, column: at - this.lineStart + 1 };
  }

  fail(pos: DclPos, message: string): never {
    throw new SyntaxStop({ ...pos, severity: 'error', message });
  }

  private advance(n = 1): void {
    for (let k = 0; k < n; k++) {
      if (this.text.charCodeAt(this.i) === 10) {
        this.line++;
        this.lineStart = this.i + 1;
      }
      this.i++;
    }
  }

  private skipSpaceAndComments(): void {
    const t = this.text;
    for (;;) {
      const c = t[this.i];
      if (c === undefined) return;
      if (c === ' ' || c === '\t' || c === '\r' || c === '\n' || c === '\f' || c === '\v' || c === '\uFEFF') {
        this.advance();
      } else if (c === '/' && t[this.i + 1] === '/') {
        while (this.i < t.length && t[this.i] !== '\n') this.advance();
      } else if (c === '/' && t[this.i + 1] === '*') {
        const start = this.pos();
        const end = t.indexOf('*/', this.i + 2);
        if (end < 0) this.fail(start, MESSAGES.dclUnclosedComment());
        this.advance(end + 2 - this.i);
      } else return;
    }
  }

  next(): Token {
    this.skipSpaceAndComments();
    const t = this.text;
    const pos = this.pos();
    const c = t[this.i];
    if (c === undefined) return { kind: 'eof', text: '', pos };
    if (c === '"') return { kind: 'string', text: this.readString(pos), pos };
    if (c === '@') {
      const m = /^@include\b/.exec(t.slice(this.i, this.i + 9));
      if (!m) this.fail(pos, MESSAGES.dclUnexpected(c));
      this.advance(8);
      return { kind: 'include', text: '@include', pos };
    }
    if (c === ':' || c === '{' || c === '}' || c === ';' || c === '=') {
      this.advance();
      return { kind: 'punct', text: c, pos };
    }
    const num = NUMBER_RE.exec(t.slice(this.i, this.i + 40));
    if (num && (/[\d.]/.test(c) || ((c === '-' || c === '+') && /[\d.]/.test(t[this.i + 1] ?? '')))) {
      this.advance(num[0].length);
      return { kind: 'number', text: num[0], pos };
    }
    if (NAME_START.test(c)) {
      let j = this.i + 1;
      while (j < t.length && NAME_PART.test(t[j] as string)) j++;
      const text = t.slice(this.i, j);
      this.advance(j - this.i);
      return { kind: 'name', text, pos };
    }
    return this.fail(pos, MESSAGES.dclUnexpected(c));
  }

  private readString(pos: DclPos): string {
    const t = this.text;
    this.advance(); // opening quote
    let out = '';
    for (;;) {
      const c = t[this.i];
      if (c === undefined || c === '\n') this.fail(pos, MESSAGES.dclUnclosedString());
      if (c === '"') {
        this.advance();
        return out;
      }
      if (c === '\\') {
        const e = t[this.i + 1];
        if (e === undefined) this.fail(pos, MESSAGES.dclUnclosedString());
        out += ESCAPES[e] ?? e;
        this.advance(2);
        continue;
      }
      out += c;
      this.advance();
    }
  }
}

class Parser {
  private tok: Token;

  constructor(private readonly lx: Lexer) {
    this.tok = lx.next();
  }

  private take(): Token {
    const t = this.tok;
    this.tok = this.lx.next();
    return t;
  }

  private expected(what: string): never {
    const shown = this.tok.kind === 'eof' ? MESSAGES.dclEndOfFile() : this.tok.kind === 'string' ? `"${this.tok.text}"` : this.tok.text;
    return this.lx.fail(this.tok.pos, MESSAGES.dclExpected(what, shown));
  }

  private punct(p: string): Token {
    if (this.tok.kind !== 'punct' || this.tok.text !== p) this.expected(`"${p}"`);
    return this.take();
  }

  private name(what: string): Token {
    if (this.tok.kind !== 'name') this.expected(what);
    return this.take();
  }

  private isPunct(p: string): boolean {
    return this.tok.kind === 'punct' && this.tok.text === p;
  }

  /** Fill `out` (so what came before a syntax error is kept). */
  file(out: DclFileAst): DclFileAst {
    while (this.tok.kind !== 'eof') {
      if (this.tok.kind === 'include') {
        const at = this.take();
        if ((this.tok as Token).kind !== 'string') this.expected(MESSAGES.dclWhatFileName());
        out.includes.push({ file: this.take().text, pos: at.pos });
        continue;
      }
      out.definitions.push(this.definition());
    }
    return out;
  }

  private definition(): DclDefinition {
    const head = this.name(MESSAGES.dclWhatDefinition());
    this.punct(':');
    const parents = [this.name(MESSAGES.dclWhatPrototype()).text];
    while (this.isPunct(':')) {
      this.take();
      parents.push(this.name(MESSAGES.dclWhatPrototype()).text);
    }
    const { attrs, children } = this.body();
    // a stray ";" after a definition is harmless
    while (this.isPunct(';')) this.take();
    return { name: head.text, parents, attrs, children, pos: head.pos };
  }

  private body(): { attrs: DclAttr[]; children: DclChild[] } {
    this.punct('{');
    const attrs: DclAttr[] = [];
    const children: DclChild[] = [];
    while (!this.isPunct('}')) {
      if (this.tok.kind === 'eof') this.expected('"}"');
      if (this.isPunct(':')) {
        const colon = this.take();
        const proto = this.name(MESSAGES.dclWhatPrototype());
        const inner = this.body();
        children.push({ kind: 'inline', proto: proto.text, attrs: inner.attrs, children: inner.children, pos: colon.pos });
        continue;
      }
      if (this.isPunct(';')) {
        this.take();
        continue;
      }
      const n = this.name(MESSAGES.dclWhatBodyItem());
      if (this.isPunct('=')) {
        this.take();
        const value = this.value();
        this.punct(';');
        attrs.push({ name: n.text, value, pos: n.pos });
      } else {
        this.punct(';');
        children.push({ kind: 'ref', name: n.text, pos: n.pos });
      }
    }
    this.take();
    return { attrs, children };
  }

  private value(): AttrValue {
    const t = this.tok;
    if (t.kind === 'string') {
      this.take();
      return { kind: 'string', text: t.text };
    }
    if (t.kind === 'number') {
      this.take();
      return { kind: 'number', text: t.text, num: Number(t.text) };
    }
    if (t.kind === 'name') {
      this.take();
      return { kind: 'word', text: t.text };
    }
    return this.expected(MESSAGES.dclWhatValue());
  }
}

export interface ParseOutcome {
  ast: DclFileAst;
  /** the first syntax error, when there is one (the AST then holds what came before it) */
  error?: DclDiagnostic;
}

/** Read one DCL text. Never throws: a syntax error comes back located. */
export function parseDcl(text: string, file: string): ParseOutcome {
  const lx = new Lexer(text, file);
  let parser: Parser;
  try {
    parser = new Parser(lx);
  } catch (e) {
    if (e instanceof SyntaxStop) return { ast: { file, includes: [], definitions: [] }, error: e.diagnostic };
    throw e;
  }
  const partial: DclFileAst = { file, includes: [], definitions: [] };
  try {
    return { ast: parser.file(partial) };
  } catch (e) {
    if (e instanceof SyntaxStop) return { ast: partial, error: e.diagnostic };
    throw e;
  }
}
