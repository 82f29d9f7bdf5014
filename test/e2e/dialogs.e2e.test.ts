/*
 * Dialogs in the workbench (browser mode, Chromium): a .dcl file opens with its live preview; a
 * program that loads it runs against the floor plan, its dialog comes up for real because no
 * scripted answer was given, the drafter picks a layer and presses OK, and the drawing changes;
 * the answer is saved into the inputs and the next run replays it without asking. A grread
 * rubber band is then answered with the mouse over the drawing. Also screenshots two
 * standard-prototype dialogs for the comparison with AutoCAD's (test/e2e/screenshots/).
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

const LAYERS_DCL = `// Move the objects of OLD_LAYER to a layer picked here
layers : dialog {
  label = "Move OLD_LAYER Objects";
  : text { label = "Objects on OLD_LAYER go to:"; }
  : popup_list { key = "to"; label = "&Layer:"; edit_width = 20; }
  : toggle { key = "lines"; label = "Lines only"; }
  ok_cancel;
}
`;

const SETLAY_LSP = `(defun c:setlay (/ id lays d to only ss i e)
  (setq id (load_dialog "layers.dcl"))
  (new_dialog "layers" id)
  (while (setq d (tblnext "LAYER" (null d))) (setq lays (cons (cdr (assoc 2 d)) lays)))
  (setq lays (acad_strlsort lays))
  (start_list "to") (mapcar 'add_list lays) (end_list)
  (action_tile "accept" "(setq to (nth (atoi (get_tile \\"to\\")) lays) only (get_tile \\"lines\\")) (done_dialog 1)")
  (if (= 1 (start_dialog))
    (if (setq ss (ssget "X" (if (= only "1") '((8 . "OLD_LAYER") (0 . "LINE")) '((8 . "OLD_LAYER")))))
      (repeat (setq i (sslength ss))
        (setq e (entget (ssname ss (setq i (1- i)))))
        (entmod (subst (cons 8 to) (assoc 8 e) e)))))
  (unload_dialog id)
  (princ (strcat "Moved to " (vl-princ-to-string to)))
  (princ))
`;

const RUBBER_LSP = `(defun c:band (/ g from n)
  (setq from '(0.0 0.0) n 0)
  (while (/= 3 (car (setq g (grread t))))
    (redraw)
    (grdraw from (cadr g) 2)
    (setq n (1+ n)))
  (entmake (list '(0 . "LINE") (cons 10 from) (cons 11 (cadr g))))
  n)
`;

async function ready(page: Page): Promise<void> {
  await page.waitForSelector('[data-editor="ready"]', { timeout: 30_000 });
  await page.waitForSelector('.editor-tab');
}

async function openFile(page: Page, path: string): Promise<void> {
  page.once('dialog', (d) => void d.accept(path));
  await page.keyboard.press('Control+O');
  await page.waitForSelector(`.editor-tab >> text=${path.split('/').pop()}`);
}

async function startRun(page: Page): Promise<number> {
  const count = Number(await page.getAttribute('[data-testid="console-body"]', 'data-run-count'));
  await page.click('button.run');
  return count;
}
async function runFinished(page: Page, count: number): Promise<string> {
  await page.waitForSelector(`[data-testid="console-body"][data-run-count="${count + 1}"]`, { timeout: 30_000 });
  return (await page.locator('.out-meta').last().textContent()) ?? '';
}

describeE2E('dialogs in the workbench', () => {
  test('preview a DCL file, run its program, answer the dialog by hand, check the drawing, replay the saved answer', async () => {
    app = await startWebApp({ viewport: { width: 1500, height: 900 } });
    const { page } = app;
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await ready(page);
    writeFileSync(join(app.workspaceDir, 'layers.dcl'), LAYERS_DCL);
    writeFileSync(join(app.workspaceDir, 'setlay.lsp'), SETLAY_LSP);

    // the .dcl opens with the Dialog tab: its dialog laid out, and no problems
    await openFile(page, join(app.workspaceDir, 'layers.dcl'));
    const preview = page.locator('.dcl-preview .dcl-dialog');
    await preview.waitFor();
    expect(await preview.getAttribute('aria-label')).toBe('Move OLD_LAYER Objects');
    expect((await page.locator('.dcl-preview [data-key="accept"]').textContent())?.trim()).toBe('OK');
    await expect.poll(() => page.locator('.dcl-problems').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('dialog-01-preview') });

    // a typo shows up located, as acad.dce would have it
    await page.click('.monaco-editor .view-lines');
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('oops : dialog { : nosuch { } }\n');
    await page.waitForSelector('.dcl-problems >> text=Undefined tile "nosuch".');
    expect(await page.locator('.dcl-problems li').first().textContent()).toMatch(/^layers\.dcl:9:\d+ error: Undefined tile "nosuch"\./);
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(LAYERS_DCL);
    await expect.poll(() => page.locator('.dcl-problems').count()).toBe(0);

    // the program, on the floor plan, calling c:setlay
    await openFile(page, join(app.workspaceDir, 'setlay.lsp'));
    await page.waitForSelector('select[aria-label="drawing"] option[value="sample:floor-plan.dxf"]', { state: 'attached', timeout: 15_000 });
    await page.selectOption('select[aria-label="drawing"]', 'sample:floor-plan.dxf');
    await page.waitForFunction(() => !document.querySelector('select[aria-label="drawing"]')?.hasAttribute('disabled'));
    await page.fill('input[aria-label="command to call"]', 'c:setlay');

    // no scripted answer: the dialog is shown for real and the run waits
    const count = await startRun(page);
    const live = page.locator('.dcl-modal .dcl-dialog');
    await live.waitFor({ timeout: 20_000 });
    expect(await live.getAttribute('aria-label')).toBe('Move OLD_LAYER Objects');
    expect(await page.locator('button.stop').isVisible()).toBe(true);
    // the popup holds the layers the program added
    const options = await page.locator('.dcl-modal select[aria-label="Layer:"] option').allTextContents();
    expect(options).toContain('NEW_LAYER');
    await page.screenshot({ path: screenshotPath('dialog-02-live') });
    await page.selectOption('.dcl-modal select[aria-label="Layer:"]', { label: 'NEW_LAYER' });
    // the change went to the run, which answers with the dialog's new state
    await page.waitForSelector('.dcl-modal .dcl-dialog:not(.busy)');
    await page.click('.dcl-modal [data-key="accept"]');
    expect(await runFinished(page, count)).toMatch(/^ok/);
    await expect.poll(() => page.locator('.dcl-modal').count()).toBe(0);
    expect(await page.textContent('.right-tabs')).toContain('Diff (6)');
    expect(await page.textContent('[data-testid="console-body"]')).toContain('Moved to NEW_LAYER');
    await page.click('.right-tabs >> text=/^Diff/');
    await page.waitForSelector('tr.entity-row.modified');
    expect(await page.locator('tr.entity-row.modified').count()).toBe(6);
    await page.screenshot({ path: screenshotPath('dialog-03-diff') });

    // keep the answer: the next run is scripted and does not ask
    await page.click('.save-answers >> text=/Save the answer/');
    await page.click('button[aria-expanded]');
    const inputs = await page.inputValue('#inputs-json');
    expect(JSON.parse(inputs)).toEqual([{ dialog: { name: 'layers', tiles: { to: '8' }, press: 'accept' } }]);
    const again = await startRun(page);
    expect(await runFinished(page, again)).toMatch(/^ok/);
    expect(await page.locator('.dcl-modal').count()).toBe(0);
    expect(await page.textContent('.right-tabs')).toContain('Diff (6)');
    expect(pageErrors).toEqual([]);
  });

  test('grread follows the mouse over the drawing; the rubber band shows; a click picks', async () => {
    app = await startWebApp({ viewport: { width: 1400, height: 850 } });
    const { page } = app;
    await ready(page);
    writeFileSync(join(app.workspaceDir, 'band.lsp'), RUBBER_LSP);
    await openFile(page, join(app.workspaceDir, 'band.lsp'));
    await page.waitForSelector('select[aria-label="drawing"] option[value="sample:floor-plan.dxf"]', { state: 'attached', timeout: 15_000 });
    await page.selectOption('select[aria-label="drawing"]', 'sample:floor-plan.dxf');
    await page.waitForFunction(() => !document.querySelector('select[aria-label="drawing"]')?.hasAttribute('disabled'));
    await page.fill('input[aria-label="command to call"]', 'c:band');
    const count = await startRun(page);
    await page.waitForSelector('.grread-banner', { timeout: 20_000 }).catch(async (e: unknown) => {
      await page.screenshot({ path: screenshotPath('dialog-04-grread-failed') });
      throw e;
    });
    const canvas = page.locator('canvas.drawing-canvas');
    const b = (await canvas.boundingBox())!;
    await page.mouse.move(b.x + b.width * 0.3, b.y + b.height * 0.3);
    await page.mouse.move(b.x + b.width * 0.5, b.y + b.height * 0.4, { steps: 5 });
    // the band drawn by grdraw comes back with the next question and is drawn over the view
    await expect.poll(async () => Number(await canvas.getAttribute('data-transient'))).toBe(1);
    await page.screenshot({ path: screenshotPath('dialog-04-grread') });
    await page.mouse.click(b.x + b.width * 0.6, b.y + b.height * 0.5);
    expect(await runFinished(page, count)).toMatch(/^ok/);
    expect(await page.textContent('.right-tabs')).toContain('Diff (1)');
    expect(Number(((await page.locator('.out-value').last().textContent()) ?? '').replace('=>', '').trim())).toBeGreaterThan(0);
  });

  test('two standard-prototype dialogs, for the side-by-side with AutoCAD', async () => {
    app = await startWebApp({ viewport: { width: 1200, height: 800 } });
    const { page } = app;
    await ready(page);
    const hello = (extra: string) =>
      `hello : dialog {\n  label = "Sample Dialog Box";\n  : text { label = "Hello, world"; }\n  : button { key = "accept"; label = "OK"; is_default = true;${extra} }\n}\n`;
    const samples: Record<string, string> = {
      // Autodesk, "About Adjusting the Layout of Dialog Boxes": the same dialog before and after
      // fixed_width + centered on its OK button
      'hello.dcl': hello(''),
      'hello-fixed.dcl': hello(' fixed_width = true; alignment = centered;'),
      // the Garden Path tutorial's gpdialog.dcl (same tiles, keys, labels and widths)
      'gpdialog.dcl': [
        'gp_mainDialog : dialog {',
        '  label = "Garden Path Tile Specifications";',
        '  : boxed_radio_column { label = "Outline Polyline Type";',
        '    : radio_button { label = "&Lightweight"; key = "gp_lw"; value = "1"; }',
        '    : radio_button { label = "&Old-style"; key = "gp_hw"; } }',
        '  : boxed_radio_column { label = "Tile Creation Method";',
        '    : radio_button { label = "&ActiveX Automation"; key = "gp_actx"; value = "1"; }',
        '    : radio_button { label = "&Entmake"; key = "gp_emake"; }',
        '    : radio_button { label = "&Command"; key = "gp_cmd"; } }',
        '  : edit_box { label = "&Radius of tile"; key = "gp_trad"; edit_width = 6; }',
        '  : edit_box { label = "&Spacing between tiles"; key = "gp_spac"; edit_width = 6; }',
        '  : row { : spacer { width = 1; }',
        '    : button { label = "OK"; is_default = true; key = "accept"; width = 8; fixed_width = true; }',
        '    : button { label = "Cancel"; is_cancel = true; key = "cancel"; width = 8; fixed_width = true; }',
        '    : spacer { width = 1; } }',
        '}',
        '',
      ].join('\n'),
    };
    const boxes: Record<string, { dialog: { x: number; width: number }; ok: { x: number; width: number }; cancel?: { x: number; width: number } }> = {};
    for (const [name, text] of Object.entries(samples)) {
      writeFileSync(join(app.workspaceDir, name), text);
      await openFile(page, join(app.workspaceDir, name));
      const d = page.locator('.dcl-preview .dcl-dialog');
      await d.waitFor();
      await expect.poll(() => page.locator('.dcl-preview .dcl-dialog').getAttribute('data-dialog')).toBe(name === 'gpdialog.dcl' ? 'gp_mainDialog' : 'hello');
      await page.waitForTimeout(300);
      await d.screenshot({ path: screenshotPath(`dcl-${name.replace('.dcl', '')}`) });
      const client = (await page.locator('.dcl-preview .dcl-client').boundingBox())!;
      const ok = (await page.locator('.dcl-preview [data-key="accept"]').boundingBox())!;
      const cancel = (await page.locator('.dcl-preview [data-key="cancel"]').count()) ? await page.locator('.dcl-preview [data-key="cancel"]').boundingBox() : null;
      boxes[name] = { dialog: client, ok, ...(cancel ? { cancel } : {}) };
    }
    const mid = (b: { x: number; width: number }) => b.x + b.width / 2;
    // without fixed_width "the OK button occupies almost the full width of the dialog box"
    const wide = boxes['hello.dcl']!;
    expect(wide.ok.width / wide.dialog.width).toBeGreaterThan(0.8);
    // with it "just slightly wider than the text inside", "centered in the middle of the dialog box"
    const fixed = boxes['hello-fixed.dcl']!;
    expect(fixed.ok.width).toBeLessThan(60);
    expect(Math.abs(mid(fixed.ok) - mid(fixed.dialog))).toBeLessThan(2);
    // Garden Path: OK and Cancel side by side, 8 wide each, the pair centred by the two spacers
    const gp = boxes['gpdialog.dcl']!;
    expect(gp.ok.width).toBe(gp.cancel!.width);
    expect(Math.abs((gp.ok.x + gp.cancel!.x + gp.cancel!.width) / 2 - mid(gp.dialog))).toBeLessThan(2);
    expect(gp.cancel!.x - (gp.ok.x + gp.ok.width)).toBeLessThan(12);
  });
});
