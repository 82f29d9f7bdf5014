/*
 * `lispwright agent` end to end against the scripted OpenAI-compatible server: the real SDK, real
 * SSE, the CLI's own runner wiring. The product brief's example ("move all lines on OLD_LAYER to
 * NEW_LAYER") runs on assets/drawings/floor-plan.dxf through the drawing database; the guard only
 * skips it (with the reason) in a checkout without the sample or the drawing builtins.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseArgs } from '../../cli/args.js';
import { agentCommand, type AgentCliIo } from '../../cli/commands/agent.js';
import { cliRunLisp, loadDrawing } from '../../cli/commands/agent-wiring.js';
import type { AgentEvent } from '../../agent/events.js';
import { startScriptedServer, type ScriptedServer, type ScriptedTurn } from '../support/scripted-openai-server.js';
import { skipping } from '../support/samples.js';
import { deliver } from '../agent/helpers.js';
import { MOVE_TASK, V2, moveLinesTurns } from '../agent/movelines-fixture.js';

const servers: ScriptedServer[] = [];
afterEach(async () => void (await Promise.all(servers.splice(0).map((s) => s.close()))));

async function cli(argv: string[], turns: ScriptedTurn[], env: Record<string, string> = {}) {
  const server = await startScriptedServer(turns);
  servers.push(server);
  let out = '';
  let err = '';
  const io: AgentCliIo = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    env: { LISPWRIGHT_BASE_URL: server.baseUrl, LISPWRIGHT_MODEL: 'scripted-model', ...env },
    retryDelayMs: 5,
  };
  const code = await agentCommand(parseArgs(argv), io);
  return { code, out, err, server };
}

const HELLO = '(defun c:hello ()\n  (princ "Hello")\n  (princ))';

describe('lispwright agent', () => {
  it('parses its options', () => {
    const a = parseArgs(['agent', 'do it', '--drawing', 'x.dxf', '--base-url', 'http://h/v1', '--model', 'm', '--max-rounds', '3', '--json']);
    expect(a.command).toBe('agent');
    expect(a.target).toBe('do it');
    expect(a.json).toBe(true);
    expect(a).toMatchObject({ drawing: 'x.dxf', baseUrl: 'http://h/v1', model: 'm', maxRounds: 3 });
    expect(() => parseArgs(['agent', 'x', '--max-rounds', '0'])).toThrow(/positive whole number/);
    expect(() => parseArgs(['run', 'f.lsp', '--model', 'm'])).toThrow(/unknown option: --model/);
  });

  it('streams the session, prints the verified code and exits 0', async () => {
    const key = 'sk-cli-SECRETKEY-1234567890';
    const r = await cli(['agent', 'say hello'], [{ toolCalls: [{ name: 'run_lisp', arguments: { code: HELLO, call: 'c:hello' } }] }, { text: deliver(HELLO) }], { LISPWRIGHT_API_KEY: key });
    expect(r.code).toBe(0);
    expect(r.out).toContain('✓ run_lisp: ok');
    expect(r.out).toContain('  | Hello\n');
    expect(r.out).toContain(';; ---- verified code ----\n' + HELLO + '\n');
    expect(r.err).toContain('scripted-model at http://127.0.0.1');
    expect(r.err).toContain('(API key set)');
    expect(r.out + r.err).not.toContain('SECRETKEY');
    expect(r.server.requests[0]!.headers.authorization).toBe(`Bearer ${key}`);
  });

  it('exits 1 with the best version and what is unresolved when not verified', async () => {
    const bad = '(defun c:hello () (princ (/ 1 0)))';
    const call = { toolCalls: [{ name: 'run_lisp', arguments: { code: bad, call: 'c:hello' } }] };
    const r = await cli(['agent', 'say hello', '--max-rounds', '2'], [call, call]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('✗ Stuck');
    expect(r.out).toContain('best version so far (NOT verified)');
    expect(r.out).toContain('Unresolved:\n  - error at line 1, column 26: divide by zero');
  });

  it('--json prints one event per line, ending with stopped', async () => {
    const r = await cli(['agent', 'say hello', '--json'], [{ toolCalls: [{ name: 'run_lisp', arguments: { code: HELLO } }] }, { text: deliver(HELLO) }]);
    expect(r.code).toBe(0);
    const events = r.out.trim().split('\n').map((l) => JSON.parse(l) as AgentEvent);
    expect(events[0]!.type).toBe('user-message');
    expect(events.at(-1)).toMatchObject({ type: 'stopped', verified: true, code: HELLO });
    expect(events.some((e) => e.type === 'text-delta')).toBe(false);
  });

  it('exits 2 on configuration errors, without contacting a server', async () => {
    let err = '';
    const io: AgentCliIo = { out: () => {}, err: (t) => void (err += t), env: {} };
    expect(await agentCommand(parseArgs(['agent', 'x']), io)).toBe(2);
    expect(err).toContain('LISPWRIGHT_API_KEY');
    expect(await agentCommand(parseArgs(['agent', 'x', '--drawing', 'no-such.dxf', '--base-url', 'http://localhost:11434/v1', '--model', 'm']), io)).toBe(2);
    expect(err).toContain('cannot find the drawing no-such.dxf');
  });
});

// ---- the product brief's example --------------------------------------------------------------

const SAMPLES = 'assets/drawings';
const floorPlan = existsSync(SAMPLES) ? readdirSync(SAMPLES).find((f) => /\.dxf$/i.test(f) && readFileSync(join(SAMPLES, f), 'utf8').includes('OLD_LAYER')) : undefined;

/** Why the CLI's runner cannot select and modify entities of a DXF drawing here (undefined: it can). */
async function drawingRunsUnavailable(): Promise<string | undefined> {
  if (!floorPlan) return `no floor plan with OLD_LAYER lines in ${SAMPLES}`;
  const r = await cliRunLisp()({ files: [{ name: 'probe.lsp', text: '(sslength (ssget "X" \'((0 . "LINE") (8 . "OLD_LAYER"))))' }], drawing: loadDrawing(floorPlan).source });
  return r.ok && Number(r.value) > 0 ? undefined : `the probe selection on ${floorPlan} gave ${r.ok ? r.value : r.error?.message}`;
}
const ready = !skipping('the product brief example and the inspector on a real drawing', await drawingRunsUnavailable());

