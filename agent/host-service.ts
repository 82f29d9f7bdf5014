/*
 * The agent as the host's AgentService (electron/main/services/agent-service.ts): start / stop /
 * transcript over AgentSessions, with the host's run service, drawing registry, provider settings
 * and key. Typed structurally so agent/ needs no import from electron/; the host wires it with
 *   createHost({ ..., agent: (deps) => createAgentService(deps, { transcriptsDir }) }).
 * Runs go through the host's RunService (the worker pool once it lands), with `{kind:'snapshot'}`
 * drawings resolved by the host's registry, and are cancelled when the session is stopped.
 */
import { randomUUID } from 'node:crypto';
import type { DrawingSource, RunRequest, RunResult } from '../interpreter/runner/contract.js';
import type { LLMClient } from './llm-client.js';
import { dirMemoryStore } from './memory/store.js';
import type { RunLisp, SessionTest } from './ports.js';
import { presetForUrl, presetOf, type AgentConfig } from './providers.js';
import type { AgentEvent, AgentStartRequest } from './events.js';
import { testsBeside } from './saved-tests-files.js';
import { AgentSessions } from './session.js';
import { jsonFileStore, type TranscriptStore } from './transcript.js';

/** What the host hands the agent (structurally AgentHostDeps). */
export interface AgentHostDepsLike {
  provider(): Promise<{ baseUrl: string; model: string; temperature?: number; maxRounds?: number; idleTimeoutSec?: number }>;
  /** the key for requests to `baseUrl` (null: none); throws when it may not go there (key custody) */
  apiKey(baseUrl: string): Promise<string | null>;
  /** the lispwright-memory folder of a script (by its path); undefined: no memory */
  memoryDir?(documentPath: string | null | undefined): Promise<string | undefined>;
  runs: { run(req: RunRequest, runId: string): Promise<RunResult>; cancel(runId: string): Promise<void> };
  drawings: { resolveSource(src: DrawingSource | undefined): Promise<DrawingSource | undefined>; get(id: string): { name: string } | undefined };
  emit(sessionId: string, event: AgentEvent): void;
}

export interface AgentServiceOptions {
  /** where transcripts are kept (one JSON file per script) */
  transcriptsDir?: string;
  store?: TranscriptStore;
  /** the saved tests of a script (default: NAME.test.lsp beside the document, saved-tests-files.ts) */
  tests?(sessionId: string, documentPath?: string | null): Promise<SessionTest[]>;
  llmFor?(cfg: AgentConfig): LLMClient;
  retryDelayMs?: number;
}

export interface AgentServiceLike {
  start(req: AgentStartRequest): Promise<void>;
  stop(sessionId: string): Promise<void>;
  transcript(sessionId: string): Promise<AgentEvent[]>;
  answer(sessionId: string, text: string): Promise<void>;
}

/** RunLisp over the host's run service: host-held drawings resolved, cancellation by run id. */
export function hostRunLisp(deps: Pick<AgentHostDepsLike, 'runs' | 'drawings'>): RunLisp {
  return async (req, signal) => {
    const runId = `agent-${randomUUID()}`;
    const drawing = await deps.drawings.resolveSource(req.drawing);
    const onAbort = () => void deps.runs.cancel(runId).catch(() => {});
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      return await deps.runs.run(drawing ? { ...req, drawing } : req, runId);
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  };
}

export function createAgentService(deps: AgentHostDepsLike, opts: AgentServiceOptions = {}): AgentServiceLike & { sessions: AgentSessions } {
  const store = opts.store ?? (opts.transcriptsDir ? jsonFileStore(opts.transcriptsDir) : undefined);
  if (!store) throw new Error('createAgentService needs a transcriptsDir or a store');
  const sessions = new AgentSessions({
    async config() {
      const p = await deps.provider();
      // the key is asked for with the very URL it will be sent to
      const key = p.baseUrl ? await deps.apiKey(p.baseUrl) : null;
      if (!p.baseUrl) throw new Error('set the agent provider (base URL) in Settings first');
      if (!p.model) throw new Error('set the model name in the agent settings first');
      // a hosted provider without a key would only fail later as an unreachable/401 server, twice
      const preset = presetOf(presetForUrl(p.baseUrl));
      if (!key && preset.needsKey) throw new Error(`${preset.label} needs an API key: set LISPWRIGHT_API_KEY (or OPENAI_API_KEY) before starting Lispwright, or choose a local provider`);
      return {
        baseUrl: p.baseUrl,
        model: p.model,
        ...(p.temperature !== undefined ? { temperature: p.temperature } : {}),
        ...(p.maxRounds ? { maxAttempts: p.maxRounds } : {}),
        ...(p.idleTimeoutSec ? { idleTimeoutMs: p.idleTimeoutSec * 1000 } : {}),
        ...(key ? { apiKey: key } : {}),
      };
    },
    runLisp: hostRunLisp(deps),
    async resolveDrawing(drawingId) {
      if (!drawingId) return { source: { kind: 'empty' }, name: 'an empty drawing' };
      const entry = deps.drawings.get(drawingId);
      if (!entry) throw new Error('the drawing is no longer loaded; open it again');
      return { source: { kind: 'snapshot', id: drawingId }, name: entry.name };
    },
    store,
    memoryFor: async (path) => {
      const dir = await deps.memoryDir?.(path);
      return dir ? dirMemoryStore(dir) : undefined;
    },
    tests: opts.tests ?? ((_id, path) => testsBeside(path)),
    ...(opts.llmFor ? { llmFor: opts.llmFor } : {}),
    ...(opts.retryDelayMs !== undefined ? { retryDelayMs: opts.retryDelayMs } : {}),
  });
  return {
    sessions,
    start: (req) => sessions.start(req, (e: AgentEvent) => deps.emit(req.sessionId, e)),
    stop: (id) => sessions.stop(id),
    transcript: (id) => sessions.transcript(id),
    answer: (id, text) => sessions.answer(id, text),
  };
}
