/*
 * The host side of the contract, once: every HostApi method implemented over the services, with
 * no knowledge of the transport. Electron main registers these as IPC handlers; the browser-mode
 * server dispatches HTTP posts to them. Pushes go out through `on` subscribers (the transport
 * forwards them to its windows / sockets).
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { dirMemoryStore, MEMORY_DIR_NAME } from '../../../agent/memory/store.js';
import type {
  AgentEvent, AgentStartRequest, AutosavedBuffer, ConnectionResult, ConsoleDrawingState, ConsoleEvalResult, ConsoleOpenRequest, ExportCheck, ExportRequest,
  ExportResult, HostEvents, HostInfo, HostInvokes, LoadedDrawing, MemoryListing, MemoryNote, MemoryNoteDraft, MemoryScope, ProjectInfo, RunRequest, RunResult,
  SampleDrawing, SaveAsResult, ScriptedInput, SessionState, Settings, SourceFile, TextDocument, TextFileContent, WouldReplace, WriteOptions,
} from '../../shared/contract.js';
import { readProjectFolder } from '../../../agent/project/folder.js';
import { writeFileAtomic } from './atomic-write.js';
import { sha256Hex } from './code-hash.js';
import { withFsWords } from './fs-errors.js';
import type { ConsoleService } from './console-service.js';
import type { DebugService } from './debug-service.js';
import type { AgentService } from './agent-service.js';
import { AskBroker } from './ask-broker.js';
import type { AutosaveStore, SessionStore } from './autosave.js';
import { testConnection, type FetchLike } from './connection-test.js';
import { DXF_FILTERS, LISP_FILTERS, type DialogService } from './dialogs.js';
import type { DrawingService } from './drawings.js';
import { CustodyError, type KeyCustody } from './key-custody.js';
import { checkExport, exportRunRequest, writeVerified } from './export-verified.js';
import { diskHashOf, MAX_TEXT_FILE_BYTES, newDocument, openDocument, pathExists, saveDocument } from './files.js';
import type { RunService } from './run-service.js';
import type { SecretStore } from './secret-store.js';
import type { SettingsStore } from './settings.js';
import type { PathPolicy } from './path-policy.js';

export interface HostCoreDeps {
  mode: HostInfo['mode'];
  version: string;
  settings: SettingsStore;
  secrets: SecretStore;
  autosave: AutosaveStore;
  /** the workbench session a reload or restart restores */
  session?: SessionStore;
  drawings: DrawingService;
  runs: RunService;
  agent: AgentService;
  debug: DebugService;
  console: ConsoleService;
  dialogs: DialogService;
  /** which paths the page may use (path-policy.ts): the workspace in browser mode, grants in Electron */
  paths: PathPolicy;
  custody: KeyCustody;
  /** memory of untitled scripts (and, in the desktop app, of scripts the host did not open) */
  memoryFallbackDir: string;
  workspaceDir?: string;
  fetch?: FetchLike;
  /** after the models list answers: one chat request with a tool through the agent's own client (null: skip) */
  chatProbe?: ((cfg: { baseUrl: string; model: string; apiKey?: string; idleTimeoutMs?: number }) => Promise<{ ok: boolean; message: string }>) | null;
}

type Listener = (payload: never) => void;

export class HostCore implements HostInvokes {
  private readonly listeners = new Map<keyof HostEvents, Set<Listener>>();
  /** the start-up clean-up of temp files left by killed writes (paths removed), for tests and logs */
  startupCleaned: Promise<string[]> = Promise.resolve([]);
  /** questions from interactive runs, waiting for the renderer */
  readonly asks = new AskBroker((payload) => this.emit('run:ask', payload));
  constructor(readonly deps: HostCoreDeps) {}

  // ---- pushes ------------------------------------------------------------------------------

