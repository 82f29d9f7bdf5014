/*
 * Check Text's output: one line per diagnostic, FILE:LINE:COL: warning|error: message [rule], as
 * compilers print them (editors turn these into links), and VLIDE's statistics block with the
 * global variables and the function definitions of the file, which is what drafters copy into
 * the defun's locals.
 */
import type { Diagnostic, FileCheck } from './check.js';

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col}: ${d.severity}: ${d.message} [${d.rule}]`;
}

const list = (names: readonly string[]): string => (names.length ? `(${names.join(' ')})` : 'nil');

/**
 * The Build Output text of VLIDE's Check Text with "Report statistics" on: a dot per top-level
 * form read, then the global variables and (name . argument count) of each defun.
 */
export function vlideStatistics(f: FileCheck): string {
  const lines = [`[CHECKING TEXT ${f.file} loading...]`];
  if (f.forms > 0) lines.push('.'.repeat(f.forms));
  lines.push('; === Top statistic:');
  lines.push(`; Global variables: ${list(f.globals)}`);
  lines.push(`; Function definition (with number of arguments): ${f.functions.length ? `(${f.functions.map((d) => `(${d.name} . ${d.args})`).join(' ')})` : 'nil'}`);
  lines.push('; Check done.');
  return `${lines.join('\n')}\n`;
}

/** Per defun: the globals it sets and reads (our addition to VLIDE's file-wide list). */
export function defunReport(f: FileCheck): string {
  const out: string[] = [];
  for (const d of f.defuns) {
    if (!d.globalsSet.length && !d.globalsRead.length && !d.unusedLocals.length) continue;
    const parts: string[] = [];
    if (d.globalsSet.length) parts.push(`sets ${list(d.globalsSet)}`);
    if (d.globalsRead.length) parts.push(`reads ${list(d.globalsRead)}`);
    if (d.unusedLocals.length) parts.push(`never uses its locals ${list(d.unusedLocals)}`);
    out.push(`; ${d.name} (${f.file}:${d.line}) ${parts.join(', ')}`);
  }
  return out.length ? `${out.join('\n')}\n` : '';
}

export function countBySeverity(files: readonly FileCheck[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const f of files)
    for (const d of f.diagnostics) {
      if (d.severity === 'error') errors++;
      else warnings++;
    }
  return { errors, warnings };
}
