/*
 * Positions in a source text for Check Text: offsets to line/column, and where a symbol is
 * written inside a form (the reader keeps spans for lists only, so an atom is found by scanning
 * the form's text, skipping strings and comments).
 */
import { LineIndex, type Span } from '../core/span.js';

export interface Place {
  line: number;
  col: number;
  endLine: number;
  endCol: number;
}

export class SourceMap {
  private readonly lines: LineIndex;

  constructor(readonly text: string) {
    this.lines = new LineIndex(text);
  }

  /** 1-based line and column of an offset. */
  at(offset: number): { line: number; col: number } {
    return this.lines.at(offset);
  }

  range(start: number, end: number): Place {
    const a = this.at(start);
    const b = this.at(end);
    return { line: a.line, col: a.col, endLine: b.line, endCol: b.col };
  }

  /** The whole form. */
  ofSpan(s: Span): Place {
    return this.range(s.start, s.end);
  }

  /**
   * Where the atom `name` (upper-case, as read) is written inside the span, at or after `from`
   * (an offset); undefined when it cannot be found (e.g. the form was made by a macro-like read).
   */
  findAtom(s: Span, name: string, from = s.start + 1): { start: number; end: number } | undefined {
    const t = this.text;
    let i = Math.max(from, s.start);
    const end = Math.min(s.end, t.length);
    while (i < end) {
      const c = t[i] as string;
      if (c === '"') {
        i++;
        while (i < end && t[i] !== '"') i += t[i] === '\\' ? 2 : 1;
        i++;
        continue;
      }
      if (c === ';') {
        if (t[i + 1] === '|') {
          const close = t.indexOf('|;', i + 2);
          i = close < 0 ? end : close + 2;
        } else while (i < end && t[i] !== '\n') i++;
        continue;
      }
      if (/[\s()']/.test(c)) {
        i++;
        continue;
      }
      const start = i;
      while (i < end && !/[\s()'";]/.test(t[i] as string)) i++;
      if (t.slice(start, i).toUpperCase() === name) return { start, end: i };
    }
    return undefined;
  }
}
