/* Reader and Check Text diagnostics -> Monaco marker data (pure, so the mapping is tested without Monaco). */
import type { Diagnostic } from './language/diagnostics.js';

export interface MarkerData {
  message: string;
  severity: number;
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
  source: string;
  code?: string;
}

/** Monaco's MarkerSeverity values (Error 8, Warning 4). */
export const SEVERITY = { error: 8, warning: 4 } as const;

export function toMarkers(diags: Diagnostic[]): MarkerData[] {
  return diags.map((d) => ({
    message: d.message,
    severity: SEVERITY[d.severity],
    startLineNumber: d.line,
    startColumn: d.column,
    endLineNumber: d.endLine,
    endColumn: d.endColumn,
    ...(d.rule ? { source: 'Check Text', code: d.rule } : { source: 'reader' }),
  }));
}
