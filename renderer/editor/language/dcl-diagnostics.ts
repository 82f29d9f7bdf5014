/*
 * Live diagnostics for a .dcl document from the same reader and audit load_dialog uses
 * (interpreter previewDcl), so the editor shows what AutoCAD would write to acad.dce. Problems
 * in included files are not this document's and are left out; hints show as warnings.
 */
import { previewDcl } from '../../../interpreter/index.js';
import type { Diagnostic } from './diagnostics.js';

export function dclDiagnostics(text: string, name: string): Diagnostic[] {
  return previewDcl(text, name)
    .diagnostics.filter((d) => d.file === name)
    .map((d) => ({ message: d.message, severity: d.severity === 'error' ? 'error' : 'warning', line: d.line, column: d.column, endLine: d.line, endColumn: d.column + 1 }));
}
