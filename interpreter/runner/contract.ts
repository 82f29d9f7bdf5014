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
  | { esc: true }
  /** the next start_dialog: tiles set as a user would (each change runs its action), then a button pressed */
  | { dialog: DialogAnswer }
  /** the next grread: a mouse move or pick, a key, a menu item */
  | { grread: GrreadInput };

/**
 * A scripted answer for a dialog shown by start_dialog. Tiles are set in the order given (each
 * change runs the tile's action with AutoCAD's $reason), then `press` presses a button (running
 * its action; "accept" and "cancel" close with 1 and 0 unless the program's actions decide
 * otherwise). Without `press` the dialog stays open and takes the next dialog answer.
 */
export interface DialogAnswer {
  /** the dialog this answers (its DCL name); when given, only that dialog takes the answer */
  name?: string;
  /** tile key -> value as get_tile shows it: "1"/"0" toggles, "2" a popup index, "0 3" list rows, a radio button's key for its cluster */
  tiles?: Record<string, string | number>;
  /** the key of the button (or image button, or list box: a double-click) to press */
  press?: string;
  /** where an image button is clicked ($x $y), in its own pixel coordinates */
  at?: [number, number];
  /** press Esc (the cancel button) */
  cancel?: true;
}

/** A scripted answer for grread. Exactly one field. */
export interface GrreadInput {
  /** pointer moved (type 5, returned only while tracking) */
  move?: [number, number] | [number, number, number];
  /** point picked (type 3) */
  pick?: [number, number] | [number, number, number];
  /** a key: character code or a one-character string (type 2); 27 is Esc */
  key?: number | string;
  /** screen or pull-down menu item number (type 4) */
  menu?: number;
  /** BUTTONS menu button number (type 6) */
  buttons?: number;
  /** AUX menu button number (type 11) */
  aux?: number;
  /** secondary pointer button, screen x coordinate (type 25) */
  right?: number;
}

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
  /**
   * ask the host when the scripted inputs run out (a dialog is shown for real, grread takes the
   * mouse); hosts without interaction ignore it. See interpreter/runner/interaction.ts.
   */
  interactive?: boolean;
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
  assertions?: AssertionResult[];
  /** sha-256 (hex) of the exact source texts, in request order: name NUL text NUL ... */
  codeHash: string;
  /** the drawing's hash before the run (the drawing the result was computed on) */
  drawingHash: string;
  /** every prompt asked, in order (prompt text, or "(getpoint)" when it had none) */
  promptsAsked?: string[];
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
}

/** One dialog shown by start_dialog. */
export interface DialogRecord {
  /** the dialog's name in its DCL file */
  name: string;
  /** the DCL file it came from */
  file: string;
  /** what start_dialog returned */
  status: number;
  /** the last button pressed (its key), if any */
  press?: string;
  /** every keyed tile's value when the dialog closed */
  tiles: Record<string, string>;
  /** who answered it */
  answeredBy: 'script' | 'user' | 'unanswered' | 'program';
  /** parts of scripted answers that could not apply (missing tile, disabled tile, bad value) */
  rejected?: string[];
  /** nesting depth (1 for a top-level dialog) */
  depth: number;
}

export interface DclProblem {
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning' | 'hint';
  message: string;
}

/** A temporary vector (grdraw, grvecs), in drawing coordinates. */
export interface TransientVector {
  from: [number, number];
  to: [number, number];
  /** ACI colour; -1 XOR ink */
  color: number;
  highlight?: boolean;
  /** which screen: 0 until the first redraw, then 1, ... (a redraw clears the screen) */
  frame: number;
}

export interface TransientGraphics {
  vectors: TransientVector[];
  /** how many times the screen was cleared by (redraw) */
  frames: number;
  /** texts written with grtext, by box (-1 status line, -2 coordinates) */
  texts: Array<{ box: number; text: string }>;
  /** handles highlighted with (redraw ename 3) and not yet unhighlighted */
  highlighted: string[];
  /** handles hidden with (redraw ename 2) and not yet shown again */
  hidden: string[];
  /** vectors past the cap were not kept */
  truncated?: boolean;
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

// Interactive runs: what a run asks the host, and the dialog it shows (interaction.ts, dialogs/view.ts).
export type { AskKind, AskKinds, AskRequest, AskRequestOf, GrreadRequest } from './interaction.js';
export type { DialogView, ImageOp, TileView } from '../dialogs/view.js';
