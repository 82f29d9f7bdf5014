/*
 * Key custody (issue 10, item 2) against a local trap server that records every Authorization
 * header it receives: the key goes only to the origin it was entered for (or, from the environment,
 * to LISPWRIGHT_BASE_URL's or the hosted presets'), other origins and plain http to other machines
 * need the user's confirmation, and a page that only has the token cannot move the key by changing
 * the settings.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isLoopback, KeyCustody, originOf } from '../../electron/main/services/key-custody.js';
import { EnvSecretStore, type SecretStore } from '../../electron/main/services/secret-store.js';
import { WorkspaceDialogs } from '../../electron/main/services/dialogs.js';
import { startScriptedServer, startTrapServer, type ScriptedServer, type TrapServer } from '../support/scripted-openai-server.js';
import { tempHost, type TempHost } from '../support/temp-host.js';

const KEY = 'sk-custody-SECRET-0123456789';
let h: TempHost | undefined;
const servers: Array<ScriptedServer | TrapServer> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  h?.dispose();
  h = undefined;
});
const trap = async () => {
  const t = await startTrapServer();
  servers.push(t);
  return t;
};
const good = async () => {
  const s = await startScriptedServer([{ text: 'OK' }, { text: 'OK' }, { text: 'OK' }], { models: ['scripted'] });
  servers.push(s);
  return s;
};
const useUrl = (baseUrl: string) => h!.core.setSettings({ provider: { preset: 'custom', baseUrl, model: 'scripted' } });

describe('key custody', () => {
  it('a key entered for one origin is not sent to another until the user confirms it', async () => {
    const home = await good();
    const t = await trap();
    h = tempHost();
    await useUrl(home.baseUrl);
    await h.core.setApiKey(KEY);
    expect((await h.core.testConnection()).ok).toBe(true);
    await useUrl(t.baseUrl);
    const s = await h.core.getSettings();
    expect(s.provider.key).toMatchObject({ source: 'stored', boundOrigins: [originOf(home.baseUrl)], problem: { kind: 'key-origin', origin: originOf(t.baseUrl) } });
    expect(JSON.stringify(s)).not.toContain('SECRET');
    // neither Test connection nor the agent makes a request: the trap sees nothing at all
    const test = await h.core.testConnection();
    expect(test).toMatchObject({ ok: false, needsConfirmation: originOf(t.baseUrl) });
    expect(test.message).toContain('Confirm sending it to');
    await expect(h.core.agentStart({ sessionId: 's', task: 'x' })).rejects.toThrow(/entered for/);
    expect(t.hits).toEqual([]);
    // confirming another origin than the settings' is refused
    await expect(h.core.confirmProviderOrigin('https://evil.example')).rejects.toThrow(/origin of the base URL/);
    await h.core.confirmProviderOrigin(originOf(t.baseUrl)!);
    expect((await h.core.getSettings()).provider.key?.problem).toBeUndefined();
    await h.core.testConnection();
    expect(t.hits.map((x) => x.authorization)).toContain(`Bearer ${KEY}`);
  });

  it('a new key is bound to the origin it was entered for, and confirmations survive a restart outside settings.json', async () => {
    const t = await trap();
    h = tempHost();
    await useUrl(t.baseUrl);
    await h.core.setApiKey(KEY);
    await h.core.testConnection();
    expect(t.hits.at(-1)!.authorization).toBe(`Bearer ${KEY}`);
    const file = join(h.userData, 'key-custody.json');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).not.toContain('SECRET');
    expect(readFileSync(join(h.userData, 'settings.json'), 'utf8')).not.toContain('key-custody');
    // the settings patch cannot reach custody
    await expect(h.core.setSettings({ provider: { key: { boundOrigins: ['https://evil.example'] } } as never })).resolves.toBeDefined();
    await useUrl('https://evil.example/v1');
    expect((await h.core.getSettings()).provider.key?.problem?.kind).toBe('key-origin');
  });

  it('browser mode: an environment key goes to LISPWRIGHT_BASE_URL, and elsewhere only after confirming on the page', async () => {
    const home = await good();
    const t = await trap();
    h = tempHost({ env: { LISPWRIGHT_API_KEY: KEY, LISPWRIGHT_BASE_URL: home.baseUrl, LISPWRIGHT_MODEL: 'scripted' } });
    const s = await h.core.getSettings();
    // the environment's endpoint is the one the page shows
    expect(s.provider).toMatchObject({ baseUrl: home.baseUrl, model: 'scripted', preset: 'custom' });
    expect(s.provider.key).toMatchObject({ source: 'environment', boundOrigins: [originOf(home.baseUrl)] });
    expect((await h.core.testConnection()).ok).toBe(true);
    await useUrl(t.baseUrl);
    expect((await h.core.testConnection()).ok).toBe(false);
    expect(t.hits).toEqual([]);
    await h.core.confirmProviderOrigin(originOf(t.baseUrl)!);
    await h.core.testConnection();
    expect(t.hits.at(-1)!.authorization).toBe(`Bearer ${KEY}`);
  });

  it('an environment key without LISPWRIGHT_BASE_URL may go to the hosted presets only', async () => {
    const t = await trap();
    h = tempHost({ env: { OPENAI_API_KEY: KEY } });
    expect((await h.core.getSettings()).provider.key?.problem).toBeUndefined(); // the OpenAI preset
    await h.core.setSettings({ provider: { preset: 'deepseek' } });
    expect((await h.core.getSettings()).provider.key?.problem).toBeUndefined();
    await useUrl(t.baseUrl);
    expect((await h.core.testConnection()).ok).toBe(false);
    expect(t.hits).toEqual([]);
  });

  it('plain http goes only to loopback unless the user confirms; no request is made before', async () => {
    let fetches = 0;
    h = tempHost({
      fetch: async () => {
        fetches++;
        return { ok: true, status: 200, statusText: 'OK', json: async () => ({ data: [] }) };
      },
    });
    await useUrl('http://192.0.2.10:8000/v1');
    const s = await h.core.getSettings();
    expect(s.provider.key?.problem).toMatchObject({ kind: 'insecure-http', origin: 'http://192.0.2.10:8000' });
    expect(await h.core.testConnection()).toMatchObject({ ok: false, needsConfirmation: 'http://192.0.2.10:8000' });
    expect(fetches).toBe(0);
    await h.core.confirmProviderOrigin('http://192.0.2.10:8000');
    expect((await h.core.testConnection()).ok).toBe(true);
    expect(fetches).toBe(1);
    expect(['http://localhost:1234', 'http://127.0.0.5:9', 'http://[::1]:8000'].every(isLoopback)).toBe(true);
    expect(isLoopback('http://10.0.0.1:8000')).toBe(false);
  });

  it('in the desktop app a native dialog confirms; a "no" changes nothing', async () => {
    const t = await trap();
    let answer = false;
    const dialogs = Object.assign(new WorkspaceDialogs('/tmp'), { confirm: async () => answer });
    h = tempHost({ dialogs });
    await useUrl('https://api.openai.com/v1');
    await h.core.setApiKey(KEY);
    await useUrl(t.baseUrl);
    await expect(h.core.confirmProviderOrigin(originOf(t.baseUrl)!)).rejects.toThrow(/not confirmed/);
    expect((await h.core.getSettings()).provider.key?.problem?.kind).toBe('key-origin');
    answer = true;
    await h.core.confirmProviderOrigin(originOf(t.baseUrl)!);
    expect((await h.core.getSettings()).provider.key?.problem).toBeUndefined();
  });

  it('a key stored before custody existed belongs to the base URL it was used with', async () => {
    const stored: SecretStore = Object.assign(new EnvSecretStore({}), { getApiKey: async () => KEY, keySource: async () => 'stored' as const, hasApiKey: async () => true });
    const c = new KeyCustody(stored, { envOrigins: [], initialBaseUrl: async () => 'https://api.deepseek.com/v1' });
    expect((await c.status('https://api.deepseek.com')).problem).toBeUndefined();
    expect((await c.status('http://127.0.0.1:9/v1')).problem?.kind).toBe('key-origin');
    await expect(c.credentialsFor('http://127.0.0.1:9/v1')).rejects.toThrow(/entered for https:\/\/api.deepseek.com/);
  });
});
