/*
 * The one typed contract between the host (Electron main, or the browser-mode server) and the
 * renderer. Main, preload, the web transport and the renderer all import these types; the renderer
 * talks to a `HostApi` and never knows which transport is behind it.
 *
 * Invokes are request/response (`HostApi` methods); pushes are host -> renderer events
 * (`HostEvents`), subscribed with `on(name, cb)` which returns an unsubscribe function.
 */
import type { AskRequest, ConsoleResult, OutputChunk, RunRequest, RunResult, DrawingSnapshot, DrawingDiff, DrawingSource, ScriptedInput, SourceFile } from '../../interpreter/runner/contract.js';
import type { AgentEvent, AgentStartRequest, MemoryNote } from '../../agent/events.js';
import type { Project } from '../../interpreter/runner/project.js';
import type { ProviderId } from '../../agent/provider-presets.js';

export type { AskRequest, RunRequest, RunResult, DrawingSnapshot, DrawingDiff, ScriptedInput, SourceFile, AgentEvent, AgentStartRequest, Project };

/** A text file as the editor holds it, with what is needed to save it back the same way. */
export interface TextDocument {
  /** absolute path on the host, or null for an untitled buffer */
  path: string | null;
  name: string;
  /** the text with "\n" line endings (the host converts to and from `eol` on disk) */
  text: string;
  /** detected encoding: 'utf-8', 'utf-8-bom', 'windows-1252', 'gbk', ... */
  encoding: string;
  eol: '\n' | '\r\n';
  /** set by the host after a save that could not keep the encoding (e.g. fell back to UTF-8) */
  warning?: string;
  /**
   * sha-256 of the file's bytes when the host last read or wrote it: a save finds out whether
   * something else changed the file since (WouldReplace with changedOnDisk)
   */
  diskHash?: string;
}

/**
 * A write the host did not make because it would replace a file the user has not agreed to
 * replace: an existing file (Save As, Export Verified, a new test file), or a file changed on disk
 * since it was read (Save, a test file edited elsewhere). Ask, then send again with overwrite.
 */
export interface WouldReplace {
  wouldReplace: string;
  /** the file is the one being saved, but something else changed it since it was read */
  changedOnDisk?: true;
}

export interface WriteOptions {
  /** the user agreed to replace the file (after a WouldReplace) */
  overwrite?: boolean;
  /** Save As: paths open in other tabs (a tab never ends on another tab's file) */
  openPaths?: string[];
}

export const isWouldReplace = (v: unknown): v is WouldReplace =>
  typeof v === 'object' && v !== null && typeof (v as { wouldReplace?: unknown }).wouldReplace === 'string';

/** A text file the app keeps beside scripts (test files), as read. */
export interface TextFileContent {
  path: string;
  text: string;
  /** sha-256 of the bytes read or written (give it back as expectHash when writing) */
  hash: string;
}

/** The project a script belongs to: the nearest folder with lispwright.json, else the script's folder. */
export interface ProjectInfo {
  root: string;
  /** the lispwright.json path, or null when the folder has none */
  projectFile: string | null;
  project: Project | null;
  /** why lispwright.json could not be used */
  projectError?: string;
  /** the files runs may see there, names relative to the root ("/"), with their texts on disk */
  files: Array<{ name: string; path: string; text: string }>;
  /** files left out by the size limits */
  skipped: string[];
}

/** What a restart brings back (besides autosaved buffers): the workbench as it was left. */
export interface SessionState {
  /** open tabs in order (the autosaved buffer with the same id holds a tab's unsaved text) */
  tabs: Array<{ id: string; name: string; path: string | null }>;
  activeId: string | null;
  /** where the drawing came from, to load it again */
  drawing: { kind: 'sample'; name: string } | { kind: 'path'; path: string } | { kind: 'new' } | null;
  call: string;
  budget: number;
  inputsText: string;
  /** per document id: the test-case panel (the cases, which one is selected, unsaved edits) */
  cases: Record<string, unknown>;
  savedAt: string;
}

