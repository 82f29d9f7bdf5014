/*
 * The agent wired into the real host (createHost's default agent): settings and key from the host,
 * a host-loaded drawing, events on the agent:event push, transcripts that survive a restart.
 */
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHost } from '../../electron/main/services/create-host.js';
import { WorkspaceDialogs } from '../../electron/main/services/dialogs.js';
import { EnvSecretStore } from '../../electron/main/services/secret-store.js';
import type { AgentEvent } from '../../agent/events.js';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server.js';
import { tempHost, type TempHost } from '../support/temp-host.js';
import { skipping } from '../support/samples.js';
import { deliver } from './helpers.js';
import { MOVE_TASK, V2, moveLinesTurns } from './movelines-fixture.js';

const KEY = 'sk-wired-NEVERSHOWN-123456789';
const CODE = '(defun c:count ( / ss)\n  (setq ss (ssget "X" \'((0 . "LINE"))))\n  (princ (if ss (sslength ss) 0))\n  (princ))';
let h: TempHost | undefined;
let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  h?.dispose();
});

describe('the agent in the host', () => {
  it('runs a session on a host drawing and keeps the transcript across a restart', async () => {
    server = await startScriptedServer([{ toolCalls: [{ name: 'run_lisp', arguments: { code: CODE, call: 'c:count', expect_effect: {} } }] }, { text: deliver(CODE) }]);
    // browser mode as started with LISPWRIGHT_BASE_URL: the environment key may go there
    h = tempHost({ env: { LISPWRIGHT_API_KEY: KEY, LISPWRIGHT_BASE_URL: server.baseUrl } });
    await h.core.setSettings({ provider: { model: 'scripted', maxRounds: 3 } });
    const drawing = await h.core.openSample('tiny.dxf');
    const events: AgentEvent[] = [];
    const stopped = new Promise<void>((resolve) =>
      h!.core.on('agent:event', (p) => {
        if (p.sessionId !== 'count.lsp') return;
        events.push(p.event as AgentEvent);
        if ((p.event as AgentEvent).type === 'stopped') resolve();
      }),
    );
    await h.core.agentStart({ sessionId: 'count.lsp', task: 'count the lines', drawingId: drawing.id, fileName: 'count.lsp' });
    await stopped;
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'stopped', verified: true, code: CODE });
    // the run went through the host's run service on the host-held drawing
    const run = events.find((e) => e.type === 'run-attached');
    expect(run?.type === 'run-attached' && run.result.output.map((o) => o.text).join('')).toBe('1');
    expect(run?.type === 'run-attached' && run.result.drawingHash).toBe(drawing.hash);
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    // the session's memory is the workspace's
    expect(events.find((e) => e.type === 'memory-injected')).toMatchObject({ dir: join(h.workspace, 'lispwright-memory') });
    expect(server.requests[0]!.body.messages[0]!.content).toContain('at most 3 different code versions');
    expect(JSON.stringify(events)).not.toContain('NEVERSHOWN');
    const dir = join(h.userData, 'agent-transcripts');
    const file = join(dir, 'count.lsp.json');
    // the transcript is written after the stopped event is pushed
    for (let i = 0; i < 100 && !(existsSync(file) && readFileSync(file, 'utf8').includes('"stopped"')); i++) await new Promise((r) => setTimeout(r, 20));
    expect(readdirSync(dir)).toEqual(['count.lsp.json']);

    // a restart over the same user-data folder sees the conversation
    const again = createHost({ mode: 'web', userDataDir: h.userData, appRoot: h.root, workspaceDir: h.workspace, dialogs: new WorkspaceDialogs(h.workspace), secrets: new EnvSecretStore({}) });
    const transcript = (await again.agentTranscript('count.lsp')) as AgentEvent[];
    expect(transcript[0]).toMatchObject({ type: 'user-message', text: 'count the lines', origin: 'user' });
    expect(Date.parse(transcript[0]!.at!)).toBeGreaterThan(0);
    expect(transcript.at(-1)).toMatchObject({ type: 'stopped', verified: true });
  });

  it('the product example in the app: OLD_LAYER lines moved, verified on the host-held floor plan', async (ctx) => {
    const floorPlan = join('assets', 'drawings', 'floor-plan.dxf');
    if (skipping('the product example in the app', existsSync(floorPlan) ? undefined : `${floorPlan} is missing`)) return ctx.skip();
    server = await startScriptedServer(moveLinesTurns());
    h = tempHost();
    copyFileSync(floorPlan, join(h.root, 'assets', 'drawings', 'floor-plan.dxf'));
    await h.core.setSettings({ provider: { preset: 'custom', baseUrl: server.baseUrl, model: 'scripted' } });
    const drawing = await h.core.openSample('floor-plan.dxf');
    const events: AgentEvent[] = [];
    const stopped = new Promise<void>((resolve) =>
      h!.core.on('agent:event', (p) => {
        events.push(p.event as AgentEvent);
        if ((p.event as AgentEvent).type === 'stopped') resolve();
      }),
    );
    // the script's saved tests beside it run in the gate
    writeFileSync(join(h.workspace, 'movelines.test.lsp'), ';;; call: c:movelines\n;;; test: says so on an empty drawing\n;;; expect-output: nothing to move\n;;; expect-effect: {}\n');
    await h.core.agentStart({ sessionId: 'movelines.lsp', task: MOVE_TASK, drawingId: drawing.id, fileName: 'movelines.lsp', documentPath: join(h.workspace, 'movelines.lsp') });
    await stopped;
    const runs = events.filter((e): e is Extract<AgentEvent, { type: 'run-attached' }> => e.type === 'run-attached');
    expect(runs[0]!.result.error?.message).toBe('bad argument type: lselsetp nil');
    const last = events.at(-1)!;
    expect(last).toMatchObject({ type: 'stopped', verified: true, code: V2, tests: [{ name: 'says so on an empty drawing', passed: true }] });
    if (last.type !== 'stopped') return;
    const changed = last.run!.diff!.entities;
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((e) => e.type === 'LINE' && e.change === 'modified' && e.groups?.map((g) => g.code).join() === '8')).toBe(true);
    // the proof can be exported: the run is a single-file run of the document's name and text
    // the export re-runs the session's case (command, inputs, expected effect) on the same drawing
    const c = last.case!;
    const exportCase = { ...(c.call ? { call: c.call } : {}), ...(c.inputs ? { inputs: c.inputs } : {}), ...(c.assertions ? { assertions: c.assertions } : {}), ...(c.expect ? { expect: c.expect } : {}) };
    const req = { document: { path: null, name: 'movelines.lsp', text: V2, encoding: 'utf-8' as const, eol: '\n' as const }, run: last.run!, case: exportCase, drawingId: drawing.id, testsPassed: 0, drawingName: drawing.name };
    expect(await h.core.exportVerified(req)).toMatchObject({ ok: true });
    // without the case the export repeats nothing: c:movelines is never called, so it does not verify
    expect(await h.core.exportVerified({ ...req, case: undefined, path: join(h.workspace, 'bare.lsp') })).toMatchObject({ ok: false, reason: expect.stringContaining('c:movelines') });
  });
});
