/*
 * A run's output as lines for a windowed view: the chunks (text, prompts, alerts) joined into one
 * string with a typed-array index of where each line starts and of where each chunk starts, so a
 * million lines cost two arrays, not a million objects, and any line is cut out (with the kinds
 * of its pieces) on demand. An alert always stands on lines of its own, as AutoCAD's alert box
 * stands apart from the command line. `text` is exactly what Copy gives.
 */
import type { OutputChunk } from '../../interpreter/runner/contract.js';

export interface OutputLines {
  /** the whole output, alerts on lines of their own */
  readonly text: string;
  /** number of lines (a final newline does not start an empty last line) */
  readonly count: number;
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

/**
 * Rows for lines wrapped at `perRow` characters (the pane is monospace, so a width is a character
 * count); one row per line when nothing is longer (no extra array at all).
 */
export function wrapRows(lines: OutputLines, perRow: number): RowMap {
  const n = lines.count;
  let long = false;
  if (Number.isFinite(perRow) && perRow >= 1) for (let i = 0; i < n && !long; i++) long = lines.lineLength(i) > perRow;
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
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (first[mid]! <= row) lo = mid;
        else hi = mid - 1;
      }
      const from = (row - first[lo]!) * perRow;
      return { line: lo, from, to: Math.min(lines.lineLength(lo), from + perRow) };
    },
    rowOf: (line) => first[Math.max(0, Math.min(n, line))]!,
  };
}

export function outputLines(chunks: readonly OutputChunk[]): OutputLines {
  const parts: string[] = [];
  const chunkStart: number[] = [];
  const chunkKind: Array<OutputChunk['kind']> = [];
  let size = 0;
  let endsWithNewline = true;
  const push = (kind: OutputChunk['kind'], s: string): void => {
    if (!s) return;
    chunkStart.push(size);
    chunkKind.push(kind);
    parts.push(s);
    size += s.length;
    endsWithNewline = s.endsWith('\n');
  };
  for (const c of chunks) {
    if (c.kind === 'alert') {
      if (!endsWithNewline) push('text', '\n');
      push('alert', c.text.endsWith('\n') ? c.text : `${c.text}\n`);
    } else push(c.kind, c.text);
  }
  const text = parts.join('');
  // line starts: 0 and after every newline but a final one
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < text.length - 1; i = text.indexOf('\n', i + 1)) n++;
  if (text === '') n = 0;
  const starts = new Float64Array(n + 1);
  let k = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < text.length - 1; i = text.indexOf('\n', i + 1)) starts[k++] = i + 1;
  starts[n] = text.length + (endsWithNewline ? 0 : 1);
  const cs = Float64Array.from(chunkStart);
  /** the chunk holding offset `at` (binary search over the chunk starts) */
  const chunkAt = (at: number): number => {
    let lo = 0;
    let hi = cs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (cs[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const lineEnd = (i: number): number => Math.min(text.length, starts[i + 1]! - 1);
  return {
    text,
    count: n,
    lineStart: (i) => starts[Math.max(0, Math.min(n, i))]!,
    lineLength: (i) => (i < 0 || i >= n ? 0 : lineEnd(i) - starts[i]!),
    line(i, fromCol = 0, toCol = Infinity) {
      if (i < 0 || i >= n) return [];
      const end = lineEnd(i);
      const from = Math.min(end, starts[i]! + fromCol);
      const to = Math.min(end, starts[i]! + toCol);
      const out: Array<{ kind: OutputChunk['kind']; text: string }> = [];
      for (let c = chunkAt(from), at = from; at < to; c++) {
        const end = Math.min(to, c + 1 < cs.length ? cs[c + 1]! : text.length);
        if (end > at) out.push({ kind: chunkKind[c]!, text: text.slice(at, end) });
        at = end;
      }
      return out;
    },
  };
}
