/*
 * Issue 19: a large drawing is shown before its entities arrive (the host answers with the scene and
 * the snapshot's head; the whole snapshot follows as snapshot lines the page reads between frames).
 * LISPWRIGHT_SPLIT_MIN_ENTITIES=1 makes the server answer a small sample that way, so this checks in
 * Chromium that the lazily read snapshot reaches the panels and the run: the diff, the inspector,
 * and the After view (the run's changes applied to the whole drawing, not to its head).
 */
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ready, setEditorText } from './support/editor.js';
import { describeE2E, startWebApp, type WebApp } from './support/start-web-app.js';

let app: WebApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const ADD_LINE = `(entmake (list '(0 . "LINE") '(8 . "0") '(10 0.0 0.0 0.0) '(11 100.0 50.0 0.0)))\n`;

const drawnEntities = async (page: Page): Promise<number> => {
  await page.waitForSelector('canvas.drawing-canvas[data-draw-ms]');
  return Number(await page.getAttribute('canvas.drawing-canvas', 'data-entities'));
};

describeE2E('a drawing answered in two parts', () => {
  test('is drawn from the host\'s scene, then its entities reach the diff, the inspector and the run', async () => {
    app = await startWebApp({ viewport: { width: 1600, height: 950 }, env: { LISPWRIGHT_SPLIT_MIN_ENTITIES: '1' } });
    const { page } = app;
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await ready(page);
    await page.click('.right-tabs >> text=Before');
    await page.waitForSelector('select[aria-label="drawing"] option[value="sample:floor-plan.dxf"]', { state: 'attached', timeout: 15_000 });
    await page.selectOption('select[aria-label="drawing"]', 'sample:floor-plan.dxf');
    const shown = await drawnEntities(page);
    expect(shown).toBeGreaterThan(10);
    // the whole snapshot came after the first answer (the page marks it when read)
    await page.waitForFunction(() => performance.getEntriesByName('lw:snapshot-received').length > 0, null, { timeout: 15_000 });
    const order = await page.evaluate(() => ['lw:scene-received', 'lw:snapshot-received'].map((n) => performance.getEntriesByName(n).at(-1)!.startTime));
    expect(order[0]).toBeLessThan(order[1]!);

    await setEditorText(page, ADD_LINE);
    const count = Number(await page.getAttribute('[data-testid="console-body"]', 'data-run-count'));
    await page.click('button.run');
    await page.waitForSelector(`[data-testid="console-body"][data-run-count="${count + 1}"]`, { timeout: 30_000 });
    expect((await page.locator('.out-meta').last().textContent()) ?? '').toMatch(/^ok/);
    await page.click('.right-tabs >> text=/^Diff/');
    const row = page.locator('tr.entity-row.added', { hasText: 'LINE' }).first();
    await row.waitFor();
    expect(await page.locator('tr.entity-row').count()).toBe(1);
    await row.click();
    await page.waitForSelector('table.groups');
    // the run's after state is the whole drawing plus the line; the before view still the drawing
    await page.click('.right-tabs >> text=After');
    await expect.poll(() => drawnEntities(page)).toBe(shown + 1);
    await page.click('.right-tabs >> text=Before');
    await expect.poll(() => drawnEntities(page)).toBe(shown);
    expect(pageErrors).toEqual([]);
  });
});
