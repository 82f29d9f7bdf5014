/*
 * The OpenAI-compatible endpoints Lispwright offers as presets: the one list of them. Pure data
 * with no imports, so the agent (agent/providers.ts), the host's settings schema and the settings
 * page (through electron/shared/provider-presets.ts) all read the same base URLs and models.
 * Model names are suggestions; every field stays editable. DeepSeek: base URL and model names as
 * api-docs.deepseek.com gives them (deepseek-chat was retired on 2026-07-24 in favour of
 * deepseek-v4-flash).
 */
export type ProviderId = 'openai' | 'deepseek' | 'ollama' | 'lmstudio' | 'vllm' | 'custom';

export interface ProviderPreset {
  id: ProviderId;
  label: string;
  baseUrl: string;
  /** whether the server requires a key (local servers ignore it) */
  needsKey: boolean;
  /** a model to suggest; the user can type any */
  suggestedModel: string;
  note: string;
}

export const PROVIDERS: readonly ProviderPreset[] = [
  { id: 'openai', label: 'OpenAI', baseUrl: 'https://api.openai.com/v1', needsKey: true, suggestedModel: 'gpt-4.1-mini', note: 'API key from platform.openai.com' },
  { id: 'deepseek', label: 'DeepSeek', baseUrl: 'https://api.deepseek.com', needsKey: true, suggestedModel: 'deepseek-v4-flash', note: 'API key from platform.deepseek.com' },
  { id: 'ollama', label: 'Ollama (local)', baseUrl: 'http://localhost:11434/v1', needsKey: false, suggestedModel: 'qwen2.5-coder:14b', note: 'pick a model that supports tool calling' },
  { id: 'lmstudio', label: 'LM Studio (local)', baseUrl: 'http://localhost:1234/v1', needsKey: false, suggestedModel: 'qwen2.5-coder-14b-instruct', note: 'start the server in the Developer tab' },
  { id: 'vllm', label: 'vLLM (local)', baseUrl: 'http://localhost:8000/v1', needsKey: false, suggestedModel: 'Qwen/Qwen2.5-Coder-14B-Instruct', note: 'start with --enable-auto-tool-choice --tool-call-parser hermes' },
  { id: 'custom', label: 'Custom (OpenAI-compatible)', baseUrl: '', needsKey: false, suggestedModel: '', note: 'any server with /v1/chat/completions and tool calling' },
];

export const presetOf = (id: ProviderId): ProviderPreset => PROVIDERS.find((p) => p.id === id) ?? PROVIDERS[PROVIDERS.length - 1]!;

/** The preset whose base URL this is (trailing slashes and a trailing /v1 ignored), or 'custom'. */
export function presetForUrl(url: string): ProviderId {
  const norm = (u: string) => u.trim().replace(/\/+$/, '').replace(/\/v1$/i, '').toLowerCase();
  return PROVIDERS.find((p) => p.baseUrl && norm(p.baseUrl) === norm(url))?.id ?? 'custom';
}
