// The DXF tokenizer as it was before issue 19's lean reader/writer (main 205ca79), kept only as the tests' and the bench's reference.
/*
 * ASCII DXF → typed group stream. Lines come in pairs (code, value); codes may be right-aligned,
 * values keep everything but the line ending (code-0 values are trimmed), 999 comments are
 * skipped, reading stops at `0 EOF`. Values are typed by group code (model/group-codes.ts) and point
 * coordinates merged (X with the following code+10 Y and optional code+20 Z). Any structural
 * fault raises "DXF line N: ..." naming the line.
 */
import { raise } from '../../../interpreter/core/errors.js';
import { normHandle } from '../../../interpreter/drawing/model/handles.js';
import type { GV } from '../../../interpreter/drawing/model/tags.js';
import { codeType, isPointCode } from '../../../interpreter/drawing/model/group-codes.js';
import { BINARY_SENTINEL, decodeUnicodeEscapes } from '../../../interpreter/drawing/dxf/codepage.js';

export interface GroupStream {
  codes: number[];
  values: GV[];
  /** 1-based line number of each group's code line */
  lines: number[];
}

function parseCode(s: string, line: number): number {
  const t = s.trim();
  const n = Number(t);
  if (t === '' || !Number.isInteger(n)) return raise('dxfMalformed', line, `expected a group code, found ${JSON.stringify(s.slice(0, 40))}`);
  return n;
}

function parseValue(code: number, s: string, line: number): GV {
  switch (codeType(code)) {
    case 'point':
    case 'real': {
      const n = Number(s.trim());
      if (Number.isNaN(n) || s.trim() === '') return raise('dxfMalformed', line + 1, `invalid number ${JSON.stringify(s.slice(0, 40))} for group code ${code}`);
      return n;
    }
    case 'int':
    case 'bool': {
      const n = Number(s.trim());
      if (Number.isNaN(n) || s.trim() === '') return raise('dxfMalformed', line + 1, `invalid integer ${JSON.stringify(s.slice(0, 40))} for group code ${code}`);
      return Math.trunc(n);
    }
    case 'handle':
      return normHandle(s);
    default:
      if (code === 5 || code === 105) return normHandle(s);
      if (code === 0) return s.trim();
      return decodeUnicodeEscapes(s);
  }
}

/**
 * Where each line starts (and, last, where a line after the end would): a typed array outside the
 * JS heap instead of `text.split('\n')`, whose millions of strings made a large DXF need several
 * times its size in heap (and a worker out of heap inside one native split aborts the process).
 */
function lineStarts(text: string): Int32Array {
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  const starts = new Int32Array(count + 1);
  let k = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts[k++] = at + 1;
  starts[count] = text.length + 1;
  return starts;
}

export function tokenize(text: string): GroupStream {
  if (text.startsWith(BINARY_SENTINEL)) return raise('dxfBinary');
  const starts = lineStarts(text);
  const lines = { at: (k: number): string => text.slice(starts[k]!, starts[k + 1]! - 1) };
  const codes: number[] = [];
  const values: GV[] = [];
  const lineNos: number[] = [];
  const n = starts.length - 1;
  let i = 0;
  const strip = (s: string) => (s.endsWith('\r') ? s.slice(0, -1) : s);
  while (i < n) {
    const raw = strip(lines.at(i));
    if (raw.trim() === '' && i === n - 1) break;
    const code = parseCode(raw, i + 1);
    if (i + 1 >= n) return raise('dxfMalformed', i + 1, `group code ${code} has no value line (file ends)`);
    const vs = strip(lines.at(i + 1));
    const at = i + 1;
    i += 2;
    if (code === 999) continue;
    if (isPointCode(code)) {
      const x = parseValue(code, vs, at) as number;
      // Y must follow
      if (i + 1 >= n || parseCode(strip(lines.at(i)), i + 1) !== code + 10)
        return raise('dxfMalformed', i + 1, `point group ${code} is missing its Y coordinate (group ${code + 10})`);
      const y = parseValue(code + 10, strip(lines.at(i + 1)), i + 1) as number;
      i += 2;
      if (i + 1 < n && lines.at(i).trim() === String(code + 20)) {
        const z = parseValue(code + 20, strip(lines.at(i + 1)), i + 1) as number;
        i += 2;
        codes.push(code);
        values.push([x, y, z]);
      } else {
        codes.push(code);
        values.push([x, y]);
      }
      lineNos.push(at);
      continue;
    }
    const v = parseValue(code, vs, at);
    codes.push(code);
    values.push(v);
    lineNos.push(at);
    if (code === 0 && v === 'EOF') break;
  }
  return { codes, values, lines: lineNos };
}
