/*
 * A plain run's output streams into the Output pane (browser mode, Chromium): 300 lines printed
 * before a getstring prompt are in the pane, scrolled to the end, while the prompt waits for the
 * drafter; the text printed after the answer shows while the run is still computing; the
 * finished run's output is the whole text, the end still in view.
 * Run `npm run build` first.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeE2E, screenshotPath, startWebApp, type WebApp } from './support/start-web-app.js';

let app: WebApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const LSP = `(setq i 0)
(repeat 300 (princ (strcat "row " (itoa (setq i (1+ i))) "\\n")))
(setq s (getstring "\\nName for the report: "))
(princ (strcat "Hello " s "\\n"))
(setq j 0)
(repeat 4000000 (setq j (1+ j)))
(princ "all done")
(princ)
`;

/** The console body's scroll state: whether its end is in view, and whether it overflows at all. */
const scrollState = (page: Page) =>
  page.$eval('[data-testid="console-body"]', (el) => ({ atEnd: el.scrollHeight - el.scrollTop - el.clientHeight < 24, overflows: el.scrollHeight > el.clientHeight + 100 }));

describeE2E('output streams into the Output pane', () => {
  test('printed text is in the pane, at its end, before the prompt is answered and before the run ends', async () => {
    app = await startWebApp({ viewport: { width: 1400, height: 850 } });
    const { page } = app;
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.waitForSelector('[data-editor="ready"]', { timeout: 30_000 });
    await page.waitForSelector('.editor-tab');
    const file = join(app.workspaceDir, 'report.lsp');
    writeFileSync(file, LSP);
    page.once('dialog', (d) => void d.accept(file));
    await page.keyboard.press('Control+O');
    await page.waitForSelector('.editor-tab >> text=report.lsp');
    const count = Number(await page.getAttribute('[data-testid="console-body"]', 'data-run-count'));
    await page.click('button.run');

    // the prompt waits: everything printed before it is in the pane, and the pane shows its end
    await page.waitForSelector('.pick-prompt .pick-text >> text=Name for the report:', { timeout: 20_000 });
    await page.waitForFunction(() => (document.querySelector('[data-testid="console-body"]')?.textContent ?? '').includes('Name for the report:'), undefined, { timeout: 10_000 });
    expect(await page.locator('.out-running').count()).toBe(1);
    const body = page.locator('[data-testid="console-body"]');
    expect(await body.getAttribute('data-run-count')).toBe(String(count)); // not finished
    expect(await page.getAttribute('.out-lines', 'data-lines')).toBe('302'); // 300 rows, the prompt's own newline, the prompt
    expect(await scrollState(page)).toEqual({ atEnd: true, overflows: true });
    // the last rows are the ones on screen
    expect(await page.locator('.out-line[data-line="300"]').textContent()).toBe('row 300');
    await page.screenshot({ path: screenshotPath('stream-01-before-prompt') });

    // answered: the greeting shows while the run still computes
    await page.fill('.pick-prompt input[aria-label="typed answer"]', 'Bo');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => (document.querySelector('.out-lines')?.textContent ?? '').includes('Hello Bo') && document.querySelector('.out-running') !== null,
      undefined,
      { timeout: 10_000, polling: 10 },
    );
    expect(await scrollState(page)).toEqual({ atEnd: true, overflows: true });

    // finished: the whole output, the end in view
    await page.waitForSelector(`[data-testid="console-body"][data-run-count="${count + 1}"]`, { timeout: 30_000 });
    expect(await page.locator('.out-meta').last().textContent()).toMatch(/^ok/);
    const text = (await body.textContent()) ?? '';
    expect(text).toContain('Hello Bo');
    expect(text).toContain('all done');
    expect(await page.getAttribute('.out-lines', 'data-lines')).toBe('304'); // the answer echoed on the prompt's line, the greeting, all done
    expect((await scrollState(page)).atEnd).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
