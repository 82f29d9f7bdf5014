/*
 * The agent loop against a scripted OpenAI-compatible server (real HTTP, real SSE, real SDK).
 * Each stop rule has a test here that fails when the rule is taken out.
 */
import { describe, expect, it } from 'vitest';
import { codeHashOf } from '../../interpreter/runner/index.js';
import { deliver, ofType, scenario, session } from './helpers.js';

const BUGGY = '(defun c:total ( / a)\n  (setq a (+ 1 "2"))\n  (princ a)\n  (princ))';
const FIXED = '(defun c:total ( / a)\n  (setq a (+ 1 2))\n  (princ a)\n  (princ))';
const run = (code: string, extra: Record<string, unknown> = {}) => ({ name: 'run_lisp', arguments: { code, call: 'c:total', expect_effect: {}, ...extra } });

describe('agent loop', () => {
  it('repairs a buggy first attempt and delivers verified code', async () => {
    const { events, stopped, server } = await scenario([{ toolCalls: [run(BUGGY)] }, { text: 'The string "2" must be a number.', toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }]);
    expect(stopped.reason).toBe('verified');
    expect(stopped.verified).toBe(true);
    expect(stopped.code).toBe(FIXED);
    expect(stopped.codeHash).toBe(codeHashOf([{ name: 'agent.lsp', text: FIXED }]));
    expect(stopped.run?.codeHash).toBe(stopped.codeHash);
    expect(server.requests).toHaveLength(3);
    // the model saw the first run's error with its location
    const toolMsg = server.requests[1]!.body.messages.find((m) => m.role === 'tool');
    expect(toolMsg?.content).toContain('bad argument type: numberp: \\"2\\"');
    expect(toolMsg?.content).toMatch(/"line": 2/);
    // streaming: arguments arrived in several deltas, and cards finished with the right verdicts
    const deltas = ofType(events, 'tool-call-arguments-delta');
    expect(deltas.length).toBeGreaterThan(4);
    const finished = ofType(events, 'tool-call-finished');
    expect(finished.map((f) => f.ok)).toEqual([false, true]);
    expect(ofType(events, 'tool-call-started').map((s) => s.origin)).toEqual(['model', 'model']);
    expect(ofType(events, 'run-attached')).toHaveLength(2);
    expect(ofType(events, 'verification-changed').at(-1)?.verification.status).toBe('verified');
    expect(ofType(events, 'text-delta').map((e) => e.delta).join('')).toContain('```lisp');
    // the request was a streaming chat completion with the tools
    expect(server.requests[0]!.body.stream).toBe(true);
    expect(server.requests[0]!.body.tools?.map((t) => t.function.name)).toEqual(['inspect_drawing', 'lookup_function', 'check_code', 'run_lisp', 'run_tests', 'deliver', 'ask_user']);
  });

  it('runs delivered code that was never run (with the last run\'s case) and tells the model instead of ending', async () => {
    const earlier = FIXED.replace('(princ a)', '(princ (* a 1))');
    const { events, stopped, server, runs } = await scenario([{ toolCalls: [run(earlier)] }, { text: deliver(FIXED) }, { text: deliver(FIXED) }]);
    expect(server.requests).toHaveLength(3);
    const gate = ofType(events, 'tool-call-finished').filter((f) => f.origin === 'gate');
    expect(gate).toHaveLength(1);
    // the card says it is the gate's from its first event on
    expect(ofType(events, 'tool-call-started').filter((s) => s.callId === gate[0]!.callId).map((s) => s.origin)).toEqual(['gate']);
    expect(runs).toHaveLength(2);
    expect(runs[1]!.files[0]!.text).toBe(FIXED);
    // the gate repeated the last run's case: its call and its expected effect
    expect(runs[1]!.call).toBe('c:total');
    expect(runs[1]!.expect?.effect).toEqual({});
    const told = server.requests[2]!.body.messages.at(-1);
    expect(told?.role).toBe('user');
    expect(told?.content).toContain('[verification]');
    expect(told?.content).toContain('had not been run');
    expect(stopped.reason).toBe('verified');
    expect(stopped.code).toBe(FIXED);
  });

  it('does not accept code that differs from the run by one character', async () => {
    const edited = FIXED.replace('(princ a)', '(princ  a)');
    const { stopped, server, events } = await scenario([{ toolCalls: [run(FIXED)] }, { text: deliver(edited) }, { text: deliver(edited) }]);
    expect(ofType(events, 'tool-call-finished').filter((f) => f.origin === 'gate')).toHaveLength(1);
    expect(server.requests).toHaveLength(3);
    expect(stopped.code).toBe(edited);
  });

  it('refuses delivered code whose run failed', async () => {
    const { stopped, server } = await scenario([{ toolCalls: [run(BUGGY)] }, { text: deliver(BUGGY) }, { toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }]);
    expect(server.requests[2]!.body.messages.at(-1)?.content).toContain('did not pass');
    expect(stopped.reason).toBe('verified');
    expect(stopped.code).toBe(FIXED);
  });

  it('requires the saved tests to pass on the delivered text', async () => {
    const tests = [{ name: 'total is 3', call: 'c:total', assertions: ['(= 1 2)'] }];
    const { stopped, events, server } = await scenario([{ toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }], { session: session({ tests }) });
    // the gate ran the tests itself, they failed, and the model was told; the script then ran out
    const gate = ofType(events, 'tool-call-finished').filter((f) => f.origin === 'gate' && f.name === 'run_tests');
    expect(gate).toHaveLength(1);
    expect(gate[0]!.ok).toBe(false);
    expect(server.requests[2]!.body.messages.at(-1)?.content).toContain("does not pass this script's saved tests");
    expect(server.requests[2]!.body.messages.at(-1)?.content).toContain('test "total is 3"');
    expect(stopped.verified).toBe(false);
  });

  it('verifies when the saved tests pass', async () => {
    const tests = [{ name: 'prints 3', call: 'c:total', assertions: ['(= (+ 1 2) 3)'] }];
    const { stopped, events } = await scenario([{ toolCalls: [run(FIXED), { name: 'run_tests', arguments: {} }] }, { text: deliver(FIXED) }], { session: session({ tests }) });
    expect(ofType(events, 'tool-call-finished').find((f) => f.name === 'run_tests')?.summary).toBe('1/1 tests passed');
    expect(stopped.reason).toBe('verified');
  });

  it('stops as stuck when the same error comes twice in a row', async () => {
    const again = BUGGY.replace('(princ a)', '(princ a) ; retry');
    const { stopped, server } = await scenario([{ toolCalls: [run(BUGGY)] }, { toolCalls: [run(again)] }, { toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }]);
    expect(stopped.reason).toBe('stuck');
    expect(stopped.message).toContain('numberp');
    expect(stopped.message).toContain('line 2');
    expect(server.requests).toHaveLength(2);
    expect(server.remaining()).toBe(2);
  });

  it('stops at the attempt limit with the best version and what is unresolved', async () => {
    const v1 = '(defun c:total () (+ 1 (foo)))';
    const v2 = '(defun c:total () (/ 1 0))';
    const v3 = '(defun c:total () (+ 1 "x"))';
    const { stopped, server } = await scenario([{ toolCalls: [run(v1)] }, { toolCalls: [run(v2)] }, { toolCalls: [run(v3)] }, { toolCalls: [run(FIXED)] }], { maxAttempts: 3 });
    expect(stopped.reason).toBe('round-limit');
    expect(stopped.verified).toBe(false);
    expect(stopped.message).toContain('3 attempts');
    expect(server.requests).toHaveLength(3);
    expect(stopped.best?.code).toBe(v3);
    expect(stopped.unresolved.join('\n')).toContain('numberp: "x"');
  });

  it('stops when the model asks for more versions than allowed, keeping the best passing one', async () => {
    const other = FIXED.replace('2', '5');
    const { stopped, events } = await scenario([{ toolCalls: [run(FIXED)] }, { toolCalls: [run(other)] }], { maxAttempts: 1 });
    expect(stopped.reason).toBe('round-limit');
    expect(stopped.best?.code).toBe(FIXED);
    expect(stopped.best?.ok).toBe(true);
    expect(stopped.unresolved).toContain('the code passed but was not delivered');
    expect(ofType(events, 'tool-call-finished').at(-1)?.summary).toBe('attempt limit reached');
  });

  it('stops after maxTurns model turns', async () => {
    const look = { toolCalls: [{ name: 'lookup_function', arguments: { names: ['princ'] } }] };
    const { stopped, server } = await scenario([look, look, look, look], { maxTurns: 2 });
    expect(stopped.reason).toBe('round-limit');
    expect(server.requests).toHaveLength(2);
  });

  it('Stop in the middle of a stream ends the session and closes the connection', async () => {
    const controller = new AbortController();
    const { stopped, server, events } = await scenario([{ text: 'I will first inspect the drawing and then write the command.', chunkSize: 4, stallAfterChunks: 4 }], {
      signal: controller.signal,
      onEvent: (e, all) => {
        if (e.type === 'text-delta' && all.filter((x) => x.type === 'text-delta').length === 2) controller.abort();
      },
    });
    expect(stopped.reason).toBe('aborted');
    expect(stopped.verified).toBe(false);
    expect(ofType(events, 'text-delta').length).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.closedStalls).toBe(1);
  });

  it('retries once after a server error and continues', async () => {
    const { stopped, events, server } = await scenario([{ status: 500 }, { toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }]);
    expect(ofType(events, 'retry')).toHaveLength(1);
    expect(ofType(events, 'retry')[0]!.message).toContain('500');
    expect(server.requests).toHaveLength(3);
    expect(stopped.reason).toBe('verified');
  });

  it('stops with a clear message when a server error outlasts its retries', async () => {
    const { stopped, events, server } = await scenario([{ status: 500 }, { status: 503 }, { status: 502 }, { status: 503 }, { text: deliver(FIXED) }]);
    expect(stopped.reason).toBe('network');
    expect(stopped.message).toContain('after 4 tries');
    expect(stopped.message).toContain('503');
    expect(stopped.message).toContain(server.baseUrl);
    expect(ofType(events, 'error')).toHaveLength(1);
    // backoff doubles: 10, 20, 40 ms (retryDelayMs 10 in the helper)
    expect(ofType(events, 'retry').map((r) => r.delayMs)).toEqual([10, 20, 40]);
    expect(server.requests).toHaveLength(4);
  });

  it('does not retry a refused request (401) and never shows the API key', async () => {
    const apiKey = 'sk-test-SECRET-0123456789abcdef';
    const { stopped, events, server } = await scenario([{ status: 401, body: { error: { message: `Incorrect API key provided: ${apiKey}` } } }], { apiKey, secrets: [apiKey] });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(stopped.reason).toBe('network');
    expect(stopped.message).toContain('401');
    expect(stopped.message).toContain('API key');
    expect(JSON.stringify(events)).not.toContain('SECRET');
  });

  it('sends malformed tool arguments back to the model as tool results', async () => {
    const { stopped, events, server } = await scenario([
      { toolCalls: [{ name: 'run_lisp', arguments: '{"code": "(+ 1 2)"' }] },
      { toolCalls: [{ name: 'run_lisp', arguments: { code: 5, extra: true } }] },
      { toolCalls: [{ name: 'run_lisp_now', arguments: {} }] },
      { toolCalls: [run(FIXED)] },
      { text: deliver(FIXED) },
    ]);
    const results = server.requests.slice(1, 4).map((r) => r.body.messages.at(-1)?.content ?? '');
    expect(results[0]).toContain('not valid JSON');
    expect(results[1]).toContain('code: expected string, got integer');
    expect(results[1]).toContain('extra: unknown argument');
    expect(results[2]).toContain('no tool named "run_lisp_now"');
    expect(ofType(events, 'tool-call-finished').slice(0, 3).every((f) => !f.ok)).toBe(true);
    expect(stopped.reason).toBe('verified');
  });

  it('compacts old run results: the last 3 in full, older ones summarised', async () => {
    const codes = [1, 2, 3, 4, 5].map((n) => `(defun c:total () (princ ${n}) (princ))`);
    const { server } = await scenario([...codes.map((c) => ({ toolCalls: [run(c)] })), { text: deliver(codes[4]!) }], { maxAttempts: 10 });
    const last = server.requests[5]!.body.messages.filter((m) => m.role === 'tool').map((m) => m.content ?? '');
    expect(last).toHaveLength(5);
    expect(last[0]).toMatch(/^\[older run #1, summarised\] ok/);
    expect(last[1]).toMatch(/^\[older run #2, summarised\]/);
    for (const full of last.slice(2)) expect(full).toContain('"stage": "ok"');
  });
});
