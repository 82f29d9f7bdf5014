/*
 * The one run contract: RunRequest in, RunResult out. Used by the CLI, the app (over IPC/HTTP)
 * and the agent's tools. Plain JSON-serialisable data only, so it crosses threads and sockets.
 */
import type { ScriptedInput } from '../ports/input.js';
import type { DclProblem, DialogRecord } from '../ports/dialog-view.js';
import type { TransientGraphics } from '../ports/screen.js';
import type { UnsimulatedCommand } from '../ports/commands.js';
import type { DrawingDiff, SysvarChange } from '../ports/diff.js';
import type { DrawingSnapshot } from '../ports/snapshot.js';
import type { SnapshotDelta } from './snapshot-delta.js';
import type { EffectReport } from './effect.js';
import type { ScreeningFinding } from './screening.js';
import type { CaseExpectations, VerificationReport } from './verification.js';
import type { DrawingRunReport } from '../ports/reactions.js';

// The drawing's and the prompts' halves of the contract are declared where the drawing and the
// input port are (interpreter/ports/); the contract re-exports them so callers import one module.
export type { ScriptedInput } from '../ports/input.js';
export type { UnsimulatedCommand } from '../ports/commands.js';
export type { DrawingDiff, EntityChange, GroupChange, SysvarChange, TableChange } from '../ports/diff.js';
export type { DrawingSnapshot, FirstView, ModelEntityView, SnapshotEntity, SnapshotLayer } from '../ports/snapshot.js';
// The verification rule's half: what a case expects, what screening and the effect check found.
export type { EffectReport, EffectRule, EffectValue, ExpectedEffect, TableEffect } from './effect.js';
export type { ScreeningFinding } from './screening.js';
export type { CaseExpectations, ConditionId, ConditionProblem, VerificationCondition, VerificationReport } from './verification.js';
export type { DrawingRunReport, FiredReaction } from '../ports/reactions.js';

/** A source file given to a run. The first file is the entry point unless `entry` says otherwise. */
export interface SourceFile {
  /** file name as scripts refer to it, e.g. "helpers.lsp" */
  name: string;
  text: string;
}

/** Where the run's drawing comes from. */
export type DrawingSource =
  | { kind: 'empty' }
  | { kind: 'dxf'; name: string; text: string }
  | { kind: 'sample'; name: string }
  /** an opaque snapshot id held by the host (avoids resending large drawings) */
  | { kind: 'snapshot'; id: string };

export interface RunRequest {
  files: SourceFile[];
  /** entry file name; defaults to files[0] */
  entry?: string;
  /**
   * files (names in `files`) loaded, in order, before the entry: a project's files listed before
   * it (Load Project). An error in one ends the run there.
   */
  preload?: string[];
  drawing?: DrawingSource;
  /** step budget (default DEFAULT_BUDGET) */
  budget?: number;
  inputs?: ScriptedInput[];
  /** a command to call after loading, e.g. "c:movelines" */
  call?: string;
  /** AutoLISP expressions evaluated after the run as test assertions */
  assertions?: string[];
  /** include before/after snapshots of the drawing in the result (for drawing views) */
  wantSnapshots?: boolean;
  /**
   * with wantSnapshots: the hash of the drawing snapshot the caller already holds (the loaded
   * drawing's). When the run's drawing starts there, the result carries `snapshotDelta` (only what
   * differs) instead of `before` and `after`; runner/snapshot-delta.ts `withSnapshots` restores them.
   */
  snapshotBase?: string;
  /** the run's environment for getenv/setenv (names are case-insensitive) */
  env?: Record<string, string>;
  /** press Esc at this prompt (1-based, counting re-prompts) instead of answering it (the Esc check) */
  escAtPrompt?: number;
  /**
   * ask the host when the scripted inputs run out (a dialog is shown for real, grread takes the
   * mouse); hosts without interaction ignore it. See interpreter/runner/interaction.ts.
   */
  interactive?: boolean;
  /**
   * what the case expects besides its assertions: the expected effect, an expected error, output,
   * diff counts (the verification rule checks them; RunResult.effect and .verification report)
   */
  expect?: CaseExpectations;
  /** an expression evaluated after the assertions for the coordinate plot (RunResult.plot); never an assertion */
  plot?: string;
}

/** Something a run did, and where the call is written (when known). */
export interface SourcePlace {
  name: string;
  file?: string;
  line?: number;
}

/**
 * How a run ended. `budget`: a limit of the script's own making (steps, recursion, memory, nesting);
 * `timeout`: the wall-clock backstop stopped a run that did not answer (a builtin looping on huge
 * data); `crashed`: the worker running it died; `internal`: a bug in Lispwright.
 */
export type RunStage = 'ok' | 'syntax' | 'execution' | 'budget' | 'timeout' | 'cancelled' | 'crashed' | 'internal';

/** Every stage, in the order above (for validation and exhaustive tables). */
export const RUN_STAGES: readonly RunStage[] = ['ok', 'syntax', 'execution', 'budget', 'timeout', 'cancelled', 'crashed', 'internal'];

/** How the UI, the CLI and the agent name a stage in a sentence. */
export const STAGE_LABELS: Record<RunStage, string> = {
  ok: 'ok',
  syntax: 'syntax error',
  execution: 'error',
  budget: 'limit reached',
  timeout: 'time limit reached',
  cancelled: 'cancelled',
  crashed: 'runner crashed',
  internal: 'internal error',
};

export interface StackFrame {
  name: string;
  file?: string;
  line?: number;
  column?: number;
  args: string[];
  /** how many consecutive recursive calls this frame stands for */
  repeated?: number;
}

