/*
 * The session manager the host calls: `start(req, emit)`, `stop(id)`, `transcript(id)`. One
 * session per script (the session id); one running loop per session at a time. Events are handed
 * to `emit` as they happen (the host forwards them over `agent:event`) and persisted through the
 * TranscriptStore so the conversation survives a restart. No Electron here: the desktop main
 * process and the browser-mode server both use this class.
 */
import type { DrawingSource } from '../interpreter/runner/contract.js';
import type { AgentEvent, AgentStartRequest } from './events.js';
import type { LLMClient } from './llm-client.js';
import { driveAgent } from './loop.js';
import type { MemoryStore } from './memory/store.js';
import type { DrawingInspector, FunctionCatalogue, RunLisp, SessionTest } from './ports.js';
import { clientFor, type AgentConfig } from './providers.js';
import { compactForStorage, historyFrom, type TranscriptStore } from './transcript.js';

export interface AgentSessionDeps {
  /** the provider settings at start time (the key included; it stays in the host) */
  config(): Promise<AgentConfig>;
  runLisp: RunLisp;
  /** the drawing the session works on (drawingId from the request; undefined: an empty drawing) */
  resolveDrawing(drawingId: string | undefined): Promise<{ source: DrawingSource; name: string }>;
  store: TranscriptStore;
  /** the script's saved tests */
  tests?(sessionId: string, documentPath?: string | null): Promise<SessionTest[]>;
  /** the file name runs use (part of the code hash); default "agent.lsp" */
  fileName?(sessionId: string): string;
  catalogue?: FunctionCatalogue;
  inspector?: DrawingInspector;
  /** default: the openai SDK client for the config */
  llmFor?(cfg: AgentConfig): LLMClient;
  retryDelayMs?: number;
  /** the workspace memory of a session (by the script's path); undefined: no memory */
  memoryFor?(documentPath: string | null | undefined): Promise<MemoryStore | undefined>;
}


export type Emit = (event: AgentEvent) => void;

interface Running {
  controller: AbortController;
  done: Promise<void>;
  /** the question waiting for the user's answer (ask_user) */
  question?: (answer: string) => void;
}

export class AgentSessions {
  private readonly running = new Map<string, Running>();
  private readonly transcripts = new Map<string, AgentEvent[]>();

  constructor(private readonly deps: AgentSessionDeps) {}

  /** Start a session; resolves once it runs (the loop goes on in the background). */
  async start(req: AgentStartRequest, emit: Emit): Promise<void> {
    if (this.running.has(req.sessionId)) throw new Error('an agent session is already running for this script');
    const cfg = await this.deps.config();
    const previous = await this.transcript(req.sessionId);
    const { source, name } = await this.deps.resolveDrawing(req.drawingId);
    const tests = (await this.deps.tests?.(req.sessionId, req.documentPath)) ?? [];
    const controller = new AbortController();
    const memory = await this.deps.memoryFor?.(req.documentPath);
    const running: Running = { controller, done: Promise.resolve() };
    const askUser = (_q: unknown, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        const onAbort = () => {
          delete running.question;
          reject(new Error('stopped while waiting for an answer'));
        };
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        running.question = (answer) => {
          signal.removeEventListener('abort', onAbort);
          delete running.question;
          resolve(answer);
        };
      });
    const events = this.transcripts.get(req.sessionId) ?? [];
    this.transcripts.set(req.sessionId, events);
    let lastSave = Promise.resolve();
    const persist = () => {
      const snapshot = compactForStorage(events);
      lastSave = lastSave.then(() => this.deps.store.save(req.sessionId, snapshot)).catch(() => {});
    };
    const onEvent = (e: AgentEvent) => {
      events.push(e);
      try {
        emit(e);
      } catch {
        // a closed window must not stop the session
      }
      if (e.type === 'user-message' || e.type === 'tool-call-finished' || e.type === 'question' || e.type === 'answer' || e.type === 'stopped') persist();
    };
    const done = driveAgent(
      req.task,
      {
        llm: (this.deps.llmFor ?? clientFor)(cfg),
        model: cfg.model,
        ...(cfg.temperature !== undefined ? { temperature: cfg.temperature } : {}),
        ...(cfg.maxAttempts !== undefined ? { maxAttempts: cfg.maxAttempts } : {}),
        runLisp: this.deps.runLisp,
        askUser,
        ...(memory ? { memory: { store: memory } } : {}),
        ...(req.repairing ? { repairing: req.repairing } : {}),
        session: {
          drawing: source,
          drawingName: name,
          tests,
          fileName: req.fileName ?? this.deps.fileName?.(req.sessionId) ?? 'agent.lsp',
          ...(req.editorText ? { editorText: req.editorText } : {}),
        },
        ...(this.deps.catalogue ? { catalogue: this.deps.catalogue } : {}),
        ...(this.deps.inspector ? { inspector: this.deps.inspector } : {}),
        ...(this.deps.retryDelayMs !== undefined ? { retryDelayMs: this.deps.retryDelayMs } : {}),
        history: historyFrom(previous),
        signal: controller.signal,
        secrets: cfg.apiKey ? [cfg.apiKey] : [],
      },
      onEvent,
    )
      .then(() => undefined)
      .finally(async () => {
        this.running.delete(req.sessionId);
        await lastSave;
      });
    running.done = done;
    this.running.set(req.sessionId, running);
  }

  /** The user's answer to the question the session is waiting on. */
  async answer(sessionId: string, text: string): Promise<void> {
    if (typeof text !== 'string' || !text.trim()) throw new Error('the answer is empty');
    const ask = this.running.get(sessionId)?.question;
    if (!ask) throw new Error('no question is waiting for an answer in this conversation');
    ask(text.trim().slice(0, 4000));
  }

  /** Stop a running session; resolves when its loop has ended. */
  async stop(sessionId: string): Promise<void> {
    const r = this.running.get(sessionId);
    if (!r) return;
    r.controller.abort();
    await r.done;
  }

  /** Wait for a running session to end (tests, shutdown). */
  async settled(sessionId: string): Promise<void> {
    await this.running.get(sessionId)?.done;
  }

  isRunning(sessionId: string): boolean {
    return this.running.has(sessionId);
  }

  /** The session's events so far, compacted as stored (from memory, or the store after a restart). */
  async transcript(sessionId: string): Promise<AgentEvent[]> {
    const mem = this.transcripts.get(sessionId);
    if (mem) return compactForStorage(mem);
    const stored = (await this.deps.store.load(sessionId)) ?? [];
    this.transcripts.set(sessionId, stored);
    return stored;
  }

  /** Stop everything (app quit). */
  async stopAll(): Promise<void> {
    await Promise.all([...this.running.keys()].map((id) => this.stop(id)));
  }
}
