/*
 * A tool is data: name, description, JSON-schema parameters and an `execute` that returns what the
 * model is told plus what the UI shows. Tools never throw for model mistakes; the loop also catches
 * anything they do throw and reports it to the model as the tool's result.
 */
import type { ExpectedEffect, RunResult, ScriptedInput, VerificationReport } from '../../interpreter/runner/contract.js';
import type { AgentEvent } from '../events.js';
import type { DrawingInspector, FunctionCatalogue, RunLisp, SessionContext } from '../ports.js';
import type { JsonSchema } from './schema.js';

/** A run made by a tool, kept by the loop for the gate, the stuck detector and compaction. */
export interface ToolRun {
  code: string;
  result: RunResult;
  /** true when the run used the session drawing (only those count for verification) */
  onSessionDrawing: boolean;
  /** the run's id as the model was told it ("run_id"), for `deliver` */
  runId?: string;
  /** the case the run declared, so the gate can repeat it for delivered code */
  call?: string;
  inputs?: ScriptedInput[];
  assertions?: string[];
  expectEffect?: ExpectedEffect;
}

/** What `deliver` hands the loop when the delivered run re-checked verified. */
export interface Delivery {
  code: string;
  codeHash: string;
  /** the re-check on the session drawing */
  run: ToolRun;
  verification: VerificationReport;
  explanation: string;
}

/** The outcome of running the session's tests on one code version. */
export interface TestsOutcome {
  code: string;
  /** from the runner's results (undefined when there are no tests) */
  codeHash?: string;
  passed: number;
  total: number;
  failures: string[];
  /** each saved test by name, with why it failed */
  results?: SavedTestResult[];
}

export interface SavedTestResult {
  name: string;
  passed: boolean;
  problems: string[];
}

export interface ToolContext {
  runLisp: RunLisp;
  inspector: DrawingInspector;
  catalogue: FunctionCatalogue;
  session: SessionContext;
  signal: AbortSignal;
  /** the code of the last run_lisp call, for run_tests without code */
  lastCode(): string | undefined;
  /** the id of the call being executed */
  callId: string;
  /** report an event while the tool runs (a question asked, an answer received) */
  emit(e: AgentEvent): void;
  /** ask the user one question; null when nobody can answer now (the session then stops to ask) */
  askUser?(q: Question, signal: AbortSignal): Promise<string | null>;
  /** a new run id for a run_lisp result (the loop numbers them; default: none) */
  newRunId?(): string;
  /** deliver a run by its id: the loop re-checks it on the session drawing (deliver tool) */
  deliver?(runId: string, explanation: string): Promise<ToolOutcome>;
}

export interface Question {
  question: string;
  choices?: string[];
}

export interface ToolOutcome {
  /** the text the model receives */
  content: string;
  ok: boolean;
  /** one line for the UI card */
  summary: string;
  /** runs made (run_lisp: one; run_tests: one per test) */
  runs?: ToolRun[];
  /** run_tests: the verdict for the code */
  tests?: TestsOutcome;
  /** the session must stop after this call (ask_user without an answer) */
  stop?: { reason: 'question'; message: string; question: string };
  /** deliver: the delivered run verified, and the session ends with it */
  delivered?: Delivery;
}

export interface Tool<A = Record<string, unknown>> {
  name: string;
  description: string;
  parameters: JsonSchema & { type: 'object' };
  /**
   * true when the result holds only Lispwright's own text (the catalogue, the user's answer), so
   * it is not wrapped as untrusted data; results with drawing text or program output are
   */
  trusted?: boolean;
  /** argument names holding AutoLISP source, checked against the code-size limit */
  codeArgs?: readonly string[];
  execute(args: A, ctx: ToolContext): Promise<ToolOutcome>;
}

/** Erase the argument type so tools fit in one list. */
export const defineTool = <A>(t: Tool<A>): Tool => t as unknown as Tool;