export interface RunError {
  /** AutoCAD wording, without the "; error: " prefix */
  message: string;
  file?: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  stack: StackFrame[];
  /** printed argument values of the failing user function */
  args?: string[];
  /** true when a user *error* handler ran for this error */
  handledByUser?: boolean;
}

export interface OutputChunk {
  kind: 'text' | 'alert' | 'prompt';
  text: string;
}

export interface WrittenFile {
  name: string;
  text: string;
}

export interface AssertionResult {
  expr: string;
  passed: boolean;
  value: string;
  error?: string;
}

export interface RunResult {
  ok: boolean;
  stage: RunStage;
  output: OutputChunk[];
  /** prin1 of the last value ("" when the run failed) */
  value: string;
  error?: RunError;
  steps: number;
  elapsedMs: number;
  diff?: DrawingDiff;
  before?: DrawingSnapshot;
  after?: DrawingSnapshot;
  /** before and after as changes against the request's snapshotBase (instead of before/after) */
  snapshotDelta?: SnapshotDelta;
  files: WrittenFile[];
  inputsUsed: number;
  inputsLeft: number;
  /** prompts that found no scripted answer (answered as Enter) */
  unansweredPrompts: string[];
  /** functions the script called that the sandbox refuses (startapp, vl-registry-write...) */
  sandboxRefused: string[];
  /** commands called through command/vl-cmdf/command-s that are not simulated (the runner always fills it): a run with any cannot be verified */
  unsimulatedCommands?: UnsimulatedCommand[];
  assertions?: AssertionResult[];
  /**
   * sha-256 (hex) of the exact source texts of the files the run read: the entry, the preloads,
   * then every other request file it read (load, load_dialog, open) in the order first read, as
   * name NUL text NUL ... (code-hash.ts). A single-file run hashes its one file.
   */
  codeHash: string;
  /** the files codeHash covers, in its order, when there are more than the entry */
  codeFiles?: string[];
  /** the drawing's hash before the run (the drawing the result was computed on) */
  drawingHash: string;
  /** every prompt asked, in order (prompt text, or "(getpoint)" when it had none) */
  promptsAsked?: string[];
  /** reactor callbacks fired during the run, in order (absent when none fired) */
  reactions?: DrawingRunReport['reactions'];
  /** how many fired reactions were left out of `reactions` past its cap */
  reactionsDropped?: number;
  /** the status line MODEMACRO shows at the end of the run (DIESEL evaluated), when MODEMACRO is set */
  statusLine?: string;
  /** true when the pool answered from its result cache (the run was not repeated) */
  cached?: boolean;
  /** every dialog start_dialog showed, in order */
  dialogs?: DialogRecord[];
  /** problems found in DCL files load_dialog read (located), including files that failed to load */
  dclDiagnostics?: DclProblem[];
  /** temporary graphics drawn with grdraw / grvecs / grtext / redraw */
  graphics?: TransientGraphics;
  /** answers the user gave interactively, in the scripted-input form (to save into the inputs) */
  interactiveAnswers?: ScriptedInput[];
  /** the c:NAME commands the run entered, upper-case, in the order first called */
  commandsCalled?: string[];
  /** unansweredPrompts with where each prompting call is written */
  unansweredAt?: SourcePlace[];
  /** sandboxRefused with where each refused call is written */
  refusedAt?: SourcePlace[];
  /** calls in the text that would act outside the drawing in AutoCAD (screening.ts) */
  screening?: ScreeningFinding[];
  /** the request's expected effect compared with the diff (expect.effect) */
  effect?: EffectReport;
  /** the plot expression's value (RunRequest.plot) */
  plot?: { expr: string; value: string; error?: string };
  /** the verification rule's verdict on this run for the request's own case (verification.ts) */
  verification?: VerificationReport;
}

/** One Esc-check run: the command with Esc pressed at prompt `prompt`. */
export interface EscCheckStep {
  /** 1-based prompt number */
  prompt: number;
  /** the prompt's text */
  label: string;
  stage: RunStage;
  /** the error message the run ended with ("Function cancelled" when all went well) */
  message: string;
  /** whether the command's *error* handler saw the cancel */
  handledByUser: boolean;
  /** system variables left different from before the command */
  sysvarsNotRestored: SysvarChange[];
  /** entities/tables left changed (added + deleted + modified) */
  drawingChanges: number;
  passed: boolean;
}

export interface EscCheckReport {
  /** the command run, e.g. "c:movelines" (or the entry file when no call was given) */
  command: string;
  /** prompts the command asked in a normal run */
  prompts: number;
  steps: EscCheckStep[];
  passed: boolean;
  /** why the check could not run (the normal run failed), when it could not */
  error?: string;
}

/** What one console expression did (runner/console-session.ts): the console shows this. */
export interface ConsoleResult {
  ok: boolean;
  /** what the expression printed (prompts and alerts included) */
  output: OutputChunk[];
  /** the value as the console shows it (prin1), '' after an error */
  value: string;
  error?: RunError;
  steps: number;
  /** entities changed since the last reset */
  changes: number;
}

// Interactive runs: what a run asks the host (ports/ask.ts), the dialogs it shows and records
// (ports/dialog-view.ts), what it draws on the screen (ports/screen.ts).
export type { AskKind, AskKinds, AskRequest, AskRequestOf, GrreadRequest, PickMode, PickRequest } from '../ports/ask.js';
export type { DclProblem, DialogRecord, DialogView, ImageOp, TileView } from '../ports/dialog-view.js';
export type { DialogAnswer, GrreadInput } from '../ports/input.js';
export type { TransientGraphics, TransientVector } from '../ports/screen.js';
