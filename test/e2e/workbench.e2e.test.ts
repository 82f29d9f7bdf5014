/*
 * The workbench end to end in browser mode (Chromium): open a sample, edit, run, see the diff row
 * and the overlay, click an error location, export verified, reload and get the autosaved buffer
 * back; plus the big-drawing render check (3_us_main.dxf under 2 s, smooth panning). Screenshots
 * of the main screens go to test/e2e/screenshots/ (git-ignored) for review.
 *
 * Uses the host helper's harness: startWebApp() from ./support/start-web-app.ts (run
 * `npm run build` first). Monaco is driven with keyboard.insertText, which does not auto-close
 * brackets.
 */
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { samplePath, samplesMissing, skipping } from '../support/samples.js';
import { ready, setEditorText } from './support/editor.js';
import { describeE2E, screenshotPath, startWebApp, type WebApp } from './support/start-web-app.js';

/** 3_us_main.dxf: one of the shared samples (not shipped), or a file named by $LISPWRIGHT_BIG_DXF. */
const BIG_DXF = [process.env.LISPWRIGHT_BIG_DXF, samplePath('3_us_main.dxf')].find((p): p is string => !!p && existsSync(p));

let app: WebApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});


/** Run and wait for this run's result; returns its summary line ("ok · 12 steps · ..."). */
async function run(page: Page): Promise<string> {
  const count = Number(await page.getAttribute('[data-testid="console-body"]', 'data-run-count'));
  await page.click('button.run');
  await page.waitForSelector(`[data-testid="console-body"][data-run-count="${count + 1}"]`, { timeout: 30_000 });
  return (await page.locator('.out-meta').last().textContent()) ?? '';
}

async function pickSample(page: Page, match: RegExp): Promise<string | null> {
  // the sample list arrives asynchronously after start-up
  await page.waitForSelector('select[aria-label="drawing"] option[value^="sample:"]', { state: 'attached', timeout: 15_000 }).catch(() => undefined);
  const options = await page.locator('select[aria-label="drawing"] option').evaluateAll((els) => els.map((e) => ({ value: (e as HTMLOptionElement).value, text: e.textContent ?? '' })));
  const o = options.find((x) => x.value.startsWith('sample:') && match.test(`${x.value} ${x.text}`));
  if (!o) return null;
  await page.selectOption('select[aria-label="drawing"]', o.value);
  await page.waitForFunction(() => !document.querySelector('select[aria-label="drawing"]')?.hasAttribute('disabled'));
  return o.value.slice('sample:'.length);
}

const ADD_LINE = `;; e2e: add a line and return the points it used
(defun c:addline (/ p1 p2)
  (setq p1 '(0.0 0.0 0.0) p2 '(100.0 50.0 0.0))
  (entmake (list '(0 . "LINE") '(8 . "0") (cons 10 p1) (cons 11 p2)))
  (list p1 p2))
(c:addline)
`;