export interface SampleDrawing {
  name: string;
  title: string;
  entityCount: number;
}

/** A drawing the host has loaded; runs refer to it by id so large DXF text is sent once. */
export interface LoadedDrawing {
  id: string;
  name: string;
  /** the drawing's hash (the runner's, a run's snapshotBase); '' while `snapshotPending`: the whole snapshot's head has it */
  hash: string;
  entityCount: number;
  snapshot: DrawingSnapshot;
  /**
   * a large drawing's first answer: `snapshot` is its head only (layers, layouts, extents; no
   * entities; its hash '' until then), so its first frame (drawingScene) need not wait for the
   * whole snapshot, which drawingSnapshot(id) gives
   */
  snapshotPending?: true;
}

export interface ProviderSettings {
  preset: ProviderId;
  baseUrl: string;
  model: string;
  temperature: number;
  maxRounds: number;
  /** seconds without a byte from the model server before the request is given up (and retried once) */
  idleTimeoutSec: number;
  /** whether an API key is stored (the key itself never reaches the renderer) */
  hasApiKey: boolean;
  /** where the key may go and what stops a request to the base URL (derived, never stored) */
  key?: KeyStatus;
}

/** Key custody as the settings panel shows it: never the key, only where it may be sent. */
export interface KeyStatus {
  source: 'stored' | 'environment' | 'none';
  /** origins the key may be sent to */
  boundOrigins: string[];
  /** the origin of the current base URL (null when it is not an http(s) URL) */
  origin: string | null;
  /** what stops a request to the base URL until the user confirms it (confirmProviderOrigin) */
  problem?: { kind: 'key-origin' | 'insecure-http'; origin: string; message: string };
}

/** What Test connection found. */
export interface ConnectionResult {
  ok: boolean;
  message: string;
  /** the server's model ids, when it listed them */
  models?: string[];
  /** set when the request was not made because the origin needs the user's confirmation */
  needsConfirmation?: string;
}

/** The workspace memory a script belongs to (its folder's lispwright-memory/). */
export interface MemoryScope {
  /** the script's path, or null for an untitled one */
  documentPath: string | null;
}

/** A memory note, as the agent declares it (types only cross into the contract). */
export type { MemoryNote };

export interface MemoryNoteDraft {
  /** omitted: a new note */
  id?: string;
  kind: 'standard' | 'lesson';
  title: string;
  tags?: string[];
  body: string;
}

export interface MemoryListing {
  /** the folder the notes live in */
  dir: string;
  notes: MemoryNote[];
}

export interface Settings {
  theme: 'dark' | 'light';
  budget: number;
  fontSize: number;
  recentFiles: string[];
  provider: ProviderSettings;
}

export interface AutosavedBuffer {
  id: string;
  name: string;
  path: string | null;
  text: string;
  savedAt: string;
}

/** The case an export repeats: what the run was called with and what it expects. */
export type ExportCase = Pick<RunRequest, 'call' | 'inputs' | 'assertions' | 'expect'>;

export interface ExportRequest {
  document: TextDocument;
  /**
   * the run the page saw for this exact text (checkExport judges it); the export itself re-runs
   * `case` on the drawing and judges its own run. A single-file run of `files: [{ name:
   * document.name, text: document.text }]`.
   */
  run: RunResult;
  /** the case to re-run (default: the text alone, with no command or expectations) */
  case?: ExportCase;
  /** the host drawing the case runs on (absent: a new empty drawing) */
  drawingId?: string;
  testsPassed: number;
  /** saved test cases in all; when given, export is refused unless testsPassed === testsTotal */
  testsTotal?: number;
  /** the saved tests by name, for the header */
  testNames?: string[];
  drawingName: string;
  /** the calls outside the drawing the drafter confirmed in the export dialog (screening names) */
  confirmed?: string[];
  /** where to write; omitted: the host asks (save dialog) or, in browser mode, uses its workspace */
  path?: string;
  /**
   * the other files the run read (run.codeFiles after the document), with the texts the page
   * hashed: the host re-checks the code hash over all of them, re-runs the case with them and the
   * header lists them
   */
  files?: SourceFile[];
  /** the project's files loaded before the document (lispwright.json), by name among `files` */
  preload?: string[];
  /** replace an existing file: the drafter was asked (without it an existing file is never replaced) */
  overwrite?: boolean;
  /** paths open in other tabs: never written over */
  openPaths?: string[];
}

