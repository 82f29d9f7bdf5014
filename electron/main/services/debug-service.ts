/*
 * The workbench debugger's host side: one DAP adapter (interpreter/worker/dap/adapter.ts) per
 * debug session, the same adapter `lispwright dap` uses, each running its program in a session
 * worker. The renderer sends DAP requests and gets responses and events back as pushes. A launch
 * from the workbench names its files inline and its drawing as the host holds it (never a path:
 * the renderer cannot make the host read a file).
 */
import { DapAdapter, type ResolvedLaunch, type SessionTarget } from '../../../interpreter/worker/dap/adapter.js';
import type { DrawingSource, RunRequest, ScriptedInput, SourceFile } from '../../../interpreter/runner/contract.js';
import type { DrawingService } from './drawings.js';

const MAX_SESSIONS = 4;
const MAX_FILES = 50;

export class DebugService {
  private readonly sessions = new Map<string, DapAdapter>();

  constructor(
    private readonly drawings: Pick<DrawingService, 'resolveSource'>,
    private readonly emit: (sessionId: string, message: unknown) => void,
    private readonly startSession: () => SessionTarget,
  ) {}

  async start(sessionId: string): Promise<void> {
    if (typeof sessionId !== 'string' || !sessionId || sessionId.length > 100) throw new Error('debug session id required');
    if (this.sessions.has(sessionId)) throw new Error(`debug session ${sessionId} exists`);
    // a page that went away (reload) leaves its session behind: the oldest makes room
    while (this.sessions.size >= MAX_SESSIONS) {
      const [oldId, old] = this.sessions.entries().next().value as [string, DapAdapter];
      this.sessions.delete(oldId);
      await old.handle({ seq: 0, type: 'request', command: 'disconnect' });
    }
    const adapter = new DapAdapter({
      send: (m) => {
        this.emit(sessionId, m);
        if (m.type === 'event' && m.event === 'terminated') this.sessions.delete(sessionId);
      },
      resolveLaunch: (a) => this.resolveLaunch(a),
      startSession: this.startSession,
    });
    this.sessions.set(sessionId, adapter);
  }

  async send(sessionId: string, message: unknown): Promise<void> {
    const adapter = this.sessions.get(sessionId);
    if (!adapter) throw new Error(`no debug session ${String(sessionId).slice(0, 40)}`);
    const m = message as { type?: unknown; command?: unknown; seq?: unknown };
    if (!m || m.type !== 'request' || typeof m.command !== 'string' || typeof m.seq !== 'number') throw new Error('not a DAP request');
    await adapter.handle(message);
    if (m.command === 'disconnect') this.sessions.delete(sessionId);
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.sessions.values()].map((a) => a.handle({ seq: 0, type: 'request', command: 'disconnect' })));
    this.sessions.clear();
  }

  private async resolveLaunch(a: Record<string, unknown>): Promise<ResolvedLaunch> {
    const files = a.files;
    if (!Array.isArray(files) || files.length === 0 || files.length > MAX_FILES) throw new Error('launch needs "files": the sources to debug');
    for (const f of files as SourceFile[]) if (typeof f?.name !== 'string' || typeof f.text !== 'string') throw new Error('each file needs a name and a text');
    const req: RunRequest = { files: (files as SourceFile[]).map((f) => ({ name: f.name, text: f.text })) };
    const drawing = await this.drawings.resolveSource(a.drawing as DrawingSource | undefined);
    if (drawing) req.drawing = drawing;
    if (Array.isArray(a.inputs)) req.inputs = a.inputs as ScriptedInput[];
    if (typeof a.call === 'string' && a.call.trim()) req.call = a.call.trim();
    if (Number.isInteger(a.budget) && (a.budget as number) > 0) req.budget = a.budget as number;
    if (a.wantSnapshots === true) req.wantSnapshots = true;
    if (Array.isArray(a.assertions)) req.assertions = (a.assertions as unknown[]).filter((x): x is string => typeof x === 'string');
    return { req, paths: {}, stopOnEntry: a.stopOnEntry === true, noDebug: a.noDebug === true };
  }
}
