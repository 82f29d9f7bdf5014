/*
 * The browser-mode server against a hostile page or client (issue 10): files outside the
 * workspace, a script that would abort V8, malformed WebSocket frames, oversized bodies, reused
 * run ids, junk settings and budgets. After each attack the server must still answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import WebSocket from 'ws';
import { MAX_BODY_BYTES, MAX_WS_MESSAGE_BYTES, startWebServer, type WebServer } from '../../electron/web/http-server.js';
import { PoolRunService } from '../../electron/main/services/pool-run-service.js';
import { createRunnerPool } from '../../interpreter/worker/pool.js';
import { tempHost, type TempHost } from '../support/temp-host.js';

const TOKEN = 'test-token-0123456789abcdef';
let h: TempHost;
let srv: WebServer;
let base: string;
const logged: string[] = [];

beforeAll(async () => {
  // the real runner pool (dist/worker.mjs, built by npm test): the V8-aborting script runs there
  h = tempHost({ runs: new PoolRunService(createRunnerPool({ cacheSize: 0 })) });
  const rendererDir = join(h.root, 'dist', 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
  srv = await startWebServer({ core: h.core, token: TOKEN, rendererDir, log: (l) => logged.push(l) });
  base = `http://127.0.0.1:${srv.port}`;
});
afterAll(async () => {
  await srv.close();
  await h.core.deps.runs.dispose?.();
  h.dispose();
});

const api = async (method: string, args: unknown[]): Promise<{ status: number; body: { value?: unknown; error?: string } }> => {
  const r = await fetch(`${base}/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-lispwright-token': TOKEN }, body: JSON.stringify({ args }) });
  return { status: r.status, body: (await r.json()) as { value?: unknown; error?: string } };
};
const stillAnswers = async (): Promise<void> => {
  const r = await api('hostInfo', []);
  expect(r.body.value).toMatchObject({ mode: 'web' });
};

describe('the page reaches only the workspace', () => {
  it('cannot read /etc/passwd, /proc/self/environ or a file beside the workspace', async () => {
    writeFileSync(join(h.root, 'beside.lsp'), '(secret)');
    for (const p of ['/etc/passwd', '/etc/shadow', '/proc/self/environ', '../beside.lsp', join(h.root, 'beside.lsp')]) {
      const r = await api('openFile', [p]);
      expect(r.status, p).toBe(200);
      expect(r.body.error, p).toMatch(/^refused: /);
      expect(JSON.stringify(r.body), p).not.toMatch(/root:|secret|LISPWRIGHT/);
    }
  });

  it('cannot write outside the workspace with saveFileAs, saveFile or exportVerified', async () => {
    const doc = { path: null, name: 'x.lsp', text: '(princ)', encoding: 'utf-8', eol: '\n' };
    const target = join(h.root, 'written-outside.lsp');
    expect((await api('saveFileAs', [doc, target])).body.error).toMatch(/^refused: /);
    expect((await api('saveFileAs', [doc, '../written-outside.lsp'])).body.error).toMatch(/^refused: /);
    expect((await api('saveFile', [{ ...doc, path: target }])).body.error).toMatch(/^refused: /);
    const run = (await api('run', [{ files: [{ name: 'x.lsp', text: '(princ)' }] }, 'export-run'])).body.value;
    expect((await api('exportVerified', [{ document: doc, run, testsPassed: 0, drawingName: 'd', path: target }])).body.error).toMatch(/^refused: /);
    expect(existsSync(target)).toBe(false);
    expect((await api('saveFileAs', [doc, 'inside.lsp'])).body.value).toMatchObject({ path: join(h.workspace, 'inside.lsp') });
  });
});

describe('no script kills the server', () => {
  it('the 64M-character vl-string->list ends with stage budget and the next request still answers', async () => {
    const text = '(setq s "xxxxxxxxxxxxxxxx") (repeat 22 (setq s (strcat s s))) (vl-string->list s)';
    const r = await api('run', [{ files: [{ name: 'bomb.lsp', text }] }, 'bomb-1']);
    expect(r.body.value).toMatchObject({ stage: 'budget', error: { message: expect.stringContaining('memory') } });
    await stillAnswers();
    const next = await api('run', [{ files: [{ name: 'ok.lsp', text: '(+ 1 2)' }] }, 'after-bomb']);
    expect(next.body.value).toMatchObject({ stage: 'ok', value: '3' });
  }, 30_000);

  it('a budget past the pool range is refused, not run with a 5 ms backstop', async () => {
    const r = await api('run', [{ files: [{ name: 'a.lsp', text: '(+ 1 2)' }], budget: 3e12 }, 'huge-budget']);
    expect(r.body.error).toBe('invalid run request: budget must be a whole number from 1 to 2000000000, not 3000000000000');
    const ok = await api('run', [{ files: [{ name: 'a.lsp', text: '(+ 1 2)' }], budget: 2_000_000_000 }, 'max-budget']);
    expect(ok.body.value).toMatchObject({ stage: 'ok', value: '3' });
  });

  it('malformed run requests name the field', async () => {
    const bad = async (req: unknown): Promise<string | undefined> => (await api('run', [req, `bad-${Math.random()}`])).body.error;
    expect(await bad({ files: [{ name: 'a.lsp', text: '1' }], inputs: [null] })).toMatch(/^invalid run request: inputs\[0\] must be an answer/);
    expect(await bad({ files: [{ name: 'a.lsp', text: '1' }], inputs: [{ point: 'abc' }] })).toBe('invalid run request: inputs[0].point must be 2 or 3 numbers, not "abc"');
    expect(await bad({ files: [{ name: 'a.lsp', text: '1' }], inputs: [{ entity: {} }] })).toBe('invalid run request: inputs[0].entity must be a string, not an object');
    expect(await bad({ files: [{ name: 'a.lsp', text: '1' }], call: 5 })).toBe('invalid run request: call must be a string, not 5');
    expect(await bad({ files: [{ name: 'a.lsp', text: '1' }], assertions: 'x' })).toBe('invalid run request: assertions must be an array, not "x"');
  });

  it('a second run under a running run id is refused, so the first stays cancellable', async () => {
    const long = api('run', [{ files: [{ name: 'loop.lsp', text: '(while t)' }], budget: 2_000_000_000 }, 'same-id']);
    await new Promise((r) => setTimeout(r, 200));
    expect((await api('run', [{ files: [{ name: 'b.lsp', text: '1' }] }, 'same-id'])).body.error).toMatch(/^a run with id same-id is already running/);
    await api('cancel', ['same-id']);
    expect((await long).body.value).toMatchObject({ stage: 'cancelled' });
  }, 20_000);
});

describe('no frame or body kills the server', () => {
  const socket = (): Promise<WebSocket> =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${srv.port}/ws?token=${TOKEN}`);
      ws.on('open', () => resolve(ws));
      ws.on('error', reject);
    });
  const closeCode = (ws: WebSocket): Promise<number> => new Promise((resolve) => ws.on('close', (code) => resolve(code)));

  it('an invalid UTF-8 text frame closes that socket with 1007; the server goes on', async () => {
    const ws = await socket();
    const closed = closeCode(ws);
    // a raw masked text frame holding 0xFF 0xFE, which is not UTF-8
    const payload = Buffer.from([0xff, 0xfe]);
    const mask = Buffer.from([1, 2, 3, 4]);
    const frame = Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!))]);
    (ws as unknown as { _socket: { write(b: Buffer): void } })._socket.write(frame);
    expect(await closed).toBe(1007);
    // the socket's error was handled (logged), not thrown out of the server
    expect(logged.some((l) => /^websocket client: .*invalid UTF-8/.test(l))).toBe(true);
    await stillAnswers();
  });

  it('a message over the limit closes that socket with 1009; the server goes on', async () => {
    const ws = await socket();
    const closed = closeCode(ws);
    ws.send(Buffer.alloc(MAX_WS_MESSAGE_BYTES + 1, 0x61));
    expect(await closed).toBe(1009);
    expect(logged.some((l) => /^websocket client: Max payload size exceeded/.test(l))).toBe(true);
    await stillAnswers();
  });

  it('a body over the limit gets 413 (not a connection reset), declared or not', async () => {
    const declared = await rawPost(`{"args": []}`, { 'content-length': String(MAX_BODY_BYTES + 1) }, false);
    expect(declared).toMatch(/^HTTP\/1\.1 413 /);
    const chunked = await rawPost('x'.repeat(MAX_BODY_BYTES + 1024), { 'transfer-encoding': 'chunked' }, true);
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
    expect(chunked).toContain('request too large: at most 64 MB');
    await stillAnswers();
  }, 30_000);

  it('garbage on the HTTP socket is answered 400', async () => {
    const reply = await new Promise<string>((resolve) => {
      const s = connect(srv.port, '127.0.0.1', () => s.write('NOT HTTP AT ALL\r\n\r\n'));
      let got = '';
      s.on('data', (d) => (got += d.toString()));
      s.on('close', () => resolve(got));
      s.on('error', () => resolve(got));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    await stillAnswers();
  });

  /** POST raw bytes to /api/hostInfo; returns what the server answered before closing. */
  function rawPost(body: string, headers: Record<string, string>, chunked: boolean): Promise<string> {
    return new Promise((resolve) => {
      const s = connect(srv.port, '127.0.0.1');
      let got = '';
      s.on('data', (d) => (got += d.toString()));
      s.on('close', () => resolve(got));
      s.on('error', () => resolve(got));
      const head = [`POST /api/hostInfo HTTP/1.1`, `Host: 127.0.0.1:${srv.port}`, `x-lispwright-token: ${TOKEN}`, 'content-type: application/json', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      s.write(`${head.join('\r\n')}\r\n\r\n`);
      if (!chunked) {
        s.write(body);
        return;
      }
      const piece = 1024 * 1024;
      const pump = (at: number): void => {
        if (at >= body.length || s.destroyed) return void (s.destroyed || s.end('0\r\n\r\n'));
        const part = body.slice(at, at + piece);
        if (s.write(`${part.length.toString(16)}\r\n${part}\r\n`)) setImmediate(() => pump(at + piece));
        else s.once('drain', () => pump(at + piece));
      };
      pump(0);
    });
  }
});

describe('settings patches', () => {
  it('accept only known keys', async () => {
    for (const k of ['constructor', 'toString', '__proto__']) {
      const r = await fetch(`${base}/api/setSettings`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-lispwright-token': TOKEN }, body: `{"args": [{"${k}": {"x": 1}}]}` });
      expect(((await r.json()) as { error?: string }).error, k).toBe(`unknown setting: ${k}`);
    }
    expect((await api('setSettings', [{ budget: 3e12 }])).body.error).toBe('invalid value for setting budget');
    await stillAnswers();
  });
});
