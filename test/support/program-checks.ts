/* Checks the command-line program tests share: a run that ended well, and what it printed. */
import { expect } from 'vitest';
import type { RunResult } from '../../interpreter/runner/contract.js';

/** The text the run printed, in order. */
export const printed = (r: RunResult): string => r.output.map((c) => c.text).join('');

/** The run finished without an error, every command it used is simulated, every assertion passed. */
export function ok(r: RunResult): RunResult {
  expect(r.error?.message ?? '').toBe('');
  expect(r.stage).toBe('ok');
  expect(r.unsimulatedCommands).toEqual([]);
  for (const a of r.assertions ?? []) expect(a, a.expr).toMatchObject({ passed: true });
  return r;
}
