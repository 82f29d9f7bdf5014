/*
 * Autosave, settings and transcript writes (issue 10): latest wins, a discard is final, same-tick
 * settings updates both land, killed writes leave nothing behind after a restart, renames are
 * made durable, and a damaged transcript never locks the agent out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdtempSync, promises as fsp, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AutosaveStore } from '../../electron/main/services/autosave.js';
import { removeStaleTemps, tempPathFor, writeFileAtomic } from '../../electron/main/services/atomic-write.js';
import { SettingsStore } from '../../electron/main/services/settings.js';
import { EnvSecretStore } from '../../electron/main/services/secret-store.js';
import { jsonFileStore } from '../../agent/transcript.js';
import { tempHost } from '../support/temp-host.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lw-durable-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const buf = (text: string, savedAt = new Date().toISOString()) => ({ id: 'b1', name: 'b1.lsp', path: null, text, savedAt });

/**
 * Hold back the rename of the temp file holding `marker` until released, so a later write can
 * finish first (the interleaving that let an older autosave win). `reached` resolves once the held
 * rename has been asked for.
 */
function holdRenameOf(marker: string): { reached: Promise<void>; release: () => void } {
  const real = fsp.rename.bind(fsp);
  let release = () => {};
  let reachedNow = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const reached = new Promise<void>((r) => (reachedNow = r));
  vi.spyOn(fsp, 'rename').mockImplementation(async (a, b) => {
    if (readFileSync(a, 'utf8').includes(marker)) {
      reachedNow();
      await gate;
    }
    return real(a, b);
  });
  return { reached, release: () => release() };
}

describe('autosave: one buffer, latest wins', () => {
  it('of two overlapping saves the newer one is on disk, whatever order the writes finish in', async () => {
    const store = new AutosaveStore(dir);
    const held = holdRenameOf('older');
    const older = store.save(buf('older'));
    await held.reached;
    const newer = store.save(buf('newer'));
    await new Promise((r) => setTimeout(r, 50)); // the newer write would finish now if it could
    held.release();
    await Promise.all([older, newer]);
    expect((await new AutosaveStore(dir).list()).map((b) => b.text)).toEqual(['newer']);
  });

  it('a discard during a write is final: the recovery file does not come back', async () => {
    const store = new AutosaveStore(dir);
    const held = holdRenameOf('unsaved work');
    const saving = store.save(buf('unsaved work'));
    await held.reached;
    const discarding = store.discard('b1');
    await new Promise((r) => setTimeout(r, 50));
    held.release();
    await Promise.all([saving, discarding]);
    expect(await new AutosaveStore(dir).list()).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('many saves in a burst write at most twice and keep the last', async () => {
    const store = new AutosaveStore(dir);
    const writes = vi.spyOn(fsp, 'open');
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.save(buf(`v${i}`))));
    expect((await store.list())[0]?.text).toBe('v19');
    const tempOpens = writes.mock.calls.filter(([p]) => String(p).endsWith('.tmp'));
    expect(tempOpens.length).toBeLessThanOrEqual(2);
  });
});

