/*
 * Where the agent's API key lives. The key is only ever read in the host process (main or the
 * browser-mode server) to build the LLM client; it is never part of Settings, never sent to the
 * renderer and never logged. Implementations:
 *  - EnvSecretStore: browser mode and the CLI read LISPWRIGHT_API_KEY or OPENAI_API_KEY; a key
 *    set from the UI is kept in memory for the session only.
 *  - EncryptedFileSecretStore: Electron passes an Encryptor backed by safeStorage's async API and
 *    the key is stored as `safeStorage:v1:<base64>` in its own file under userData. When the OS
 *    has no keyring (Linux `basic_text`) encryption is effectively plaintext, so we keep the key
 *    in memory only and say so.
 */
import { promises as fs } from 'node:fs';
import { writeFileAtomic } from './atomic-write.js';

export interface SecretInfo {
  backend: string;
  /** true when a key set now survives a restart */
  persistent: boolean;
  warning?: string;
}

export type KeySource = 'stored' | 'environment' | 'none';

export interface SecretStore {
  getApiKey(): Promise<string | null>;
  setApiKey(key: string | null): Promise<void>;
  hasApiKey(): Promise<boolean>;
  /** where the current key comes from: entered and kept by the app, or the environment */
  keySource(): Promise<KeySource>;
  info(): Promise<SecretInfo>;
}

export const API_KEY_ENV_VARS = ['LISPWRIGHT_API_KEY', 'OPENAI_API_KEY'] as const;

export function apiKeyFromEnv(env: Record<string, string | undefined>): string | null {
  for (const name of API_KEY_ENV_VARS) {
    const v = env[name]?.trim();
    if (v) return v;
  }
  return null;
}

function cleanKey(key: string | null): string | null {
  if (key === null) return null;
  if (typeof key !== 'string') throw new Error('API key must be a string');
  const k = key.trim();
  if (k.length > 4096) throw new Error('API key is too long');
  return k === '' ? null : k;
}

export class EnvSecretStore implements SecretStore {
  private key: string | null;
  private readonly fromEnv: boolean;
  private replaced = false;
  constructor(env: Record<string, string | undefined> = process.env) {
    this.key = apiKeyFromEnv(env);
    this.fromEnv = this.key !== null;
  }
  async getApiKey(): Promise<string | null> {
    return this.key;
  }
  async setApiKey(key: string | null): Promise<void> {
    this.key = cleanKey(key);
    this.replaced = true;
  }
  async keySource(): Promise<KeySource> {
    if (this.key === null) return 'none';
    return this.fromEnv && !this.replaced ? 'environment' : 'stored';
  }
  async hasApiKey(): Promise<boolean> {
    return this.key !== null;
  }
  async info(): Promise<SecretInfo> {
    return this.fromEnv
      ? { backend: 'environment', persistent: false }
      : { backend: 'memory', persistent: false, warning: `A key set here lasts for this session only; set ${API_KEY_ENV_VARS[0]} to keep one.` };
  }
}

/** The slice of Electron's safeStorage we use (async API; the sync one is gone in Electron 46). */
export interface Encryptor {
  isAvailable(): Promise<boolean>;
  /** e.g. 'basic_text', 'gnome_libsecret', 'keychain', 'dpapi' */
  backend(): string;
  encrypt(plain: string): Promise<Uint8Array>;
  decrypt(data: Uint8Array): Promise<{ result: string; shouldReEncrypt: boolean }>;
}

const PREFIX = 'safeStorage:v1:';

export class EncryptedFileSecretStore implements SecretStore {
  private memoryKey: string | null = null;
  private cached: string | null | undefined;
  constructor(
    private readonly file: string,
    private readonly enc: Encryptor,
    private readonly env: Record<string, string | undefined> = {},
  ) {}

  private async usable(): Promise<boolean> {
    return this.enc.backend() !== 'basic_text' && (await this.enc.isAvailable());
  }

  async getApiKey(): Promise<string | null> {
    if (this.memoryKey !== null) return this.memoryKey;
    if (this.cached === undefined) this.cached = await this.readStored();
    return this.cached ?? apiKeyFromEnv(this.env);
  }

  private async readStored(): Promise<string | null> {
    let raw: string;
    try {
      raw = (await fs.readFile(this.file, 'utf8')).trim();
    } catch {
      return null;
    }
    if (!raw.startsWith(PREFIX) || !(await this.usable())) return null;
    try {
      const { result, shouldReEncrypt } = await this.enc.decrypt(Buffer.from(raw.slice(PREFIX.length), 'base64'));
      if (shouldReEncrypt) await this.writeStored(result);
      return result;
    } catch {
      return null; // unreadable (e.g. keyring changed): as if no key were stored
    }
  }

  private async writeStored(key: string): Promise<void> {
    const data = await this.enc.encrypt(key);
    await writeFileAtomic(this.file, PREFIX + Buffer.from(data).toString('base64') + '\n');
  }

  async setApiKey(key: string | null): Promise<void> {
    const k = cleanKey(key);
    this.memoryKey = null;
    if (k === null) {
      await fs.rm(this.file, { force: true });
      this.cached = null;
      return;
    }
    if (await this.usable()) {
      await this.writeStored(k);
      this.cached = k;
    } else {
      this.memoryKey = k;
    }
  }

  async hasApiKey(): Promise<boolean> {
    return (await this.getApiKey()) !== null;
  }

  async keySource(): Promise<KeySource> {
    if (this.memoryKey !== null) return 'stored';
    if (this.cached === undefined) this.cached = await this.readStored();
    if (this.cached !== null) return 'stored';
    return apiKeyFromEnv(this.env) !== null ? 'environment' : 'none';
  }

  async info(): Promise<SecretInfo> {
    if (await this.usable()) return { backend: `safeStorage (${this.enc.backend()})`, persistent: true };
    return {
      backend: 'memory',
      persistent: false,
      warning: 'No OS keyring is available, so the API key is kept for this session only and not written to disk.',
    };
  }
}
