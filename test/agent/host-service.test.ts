/* The agent as the host's AgentService, with fake host services and the scripted server. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentEvent } from '../../agent/events.js';
import { createAgentService, type AgentHostDepsLike } from '../../agent/host-service.js';
import { memoryStore } from '../../agent/transcript.js';
import type { DrawingSource, RunRequest } from '../../interpreter/runner/contract.js';
import { inProcessRunner } from '../support/in-process-runner.js';
import { TINY_DXF } from '../support/temp-host.js';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server.js';
import { deliver } from './helpers.js';

const servers: ScriptedServer[] = [];
afterEach(async () => void (await Promise.all(servers.splice(0).map((s) => s.close()))));
const KEY = 'sk-host-HIDDEN-99887766554433';
const CODE = '(defun c:hi () (princ "hi") (princ))';

function hostDeps(server: ScriptedServer, over: Partial<AgentHostDepsLike> = {}) {
  const runs: RunRequest[] = [];
  const emitted: Array<{ sessionId: string; event: AgentEvent }> = [];
  const inner = inProcessRunner(runs);
  const deps: AgentHostDepsLike = {
    provider: async () => ({ baseUrl: server.baseUrl, model: 'scripted', temperature: 0.2, maxRounds: 4 }),
    apiKey: async () => KEY,
    runs: { run: (req) => inner(req), cancel: vi.fn(async () => {}) },
    drawings: {
      resolveSource: vi.fn(async (src: DrawingSource | undefined) => (src?.kind === 'snapshot' ? { kind: 'dxf' as const, name: 'plan.dxf', text: TINY_DXF } : src)),
      get: (id: string) => (id === 'dwg-1' ? { name: 'plan.dxf' } : undefined),
    },
    emit: (sessionId, event) => emitted.push({ sessionId, event: event as AgentEvent }),
    ...over,
  };
  return { deps, runs, emitted };
}

describe('createAgentService', () => {
  it('runs a session with the host settings, its drawings and its run service', async () => {
    const server = await startScriptedServer([{ toolCalls: [{ name: 'run_lisp', arguments: { code: CODE, call: 'c:hi', expect_effect: {} } }] }, { text: deliver(CODE) }]);
    servers.push(server);
    const h = hostDeps(server);
    const svc = createAgentService(h.deps, { store: memoryStore(), retryDelayMs: 5 });
    await svc.start({ sessionId: 's1', task: 'say hi', drawingId: 'dwg-1', fileName: 'hi.lsp' });
    await svc.sessions.settled('s1');
    const last = h.emitted.at(-1)!;
    expect(last.sessionId).toBe('s1');
    expect(last.event).toMatchObject({ type: 'stopped', verified: true, code: CODE });
    // the run used the document's file name and the host-resolved drawing
    expect(h.runs[0]!.files[0]!.name).toBe('hi.lsp');
    expect(h.runs[0]!.drawing).toEqual({ kind: 'dxf', name: 'plan.dxf', text: TINY_DXF });
    expect(h.deps.drawings.resolveSource).toHaveBeenCalledWith({ kind: 'snapshot', id: 'dwg-1' });
    // settings reached the model request; the key only the Authorization header
    expect(server.requests[0]!.body.temperature).toBe(0.2);
    expect(server.requests[0]!.body.messages[0]!.content).toContain('at most 4 different code versions');
    expect(server.requests[0]!.body.messages[0]!.content).toContain('"plan.dxf"');
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.stringify(h.emitted)).not.toContain('HIDDEN');
    expect((await svc.transcript('s1')).length).toBeGreaterThan(3);
  });

  it('refuses to start without a model or with an unknown drawing', async () => {
    const server = await startScriptedServer([]);
    servers.push(server);
    const noModel = createAgentService(hostDeps(server, { provider: async () => ({ baseUrl: server.baseUrl, model: '' }) }).deps, { store: memoryStore() });
    await expect(noModel.start({ sessionId: 's', task: 't' })).rejects.toThrow(/model name/);
    const noKey = createAgentService(hostDeps(server, { provider: async () => ({ baseUrl: 'https://api.openai.com/v1/', model: 'gpt-4.1-mini' }), apiKey: async () => null }).deps, { store: memoryStore() });
    await expect(noKey.start({ sessionId: 's', task: 't' })).rejects.toThrow(/OpenAI needs an API key: set LISPWRIGHT_API_KEY/);
    // a custom or local server may need no key
    const local = createAgentService(hostDeps(server, { apiKey: async () => null }).deps, { store: memoryStore() });
    await expect(local.start({ sessionId: 's', task: 't', drawingId: 'gone' })).rejects.toThrow(/no longer loaded/);
    const svc = createAgentService(hostDeps(server).deps, { store: memoryStore() });
    await expect(svc.start({ sessionId: 's', task: 't', drawingId: 'gone' })).rejects.toThrow(/no longer loaded/);
    expect(server.requests).toHaveLength(0);
  });
});