export type ExportCheck = { ok: true } | { ok: false; reason: string };

/** Save As: the saved document, null (cancelled), or why nothing was written. */
export type SaveAsResult = TextDocument | null | WouldReplace | { openInTab: string };

/** What the renderer may want to know about the host it runs in. */
export interface HostInfo {
  mode: 'electron' | 'web';
  version: string;
  platform: string;
  /** false in browser mode: openFile()/openDrawing() without a path return null, so ask for a path */
  nativeDialogs: boolean;
  /** browser mode: where Save As / Export Verified without a path write */
  workspaceDir?: string;
  /** where the API key lives: 'safeStorage', 'environment', 'memory' ... */
  secretBackend: string;
  /** e.g. "no OS keyring: the API key is kept for this session only" */
  secretWarning?: string;
}

export type ExportResult =
  | { ok: true; path: string; /** the case in machine form, NAME.verify.json */ sidecar: string }
  | { ok: false; reason: string }
  | { ok: false; cancelled: true }
  /** `wouldReplace` (the export or its sidecar) exists: ask the drafter, then again with `path` and overwrite */
  | ({ ok: false; path: string } & WouldReplace)
  /** the path is open in another tab */
  | { ok: false; openInTab: string };

/** A console session to open: the drawing it starts from (the one the workbench has open) and the files (load "x") finds. */
export interface ConsoleOpenRequest {
  sessionId: string;
  drawing?: DrawingSource;
  files?: SourceFile[];
  budget?: number;
}

/** What one console expression did. */
export type ConsoleEvalResult = ConsoleResult;

/** The console's drawing: as opened (or reset), as it is now, and the diff between. */
export interface ConsoleDrawingState {
  before: DrawingSnapshot;
  after: DrawingSnapshot;
  diff: DrawingDiff;
}

