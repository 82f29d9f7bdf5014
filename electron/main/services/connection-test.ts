/*
 * "Test connection" for the agent's provider: GET <baseUrl>/models with the stored key. Cheap, and
 * every OpenAI-compatible server (OpenAI, DeepSeek, Ollama, LM Studio, vLLM) answers it. The key
 * goes in the Authorization header only and never into the returned message.
 */
import type { ProviderSettings } from '../../shared/contract.js';

export type FetchLike = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<{
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<unknown>;
}>;

export async function testConnection(
  provider: Pick<ProviderSettings, 'baseUrl' | 'model'>,
  apiKey: string | null,
  fetchImpl: FetchLike = fetch as unknown as FetchLike,
  timeoutMs = 8000,
): Promise<{ ok: boolean; message: string }> {
  if (!provider.baseUrl) return { ok: false, message: 'Set a base URL first.' };
  const url = provider.baseUrl.replace(/\/+$/, '') + '/models';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), timeoutMs);
  try {
    const res = await fetchImpl(url, { headers, signal: ctl.signal });
    if (res.status === 401 || res.status === 403) return { ok: false, message: `The server refused the API key (HTTP ${res.status}).` };
    if (!res.ok) return { ok: false, message: `The server answered HTTP ${res.status} ${res.statusText} for ${url}.` };
    const body = (await res.json().catch(() => null)) as { data?: Array<{ id?: unknown }> } | null;
    const ids = (body?.data ?? []).map((m) => m.id).filter((x): x is string => typeof x === 'string');
    if (provider.model && ids.length > 0 && !ids.includes(provider.model)) {
      return { ok: false, message: `Connected, but the server does not list model "${provider.model}" (it has ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', ...' : ''}).` };
    }
    return { ok: true, message: ids.length ? `Connected: ${ids.length} model(s) available.` : 'Connected.' };
  } catch (e) {
    const msg = ctl.signal.aborted ? `no answer within ${timeoutMs / 1000} s` : (e as Error).message;
    return { ok: false, message: `Cannot reach ${url}: ${msg}` };
  } finally {
    clearTimeout(timer);
  }
}
