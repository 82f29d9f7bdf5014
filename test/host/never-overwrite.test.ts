// Nothing replaced without asking, at the host: Save As and Export Verified onto an existing file
// come back as WouldReplace (written only with overwrite), Save of a file changed on disk since it
// was read asks, test files are rewritten only when they are the file read before; plus the
// project listing of a script's folder and the session kept for a reload.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isWouldReplace, type SessionState, type TextDocument, type TextFileContent } from '../../electron/shared/contract.js';
import { tempHost, type TempHost } from '../support/temp-host.js';

let h: TempHost;
afterEach(() => h?.dispose());

const doc = (name: string, text: string, path: string | null = null): TextDocument => ({ path, name, text, encoding: 'utf-8', eol: '\n' });

describe('writes that would replace a file', () => {
  it('Save As onto an existing file asks (WouldReplace) and writes only with overwrite', async () => {
    h = tempHost();
    const target = join(h.workspace, 'keep.lsp');
    writeFileSync(target, '(princ "precious")');
    const first = await h.core.saveFileAs(doc('untitled.lsp', '(princ "new")'), 'keep.lsp');
    expect(first).toEqual({ wouldReplace: target });
    expect(readFileSync(target, 'utf8')).toBe('(princ "precious")');
    const second = (await h.core.saveFileAs(doc('untitled.lsp', '(princ "new")'), 'keep.lsp', { overwrite: true })) as TextDocument;
    expect(second.path).toBe(target);
    expect(readFileSync(target, 'utf8')).toBe('(princ "new")');
    // a new name is written at once; the document's own file is not "another file"
    expect(isWouldReplace(await h.core.saveFileAs(doc('a.lsp', '1'), 'fresh.lsp'))).toBe(false);
    expect(isWouldReplace(await h.core.saveFileAs(doc('keep.lsp', '2', target), 'keep.lsp'))).toBe(false);
    // browser mode's "dialog" (no path given) asks nothing: an existing file there is asked about too
    expect(await h.core.saveFileAs(doc('keep.lsp', '3'))).toEqual({ wouldReplace: target });
  });

  it('Save over a file another program changed since it was read asks first', async () => {
    h = tempHost();
    const p = join(h.workspace, 'edited.lsp');
    writeFileSync(p, '(princ 1)');
    const opened = (await h.core.openFile(p))!;
    expect(opened.diskHash).toMatch(/^[0-9a-f]{64}$/);
    const saved = (await h.core.saveFile({ ...opened, text: '(princ 2)' })) as TextDocument;
    expect(readFileSync(p, 'utf8')).toBe('(princ 2)');
    writeFileSync(p, '(princ "from elsewhere")');
    expect(await h.core.saveFile({ ...saved, text: '(princ 3)' })).toEqual({ wouldReplace: p, changedOnDisk: true });
    expect(readFileSync(p, 'utf8')).toBe('(princ "from elsewhere")');
    await h.core.saveFile({ ...saved, text: '(princ 3)' }, { overwrite: true });
    expect(readFileSync(p, 'utf8')).toBe('(princ 3)');
  });

  it('Export Verified onto an existing file asks; the header lists the files a project run loaded', async () => {
    h = tempHost();
    const main = { name: 'main.lsp', text: '(princ (lw:twice 2))' };
    const lib = { name: 'lib/twice.lsp', text: '(defun lw:twice (x) (* 2 x))' };
    const run = await h.core.run({ files: [main, lib], preload: ['lib/twice.lsp'] }, 'r1');
    expect(run.codeFiles).toEqual(['main.lsp', 'lib/twice.lsp']);
    const req = { document: doc('main.lsp', main.text, join(h.workspace, 'main.lsp')), run, testsPassed: 0, drawingName: 'none', files: [lib], preload: ['lib/twice.lsp'] };
    writeFileSync(join(h.workspace, 'main.verified.lsp'), 'old export');
    const asked = await h.core.exportVerified(req);
    expect(asked).toEqual({ ok: false, wouldReplace: join(h.workspace, 'main.verified.lsp'), path: join(h.workspace, 'main.verified.lsp') });
    expect(readFileSync(join(h.workspace, 'main.verified.lsp'), 'utf8')).toBe('old export');
    const res = await h.core.exportVerified({ ...req, overwrite: true });
    expect(res).toMatchObject({ ok: true });
    const text = readFileSync(join(h.workspace, 'main.verified.lsp'), 'utf8');
    expect(text).toContain(';;; Loaded with: lib/twice.lsp (the code hash covers them too)');
    // the host re-ran the case with the project's preload: its run (and the sidecar) cover both files
    const sidecar = JSON.parse(readFileSync(join(h.workspace, 'main.verified.verify.json'), 'utf8')) as { loaded?: string[]; codeHash: string };
    expect(sidecar).toMatchObject({ loaded: ['lib/twice.lsp'], codeHash: run.codeHash });
    // without the preload the host's own run of the case fails (lw:twice is not defined) and nothing is written
    expect(await h.core.exportVerified({ ...req, preload: undefined, path: join(h.workspace, 'alone.lsp') })).toMatchObject({ ok: false, reason: expect.any(String) });
    // a changed helper, or one left out, is refused
    expect(await h.core.checkExport({ ...req, files: [{ ...lib, text: '(defun lw:twice (x) (* 3 x))' }] })).toMatchObject({ ok: false, reason: expect.stringMatching(/file\(s\) the run loaded changed/) });
    expect(await h.core.checkExport({ ...req, files: [] })).toMatchObject({ ok: false, reason: expect.stringMatching(/also loaded lib\/twice\.lsp/) });
  });

  it('test files: a new one is written, the one read is rewritten, anything else is asked about', async () => {
    h = tempHost();
    const p = join(h.workspace, 'grid.test.lsp');
    expect(await h.core.readTextFile(p)).toBeNull();
    const made = (await h.core.writeTextFile(p, ';;; test: one\n')) as TextFileContent;
    expect(made.hash).toMatch(/^[0-9a-f]{64}$/);
    const again = (await h.core.writeTextFile(p, ';;; test: two\n', { expectHash: made.hash })) as TextFileContent;
    expect(readFileSync(p, 'utf8')).toBe(';;; test: two\n');
    // without the hash it read, or after someone else changed the file: asked
    expect(await h.core.writeTextFile(p, 'x')).toEqual({ wouldReplace: p });
    writeFileSync(p, ';;; test: edited elsewhere\n');
    expect(await h.core.writeTextFile(p, 'x', { expectHash: again.hash })).toEqual({ wouldReplace: p, changedOnDisk: true });
    expect(readFileSync(p, 'utf8')).toBe(';;; test: edited elsewhere\n');
    expect((await h.core.readTextFile(p))?.text).toBe(';;; test: edited elsewhere\n');
  });
});

