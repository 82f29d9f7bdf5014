/*
 * The drafter's daily work in browser mode (Chromium): a two-file project loads and verifies
 * (lispwright.json's earlier file first, an unsaved edit in another tab winning over disk, the
 * badge and the export naming the loaded file); Save As onto an existing file asks first; a reload
 * brings back both tabs, the unsaved text, the Call field and the drawing, without a duplicate tab.
 * Run `npm run build` first.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeE2E, screenshotPath, startWebApp, type WebApp } from './support/start-web-app.js';

let app: WebApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function ready(page: Page): Promise<void> {
  await page.waitForSelector('[data-editor="ready"]', { timeout: 30_000 });
  await page.waitForSelector('.editor-tab');
}

async function run(page: Page): Promise<string> {
  const count = Number(await page.getAttribute('[data-testid="console-body"]', 'data-run-count'));
  await page.click('button.run');
  await page.waitForSelector(`[data-testid="console-body"][data-run-count="${count + 1}"]`, { timeout: 30_000 });
  return (await page.locator('.out-meta').last().textContent()) ?? '';
}

/** Open a file of the workspace project from the Project drop-down. */
async function openFromProject(page: Page, name: string): Promise<void> {
  await page.click('.project-panel > button');
  await page.click(`.project-drop button:has-text("${name}")`);
  await page.waitForSelector(`.editor-tab.active >> text=${name.split('/').pop()}`);
}

async function typeAtEnd(page: Page, text: string): Promise<void> {
  await page.click('.monaco-editor .view-lines');
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(text);
}

function project(workspace: string): void {
  mkdirSync(join(workspace, 'lib'), { recursive: true });
  writeFileSync(join(workspace, 'lispwright.json'), JSON.stringify({ files: ['lib/helpers.lsp', 'main.lsp'], scripts: { 'main.lsp': { call: 'c:main' } } }, null, 2));
  writeFileSync(join(workspace, 'lib', 'helpers.lsp'), '(defun lw:twice (x) (* 2 x))\n');
  writeFileSync(join(workspace, 'main.lsp'), '(defun c:main () (princ (lw:twice 21)) (princ))\n');
}

