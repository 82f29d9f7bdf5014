/*
 * The debugger and the console in the workbench, end to end in browser mode (Chromium): set a
 * breakpoint in Monaco's gutter, debug, see the stop (status, current form, locals), step with
 * VLIDE's and VS Code's keys, see the drawing at the stop in the After view and the Diff tab,
 * continue to the end; then the console: state between expressions, a prompt answered by a pick
 * on the drawing, Reset.
 */
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ready, setEditorText } from './support/editor.js';
import { describeE2E, screenshotPath, startWebApp, type WebApp } from './support/start-web-app.js';

let app: WebApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});


/** Click the glyph margin (left of the line numbers) at a line. */
async function clickGutter(page: Page, line: number): Promise<void> {
  const num = page.locator('.monaco-editor .line-numbers', { hasText: new RegExp(`^${line}$`) }).first();
  const box = await num.boundingBox();
  if (!box) throw new Error(`line ${line} is not shown`);
  await page.mouse.click(box.x - 10, box.y + box.height / 2);
}

async function status(page: Page, phase: string): Promise<string> {
  const el = page.locator(`[data-testid="debug-status"][data-phase="${phase}"]`);
  await el.waitFor({ timeout: 30_000 });
  return (await el.textContent()) ?? '';
}

const local = (page: Page, name: string) => page.locator(`section[aria-label="variables"] tr.var-row[data-name="${name}"] .var-value`).first().textContent();

const PROGRAM = `(defun c:tag (/ n pts)
  (setq n 0)
  (setq pts '((0.0 0.0) (10.0 0.0)))
  (foreach p pts
    (entmake (list '(0 . "CIRCLE") '(8 . "0") (cons 10 p) '(40 . 2.0)))
    (setq n (1+ n)))
  n)
(c:tag)
`;

describeE2E('debugger and console in browser mode', () => {
  test('breakpoint in the gutter, debug, stop, step, read a local, the drawing at the stop, continue', async () => {
    app = await startWebApp({ viewport: { width: 1500, height: 950 } });
    const { page } = app;
    await ready(page);
    await setEditorText(page, PROGRAM);
    await clickGutter(page, 5);
    await page.waitForSelector('.breakpoint-glyph');

    await page.click('button.debug-start');
    expect(await status(page, 'stopped')).toMatch(/^Breakpoint before \(ENTMAKE/);
    await page.waitForSelector('.debug-current-form');
    expect(await local(page, 'N')).toBe('0');
    expect(await local(page, 'PTS')).toBe('((0.0 0.0) (10.0 0.0))');
    expect(await page.locator('section[aria-label="call stack"] .frame-name').allTextContents()).toEqual(['(C:TAG)', '[top level]']);
    await page.screenshot({ path: screenshotPath('10-debug-breakpoint') });

    // Step Over (VLIDE's Shift+F8) runs the entmake and stops after it, with its value
    await page.click('.monaco-editor .view-lines');
    await page.keyboard.press('Shift+F8');
    expect(await status(page, 'stopped')).toMatch(/^Step after \(ENTMAKE .* => \(\(0 \. "CIRCLE"\)/);
    // the After view and the Diff tab show the drawing at this stop: one circle so far
    await page.click('.right-tabs >> text=/^Diff/');
    await page.waitForSelector('[data-testid="diff-label"]');
    expect(await page.locator('tr.entity-row.added').count()).toBe(1);
    await page.click('.right-tabs >> text=After');
    await page.waitForSelector('canvas.drawing-canvas[data-draw-ms]');
    await page.screenshot({ path: screenshotPath('11-debug-after-view') });

    // VS Code's F10 steps over too: before the (setq n ...)
    await page.keyboard.press('F10');
    expect(await status(page, 'stopped')).toMatch(/^Step before \(SETQ N \(1\+ N\)\)/);
    // a watch
    await page.fill('input[aria-label="add watch"]', '(length pts)');
    await page.press('input[aria-label="add watch"]', 'Enter');
    await expect.poll(() => page.locator('tr.watch-row .var-value').first().textContent()).toBe('2');

    // Continue: the breakpoint again, second time round the foreach
    await page.click('button:has-text("Continue")');
    expect(await status(page, 'stopped')).toMatch(/^Breakpoint/);
    await expect.poll(() => local(page, 'N')).toBe('1');
    // continue to the end: the run's result is the last run
    await page.click('button:has-text("Continue")');
    await status(page, 'idle');
    await page.click('.bottom-tabs >> text=Output');
    await page.waitForSelector('.out-value');
    expect(await page.locator('.out-value').last().textContent()).toBe('=> 2');
    await page.click('.right-tabs >> text=/^Diff/');
    await expect.poll(() => page.locator('tr.entity-row.added').count()).toBe(2);
  }, 120_000);

  test('the console keeps its state, takes a pick for a prompt, and resets', async () => {
    app = await startWebApp({ viewport: { width: 1500, height: 950 } });
    const { page } = app;
    await ready(page);
    await page.click('.bottom-tabs >> text=Console');
    const input = page.locator('textarea[aria-label="console input"]');
    const log = page.locator('[data-testid="repl-log"]');
    await input.fill('(setq a 5)');
    await input.press('Enter');
    await expect.poll(() => log.locator('.repl-value').last().textContent()).toBe('5');
    // multi-line: Enter inside an open list adds a line
    await input.fill('(defun twice (x)');
    await input.press('Enter');
    await input.type('(* 2 x))');
    await input.press('Enter');
    await expect.poll(() => log.locator('.repl-value').last().textContent()).toBe('TWICE');
    await input.fill('(twice a)');
    await input.press('Enter');
    await expect.poll(() => log.locator('.repl-value').last().textContent()).toBe('10');
    await input.fill('!a');
    await input.press('Enter');
    await expect.poll(() => log.locator('.repl-value').last().textContent()).toBe('5');
    // history
    await input.press('ArrowUp');
    expect(await input.inputValue()).toBe('!a');
    await input.fill('');

    // a prompt waits for a pick on the drawing view
    await input.fill('(getpoint "\\nWhere: ")');
    await input.press('Enter');
    await page.waitForSelector('.repl-ask');
    await page.click('.right-tabs >> text=After');
    const canvas = page.locator('canvas.drawing-canvas').first();
    await canvas.waitFor();
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => log.locator('.repl-value').last().textContent()).toMatch(/^\([-\d.e+]+ [-\d.e+]+ 0\.0\)$/);
    await page.screenshot({ path: screenshotPath('12-console') });

    // Reset: a fresh session
    await page.click('section[aria-label="console"] button:has-text("Reset")');
    await expect.poll(() => log.locator('.repl-note').last().textContent()).toMatch(/^Reset/);
    await input.fill('!a');
    await input.press('Enter');
    await expect.poll(() => log.locator('.repl-value').last().textContent()).toBe('nil');
  }, 120_000);
});
