/*
 * The editor's help and the workbench at 1000 px (browser mode, Chromium), one app for all:
 *   - the two-column layout: the drawing keeps at least half the width, the chat is a drawer;
 *   - Shift+Alt+F keeps setq pairs one per line;
 *   - hovers: a defun's arguments and locals apart, a builtin's full entry with Autodesk's page,
 *     a DXF group code named for the list's entity type; ssget mode completion with meanings;
 *   - the editor's context menu in the theme's background and border;
 *   - a run printing a million lines: a bounded number of rows in the DOM, the last line in view,
 *     the middle reachable by scrolling, Ctrl+A + Copy giving every line.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeE2E, startWebApp, type WebApp } from './support/start-web-app.js';
import { ready, setEditorText } from './support/editor.js';

let app: WebApp | null = null;
let page: Page;
const pageErrors: string[] = [];

/** The editor's text, line by line, as shown (Monaco draws spaces as no-break spaces). */
const editorLines = (): string => ((document.querySelector('.monaco-editor .view-lines') as HTMLElement | null)?.innerText ?? '').replace(/\u00a0/g, ' ');

/** The screen point of the nth occurrence of a whole token in the editor's visible lines. */
function tokenPoint([token, nth]: [string, number]): { x: number; y: number } | null {
  const lines = [...document.querySelectorAll('.monaco-editor .view-lines .view-line')].sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
  let seen = 0;
  for (const line of lines) {
    const text = (line.textContent ?? '').replace(/\u00a0/g, ' ');
    const re = new RegExp(`(^|[\\s(')])(${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?=[\\s()]|$)`, 'g');
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (seen++ < nth) continue;
      const at = m.index + m[1]!.length + Math.floor(token.length / 2);
      // find the text node holding that character
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      let offset = 0;
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const len = n.textContent!.length;
        if (at < offset + len) {
          const r = document.createRange();
          r.setStart(n, at - offset);
          r.setEnd(n, at - offset + 1);
          const b = r.getBoundingClientRect();
          return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
        }
        offset += len;
      }
    }
  }
  return null;
}

async function hoverToken(p: Page, token: string, nth = 0): Promise<string> {
  await p.mouse.move(5, 5);
  await p.waitForSelector('.monaco-hover:not(.hidden)', { state: 'hidden', timeout: 5_000 }).catch(() => undefined);
  // Playwright's click scrolls the editor's overflow-hidden text area natively to bring the
  // 16-million-pixel-wide line layer "into view"; Monaco itself never scrolls it: put it back
  await p.evaluate(() => document.querySelectorAll('.monaco-editor .editor-scrollable').forEach((e) => (e.scrollLeft = 0)));
  const at = await p.evaluate(tokenPoint, [token, nth] as [string, number]);
  if (!at) throw new Error(`token ${token} #${nth} not in view`);
  // Monaco shows a hover once the mouse moves over the word and rests
  await p.mouse.move(at.x, at.y);
  await p.waitForTimeout(150);
  await p.mouse.move(at.x + 1, at.y);
  const hover = p.locator('.monaco-hover:not(.hidden) .monaco-hover-content').first();
  await hover.waitFor({ state: 'visible', timeout: 10_000 });
  return (await hover.innerText()).replace(/\u00a0/g, ' ');
}

async function run(p: Page): Promise<void> {
  const count = Number(await p.getAttribute('[data-testid="console-body"]', 'data-run-count'));
  await p.click('button.run');
  await p.waitForSelector(`[data-testid="console-body"][data-run-count="${count + 1}"]`, { timeout: 60_000 });
}

