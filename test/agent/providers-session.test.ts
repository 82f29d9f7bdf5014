/* Provider settings, "test connection", and the session manager with persisted transcripts. */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../agent/events.js';
import { OpenAILLMClient } from '../../agent/llm-client.js';
import { ConfigError, PROVIDERS, configFromEnv, describeConfig, presetForUrl, testConnection } from '../../agent/providers.js';
import { AgentSessions } from '../../agent/session.js';
import { PRESET_NAMES, PROVIDER_PRESETS } from '../../electron/shared/provider-presets.js';
import { jsonFileStore, memoryStore, type TranscriptStore } from '../../agent/transcript.js';
import { inProcessRunner } from '../support/in-process-runner.js';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server.js';
import { deliver } from './helpers.js';

const KEY = 'sk-live-TOPSECRET-abcdef0123456789';
const CODE = '(defun c:hello () (princ "hello") (princ))';
const servers: ScriptedServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('providers', () => {
  it('has the presets with their base URLs', () => {
    const urls = Object.fromEntries(PROVIDERS.map((p) => [p.id, p.baseUrl]));
    expect(urls).toMatchObject({ ollama: 'http://localhost:11434/v1', lmstudio: 'http://localhost:1234/v1', vllm: 'http://localhost:8000/v1', openai: 'https://api.openai.com/v1' });
    expect(presetForUrl('http://localhost:11434/v1/')).toBe('ollama');
    expect(presetForUrl('http://example.test/v1')).toBe('custom');
    // DeepSeek documents both forms of its base URL
    expect(presetForUrl('https://api.deepseek.com/v1')).toBe('deepseek');
    expect(presetForUrl('https://api.deepseek.com')).toBe('deepseek');
  });
  it('is the one list the settings page and the host schema read', () => {
    const shown = Object.entries(PROVIDER_PRESETS).map(([id, p]) => ({ id, baseUrl: p.baseUrl, model: p.model, needsKey: p.needsKey }));
    expect(shown).toEqual(PROVIDERS.map((p) => ({ id: p.id, baseUrl: p.baseUrl, model: p.suggestedModel, needsKey: p.needsKey })));
    expect(PRESET_NAMES).toEqual(PROVIDERS.map((p) => p.id));
  });
  it('reads the environment, with command-line overrides first', () => {
    const env = { LISPWRIGHT_BASE_URL: 'http://localhost:11434/v1', LISPWRIGHT_MODEL: 'qwen', OPENAI_API_KEY: 'k2', LISPWRIGHT_API_KEY: 'k1' };
    expect(configFromEnv(env)).toEqual({ baseUrl: 'http://localhost:11434/v1', model: 'qwen', apiKey: 'k1' });
    expect(configFromEnv({ OPENAI_API_KEY: 'k2' }, { model: 'm', maxAttempts: 3 })).toEqual({ baseUrl: 'https://api.openai.com/v1', model: 'm', apiKey: 'k2', maxAttempts: 3 });
    expect(configFromEnv({ LISPWRIGHT_BASE_URL: 'http://localhost:11434/v1' }).apiKey).toBeUndefined();
    expect(() => configFromEnv({})).toThrow(ConfigError);
    expect(() => configFromEnv({ LISPWRIGHT_BASE_URL: 'http://x.test/v1' })).toThrow(/LISPWRIGHT_MODEL/);
  });
  it('never prints the key', () => {
    const cfg = configFromEnv({ LISPWRIGHT_API_KEY: KEY, LISPWRIGHT_MODEL: 'gpt' });
    expect(describeConfig(cfg)).toBe('gpt at https://api.openai.com/v1 (API key set)');
    expect(describeConfig(cfg)).not.toContain('TOPSECRET');
  });
  it('test connection: lists models and makes a chat request with a tool', async () => {
    const server = await startScriptedServer([{ text: 'OK' }], { models: ['m1', 'm2'] });
    servers.push(server);
    const r = await testConnection({ baseUrl: server.baseUrl, model: 'm1', apiKey: KEY });
    expect(r.ok).toBe(true);
    expect(r.models).toEqual(['m1', 'm2']);
    expect(server.requests[0]!.body.tools?.[0]?.function.name).toBe('ping');
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });
  it('test connection: a refused key is reported without the key', async () => {
    const server = await startScriptedServer([{ status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}` } } }]);
    servers.push(server);
    const r = await testConnection({ baseUrl: server.baseUrl, model: 'm1', apiKey: KEY });
    expect(r.ok).toBe(false);
    expect(r.message).toContain('401');
    expect(r.message).not.toContain('TOPSECRET');
  });
  it('test connection: an unreachable server', async () => {
    const r = await testConnection({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm' });
    expect(r.ok).toBe(false);
    expect(r.message).toContain('cannot reach the model server at http://127.0.0.1:9/v1');
  });
});

function sessions(server: ScriptedServer, store: TranscriptStore = memoryStore()) {
  return new AgentSessions({
    config: async () => ({ baseUrl: server.baseUrl, model: 'scripted', apiKey: KEY }),
    runLisp: inProcessRunner(),
    resolveDrawing: async (id) => ({ source: { kind: 'empty' }, name: id ?? 'empty drawing' }),
    store,
    retryDelayMs: 5,
    llmFor: (cfg) => new OpenAILLMClient({ baseUrl: cfg.baseUrl, ...(cfg.apiKey ? { apiKey: cfg.apiKey } : {}) }),
  });
}

describe('agent sessions', () => {
  it('streams events to emit, persists the transcript, and reloads it after a restart', async () => {
    const server = await startScriptedServer([{ toolCalls: [{ name: 'run_lisp', arguments: { code: CODE, call: 'c:hello', expect_effect: {} } }] }, { text: deliver(CODE) }, { text: 'Sure, here it is again:\n```lisp\n' + CODE + '\n```' }]);
    servers.push(server);
    const dir = mkdtempSync(join(tmpdir(), 'lw-agent-'));
    dirs.push(dir);
    const emitted: AgentEvent[] = [];
    const first = sessions(server, jsonFileStore(dir));
    await first.start({ sessionId: 'script/one.lsp', task: 'say hello', drawingId: 'plan.dxf' }, (e) => emitted.push(e));
    await expect(first.start({ sessionId: 'script/one.lsp', task: 'again' }, () => {})).rejects.toThrow(/already running/);
    await first.settled('script/one.lsp');
    expect(emitted.at(-1)).toMatchObject({ type: 'stopped', reason: 'verified', code: CODE });
    expect(emitted.some((e) => e.type === 'text-delta')).toBe(true);
    const files = readdirSync(dir);
    expect(files).toEqual(['script%2Fone.lsp.json']);
    const stored = JSON.parse(readFileSync(join(dir, files[0]!), 'utf8')) as AgentEvent[];
    expect(stored.some((e) => e.type === 'text-delta')).toBe(false);
    expect(stored.find((e) => e.type === 'run-attached')).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain('TOPSECRET');

    // a new process: the transcript comes back from the store, and a follow-up sees the history
    const second = sessions(server, jsonFileStore(dir));
    const reloaded = await second.transcript('script/one.lsp');
    expect(reloaded.map((e) => e.type)).toEqual(stored.map((e) => e.type));
    await second.start({ sessionId: 'script/one.lsp', task: 'show it again' }, () => {});
    await second.settled('script/one.lsp');
    const msgs = server.requests[2]!.body.messages;
    expect(msgs[1]).toMatchObject({ role: 'user', content: 'say hello' });
    expect(msgs[2]!.content).toContain('Delivered (verified)');
    expect(msgs[3]).toMatchObject({ role: 'user', content: 'show it again' });
  });

  it('stop() aborts a running session', async () => {
    const server = await startScriptedServer([{ text: 'thinking about it for a long time', chunkSize: 3, stallAfterChunks: 3 }]);
    servers.push(server);
    const s = sessions(server);
    const emitted: AgentEvent[] = [];
    let started!: () => void;
    const streaming = new Promise<void>((r) => (started = r));
    await s.start({ sessionId: 'a', task: 't' }, (e) => {
      emitted.push(e);
      if (e.type === 'text-delta') started();
    });
    await streaming;
    await s.stop('a');
    expect(s.isRunning('a')).toBe(false);
    expect(emitted.at(-1)).toMatchObject({ type: 'stopped', reason: 'aborted' });
  });
});