export interface HostApi {
  // runs
  run(req: RunRequest, runId: string): Promise<RunResult>;
  cancel(runId: string): Promise<void>;
  /** answer the question `askId` a running interactive run asked ('run:ask'); null for no answer */
  answerAsk(runId: string, askId: number, answer: unknown): Promise<void>;
  // files
  newDocument(): Promise<TextDocument>;
  openFile(path?: string): Promise<TextDocument | null>;
  /** WouldReplace: the file changed on disk since it was read (doc.diskHash) */
  saveFile(doc: TextDocument, opts?: WriteOptions): Promise<TextDocument | WouldReplace>;
  /**
   * `path` skips the dialog (browser mode has none); WouldReplace: `path` exists and is another
   * file; openInTab: `path` is open in another tab (opts.openPaths), never written over
   */
  saveFileAs(doc: TextDocument, path?: string, opts?: WriteOptions): Promise<SaveAsResult>;
  /** a text file beside a script (test files); null when there is none */
  readTextFile(path: string): Promise<TextFileContent | null>;
  /**
   * write a text file beside a script: a new file, or the one read before with `expectHash`
   * (the hash read); anything else that exists comes back as WouldReplace unless opts.overwrite
   */
  writeTextFile(path: string, text: string, opts?: WriteOptions & { expectHash?: string }): Promise<TextFileContent | WouldReplace>;
  /** the project of a script on disk (lispwright.json, the files its runs may see) */
  projectOf(documentPath: string): Promise<ProjectInfo>;
  /** whether exportVerified would accept this request, and why not (for enabling the command) */
  checkExport(req: ExportRequest): Promise<ExportCheck>;
  exportVerified(req: ExportRequest): Promise<ExportResult>;
  // drawings
  listSamples(): Promise<SampleDrawing[]>;
  openSample(name: string): Promise<LoadedDrawing>;
  /**
   * the drawing view's scene of a loaded drawing's model space, built on the host, as bytes
   * (renderer/canvas/scene-arrays.ts: typed arrays, no JSON for the geometry); null when the host
   * no longer holds that drawing's snapshot (the view then builds the scene itself)
   */
  drawingScene(drawingId: string): Promise<ArrayBuffer | null>;
  /**
   * a loaded drawing's whole views' snapshot as UTF-8 bytes of snapshot lines (interpreter's
   * readSnapshotLines reads them; for a LoadedDrawing with snapshotPending); null when the host no
   * longer holds that drawing's views
   */
  drawingSnapshot(drawingId: string): Promise<ArrayBuffer | null>;
  openDrawing(path?: string): Promise<LoadedDrawing | null>;
  newDrawing(): Promise<LoadedDrawing>;
  // settings and crash recovery
  getSettings(): Promise<Settings>;
  setSettings(patch: Partial<Omit<Settings, 'provider'>> & { provider?: Partial<ProviderSettings> }): Promise<Settings>;
  /** the key is bound to the origin of the base URL in the settings now */
  setApiKey(key: string | null): Promise<void>;
  testConnection(): Promise<ConnectionResult>;
  /** the user confirms sending requests (and the key) to `origin`; the desktop app asks again natively */
  confirmProviderOrigin(origin: string): Promise<Settings>;
  autosave(buffer: AutosavedBuffer): Promise<void>;
  listAutosaved(): Promise<AutosavedBuffer[]>;
  discardAutosaved(id: string): Promise<void>;
  /** the workbench as it is now (tabs, drawing, Call, cases), written as it changes */
  saveSession(state: SessionState): Promise<void>;
  /** the session a restart or reload restores, or null */
  loadSession(): Promise<SessionState | null>;
  hostInfo(): Promise<HostInfo>;
  // agent
  agentStart(req: AgentStartRequest): Promise<void>;
  agentStop(sessionId: string): Promise<void>;
  agentTranscript(sessionId: string): Promise<AgentEvent[]>;
  // debugger: Debug Adapter Protocol messages to a debug session (interpreter/worker/dap/adapter.ts);
  // responses and events come back as 'debug:message' pushes. A session ends with its disconnect.
  debugStart(sessionId: string): Promise<void>;
  debugSend(sessionId: string, message: unknown): Promise<void>;
  // console: one interpreter and drawing kept between expressions
  consoleOpen(req: ConsoleOpenRequest): Promise<void>;
  consoleEval(sessionId: string, text: string): Promise<ConsoleEvalResult>;
  /** "Load file" / "Load selection": evaluate a text as the named file */
  consoleLoad(sessionId: string, file: SourceFile): Promise<ConsoleEvalResult>;
  consoleReset(sessionId: string): Promise<void>;
  consoleDrawing(sessionId: string): Promise<ConsoleDrawingState | null>;
  /** Esc: stop the expression running now */
  consoleCancel(sessionId: string): Promise<void>;
  /** the answer to a 'console:ask' (a pick on the drawing); no input = Enter */
  consoleAnswer(sessionId: string, askId: number, input?: ScriptedInput): Promise<void>;
  consoleClose(sessionId: string): Promise<void>;
  /** the user's answer to the question a running session asked (ask_user) */
  agentAnswer(sessionId: string, answer: string): Promise<void>;
  // memory (the workspace's lispwright-memory/ notes)
  memoryList(scope: MemoryScope): Promise<MemoryListing>;
  memorySave(scope: MemoryScope, note: MemoryNoteDraft): Promise<MemoryNote>;
  memoryDelete(scope: MemoryScope, id: string): Promise<void>;
  // pushes
  on<K extends keyof HostEvents>(event: K, cb: (payload: HostEvents[K]) => void): () => void;
}

