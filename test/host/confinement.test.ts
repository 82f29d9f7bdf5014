/*
 * Path confinement (issue 10): the page reaches only the workspace in browser mode, and in
 * Electron only what the user chose in the host's dialogs, the recent files or the project
 * folder. Every path-taking method is tried with each attack the audit used.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempHost, TINY_DXF, type TempHost } from '../support/temp-host.js';
import { GrantedPathPolicy, WorkspacePathPolicy, checkPathShape } from '../../electron/main/services/path-policy.js';
import type { DialogService } from '../../electron/main/services/dialogs.js';
import type { ExportRequest, TextDocument } from '../../electron/shared/contract.js';

let h: TempHost;
afterEach(() => h?.dispose());

const doc = (path: string | null, text = '(princ)\n'): TextDocument => ({ path, name: 'x.lsp', text, encoding: 'utf-8', eol: '\n' });

describe('browser mode: the workspace and nothing else', () => {
  const ATTACKS = ['/etc/passwd', '/etc/shadow', '/proc/self/environ', '../outside.lsp', 'sub/../../outside.lsp', 'x\0.lsp', '/dev/zero', '\\\\.\\PhysicalDrive0', 'NUL', 'con.lsp'];

  it('openFile, saveFile, saveFileAs, openDrawing and exportVerified refuse every path outside', async () => {
    h = tempHost();
    const secretOutside = join(h.root, 'outside.lsp');
    writeFileSync(secretOutside, '(secret)');
    const run = await h.core.run({ files: [{ name: 'x.lsp', text: '(princ)\n' }] }, 'r1');
    for (const p of [...ATTACKS, secretOutside]) {
      await expect(h.core.openFile(p), p).rejects.toThrow(/^refused: /);
      await expect(h.core.openDrawing(p), p).rejects.toThrow(/^refused: /);
      await expect(h.core.saveFile(doc(p)), p).rejects.toThrow(/^refused: /);
      await expect(h.core.saveFileAs(doc(null), p), p).rejects.toThrow(/^refused: /);
      const req: ExportRequest = { document: doc(null), run, testsPassed: 0, drawingName: 'd', path: p };
      await expect(h.core.exportVerified(req), p).rejects.toThrow(/^refused: /);
    }
    expect(readFileSync(secretOutside, 'utf8')).toBe('(secret)');
    expect(existsSync(join(h.root, 'outside.lsp.verified.lsp'))).toBe(false);
  });

  it('refuses a symlink inside the workspace that points outside it', async () => {
    h = tempHost();
    writeFileSync(join(h.root, 'target.lsp'), '(outside)');
    symlinkSync(join(h.root, 'target.lsp'), join(h.workspace, 'link.lsp'));
    mkdirSync(join(h.root, 'elsewhere'));
    symlinkSync(join(h.root, 'elsewhere'), join(h.workspace, 'dir-link'));
    await expect(h.core.openFile('link.lsp')).rejects.toThrow(/outside the workspace/);
    await expect(h.core.saveFile(doc(join(h.workspace, 'link.lsp')))).rejects.toThrow(/outside the workspace/);
    await expect(h.core.saveFileAs(doc(null), 'dir-link/new.lsp')).rejects.toThrow(/outside the workspace/);
    expect(readFileSync(join(h.root, 'target.lsp'), 'utf8')).toBe('(outside)');
    expect(existsSync(join(h.root, 'elsewhere', 'new.lsp'))).toBe(false);
  });

  it('still opens and saves anything inside, by relative or absolute path, through inner symlinks', async () => {
    h = tempHost();
    mkdirSync(join(h.workspace, 'sub'));
    writeFileSync(join(h.workspace, 'sub', 'a.lsp'), '(a)');
    symlinkSync(join(h.workspace, 'sub', 'a.lsp'), join(h.workspace, 'alias.lsp'));
    writeFileSync(join(h.workspace, 'plan.dxf'), TINY_DXF);
    expect((await h.core.openFile('sub/a.lsp'))?.text).toBe('(a)');
    expect((await h.core.openFile(join(h.workspace, 'alias.lsp')))?.text).toBe('(a)');
    expect((await h.core.openDrawing('plan.dxf'))?.entityCount).toBe(1);
    const saved = await h.core.saveFileAs(doc(null, '(b)'), 'sub/b.lsp');
    expect(saved && 'path' in saved ? saved.path : saved).toBe(join(h.workspace, 'sub', 'b.lsp'));
    await expect(h.core.openFile('sub')).rejects.toThrow(/is a folder/);
  });
});

describe('Electron: dialogs this session, recent files, the project folder', () => {
  function electronHost(chosen: string[]) {
    const dialogs: DialogService & { shown: number } = {
      native: true,
      shown: 0,
      async showOpen() {
        this.shown++;
        return chosen.shift() ?? null;
      },
      async showSave() {
        this.shown++;
        return chosen.shift() ?? null;
      },
    };
    const host = tempHost({ mode: 'electron', dialogs });
    return { host, dialogs };
  }

  it('refuses a path the renderer names that no dialog produced, even in the documents folder', async () => {
    const { host } = electronHost([]);
    h = host;
    writeFileSync(join(h.workspace, 'mine.lsp'), '(mine)');
    for (const p of [join(h.workspace, 'mine.lsp'), '/etc/passwd', 'mine.lsp']) {
      await expect(h.core.openFile(p), p).rejects.toThrow(/^refused: /);
      await expect(h.core.saveFileAs(doc(null), p), p).rejects.toThrow(/^refused: /);
    }
  });

  it('honours a file chosen in the open dialog, then the same path from the renderer (save, reopen)', async () => {
    const { host, dialogs } = electronHost([]);
    h = host;
    const chosen = join(h.workspace, 'chosen.lsp');
    writeFileSync(chosen, '(chosen)');
    const other = join(h.workspace, 'other.lsp');
    writeFileSync(other, '(other)');
    (dialogs as unknown as { showOpen: () => Promise<string> }).showOpen = async () => chosen;
    const opened = await h.core.openFile();
    expect(opened?.text).toBe('(chosen)');
    const saved = await h.core.saveFile({ ...opened!, text: '(edited)' });
    expect(readFileSync(chosen, 'utf8')).toBe('(edited)');
    expect((saved as { path?: string }).path).toBe(chosen);
    expect((await h.core.openFile(chosen))?.text).toBe('(edited)');
    await expect(h.core.openFile(other)).rejects.toThrow(/not chosen in a file dialog/);
  });

  it('honours the recent-files list, and the page cannot add to it', async () => {
    const { host } = electronHost([]);
    h = host;
    const recent = join(h.workspace, 'recent.lsp');
    writeFileSync(recent, '(recent)');
    await h.core.deps.settings.addRecent(recent);
    expect((await h.core.openFile(recent))?.text).toBe('(recent)');
    await expect(h.core.setSettings({ recentFiles: [recent, '/etc/passwd'] })).rejects.toThrow(/recentFiles can only lose entries/);
    await expect(h.core.openFile('/etc/passwd')).rejects.toThrow(/^refused: /);
    expect((await h.core.setSettings({ recentFiles: [] })).recentFiles).toEqual([]);
    await expect(h.core.openFile(recent)).rejects.toThrow(/^refused: /);
  });

  it('files opened by the OS or the Recent menu (openExternal) are granted', async () => {
    const { host } = electronHost([]);
    h = host;
    const f = join(h.workspace, 'double-clicked.lsp');
    writeFileSync(f, '(dc)');
    const got: string[] = [];
    h.core.on('file:opened', (e) => got.push(e.document.text));
    await h.core.openExternal(f);
    expect(got).toEqual(['(dc)']);
    await expect(h.core.saveFile(doc(f, '(saved)'))).resolves.toMatchObject({ path: f });
  });

  it('the project folder grants its files (and not beyond, through symlinks or ..)', async () => {
    h = tempHost();
    const project = join(h.root, 'project');
    mkdirSync(project);
    writeFileSync(join(project, 'p.lsp'), '(p)');
    writeFileSync(join(h.root, 'secret.lsp'), '(s)');
    symlinkSync(join(h.root, 'secret.lsp'), join(project, 'leak.lsp'));
    const policy = new GrantedPathPolicy({ recentFiles: async () => [], projectDir: project });
    expect(await policy.check(join(project, 'p.lsp'))).toBe(join(project, 'p.lsp'));
    expect(await policy.check(join(project, 'new.lsp'))).toBe(join(project, 'new.lsp'));
    await expect(policy.check(join(project, 'leak.lsp'))).rejects.toThrow(/^refused: /);
    await expect(policy.check(`${project}/../secret.lsp`)).rejects.toThrow(/"\.\." is not allowed/);
  });
});

describe('the shape checks shared by both policies', () => {
  it('refuses junk before touching the disk', async () => {
    for (const p of [undefined, null, 5, {}, '', 'a\0b', 'x'.repeat(5000), '..', 'a/../b', 'a\\..\\b', '\\\\?\\C:\\x', 'LPT1.txt', 'aux']) {
      expect(() => checkPathShape(p), String(p)).toThrow(/^refused: /);
    }
    expect(checkPathShape('a..b.lsp')).toBe('a..b.lsp');
    const ws = new WorkspacePathPolicy('/definitely/not/there');
    await expect(ws.check('/etc/passwd')).rejects.toThrow(/outside the workspace/);
  });
});
