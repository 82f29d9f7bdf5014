/*
 * check_code: Check Text (interpreter/analysis) on the model's code, nothing run: reader errors
 * with line and column, wrong argument counts, calls to functions that exist nowhere (the usual
 * invented-function mistake, with the closest real names), special forms written wrongly, DXF and
 * ssget filter lists, and the globals each defun leaks. The code is ok when there is no error and
 * no unknown function.
 */
import { checkText, formatDiagnostic, functionTable, type Diagnostic } from '../../interpreter/index.js';
import type { FunctionCatalogue } from '../ports.js';
import { defineTool } from './types.js';

export interface CodeCheck {
  ok: boolean;
  syntax?: { message: string; line?: number; column?: number };
  unknownFunctions: Array<{ name: string; line?: number }>;
  defined: string[];
  /** every diagnostic, FILE:LINE:COL: severity: message [rule] */
  problems: string[];
  /** per defun: the variables it sets without declaring them local */
  globals: Array<{ defun: string; sets: string[] }>;
}

export function checkCode(code: string, catalogue: FunctionCatalogue): CodeCheck {
  const r = checkText(code, 'code', { functions: functionTable(catalogue.all()) });
  const syntax = r.diagnostics.find((d) => d.rule === 'syntax');
  const seen = new Set<string>();
  const unknown = r.diagnostics.filter((d): d is Diagnostic & { subject: string } => (d.rule === 'unknown-function' || d.rule === 'not-simulated') && !!d.subject && !seen.has(d.subject) && !!seen.add(d.subject));
  const out: CodeCheck = {
    ok: !r.diagnostics.some((d) => d.severity === 'error') && unknown.length === 0,
    unknownFunctions: unknown.map((d) => ({ name: d.subject.toLowerCase(), line: d.line })),
    defined: r.functions.map((f) => f.name.toLowerCase()),
    problems: r.diagnostics.map(formatDiagnostic),
    globals: r.defuns.filter((d) => d.globalsSet.length).map((d) => ({ defun: d.name.toLowerCase(), sets: d.globalsSet.map((g) => g.toLowerCase()) })),
  };
  if (syntax) out.syntax = { message: syntax.message, line: syntax.line, column: syntax.col };
  return out;
}

export const checkCodeTool = defineTool<{ code: string }>({
  name: 'check_code',
  description:
    'Check AutoLISP code without running it (VLIDE\'s Check Text): unbalanced parentheses, unterminated strings, wrong argument counts, calls to functions that do not exist (neither builtin nor defined in the code), special forms written wrongly, malformed DXF / ssget filter lists, and variables a defun sets without declaring them local.',
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
    const errors = r.problems.filter((p) => / error: /.test(p));
    const summary = r.syntax
      ? `syntax error${r.syntax.line ? ` at line ${r.syntax.line}` : ''}: ${r.syntax.message}`
      : r.unknownFunctions.length
        ? `unknown functions: ${r.unknownFunctions.map((u) => u.name).join(', ')}`
        : errors.length
          ? `${errors.length} error(s): ${errors[0]}`
          : r.problems.length
            ? `no errors; ${r.problems.length} warning(s)`
            : 'no problems found';
    return { content: JSON.stringify(r), ok: r.ok, summary };
  },
});
