import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INVOKE_METHODS, type TextDocument } from '../../electron/shared/contract.js';
import { dispatchInvoke } from '../../electron/main/services/dispatch.js';
import { testConnection, type FetchLike } from '../../electron/main/services/connection-test.js';
import { tempHost, type TempHost } from '../support/temp-host.js';

let h: TempHost;
afterEach(() => h?.dispose());

const SECRET = 'sk-proj-DO-NOT-LEAK-4242';

describe('HostCore', () => {
  it('implements every contract method', () => {
    h = tempHost();
    for (const m of INVOKE_METHODS) expect(typeof h.core[m], m).toBe('function');
  });

  it('dispatches only contract methods with array arguments', async () => {
    h = tempHost();
    await expect(dispatchInvoke(h.core, 'constructor', [])).rejects.toMatchObject({ status: 404 });
    await expect(dispatchInvoke(h.core, 'emit', ['menu:command', {}])).rejects.toMatchObject({ status: 404 });
    await expect(dispatchInvoke(h.core, 'getSettings', 'x')).rejects.toMatchObject({ status: 400 });
    expect(await dispatchInvoke(h.core, 'newDrawing', [])).toMatchObject({ entityCount: 0 });
  });

  it('opens, saves and records recent files; Save As without a path writes into the workspace in browser mode', async () => {
    h = tempHost();
    const doc = { ...(await h.core.newDocument()), name: 'draw.lsp', text: '(princ)\n' };
    const saved = (await h.core.saveFileAs(doc)) as TextDocument | null;
    expect(saved?.path).toBe(join(h.workspace, 'draw.lsp'));
    expect(readFileSync(saved!.path!, 'utf8')).toBe('(princ)\n');
    expect(await h.core.openFile()).toBeNull(); // no native dialog in browser mode
    const opened = await h.core.openFile('draw.lsp'); // relative to the workspace
    expect(opened?.text).toBe('(princ)\n');
    expect((await h.core.getSettings()).recentFiles).toEqual([saved!.path]);
  });

  it('runs against a loaded sample through its id and exports only what passed', async () => {
    h = tempHost();
    const dwg = await h.core.openSample('tiny.dxf');
    const doc = { path: join(h.workspace, 'ok.lsp'), name: 'ok.lsp', text: '(setq n 7)\n', encoding: 'utf-8', eol: '\n' as const };
    const run = await h.core.run({ files: [{ name: doc.name, text: doc.text }], drawing: { kind: 'snapshot', id: dwg.id } }, 'run-1');
    expect(run.ok).toBe(true);
    expect(run.drawingHash).toBe(dwg.hash);
    const req = { document: doc, run, drawingId: dwg.id, case: { expect: { effect: {} } }, testsPassed: 0, drawingName: dwg.name };
    expect(await h.core.checkExport(req)).toEqual({ ok: true });
    const res = await h.core.exportVerified(req);
    expect(res).toEqual({ ok: true, path: join(h.workspace, 'ok.verified.lsp'), sidecar: join(h.workspace, 'ok.verified.verify.json') });
    expect(readFileSync(join(h.workspace, 'ok.verified.lsp'), 'utf8')).toContain(`;;; Drawing: tiny.dxf, sha-256 ${dwg.hash}`);
    const refused = await h.core.exportVerified({ ...req, document: { ...doc, text: '(setq n (/ 1 0))\n' }, path: 'other.lsp' });
    expect(refused).toMatchObject({ ok: false, reason: expect.stringMatching(/divide by zero/) });
    expect(readdirSync(h.workspace).sort()).toEqual(['ok.verified.lsp', 'ok.verified.verify.json']);
  });

  it('Save As never replaces an existing file without being asked, and never ends on a file open in another tab', async () => {
    h = tempHost();
    const doc = { ...(await h.core.newDocument()), name: 'a.lsp', text: '(princ 1)\n' };
    const first = (await h.core.saveFileAs(doc, 'a.lsp')) as TextDocument;
    expect(first.path).toBe(join(h.workspace, 'a.lsp'));
    const other = { ...(await h.core.newDocument()), name: 'b.lsp', text: '(princ 2)\n' };
    expect(await h.core.saveFileAs(other, 'a.lsp')).toEqual({ wouldReplace: join(h.workspace, 'a.lsp') });
    // the workspace "dialog" does not ask either
    expect(await h.core.saveFileAs({ ...other, name: 'a.lsp' })).toEqual({ wouldReplace: join(h.workspace, 'a.lsp') });
    expect(readFileSync(join(h.workspace, 'a.lsp'), 'utf8')).toBe('(princ 1)\n');
    expect(await h.core.saveFileAs(other, 'a.lsp', { overwrite: true, openPaths: [join(h.workspace, 'a.lsp')] })).toEqual({ openInTab: join(h.workspace, 'a.lsp') });
    const replaced = (await h.core.saveFileAs(other, 'a.lsp', { overwrite: true })) as TextDocument;
    expect(readFileSync(replaced.path!, 'utf8')).toBe('(princ 2)\n');
    // saving a document over its own file is plain Save
    expect(await h.core.saveFileAs({ ...first, text: '(princ 3)\n' }, 'a.lsp')).toMatchObject({ path: join(h.workspace, 'a.lsp') });
  });

  it('pushes file:opened for files opened from outside', async () => {
    h = tempHost();
    const saved = (await h.core.saveFileAs({ ...(await h.core.newDocument()), text: '1' }, 'x.lsp')) as TextDocument | null;
    const got: string[] = [];
    h.core.on('file:opened', (p) => got.push(p.document.name));
    await h.core.openExternal(saved!.path!);
    expect(got).toEqual(['x.lsp']);
  });

  it('never returns the API key in any renderer-visible payload, nor writes it under user data', async () => {
    h = tempHost({ env: { LISPWRIGHT_API_KEY: SECRET } });
    await h.core.setApiKey(SECRET + '-ui');
    const payloads = [
      await h.core.getSettings(),
      await h.core.setSettings({ provider: { preset: 'ollama' } }),
      await h.core.hostInfo(),
      await h.core.listAutosaved(),
      await h.core.testConnection(),
    ];
    const seen = JSON.stringify(payloads);
    expect(seen).not.toContain('DO-NOT-LEAK');
    expect(payloads[0]).toMatchObject({ provider: { hasApiKey: true } });
    for (const f of readdirSync(h.userData, { recursive: true }) as string[]) {
      if (f.endsWith('.json')) expect(readFileSync(join(h.userData, f), 'utf8')).not.toContain('DO-NOT-LEAK');
    }
  });

  it('answers agent calls with a clear not-configured error until an agent is wired in', async () => {
    h = tempHost({ agent: null });
    await expect(h.core.agentStart({ sessionId: 's1', task: 'x' })).rejects.toThrow(/not available/);
    expect(await h.core.agentTranscript('s1')).toEqual([]);
  });

  it('routes agent events to the agent:event push when an agent is given', async () => {
    h = tempHost({
      agent: (deps) => ({
        start: async (req) => deps.emit(req.sessionId, { type: 'assistant-message', text: (await deps.apiKey('https://api.openai.com/v1')) !== null ? 'key: yes' : 'key: no' }),
        stop: async () => {},
        transcript: async () => [],
        answer: async () => {},
      }),
      env: { OPENAI_API_KEY: 'k' },
    });
    const events: unknown[] = [];
    h.core.on('agent:event', (e) => events.push(e));
    await h.core.agentStart({ sessionId: 's9', task: 't' });
    expect(events).toEqual([{ sessionId: 's9', event: { type: 'assistant-message', text: 'key: yes' } }]);
  });
});

