/*
 * Settings persistence: one JSON file under the user-data folder, validated on load (see
 * settings-schema.ts), written atomically and one write at a time. The API key is not here: it
 * lives in the SecretStore and only `hasApiKey` is reported back.
 */
import { promises as fs } from 'node:fs';
import type { Settings } from '../../shared/contract.js';
import { writeFileAtomic } from './atomic-write.js';
import type { SecretStore } from './secret-store.js';
import { applyPatch, MAX_RECENT_FILES, normalizeStored, type StoredSettings } from './settings-schema.js';

type ProviderKey = keyof StoredSettings['provider'];

export class SettingsStore {
  private current: StoredSettings | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(s: StoredSettings) => void>();
  /** provider fields the overlay replaced, with the file's values (written back instead of the overlay's) */
  private readonly underneath = new Map<ProviderKey, StoredSettings['provider'][ProviderKey]>();

  constructor(
    private readonly file: string,
    private readonly secrets: SecretStore,
    /** provider fields set from outside for this run (browser mode: LISPWRIGHT_BASE_URL, LISPWRIGHT_MODEL) */
    private readonly overlay: Partial<StoredSettings['provider']> = {},
  ) {}

  private async load(): Promise<StoredSettings> {
    if (this.current) return this.current;
    let raw: unknown = undefined;
    try {
      raw = JSON.parse(await fs.readFile(this.file, 'utf8'));
    } catch {
      raw = undefined; // missing or corrupt: defaults
    }
    const loaded = normalizeStored(raw);
    this.current = loaded;
    // the overlay goes through the same checks as a patch (an invalid one is left out); the stored
    // model stays unless the overlay names one, and the file keeps its own values underneath
    if (Object.keys(this.overlay).length) {
      try {
        this.current = applyPatch(loaded, { provider: { model: loaded.provider.model, ...this.overlay } });
        for (const k of Object.keys(this.overlay) as ProviderKey[]) if (this.current.provider[k] !== loaded.provider[k]) this.underneath.set(k, loaded.provider[k]);
      } catch {
        this.current = loaded;
      }
    }
    return this.current;
  }

  /** The stored settings, without anything derived from the secret store. */
  async stored(): Promise<StoredSettings> {
    return structuredClone(await this.load());
  }

  async get(): Promise<Settings> {
    const s = await this.stored();
    return { ...s, provider: { ...s.provider, hasApiKey: await this.secrets.hasApiKey() } };
  }

  async update(patch: unknown): Promise<Settings> {
    const cur = await this.load();
    const next = applyPatch(cur, patch);
    // a field the user changed is theirs now, written to the file like any other
    for (const k of [...this.underneath.keys()]) if (next.provider[k] !== cur.provider[k]) this.underneath.delete(k);
    await this.persist(next);
    return this.get();
  }

  /** Put a path at the top of the recent-files list. */
  async addRecent(path: string): Promise<void> {
    const cur = await this.load();
    const recentFiles = [path, ...cur.recentFiles.filter((p) => p !== path)].slice(0, MAX_RECENT_FILES);
    await this.persist({ ...cur, recentFiles });
  }

  onChange(cb: (s: StoredSettings) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  private async persist(next: StoredSettings): Promise<void> {
    this.current = next;
    // Only known fields are serialised: normalizeStored rebuilt the object from the schema.
    const onDisk = normalizeStored(next);
    for (const [k, v] of this.underneath) (onDisk.provider as Record<string, unknown>)[k] = v;
    const json = JSON.stringify(onDisk, null, 2) + '\n';
    const write = this.writing.then(() => writeFileAtomic(this.file, json));
    this.writing = write.catch(() => {});
    await write;
    for (const l of this.listeners) l(structuredClone(next));
  }
}
