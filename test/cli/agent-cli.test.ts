/*
 * `lispwright agent` end to end against the scripted OpenAI-compatible server: the real SDK, real
 * SSE, the CLI's own runner wiring. The product brief's example ("move all lines on OLD_LAYER to
 * NEW_LAYER") runs on assets/drawings/floor-plan.dxf through the drawing database; the guard only
 * skips it (with the reason) in a checkout without the sample or the drawing builtins.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseArgs } from '../../cli/args.js';
import { agentCommand, readAnswers, type AgentCliIo } from '../../cli/commands/agent.js';
import { cliRunLisp, loadDrawing } from '../../cli/commands/agent-wiring.js';
import type { AgentEvent } from '../../agent/events.js';
import { startScriptedServer, type ScriptedServer, type ScriptedTurn } from '../support/scripted-openai-server.js';
import { skipping } from '../support/samples.js';
import { deliver } from '../agent/helpers.js';
import { MOVE_TASK, V2, moveLinesTurns } from '../agent/movelines-fixture.js';

const servers: ScriptedServer[] = [];
afterEach(async () => void (await Promise.all(servers.splice(0).map((s) => s.close()))));

async function cli(argv: string[], turns: ScriptedTurn[], env: Record<string, string> = {}, over: Partial<AgentCliIo> = {}) {
  const server = await startScriptedServer(turns);
  servers.push(server);
  let out = '';
  let err = '';
  const io: AgentCliIo = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    env: { LISPWRIGHT_BASE_URL: server.baseUrl, LISPWRIGHT_MODEL: 'scripted-model', ...env },
    retryDelayMs: 5,
    retry: { timeScale: 0.001 },
    ...over,
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
    const r = await cli(['agent', 'say hello'], [{ toolCalls: [{ name: 'run_lisp', arguments: { code: HELLO, call: 'c:hello', expect_effect: {} } }] }, { text: deliver(HELLO) }], { LISPWRIGHT_API_KEY: key });
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
    const call = { toolCalls: [{ name: 'run_lisp', arguments: { code: bad, call: 'c:hello', expect_effect: {} } }] };
    const r = await cli(['agent', 'say hello', '--max-rounds', '2'], [call, call]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('✗ Stuck');
    expect(r.out).toContain('best version so far (NOT verified)');
    expect(r.out).toContain('Unresolved:\n  - the run ended with an error at agent.lsp:1:26: divide by zero');
  });

  it('--json prints one event per line, ending with stopped', async () => {
    const r = await cli(['agent', 'say hello', '--json'], [{ toolCalls: [{ name: 'run_lisp', arguments: { code: HELLO, call: 'c:hello', expect_effect: {} } }] }, { text: deliver(HELLO) }]);
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

describe('lispwright agent: limits, output, questions and memory', () => {
  const tmp = () => mkdtempSync(join(tmpdir(), 'lw-agent-cli-'));

  it('runs code in the worker pool with a step budget: an endless entmake loop ends as "budget", the CLI stays responsive', async () => {
    const bomb = '(defun c:hello () (repeat 1000000 (entmake (list (cons 0 "LINE") (list 10 0.0 0.0 0.0) (list 11 1.0 1.0 0.0)))) (princ))';
    const started = Date.now();
    const r = await cli(['agent', 'make lines', '--budget', '20000', '--max-rounds', '1'], [{ toolCalls: [{ name: 'run_lisp', arguments: { code: bomb, call: 'c:hello' } }] }, { text: deliver(bomb) }]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(r.out).toContain('step budget exhausted');
    expect(r.code).toBe(1);
  });

  it('--json caps a run result (output, diff) and --out FILE gets it in full', async () => {
    const many = '(defun c:hello () (repeat 500 (entmake (list (cons 0 "LINE") (list 10 0.0 0.0 0.0) (list 11 1.0 1.0 0.0)))) (repeat 3000 (princ "0123456789")) (princ))';
    const dir = tmp();
    const file = join(dir, 'session.jsonl');
    try {
      const r = await cli(['agent', 'make lines', '--json', '--out', file], [{ toolCalls: [{ name: 'run_lisp', arguments: { code: many, call: 'c:hello', expect_effect: { added: [{ type: 'LINE', count: 500 }] } } }] }, { text: deliver(many) }]);
      expect(r.code).toBe(0);
      const lines = r.out.trim().split('\n');
      const attached = lines.map((l) => JSON.parse(l) as AgentEvent & { result?: { truncated?: string[]; diff?: { entities: unknown[] } } }).find((e) => e.type === 'run-attached')!;
      expect(attached.result!.truncated!.join()).toMatch(/output.*diff entities \(500/);
      expect(attached.result!.diff!.entities).toHaveLength(200);
      expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(80_000);
      const full = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as AgentEvent);
      const fullRun = full.find((e) => e.type === 'run-attached') as Extract<AgentEvent, { type: 'run-attached' }>;
      expect(fullRun.result.diff!.entities).toHaveLength(500);
      expect(fullRun.result.output.map((o) => o.text).join('').length).toBe(30_000);
      expect(full.every((e) => typeof e.at === 'string' && typeof e.origin === 'string')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a question stops with exit 3 and prints it; --answers supplies the reply', async () => {
    const ask = { toolCalls: [{ name: 'ask_user', arguments: { question: 'Which layer should the lines go to?' } }] };
    const asked = await cli(['agent', 'move the lines'], [ask, { text: deliver(HELLO) }]);
    expect(asked.code).toBe(3);
    expect(asked.out).toContain('? Which layer should the lines go to?');
    expect(asked.out).toContain('--answers');
    const answered = await cli(['agent', 'move the lines', '--answers', '["NEW_LAYER"]'], [ask, { toolCalls: [{ name: 'run_lisp', arguments: { code: HELLO, call: 'c:hello', expect_effect: {} } }] }, { text: deliver(HELLO) }]);
    expect(answered.out).toContain('> NEW_LAYER');
    expect(answered.server.requests[1]!.body.messages.find((m) => m.role === 'tool')!.content).toBe('The user answered: NEW_LAYER');
    expect(answered.code).toBe(0);
    expect(() => readAnswers('["a", 1]')).toThrow(/array of strings/);
  });

  it('--memory DIR: the lesson of a repaired session is written there and listed at the start of the next', async () => {
    const dir = tmp();
    try {
      const bad = '(defun c:hello ( / ss) (setq ss (ssget "X" (list (cons 8 "NOPE")))) (princ (sslength ss)) (princ))';
      const good = '(defun c:hello ( / ss) (setq ss (ssget "X" (list (cons 8 "NOPE")))) (if ss (princ (sslength ss))) (princ))';
      const call = (code: string) => ({ toolCalls: [{ name: 'run_lisp', arguments: { code, call: 'c:hello', expect_effect: {} } }] });
      const first = await cli(['agent', 'count the lines on NOPE', '--memory', dir], [call(bad), call(good), { text: deliver(good) }]);
      expect(first.code).toBe(0);
      expect(first.out).toMatch(/memory: wrote lesson ".*lselsetp nil"/);
      expect(readdirSync(join(dir, 'lessons'))).toHaveLength(1);
      const second = await cli(['agent', 'count the lines on NOPE again', '--memory', dir], [{ text: deliver(good) }, { text: deliver(good) }]);
      expect(second.out).toMatch(/memory: lesson ".*lselsetp nil"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--idle-timeout stops waiting for a silent server', async () => {
    expect(parseArgs(['agent', 'x', '--idle-timeout', '0.2']).idleTimeoutSec).toBe(0.2);
    expect(() => parseArgs(['agent', 'x', '--idle-timeout', '-1'])).toThrow(/seconds/);
    const started = Date.now();
    const r = await cli(['agent', 'x', '--idle-timeout', '0.15'], [{ hang: true }, { hang: true }]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r.code).toBe(1);
    expect(r.out).toContain('sent nothing for 0.2 s');
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
      expect(r.out).toMatch(/\d+ LINE on NEW_LAYER modified: layer OLD_LAYER → NEW_LAYER/);
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
