/*
 * check_code: reader diagnostics (unbalanced parens, unterminated strings, misplaced dots) with
 * line and column, plus calls to functions that are neither builtins nor defined in the code (the
 * usual invented-function mistake). Nothing is run.
 */
import { Cons, Sym, readAll, type LispError, type Value } from '../../interpreter/index.js';
import type { FunctionCatalogue } from '../ports.js';
import { defineTool } from './types.js';

export interface CodeCheck {
  ok: boolean;
  syntax?: { message: string; line?: number; column?: number };
  unknownFunctions: Array<{ name: string; line?: number }>;
  defined: string[];
}

export function checkCode(code: string, catalogue: FunctionCatalogue): CodeCheck {
  let forms: Value[];
  try {
    forms = readAll(code, { file: 'code', intern: (n) => new Sym(n.toUpperCase()) });
  } catch (e) {
    const err = e as LispError;
    return { ok: false, syntax: { message: err.message, ...(err.span ? { line: err.span.line, column: err.span.col } : {}) }, unknownFunctions: [], defined: [] };
  }
  const defined = new Set<string>();
  const calls: Array<{ name: string; line?: number }> = [];
  const walk = (v: Value): void => {
    if (!(v instanceof Cons)) return;
    const head = v.car;
    if (head instanceof Sym) {
      const name = head.name;
      if (name === 'QUOTE') return;
      if ((name === 'DEFUN' || name === 'DEFUN-Q') && v.cdr instanceof Cons && v.cdr.car instanceof Sym) defined.add(v.cdr.car.name);
      calls.push({ name, ...(v.span ? { line: v.span.line } : {}) });
      if (name === 'COND') {
        // clauses are (test expr ...), not calls
        for (let c: Value = v.cdr; c instanceof Cons; c = c.cdr) for (let d: Value = c.car; d instanceof Cons; d = d.cdr) walk(d.car);
        return;
      }
      // skip parameter lists: (defun name (args / locals) ...), (lambda (args) ...), (foreach x lst ...)
      let rest: Value = v.cdr;
      if (name === 'DEFUN' || name === 'DEFUN-Q') rest = rest instanceof Cons && rest.cdr instanceof Cons ? rest.cdr.cdr : null;
      else if (name === 'LAMBDA') rest = rest instanceof Cons ? rest.cdr : null;
      else if (name === 'FOREACH') rest = rest instanceof Cons ? rest.cdr : null;
      for (let c: Value = rest; c instanceof Cons; c = c.cdr) walk(c.car);
      return;
    }
    for (let c: Value = v; c instanceof Cons; c = c.cdr) walk(c.car);
  };
  for (const f of forms) walk(f);
  const seen = new Set<string>();
  const unknown = calls.filter((c) => {
    const lower = c.name.toLowerCase();
    if (defined.has(c.name) || catalogue.get(lower) || seen.has(c.name)) return false;
    seen.add(c.name);
    return true;
  });
  return { ok: unknown.length === 0, unknownFunctions: unknown.map((u) => ({ ...u, name: u.name.toLowerCase() })), defined: [...defined].map((d) => d.toLowerCase()) };
}

export const checkCodeTool = defineTool<{ code: string }>({
  name: 'check_code',
  description: 'Check AutoLISP code without running it: unbalanced parentheses, unterminated strings and calls to functions that do not exist (neither builtin nor defined in the code).',
  parameters: {
    type: 'object',
    properties: { code: { type: 'string', description: 'the AutoLISP source to check' } },
    required: ['code'],
    additionalProperties: false,
  },
  trusted: true,
  codeArgs: ['code'],
  async execute(args, ctx) {
    const r = checkCode(args.code, ctx.catalogue);
    const summary = r.syntax
      ? `syntax error${r.syntax.line ? ` at line ${r.syntax.line}` : ''}: ${r.syntax.message}`
      : r.unknownFunctions.length
        ? `unknown functions: ${r.unknownFunctions.map((u) => u.name).join(', ')}`
        : 'no problems found';
    return { content: JSON.stringify(r), ok: r.ok, summary };
  },
});
