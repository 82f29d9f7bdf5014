// @vitest-environment jsdom
/* Files changed by another program while open (renderer/commands/external-changes.ts). */
import { beforeEach, describe, expect, test } from 'vitest';
import { openDocument, saveActive } from '../../renderer/commands/documents.js';
import { checkExternalChanges } from '../../renderer/commands/external-changes.js';
import { useApp } from '../../renderer/store/index.js';
import { setupApp } from './support/setup-app.js';

let env: ReturnType<typeof setupApp>;
beforeEach(() => {
  env = setupApp();
});

async function open(path: string, text: string): Promise<string> {
  env.host.files.set(path, text);
  const doc = await env.host.openFile(path);
  return openDocument(doc!);
}
const lastNotice = (): string => useApp.getState().notices.at(-1)?.text ?? '';

describe('external changes', () => {
  test('a clean tab takes the new text from disk', async () => {
    const id = await open('/w/a.lsp', '(princ 1)');
    env.host.files.set('/w/a.lsp', '(princ 2)');
    await checkExternalChanges();
    expect(env.editor.getText(id)).toBe('(princ 2)');
    expect(useApp.getState().docs.find((d) => d.id === id)?.dirty).toBe(false);
    expect(lastNotice()).toMatch(/a\.lsp was changed by another program: reloaded/);
  });

  test('a tab with unsaved edits keeps them, says so once, and its Save asks before replacing', async () => {
    const id = await open('/w/b.lsp', '(princ 1)');
    env.editor.setText(id, '(princ "mine")');
    useApp.getState().updateDoc(id, { dirty: true });
    env.host.files.set('/w/b.lsp', '(princ "theirs")');
    await checkExternalChanges();
    expect(env.editor.getText(id)).toBe('(princ "mine")');
    expect(lastNotice()).toMatch(/Your unsaved edits are kept/);
    const n = useApp.getState().notices.length;
    await checkExternalChanges();
    expect(useApp.getState().notices.length).toBe(n);
    // the tab still holds the hash it read: the real host's Save answers WouldReplace (test/host/never-overwrite)
    expect(useApp.getState().docs.find((d) => d.id === id)?.diskHash).not.toBe((await env.host.readTextFile('/w/b.lsp'))?.hash);
  });

  test('a deleted file is reported once; the tab keeps its text', async () => {
    const id = await open('/w/c.lsp', '(princ 3)');
    env.host.files.delete('/w/c.lsp');
    await checkExternalChanges();
    await checkExternalChanges();
    expect(useApp.getState().notices.filter((x) => /deleted or moved/.test(x.text))).toHaveLength(1);
    expect(env.editor.getText(id)).toBe('(princ 3)');
  });

  test('our own save is not an external change', async () => {
    const id = await open('/w/d.lsp', '(princ 4)');
    env.editor.setText(id, '(princ 5)');
    useApp.getState().updateDoc(id, { dirty: true });
    expect(await saveActive()).toBe(true);
    const n = useApp.getState().notices.length;
    await checkExternalChanges();
    expect(useApp.getState().notices.length).toBe(n);
    expect(env.editor.getText(id)).toBe('(princ 5)');
  });
});
