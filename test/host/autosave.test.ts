import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AutosaveStore } from '../../electron/main/services/autosave.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lw-autosave-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const buf = (id: string, savedAt: string, text = `(princ "${id}")`) => ({ id, name: `${id}.lsp`, path: null, text, savedAt });

describe('autosave', () => {
  it('lists saved buffers newest first, as a new store would after a restart', async () => {
    const a = new AutosaveStore(join(dir, 'autosave'));
    await a.save(buf('one', '2026-01-01T00:00:00Z'));
    await a.save(buf('two', '2026-01-02T00:00:00Z'));
    await a.save({ ...buf('one', '2026-01-03T00:00:00Z', 'edited'), path: '/x/one.lsp' });
    const after = await new AutosaveStore(join(dir, 'autosave')).list();
    expect(after.map((b) => [b.id, b.text, b.path])).toEqual([['one', 'edited', '/x/one.lsp'], ['two', '(princ "two")', null]]);
  });

  it('discards a buffer and its file', async () => {
    const a = new AutosaveStore(dir);
    await a.save(buf('b1', '2026-01-01T00:00:00Z'));
    await a.discard('b1');
    expect(await a.list()).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
    await a.discard('b1'); // discarding twice is fine
  });

  it('rejects ids that could escape the folder', async () => {
    const a = new AutosaveStore(join(dir, 'autosave'));
    await expect(a.save(buf('../evil', 'x'))).rejects.toThrow();
    await expect(a.discard('../../etc/passwd')).rejects.toThrow(/autosave id/);
    expect(existsSync(join(dir, 'evil.json'))).toBe(false);
  });

  it('skips junk files and returns nothing when the folder does not exist', async () => {
    expect(await new AutosaveStore(join(dir, 'none')).list()).toEqual([]);
    writeFileSync(join(dir, 'junk.json'), '{"id": 3}');
    writeFileSync(join(dir, 'bad.json'), 'nope');
    const a = new AutosaveStore(dir);
    await a.save(buf('ok', '2026-01-01T00:00:00Z'));
    expect((await a.list()).map((b) => b.id)).toEqual(['ok']);
  });
});
