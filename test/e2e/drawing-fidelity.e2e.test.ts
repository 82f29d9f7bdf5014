/*
 * What the drawing view shows of the shared samples (browser mode, Chromium): hatches_2.dxf's
 * hatches are filled (solid) or patterned, not only outlined; text_alignments.dxf draws its
 * justified texts: what the frame drew (data-fills: solid, patterned, tinted) and the share of
 * drawn pixels. The comparison with an independent renderer (ezdxf) is ezdxf-compare.e2e.test.ts.
 * Skips with the reason when the samples are absent.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { samplePath, samplesMissing } from '../support/samples.js';
import { describeE2E, REPO_ROOT, screenshotPath, startWebApp, type WebApp } from './support/start-web-app.js';
import { inkShare, openDxf } from './support/drawing.js';

let app: WebApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const missing = samplesMissing('hatches_2.dxf', 'text_alignments.dxf');
if (missing) console.log(`drawing-fidelity e2e skipped: ${missing}`);

describeE2E('the drawing view shows what AutoCAD shows', () => {
  test.skipIf(!!missing)('hatches are filled or patterned', async () => {
    app = await startWebApp({ viewport: { width: 1400, height: 900 } });
    const target = join(app.workspaceDir, 'hatches_2.dxf');
    copyFileSync(samplePath('hatches_2.dxf')!, target);
    await openDxf(app.page, target);
    const canvas = app.page.locator('canvas.drawing-canvas');
    await expect.poll(async () => (await canvas.getAttribute('data-fills')) ?? '').toMatch(/^\d+ \d+ \d+$/);
    const [solid, pattern, tint] = ((await canvas.getAttribute('data-fills')) ?? '').split(' ').map(Number) as [number, number, number];
    expect(solid + pattern + tint).toBeGreaterThan(0);
    await app.page.screenshot({ path: screenshotPath('fidelity-hatches_2') });
    // filled areas ink far more of the view than outlines alone would
    expect(await inkShare(app.page)).toBeGreaterThan(0.05);
  });

  test.skipIf(!!missing)('justified texts are drawn', async () => {
    app = await startWebApp({ viewport: { width: 1400, height: 900 } });
    const target = join(app.workspaceDir, 'text_alignments.dxf');
    copyFileSync(samplePath('text_alignments.dxf')!, target);
    await openDxf(app.page, target);
    await app.page.screenshot({ path: screenshotPath('fidelity-text_alignments') });
    expect(await inkShare(app.page)).toBeGreaterThan(0.002);
  });

  test('a layout shows model space through its viewports, clipped to them', async () => {
    app = await startWebApp({ viewport: { width: 1400, height: 900 } });
    const target = join(app.workspaceDir, 'fidelity-layout.dxf');
    copyFileSync(join(REPO_ROOT, 'test', 'e2e', 'fixtures', 'fidelity-layout.dxf'), target);
    await openDxf(app.page, target);
    await app.page.click('[role="tablist"][aria-label="Layouts"] >> role=tab[name="Layout1"]');
    expect(await app.page.getAttribute('[role="tablist"][aria-label="Layouts"] >> role=tab[name="Layout1"]', 'aria-selected')).toBe('true');
    const canvas = app.page.locator('canvas.drawing-canvas');
    await expect.poll(async () => (await canvas.getAttribute('data-view')) ?? '').not.toBe('');
    await app.page.waitForTimeout(300);
    await app.page.screenshot({ path: screenshotPath('fidelity-layout') });
    // the model's green circle (ACI 3): inside the viewports (paper 15..125 × 60..140 and 160..260 × 60..140), nowhere else
    const green = await app.page.evaluate(() => {
      const c = document.querySelector('canvas.drawing-canvas') as HTMLCanvasElement;
      const [scale, tx, ty] = (c.dataset.view ?? '1 0 0').split(' ').map(Number) as [number, number, number];
      const dpr = c.width / c.clientWidth || 1;
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      const rects = [[15, 60, 125, 140], [160, 60, 260, 140]];
      let inside = 0;
      let outside = 0;
      for (let y = 0; y < c.height; y++)
        for (let x = 0; x < c.width; x++) {
          const i = (y * c.width + x) * 4;
          if (!(d[i + 1]! > 150 && d[i]! < 90 && d[i + 2]! < 90)) continue;
          const wx = (x / dpr - tx) / scale;
          const wy = (ty - y / dpr) / scale;
          const m = 2 / scale;
          if (rects.some(([x0, y0, x1, y1]) => wx >= x0! - m && wx <= x1! + m && wy >= y0! - m && wy <= y1! + m)) inside++;
          else outside++;
        }
      return { inside, outside };
    });
    expect(green.inside).toBeGreaterThan(50);
    expect(green.outside).toBe(0);

    // LWDISPLAY is on: on the Model tab the 0.70 mm THICK rectangle (40 × 30, red) is 3 px wide whatever the zoom
    await app.page.click('[role="tablist"][aria-label="Layouts"] >> role=tab[name="Model"]');
    await app.page.waitForTimeout(300);
    const red = await app.page.evaluate(() => {
      const c = document.querySelector('canvas.drawing-canvas') as HTMLCanvasElement;
      const scale = Number((c.dataset.view ?? '1').split(' ')[0]);
      const dpr = c.width / c.clientWidth || 1;
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i]! > 200 && d[i + 1]! < 60 && d[i + 2]! < 60) n++;
      return { n, perimeter: 2 * (40 + 30) * scale * dpr, dpr };
    });
    expect(red.n / red.perimeter).toBeGreaterThan(2.4 * red.dpr);
  });
});
