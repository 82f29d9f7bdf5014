/*
 * Picking on the drawing (browser mode, Chromium): a command with no scripted answers asks for a
 * point, an object and a selection; the prompt shows over the drawing, a click near a line's end
 * snaps to it (OSMODE END), a click on the circle picks it, a window takes both; the run goes on
 * and draws its line. The answers are saved into a new named case (NAME.test.lsp beside the
 * script) and the case re-runs identically without asking, also after a reload.
 * Run `npm run build` first.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeE2E, screenshotPath, startWebApp, type WebApp } from './support/start-web-app.js';

let app: WebApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

// a hand-written R12 drawing: a LINE (0,0)-(10,0) and a CIRCLE at (20,0) r 2
const DXF = ['0', 'SECTION', '2', 'ENTITIES',
  '0', 'LINE', '8', '0', '10', '0.0', '20', '0.0', '30', '0.0', '11', '10.0', '21', '0.0', '31', '0.0',
  '0', 'CIRCLE', '8', '0', '10', '20.0', '20', '0.0', '30', '0.0', '40', '2.0',
  '0', 'ENDSEC', '0', 'EOF', ''].join('\n');

const PICK_LSP = `(defun c:pk (/ p e ss)
  (setvar "OSMODE" 1)
  (setq p (getpoint "\\nFirst point: "))
  (setq e (entsel "\\nSelect object: "))
  (setq ss (ssget))
  (entmake (list '(0 . "LINE") (cons 10 p) (cons 11 (cadr e))))
  (princ (strcat "P=" (rtos (car p) 2 2) "," (rtos (cadr p) 2 2) " E=" (cdr (assoc 0 (entget (car e)))) " N=" (itoa (sslength ss))))
  (princ))
`;

async function ready(page: Page): Promise<void> {
  await page.waitForSelector('[data-editor="ready"]', { timeout: 30_000 });
  await page.waitForSelector('.editor-tab');
}

async function runCount(page: Page): Promise<number> {
  return Number(await page.getAttribute('[data-testid="console-body"]', 'data-run-count'));
}
async function finished(page: Page, count: number): Promise<string> {
  await page.waitForSelector(`[data-testid="console-body"][data-run-count="${count + 1}"]`, { timeout: 30_000 });
  return (await page.locator('.out-meta').last().textContent()) ?? '';
}

/** The page position of drawing point (x, y) in the visible drawing view. */
async function screenOf(page: Page, x: number, y: number): Promise<[number, number]> {
  const canvas = page.locator('canvas.drawing-canvas');
  const b = (await canvas.boundingBox())!;
  const [scale, tx, ty] = ((await canvas.getAttribute('data-view')) ?? '').split(' ').map(Number) as [number, number, number];
  return [b.x + x * scale + tx, b.y - y * scale + ty];
}

async function clickAt(page: Page, x: number, y: number): Promise<void> {
  const [sx, sy] = await screenOf(page, x, y);
  await page.mouse.move(sx, sy);
  await page.mouse.click(sx, sy);
}

async function waitPrompt(page: Page, text: string): Promise<void> {
  await page.waitForSelector(`.pick-prompt .pick-text >> text=${text}`, { timeout: 20_000 });
}

