// The view's scene built on the host and sent as bytes: drawingScene over the real web server and
// the renderer's web transport (application/octet-stream, not JSON), decoded to the scene the page
// would have built from the snapshot itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../electron/web/http-server.js';
import { createWebHost, type FetchFn, type SocketCtor, type WebHost } from '../../renderer/host/web-transport.js';
import { buildScene } from '../../renderer/canvas/scene.js';
import { decodeScene, unpackSceneArrays } from '../../renderer/canvas/scene-arrays.js';
import { tempHost, type TempHost } from '../support/temp-host.js';

const TOKEN = 'scene-bytes-token-abcdefghijklmnop';
let h: TempHost;
let srv: WebServer;
let host: WebHost;

beforeEach(async () => {
  h = tempHost();
  srv = await startWebServer({ core: h.core, token: TOKEN, rendererDir: h.root });
  host = createWebHost({ baseUrl: `http://127.0.0.1:${srv.port}`, token: TOKEN, fetch: fetch as unknown as FetchFn, WebSocket: WebSocket as unknown as SocketCtor });
});
afterEach(async () => {
  host.dispose();
  await srv.close();
  h.dispose();
});

describe('drawingScene: the scene as bytes from the host', () => {
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
