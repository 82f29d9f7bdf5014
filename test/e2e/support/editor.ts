/* Page helpers the end-to-end tests share: wait for the workbench, replace the editor's text. */
import type { Page } from 'playwright-core';

export async function ready(page: Page): Promise<void> {
  await page.waitForSelector('[data-editor="ready"]', { timeout: 30_000 });
  await page.waitForSelector('.editor-tab');
}

/** Replace the active document's text (keyboard.insertText does not auto-close brackets). */
export async function setEditorText(page: Page, text: string): Promise<void> {
  await page.click('.monaco-editor .view-lines');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}
