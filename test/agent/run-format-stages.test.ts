/* The agent names every run stage in its one-line summaries (issue 10 added timeout and crashed). */
import { describe, expect, it } from 'vitest';
import { oneLine } from '../../agent/run-format.js';
import { failedResult } from '../../interpreter/runner/result.js';
import { RUN_STAGES, STAGE_LABELS } from '../../interpreter/runner/contract.js';

describe('oneLine names the stage', () => {
  it('says time limit reached / runner crashed, never a bare "error" for them', () => {
    expect(oneLine(failedResult('timeout', 'time limit reached: the run did not finish within 30000 ms', ''))).toBe('time limit reached: the run did not finish within 30000 ms');
    expect(oneLine(failedResult('crashed', 'the runner crashed (exit code 3)', ''))).toBe('runner crashed: the runner crashed (exit code 3)');
    expect(oneLine(failedResult('execution', 'divide by zero', ''))).toBe('error: divide by zero');
  });
  it('has a label for every stage', () => {
    for (const s of RUN_STAGES) expect(STAGE_LABELS[s]).toMatch(/\w/);
  });
});
