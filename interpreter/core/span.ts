/** A source location. Lines and columns are 1-based; offsets are 0-based into the file text. */
export interface Span {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly start: number;
  readonly end: number;
  readonly endLine?: number;
  readonly endCol?: number;
}

/** Line and column (1-based) of an offset in a text. */
export function lineColAt(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, col: offset - lineStart + 1 };
}

/** Offsets to 1-based line and column in one text, by binary search over its line starts. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }

  at(offset: number): { line: number; col: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - (this.starts[lo] as number) + 1 };
  }
}

export const formatSpan = (s: Span): string => `${s.file}:${s.line}:${s.col}`;