  on<K extends keyof HostEvents>(event: K, cb: (payload: HostEvents[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(cb as Listener);
    return () => set.delete(cb as Listener);
  }

  emit<K extends keyof HostEvents>(event: K, payload: HostEvents[K]): void {
    for (const cb of this.listeners.get(event) ?? []) (cb as (p: HostEvents[K]) => void)(payload);
  }

  // ---- runs --------------------------------------------------------------------------------

  async run(req: RunRequest, runId: string): Promise<RunResult> {
    if (typeof runId !== 'string' || runId === '' || runId.length > 200) throw new Error('a run needs an id: a string of 1 to 200 characters');
    const drawing = await this.deps.drawings.resolveSource(req?.drawing);
    try {
      return await this.deps.runs.run(drawing ? { ...req, drawing } : req, runId, { onAsk: (ask) => this.asks.ask(runId, ask) });
    } finally {
      this.asks.closeRun(runId);
    }
  }

  async cancel(runId: string): Promise<void> {
    // Stop the run first (the waiting worker wakes cancelled), then drop its questions.
    const done = this.deps.runs.cancel(runId);
    this.asks.closeRun(runId);
    await done;
  }

  async answerAsk(runId: string, askId: number, answer: unknown): Promise<void> {
    this.asks.answer(runId, askId, answer);
  }

  // ---- files -------------------------------------------------------------------------------

  async newDocument(): Promise<TextDocument> {
    return newDocument();
  }

  async openFile(path?: string): Promise<TextDocument | null> {
    const p = await this.pathFrom(path, () => this.deps.dialogs.showOpen({ title: 'Open AutoLISP file', filters: LISP_FILTERS }));
    if (!p) return null;
    const doc = await openDocument(p);
    await this.deps.settings.addRecent(doc.path!);
    return doc;
  }

  /** Open a file from outside (OS file association, Recent menu) and push it to the renderer. */
  async openExternal(path: string): Promise<void> {
    // the OS or the host's own menu chose this path, not the page
    this.deps.paths.grant(path);
    const document = await this.openFile(path);
    if (document) this.emit('file:opened', { document });
  }

  async saveFile(doc: TextDocument, opts?: WriteOptions): Promise<TextDocument | WouldReplace> {
    if (!doc?.path) throw new Error('this document has no file yet: use Save As');
    const path = await this.deps.paths.check(doc.path);
    // something else changed the file since it was read: ask before replacing that
    if (typeof doc.diskHash === 'string' && !opts?.overwrite) {
      const now = await diskHashOf(path);
      if (now !== null && now !== doc.diskHash) return { wouldReplace: path, changedOnDisk: true };
    }
    const saved = await saveDocument(doc, path);
    await this.deps.settings.addRecent(saved.path!);
    return saved;
  }

  async saveFileAs(doc: TextDocument, path?: string, opts?: WriteOptions): Promise<SaveAsResult> {
    const fromDialog = path === undefined || path === null;
    const target = await this.pathFrom(path, () => this.deps.dialogs.showSave({ title: 'Save AutoLISP file', filters: LISP_FILTERS, defaultPath: doc?.path ?? doc?.name }));
    if (!target) return null;
    // a tab never ends on another tab's file; a file is replaced only when the user was asked
    const openPaths: unknown = opts?.openPaths;
    if (target !== doc?.path && Array.isArray(openPaths) && openPaths.includes(target)) return { openInTab: target };
    if (await this.wouldReplace(target, fromDialog, opts, doc?.path)) return { wouldReplace: target };
    const saved = await saveDocument(doc, target);
    await this.deps.settings.addRecent(saved.path!);
    return saved;
  }

  /**
   * Whether writing `target` would replace a file the user has not agreed to replace: it exists,
   * is not the document's own file, no overwrite was confirmed, and no native dialog asked (the
   * OS save dialogs confirm a replacement themselves; browser mode's "dialog" asks nothing).
   */
  private async wouldReplace(target: string, fromDialog: boolean, opts: WriteOptions | undefined, own?: string | null): Promise<boolean> {
    if (opts?.overwrite) return false;
    if (fromDialog && this.deps.dialogs.native) return false;
    if (own && resolve(own) === target) return false;
    return pathExists(target);
  }

  async readTextFile(path: string): Promise<TextFileContent | null> {
    const p = await this.deps.paths.check(path);
    let bytes: Buffer;
    try {
      const st = await fs.stat(p);
      if (!st.isFile()) throw new Error(`${p} is not a file`);
      if (st.size > MAX_TEXT_FILE_BYTES) throw new Error(`${basename(p)} is too large to open (${st.size} bytes)`);
      bytes = await fs.readFile(p);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
    return { path: p, text: new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''), hash: sha256Hex(bytes) };
  }

  async writeTextFile(path: string, text: string, opts?: WriteOptions & { expectHash?: string }): Promise<TextFileContent | WouldReplace> {
    const p = await this.deps.paths.check(path);
    if (typeof text !== 'string') throw new Error('the text must be a string');
    if (text.length > MAX_TEXT_FILE_BYTES) throw new Error('the text is too large to write');
    if (!opts?.overwrite) {
      const now = await diskHashOf(p);
      // a new file is written; the file read before (unchanged since) is rewritten; anything else is asked about
      if (now !== null && now !== opts?.expectHash) return opts?.expectHash ? { wouldReplace: p, changedOnDisk: true } : { wouldReplace: p };
    }
    const bytes = new TextEncoder().encode(text);
    await withFsWords(p, () => writeFileAtomic(p, bytes), true);
    return { path: p, text, hash: sha256Hex(bytes) };
  }

  async projectOf(documentPath: string): Promise<ProjectInfo> {
    const folder = await readProjectFolder(await this.deps.paths.check(documentPath));
    const info: ProjectInfo = { root: folder.root, projectFile: folder.projectFile, project: folder.project, files: folder.files, skipped: folder.skipped };
    if (folder.projectError) info.projectError = folder.projectError;
    return info;
  }

  async checkExport(req: ExportRequest): Promise<ExportCheck> {
    return checkExport(req);
  }

  /** Re-run the case on its drawing, judge the host's own run, and write the export and its sidecar. */
  async exportVerified(req: ExportRequest): Promise<ExportResult> {
    const doc = req?.document;
    if (!doc || typeof doc.text !== 'string' || typeof doc.name !== 'string') return { ok: false, reason: 'There is no document to export.' };
    const source = req.drawingId ? await this.deps.drawings.resolveSource({ kind: 'snapshot', id: req.drawingId }) : { kind: 'empty' as const };
    const run = await this.deps.runs.run(exportRunRequest(req, source), `export-${randomUUID()}`);
    const check = checkExport(req, run);
    if (!check.ok) return check;
    const suggested = doc.path ? join(dirname(doc.path), verifiedName(basename(doc.path))) : verifiedName(doc.name);
    const asked = (req.path === undefined || req.path === null) && this.deps.dialogs.native;
    const p = await this.pathFrom(req.path, () => this.deps.dialogs.showSave({ title: 'Export verified AutoLISP file', filters: LISP_FILTERS, defaultPath: suggested }));
    if (!p) return { ok: false, cancelled: true };
    const drawingPath = req.drawingId ? this.deps.drawings.get(req.drawingId)?.path : undefined;
    return writeVerified(req, run, p, this.deps.version, { asked, ...(drawingPath ? { drawingPath } : {}) });
  }

  // ---- drawings ----------------------------------------------------------------------------

  listSamples(): Promise<SampleDrawing[]> {
    return this.deps.drawings.listSamples();
  }

  openSample(name: string): Promise<LoadedDrawing> {
    return this.deps.drawings.openSample(name);
  }

  async drawingScene(drawingId: string): Promise<ArrayBuffer | null> {
    if (typeof drawingId !== 'string') throw new Error('drawingScene: a drawing id is required');
    return this.deps.drawings.sceneBytes(drawingId);
  }

  async drawingSnapshot(drawingId: string): Promise<ArrayBuffer | null> {
    if (typeof drawingId !== 'string') throw new Error('drawingSnapshot: a drawing id is required');
    return this.deps.drawings.snapshotBytes(drawingId);
  }

  async openDrawing(path?: string): Promise<LoadedDrawing | null> {
    const p = await this.pathFrom(path, () => this.deps.dialogs.showOpen({ title: 'Open drawing', filters: DXF_FILTERS }));
    if (!p) return null;
    return this.deps.drawings.openPath(p);
  }

  async newDrawing(): Promise<LoadedDrawing> {
    return this.deps.drawings.newDrawing();
  }

  // ---- settings, secrets, autosave ---------------------------------------------------------

  async getSettings(): Promise<Settings> {
    return this.withKeyStatus(await this.deps.settings.get());
  }

  async setSettings(patch: Parameters<HostInvokes['setSettings']>[0]): Promise<Settings> {
    return this.withKeyStatus(await this.deps.settings.update(patch));
  }

  private async withKeyStatus(s: Settings): Promise<Settings> {
    return { ...s, provider: { ...s.provider, key: await this.deps.custody.status(s.provider.baseUrl) } };
  }

  /** A key entered now belongs to the base URL in the settings now (key custody). */
  async setApiKey(key: string | null): Promise<void> {
    if (key !== null && typeof key !== 'string') throw new Error('API key must be a string or null');
    const s = await this.deps.settings.stored();
    await this.deps.custody.setKey(key, s.provider.baseUrl);
  }

  async testConnection(): Promise<ConnectionResult> {
    const s = await this.deps.settings.stored();
    let key: string | null;
    try {
      key = await this.deps.custody.credentialsFor(s.provider.baseUrl);
    } catch (e) {
      if (e instanceof CustodyError) return { ok: false, message: `Not sent: ${e.message}`, needsConfirmation: e.problem.origin };
      throw e;
    }
    const listed = await testConnection(s.provider, key, this.deps.fetch);
    if (!listed.ok || !this.deps.chatProbe || !s.provider.model) return listed;
    // the models list proves little: the chat request shows the server speaks streaming chat with tools
    const chat = await this.deps.chatProbe({ baseUrl: s.provider.baseUrl, model: s.provider.model, ...(key ? { apiKey: key } : {}), idleTimeoutMs: s.provider.idleTimeoutSec * 1000 });
    return chat.ok ? { ok: true, message: `${listed.message} ${s.provider.model} answered a chat request with tools.` } : { ok: false, message: `The server lists its models, but a chat request failed: ${chat.message}` };
  }

  /**
   * The user confirms `origin` for the agent's requests and key. It must be the origin of the base
   * URL in the settings (what the page showed); the desktop app asks once more in a native dialog,
   * which a script in the page cannot answer.
   */
  async confirmProviderOrigin(origin: string): Promise<Settings> {
    const s = await this.deps.settings.stored();
    const status = await this.deps.custody.status(s.provider.baseUrl);
    if (typeof origin !== 'string' || origin !== status.origin) throw new Error('confirm the origin of the base URL in the agent settings');
    if (this.deps.dialogs.confirm) {
      const ok = await this.deps.dialogs.confirm({
        title: 'Send the agent’s requests to this server?',
        message: `Lispwright will send your prompts, code and drawing data${status.source !== 'none' ? ' and the API key' : ''} to ${origin}.`,
        detail: status.problem?.message ?? '',
        confirmLabel: 'Send to this server',
      });
      if (!ok) throw new Error('not confirmed');
    }
    await this.deps.custody.confirm(origin);
    return this.getSettings();
  }

  autosave(buffer: AutosavedBuffer): Promise<void> {
    return this.deps.autosave.save(buffer);
  }

  listAutosaved(): Promise<AutosavedBuffer[]> {
    return this.deps.autosave.list();
  }

  discardAutosaved(id: string): Promise<void> {
    return this.deps.autosave.discard(id);
  }

  async saveSession(state: SessionState): Promise<void> {
    await this.deps.session?.save(state);
  }

  async loadSession(): Promise<SessionState | null> {
    return (await this.deps.session?.load()) ?? null;
  }

  async hostInfo(): Promise<HostInfo> {
    const secret = await this.deps.secrets.info();
    const info: HostInfo = {
      mode: this.deps.mode,
      version: this.deps.version,
      platform: process.platform,
      nativeDialogs: this.deps.dialogs.native,
      secretBackend: secret.backend,
    };
    if (this.deps.workspaceDir) info.workspaceDir = this.deps.workspaceDir;
    if (secret.warning) info.secretWarning = secret.warning;
    return info;
  }

  /**
   * The path for a file operation: the one the page named, if it may use it (PathPolicy), or
   * the one the user picks in the host's own dialog (then granted for the session). null: the
   * dialog was cancelled.
   */
  private async pathFrom(given: unknown, ask: () => Promise<string | null>): Promise<string | null> {
    if (given !== undefined && given !== null) return this.deps.paths.check(given);
    const chosen = await ask();
    if (!chosen) return null;
    this.deps.paths.grant(chosen);
    return this.deps.paths.check(chosen);
  }

  // ---- agent -------------------------------------------------------------------------------

  agentStart(req: AgentStartRequest): Promise<void> {
    return this.deps.agent.start(req);
  }

  agentStop(sessionId: string): Promise<void> {
    return this.deps.agent.stop(sessionId);
  }

  agentTranscript(sessionId: string): Promise<AgentEvent[]> {
    return this.deps.agent.transcript(sessionId);
  }

  // ---- debugger and console ----------------------------------------------------------------

  debugStart(sessionId: string): Promise<void> {
    return this.deps.debug.start(sessionId);
  }

  debugSend(sessionId: string, message: unknown): Promise<void> {
    return this.deps.debug.send(sessionId, message);
  }

  consoleOpen(req: ConsoleOpenRequest): Promise<void> {
    return this.deps.console.open(req);
  }

  consoleEval(sessionId: string, text: string): Promise<ConsoleEvalResult> {
    return this.deps.console.evaluate(sessionId, text);
  }

  consoleLoad(sessionId: string, file: SourceFile): Promise<ConsoleEvalResult> {
    return this.deps.console.load(sessionId, file);
  }

  consoleReset(sessionId: string): Promise<void> {
    return this.deps.console.reset(sessionId);
  }

  consoleDrawing(sessionId: string): Promise<ConsoleDrawingState | null> {
    return this.deps.console.drawing(sessionId);
  }

  consoleCancel(sessionId: string): Promise<void> {
    return this.deps.console.cancel(sessionId);
  }

  consoleAnswer(sessionId: string, askId: number, input?: ScriptedInput): Promise<void> {
    return this.deps.console.answer(sessionId, askId, input);
  }

  consoleClose(sessionId: string): Promise<void> {
    return this.deps.console.close(sessionId);
  }

  /** End debug and console sessions (their workers) when the host shuts down. */
  async disposeSessions(): Promise<void> {
    await Promise.all([this.deps.debug.dispose(), this.deps.console.dispose()]);
  }

  agentAnswer(sessionId: string, answer: string): Promise<void> {
    return this.deps.agent.answer(sessionId, answer);
  }

  // ---- memory ------------------------------------------------------------------------------

  /**
   * The lispwright-memory folder of a script: in browser mode the workspace's; in the desktop app
   * the folder of a script the path policy lets the page use (opened or saved through the host, on
   * the recent list, or in the project folder), else the app's own.
   */
  async memoryDir(documentPath: string | null | undefined): Promise<string> {
    if (this.deps.mode === 'web' && this.deps.workspaceDir) return join(this.deps.workspaceDir, MEMORY_DIR_NAME);
    if (typeof documentPath === 'string' && documentPath) {
      // the path policy decides, as for every path the page names (a dialog's, a recent file, the project's)
      const allowed = await this.deps.paths.check(documentPath).catch(() => null);
      if (allowed) return join(dirname(allowed), MEMORY_DIR_NAME);
    }
    return join(this.deps.memoryFallbackDir, MEMORY_DIR_NAME);
  }

  private async memoryStore(scope: MemoryScope) {
    const path = scope && typeof scope === 'object' ? scope.documentPath : null;
    return dirMemoryStore(await this.memoryDir(typeof path === 'string' ? path : null));
  }

  async memoryList(scope: MemoryScope): Promise<MemoryListing> {
    const store = await this.memoryStore(scope);
    return { dir: store.where, notes: await store.list() };
  }

  async memorySave(scope: MemoryScope, note: MemoryNoteDraft): Promise<MemoryNote> {
    if (!note || typeof note !== 'object') throw new Error('a note must be an object');
    const store = await this.memoryStore(scope);
    return store.save({
      ...(note.id !== undefined ? { id: note.id } : {}),
      kind: note.kind,
      title: note.title,
      ...(note.tags !== undefined ? { tags: note.tags } : {}),
      body: note.body,
    });
  }

  async memoryDelete(scope: MemoryScope, id: string): Promise<void> {
    await (await this.memoryStore(scope)).remove(id);
  }
}



/** "drain.lsp" → "drain.verified.lsp" */
const verifiedName = (name: string): string => (/\.lsp$/i.test(name) ? name.replace(/\.lsp$/i, '.verified.lsp') : `${name}.verified.lsp`);
