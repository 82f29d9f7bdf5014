/*
 * A HostApi that runs entirely in the page, for development before the real transports exist
 * and for component tests. Runs use the public interpreter API (no drawing database: the run's
 * before and after snapshots are the loaded drawing unchanged, the diff is empty). Documents,
 * settings and autosaved buffers live in memory (mirrored to localStorage when available so a
 * reload in the browser finds autosaved buffers again).
 */
import type {
  ConnectionResult, MemoryListing, MemoryNote, MemoryNoteDraft, MemoryScope, AutosavedBuffer, ExportRequest, ExportResult, HostApi, HostEvents, LoadedDrawing,
  ProjectInfo, SampleDrawing, SaveAsResult, SessionState, Settings, TextDocument, TextFileContent, WouldReplace, WriteOptions,
} from '../../electron/shared/contract.js';
import type { DrawingSnapshot, OutputChunk, RunError, RunRequest, RunResult } from '../../interpreter/runner/contract.js';
import type { AgentEvent } from '../../agent/events.js';
import { Interp, LispError, prin1, snapshotLines, stageOf, wasHandledByUser, type Value } from '../../interpreter/index.js';
import { codeHash } from '../verify/code-hash.js';
import { emptySnapshot, sampleSnapshot, syntheticSnapshot } from './mock-drawings.js';
import { buildScene } from '../canvas/scene.js';
import { encodeScene, packSceneArrays } from '../canvas/scene-arrays.js';

type Listener = (payload: unknown) => void;

const SAMPLES: Record<string, { title: string; make: () => DrawingSnapshot }> = {
  'sample-plan.dxf': { title: 'Small plan (hand-made)', make: sampleSnapshot },
  'synthetic-100k': { title: '100,000 synthetic entities', make: () => syntheticSnapshot(100_000) },
};

const DEFAULT_SETTINGS: Settings = {
  theme: 'dark', budget: 20_000_000, fontSize: 14, recentFiles: [],
  provider: { preset: 'ollama', baseUrl: 'http://localhost:11434/v1/', model: '', temperature: 0.2, maxRounds: 3, idleTimeoutSec: 60, hasApiKey: false },
};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function toRunError(e: LispError, handled: boolean): RunError {
  const err: RunError = { message: e.message, stack: (e.frames ?? []).map((f) => ({ name: f.name, args: f.args, ...(f.span ? { file: f.span.file, line: f.span.line, column: f.span.col } : {}) })) };
  if (e.span) {
    err.file = e.span.file;
    err.line = e.span.line;
    err.column = e.span.col;
    if (e.span.endLine !== undefined) err.endLine = e.span.endLine;
    if (e.span.endCol !== undefined) err.endColumn = e.span.endCol;
  }
  if (e.failingArgs) err.args = e.failingArgs;
  if (handled) err.handledByUser = true;
  return err;
}

export class MockHost implements HostApi {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly drawings = new Map<string, LoadedDrawing>();
  private readonly cancelFlags = new Map<string, Int32Array>();
  private settings: Settings = { ...DEFAULT_SETTINGS };
  private autosaved = new Map<string, AutosavedBuffer>();
  private untitled = 0;
  /** documents "on disk" for the mock: path -> text */
  readonly files = new Map<string, string>();
  readonly exported: ExportRequest[] = [];

  constructor() {
    const raw = storage()?.getItem('lispwright.mock.autosave');
    if (raw) for (const b of JSON.parse(raw) as AutosavedBuffer[]) this.autosaved.set(b.id, b);
  }

  /** Test hook: deliver a push event as the host would. */
  emit<K extends keyof HostEvents>(event: K, payload: HostEvents[K]): void {
    for (const cb of this.listeners.get(event) ?? []) cb(payload);
  }