describe('settings: updates are serialised', () => {
  it('two updates sent in the same tick both land', async () => {
    const file = join(dir, 'settings.json');
    const s = new SettingsStore(file, new EnvSecretStore({}));
    await Promise.all([s.update({ theme: 'light' }), s.update({ fontSize: 20 }), s.addRecent('/x/a.lsp')]);
    const onDisk = JSON.parse(readFileSync(file, 'utf8'));
    expect(onDisk).toMatchObject({ theme: 'light', fontSize: 20, recentFiles: ['/x/a.lsp'] });
    expect(await new SettingsStore(file, new EnvSecretStore({})).get()).toMatchObject({ theme: 'light', fontSize: 20 });
  });

  it('refuses keys that are not settings, including Object.prototype names', async () => {
    const s = new SettingsStore(join(dir, 'settings.json'), new EnvSecretStore({}));
    for (const k of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      await expect(s.update(JSON.parse(`{"${k}": {}}`)), k).rejects.toThrow(`unknown setting: ${k}`);
      await expect(s.update(JSON.parse(`{"provider": {"${k}": 1}}`)), k).rejects.toThrow(`unknown provider setting: ${k}`);
    }
    expect(Object.keys(await s.stored()).sort()).toEqual(['budget', 'fontSize', 'provider', 'recentFiles', 'theme']);
  });

  it('a slow first read (start-up clean-up) does not undo a change that finished meanwhile', async () => {
    const file = join(dir, 'settings.json');
    const realRead = fsp.readFile.bind(fsp);
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let first = true;
    // the first read sees the file as it was, but answers only after the change has been written
    vi.spyOn(fsp, 'readFile').mockImplementation((async (...a: Parameters<typeof fsp.readFile>) => {
      const result = realRead(...a);
      if (first && String(a[0]) === file) {
        first = false;
        await result.catch(() => {});
        await gate;
      }
      return result;
    }) as typeof fsp.readFile);
    writeFileSync(file, '{"theme": "dark"}');
    const s = new SettingsStore(file, new EnvSecretStore({}));
    const slowRead = s.stored();
    const change = s.addRecent('/x/a.lsp');
    await new Promise((r) => setTimeout(r, 30));
    release();
    await Promise.all([slowRead, change]);
    expect((await s.get()).recentFiles).toEqual(['/x/a.lsp']);
  });

  it('a failed update does not block the next one', async () => {
    const s = new SettingsStore(join(dir, 'settings.json'), new EnvSecretStore({}));
    const [bad, good] = await Promise.allSettled([s.update({ theme: 'purple' }), s.update({ theme: 'light' })]);
    expect(bad.status).toBe('rejected');
    expect(good).toMatchObject({ status: 'fulfilled', value: { theme: 'light' } });
  });
});

describe('atomic writes', () => {
  it('flush the folder after the rename', async () => {
    const opens = vi.spyOn(fsp, 'open');
    await writeFileAtomic(join(dir, 'f.txt'), 'x');
    expect(opens.mock.calls.some(([p, flags]) => p === dir && flags === 'r')).toBe(process.platform !== 'win32');
  });

  it('temp files of killed writes are removed at start-up; a live writer keeps its own', async () => {
    const dead = join(dir, '.settings.json.999999.0123456789ab.tmp');
    writeFileSync(dead, '{"half": ');
    const mine = tempPathFor(join(dir, 'settings.json'));
    writeFileSync(mine, 'in flight');
    writeFileSync(join(dir, '.hidden.tmp'), 'not ours');
    expect(await removeStaleTemps(dir)).toEqual(['.settings.json.999999.0123456789ab.tmp']);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(mine)).toBe(true);
    expect(existsSync(join(dir, '.hidden.tmp'))).toBe(true);
  });

  it('a new host cleans its user data, workspace and recent-file folders', async () => {
    const h = tempHost();
    try {
      await h.core.startupCleaned;
      const left = [join(h.userData, '.settings.json.999999.00000000000a.tmp'), join(h.workspace, '.draw.lsp.999999.00000000000b.tmp')];
      for (const f of left) writeFileSync(f, 'half');
      const again = tempHost({ userDataDir: h.userData, workspaceDir: h.workspace });
      try {
        expect((await again.core.startupCleaned).sort()).toEqual([...left].sort());
        for (const f of left) expect(existsSync(f)).toBe(false);
      } finally {
        again.dispose();
      }
    } finally {
      h.dispose();
    }
  });
});

describe('agent transcripts', () => {
  it('a truncated transcript is moved aside as .corrupt-N and a new conversation starts with a notice', async () => {
    const store = jsonFileStore(dir);
    await store.save('script.lsp', [{ type: 'user-message', text: 'hello' }]);
    const file = join(dir, 'script.lsp.json');
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, 10));
    const first = await store.load('script.lsp');
    expect(first).toEqual([{ type: 'error', message: 'The saved conversation for this script could not be read; it was kept as script.lsp.json.corrupt-1 and a new one started.' }]);
    expect(existsSync(join(dir, 'script.lsp.json.corrupt-1'))).toBe(true);
    expect(existsSync(file)).toBe(false);
    writeFileSync(file, '{"not": "a list"}');
    expect((await store.load('script.lsp'))?.[0]).toMatchObject({ message: expect.stringContaining('corrupt-2') });
    await store.save('script.lsp', [{ type: 'user-message', text: 'again' }]);
    expect(await store.load('script.lsp')).toEqual([{ type: 'user-message', text: 'again' }]);
  });
});
