/*
 * Warnings about a run that the console and the diff panel both show: commands the script called
 * that Lispwright does not simulate (they had no effect, so the drawing and the diff are not what
 * AutoCAD would give, and the run cannot be verified).
 */
import type { RunResult } from '../../interpreter/runner/contract.js';

/** "INSERT (main.lsp:12), MOVE (main.lsp:20)", or "" when there are none. */
export function unsimulatedText(r: Pick<RunResult, 'unsimulatedCommands'>): string {
  return (r.unsimulatedCommands ?? []).map((u) => (u.line !== undefined ? `${u.name} (${u.file ?? ''}:${u.line})` : u.name)).join(', ');
}

export const UNSIMULATED_LABEL = 'Commands not simulated (they had no effect here; this run cannot be verified): ';
