/*
 * Keyboard users can leave the editor (browser mode, Chromium): Tab indents by default; the
 * editor's "Tab:" toggle (Ctrl+M) makes Tab move the focus out instead, and the text is untouched.
 */
import { afterEach, expect, test } from 'vitest';
import { describeE2E, startWebApp, type WebApp } from './support/start-web-app.js';

let app: WebApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const editorText = (): string => (document.querySelector('.monaco-editor .view-lines')?.textContent ?? '').replace(/\u00a0/g, ' ');
const focusInEditor = (): boolean => !!document.activeElement?.closest('.monaco-editor');

describeE2E('Tab in the editor', () => {
  test('indents by default; with the toggle on, Tab moves the focus out and changes nothing', async () => {
    app = await startWebApp();
    const { page } = app;
    await page.waitForSelector('[data-editor="ready"]', { timeout: 30_000 });
    const toggle = page.locator('.editor-pane .tab-mode');
    expect(await toggle.textContent()).toBe('Tab: indents');
    await page.click('.monaco-editor .view-lines');
    await page.keyboard.press('Control+End');
    const before = await page.evaluate(editorText);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(editorText)).not.toBe(before);
    await page.keyboard.press('Control+Z');
    await toggle.click();
    expect(await toggle.textContent()).toBe('Tab: moves focus');
    expect(await page.evaluate(focusInEditor)).toBe(true);
    const text = await page.evaluate(editorText);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(focusInEditor)).toBe(false);
    expect(await page.evaluate(editorText)).toBe(text);
  });
});
