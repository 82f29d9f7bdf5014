/*
 * Provider presets and connection settings. Presets are data (base URL, whether a key is needed,
 * a suggested model); the user picks one and may override the model or the base URL. In the CLI
 * and browser mode the key comes from LISPWRIGHT_API_KEY or OPENAI_API_KEY; the desktop app keeps
 * it encrypted in the host (safeStorage) and passes it in. The key is never logged or put in an
 * event: `describeConfig` is what may be printed.
 */
import { isAbortError, redact } from './errors.js';
import { OpenAILLMClient, type LLMClient } from './llm-client.js';

export { PROVIDERS, presetForUrl, presetOf, type ProviderId, type ProviderPreset } from './provider-presets.js';
import { presetForUrl, presetOf } from './provider-presets.js';

export interface AgentConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  temperature?: number;
  maxAttempts?: number;
  /** no bytes from the server for this long fails the request (default 60 s) */
  idleTimeoutMs?: number;
}

export class ConfigError extends Error {}

/**
 * The configuration from the environment and command-line overrides:
 * LISPWRIGHT_BASE_URL (default OpenAI), LISPWRIGHT_MODEL, LISPWRIGHT_API_KEY or OPENAI_API_KEY.
 */
export function configFromEnv(env: Record<string, string | undefined>, over: Partial<AgentConfig> = {}): AgentConfig {
  const baseUrl = over.baseUrl ?? env.LISPWRIGHT_BASE_URL ?? presetOf('openai').baseUrl;
  const preset = presetOf(presetForUrl(baseUrl));
  const model = over.model ?? env.LISPWRIGHT_MODEL ?? (preset.id === 'custom' ? '' : preset.suggestedModel);
  if (!model) throw new ConfigError('no model given: set LISPWRIGHT_MODEL or pass --model');
  const apiKey = over.apiKey ?? env.LISPWRIGHT_API_KEY ?? env.OPENAI_API_KEY;
  if (!apiKey && preset.needsKey) throw new ConfigError(`${preset.label} needs an API key: set LISPWRIGHT_API_KEY (or OPENAI_API_KEY)`);
  const cfg: AgentConfig = { baseUrl, model };
  if (apiKey) cfg.apiKey = apiKey;
  if (over.temperature !== undefined) cfg.temperature = over.temperature;
  if (over.maxAttempts !== undefined) cfg.maxAttempts = over.maxAttempts;
  if (over.idleTimeoutMs !== undefined) cfg.idleTimeoutMs = over.idleTimeoutMs;
  return cfg;
}

/** A printable description: never the key, only whether one is set. */
export const describeConfig = (c: AgentConfig): string => `${c.model} at ${c.baseUrl}${c.apiKey ? ' (API key set)' : ''}`;

export const clientFor = (c: AgentConfig): LLMClient =>
  new OpenAILLMClient({ baseUrl: c.baseUrl, ...(c.apiKey ? { apiKey: c.apiKey } : {}), ...(c.idleTimeoutMs !== undefined ? { idleTimeoutMs: c.idleTimeoutMs } : {}) });

export interface ConnectionCheck {
  ok: boolean;
  message: string;
  models?: string[];
}

/**
 * "Test connection": list the models, then make a 1-token chat request with a trivial tool, which
 * catches servers that cannot do tool calls (vLLM without its flags, small local models).
 */
export async function testConnection(cfg: AgentConfig, llm: LLMClient = clientFor(cfg), timeoutMs = 20_000): Promise<ConnectionCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const scrub = (t: string) => redact(t, [cfg.apiKey]);
  try {
    let models: string[] = [];
    try {
      models = await llm.listModels(controller.signal);
    } catch {
      // some servers do not list models; the chat request below is the real test
    }
    const tool = { type: 'function' as const, function: { name: 'ping', description: 'Answer the ping.', parameters: { type: 'object', properties: {} } } };
    let got = false;
    for await (const c of llm.stream({ model: cfg.model, messages: [{ role: 'user', content: 'Reply with OK.' }], tools: [tool] }, controller.signal)) {
      if (c.kind === 'text' || c.kind === 'tool') got = true;
      if (got) break;
    }
    const known = models.length && !models.includes(cfg.model) ? ` (note: the server lists ${models.slice(0, 5).join(', ')} but not ${cfg.model})` : '';
    return { ok: true, message: `connected to ${cfg.baseUrl}: ${cfg.model} answered a chat request with tools${known}`, models };
  } catch (e) {
    if (isAbortError(e)) return { ok: false, message: `no answer from ${cfg.baseUrl} within ${Math.round(timeoutMs / 1000)} s` };
    return { ok: false, message: scrub(e instanceof Error ? e.message : String(e)) };
  } finally {
    clearTimeout(timer);
  }
}