describeE2E('editor help and the narrow layout', () => {
  beforeAll(async () => {
    app = await startWebApp({ viewport: { width: 1000, height: 800 } });
    page = app.page;
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await ready(page);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    app = null;
  });

  test('at 1000 px the drawing keeps at least half the width and the chat is a drawer', async () => {
    const width = async (sel: string) => (await page.locator(sel).boundingBox())?.width ?? 0;
    const workspace = await width('.workspace');
    expect(await page.locator('.chat-column').isHidden()).toBe(true);
    expect(await width('.right-pane')).toBeGreaterThanOrEqual(workspace / 2 - 1);
    await page.click('header.topbar button:has-text("Agent")');
    const drawer = page.locator('.chat-column.chat-drawer');
    await drawer.waitFor({ state: 'visible' });
    // the drawer lies over the view: the columns keep their widths
    expect(await width('.right-pane')).toBeGreaterThanOrEqual(workspace / 2 - 1);
    expect(await width('.chat-column')).toBeGreaterThan(300);
    await page.click('.chat-drawer-close');
    await drawer.waitFor({ state: 'hidden' });
    // Esc inside the drawer closes it too
    await page.click('header.topbar button:has-text("Agent")');
    await drawer.waitFor({ state: 'visible' });
    await drawer.locator('textarea').first().focus();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  test('Shift+Alt+F keeps setq pairs one per line, aligned under the first variable', async () => {
    await setEditorText(page, '(defun c:pairs ( / a b)\n(setq a 1\nb (+ a 2))\n(princ))');
    await page.keyboard.press('Shift+Alt+F');
    await expect.poll(() => page.evaluate(editorLines), { timeout: 10_000 }).toBe('(defun c:pairs (/ a b)\n  (setq a 1\n        b (+ a 2))\n  (princ))');
  });

  test('hovers: arguments and locals apart, a builtin with its Autodesk page, a group code by entity type', async () => {
    await setEditorText(page, `(defun area-of (w h / res)\n  (setq res (* w h)))\n(area-of 2 3)\n(substr "abc" 1 2)\n(entmake '((0 . "CIRCLE")\n(40 . 5.0)))\n`);
    expect(await hoverToken(page, 'area-of', 1)).toContain('Arguments: w h — Locals: res');
    const sub = await hoverToken(page, 'substr');
    expect(sub).toContain('Arguments (2 to 3 arguments)');
    expect(sub).toContain('Returns: String');
    expect(sub).toContain('too few arguments');
    expect(sub).toMatch(/Example\s*\n\(substr /);
    const link = page.locator('.monaco-hover:not(.hidden) a', { hasText: 'Autodesk reference: substr' });
    expect(await link.getAttribute('data-href') ?? await link.getAttribute('href')).toMatch(/^https:\/\/help\.autodesk\.com\/view\/OARX\/2025\/ENU\/\?guid=GUID-[0-9A-F-]{36}$/);
    const code = await hoverToken(page, '40');
    expect(code).toContain('DXF group 40');
    expect(code).toContain('Radius — CIRCLE');
  });

  test('inside (ssget " the mode strings are completed with their meanings', async () => {
    await setEditorText(page, '(ssget ');
    await page.keyboard.type('"');
    const widget = page.locator('.suggest-widget.visible');
    await widget.waitFor({ state: 'visible', timeout: 10_000 });
    await page.keyboard.type('C');
    await expect.poll(async () => (await widget.innerText()).replace(/\u00a0/g, ' '), { timeout: 5_000 }).toMatch(/^C\s+Crossing\s+CP/);
    // the focused item shows its meaning
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await widget.innerText()).replace(/\u00a0/g, ' '), { timeout: 5_000 }).toMatch(/CP\s+Crossing polygon/);
    await page.keyboard.press('Escape');
  });

  test('the context menu has the theme background and border', async () => {
    await page.click('.monaco-editor .view-lines', { button: 'right' });
    const menu = page.locator('.monaco-menu').first();
    await menu.waitFor({ state: 'visible', timeout: 10_000 });
    const style = await menu.evaluate((el) => {
      const cs = getComputedStyle(el);
      // the menu's surface is the scrollable element around it
      const surface = getComputedStyle(el.closest('.monaco-scrollable-element') ?? el);
      return { bg: surface.backgroundColor, border: cs.borderTopWidth, borderColor: cs.borderTopColor };
    });
    const theme = await page.evaluate(() => {
      const css = getComputedStyle(document.documentElement);
      return { bg: css.getPropertyValue('--bg2').trim(), border: css.getPropertyValue('--border').trim() };
    });
    const hex = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    expect(hex(style.bg)).toBe(theme.bg);
    expect(style.border).toBe('1px');
    expect(hex(style.borderColor)).toBe(theme.border);
    await page.keyboard.press('Escape');
  });

  test('a million lines of output: rows bounded, last line in view, middle reachable, copy gives all', async () => {
    await setEditorText(page, '(setq i 0)\n(repeat 1000000 (princ (setq i (1+ i))) (terpri))\n(princ)');
    await run(page);
    const list = page.locator('.out-lines');
    await list.waitFor({ timeout: 30_000 });
    expect(await list.getAttribute('data-lines')).toBe('1000000');
    expect(await page.locator('.out-line').count()).toBeLessThan(300);
    await expect.poll(() => page.locator('.out-line[data-line="1000000"]').textContent(), { timeout: 10_000 }).toBe('1000000');
    await page.evaluate(() => {
      const body = document.querySelector('[data-testid="console-body"]')!;
      body.scrollTop = body.scrollHeight / 2;
    });
    await expect.poll(() => page.locator('.out-line').first().getAttribute('data-line').then(Number), { timeout: 5_000 }).toBeGreaterThan(400_000);
    expect(await page.locator('.out-line').count()).toBeLessThan(300);
    const shown = Number(await page.locator('.out-line').nth(40).getAttribute('data-line'));
    expect(await page.locator('.out-line').nth(40).textContent()).toBe(String(shown));
    await page.evaluate(() => {
      (window as unknown as { copiedLength: number }).copiedLength = -1;
      document.addEventListener('copy', (e) => ((window as unknown as { copiedLength: number }).copiedLength = e.clipboardData?.getData('text/plain').length ?? -2));
    });
    await list.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+C');
    const expected = Array.from({ length: 1_000_000 }, (_, i) => `${i + 1}\n`).join('').length;
    expect(await page.evaluate(() => (window as unknown as { copiedLength: number }).copiedLength)).toBe(expected);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
