/*
 * Issue 19: a large drawing is shown before its entities arrive (the host answers with the scene and
 * the snapshot's head; the whole snapshot follows as snapshot lines the page reads between frames).
 * LISPWRIGHT_SPLIT_MIN_ENTITIES=1 makes the server answer a small sample that way, so this checks in
 * Chromium that the lazily read snapshot reaches the panels and the run: the diff, the inspector,
 * and the After view (the run's changes applied to the whole drawing, not to its head). And a run
 * on a 20k-entity drawing draws its change: the After scene patched from the Before scene
 * (renderer/canvas/scene-patch.ts), the new line's pixels on the After view and not on the Before.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ready, setEditorText } from './support/editor.js';
import { describeE2E, startWebApp, type WebApp } from './support/start-web-app.js';
import { makeMixedDxf } from '../bench/browser-render-bench.js';

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

const ORANGE_LINE = `(entmake '((0 . "LINE") (8 . "0") (62 . 30) (10 100.0 100.0 0.0) (11 1500.0 1200.0 0.0)))\n`;

/** Orange pixels (ACI 30, #ff7f00) on the view's canvas along the world segment a→b. */
const orangeAlong = (page: Page, a: [number, number], b: [number, number]): Promise<number> =>
  page.evaluate(
    ([a, b]) => {
      const c = document.querySelector('canvas.drawing-canvas') as HTMLCanvasElement;
      const [scale, tx, ty] = (c.dataset.view ?? '1 0 0').split(' ').map(Number) as [number, number, number];
      const dpr = c.width / c.getBoundingClientRect().width;
      const ctx = c.getContext('2d')!;
      let n = 0;
      for (let k = 1; k < 40; k++) {
        const x = a[0] + ((b[0] - a[0]) * k) / 40;
        const y = a[1] + ((b[1] - a[1]) * k) / 40;
        const px = Math.round((x * scale + tx) * dpr);
        const py = Math.round((-y * scale + ty) * dpr);
        const d = ctx.getImageData(px - 1, py - 1, 3, 3).data;
        for (let i = 0; i < d.length; i += 4) if (d[i]! > 170 && d[i + 1]! > 70 && d[i + 1]! < 170 && d[i + 2]! < 80) { n++; break; }
      }
      return n;
    },
    [a, b] as const,
  );

describeE2E('a run on a large drawing', () => {
  test('draws the change in the After view, its scene patched from the Before scene', async () => {
    app = await startWebApp({ viewport: { width: 1400, height: 900 } });
    const { page } = app;
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await ready(page);
    const dxf = join(app.workspaceDir, 'mixed-20k.dxf');
    writeFileSync(dxf, makeMixedDxf(20_000));
    await page.click('.right-tabs >> text=Before');
    page.once('dialog', (d) => void d.accept(dxf));
    await page.selectOption('select[aria-label="drawing"]', '__open');
    await expect.poll(() => drawnEntities(page), { timeout: 60_000 }).toBe(20_000);
    await page.waitForFunction(() => performance.getEntriesByName('lw:snapshot-pending').length === 0 || performance.getEntriesByName('lw:snapshot-received').length > 0, null, { timeout: 60_000 });

    await page.click('.right-tabs >> text=After');
    await setEditorText(page, ORANGE_LINE);
    const count = Number(await page.getAttribute('[data-testid="console-body"]', 'data-run-count'));
    await page.click('button.run');
    await page.waitForSelector(`[data-testid="console-body"][data-run-count="${count + 1}"]`, { timeout: 60_000 });
    expect((await page.locator('.out-meta').last().textContent()) ?? '').toMatch(/^ok/);
    await expect.poll(() => drawnEntities(page)).toBe(20_001);
    expect(await page.getAttribute('canvas.drawing-canvas', 'data-scene-patched')).toBe('1');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
    // the new line is on the After view, not on the Before view
    expect(await orangeAlong(page, [100, 100], [1500, 1200])).toBeGreaterThan(20);
    await page.click('.right-tabs >> text=Before');
    await expect.poll(() => drawnEntities(page)).toBe(20_000);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
    expect(await orangeAlong(page, [100, 100], [1500, 1200])).toBeLessThan(3);
    expect(pageErrors).toEqual([]);
  });
});
