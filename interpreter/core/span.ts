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

export const formatSpan = (s: Span): string => `${s.file}:${s.line}:${s.col}`;
