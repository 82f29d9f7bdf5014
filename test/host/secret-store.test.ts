import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EncryptedFileSecretStore, EnvSecretStore, type Encryptor } from '../../electron/main/services/secret-store.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lw-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for safeStorage: reversible, and the plaintext does not appear in the output. */
function fakeEncryptor(backend = 'gnome_libsecret', available = true): Encryptor & { reEncrypt: boolean; encrypts: number } {
  const e = {
    reEncrypt: false,
    encrypts: 0,
    isAvailable: async () => available,
    backend: () => backend,
    encrypt: async (s: string) => {
      e.encrypts++;
      return Uint8Array.from(Buffer.from(s, 'utf8'), (b) => b ^ 0x5a);
    },
    decrypt: async (d: Uint8Array) => ({ result: Buffer.from(Uint8Array.from(d, (b) => b ^ 0x5a)).toString('utf8'), shouldReEncrypt: e.reEncrypt }),
  };
  return e;
}

describe('EnvSecretStore', () => {
  it('reads LISPWRIGHT_API_KEY before OPENAI_API_KEY', async () => {
    expect(await new EnvSecretStore({ OPENAI_API_KEY: 'o', LISPWRIGHT_API_KEY: 'l' }).getApiKey()).toBe('l');
    expect(await new EnvSecretStore({ OPENAI_API_KEY: 'o' }).getApiKey()).toBe('o');
    expect(await new EnvSecretStore({}).hasApiKey()).toBe(false);
  });

  it('keeps a UI-set key in memory only and warns about it', async () => {
    const s = new EnvSecretStore({});
    await s.setApiKey('  sk-1  ');
    expect(await s.getApiKey()).toBe('sk-1');
    expect((await s.info()).warning).toMatch(/session only/);
    await s.setApiKey('');
    expect(await s.hasApiKey()).toBe(false);
  });
});

describe('EncryptedFileSecretStore', () => {
  it('stores ciphertext with a version prefix and reads it back in a new instance', async () => {
    const file = join(dir, 'api-key.bin');
    const enc = fakeEncryptor();
    await new EncryptedFileSecretStore(file, enc).setApiKey('sk-live-PLAINTEXT');
    const raw = readFileSync(file, 'utf8');
    expect(raw.startsWith('safeStorage:v1:')).toBe(true);
    expect(raw).not.toContain('PLAINTEXT');
    expect(await new EncryptedFileSecretStore(file, enc).getApiKey()).toBe('sk-live-PLAINTEXT');
    expect((await new EncryptedFileSecretStore(file, enc).info()).persistent).toBe(true);
  });

  it('re-encrypts when safeStorage asks for it', async () => {
    const file = join(dir, 'k');
    const enc = fakeEncryptor();
    await new EncryptedFileSecretStore(file, enc).setApiKey('k1');
    enc.reEncrypt = true;
    expect(await new EncryptedFileSecretStore(file, enc).getApiKey()).toBe('k1');
    expect(enc.encrypts).toBe(2);
  });

  it('keeps the key in memory only on basic_text (no keyring) and writes no file', async () => {
    const file = join(dir, 'k');
    const s = new EncryptedFileSecretStore(file, fakeEncryptor('basic_text'));
    await s.setApiKey('sk-x');
    expect(await s.getApiKey()).toBe('sk-x');
    expect(existsSync(file)).toBe(false);
    expect(await s.info()).toMatchObject({ persistent: false, warning: expect.stringMatching(/keyring/) });
  });

  it('falls back to the environment and forgets a cleared key', async () => {
    const file = join(dir, 'k');
    const s = new EncryptedFileSecretStore(file, fakeEncryptor(), { OPENAI_API_KEY: 'env-key' });
    expect(await s.getApiKey()).toBe('env-key');
    await s.setApiKey('stored');
    expect(await s.getApiKey()).toBe('stored');
    await s.setApiKey(null);
    expect(existsSync(file)).toBe(false);
    expect(await s.getApiKey()).toBe('env-key');
  });
});
