/*
 * `lispwright check FILES...`: Check Text on files (checked together: a defun in one is known in
 * the others). Prints each diagnostic as FILE:LINE:COL: warning|error: message [rule], then per
 * file VLIDE's statistics (global variables, function definitions) and what each defun leaks;
 * --json prints all of it as one object. Exit 1 when there is an error, 2 for bad usage or an
 * unreadable file. Rules come from lispwright.json (--config, or the nearest one found from the
 * current folder upwards).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CliArgs } from '../args.js';
import { checkFiles, countBySeverity, defunReport, formatDiagnostic, parseCheckConfig, vlideStatistics, type RuleSettings } from '../../interpreter/index.js';
import { builtinFunctionTable } from '../../interpreter/runner/index.js';
import { readText, SourceError } from '../sources.js';

export const CONFIG_NAME = 'lispwright.json';

/** The nearest lispwright.json at or above `dir`. */
export function findConfig(dir: string): string | undefined {
  for (let d = resolve(dir); ; d = dirname(d)) {
    const p = join(d, CONFIG_NAME);
    if (existsSync(p)) return p;
    if (dirname(d) === d) return undefined;
  }
}

export function loadRules(path: string | undefined): { rules: RuleSettings; problems: string[] } {
  if (!path) return { rules: {}, problems: [] };
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new SourceError(`cannot read ${path}: ${(e as Error).message}`);
  }
  return parseCheckConfig(text);
}

export async function checkCommand(args: CliArgs): Promise<number> {
  const files = args.paths.map((p) => ({ name: p, text: readText(p) }));
  const { rules, problems } = loadRules(args.config ?? findConfig(process.cwd()));
  for (const p of problems) process.stderr.write(`lispwright: ${p}\n`);
  const results = checkFiles(files, { functions: builtinFunctionTable(), rules });
  const counts = countBySeverity(results);
  if (args.json) {
    process.stdout.write(`${JSON.stringify({ ...counts, files: results })}\n`);
    return counts.errors > 0 ? 1 : 0;
  }
  for (const r of results) for (const d of r.diagnostics) process.stdout.write(`${formatDiagnostic(d)}\n`);
  for (const r of results) process.stdout.write(`\n${vlideStatistics(r)}${defunReport(r)}`);
  process.stdout.write(`\n${counts.errors} error${counts.errors === 1 ? '' : 's'}, ${counts.warnings} warning${counts.warnings === 1 ? '' : 's'}\n`);
  return counts.errors > 0 ? 1 : 0;
}
