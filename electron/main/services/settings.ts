/*
 * Settings persistence: one JSON file under the user-data folder, validated on load (see
 * settings-schema.ts), written atomically and one write at a time. Changes are serialised too:
 * each update reads the settings as the previous one left them, so two updates sent in the same
 * tick both land (neither overwrites the other with a stale copy). The API key is not here: it
 * lives in the SecretStore and only `hasApiKey` is reported back.
 */
import { promises as fs } from 'node:fs';
import type { Settings } from '../../shared/contract.js';
import { writeFileAtomic } from './atomic-write.js';
import type { SecretStore } from './secret-store.js';
import { applyPatch, MAX_RECENT_FILES, normalizeStored, type StoredSettings } from './settings-schema.js';

export class SettingsStore {
  private current: StoredSettings | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** the chain of changes: each runs after the one before has been applied */
  private changes: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<(s: StoredSettings) => void>();

  constructor(
    private readonly file: string,
    private readonly secrets: SecretStore,
  ) {}

  /** read once: two first reads in flight must not both install their copy (the later would undo a change) */
  private loading: Promise<void> | undefined;

  private async load(): Promise<StoredSettings> {
    this.loading ??= (async () => {
      let raw: unknown = undefined;
      try {
        raw = JSON.parse(await fs.readFile(this.file, 'utf8'));
      } catch {
        raw = undefined; // missing or corrupt: defaults
      }
      this.current ??= normalizeStored(raw);
    })();
    await this.loading;
    return this.current as StoredSettings;
  }

  /** The stored settings, without anything derived from the secret store. */
  async stored(): Promise<StoredSettings> {
    return structuredClone(await this.load());
  }

  async get(): Promise<Settings> {
    const s = await this.stored();
    return { ...s, provider: { ...s.provider, hasApiKey: await this.secrets.hasApiKey() } };
  }

  /** Run `change` after every change before it (a failed one does not block the next). */
  private serial<T>(change: () => Promise<T>): Promise<T> {
    const run = this.changes.then(change);
    this.changes = run.catch(() => {});
    return run;
  }

  update(patch: unknown): Promise<Settings> {
    return this.serial(async () => {
      const next = applyPatch(await this.load(), patch);
      await this.persist(next);
      return this.get();
    });
  }

  /** Put a path at the top of the recent-files list. */
  addRecent(path: string): Promise<void> {
    return this.serial(async () => {
      const cur = await this.load();
      const recentFiles = [path, ...cur.recentFiles.filter((p) => p !== path)].slice(0, MAX_RECENT_FILES);
      await this.persist({ ...cur, recentFiles });
    });
  }

  onChange(cb: (s: StoredSettings) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  private async persist(next: StoredSettings): Promise<void> {
    this.current = next;
    // Only known fields are serialised: normalizeStored rebuilt the object from the schema.
    const json = JSON.stringify(normalizeStored(next), null, 2) + '\n';
    const write = this.writing.then(() => writeFileAtomic(this.file, json));
    this.writing = write.catch(() => {});
    await write;
    for (const l of this.listeners) l(structuredClone(next));
  }
}
