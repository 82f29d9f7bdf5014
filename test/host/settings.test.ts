import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SettingsStore } from '../../electron/main/services/settings.js';
import { DEFAULT_SETTINGS } from '../../electron/main/services/settings-schema.js';
import { EnvSecretStore } from '../../electron/main/services/secret-store.js';
import { PROVIDER_PRESETS } from '../../electron/shared/provider-presets.js';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lw-settings-'));
  file = join(dir, 'settings.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const store = (env: Record<string, string> = {}) => new SettingsStore(file, new EnvSecretStore(env));

describe('settings', () => {
  it('starts from defaults when there is no file, or a corrupt one', async () => {
    expect(await store().get()).toEqual({ ...DEFAULT_SETTINGS, provider: { ...DEFAULT_SETTINGS.provider, hasApiKey: false } });
    writeFileSync(file, '{not json');
    expect((await store().get()).theme).toBe('dark');
  });

  it('keeps valid fields and replaces only invalid ones on load', async () => {
    writeFileSync(file, JSON.stringify({ theme: 'light', fontSize: 'huge', budget: -5, provider: { preset: 'ollama', baseUrl: 'ftp://x', model: 'm1' }, extra: 1 }));
    const s = await store().get();
    expect(s.theme).toBe('light');
    expect(s.fontSize).toBe(DEFAULT_SETTINGS.fontSize);
    expect(s.budget).toBe(DEFAULT_SETTINGS.budget);
    expect(s.provider.preset).toBe('ollama');
    expect(s.provider.baseUrl).toBe(DEFAULT_SETTINGS.provider.baseUrl);
    expect(s.provider.model).toBe('m1');
    expect(s).not.toHaveProperty('extra');
  });

  it('validates patches strictly and persists them', async () => {
    const st = store();
    await expect(st.update({ theme: 'blue' })).rejects.toThrow(/theme/);
    await expect(st.update({ nope: 1 })).rejects.toThrow(/unknown setting: nope/);
    await expect(st.update({ provider: { temperature: 5 } })).rejects.toThrow(/temperature/);
    await st.update({ theme: 'light', fontSize: 16 });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ theme: 'light', fontSize: 16 });
    expect((await store().get()).fontSize).toBe(16);
  });

  it('fills in the base URL of a newly chosen preset', async () => {
    const st = store();
    for (const [preset, url] of [['ollama', 'http://localhost:11434/v1'], ['lmstudio', 'http://localhost:1234/v1'], ['vllm', 'http://localhost:8000/v1']] as const) {
      const s = await st.update({ provider: { preset } });
      expect(s.provider.baseUrl).toBe(url);
      expect(PROVIDER_PRESETS[preset].baseUrl).toBe(url);
    }
    const custom = await st.update({ provider: { preset: 'custom', baseUrl: 'http://gpu-box:9000/v1' } });
    expect(custom.provider).toMatchObject({ preset: 'custom', baseUrl: 'http://gpu-box:9000/v1' });
  });

  it('keeps recent files unique, newest first, at most 10', async () => {
    const st = store();
    for (let i = 0; i < 12; i++) await st.addRecent(`/f${i}.lsp`);
    await st.addRecent('/f5.lsp');
    const r = (await st.get()).recentFiles;
    expect(r.length).toBe(10);
    expect(r[0]).toBe('/f5.lsp');
    expect(new Set(r).size).toBe(10);
  });

  it('reports hasApiKey from the secret store and never writes the key or the flag', async () => {
    const st = store({ LISPWRIGHT_API_KEY: 'sk-test-SECRET-1' });
    const s = await st.update({ provider: { hasApiKey: false, model: 'x' } as never });
    expect(s.provider.hasApiKey).toBe(true);
    const json = readFileSync(file, 'utf8');
    expect(json).not.toContain('sk-test-SECRET-1');
    expect(json).not.toContain('hasApiKey');
    expect(JSON.stringify(s)).not.toContain('sk-test-SECRET-1');
  });
});

describe('window state', async () => {
  const { parseWindowState, saveWindowStateSync, loadWindowState } = await import('../../electron/main/services/window-state.js');
  const displays = [{ x: 0, y: 0, width: 1920, height: 1080 }];

  it('restores bounds that are on a connected display and sane', async () => {
    const f = join(dir, 'window-state.json');
    saveWindowStateSync(f, { bounds: { x: 100, y: 50, width: 1200, height: 800 }, maximized: true });
    expect(await loadWindowState(f, displays)).toEqual({ bounds: { x: 100, y: 50, width: 1200, height: 800 }, maximized: true });
  });

  it('ignores bounds on a monitor that is gone, tiny windows and junk', () => {
    expect(parseWindowState({ bounds: { x: 3000, y: 0, width: 1200, height: 800 } }, displays)).toBeNull();
    expect(parseWindowState({ bounds: { x: 0, y: 0, width: 100, height: 80 } }, displays)).toBeNull();
    expect(parseWindowState({ bounds: { x: 'a' } }, displays)).toBeNull();
    expect(parseWindowState(null, displays)).toBeNull();
  });
});
