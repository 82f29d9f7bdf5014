/*
 * The one run contract: RunRequest in, RunResult out. Used by the CLI, the app (over IPC/HTTP)
 * and the agent's tools. Plain JSON-serialisable data only, so it crosses threads and sockets.
 */

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

/** One scripted answer to a prompt (getpoint, getstring, entsel, ssget...). */
export type ScriptedInput =
  | { point: [number, number] | [number, number, number] }
  | { int: number }
  | { real: number }
  | { string: string }
  | { keyword: string }
  /** an entity by handle (entsel/nentsel), with an optional pick point */
  | { entity: string; point?: [number, number, number] }
  /** a selection (interactive ssget) by handles */
  | { selection: string[] }
  /** a file name (getfiled) */
  | { file: string }
  /** press Enter (nil) */
  | { enter: true }
  /** press Esc: Function cancelled */
  | { esc: true };

export interface RunRequest {
  files: SourceFile[];
  /** entry file name; defaults to files[0] */
  entry?: string;
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
  /** the run's environment for getenv/setenv (names are case-insensitive) */
  env?: Record<string, string>;
  /** press Esc at this prompt (1-based, counting re-prompts) instead of answering it (the Esc check) */
  escAtPrompt?: number;
}

export type RunStage = 'ok' | 'syntax' | 'execution' | 'budget' | 'cancelled' | 'internal';

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

/** One group code's change in a modified entity. */
export interface GroupChange {
  code: number;
  before: string | null;
  after: string | null;
}

export interface EntityChange {
  handle: string;
  type: string;
  layer: string;
  change: 'added' | 'deleted' | 'modified';
  groups?: GroupChange[];
  /** for moved geometry: displacement of the primary point */
  delta?: [number, number, number];
}

export interface TableChange {
  table: string;
  name: string;
  change: 'added' | 'deleted' | 'modified';
  groups?: GroupChange[];
}

export interface SysvarChange {
  name: string;
  before: string;
  after: string;
}

export interface DrawingDiff {
  entities: EntityChange[];
  tables: TableChange[];
  sysvars: SysvarChange[];
  summary: { added: number; deleted: number; modified: number };
}

/** A drawing as the UI draws it: one record per entity, entget-like data as printed strings. */
export interface SnapshotEntity {
  handle: string;
  type: string;
  layer: string;
  /** the entity's DXF groups as [code, value] with numbers/points kept numeric */
  groups: Array<[number, string | number | number[]]>;
  /** owner block name for entities inside block definitions; undefined for model space */
  block?: string;
  deleted?: boolean;
}

export interface SnapshotLayer {
  name: string;
  color: number;
  linetype: string;
  frozen: boolean;
  locked: boolean;
  off: boolean;
}

export interface DrawingSnapshot {
  name: string;
  hash: string;
  layers: SnapshotLayer[];
  entities: SnapshotEntity[];
  /** block definitions by name, for expanding inserts */
  blocks: Record<string, { base: [number, number, number]; entities: SnapshotEntity[] }>;
  extents?: { min: [number, number]; max: [number, number] };
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

/** A command the script called that Lispwright does not simulate (it had no effect here). */
export interface UnsimulatedCommand {
  /** the command's name as AutoCAD knows it, e.g. "INSERT" */
  name: string;
  /** where the (command ...) call is written */
  file?: string;
  line?: number;
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
  /** sha-256 (hex) of the exact source texts, in request order: name NUL text NUL ... */
  codeHash: string;
  /** the drawing's hash before the run (the drawing the result was computed on) */
  drawingHash: string;
  /** every prompt asked, in order (prompt text, or "(getpoint)" when it had none) */
  promptsAsked?: string[];
  /** true when the pool answered from its result cache (the run was not repeated) */
  cached?: boolean;
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
