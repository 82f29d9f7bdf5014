import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../electron/web/http-server.js';
import { createWebHost, type FetchFn, type SocketCtor, type WebHost } from '../../renderer/host/web-transport.js';
import { tokenFromLocation } from '../../renderer/host/index.js';
import { electronHost } from '../../renderer/host/electron-transport.js';
import { INVOKE_METHODS } from '../../electron/shared/contract.js';
import { tempHost, type TempHost } from '../support/temp-host.js';
import { buildScene } from '../../renderer/canvas/scene.js';
import { decodeScene, unpackSceneArrays } from '../../renderer/canvas/scene-arrays.js';
import { readSnapshotLines } from '../../interpreter/index.js';

const TOKEN = 'transport-token-abcdefghijklmnop';
let h: TempHost;
let srv: WebServer;
let host: WebHost;

beforeEach(async () => {
  h = tempHost();
  srv = await startWebServer({ core: h.core, token: TOKEN, rendererDir: h.root });
  host = createWebHost({
    baseUrl: `http://127.0.0.1:${srv.port}`,
    token: TOKEN,
    fetch: fetch as unknown as FetchFn,
    WebSocket: WebSocket as unknown as SocketCtor,
    reconnectMs: 20,
  });
});
afterEach(async () => {
  host.dispose();
  await srv.close();
  h.dispose();
});

describe('web transport (renderer side) against the server', () => {
  it('has every contract method plus on()', () => {
    for (const m of INVOKE_METHODS) expect(typeof host[m]).toBe('function');
    expect(typeof host.on).toBe('function');
  });

  it('round-trips invokes, including errors as Error messages', async () => {
    expect((await host.getSettings()).provider.preset).toBe('openai');
    const r = await host.run({ files: [{ name: 'a.lsp', text: '(+ 40 2)' }] }, 'r');
    expect(r.value).toBe('42');
    await expect(host.openSample('missing.dxf')).rejects.toThrow('no sample drawing named missing.dxf');
    expect(await host.cancel('r')).toBeUndefined();
  });

  it('delivers pushes to subscribers and stops after unsubscribe', async () => {
    const got: string[] = [];
    const off = host.on('menu:command', (p) => got.push(p.command));
    // wait until the socket is connected, then push
    for (let i = 0; i < 50 && got.length === 0; i++) {
      h.core.emit('menu:command', { command: 'save' });
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(got[0]).toBe('save');
    off();
    const n = got.length;
    h.core.emit('menu:command', { command: 'stop' });
    await new Promise((r) => setTimeout(r, 50));
    expect(got.length).toBe(n);
    expect(() => host.on('nope' as never, () => {})).toThrow(/unknown host event/);
  });

  it('fails calls with a wrong token', async () => {
    const bad = createWebHost({ baseUrl: `http://127.0.0.1:${srv.port}`, token: 'x', fetch: fetch as unknown as FetchFn, WebSocket: WebSocket as unknown as SocketCtor });
    await expect(bad.getSettings()).rejects.toThrow('Unauthorized');
  });
});

describe('transport selection helpers', () => {
  it('takes the token from the URL and remembers it for the session', () => {
    const store = new Map<string, string>();
    const sessionStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(tokenFromLocation({ location: { origin: 'http://x', search: '?token=abc' }, sessionStorage })).toBe('abc');
    expect(tokenFromLocation({ location: { origin: 'http://x', search: '' }, sessionStorage })).toBe('abc');
  });

  it('finds the Electron bridge only when the preload exposed it', () => {
    expect(electronHost({})).toBeNull();
    const bridge = { run: () => {} };
    expect(electronHost({ lispwright: bridge })).toBe(bridge);
  });
});

describe('drawingScene: the view\'s scene built on the host, as bytes', () => {
  it('answers octet-stream bytes that decode to the scene of the snapshot the page got', async () => {
    const d = await host.openSample('tiny.dxf');
    const res = await fetch(`http://127.0.0.1:${srv.port}/api/drawingScene`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-lispwright-token': TOKEN }, body: JSON.stringify({ args: [d.id] }) });
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    const bytes = await host.drawingScene(d.id);
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    const fromHost = decodeScene(unpackSceneArrays(bytes!));
    const onPage = buildScene(d.snapshot);
    expect(fromHost.items.length).toBeGreaterThan(0);
    expect(fromHost.items.map((it) => [it.handle, it.type, it.layer, it.bbox])).toEqual(onPage.items.map((it) => [it.handle, it.type, it.layer, it.bbox]));
  });

  it('answers null for a drawing it no longer holds, and refuses a missing id', async () => {
    expect(await host.drawingScene('dwg-unknown')).toBeNull();
    await expect(host.drawingScene(undefined as unknown as string)).rejects.toThrow(/drawing id/);
  });
});

describe('drawingSnapshot: a loaded drawing\'s whole snapshot as snapshot lines', () => {
  it('answers octet-stream UTF-8 snapshot lines equal to the snapshot the page got, null for an unknown drawing, and refuses a missing id', async () => {
    const d = await host.openSample('tiny.dxf');
    const res = await fetch(`http://127.0.0.1:${srv.port}/api/drawingSnapshot`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-lispwright-token': TOKEN }, body: JSON.stringify({ args: [d.id] }) });
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    const bytes = await host.drawingSnapshot(d.id);
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    const snap = await readSnapshotLines(new TextDecoder().decode(bytes!));
    expect(snap.entities.length).toBeGreaterThan(0);
    expect(snap).toEqual(JSON.parse(JSON.stringify(d.snapshot)));
    expect(await host.drawingSnapshot('dwg-unknown')).toBeNull();
    await expect(host.drawingSnapshot(undefined as unknown as string)).rejects.toThrow(/drawing id/);
  });
});
