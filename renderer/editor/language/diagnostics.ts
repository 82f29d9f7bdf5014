/*
 * Live diagnostics from the interpreter's own reader (so the editor and a run agree on what is
 * malformed): the reader's first error, with the exact position of the unclosed paren, stray
 * paren or unterminated string, plus a hint of what to do.
 */
import { checkText, functionTable, LispError, readAll, Sym, type FunctionTable } from '../../../interpreter/index.js';
import { CATALOGUE } from './catalogue.js';

export interface Diagnostic {
  message: string;
  severity: 'error' | 'warning';
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** the Check Text rule (none for the reader's own error) */
  rule?: string;
}

const HINTS: Record<string, string> = {
  malformedList: 'this ( is never closed',
  extraRightParen: 'this ) has no matching (',
  malformedString: 'this string is never closed',
  misplacedDot: 'a dot must sit between two elements of a list',
  extraCdrs: 'only one element may follow the dot',
};

export function diagnose(text: string, file = '<editor>'): Diagnostic[] {
  const syms = new Map<string, Sym>();
  try {
    readAll(text, { file, intern: (n) => syms.get(n) ?? (syms.set(n, new Sym(n)), syms.get(n)!) });
    return [];
  } catch (e) {
    if (!(e instanceof LispError)) throw e;
    const sp = e.span;
    const hint = HINTS[e.code];
    const message = hint ? `${e.message} — ${hint}` : e.message;
    if (!sp) return [{ message, severity: 'error', line: 1, column: 1, endLine: 1, endColumn: 2 }];
    // point at the offending character itself (the reader's span for a list covers only its paren)
    return [{ message, severity: 'error', line: sp.line, column: sp.col, endLine: sp.line, endColumn: sp.col + 1 }];
  }
}

let table: FunctionTable | null = null;
/** The builtins as the catalogue lists them (generated from the interpreter's registry). */
const functions = (): FunctionTable => (table ??= functionTable(CATALOGUE));

/**
 * The editor's live diagnostics: the reader's error (with its hint) when the text does not read,
 * otherwise Check Text's (argument counts, unknown functions, special forms, leaked globals...).
 */
export function checkDiagnostics(text: string, file = '<editor>'): Diagnostic[] {
  const reader = diagnose(text, file);
  if (reader.length) return reader;
  return checkText(text, file, { functions: functions() }).diagnostics.map((d) => ({
    message: d.message,
    severity: d.severity,
    line: d.line,
    column: d.col,
    endLine: d.endLine,
    endColumn: d.endCol,
    rule: d.rule,
  }));
}
