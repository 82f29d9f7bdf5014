/*
 * Interactive runs end to end on the host: the broker's bookkeeping, then a real worker pool
 * behind the browser-mode server, answered over the contract exactly as the page does it
 * (the 'run:ask' push on the WebSocket, answerAsk over HTTP), and stopped while it waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AskBroker } from '../../electron/main/services/ask-broker.js';
import type { WebServer } from '../../electron/web/http-server.js';
import type { HostEvents } from '../../electron/shared/contract.js';
import type { AskRequest, RunRequest, RunResult } from '../../interpreter/runner/contract.js';
import type { TempHost } from '../support/temp-host.js';
import { servePoolHost, type PoolWebHost } from '../support/pool-web-host.js';

const ASK: AskRequest = { kind: 'grread', prompt: '', data: { tracking: true, allkeys: 0, cursor: 0, graphics: { vectors: [], frames: 0, texts: [], highlighted: [], hidden: [] } } };

describe('AskBroker', () => {
  it('pushes each question with an id and resolves it with the answer for that run only', async () => {
    const pushed: Array<HostEvents['run:ask']> = [];
    const b = new AskBroker((p) => pushed.push(p));
    const first = b.ask('run-a', ASK);
    const second = b.ask('run-b', ASK);
    expect(pushed.map((p) => [p.runId, p.askId])).toEqual([['run-a', 1], ['run-b', 2]]);
    expect(b.answer('run-b', 1, { grread: { key: 13 } })).toBe(false); // another run's question
    expect(b.answer('run-a', 1, { grread: { key: 13 } })).toBe(true);
    expect(b.answer('run-a', 1, { grread: { key: 13 } })).toBe(false); // answered already
    expect(await first).toEqual({ grread: { key: 13 } });
    b.closeRun('run-b');
    expect(await second).toBeNull();
    expect(b.waiting).toBe(0);
    expect(() => b.answer(1, 'x', null)).toThrow(/run id/);
  });

  it('lets only plain JSON of a bounded size through', async () => {
    const b = new AskBroker(() => {});
    const huge = b.ask('r', ASK);
    b.answer('r', 1, { grread: { key: 'x'.repeat(300_000) } });
    expect(await huge).toBeNull();
    const fn = b.ask('r', ASK);
    b.answer('r', 2, { dialog: { press: 'accept', extra: () => 1 } });
    expect(await fn).toEqual({ dialog: { press: 'accept' } });
  });
});

describe('an interactive run through the browser-mode server and a worker pool', () => {
  const TOKEN = 'interactive-token-0123456789';
  let served: PoolWebHost;
  let h: TempHost;
  let srv: WebServer;
  let base: string;
  beforeAll(async () => {
    served = await servePoolHost(TOKEN);
    ({ h, srv, base } = served);
  });
  afterAll(() => served.close());

  const api = async (method: string, args: unknown[]): Promise<unknown> => {
    const res = await fetch(`${base}/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-lispwright-token': TOKEN }, body: JSON.stringify({ args }) });
    const body = (await res.json()) as { value?: unknown; error?: string };
    if (body.error) throw new Error(body.error);
    return body.value;
  };
  const socket = async (onAsk: (p: HostEvents['run:ask']) => void): Promise<WebSocket> => {
    const ws = new WebSocket(`ws://127.0.0.1:${srv.port}/ws?token=${TOKEN}`);
    await new Promise((r) => ws.once('open', r));
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as { event: string; payload: HostEvents['run:ask'] };
      if (m.event === 'run:ask') onAsk(m.payload);
    });
    return ws;
  };
  const dialogRun: RunRequest = {
    files: [
      { name: 'n.lsp', text: '(setq id (load_dialog "n.dcl")) (new_dialog "n" id) (action_tile "accept" "(setq v (get_tile \\"v\\")) (done_dialog 1)") (list (start_dialog) v)' },
      { name: 'n.dcl', text: 'n : dialog { label = "Number"; : edit_box { key = "v"; label = "N"; } ok_cancel; }' },
    ],
    interactive: true,
  };

  it('pushes the dialog, takes the answers over HTTP and finishes the run with them', async () => {
    const seen: string[] = [];
    const ws = await socket((p) => {
      if (p.ask.kind !== 'dialog') return;
      seen.push(p.ask.data.title);
      const answer = seen.length === 1 ? { dialog: { tiles: { v: '42' } } } : { dialog: { press: 'accept' } };
      void api('answerAsk', [p.runId, p.askId, answer]);
    });
    try {
      const r = (await api('run', [dialogRun, 'live-1'])) as RunResult;
      expect(r.value).toBe('(1 "42")');
      expect(seen).toEqual(['Number', 'Number']);
      expect(r.dialogs?.[0]?.answeredBy).toBe('user');
    } finally {
      ws.close();
    }
  });

  it('Stop while the dialog waits cancels the run', async () => {
    const ws = await socket((p) => void api('cancel', [p.runId]));
    try {
      const r = (await api('run', [{ ...dialogRun, budget: 999_999 }, 'live-2'])) as RunResult;
      expect(r.stage).toBe('cancelled');
      expect(h.core.asks.waiting).toBe(0);
    } finally {
      ws.close();
    }
  });
});
