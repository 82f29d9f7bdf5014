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
import { describeE2E, screenshotPath, startWebApp, type WebApp } from './support/start-web-app.js';
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
});