  on<K extends keyof HostEvents>(event: K, cb: (payload: HostEvents[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(cb as Listener);
    return () => set.delete(cb as Listener);
  }

  async run(req: RunRequest, runId: string): Promise<RunResult> {
    const started = performance.now();
    const output: OutputChunk[] = [];
    const push = (kind: OutputChunk['kind'], text: string): void => {
      const last = output[output.length - 1];
      if (last && last.kind === kind && kind === 'text') last.text += text;
      else output.push({ kind, text });
    };
    const flag = new Int32Array(1);
    this.cancelFlags.set(runId, flag);
    const ip = new Interp({ budget: req.budget, write: (t) => push('text', t), alert: (t) => push('alert', t), cancelFlag: flag });
    const before = this.snapshotFor(req);
    let value: Value = null;
    let error: LispError | undefined;
    const entry = req.entry ?? req.files[0]?.name;
    const ordered = [...req.files.filter((f) => f.name !== entry), ...req.files.filter((f) => f.name === entry)];
    for (const f of ordered) {
      const r = ip.runText(f.text, f.name);
      if (!r.ok) { error = r.error; break; }
      value = r.value;
    }
    if (!error && req.call) {
      const r = ip.runText(`(${req.call})`, '<call>');
      if (r.ok) value = r.value;
      else error = r.error;
    }
    const assertions = (req.assertions ?? []).map((expr) => {
      if (error) return { expr, passed: false, value: '', error: 'not run: the script failed' };
      const r = ip.runText(expr, '<assertion>');
      return r.ok ? { expr, passed: r.value !== null, value: prin1(r.value) } : { expr, passed: false, value: '', error: r.error?.message ?? 'error' };
    });
    this.cancelFlags.delete(runId);
    const result: RunResult = {
      ok: !error,
      stage: error ? stageOf(error) : 'ok',
      output,
      value: error ? '' : prin1(value),
      steps: ip.steps,
      elapsedMs: performance.now() - started,
      files: [],
      inputsUsed: 0,
      inputsLeft: req.inputs?.length ?? 0,
      unansweredPrompts: [],
      sandboxRefused: [],
      codeHash: await codeHash(req.files),
      drawingHash: before.hash,
      diff: { entities: [], tables: [], sysvars: [], summary: { added: 0, deleted: 0, modified: 0 } },
    };
    if (req.assertions) result.assertions = assertions;
    if (error) result.error = toRunError(error, wasHandledByUser(error));
    if (req.wantSnapshots) {
      result.before = before;
      result.after = before;
    }
    return result;
  }

  private snapshotFor(req: RunRequest): DrawingSnapshot {
    const d = req.drawing;
    if (!d || d.kind === 'empty') return emptySnapshot();
    if (d.kind === 'snapshot') return this.drawings.get(d.id)?.snapshot ?? emptySnapshot();
    if (d.kind === 'sample') return SAMPLES[d.name]?.make() ?? emptySnapshot();
    return { ...emptySnapshot(), name: d.name };
  }

  async cancel(runId: string): Promise<void> {
    const f = this.cancelFlags.get(runId);
    if (f) Atomics.store(f, 0, 1);
  }

  /** Runs here are in-process and never ask (see interpreter/runner/interaction.ts). */
  readonly answers: Array<{ runId: string; askId: number; answer: unknown }> = [];
  async answerAsk(runId: string, askId: number, answer: unknown): Promise<void> {
    this.answers.push({ runId, askId, answer });
  }

  async newDocument(): Promise<TextDocument> {
    this.untitled++;
    return { path: null, name: `untitled-${this.untitled}.lsp`, text: '', encoding: 'utf-8', eol: '\n' };
  }

  async openFile(path?: string): Promise<TextDocument | null> {
    if (!path || !this.files.has(path)) return null;
    const text = this.files.get(path) ?? '';
    return { path, name: path.split('/').pop() ?? path, text, encoding: 'utf-8', eol: '\n', diskHash: MockHost.hashOf(text) };
  }

  async saveFile(doc: TextDocument): Promise<TextDocument> {
    const path = doc.path ?? `/mock/${doc.name}`;
    this.files.set(path, doc.text);
    return { ...doc, path, diskHash: MockHost.hashOf(doc.text) };
  }

  async saveFileAs(doc: TextDocument, path?: string, opts?: WriteOptions): Promise<SaveAsResult> {
    const target = path ?? `/mock/${doc.name}`;
    if (target !== doc.path && opts?.openPaths?.includes(target)) return { openInTab: target };
    if (this.files.has(target) && target !== doc.path && !opts?.overwrite) return { wouldReplace: target };
    return this.saveFile({ ...doc, path: target });
  }

  /** a hash of the mock's file text (a stand-in for the bytes' sha-256) */
  private static hashOf(text: string): string {
    let h = 0;
    for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
    return `mock-${(h >>> 0).toString(16)}-${text.length}`;
  }

  async readTextFile(path: string): Promise<TextFileContent | null> {
    const text = this.files.get(path);
    return text === undefined ? null : { path, text, hash: MockHost.hashOf(text) };
  }

  async writeTextFile(path: string, text: string, opts?: WriteOptions & { expectHash?: string }): Promise<TextFileContent | WouldReplace> {
    const now = this.files.get(path);
    if (now !== undefined && !opts?.overwrite && MockHost.hashOf(now) !== opts?.expectHash) return opts?.expectHash ? { wouldReplace: path, changedOnDisk: true } : { wouldReplace: path };
    this.files.set(path, text);
    return { path, text, hash: MockHost.hashOf(text) };
  }

  /** The mock's "folder" of a path: every mock file under the same directory (lispwright.json included). */
  async projectOf(documentPath: string): Promise<ProjectInfo> {
    const root = documentPath.slice(0, documentPath.lastIndexOf('/')) || '/';
    const files: ProjectInfo['files'] = [];
    let project: ProjectInfo['project'] = null;
    for (const [path, text] of this.files) {
      if (!path.startsWith(`${root}/`)) continue;
      const name = path.slice(root.length + 1);
      if (name === 'lispwright.json') project = JSON.parse(text) as ProjectInfo['project'];
      else files.push({ name, path, text });
    }
    return { root, projectFile: project ? `${root}/lispwright.json` : null, project: project ? { ...project, files: project.files ?? [], scripts: project.scripts ?? {} } : null, files, skipped: [] };
  }

  private session: SessionState | null = null;
  async saveSession(state: SessionState): Promise<void> {
    this.session = state;
    storage()?.setItem('lispwright.mock.session', JSON.stringify(state));
  }
  async loadSession(): Promise<SessionState | null> {
    const raw = storage()?.getItem('lispwright.mock.session');
    return this.session ?? (raw ? (JSON.parse(raw) as SessionState) : null);
  }

  /** Newer HostApi calls (host info, export pre-check), typed structurally. */
  async hostInfo(): Promise<{ mode: 'web'; version: string; platform: string; nativeDialogs: boolean; secretBackend: string }> {
    return { mode: 'web', version: '0.0.0-mock', platform: 'browser', nativeDialogs: true, secretBackend: 'memory' };
  }

  async checkExport(req: ExportRequest): Promise<{ ok: true } | { ok: false; reason: string }> {
    const hash = await codeHash([{ name: req.document.name, text: req.document.text }]);
    return hash === req.run.codeHash ? { ok: true } : { ok: false, reason: 'The text does not match the verified run.' };
  }

  async exportVerified(req: ExportRequest): Promise<ExportResult> {
    // a project run's hash covers the files it loaded too (sent in req.files)
    const names = req.run.codeFiles ?? [req.document.name];
    const others = names.slice(1).map((n) => req.files?.find((f) => f.name === n) ?? { name: n, text: '' });
    const hash = await codeHash([{ name: names[0] ?? req.document.name, text: req.document.text }, ...others]);
    if (hash !== req.run.codeHash) return { ok: false, reason: 'The text does not match the verified run.' };
    const path = req.path ?? `/mock/export/${req.document.name}`;
    if (this.files.has(path) && !req.overwrite) return { ok: false, wouldReplace: path, path };
    this.exported.push(req);
    this.files.set(path, req.document.text);
    return { ok: true, path, sidecar: path.replace(/\.lsp$/i, '.verify.json') };
  }

  async listSamples(): Promise<SampleDrawing[]> {
    return Object.entries(SAMPLES).map(([name, s]) => ({ name, title: s.title, entityCount: name === 'synthetic-100k' ? 100_000 : s.make().entities.length }));
  }

  private load(snapshot: DrawingSnapshot): LoadedDrawing {
    const d: LoadedDrawing = { id: `drawing-${this.drawings.size + 1}`, name: snapshot.name, hash: snapshot.hash, entityCount: snapshot.entities.length, snapshot };
    this.drawings.set(d.id, d);
    return d;
  }

  async openSample(name: string): Promise<LoadedDrawing> {
    const s = SAMPLES[name];
    if (!s) throw new Error(`no sample ${name}`);
    return this.load(s.make());
  }

  /** as the real host does: the scene built from the drawing, as bytes */
  async drawingScene(drawingId: string): Promise<ArrayBuffer | null> {
    const d = this.drawings.get(drawingId);
    return d ? packSceneArrays(encodeScene(buildScene(d.snapshot))) : null;
  }

  /** as the real host does: the whole snapshot as UTF-8 snapshot lines */
  async drawingSnapshot(drawingId: string): Promise<ArrayBuffer | null> {
    const d = this.drawings.get(drawingId);
    return d ? (new TextEncoder().encode(snapshotLines(d.snapshot)).buffer as ArrayBuffer) : null;
  }

  async openDrawing(): Promise<LoadedDrawing | null> {
    return null;
  }

  async newDrawing(): Promise<LoadedDrawing> {
    return this.load(emptySnapshot());
  }

  async getSettings(): Promise<Settings> {
    const raw = storage()?.getItem('lispwright.mock.settings');
    if (raw) this.settings = { ...this.settings, ...(JSON.parse(raw) as Partial<Settings>) };
    return this.settings;
  }

  async setSettings(patch: Parameters<HostApi['setSettings']>[0]): Promise<Settings> {
    this.settings = { ...this.settings, ...patch, provider: { ...this.settings.provider, ...patch.provider } };
    storage()?.setItem('lispwright.mock.settings', JSON.stringify(this.settings));
    return this.settings;
  }

  async setApiKey(key: string | null): Promise<void> {
    this.settings = { ...this.settings, provider: { ...this.settings.provider, hasApiKey: key !== null } };
  }

  async testConnection(): Promise<ConnectionResult> {
    return { ok: false, message: 'The mock host has no model connection.' };
  }

  async confirmProviderOrigin(): Promise<Settings> {
    return this.settings;
  }

  private persistAutosaved(): void {
    storage()?.setItem('lispwright.mock.autosave', JSON.stringify([...this.autosaved.values()]));
  }

  async autosave(buffer: AutosavedBuffer): Promise<void> {
    this.autosaved.set(buffer.id, buffer);
    this.persistAutosaved();
  }

  async listAutosaved(): Promise<AutosavedBuffer[]> {
    return [...this.autosaved.values()];
  }

  async discardAutosaved(id: string): Promise<void> {
    this.autosaved.delete(id);
    this.persistAutosaved();
  }

  // ---- console: one interpreter kept between expressions (no drawing database in the page) ----
  private consoles = new Map<string, { ip: Interp; out: OutputChunk[] }>();

  async consoleOpen(req: { sessionId: string }): Promise<void> {
    const c = { ip: null as unknown as Interp, out: [] as OutputChunk[] };
    c.ip = new Interp({ budget: 5_000_000, write: (t) => c.out.push({ kind: 'text', text: t }) });
    this.consoles.set(req.sessionId, c);
  }

  async consoleEval(sessionId: string, text: string): Promise<{ ok: boolean; output: OutputChunk[]; value: string; error?: RunError; steps: number; changes: number }> {
    const c = this.consoles.get(sessionId);
    if (!c) throw new Error('no console session: open one first');
    c.out = [];
    const bang = /^!\s*([^\s()'";]+)\s*$/.exec(text.trim());
    const before = c.ip.steps;
    const r = c.ip.runText(bang ? bang[1]! : text, '<console>');
    return { ok: r.ok, output: c.out, value: r.ok ? prin1(r.value) : '', ...(r.error ? { error: toRunError(r.error, wasHandledByUser(r.error)) } : {}), steps: c.ip.steps - before, changes: 0 };
  }

  async consoleLoad(sessionId: string, file: { name: string; text: string }): Promise<ReturnType<MockHost['consoleEval']> extends Promise<infer R> ? R : never> {
    return this.consoleEval(sessionId, file.text);
  }

  async consoleReset(sessionId: string): Promise<void> {
    await this.consoleOpen({ sessionId });
  }

  async consoleDrawing(): Promise<null> {
    return null;
  }

  async consoleCancel(): Promise<void> {}
  async consoleAnswer(): Promise<void> {}
  async consoleClose(sessionId: string): Promise<void> {
    this.consoles.delete(sessionId);
  }

  // ---- debugger: needs the host's session workers ----
  async debugStart(): Promise<void> {}
  async debugSend(sessionId: string, message: unknown): Promise<void> {
    const m = message as { seq: number; command: string };
    this.emit('debug:message', { sessionId, message: { seq: 0, type: 'response', request_seq: m.seq, command: m.command, success: false, message: 'the debugger needs the Lispwright host (run the app or npm run web)' } });
  }

  async agentStart(): Promise<void> {}
  async agentStop(): Promise<void> {}
  async agentTranscript(): Promise<AgentEvent[]> {
    return [];
  }
  async agentAnswer(): Promise<void> {}

  /** memory notes, kept in this page (no workspace folder behind the mock) */
  private readonly notes = new Map<string, MemoryNote>();
  async memoryList(): Promise<MemoryListing> {
    return { dir: '(mock host)', notes: [...this.notes.values()] };
  }
  async memorySave(_scope: MemoryScope, d: MemoryNoteDraft): Promise<MemoryNote> {
    const id = d.id ?? `${d.kind === 'lesson' ? 'lessons' : 'standards'}/${d.title.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'note'}.md`;
    const note: MemoryNote = { id, kind: d.kind, title: d.title, tags: d.tags ?? [], body: d.body };
    this.notes.set(id, note);
    return note;
  }
  async memoryDelete(_scope: MemoryScope, id: string): Promise<void> {
    this.notes.delete(id);
  }
}
