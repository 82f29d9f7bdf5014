import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../electron/web/http-server.js';
import { tempHost, type TempHost } from '../support/temp-host.js';

const TOKEN = 'test-token-0123456789abcdef';
let h: TempHost;
let srv: WebServer;
let base: string;

beforeEach(async () => {
  h = tempHost();
  const rendererDir = join(h.root, 'dist', 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  srv = await startWebServer({ core: h.core, token: TOKEN, rendererDir });
  base = `http://127.0.0.1:${srv.port}`;
});
afterEach(async () => {
  await srv.close();
  h.dispose();
});

const api = (method: string, args: unknown[], headers: Record<string, string> = { 'x-lispwright-token': TOKEN }) =>
  fetch(`${base}/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ args }) });

/** A raw request so Host/Origin can be set to anything (fetch forbids changing Host). */
function raw(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: srv.port, path, headers, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('browser-mode server', () => {
  it('listens on 127.0.0.1 only and prints a URL with the token', async () => {
    expect(srv.address).toBe('127.0.0.1');
    expect(srv.url).toBe(`http://127.0.0.1:${srv.port}/?token=${TOKEN}`);
    const external = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal);
    if (external) {
      const reached = await new Promise<boolean>((resolve) => {
        const s = connect(srv.port, external.address, () => {
          s.destroy();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      });
      expect(reached).toBe(false);
    }
  });

  it('requires the token for the page and sets a strict cookie for its assets', async () => {
    expect((await fetch(`${base}/`)).status).toBe(401);
    expect((await fetch(`${base}/?token=wrong-token-0123456789abcd`)).status).toBe(401);
    const page = await fetch(`${base}/?token=${TOKEN}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const cookie = page.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect((await fetch(`${base}/assets/app.js`)).status).toBe(401);
    const asset = await fetch(`${base}/assets/app.js`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('refuses path traversal out of the renderer folder', async () => {
    expect(await raw(`/../../package.json?token=${TOKEN}`, { host: `127.0.0.1:${srv.port}` })).toBe(404);
    expect(await raw(`/%2e%2e/%2e%2e/package.json?token=${TOKEN}`, { host: `127.0.0.1:${srv.port}` })).toBe(404);
  });

  it('checks Host and Origin against DNS rebinding and cross-site requests', async () => {
    expect(await raw(`/?token=${TOKEN}`, { host: `127.0.0.1:${srv.port}` })).toBe(200);
    expect(await raw(`/?token=${TOKEN}`, { host: `localhost:${srv.port}` })).toBe(200);
    expect(await raw(`/?token=${TOKEN}`, { host: `evil.example:${srv.port}` })).toBe(403);
    expect(await raw(`/?token=${TOKEN}`, { host: `127.0.0.1:${srv.port}`, origin: 'http://evil.example' })).toBe(403);
    expect((await api('getSettings', [], { 'x-lispwright-token': TOKEN, origin: 'http://evil.example' })).status).toBe(403);
  });

  it('answers API calls only with the token header (not the cookie)', async () => {
    expect((await api('getSettings', [], {})).status).toBe(401);
    expect((await api('getSettings', [], { cookie: `lispwright_token=${TOKEN}` })).status).toBe(401);
    expect((await api('getSettings', [], { 'x-lispwright-token': TOKEN.slice(0, -1) + 'X' })).status).toBe(401);
    const ok = await api('getSettings', []);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { value: { theme: string } }).value.theme).toBe('dark');
  });

  it('dispatches methods with their arguments and reports errors as messages', async () => {
    const run = await api('run', [{ files: [{ name: 'a.lsp', text: '(princ "x") (* 6 7)' }] }, 'r1']);
    expect(((await run.json()) as { value: { value: string; output: unknown } }).value).toMatchObject({ value: '42', output: [{ kind: 'text', text: 'x' }] });
    const samples = (await (await api('listSamples', [])).json()) as { value: Array<{ name: string }> };
    expect(samples.value.map((s) => s.name)).toEqual(['tiny.dxf']);
    const bad = await api('openSample', ['nope.dxf']);
    // a failing host method is an answer with `error` (the transport rejects with it), not an HTTP failure
    expect(bad.status).toBe(200);
    expect(await bad.json()).toEqual({ error: 'no sample drawing named nope.dxf' });
    expect((await api('notAMethod', [])).status).toBe(404);
    expect((await fetch(`${base}/api/getSettings`, { method: 'POST', headers: { 'x-lispwright-token': TOKEN, 'content-type': 'application/json' }, body: '{' })).status).toBe(400);
    expect((await api('cancel', ['r1'])).status).toBe(200);
  });

  it('pushes host events over the WebSocket and refuses sockets without the token', async () => {
    const refused = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${srv.port}/ws`);
      ws.on('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
      ws.on('open', () => resolve('open'));
      ws.on('error', () => {});
    });
    expect(refused).toBe('401');
    const ws = new WebSocket(`ws://127.0.0.1:${srv.port}/ws?token=${TOKEN}`);
    await new Promise((r) => ws.once('open', r));
    const msg = new Promise<unknown>((r) => ws.once('message', (d) => r(JSON.parse(String(d)))));
    h.core.emit('menu:command', { command: 'run' });
    expect(await msg).toEqual({ event: 'menu:command', payload: { command: 'run' } });
    ws.close();
  });

  it('serves a placeholder page when the renderer is not built', async () => {
    const other = await startWebServer({ core: h.core, token: TOKEN, rendererDir: join(h.root, 'missing') });
    try {
      const res = await fetch(`http://127.0.0.1:${other.port}/?token=${TOKEN}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('npm run build');
    } finally {
      await other.close();
    }
  });
});
