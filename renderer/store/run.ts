/*
 * Run state: the run panel's inputs (budget, scripted inputs text, command to call, test cases,
 * the expected effect and an expected error) and the last result. `lastRun` remembers which
 * document ran and the case it ran with, which Verified Export repeats. `liveOutput` is what the
 * running run printed so far ('run:output' pushes); its result's output replaces it, whole.
 */
import type { StateCreator } from 'zustand';
import type { OutputChunk, RunRequest, RunResult } from '../../interpreter/runner/contract.js';
import type { AppState } from './index.js';

export interface LastRun {
  result: RunResult;
  docId: string;
  /** how many test cases (assertions) the run had */
  testCount: number;
  /** the plot expression sent with this run, if any (RunRequest.plot, never an assertion) */
  plotExpr: string | null;
  /** the run's name for the document (its path in the project: "tools/x.lsp"); default the tab's name */
  entry?: string;
  /** the project's files the run loaded before the document (RunRequest.preload), for the export's re-run */
  preload?: string[];
  /** the case the run was made with: what Verified Export re-runs and records */
  case?: Pick<RunRequest, 'call' | 'inputs' | 'assertions' | 'expect'>;
  /** the drawing it ran on (a host drawing id), if any */
  drawingId?: string;
}

export interface RunSlice {
  running: boolean;
  runId: string | null;
  /** Test (every case) or an Esc check is under way: runs that ask nothing, one after another */
  testingAll: boolean;
  lastRun: LastRun | null;
  /** the running run's output so far, as it arrived (chunks appended, never merged: the pane indexes only the new ones) */
  liveOutput: readonly OutputChunk[];
  /** finished runs so far (lets tests and views notice a new result) */
  runCount: number;
  budget: number;
  inputsText: string;
  call: string;
  /** test cases: AutoLISP expressions that must be non-nil after the run */
  tests: string[];
  /** the expected effect as JSON text ('' for none declared) */
  effectText: string;
  /** the error the run must end with ('' for none: it must end ok), e.g. "Function cancelled" */
  expectError: string;
  /** the run (by runCount) whose interactive answers were saved or dismissed */
  answersSavedFor: number;
  startRun(runId: string): void;
  /** output streamed by run `runId` (ignored unless it is the run under way) */
  appendOutput(runId: string, chunks: readonly OutputChunk[]): void;
  finishRun(last: LastRun): void;
  failRun(): void;
  setBudget(n: number): void;
  setInputsText(t: string): void;
  setCall(c: string): void;
  setTests(t: string[]): void;
  setEffectText(t: string): void;
  setExpectError(t: string): void;
  markAnswersSaved(runCount: number): void;
}

export const createRunSlice: StateCreator<AppState, [], [], RunSlice> = (set) => ({
  running: false,
  runId: null,
  testingAll: false,
  lastRun: null,
  liveOutput: [],
  runCount: 0,
  budget: 20_000_000,
  inputsText: '',
  call: '',
  tests: [],
  effectText: '',
  expectError: '',
  answersSavedFor: -1,
  startRun: (runId) => set({ running: true, runId, liveOutput: [] }),
  appendOutput: (runId, chunks) =>
    set((s) => (s.running && s.runId === runId && chunks.length > 0 ? { liveOutput: [...s.liveOutput, ...chunks] } : {})),
  // a finished run is what the views show again (not a debug stop or the console)
  finishRun: (last) => set((s) => ({ running: false, runId: null, lastRun: last, liveOutput: [], runCount: s.runCount + 1, drawingOverride: null })),
  failRun: () => set({ running: false, runId: null, liveOutput: [] }),
  setBudget: (budget) => set({ budget }),
  setInputsText: (inputsText) => set({ inputsText }),
  setCall: (call) => set({ call }),
  setTests: (tests) => set({ tests }),
  setEffectText: (effectText) => set({ effectText }),
  setExpectError: (expectError) => set({ expectError }),
  markAnswersSaved: (answersSavedFor) => set({ answersSavedFor }),
});