describe('projects and sessions', () => {
  it('lists a script\'s project folder: lispwright.json and the files runs may see', async () => {
    h = tempHost();
    mkdirSync(join(h.workspace, 'proj', 'lib'), { recursive: true });
    writeFileSync(join(h.workspace, 'proj', 'lispwright.json'), JSON.stringify({ files: ['lib/a.lsp', 'main.lsp'], scripts: { 'main.lsp': { call: 'c:main' } } }));
    writeFileSync(join(h.workspace, 'proj', 'lib', 'a.lsp'), '(defun a () 1)');
    writeFileSync(join(h.workspace, 'proj', 'main.lsp'), '(defun c:main () (a))');
    writeFileSync(join(h.workspace, 'proj', 'picture.png'), 'not text');
    const info = await h.core.projectOf(join(h.workspace, 'proj', 'main.lsp'));
    expect(info.root).toBe(join(h.workspace, 'proj'));
    expect(info.project).toMatchObject({ files: ['lib/a.lsp', 'main.lsp'], scripts: { 'main.lsp': { call: 'c:main' } } });
    expect(info.files.map((f) => f.name)).toEqual(['lib/a.lsp', 'main.lsp']);
    // a script in a sub-folder finds the project above it
    expect((await h.core.projectOf(join(h.workspace, 'proj', 'lib', 'a.lsp'))).root).toBe(join(h.workspace, 'proj'));
  });

  it('keeps the session for the next start (and drops a malformed one)', async () => {
    h = tempHost();
    expect(await h.core.loadSession()).toBeNull();
    const s: SessionState = {
      tabs: [{ id: 'doc-1', name: 'a.lsp', path: join(h.workspace, 'a.lsp') }, { id: 'doc-2', name: 'untitled.lsp', path: null }],
      activeId: 'doc-2', drawing: { kind: 'sample', name: 'tiny.dxf' }, call: 'c:go', budget: 1000, inputsText: '[]', cases: { 'doc-1': { selected: 0 } }, savedAt: '2026-01-01T00:00:00.000Z',
    };
    await h.core.saveSession(s);
    expect(await h.core.loadSession()).toEqual(s);
    await expect(h.core.saveSession({ ...s, tabs: [{ id: '../evil', name: 'x', path: null }] })).rejects.toThrow(/invalid session/);
  });
});