describe('testConnection', () => {
  const fakeFetch = (status: number, body: unknown, seen: { url?: string; auth?: string } = {}): FetchLike =>
    async (url, init) => {
      seen.url = url;
      seen.auth = init.headers.authorization;
      return { ok: status < 400, status, statusText: 'X', json: async () => body };
    };

  it('calls GET <base>/models with the key in the header only', async () => {
    const seen: { url?: string; auth?: string } = {};
    const r = await testConnection({ baseUrl: 'http://localhost:11434/v1/', model: 'qwen' }, SECRET, fakeFetch(200, { data: [{ id: 'qwen' }] }, seen));
    expect(r).toEqual({ ok: true, message: 'Connected: 1 model(s) available.' });
    expect(seen).toEqual({ url: 'http://localhost:11434/v1/models', auth: `Bearer ${SECRET}` });
  });

  it('explains refusals and missing models without echoing the key', async () => {
    expect((await testConnection({ baseUrl: 'http://x/v1', model: 'm' }, SECRET, fakeFetch(401, {}))).message).toMatch(/refused the API key/);
    const r = await testConnection({ baseUrl: 'http://x/v1', model: 'm' }, SECRET, fakeFetch(200, { data: [{ id: 'other' }] }));
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/does not list model "m"/);
    expect(r.message).not.toContain(SECRET);
  });
});
