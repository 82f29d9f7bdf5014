/** The RunResult of a run that never got going; apart from result.ts so the host's pool need not load the evaluator. */
import type { RunResult, RunStage } from './contract.js';

/** A result for a run that never got going (bad request, unreadable drawing, host failure). */
export function failedResult(stage: RunStage, message: string, codeHash: string, extra: Partial<RunResult> = {}): RunResult {
  return {
    ok: false,
    stage,
    output: [],
    value: '',
    error: { message, stack: [] },
    steps: 0,
    elapsedMs: 0,
    files: [],
    inputsUsed: 0,
    inputsLeft: 0,
    unansweredPrompts: [],
    sandboxRefused: [],
    unsimulatedCommands: [],
    codeHash,
    drawingHash: '',
    ...extra,
  };
}
