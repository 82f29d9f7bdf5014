/*
 * Whether Verified Export is allowed for a document, and if not, why, in words a drafter reads in
 * a tooltip. Pure: the caller supplies the current text's hash and the last run of this document.
 */
import type { RunResult } from '../../interpreter/runner/contract.js';

export interface GateInput {
  /** hash of the editor text exactly as a run would send it */
  currentHash: string | null;
  lastRun: RunResult | null;
  /** how many assertions of the last run were test cases (the rest are plot expressions) */
  testCount: number;
}

export type GateResult = { ok: true; testsPassed: number } | { ok: false; reasons: string[] };

export function exportGate({ currentHash, lastRun, testCount }: GateInput): GateResult {
  if (!lastRun) return { ok: false, reasons: ['Run the script first: nothing has been verified yet.'] };
  const reasons: string[] = [];
  if (currentHash === null || currentHash !== lastRun.codeHash)
    reasons.push('The text has changed since the last run. Run it again to verify this exact text.');
  if (!lastRun.ok) reasons.push(`The last run did not pass (${lastRun.stage}${lastRun.error ? `: ${lastRun.error.message}` : ''}).`);
  const tests = (lastRun.assertions ?? []).slice(0, testCount);
  const failed = tests.filter((t) => !t.passed);
  if (failed.length > 0) reasons.push(`${failed.length} of ${tests.length} test case(s) failed: ${failed.map((f) => f.expr).join(', ')}`);
  if (tests.length < testCount) reasons.push('Not every saved test case ran in the last run.');
  return reasons.length ? { ok: false, reasons } : { ok: true, testsPassed: tests.length };
}
