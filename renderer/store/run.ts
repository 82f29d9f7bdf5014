/*
 * Run state: the run panel's inputs (budget, scripted inputs text, command to call, test cases)
 * and the last result. `lastRun` remembers which document and how many of its assertions were
 * test cases (the rest are plot expressions), which Verified Export needs.
 */
import type { StateCreator } from 'zustand';
import type { RunResult } from '../../interpreter/runner/contract.js';
import type { AppState } from './index.js';

export interface LastRun {
  result: RunResult;
  docId: string;
  /** assertions[0..testCount) are test cases; after them come plot expressions */
  testCount: number;
  /** the plot expression sent with this run, if any */
  plotExpr: string | null;
  /** the run's name for the document (its path in the project: "tools/x.lsp"); default the tab's name */
  entry?: string;
}

export interface RunSlice {
  running: boolean;
  runId: string | null;
  /** Test (every case) or an Esc check is under way: runs that ask nothing, one after another */
  testingAll: boolean;
  lastRun: LastRun | null;
  /** finished runs so far (lets tests and views notice a new result) */
  runCount: number;
  budget: number;
  inputsText: string;
  call: string;
  /** test cases: AutoLISP expressions that must be non-nil after the run */
  tests: string[];
  /** the run (by runCount) whose interactive answers were saved or dismissed */
  answersSavedFor: number;
  startRun(runId: string): void;
  finishRun(last: LastRun): void;
  failRun(): void;
  setBudget(n: number): void;
  setInputsText(t: string): void;
  setCall(c: string): void;
  setTests(t: string[]): void;
  markAnswersSaved(runCount: number): void;
}

export const createRunSlice: StateCreator<AppState, [], [], RunSlice> = (set) => ({
  running: false,
  runId: null,
  testingAll: false,
  lastRun: null,
  runCount: 0,
  budget: 20_000_000,
  inputsText: '',
  call: '',
  tests: [],
  answersSavedFor: -1,
  startRun: (runId) => set({ running: true, runId }),
  // a finished run is what the views show again (not a debug stop or the console)
  finishRun: (last) => set((s) => ({ running: false, runId: null, lastRun: last, runCount: s.runCount + 1, drawingOverride: null })),
  failRun: () => set({ running: false, runId: null }),
  setBudget: (budget) => set({ budget }),
  setInputsText: (inputsText) => set({ inputsText }),
  setCall: (call) => set({ call }),
  setTests: (tests) => set({ tests }),
  markAnswersSaved: (answersSavedFor) => set({ answersSavedFor }),
});