describe('the product brief example: move all lines on OLD_LAYER to NEW_LAYER', () => {
  it.skipIf(!ready)(
    // Needs the drawing database (ssget, entget, entmod) and a floor plan with LINEs on OLD_LAYER.
    'fails on an empty selection, adds the nil check and test data, and delivers verified code with its diff',
    async () => {
      const turns = moveLinesTurns();
      const r = await cli(['agent', MOVE_TASK, '--drawing', join(SAMPLES, floorPlan!)], turns);
      if (process.env.SHOW_AGENT_CLI) process.stdout.write(r.out);
      expect(r.err).toBe(`lispwright agent: scripted-model at ${r.server.baseUrl}, drawing: ${floorPlan}\n`);
      expect(r.out).toContain('✗ run_lisp: error at line 4');
      expect(r.out).toContain('bad argument type: lselsetp nil');
      expect(r.out).toMatch(/✓ run_lisp: ok, 0 added, \d+ modified, 0 deleted, 2 assertions passed/);
      expect(r.out).toContain('No lines on OLD_LAYER: nothing to move.');
      expect(r.out).toContain(';; ---- verified code ----\n' + V2 + '\n');
      expect(r.out).toMatch(/Diff on the session drawing: 0 added, [1-9]\d* modified, 0 deleted/);
      expect(r.out).toMatch(/\d+ x modified LINE on NEW_LAYER \(8: "?OLD_LAYER"? -> "?NEW_LAYER"?\)|modified LINE on NEW_LAYER \(8: "?OLD_LAYER"? -> "?NEW_LAYER"?\)/);
      expect(r.code).toBe(0);
    },
  );
});

describe('the inspector on a real drawing', () => {
  it.skipIf(!ready)('reports layers, counts, sysvars and real entget lists of the sample entities', async () => {
    const { runnerInspector } = await import('../../agent/inspector.js');
    const d = loadDrawing(floorPlan!);
    const inspector = runnerInspector(cliRunLisp(), () => ({ drawing: d.source, drawingName: d.name, tests: [], fileName: 'agent.lsp' }));
    const r = await inspector.inspect({ type: 'LINE', layer: 'OLD_LAYER', limit: 2 });
    expect(r.matched).toBe(r.countsByTypeAndLayer['LINE@OLD_LAYER']);
    expect(r.layers.find((l) => l.name === 'OLD_LAYER')?.entities).toBeGreaterThan(r.matched - 1);
    expect(r.sysvars.CLAYER).toMatch(/^"/);
    expect(r.samples).toHaveLength(2);
    expect(r.samples[0]).toMatch(/^\(\(-1 \. <Entity name: [0-9a-f]+>\) \(0 \. "LINE"\)/);
    expect(r.samples[0]).toContain('(8 . "OLD_LAYER")');
  });
});
