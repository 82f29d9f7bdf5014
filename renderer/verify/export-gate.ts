/*
 * Whether Verified Export is allowed for a document, and if not, why, in words a drafter reads:
 * the exact text in the editor must be the text of the last run, and that run must verify by the
 * one rule (the runner stamps its verdict on the result). Calls outside the drawing do not block
 * here: the export dialog lists them for the drafter to confirm. Pure: the caller supplies the
 * current text's hash and the last run of this document.
 */
import type { RunResult, ScreeningFinding } from '../../interpreter/runner/contract.js';

export interface GateInput {
  /** hash of the editor text exactly as a run would send it */
  currentHash: string | null;
  lastRun: RunResult | null;
  /** how many test cases (assertions) the last run had */
  testCount: number;
}

export type GateResult = { ok: true; testsPassed: number; screening: ScreeningFinding[] } | { ok: false; reasons: string[] };

export function exportGate({ currentHash, lastRun, testCount }: GateInput): GateResult {
  if (!lastRun) return { ok: false, reasons: ['Run the script first: nothing has been verified yet.'] };
  const reasons: string[] = [];
  if (currentHash === null || currentHash !== lastRun.codeHash) reasons.push('The text has changed since the last run. Run it again to verify this exact text.');
  const v = lastRun.verification;
  if (!v) reasons.push('The last run carries no verification verdict; run it again.');
  else for (const c of v.conditions) if (!c.held && c.id !== 'inside-drawing') for (const p of c.problems) reasons.push(`Not verified (${c.label}): ${p.message}`);
  const tests = lastRun.assertions ?? [];
  if (tests.length < testCount) reasons.push('Not every test case ran in the last run.');
  return reasons.length ? { ok: false, reasons } : { ok: true, testsPassed: tests.filter((t) => t.passed).length, screening: v?.screening ?? [] };
}
