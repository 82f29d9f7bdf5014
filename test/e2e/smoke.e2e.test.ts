import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, startWebApp, type WebApp } from './support/start-web-app.js';

let app: WebApp;
beforeAll(async () => {
  app = await startWebApp();
});
afterAll(async () => {
  await app?.close();
});

describeE2E('browser mode smoke test', () => {
  it('loads the page with the token from the printed URL', async () => {
    const res = await app.page.goto(app.url);
    expect(res?.status()).toBe(200);
    expect(await app.page.title()).toMatch(/Lispwright/i);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers host API calls made from the page', async () => {
    const info = await app.page.evaluate(async (token) => {
      const r = await fetch('/api/hostInfo', { method: 'POST', headers: { 'content-type': 'application/json', 'x-lispwright-token': token }, body: '{"args":[]}' });
      return { status: r.status, body: await r.json() };
    }, app.token);
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({ mode: 'web', nativeDialogs: false, workspaceDir: app.workspaceDir });
    const run = await app.page.evaluate(async (token) => {
      const req = { files: [{ name: 'smoke.lsp', text: '(princ "hello") (* 6 7)' }] };
      const r = await fetch('/api/run', { method: 'POST', headers: { 'content-type': 'application/json', 'x-lispwright-token': token }, body: JSON.stringify({ args: [req, 'smoke-1'] }) });
      return (await r.json()).value;
    }, app.token);
    expect(run).toMatchObject({ ok: true, value: '42', output: [{ kind: 'text', text: 'hello' }] });
  });

  it('receives pushes over the WebSocket with the token', async () => {
    const opened = await app.page.evaluate(
      (token) =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(`ws://${location.host}/ws?token=${token}`);
          ws.onopen = () => resolve('open');
          ws.onerror = () => resolve('error');
        }),
      app.token,
    );
    expect(opened).toBe('open');
  });

  it('refuses the page, the API and the socket without the token (401)', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const res = await page.goto(app.origin + '/');
    expect(res?.status()).toBe(401);
    expect((await fetch(`${app.origin}/api/hostInfo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"args":[]}' })).status).toBe(401);
    const ws = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const s = new WebSocket(`ws://${location.host}/ws`);
          s.onopen = () => resolve('open');
          s.onerror = () => resolve('refused');
        }),
    );
    expect(ws).toBe('refused');
    await context.close();
  });
});
