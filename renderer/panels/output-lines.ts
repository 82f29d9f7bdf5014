/*
 * A run's output as lines for a windowed view: the chunks (text, prompts, alerts) kept as pieces
 * with a typed-array index of where each newline is and of where each piece starts, so a
 * million lines cost two arrays, not a million objects, any line is cut out (with the kinds of its
 * pieces) on demand, and output streaming in is indexed as it arrives (OutputLinesBuilder). An alert always stands on lines of its own, as AutoCAD's alert box
 * stands apart from the command line. `text` is exactly what Copy gives.
 */
import type { OutputChunk } from '../../interpreter/runner/contract.js';

export interface OutputLines {
  /** the whole output, alerts on lines of their own */
  readonly text: string;
  /** number of lines (a final newline does not start an empty last line) */
  readonly count: number;
  /** the longest line's length in characters */
  readonly maxLineLength: number;
  /** offset in `text` where line i starts */
  lineStart(i: number): number;
  /** characters of line i, its newline not counted */
  lineLength(i: number): number;
  /** the pieces of line i (or of its columns from..to), each with its chunk's kind */
  line(i: number, from?: number, to?: number): Array<{ kind: OutputChunk['kind']; text: string }>;
}

/** Visual rows when long lines wrap at a number of characters: row → line and columns. */
export interface RowMap {
  readonly count: number;
  at(row: number): { line: number; from: number; to: number };
  /** the first row of a line */
  rowOf(line: number): number;
}

/** The last index below `count` whose (ascending) value is at most `v` (binary search; 0 when none). */
function lastAtMost(a: Float64Array, count: number, v: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (a[mid]! <= v) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Rows for lines wrapped at `perRow` characters (the pane is monospace, so a width is a character
 * count); one row per line when nothing is longer (no extra array at all).
 */
export function wrapRows(lines: OutputLines, perRow: number): RowMap {
  const n = lines.count;
  const long = Number.isFinite(perRow) && perRow >= 1 && lines.maxLineLength > perRow;
  if (!long) return { count: n, at: (row) => ({ line: row, from: 0, to: lines.lineLength(row) }), rowOf: (line) => line };
  const first = new Float64Array(n + 1);
  let r = 0;
  for (let i = 0; i < n; i++) {
    first[i] = r;
    r += Math.max(1, Math.ceil(lines.lineLength(i) / perRow));
  }
  first[n] = r;
  return {
    count: r,
    at(row) {
      const lo = lastAtMost(first, n, row);
      const from = (row - first[lo]!) * perRow;
      return { line: lo, from, to: Math.min(lines.lineLength(lo), from + perRow) };
    },
    rowOf: (line) => first[Math.max(0, Math.min(n, line))]!,
  };
}

export function outputLines(chunks: readonly OutputChunk[]): OutputLines {
  return new OutputLinesBuilder().append(chunks).view();
}

/** A Float64Array with room for `need` items (a bigger copy when full). */
function room(a: Float64Array<ArrayBuffer>, need: number): Float64Array<ArrayBuffer> {
  if (need <= a.length) return a;
  const b = new Float64Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/**
 * Output lines built as the output arrives (a run streaming into the pane): each append indexes
 * only the new text, and view() is a fixed picture of everything so far that later appends do not
 * change (they only write past what it reads). The pieces are kept as they came, not joined, so
 * appending never copies the text before; `text` is joined once, when asked for (Copy).
 */
export class OutputLinesBuilder {
  private readonly parts: string[] = [];
  private readonly kinds: Array<OutputChunk['kind']> = [];
  /** where each piece starts in the whole text */
  private starts = new Float64Array(16);
  /** where each newline is */
  private newlines = new Float64Array(256);
  private newlineCount = 0;
  private size = 0;
  private endsWithNewline = true;
  /** the longest line ended so far, and where the open last line starts */
  private longest = 0;
  private openStart = 0;

  append(chunks: readonly OutputChunk[]): this {
    for (const c of chunks) {
      if (c.kind === 'alert') {
        if (!this.endsWithNewline) this.push('text', '\n');
        this.push('alert', c.text.endsWith('\n') ? c.text : `${c.text}\n`);
      } else this.push(c.kind, c.text);
    }
    return this;
  }

  private push(kind: OutputChunk['kind'], s: string): void {
    if (!s) return;
    this.starts = room(this.starts, this.parts.length + 1);
    this.starts[this.parts.length] = this.size;
    this.parts.push(s);
    this.kinds.push(kind);
    for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) {
      const at = this.size + i;
      if (this.newlineCount === this.newlines.length) this.newlines = room(this.newlines, this.newlineCount + 1);
      this.newlines[this.newlineCount++] = at;
      if (at - this.openStart > this.longest) this.longest = at - this.openStart;
      this.openStart = at + 1;
    }
    this.size += s.length;
    this.endsWithNewline = s.endsWith('\n');
  }

  view(): OutputLines {
    const { parts, kinds, starts: cs, newlines: nl, newlineCount: nls, size, endsWithNewline } = this;
    const pieces = parts.length;
    const n = size === 0 ? 0 : endsWithNewline ? nls : nls + 1;
    const longest = Math.max(this.longest, size - this.openStart);
    let text: string | undefined;
    const lineStart = (i: number): number => (i <= 0 ? 0 : i >= n ? size + (endsWithNewline ? 0 : 1) : nl[i - 1]! + 1);
    const lineEnd = (i: number): number => (i < nls ? nl[i]! : size);
    /** the piece holding offset `at` */
    const pieceAt = (at: number): number => lastAtMost(cs, pieces, at);
    return {
      get text() {
        return (text ??= parts.slice(0, pieces).join(''));
      },
      count: n,
      maxLineLength: longest,
      lineStart,
      lineLength: (i) => (i < 0 || i >= n ? 0 : lineEnd(i) - lineStart(i)),
      line(i, fromCol = 0, toCol = Infinity) {
        if (i < 0 || i >= n) return [];
        const start = lineStart(i);
        const end = lineEnd(i);
        const from = Math.min(end, start + fromCol);
        const to = Math.min(end, start + toCol);
        const out: Array<{ kind: OutputChunk['kind']; text: string }> = [];
        for (let c = pieceAt(from), at = from; at < to; c++) {
          const pieceEnd = Math.min(to, c + 1 < pieces ? cs[c + 1]! : size);
          if (pieceEnd > at) out.push({ kind: kinds[c]!, text: parts[c]!.slice(at - cs[c]!, pieceEnd - cs[c]!) });
          at = pieceEnd;
        }
        return out;
      },
    };
  }
}
