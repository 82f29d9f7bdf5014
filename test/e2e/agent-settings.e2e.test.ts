/*
 * The agent settings in browser mode (Chromium), against the scripted server and a trap server that
 * records every Authorization header: the page shows the endpoint LISPWRIGHT_BASE_URL and
 * LISPWRIGHT_MODEL set, Test connection reports clearly, and after the base URL is changed to
 * another origin the environment's key goes there only once the user confirms on the page.
 * Then a session that asks the drafter a question, answered in the chat. Run `npm run build` first.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { startWebApp, screenshotPath, type WebApp } from './support/start-web-app.js';
import { startScriptedServer, startTrapServer, type ScriptedServer, type TrapServer } from '../support/scripted-openai-server.js';

const KEY = 'sk-e2e-NEVERONTHEPAGE-0123456789';
let app: WebApp | null = null;
let llm: ScriptedServer | null = null;
let trap: TrapServer | null = null;
afterEach(async () => {
  await app?.close();
  await llm?.close();
  await trap?.close();
  app = llm = trap = null;
});

const origin = (url: string) => new URL(url).origin;

describe('agent settings in browser mode', () => {
  test('the environment endpoint, Test connection, and the key held back from another origin until confirmed', async () => {
    llm = await startScriptedServer([{ text: 'OK' }, { text: 'OK' }], { models: ['scripted-model'] });
    trap = await startTrapServer();
    app = await startWebApp({ env: { LISPWRIGHT_BASE_URL: llm.baseUrl, LISPWRIGHT_MODEL: 'scripted-model', LISPWRIGHT_API_KEY: KEY } });
    const { page } = app;
    await page.waitForSelector('.editor-tab', { timeout: 30_000 });
    await page.click('.lw-chat-head button:has-text("Settings")');
    await page.waitForSelector('form[aria-label="agent settings"]');
    expect(await page.inputValue('input[aria-label="base URL"]')).toBe(llm.baseUrl);
    expect(await page.inputValue('input[aria-label="model"]')).toBe('scripted-model');
    expect(await page.textContent('[data-testid="key-status"]')).toContain('from the environment');
    expect(await page.textContent('[data-testid="key-status"]')).toContain(origin(llm.baseUrl));

    await page.click('button:has-text("Test connection")');
    await page.waitForSelector('[data-testid="connection-result"]');
    expect(await page.textContent('[data-testid="connection-result"]')).toMatch(/^✓ Connected: 1 model\(s\) available\. scripted-model answered a chat request with tools\.$/);
    expect(llm.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);

    // a new base URL on another origin: the key stays home until the user confirms
    await page.fill('input[aria-label="base URL"]', trap.baseUrl);
    await page.click('form[aria-label="agent settings"] button[type="submit"]');
    await page.waitForSelector('[data-testid="custody-warning"]');
    expect(await page.textContent('[data-testid="custody-warning"]')).toContain(`not ${origin(trap.baseUrl)}`);
    await page.click('button:has-text("Test connection")');
    await page.waitForFunction(() => document.querySelector('[data-testid="connection-result"]')?.textContent?.startsWith('✗'));
    expect(await page.textContent('[data-testid="connection-result"]')).toContain('Not sent');
    expect(trap.hits).toEqual([]);
    await page.screenshot({ path: screenshotPath('agent-settings-custody') });

    await page.click(`button:has-text("Send the key to ${origin(trap.baseUrl)}")`);
    await page.waitForSelector('[data-testid="custody-warning"]', { state: 'detached' });
    await page.click('button:has-text("Test connection")');
    await page.waitForFunction(() => document.querySelector('[data-testid="connection-result"]')?.textContent?.startsWith('✓'));
    expect(trap.hits.map((h) => h.authorization)).toContain(`Bearer ${KEY}`);
    // the key never reached the page
    expect(await page.content()).not.toContain('NEVERONTHEPAGE');
  });

  test('the agent asks a question; the answer in the chat lets the session go on to verified code', async () => {
    const code = '(defun c:hello ()\n  (princ "Hello")\n  (princ))';
    llm = await startScriptedServer([
      { toolCalls: [{ name: 'ask_user', arguments: { question: 'Which greeting do you want?', choices: ['Hello', 'Hi'] } }] },
      { toolCalls: [{ name: 'run_lisp', arguments: { code, call: 'c:hello', expect_effect: {} } }] },
      { text: `Here it is:\n\n\`\`\`lisp\n${code}\n\`\`\`\n` },
    ]);
    app = await startWebApp({ env: { LISPWRIGHT_BASE_URL: llm.baseUrl, LISPWRIGHT_MODEL: 'scripted-model' } });
    const { page } = app;
    await page.waitForSelector('.editor-tab', { timeout: 30_000 });
    await page.fill('textarea[aria-label="Ask the agent"]', 'print a greeting');
    await page.click('.lw-chat-input button[type="submit"]');
    await page.waitForSelector('[data-testid="question-card"] form', { timeout: 30_000 });
    expect(await page.textContent('[data-testid="question-card"]')).toContain('Which greeting do you want?');
    await page.click('[data-testid="question-card"] button:has-text("Hello")');
    await page.waitForSelector('[data-testid="final-code-card"]', { timeout: 30_000 });
    expect(await page.textContent('[data-testid="question-card"]')).toContain('Hello');
    expect(llm.requests[1]!.body.messages.find((m) => m.role === 'tool')?.content).toBe('The user answered: Hello');
    // the log shows who did what
    await page.click('.lw-chat-head button:has-text("Log")');
    await page.waitForSelector('.lw-log-table');
    const origins = await page.$$eval('.lw-log-table tbody tr td:nth-child(2)', (tds) => tds.map((t) => t.textContent));
    expect(new Set(origins)).toEqual(new Set(['user', 'gate', 'model']));
  });
});
