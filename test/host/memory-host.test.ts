/*
 * The workspace memory through the host: browser mode keeps it in the workspace's
 * lispwright-memory/, the desktop app in the folder of a script it opened (else its own folder),
 * and a page can name only note files inside it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempHost, type TempHost } from '../support/temp-host.js';

let h: TempHost | undefined;
afterEach(() => {
  h?.dispose();
  h = undefined;
});

describe('memory in the host', () => {
  it('browser mode: notes live in the workspace, and ids cannot leave the memory folder', async () => {
    h = tempHost();
    const scope = { documentPath: join(h.workspace, 'a.lsp') };
    const note = await h.core.memorySave(scope, { kind: 'standard', title: 'Text styles', body: 'Notes in ROMANS 2.5.' });
    expect(existsSync(join(h.workspace, 'lispwright-memory', 'standards', 'text-styles.md'))).toBe(true);
    const listing = await h.core.memoryList(scope);
    expect(listing.dir).toBe(join(h.workspace, 'lispwright-memory'));
    expect(listing.notes.map((n) => n.id)).toEqual([note.id]);
    await expect(h.core.memorySave(scope, { id: '../../../evil.md', kind: 'standard', title: 'x', body: '' })).rejects.toThrow(/not a note id/);
    await expect(h.core.memoryDelete(scope, 'standards/../../settings.json')).rejects.toThrow(/not a note id/);
    await expect(h.core.memorySave(scope, { kind: 'standard', title: 'big', body: 'x'.repeat(20_000) })).rejects.toThrow(/at most/);
    await h.core.memoryDelete(scope, note.id);
    expect((await h.core.memoryList(scope)).notes).toEqual([]);
  });

  it('desktop app: the folder of a script the host opened, else the app folder', async () => {
    h = tempHost({ mode: 'electron' });
    const script = join(h.workspace, 'proj', 'go.lsp');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(h.workspace, 'proj'));
    writeFileSync(script, '(princ)');
    // not opened by the host: the app's own memory
    expect((await h.core.memoryList({ documentPath: script })).dir).toBe(join(h.userData, 'lispwright-memory'));
    await h.core.openFile(script);
    expect((await h.core.memoryList({ documentPath: script })).dir).toBe(join(h.workspace, 'proj', 'lispwright-memory'));
    await h.core.memorySave({ documentPath: script }, { kind: 'standard', title: 'Units', body: 'Millimetres.' });
    expect(readFileSync(join(h.workspace, 'proj', 'lispwright-memory', 'standards', 'units.md'), 'utf8')).toContain('Millimetres.');
    expect((await h.core.memoryList({ documentPath: null })).dir).toBe(join(h.userData, 'lispwright-memory'));
  });
});
