/*
 * Test cases per document: the script's named cases (its NAME.test.lsp, in the runner's format),
 * which one is selected, whether the set has edits not yet written, and the last results. The
 * run bar's Call field, the scripted inputs and the assertions are the selected case's working
 * copy (tests/case-files.ts keeps the two in step); with no case selected they are the
 * document's scratch case, which is not written anywhere but is kept by the session.
 */
import type { StateCreator } from 'zustand';
import type { TestCase, TestOutcome } from '../../interpreter/index.js';
import type { EscCheckReport } from '../../interpreter/runner/contract.js';
import type { AppState } from './index.js';

export interface CaseResult {
  status: TestOutcome['status'];
  failures: string[];
  /** the run's summary line (stage, steps, diff) */
  summary: string;
  at: number;
}

export interface CaseSet {
  /** the test file (absolute on the host), or null for an untitled script */
  testPath: string | null;
  /** the test file's hash when read or written (a write asks when it changed since) */
  diskHash?: string;
  /** the script as the test file names it (relative to the test file) */
  script: string;
  cases: TestCase[];
  /** index into cases; -1: the scratch case */
  selected: number;
  /** edits not written to the test file yet */
  dirty: boolean;
  /** the scratch case's working copy (when nothing is selected) */
  scratch: { call: string; inputsText: string; tests: string[] };
  /** why the test file could not be read */
  error?: string;
  /** last result per case name */
  results: Record<string, CaseResult>;
  /** the last Esc check from the panel */
  esc?: { caseName: string; report: EscCheckReport };
}

export interface CasesSlice {
  cases: Record<string, CaseSet>;
  setCaseSet(docId: string, set: CaseSet): void;
  patchCaseSet(docId: string, patch: Partial<CaseSet>): void;
  dropCaseSet(docId: string): void;
}

export const emptyCaseSet = (script: string, testPath: string | null): CaseSet => ({
  testPath, script, cases: [], selected: -1, dirty: false, scratch: { call: '', inputsText: '', tests: [] }, results: {},
});

export const createCasesSlice: StateCreator<AppState, [], [], CasesSlice> = (set) => ({
  cases: {},
  setCaseSet: (docId, cs) => set((s) => ({ cases: { ...s.cases, [docId]: cs } })),
  patchCaseSet: (docId, patch) =>
    set((s) => {
      const cur = s.cases[docId];
      return cur ? { cases: { ...s.cases, [docId]: { ...cur, ...patch } } } : {};
    }),
  dropCaseSet: (docId) =>
    set((s) => {
      if (!(docId in s.cases)) return {};
      const cases = { ...s.cases };
      delete cases[docId];
      return { cases };
    }),
});