describeE2E('workbench in browser mode', () => {
  test('open a sample, edit, run, diff row, overlay, error location, verified export, autosave after reload', async () => {
    app = await startWebApp({ viewport: { width: 1600, height: 950 } });
    const { page } = app;
    // the page logs no errors or warnings along the way (Monaco workers, CSP, React): listen, then
    // load again so start-up is covered too
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') pageErrors.push(`console.${m.type()}: ${m.text()}`);
    });
    await page.reload();
    await ready(page);

    // open a sample drawing
    const sample = await pickSample(page, /./);
    expect(sample).not.toBeNull();
    await page.click('.right-tabs >> text=Before');
    await page.waitForSelector('canvas.drawing-canvas[data-draw-ms]');
    await page.screenshot({ path: screenshotPath('01-sample-before') });

    // edit and run: the diff lists the added LINE
    await setEditorText(page, ADD_LINE);
    const meta = await run(page);
    expect(meta).toMatch(/^ok/);
    await page.click('.right-tabs >> text=/^Diff/');
    const row = page.locator('tr.entity-row.added', { hasText: 'LINE' }).first();
    await row.waitFor();
    await row.click();
    await page.waitForSelector('table.groups');
    await page.screenshot({ path: screenshotPath('02-diff') });

    // the overlay draws it (selected row -> highlighted entity, inspector)
    await page.click('.right-tabs >> text=Overlay');
    await page.waitForSelector('[aria-label="overlay legend"]');
    await page.waitForSelector('canvas.drawing-canvas[data-draw-ms]');
    await page.waitForSelector('[aria-label="entity inspector"]');
    await page.screenshot({ path: screenshotPath('03-overlay') });
    await page.click('.right-tabs >> text=After');
    await page.screenshot({ path: screenshotPath('04-after') });

    // the run's value is a list of points: the plot shows them
    await page.click('.right-tabs >> text=Plot');
    await page.waitForSelector('canvas[aria-label="coordinate plot"]');
    expect(await page.textContent('.plot-bar')).toMatch(/2 point\(s\)/);
    await page.screenshot({ path: screenshotPath('05-plot') });

    // the verification badge says, in words, which conditions hold
    const badge = page.getByTestId('verification-badge');
    await expect.poll(async () => (await badge.locator('summary').textContent()) ?? '').toMatch(/^verified/);
    await badge.locator('summary').click();
    expect(await page.getByTestId('verification-conditions').locator('li.lw-held').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('every prompt and dialog was answered')]));

    // verified export is enabled for exactly this text
    const exportBtn = page.getByTestId('export-verified');
    await expect.poll(() => exportBtn.isEnabled()).toBe(true);
    await exportBtn.click();
    await page.waitForSelector('.notice >> text=/Exported verified script|Export/');
    expect(await page.locator('.notice').last().textContent()).toMatch(/Exported verified script to/);

    // an edit disables it again, with the reason in the tooltip
    await page.click('.monaco-editor .view-lines');
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n(car 5)\n');
    await expect.poll(() => exportBtn.isEnabled()).toBe(false);
    expect(await exportBtn.getAttribute('title')).toMatch(/changed since the last run/);

    // run error: its location link moves the cursor to the line and marks it
    expect(await run(page)).toMatch(/^error · /);
    // the badge names the condition that failed and why
    await expect.poll(async () => (await badge.locator('summary').textContent()) ?? '').toMatch(/^not verified \(\d of 8 hold\)/);
    expect(await page.getByTestId('verification-conditions').locator('li.lw-failed').first().textContent()).toMatch(/the run ended ok.*bad argument type/);
    const loc = page.locator('.out-error .location').first();
    const where = (await loc.textContent()) ?? '';
    const line = Number(/:(\d+):\d+$/.exec(where)?.[1]);
    // ADD_LINE ends with a newline: Ctrl+End sits on the empty last line, then '\n' moves (car 5) one further
    expect(line).toBe(ADD_LINE.split('\n').length + 1);
    await loc.click();
    await page.waitForSelector('.run-error-line');
    // the decoration and the cursor move land in separate frames: wait for the cursor
    await expect.poll(async () => Number(await page.textContent('.line-numbers.active-line-number'))).toBe(line);
    await page.screenshot({ path: screenshotPath('06-error-location') });

    expect(pageErrors).toEqual([]);

    // unsaved text is autosaved and offered back after a reload
    await page.waitForTimeout(1600);
    await page.reload();
    await ready(page);
    await page.waitForSelector('[aria-label="recovered buffers"]', { timeout: 30_000 });
    await page.screenshot({ path: screenshotPath('07-recovery') });
    // the session comes back by itself: the unsaved buffer is already in its tab (the banner lists it)
    expect(await page.textContent('[aria-label="recovered buffers"]')).toContain('unsaved document');
    // Monaco renders spaces as U+00A0
    await page.waitForFunction(() => (document.querySelector('.monaco-editor .view-lines')?.textContent ?? '').replace(/\u00a0/g, ' ').includes('(car 5)'));
    expect(await page.locator('.editor-tab.active [aria-label="unsaved"]').count()).toBe(1);
  });

  test('a narrow window: long output wraps; view tabs and diff filters stay whole and inside the pane', async () => {
    app = await startWebApp({ viewport: { width: 1024, height: 700 } });
    const { page } = app;
    await ready(page);
    // a long unbroken output line wraps in the console instead of running off under the chat
    await setEditorText(page, `(princ "${'x'.repeat(300)}")\n(princ)\n`);
    await run(page);
    const consoleBox = await page.evaluate(() => {
      const b = document.querySelector('[data-testid="console-body"]')!;
      return { scroll: b.scrollWidth, client: b.clientWidth };
    });
    expect(consoleBox.scroll).toBeLessThanOrEqual(consoleBox.client);
    await page.click('.right-tabs >> text=/^Diff/');
    await page.waitForSelector('.diff-summary button');
    await page.screenshot({ path: screenshotPath('09-narrow-window') });
    const layout = await page.evaluate(() => {
      const pane = document.querySelector('.right-pane')!.getBoundingClientRect();
      const lineHeight = (el: Element) => parseFloat(getComputedStyle(el).lineHeight) || 16;
      const boxes = (sel: string) =>
        [...document.querySelectorAll(sel)].map((el) => {
          const r = el.getBoundingClientRect();
          const cs = getComputedStyle(el);
          const inner = r.height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) - parseFloat(cs.borderTopWidth) - parseFloat(cs.borderBottomWidth);
          return { text: el.textContent, right: r.right, lines: Math.round(inner / lineHeight(el)) };
        });
      return { paneRight: pane.right, tabs: boxes('.right-tabs > button[role="tab"]'), filters: boxes('.diff-summary button') };
    });
    expect(layout.tabs.map((t) => t.text)).toEqual(['Before', 'After', 'Overlay', 'Diff (0)', 'Plot']);
    // the overlay legend keeps clear of the Extents button
    await page.click('.right-tabs >> text=Overlay');
    await page.waitForSelector('[aria-label="overlay legend"]');
    const [legend, extents] = await Promise.all([page.locator('[aria-label="overlay legend"]').boundingBox(), page.locator('.view-tools button', { hasText: 'Extents' }).boundingBox()]);
    expect(legend!.x).toBeGreaterThanOrEqual(extents!.x + extents!.width);
    for (const b of [...layout.tabs, ...layout.filters]) {
      expect(b.lines, `${b.text} wraps`).toBe(1);
      expect(b.right, `${b.text} is cut off`).toBeLessThanOrEqual(layout.paneRight + 0.5);
    }
  });

  test('3_us_main.dxf renders in under 2 s and pans smoothly', async (ctx) => {
    // the page reaches only the workspace (issue 10): the big drawing is copied into it
    const workspaceDir = mkdtempSync(join(tmpdir(), 'lw-e2e-big-'));
    if (BIG_DXF) copyFileSync(BIG_DXF, join(workspaceDir, basename(BIG_DXF)));
    app = await startWebApp({ viewport: { width: 1600, height: 950 }, workspaceDir });
    const { page } = app;
    await ready(page);
    await page.click('.right-tabs >> text=Before');
    await page.waitForSelector('select[aria-label="drawing"] option[value^="sample:"]', { state: 'attached', timeout: 15_000 }).catch(() => undefined);
    const listed = await page.locator('select[aria-label="drawing"] option[value*="3_us_main"]').count();
    if (!listed && !BIG_DXF) {
      skipping('3_us_main.dxf render check', samplesMissing('3_us_main.dxf'));
      ctx.skip();
    }
    const t0 = Date.now();
    if (listed) await pickSample(page, /3_us_main/i);
    else {
      // browser mode has no native dialog: "Open DXF…" asks for a path
      page.once('dialog', (d) => void d.accept(join(workspaceDir, basename(BIG_DXF as string))));
      await page.selectOption('select[aria-label="drawing"]', '__open');
    }
    await page.waitForFunction(() => {
      const c = document.querySelector('canvas.drawing-canvas');
      return !!c && Number(c.getAttribute('data-entities')) > 0 && c.hasAttribute('data-draw-ms');
    }, null, { timeout: 10_000 });
    const firstFrameMs = Date.now() - t0;
    const stats = await page.textContent('.view-stats');
    const pan = await page.evaluate(async () => {
      const c = document.querySelector('canvas.drawing-canvas') as HTMLCanvasElement;
      const b = c.getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      c.dispatchEvent(new PointerEvent('pointerdown', { clientX: x, clientY: y, bubbles: true, pointerId: 1 }));
      let frames = 0;
      const t = performance.now();
      const deltas: number[] = [];
      let last = t;
      while (performance.now() - t < 2000) {
        c.dispatchEvent(new PointerEvent('pointermove', { clientX: x + ((frames * 3) % 200), clientY: y, bubbles: true, pointerId: 1 }));
        const now = await new Promise<number>((r) => requestAnimationFrame((ts) => r(ts)));
        deltas.push(now - last);
        last = now;
        frames++;
      }
      c.dispatchEvent(new PointerEvent('pointerup', { clientX: x, clientY: y, bubbles: true, pointerId: 1 }));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null))));
      deltas.sort((a, b) => a - b);
      return {
        fps: frames / ((performance.now() - t) / 1000),
        measuredMedian: deltas[Math.floor(deltas.length / 2)]!,
        reported: Number(c.dataset.frameMs),
        reportedP95: Number(c.dataset.frameP95),
        drawMs: Number(c.dataset.drawMs),
      };
    });
    console.log(`3_us_main.dxf: first frame after ${firstFrameMs} ms (${stats}); panning at ${pan.fps.toFixed(1)} fps, frame ${pan.reported} ms (p95 ${pan.reportedP95}) reported, rAF median ${pan.measuredMedian.toFixed(1)} ms, drawing ${pan.drawMs} ms`);
    await page.screenshot({ path: screenshotPath('08-3_us_main') });
    expect(firstFrameMs).toBeLessThan(2000);
    expect(pan.fps).toBeGreaterThanOrEqual(30);
    // the frame figure is the gap between animation frames (raster included), not the draw-call time:
    // at most 60 frames a second it is never under ~16 ms, while recording a pan's draw calls takes far less
    expect(pan.reported).toBeGreaterThanOrEqual(10);
    expect(pan.reportedP95).toBeGreaterThanOrEqual(pan.reported * 0.5);
    expect(pan.reported).toBeLessThan(pan.measuredMedian * 4 + 50);
    expect(stats).toMatch(/frame /);
  });
});
