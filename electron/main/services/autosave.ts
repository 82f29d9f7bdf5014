/*
 * Crash recovery for unsaved buffers: the renderer sends each dirty buffer every few seconds; we
 * keep one JSON file per buffer id under <userData>/autosave, written atomically. After a restart
 * the renderer lists them and offers them back; saving or closing the buffer discards its file.
 *
 * Writes of one buffer are serialised, latest wins: a save that arrives while one is being
 * written replaces whatever is still waiting, and when the write in flight ends the newest record
 * is written (never an older one after a newer). A discard counts as the newest change: it
 * cancels a waiting write and removes the file after the one in flight, so nothing resurrects it.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { AutosavedBuffer, SessionState } from '../../shared/contract.js';
import { removeStaleTemps, writeFileAtomic } from './atomic-write.js';

const ID_RE = /^[A-Za-z0-9_-]{1,80}$/;
export const MAX_AUTOSAVE_CHARS = 16 * 1024 * 1024;

function checkId(id: unknown): string {
  if (typeof id !== 'string' || !ID_RE.test(id)) throw new Error('autosave id must be 1-80 letters, digits, "-" or "_"');
  return id;
}

function isBuffer(v: unknown): v is AutosavedBuffer {
  if (typeof v !== 'object' || v === null) return false;
  const b = v as Record<string, unknown>;
  return (
    typeof b.id === 'string' && ID_RE.test(b.id) && typeof b.name === 'string' && typeof b.text === 'string' &&
    (b.path === null || typeof b.path === 'string') && typeof b.savedAt === 'string'
  );
}

/** One buffer's file: the newest wanted state (a record, or null for "discarded") and the write in flight. */
interface BufferSlot {
  wanted: string | null;
  /** bumped by every save and discard */
  version: number;
  flushing: Promise<void> | null;
}

export class AutosaveStore {
  private readonly slots = new Map<string, BufferSlot>();
  private cleaned: Promise<void> | undefined;

  constructor(private readonly dir: string) {}

  private fileOf(id: string): string {
    return join(this.dir, `${checkId(id)}.json`);
  }

  /** Once per store: the folder exists and holds no temp files from a killed write. */
  private ready(): Promise<void> {
    this.cleaned ??= (async () => {
      await fs.mkdir(this.dir, { recursive: true });
      await removeStaleTemps(this.dir);
    })();
    return this.cleaned;
  }

  async save(buffer: AutosavedBuffer): Promise<void> {
    if (!isBuffer({ ...buffer, savedAt: buffer?.savedAt ?? new Date().toISOString() })) throw new Error('invalid autosave buffer');
    if (buffer.text.length > MAX_AUTOSAVE_CHARS) throw new Error('buffer too large to autosave');
    const rec: AutosavedBuffer = {
      id: buffer.id,
      name: buffer.name,
      path: buffer.path,
      text: buffer.text,
      savedAt: buffer.savedAt || new Date().toISOString(),
    };
    return this.change(buffer.id, JSON.stringify(rec));
  }

  /** Every recoverable buffer, newest first; unreadable files are skipped. */
  async list(): Promise<AutosavedBuffer[]> {
    await this.ready().catch(() => {});
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return [];
    }
    const out: AutosavedBuffer[] = [];
    for (const n of names) {
      if (!n.endsWith('.json') || n.startsWith('.')) continue;
      try {
        const v: unknown = JSON.parse(await fs.readFile(join(this.dir, n), 'utf8'));
        if (isBuffer(v) && !this.isDiscarded(v.id)) out.push(v);
      } catch {
        // a half-written file from a crash before the rename cannot exist; anything else is junk
      }
    }
    return out.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  async discard(id: string): Promise<void> {
    checkId(id);
    return this.change(id, null);
  }

  private isDiscarded(id: string): boolean {
    const slot = this.slots.get(id);
    return slot !== undefined && slot.wanted === null;
  }

  /** Make `wanted` the newest state of buffer `id` and wait until it (or a newer one) is on disk. */
  private async change(id: string, wanted: string | null): Promise<void> {
    const file = this.fileOf(id);
    let slot = this.slots.get(id);
    if (!slot) this.slots.set(id, (slot = { wanted, version: 0, flushing: null }));
    slot.wanted = wanted;
    slot.version++;
    const s = slot;
    s.flushing ??= (async () => {
      try {
        await this.ready();
        for (;;) {
          const version = s.version;
          const state = s.wanted;
          if (state === null) await fs.rm(file, { force: true });
          else await writeFileAtomic(file, state);
          if (s.version === version) break; // nothing newer arrived while writing
        }
      } finally {
        s.flushing = null;
        if (s.wanted === null) this.slots.delete(id);
      }
    })();
    await s.flushing;
  }
}

const SESSION_FILE = 'session.json';

/** The workbench session (tabs, drawing, Call, cases): one file, written atomically, in its own folder. */
export class SessionStore {
  constructor(private readonly dir: string) {}

  async save(state: SessionState): Promise<void> {
    if (!isSession(state)) throw new Error('invalid session state');
    const text = JSON.stringify({ ...state, savedAt: state.savedAt || new Date().toISOString() });
    if (text.length > MAX_AUTOSAVE_CHARS) throw new Error('session too large to keep');
    await fs.mkdir(this.dir, { recursive: true });
    await writeFileAtomic(join(this.dir, SESSION_FILE), text);
  }

  /** The last session, or null (none yet, or unreadable: a session is never worth a failed start-up). */
  async load(): Promise<SessionState | null> {
    try {
      const v: unknown = JSON.parse(await fs.readFile(join(this.dir, SESSION_FILE), 'utf8'));
      return isSession(v) ? v : null;
    } catch {
      return null;
    }
  }
}

function isSession(v: unknown): v is SessionState {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  const tabsOk = Array.isArray(s.tabs) && s.tabs.every((t) => {
    const x = t as Record<string, unknown>;
    return typeof x === 'object' && x !== null && typeof x.id === 'string' && ID_RE.test(x.id) && typeof x.name === 'string' && (x.path === null || typeof x.path === 'string');
  });
  const d = s.drawing as Record<string, unknown> | null;
  const drawingOk = d === null || (typeof d === 'object' && (d.kind === 'new' || (d.kind === 'sample' && typeof d.name === 'string') || (d.kind === 'path' && typeof d.path === 'string')));
  return tabsOk && drawingOk && (s.activeId === null || typeof s.activeId === 'string') && typeof s.call === 'string' && typeof s.budget === 'number' &&
    typeof s.inputsText === 'string' && typeof s.cases === 'object' && s.cases !== null && !Array.isArray(s.cases);
}
