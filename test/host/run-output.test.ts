/*
 * A run's streamed output over the contract ('run:output'), in both transports, with a real
 * worker pool: the browser-mode server sends it on the WebSocket of the page (client id) whose
 * invoke started the run, and no other; Electron IPC sends it to the window whose `run` invoke
 * started it (sender checks unchanged). The chunks come before the result and join to its output.
 * Pushes of runs no page started still go to every page, as before.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', () => import('../mocks/electron.js'));
import WebSocket from 'ws';
import { BrowserWindow, ipcMain } from '../mocks/electron.js';
import { setupIpc } from '../../electron/main/ipc.js';
import { WindowRegistry, type MainContext } from '../../electron/main/context.js';
import { PoolRunService } from '../../electron/main/services/pool-run-service.js';
import { RunOwners } from '../../electron/main/services/run-owners.js';
import type { WebServer } from '../../electron/web/http-server.js';
import { channelOf, WEB_CLIENT_HEADER, type HostEvents } from '../../electron/shared/contract.js';
import { createRunnerPool } from '../../interpreter/worker/pool.js';
import type { OutputChunk, RunRequest, RunResult } from '../../interpreter/runner/contract.js';
import { tempHost, type TempHost } from '../support/temp-host.js';
import { servePoolHost, type PoolWebHost } from '../support/pool-web-host.js';

const text = (chunks: readonly OutputChunk[]) => chunks.map((c) => c.text).join('');
// prints at once, then loops long enough for the output to arrive before the result
const RUN: RunRequest = { files: [{ name: 's.lsp', text: '(princ "first line\\n") (setq i 0) (repeat 300000 (setq i (1+ i))) (princ "last line\\n") (princ)' }] };

describe('RunOwners', () => {
  it('routes run events of a tracked run to its owner only, everything else to all', async () => {
    const o = new RunOwners<string>();
    let during: unknown;
    await o.track('run', [{}, 'r1'], 'page-a', async () => {
      during = o.route('run:output', { runId: 'r1', chunks: [] });
      // a second run under the same id keeps the first owner
      await o.track('run', [{}, 'r1'], 'page-b', async () => expect(o.route('run:ask', { runId: 'r1', askId: 1, ask: {} as never })).toEqual({ to: 'page-a' }));
      expect(o.route('run:output', { runId: 'other', chunks: [] })).toBe('all');
      expect(o.route('menu:command', { command: 'save' })).toBe('all');
    });
    expect(during).toEqual({ to: 'page-a' });
    expect(o.size).toBe(0);
    expect(o.route('run:output', { runId: 'r1', chunks: [] })).toBe('all');
    await o.track('getSettings', [], 'page-a', async () => expect(o.size).toBe(0));
    await expect(o.track('run', [{}, 'r2'], 'page-a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(o.size).toBe(0);
  });
});

describe('streamed output through the browser-mode server', () => {
  const TOKEN = 'stream-token-0123456789abcdef';
  let served: PoolWebHost;
  let srv: WebServer;
  let base: string;
  beforeAll(async () => {
    served = await servePoolHost(TOKEN, { cacheSize: 0 });
    ({ srv, base } = served);
  });
  afterAll(() => served.close());

  const api = async (method: string, args: unknown[], client?: string): Promise<unknown> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-lispwright-token': TOKEN, ...(client ? { [WEB_CLIENT_HEADER]: client } : {}) };
    const res = await fetch(`${base}/api/${method}`, { method: 'POST', headers, body: JSON.stringify({ args }) });
    const body = (await res.json()) as { value?: unknown; error?: string };
    if (body.error) throw new Error(body.error);
    return body.value;
  };
  /** a page's socket: every 'run:output' payload it gets, with the time it came */
  const page = async (client: string) => {
    const got: Array<HostEvents['run:output'] & { at: number }> = [];
    const ws = new WebSocket(`ws://127.0.0.1:${srv.port}/ws?token=${TOKEN}&client=${client}`);
    await new Promise((r) => ws.once('open', r));
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as { event: string; payload: HostEvents['run:output'] };
      if (m.event === 'run:output') got.push({ ...m.payload, at: performance.now() });
    });
    return { ws, got };
  };

  it('sends the output while the run runs to the page that started it, and not to another page', async () => {
    const a = await page('page-a-000001');
    const b = await page('page-b-000002');
    try {
      const r = (await api('run', [RUN, 'web-stream-1'], 'page-a-000001')) as RunResult;
      const done = performance.now();
      await new Promise((res) => setTimeout(res, 50)); // anything late would be in by now
      expect(r.stage).toBe('ok');
      expect(a.got.length).toBeGreaterThan(0);
      expect(a.got.every((p) => p.runId === 'web-stream-1')).toBe(true);
      expect(a.got[0]!.chunks).toEqual([{ kind: 'text', text: 'first line\n' }]);
      expect(a.got[0]!.at).toBeLessThan(done);
      expect(text(a.got.flatMap((p) => p.chunks))).toBe(text(r.output));
      expect(b.got).toEqual([]);
    } finally {
      a.ws.close();
      b.ws.close();
    }
  });

  it('a run started without a client id goes to every page (as pushes did before)', async () => {
    const a = await page('page-a-000003');
    try {
      const r = (await api('run', [RUN, 'web-stream-2'])) as RunResult;
      await new Promise((res) => setTimeout(res, 50));
      expect(text(a.got.flatMap((p) => p.chunks))).toBe(text(r.output));
    } finally {
      a.ws.close();
    }
  });

  it('a malformed client id names no page', async () => {
    const a = await page('page-a-000004');
    try {
      await api('run', [RUN, 'web-stream-3'], 'bad id!');
      await new Promise((res) => setTimeout(res, 50));
      expect(a.got.length).toBeGreaterThan(0); // not routed: sent to all
    } finally {
      a.ws.close();
    }
  });
});

describe('streamed output over Electron IPC', () => {
  let h: TempHost;
  let ctx: MainContext;
  beforeAll(() => {
    ipcMain.handlers.clear();
    h = tempHost({ runs: new PoolRunService(createRunnerPool({ cacheSize: 0 })) });
    ctx = {
      core: h.core, windows: new WindowRegistry(), userDataDir: h.userData, appRoot: h.root, rendererDir: h.root, preloadPath: '',
      rendererOrigin: 'lispwright://app', startUrl: 'lispwright://app/index.html', dev: false,
    };
    setupIpc(ctx);
  });
  afterAll(async () => {
    await h.core.deps.runs.dispose?.();
    h.dispose();
  });
  const topFrame = { url: 'lispwright://app/index.html', parent: null };

  it('sends the output to the window whose invoke started the run only; untrusted frames still cannot run', async () => {
    const a = new BrowserWindow({});
    const b = new BrowserWindow({});
    ctx.windows.add(a as never);
    ctx.windows.add(b as never);
    const run = ipcMain.handlers.get(channelOf('run'))!;
    const r = (await run({ sender: a.webContents, senderFrame: topFrame }, RUN, 'ipc-stream-1')) as RunResult;
    const mine = a.webContents.sent.filter(([ch]) => ch === 'run:output').map(([, p]) => p as HostEvents['run:output']);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]!.chunks[0]).toEqual({ kind: 'text', text: 'first line\n' });
    expect(text(mine.flatMap((p) => p.chunks))).toBe(text(r.output));
    expect(b.webContents.sent.filter(([ch]) => ch === 'run:output')).toEqual([]);
    const stranger = new BrowserWindow({});
    await expect(run({ sender: stranger.webContents, senderFrame: topFrame }, RUN, 'ipc-stream-2')).rejects.toThrow(/refused/);
  });
});
