/*
 * The host's debugger and console services over real session workers (dist/session-worker.mjs,
 * built by `npm test`): a DAP conversation through HostCore as the workbench has it (inline files,
 * the drawing the host holds), and a console session whose state carries, whose prompt is
 * answered by a pick, and whose Reset goes back to the opened drawing.
 */
import { afterEach, expect, test } from 'vitest';
import { tempHost, type TempHost } from '../support/temp-host.js';

let h: TempHost | null = null;
afterEach(async () => {
  await h?.core.disposeSessions();
  h?.dispose();
  h = null;
});

interface Dap {
  seq: number;
  type: string;
  command?: string;
  event?: string;
  request_seq?: number;
  success?: boolean;
  message?: string;
  body?: Record<string, unknown>;
}

function dapOver(host: TempHost, sessionId: string) {
  const messages: Dap[] = [];
  const waiters: Array<() => void> = [];
  host.core.on('debug:message', (p) => {
    if (p.sessionId !== sessionId) return;
    messages.push(p.message as Dap);
    for (const w of waiters.splice(0)) w();
  });
  let seq = 1;
  const until = async (pred: (m: Dap) => boolean): Promise<Dap> => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const m = messages.find(pred);
      if (m) {
        messages.splice(messages.indexOf(m), 1);
        return m;
      }
      if (Date.now() > deadline) throw new Error(`timed out; have ${messages.map((x) => x.command ?? x.event).join(', ')}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 200);
      });
    }
  };
  return {
    async request(command: string, args?: Record<string, unknown>): Promise<Dap> {
      const s = seq++;
      await host.core.debugSend(sessionId, { seq: s, type: 'request', command, ...(args ? { arguments: args } : {}) });
      return until((m) => m.type === 'response' && m.request_seq === s);
    },
    event: (name: string) => until((m) => m.type === 'event' && m.event === name),
  };
}

test('a debug session through the host: breakpoint, locals, the drawing at the stop, the result', async () => {
  h = tempHost({ agent: null });
  const drawing = await h.core.openSample('tiny.dxf');
  await h.core.debugStart('d1');
  const dap = dapOver(h, 'd1');
  await dap.request('initialize', { adapterID: 'lispwright' });
  const text = '(defun c:two (/ n)\n  (setq n (sslength (ssget "X")))\n  (entmake \'((0 . "POINT") (10 1.0 1.0 0.0)))\n  (princ n))\n(c:two)';
  expect((await dap.request('launch', { files: [{ name: 'two.lsp', text }], drawing: { kind: 'snapshot', id: drawing.id }, wantSnapshots: true })).success).toBe(true);
  await dap.event('initialized');
  const bp = await dap.request('setBreakpoints', { source: { name: 'two.lsp' }, breakpoints: [{ line: 4 }] });
  expect(bp.body?.breakpoints).toMatchObject([{ verified: true, line: 4 }]);
  await dap.request('configurationDone');
  expect((await dap.event('stopped')).body).toMatchObject({ reason: 'breakpoint' });
  const st = await dap.request('stackTrace', { threadId: 1 });
  const frames = st.body!.stackFrames as Array<{ id: number; name: string; line: number; source: { name: string } }>;
  expect(frames[0]).toMatchObject({ name: '(C:TWO)', line: 4, source: { name: 'two.lsp' } });
  const scopes = await dap.request('scopes', { frameId: frames[0]!.id });
  const vars = await dap.request('variables', { variablesReference: (scopes.body!.scopes as Array<{ variablesReference: number }>)[0]!.variablesReference });
  expect(vars.body!.variables).toMatchObject([{ name: 'N', value: '1' }]);
  const at = await dap.request('lispwright/drawing');
  const body = at.body as { after: { entities: unknown[] }; diff: { summary: { added: number } } };
  expect(body.diff.summary.added).toBe(1);
  expect(body.after.entities.length).toBe(2);
  await dap.request('continue', { threadId: 1 });
  const result = await dap.event('lispwright/result');
  expect(result.body).toMatchObject({ ok: true, value: '1', stage: 'ok' });
  expect((result.body as { after?: unknown }).after).toBeDefined();
  await dap.event('terminated');
  // the launch may not read the host's files: files come inline only
  await h.core.debugStart('d2');
  const bad = await dapOver(h, 'd2').request('launch', { program: '/etc/passwd' });
  expect(bad).toMatchObject({ success: false, message: expect.stringMatching(/needs "files"/) });
}, 60_000);

test('a console session keeps state, answers a prompt with a pick, and resets to the opened drawing', async () => {
  h = tempHost({ agent: null });
  const drawing = await h.core.openSample('tiny.dxf');
  await h.core.consoleOpen({ sessionId: 'c1', drawing: { kind: 'snapshot', id: drawing.id } });
  expect((await h.core.consoleEval('c1', '(setq a (sslength (ssget "X")))')).value).toBe('1');
  expect((await h.core.consoleEval('c1', '!a')).value).toBe('1');
  await h.core.consoleEval('c1', "(entmake '((0 . \"CIRCLE\") (10 0.0 0.0 0.0) (40 . 1.0)))");
  const d = await h.core.consoleDrawing('c1');
  expect(d?.diff.summary.added).toBe(1);
  expect(d?.after.entities.length).toBe(2);
  // a prompt: the host asks the renderer, which answers with a pick
  const asks: Array<{ id: number; kind: string; prompt: string }> = [];
  h.core.on('console:ask', (p) => {
    asks.push(p);
    void h!.core.consoleAnswer('c1', p.id, { point: [3, 4] });
  });
  const r = await h.core.consoleEval('c1', '(getpoint "\\nWhere: ")');
  expect(asks).toMatchObject([{ kind: 'getpoint', prompt: '\nWhere: ' }]);
  expect(r.value).toBe('(3.0 4.0 0.0)');
  await h.core.consoleReset('c1');
  expect((await h.core.consoleDrawing('c1'))?.diff.summary.added).toBe(0);
  expect((await h.core.consoleEval('c1', '!a')).value).toBe('nil');
  await h.core.consoleClose('c1');
  await expect(h.core.consoleEval('c1', '1')).rejects.toThrow(/open one first/);
}, 60_000);

test('Esc stops a runaway console expression and the session goes on', async () => {
  h = tempHost({ agent: null });
  await h.core.consoleOpen({ sessionId: 'c2', budget: 2_000_000_000 });
  await h.core.consoleEval('c2', '(setq keep 7)');
  const running = h.core.consoleEval('c2', '(while t)');
  await new Promise((r) => setTimeout(r, 300));
  await h.core.consoleCancel('c2');
  const r = await running;
  expect(r.ok).toBe(false);
  expect(r.error?.message).toBe('run cancelled');
  expect((await h.core.consoleEval('c2', '!keep')).value).toBe('7');
}, 60_000);
