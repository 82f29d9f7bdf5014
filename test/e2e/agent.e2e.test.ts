/*
 * An agent chat end to end in browser mode (Chromium): the browser-mode server with its default
 * agent, pointed (through the settings API) at a scripted OpenAI-compatible server in this process.
 * The user asks in the chat panel, the agent's run shows as a card, the verified code is offered as
 * a diff and lands in the editor only after Accept; Stop ends a session mid-stream.
 * Run `npm run build` first (npm run test:e2e does not build).
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotPath, startWebApp, type WebApp } from './support/start-web-app.js';
import { startScriptedServer, type ScriptedServer, type ScriptedTurn } from '../support/scripted-openai-server.js';

let app: WebApp | null = null;
let llm: ScriptedServer | null = null;
afterEach(async () => {
  await app?.close();
  await llm?.close();
  app = llm = null;
});

const CODE = '(defun c:hello ( / msg)\n  (setq msg "Hello from the agent")\n  (princ msg)\n  (princ))';

async function openWithAgent(turns: ScriptedTurn[]): Promise<Page> {
  llm = await startScriptedServer(turns);
  app = await startWebApp({ viewport: { width: 1600, height: 950 } });
  const { page } = app;
  await page.waitForSelector('[data-editor="ready"]', { timeout: 30_000 });
  await page.waitForSelector('.editor-tab');
  const set = await page.evaluate(
    async ({ token, baseUrl }) => {
      const r = await fetch('/api/setSettings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-lispwright-token': token },
        body: JSON.stringify({ args: [{ provider: { preset: 'custom', baseUrl, model: 'scripted-model' } }] }),
      });
      return r.status;
    },
    { token: app.token, baseUrl: llm.baseUrl },
  );
  expect(set).toBe(200);
  return page;
}

async function ask(page: Page, text: string): Promise<void> {
  await page.fill('textarea[aria-label="Ask the agent"]', text);
  await page.click('.lw-chat-input button[type="submit"]');
}

const editorText = async (page: Page) => ((await page.locator('.monaco-editor .view-lines').textContent()) ?? '').replace(/\u00a0/g, ' ');

describe('agent chat in browser mode', () => {
  test('a request becomes a verified offer, and the editor changes only on Accept', async () => {
    const page = await openWithAgent([
      { text: 'I will write and run the command.', toolCalls: [{ name: 'run_lisp', arguments: { code: CODE, call: 'c:hello', expect_effect: {} } }] },
      { text: `Done:\n\n\`\`\`lisp\n${CODE}\n\`\`\`\n\nType HELLO to print the greeting.` },
    ]);
    const before = await editorText(page);
    const runs = () => page.getAttribute('[data-testid="console-body"]', 'data-run-count');
    const runsBefore = await runs();
    // Ctrl+Enter sends the request and does not also run the editor's script
    await page.fill('textarea[aria-label="Ask the agent"]', 'print a greeting');
    await page.press('textarea[aria-label="Ask the agent"]', 'Control+Enter');
    await page.waitForSelector('[data-testid="final-code-card"]', { timeout: 30_000 });
    expect(await page.textContent('.lw-chat')).toContain('print a greeting');
    expect(await runs()).toBe(runsBefore);
    expect(await page.textContent('.lw-tool-card')).toContain('run_lisp');
    expect(await page.textContent('.lw-tool-card')).toMatch(/ok/);
    expect(await page.textContent('[data-testid="final-code-card"]')).toContain('Verified');
    // the fenced code of the answer is a code block, not raw backticks
    expect(await page.textContent('.lw-msg-assistant .lw-msg-code')).toContain('Hello from the agent');
    expect(await page.textContent('.lw-chat-log')).not.toContain('```');
    // the chat fills its column: the header on top, the request box pinned at the bottom, only the log scrolls
    const box = await page.evaluate(() => {
      const r = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
      return { column: r('.chat-column'), head: r('.lw-chat-head'), input: r('.lw-chat-input'), scroll: document.querySelector('.chat-column')!.scrollTop };
    });
    expect(Math.abs(box.head.top - box.column.top)).toBeLessThan(2);
    expect(Math.abs(box.input.bottom - box.column.bottom)).toBeLessThan(2);
    expect(box.scroll).toBe(0);
    // the chat takes the workbench theme's colours, in both themes
    const themed = () =>
      page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--added)';
        probe.style.borderColor = 'var(--border)';
        document.querySelector('.lw-chat')!.appendChild(probe);
        const want = { ok: getComputedStyle(probe).color, border: getComputedStyle(probe).borderTopColor };
        probe.remove();
        return {
          want,
          ok: getComputedStyle(document.querySelector('.lw-status-ok')!).color,
          border: getComputedStyle(document.querySelector('.lw-chat-input')!).borderTopColor,
        };
      });
    for (const theme of ['dark', 'light']) {
      if (theme === 'light') await page.click('button[aria-label="toggle theme"]');
      const t = await themed();
      expect({ ok: t.ok, border: t.border }).toEqual(t.want);
    }
    await page.screenshot({ path: screenshotPath('agent-01-verified-offer') });
    expect(await editorText(page)).toBe(before);

    await page.click('.lw-tool-card.lw-clickable');
    await page.click('[data-testid="final-code-card"] button:has-text("Accept")');
    await page.waitForSelector('text=Accepted into the editor');
    // Monaco renders spaces as no-break spaces
    await page.waitForFunction(() => (document.querySelector('.monaco-editor .view-lines')?.textContent ?? '').replace(/\u00a0/g, ' ').includes('Hello from the agent'));
    expect(await editorText(page)).toContain('(setq msg "Hello from the agent")');

    // the model saw the run result and the request came from the page's session
    expect(llm!.requests).toHaveLength(2);
    expect(llm!.requests[1]!.body.messages.some((m) => m.role === 'tool' && (m.content ?? '').includes('Hello from the agent'))).toBe(true);
  });

  test('Stop ends a session in the middle of a stream', async () => {
    const page = await openWithAgent([{ text: 'Let me think about this for quite a long while before I answer.', chunkSize: 4, stallAfterChunks: 3 }]);
    await ask(page, 'something slow');
    await page.waitForSelector('.lw-msg-assistant.lw-streaming', { timeout: 30_000 });
    await page.click('button.lw-stop');
    await page.waitForSelector('[data-testid="stopped-card"]', { timeout: 30_000 });
    expect(await page.textContent('[data-testid="stopped-card"]')).toContain('Stopped by the user');
    expect(await page.locator('button.lw-stop').count()).toBe(0);
  });
});