export interface HostEvents {
  /** a menu item or shortcut handled by the host: 'new' | 'open' | 'save' | 'run' | ... */
  'menu:command': { command: MenuCommand };
  /** an agent event for a session (declared by the agent: agent/events.ts) */
  'agent:event': { sessionId: string; event: AgentEvent };
  /**
   * a file opened from outside (double-click on a .lsp, Recent menu); sent once the page has
   * loaded, so subscribe at start-up, before the first render
   */
  'file:opened': { document: TextDocument };
  /** a DAP response or event of a debug session */
  'debug:message': { sessionId: string; message: unknown };
  /** a console expression asks the user (getpoint, entsel...): answer with consoleAnswer */
  'console:ask': { sessionId: string; id: number; kind: string; prompt: string };
  /**
   * an interactive run (RunRequest.interactive) found no scripted answer and waits for the user:
   * show `ask` (a dialog, the mouse over the drawing...) and answer with answerAsk
   */
  'run:ask': { runId: string; askId: number; ask: AskRequest };
  /**
   * output the run printed since the last such push, while it runs (a few a second, in order, all
   * before the run's result); the result's output stays the whole, authoritative text
   */
  'run:output': { runId: string; chunks: OutputChunk[] };
}

export type MenuCommand =
  | 'new' | 'open' | 'save' | 'save-as' | 'export-verified' | 'open-drawing' | 'run' | 'stop'
  | 'zoom-in' | 'zoom-out' | 'zoom-reset' | 'toggle-theme' | 'format-document'
  | 'debug' | 'debug-continue' | 'debug-step-into' | 'debug-step-over' | 'debug-step-out' | 'debug-pause' | 'toggle-breakpoint';

/** Channel names used by Electron IPC and the web transport alike: `host:<method>`. */
export const INVOKE_METHODS = [
  'run', 'cancel', 'answerAsk', 'newDocument', 'openFile', 'saveFile', 'saveFileAs', 'readTextFile', 'writeTextFile', 'projectOf',
  'checkExport', 'exportVerified', 'listSamples', 'openSample', 'drawingScene', 'openDrawing', 'newDrawing', 'getSettings', 'setSettings', 'setApiKey',
  'testConnection', 'confirmProviderOrigin', 'autosave', 'listAutosaved', 'discardAutosaved', 'saveSession', 'loadSession', 'hostInfo',
  'agentStart', 'agentStop', 'agentTranscript', 'agentAnswer', 'memoryList', 'memorySave', 'memoryDelete',
  'debugStart', 'debugSend',
  'consoleOpen', 'consoleEval', 'consoleLoad', 'consoleReset', 'consoleDrawing', 'consoleCancel', 'consoleAnswer', 'consoleClose',
  'drawingSnapshot',
] as const satisfies ReadonlyArray<Exclude<keyof HostApi, 'on'>>;

export type InvokeMethod = (typeof INVOKE_METHODS)[number];
export const channelOf = (m: InvokeMethod): string => `host:${m}`;
export const PUSH_EVENTS = ['menu:command', 'agent:event', 'file:opened', 'run:ask', 'run:output', 'debug:message', 'console:ask'] as const satisfies ReadonlyArray<keyof HostEvents>;
/**
 * Pushes about one run (their payload names its `runId`): both transports send them only to the
 * page whose `run` invoke started it, and to every page when no page did (a run the host started).
 */
export const RUN_EVENTS = ['run:ask', 'run:output'] as const satisfies ReadonlyArray<keyof HostEvents>;
export type RunEvent = (typeof RUN_EVENTS)[number];
/**
 * Browser mode names each page by a random client id, sent as this header with every invoke and
 * as `?client=` on its WebSocket, so a run's pushes reach the page that started it.
 */
export const WEB_CLIENT_HEADER = 'x-lispwright-client';
export const isWebClientId = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(v);

/** The request/response half of HostApi: what main and the web server implement. */
export type HostInvokes = Omit<HostApi, 'on'>;
/** Compile-time check that INVOKE_METHODS lists every HostApi method (a missing one names itself here). */
type UnlistedMethod = Exclude<keyof HostInvokes, InvokeMethod>;
export const ALL_METHODS_LISTED: [UnlistedMethod] extends [never] ? true : UnlistedMethod = true;
