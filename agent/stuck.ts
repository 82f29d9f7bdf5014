/*
 * The repeated-error detector: the same error message at the same location in two runs in a row
 * means the model is not making progress, and the session stops with a "stuck" report rather than
 * burning the remaining attempts. A passing run in between resets it.
 */
import type { RunResult } from '../interpreter/runner/contract.js';

/** The error and where it happened; null for a run without an error (failed assertions are not errors). */
export const errorKey = (r: RunResult): string | null =>
  !r.error && r.stage === 'ok' ? null : `${r.error?.message ?? r.stage}@${r.error?.line ?? '?'}:${r.error?.column ?? '?'}`;

export class StuckDetector {
  private last: string | null = null;

  /** Record a run; true when it failed exactly like the run before it. */
  observe(r: RunResult): boolean {
    const key = errorKey(r);
    const stuck = key !== null && key === this.last;
    this.last = key;
    return stuck;
  }
}
