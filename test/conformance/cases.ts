/*
 * Parses conformance files. A case is a top-level form followed, on the line where it ends, by
 *   ;=> EXPECTED      the prin1 form of its value
 *   ;!! MESSAGE       the error message it raises (AutoCAD wording, no "; error: " prefix)
 *   ;>> "TEXT"        (optionally, after ;=> on the next line) what it printed, as a Lisp string
 * Forms with no expectation are setup (defuns, setqs) and must not fail. All forms of a file share
 * one interpreter, in order.
 */
import { Interp, readAll, Cons, type Value } from '../../interpreter/index.js';

export interface ConformanceCase {
  file: string;
  line: number;
  source: string;
  form: Value;
  expect?: { value?: string; error?: string; output?: string };
}

export function parseCases(file: string, text: string, ip: Interp): ConformanceCase[] {
  const forms = readAll(text, { file, intern: (n) => ip.intern(n) });
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const cases: ConformanceCase[] = [];
  // Atoms carry no span; find each form's text by scanning from the previous form's end.
  let cursor = 0;
  for (const form of forms) {
    let start: number;
    let end: number;
    if (form instanceof Cons && form.span) {
      start = form.span.start;
      end = form.span.end;
    } else {
      const m = /\S+/.exec(stripComments(text.slice(cursor)));
      start = cursor + (m?.index ?? 0);
      end = start + (m?.[0].length ?? 0);
    }
    cursor = end;
    const lineIdx = lineStarts.findLastIndex((s) => s <= end - 1);
    const lineEnd = text.indexOf('\n', end);
    const rest = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
    const c: ConformanceCase = { file, line: lineIdx + 1, source: text.slice(start, end), form };
    const mv = /^\s*;=>\s?(.*)$/.exec(rest);
    const me = /^\s*;!!\s?(.*)$/.exec(rest);
    if (mv) c.expect = { value: (mv[1] as string).trimEnd() };
    else if (me) c.expect = { error: (me[1] as string).trimEnd() };
    if (c.expect) {
      const nextLineStart = lineEnd < 0 ? -1 : lineEnd + 1;
      if (nextLineStart > 0) {
        const nl = text.indexOf('\n', nextLineStart);
        const next = text.slice(nextLineStart, nl < 0 ? text.length : nl);
        const mo = /^\s*;>>\s?(.*)$/.exec(next);
        if (mo) c.expect.output = ip.readForm(mo[1] as string) as string;
      }
    }
    cases.push(c);
  }
  return cases;
}

function stripComments(s: string): string {
  return s.replace(/;\|[\s\S]*?\|;/g, (m) => ' '.repeat(m.length)).replace(/;[^\n]*/g, (m) => ' '.repeat(m.length));
}