describeE2E('projects, overwrite prompts and recovery', () => {
  test('a two-file project loads and verifies; an unsaved edit in the helper tab wins over disk', async () => {
    app = await startWebApp();
    project(app.workspaceDir);
    const { page } = app;
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await ready(page);
    await openFromProject(page, 'main.lsp');
    // lispwright.json names the command: the Call field shows it as its default
    await expect.poll(() => page.getAttribute('input[aria-label="command to call"]', 'placeholder')).toBe('c:main');
    expect(await run(page)).toMatch(/^ok/);
    expect(await page.textContent('[data-testid="console-body"]')).toContain('42');
    await page.waitForSelector('[data-testid="verified-badge"]');
    expect(await page.textContent('[data-testid="verified-badge"]')).toContain('verified with 2 files');
    await page.screenshot({ path: screenshotPath('project-01-verified') });

    await page.getByTestId('export-verified').click();
    await page.waitForSelector('.notice >> text=/Exported verified script to/');
    const exported = readFileSync(join(app.workspaceDir, 'main.verified.lsp'), 'utf8');
    expect(exported).toContain(';;; Loaded with: lib/helpers.lsp');

    // an unsaved edit of the helper, in its own tab, is what the next run loads
    await openFromProject(page, 'lib/helpers.lsp');
    await typeAtEnd(page, '(defun lw:twice (x) (* 3 x))\n');
    await page.click('.editor-tab >> text=main.lsp');
    expect(await run(page)).toMatch(/^ok/);
    expect(await page.locator('.out-text').allTextContents()).toContain('63');
    // the disk still has the old helper; the export gate follows the texts the run used
    expect(readFileSync(join(app.workspaceDir, 'lib', 'helpers.lsp'), 'utf8')).not.toContain('* 3');
    await expect.poll(() => page.getByTestId('export-verified').isEnabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('Save As onto an existing file asks first; Cancel keeps the file, Replace writes it', async () => {
    app = await startWebApp();
    const { page } = app;
    writeFileSync(join(app.workspaceDir, 'keep.lsp'), '(princ "precious")\n');
    await ready(page);
    await typeAtEnd(page, '(princ "new text")\n');
    page.once('dialog', (d) => void d.accept(join(app!.workspaceDir, 'keep.lsp')));
    await page.keyboard.press('Control+Shift+S');
    await page.waitForSelector('[data-testid="confirm-dialog"]');
    expect(await page.textContent('[data-testid="confirm-dialog"]')).toContain('keep.lsp already exists');
    await page.screenshot({ path: screenshotPath('overwrite-prompt') });
    await page.click('[data-testid="confirm-dialog"] button:has-text("Cancel")');
    await page.waitForSelector('[data-testid="confirm-dialog"]', { state: 'detached' });
    expect(readFileSync(join(app.workspaceDir, 'keep.lsp'), 'utf8')).toBe('(princ "precious")\n');
    page.once('dialog', (d) => void d.accept(join(app!.workspaceDir, 'keep.lsp')));
    await page.keyboard.press('Control+Shift+S');
    await page.click('[data-testid="confirm-dialog"] button:has-text("Replace")');
    await page.waitForSelector('.notice >> text=/Saved .*keep\\.lsp/');
    expect(readFileSync(join(app.workspaceDir, 'keep.lsp'), 'utf8')).toContain('(princ "new text")');
    expect(await page.locator('.editor-tab').count()).toBe(1);
  });

  test('a reload brings back both tabs, the unsaved text, the Call field and the drawing, with no duplicate tab', async () => {
    app = await startWebApp();
    project(app.workspaceDir);
    const { page } = app;
    await ready(page);
    await openFromProject(page, 'main.lsp');
    await openFromProject(page, 'lib/helpers.lsp');
    await typeAtEnd(page, ';; unsaved note\n');
    await page.click('.editor-tab >> text=main.lsp');
    await page.fill('input[aria-label="command to call"]', 'c:main');
    await page.waitForSelector('select[aria-label="drawing"] option[value^="sample:"]', { state: 'attached' });
    const sample = await page.locator('select[aria-label="drawing"] option[value^="sample:"]').first().getAttribute('value');
    await page.selectOption('select[aria-label="drawing"]', sample!);
    await page.waitForSelector('.notice >> text=/^Drawing /');
    // the starter tab was never edited: there is nothing in it to bring back
    const tabsBefore = (await page.locator('.editor-tab .tab-name').allTextContents()).filter((t) => !t.startsWith('untitled'));
    expect(tabsBefore).toEqual(['main.lsp', 'helpers.lsp ●']);
    // the autosave and the session are written a moment after the last change
    await page.waitForTimeout(1600);
    await page.reload();
    await ready(page);
    await page.waitForSelector('[aria-label="recovered buffers"]');
    expect(await page.locator('[data-testid="recovered-item"]').count()).toBe(1);
    expect(await page.textContent('[data-testid="recovered-item"]')).toContain('helpers.lsp');
    await page.screenshot({ path: screenshotPath('recovery-two-tabs') });
    await expect.poll(() => page.locator('.editor-tab .tab-name').allTextContents()).toEqual(tabsBefore);
    expect(await page.inputValue('input[aria-label="command to call"]')).toBe('c:main');
    expect(await page.textContent('select[aria-label="drawing"] option[value=""]')).toContain(sample!.slice('sample:'.length));
    await page.click('.editor-tab >> text=helpers.lsp');
    await page.waitForFunction(() => (document.querySelector('.monaco-editor .view-lines')?.textContent ?? '').replace(/\u00a0/g, ' ').includes(';; unsaved note'));
    expect(await page.locator('.editor-tab.active [aria-label="unsaved"]').count()).toBe(1);
    // opening it again from the project switches to its tab
    await openFromProject(page, 'lib/helpers.lsp');
    expect(await page.locator('.editor-tab').count()).toBe(2);
  });
});
