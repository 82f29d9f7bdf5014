/* Shared set-up for agent tests: a scripted server, the real SDK client, the in-process runner. */
import { OpenAILLMClient } from '../../agent/llm-client.js';
import { runAgent, type AgentOptions } from '../../agent/loop.js';
import type { AgentEvent } from '../../agent/events.js';
import type { SessionContext } from '../../agent/ports.js';
import type { RunRequest } from '../../interpreter/runner/contract.js';
import { inProcessRunner } from '../support/in-process-runner.js';
import { startScriptedServer, type ScriptedServer, type ScriptedServerOptions, type ScriptedTurn } from '../support/scripted-openai-server.js';

export const session = (over: Partial<SessionContext> = {}): SessionContext => ({
  drawing: { kind: 'empty' },
  drawingName: 'test drawing',
  tests: [],
  fileName: 'agent.lsp',
  ...over,
});

export const deliver = (code: string, note = 'It adds the numbers and prints the total.') => `Here is the command:\n\n\`\`\`lisp\n${code}\n\`\`\`\n\n${note}`;

export interface Scenario {
  events: AgentEvent[];
  stopped: Extract<AgentEvent, { type: 'stopped' }>;
  server: ScriptedServer;
  runs: RunRequest[];
}

export async function scenario(
  turns: ScriptedTurn[],
  opts: Partial<AgentOptions> & { apiKey?: string; idleTimeoutMs?: number; server?: ScriptedServerOptions; onEvent?: (e: AgentEvent, all: AgentEvent[]) => void } = {},
  task = 'write a command',
): Promise<Scenario> {
  const server = await startScriptedServer(turns, opts.server);
  const runs: RunRequest[] = [];
  try {
    const llm = new OpenAILLMClient({ baseUrl: server.baseUrl, ...(opts.apiKey ? { apiKey: opts.apiKey } : {}), ...(opts.idleTimeoutMs ? { idleTimeoutMs: opts.idleTimeoutMs } : {}) });
    const events: AgentEvent[] = [];
    const gen = runAgent(task, { llm, model: 'scripted-model', runLisp: inProcessRunner(runs), session: session(), retryDelayMs: 10, retry: { timeScale: 0.001 }, ...opts });
    for await (const e of gen) {
      events.push(e);
      opts.onEvent?.(e, events);
    }
    const stopped = events.at(-1);
    if (stopped?.type !== 'stopped') throw new Error('the loop did not end with a stopped event');
    return { events, stopped, server, runs };
  } finally {
    await server.close();
  }
}

export const ofType = <T extends AgentEvent['type']>(events: AgentEvent[], type: T) => events.filter((e): e is Extract<AgentEvent, { type: T }> => e.type === type);
