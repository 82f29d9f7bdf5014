/*
 * The agent seam. The agent (agent/) runs in the host process; the host only forwards requests
 * and pushes its events to the renderer as 'agent:event'. `NotConfiguredAgentService` answers
 * until the agent is wired in by `createHost` (see create-host.ts, option `agent`).
 */
import type { AgentEvent, AgentStartRequest, ProviderSettings } from '../../shared/contract.js';
import type { RunService } from './run-service.js';
import type { DrawingService } from './drawings.js';

export interface AgentService {
  start(req: AgentStartRequest): Promise<void>;
  stop(sessionId: string): Promise<void>;
  transcript(sessionId: string): Promise<AgentEvent[]>;
  answer(sessionId: string, text: string): Promise<void>;
}

/** What the host hands an agent implementation. The API key is read here, in the host, only. */
export interface AgentHostDeps {
  provider(): Promise<Omit<ProviderSettings, 'hasApiKey' | 'key'>>;
  /** the key for a request to `baseUrl`, through key custody (throws when it may not go there) */
  apiKey(baseUrl: string): Promise<string | null>;
  /** the lispwright-memory folder of a script */
  memoryDir(documentPath: string | null | undefined): Promise<string | undefined>;
  runs: RunService;
  drawings: DrawingService;
  /** push an agent event to the renderer */
  emit(sessionId: string, event: AgentEvent): void;
}

export type AgentFactory = (deps: AgentHostDeps) => AgentService;

export class NotConfiguredAgentService implements AgentService {
  async start(req: AgentStartRequest): Promise<void> {
    throw new Error(`the agent is not available in this build (session ${String(req?.sessionId)})`);
  }
  async stop(_sessionId: string): Promise<void> {}
  async transcript(_sessionId: string): Promise<AgentEvent[]> {
    return [];
  }
  async answer(_sessionId: string, _text: string): Promise<void> {
    throw new Error('the agent is not available in this build');
  }
}