describeE2E('picking on the drawing', () => {
  test('a point (snapped), an object and a window answered on the canvas, saved into a case, re-run after a reload', async () => {
    app = await startWebApp({ viewport: { width: 1500, height: 900 } });
    const { page } = app;
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await ready(page);
    const dxf = join(app.workspaceDir, 'two.dxf');
    const lsp = join(app.workspaceDir, 'pick.lsp');
    writeFileSync(dxf, DXF);
    writeFileSync(lsp, PICK_LSP);
    page.once('dialog', (d) => void d.accept(lsp));
    await page.keyboard.press('Control+O');
    await page.waitForSelector('.editor-tab >> text=pick.lsp');
    page.once('dialog', (d) => void d.accept(dxf));
    await page.selectOption('select[aria-label="drawing"]', '__open');
    await page.waitForSelector('.notice >> text=/^Drawing /');
    await page.fill('input[aria-label="command to call"]', 'c:pk');

    const count = await runCount(page);
    await page.click('button.run');
    await waitPrompt(page, 'First point:');
    expect(await page.getAttribute('.pick-prompt', 'data-mode')).toBe('point');
    // near the line's end: AutoSnap shows the END marker and the click takes (10,0)
    await clickAt(page, 9.85, 0.1);
    await waitPrompt(page, 'Select object:');
    await page.screenshot({ path: screenshotPath('pick-01-entsel') });
    await clickAt(page, 22, 0);
    await waitPrompt(page, 'Select objects:');
    // a window from left to right around both objects
    const [ax, ay] = await screenOf(page, -1, 3);
    const [bx, by] = await screenOf(page, 23, -3);
    await page.mouse.move(ax, ay);
    await page.mouse.down();
    await page.mouse.move(bx, by, { steps: 6 });
    await page.mouse.up();
    await page.waitForSelector('.pick-prompt button:has-text("Done (2)")');
    await page.screenshot({ path: screenshotPath('pick-02-window') });
    await page.click('.pick-prompt button:has-text("Done (2)")');
    expect(await finished(page, count)).toMatch(/^ok/);
    expect(await page.textContent('[data-testid="console-body"]')).toContain('P=10.00,0.00 E=CIRCLE N=2');
    expect(await page.textContent('.right-tabs')).toContain('Diff (1)');

    // keep the answers as a named case: written beside the script at once
    await page.click('.save-answers >> text=/Save as a new case/');
    await page.fill('input[aria-label="new case name"]', 'picked');
    await page.click('.save-answers button:has-text("Save case")');
    await expect.poll(() => {
      try {
        return readFileSync(join(app!.workspaceDir, 'pick.test.lsp'), 'utf8');
      } catch {
        return '';
      }
    }).toContain('picked');
    const caseFile = readFileSync(join(app.workspaceDir, 'pick.test.lsp'), 'utf8');
    expect(caseFile).toContain('"point":[10,0,0]');
    expect(caseFile).toMatch(/"selection":\["[0-9A-F]+","[0-9A-F]+"\]/);

    // after a reload the case is still selected and re-runs without asking
    await page.waitForTimeout(1600);
    await page.reload();
    await ready(page);
    await page.waitForSelector('button[aria-expanded] >> text=/Cases \\(1\\): picked/', { timeout: 20_000 });
    const again = await runCount(page);
    await page.click('button.run');
    expect(await finished(page, again)).toMatch(/^ok/);
    expect(await page.locator('.pick-prompt').count()).toBe(0);
    expect(await page.textContent('[data-testid="console-body"]')).toContain('P=10.00,0.00 E=CIRCLE N=2');
    expect(pageErrors).toEqual([]);
  });

  test('a keyword button and Esc answer the prompt', async () => {
    app = await startWebApp({ viewport: { width: 1300, height: 850 } });
    const { page } = app;
    await ready(page);
    const kw = join(app.workspaceDir, 'kw.lsp');
    writeFileSync(kw, '(initget "Undo eXit")\n(princ (strcat "got " (vl-princ-to-string (getpoint "\\nPoint or [Undo/eXit]: "))))\n(getint "\\nCount: ")\n');
    page.once('dialog', (d) => void d.accept(kw));
    await page.keyboard.press('Control+O');
    await page.waitForSelector('.editor-tab >> text=kw.lsp');
    const count = await runCount(page);
    await page.click('button.run');
    await waitPrompt(page, 'Point or').catch(async (e: unknown) => {
      await page.screenshot({ path: screenshotPath('pick-03-failed') });
      throw e;
    });
    await page.click('.pick-prompt button.pick-keyword:has-text("eXit")');
    await waitPrompt(page, 'Count:');
    expect(await page.getAttribute('.pick-prompt', 'data-mode')).toBe('value');
    await page.keyboard.press('Escape');
    const meta = await finished(page, count);
    expect(meta).not.toMatch(/^ok/);
    expect(await page.textContent('[data-testid="console-body"]')).toContain('got eXit');
    expect(await page.textContent('[data-testid="console-body"]')).toContain('Function cancelled');
  });
});
