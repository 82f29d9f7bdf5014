/*
 * The agent against what real model servers do: each scenario of issue 16's "Why" (transport and
 * caps) played by the scripted server over real HTTP through the real SDK, and ended as the issue
 * says. Waits are scaled down (timeScale, short idle timeouts) so the file runs in a few seconds.
 */
import { describe, expect, it } from 'vitest';
import { decideRetry, DEFAULT_RETRY, retryAfterMs } from '../../agent/transport/retry.js';
import { LLMRequestError } from '../../agent/errors.js';
import { anthropicStream, HTML_PAGE, jsonCompletion } from '../support/scripted-openai-server.js';
import { deliver, ofType, scenario } from './helpers.js';

const FIXED = '(defun c:total ( / a)\n  (setq a (+ 1 2))\n  (princ a)\n  (princ))';
const run = (code: string, extra: Record<string, unknown> = {}) => ({ name: 'run_lisp', arguments: { code, call: 'c:total', expect_effect: {}, ...extra } });
const IDLE = 150;

describe('retries', () => {
  it('waits out a 429 with Retry-After: 5, twice, and carries on', async () => {
    const limited = { status: 429, headers: { 'retry-after': '5' }, body: { error: { message: 'Rate limit reached', type: 'rate_limit' } } };
    const { stopped, events, server } = await scenario([limited, limited, { toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }]);
    const retries = ofType(events, 'retry');
    expect(retries.map((r) => [r.delayMs, r.fromServer, r.kind])).toEqual([
      [5000, true, 'rate-limit'],
      [5000, true, 'rate-limit'],
    ]);
    expect(retries[1]!.waitedMs).toBe(5000);
    expect(server.requests).toHaveLength(4);
    expect(stopped.reason).toBe('verified');
  });

  it('stops, saying why, when the server asks to wait longer than the retry limit allows', async () => {
    const { stopped, server } = await scenario([{ status: 429, headers: { 'retry-after': '600' } }, { text: deliver(FIXED) }]);
    expect(stopped.reason).toBe('network');
    expect(stopped.message).toContain('asked to wait 600 s, more than the 120 s retry limit');
    expect(server.requests).toHaveLength(1);
  });

  it('Stop cancels a Retry-After wait at once', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const { stopped, server } = await scenario([{ status: 429, headers: { 'retry-after': '30' } }, { text: deliver(FIXED) }], {
      retry: { timeScale: 1 },
      signal: controller.signal,
      onEvent: (e) => e.type === 'retry' && setTimeout(() => controller.abort(), 20),
    });
    expect(stopped.reason).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(server.requests).toHaveLength(1);
  });

  it('reads Retry-After as seconds, an HTTP date or retry-after-ms, and backs off exponentially without one', () => {
    const h = (o: Record<string, string>) => ({ get: (k: string) => o[k] ?? null });
    expect(retryAfterMs(h({ 'retry-after': '5' }))).toBe(5000);
    expect(retryAfterMs(h({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(h({ 'retry-after': new Date(60_000).toUTCString() }), 0)).toBe(60_000);
    expect(retryAfterMs(h({ 'retry-after': 'soon' }))).toBeUndefined();
    const e = new LLMRequestError('x', 'server');
    expect([1, 2, 3].map((n) => decideRetry(e, n, 0, DEFAULT_RETRY))).toMatchObject([{ delayMs: 1000 }, { delayMs: 2000 }, { delayMs: 4000 }]);
    expect(decideRetry(e, 4, 0, DEFAULT_RETRY).retry).toBe(false);
    expect(decideRetry(new LLMRequestError('x', 'protocol'), 1, 0, DEFAULT_RETRY).retry).toBe(false);
  });
});

describe('timeouts', () => {
  it('a stream that stalls mid-way stops within the idle timeout plus one retry, saying so', async () => {
    const stall = { text: 'Let me look at the drawing first and then write it.', chunkSize: 4, stallAfterChunks: 3 };
    const started = Date.now();
    const { stopped, events, server } = await scenario([stall, stall, { text: deliver(FIXED) }], { idleTimeoutMs: IDLE });
    const took = Date.now() - started;
    expect(stopped.reason).toBe('network');
    expect(stopped.message).toMatch(/sent nothing for 0\.2 s in the middle of its answer/);
    expect(ofType(events, 'retry').map((r) => r.kind)).toEqual(['idle']);
    expect(server.requests).toHaveLength(2);
    // two idle periods and a little overhead, never Node's 300 s body timeout
    expect(took).toBeLessThan(IDLE * 2 + 1500);
    await new Promise((r) => setTimeout(r, 30));
    expect(server.closedStalls).toBe(2);
  });

  it('a stall followed by a good answer carries on after one retry', async () => {
    const { stopped, events } = await scenario([{ text: 'thinking…', chunkSize: 2, stallAfterChunks: 2 }, { toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }], { idleTimeoutMs: IDLE });
    expect(ofType(events, 'retry')).toHaveLength(1);
    // the partial text of the stalled attempt is not part of the delivered answer
    expect(stopped.reason).toBe('verified');
  });

  it('a server that never answers costs two idle timeouts, not minutes', async () => {
    const started = Date.now();
    const { stopped, server } = await scenario([{ hang: true }, { hang: true }, { text: deliver(FIXED) }], { idleTimeoutMs: IDLE });
    expect(Date.now() - started).toBeLessThan(IDLE * 2 + 1500);
    expect(stopped.reason).toBe('network');
    expect(stopped.message).toContain('no answer to the request');
    expect(server.requests).toHaveLength(2);
  });
});

describe('servers that do not speak OpenAI streaming', () => {
  it('an HTML page is named as such, with its title, and not retried', async () => {
    const { stopped, server } = await scenario([{ raw: HTML_PAGE, contentType: 'text/html' }]);
    expect(stopped.reason).toBe('network');
    expect(stopped.message).toContain('HTML page ("Welcome to nginx!")');
    expect(stopped.message).toContain('/v1');
    expect(server.requests).toHaveLength(1);
  });

  it('a valid non-streamed JSON completion is used, tool calls and usage included', async () => {
    const { stopped, events, runs } = await scenario([
      { raw: jsonCompletion({ toolCalls: [run(FIXED)], usage: { prompt_tokens: 100, completion_tokens: 20 } }), contentType: 'application/json' },
      { raw: jsonCompletion({ text: deliver(FIXED), usage: { prompt_tokens: 150, completion_tokens: 30 } }), contentType: 'application/json' },
    ]);
    expect(runs).toHaveLength(1);
    expect(stopped.reason).toBe('verified');
    expect(stopped.usage).toMatchObject({ promptTokens: 250, completionTokens: 50, totalTokens: 300, turnsReported: 2 });
    expect(ofType(events, 'usage')).toHaveLength(2);
  });

  it('JSON that is not a completion says so instead of "the model stopped without delivering code"', async () => {
    const { stopped } = await scenario([{ raw: JSON.stringify({ result: 'hello' }), contentType: 'application/json' }]);
    expect(stopped.reason).toBe('network');
    expect(stopped.message).toContain('not an OpenAI chat completion');
  });

  it('an Anthropic-style stream is named, not "Cannot read properties of undefined"', async () => {
    const { stopped } = await scenario([{ raw: anthropicStream('Hello'), contentType: 'text/event-stream' }]);
    expect(stopped.reason).toBe('network');
    expect(stopped.message).toContain('Anthropic Messages stream format');
    expect(stopped.message).not.toContain('undefined');
  });
});

describe('finish reasons', () => {
  it('"length": the model is told its answer was cut and the cut calls are not run', async () => {
    const { stopped, events, server, runs } = await scenario([
      { toolCalls: [{ name: 'run_lisp', arguments: '{"code":"(defun c:total () (princ' }], finishReason: 'length' },
      { toolCalls: [run(FIXED)] },
      { text: deliver(FIXED) },
    ]);
    expect(runs).toHaveLength(1);
    const second = server.requests[1]!.body.messages;
    expect(second.find((m) => m.role === 'tool')?.content).toContain('cut off');
    expect(second.at(-1)?.content).toContain('finish_reason "length"');
    expect(ofType(events, 'notice')[0]!.message).toContain('cut off');
    expect(stopped.reason).toBe('verified');
  });

  it('"content_filter" stops with that reason', async () => {
    const { stopped, server } = await scenario([{ text: 'I cannot', finishReason: 'content_filter' }, { text: deliver(FIXED) }]);
    expect(stopped.reason).toBe('content-filter');
    expect(stopped.message).toContain('content filter');
    expect(server.requests).toHaveLength(1);
  });
});

describe('tool-call assembly', () => {
  it('calls without an index stay separate calls with their own names', async () => {
    const { events, server } = await scenario([
      { omitIndex: true, toolCalls: [{ name: 'lookup_function', arguments: { names: ['princ'] } }, run(FIXED)] },
      { text: deliver(FIXED) },
    ]);
    const names = ofType(events, 'tool-call-finished').map((f) => f.name);
    expect(names).toEqual(['lookup_function', 'run_lisp']);
    expect(names.join()).not.toContain('lookup_functionrun_lisp');
    const assistant = server.requests[1]!.body.messages.find((m) => m.role === 'assistant');
    expect(assistant?.tool_calls?.map((c) => c.function.name)).toEqual(['lookup_function', 'run_lisp']);
  });

  it('duplicate tool-call ids are made unique, within a turn and across turns', async () => {
    const look = { name: 'lookup_function', arguments: { names: ['princ'] }, id: 'call_1' };
    const { server } = await scenario([{ toolCalls: [look, { ...look, arguments: { names: ['prin1'] } }] }, { toolCalls: [{ ...look, arguments: { names: ['terpri'] } }] }, { text: deliver(FIXED) }]);
    const msgs = server.requests[2]!.body.messages;
    const ids = msgs.filter((m) => m.role === 'assistant').flatMap((m) => m.tool_calls?.map((c) => c.id) ?? []);
    expect(ids).toEqual(['call_1', 'call_1_2', 'call_1_3']);
    expect(msgs.filter((m) => m.role === 'tool').map((m) => m.tool_call_id)).toEqual(ids);
  });

  it('200 parallel calls: 8 run, the rest are answered "not run", and the next request stays small', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ name: 'inspect_drawing', arguments: { limit: i % 20 } }));
    const { events, server, runs } = await scenario([{ toolCalls: many, chunkSize: 400 }, { text: deliver(FIXED) }, { text: deliver(FIXED) }]);
    const finished = ofType(events, 'tool-call-finished').filter((f) => f.origin === 'model');
    expect(finished).toHaveLength(200);
    expect(finished.filter((f) => f.summary.startsWith('not run: too many calls'))).toHaveLength(192);
    // each inspect is two runs (snapshot and probe); only 8 calls ran
    expect(runs.length).toBeLessThanOrEqual(8 * 2 + 1);
    const tools = server.requests[1]!.body.messages.filter((m) => m.role === 'tool');
    expect(tools).toHaveLength(200);
    expect(tools[8]!.content).toContain('too many calls in one turn');
    expect(server.requests[1]!.bytes).toBeLessThan(400_000);
  });
});

describe('usage and caps', () => {
  it('records usage per turn, sums it for the session, and asks for it with stream_options', async () => {
    const { stopped, server } = await scenario([
      { toolCalls: [run(FIXED)], usage: { prompt_tokens: 1000, completion_tokens: 50 } },
      { text: deliver(FIXED), usage: { prompt_tokens: 1300, completion_tokens: 80 } },
    ]);
    expect(server.requests[0]!.body.stream_options).toEqual({ include_usage: true });
    expect(stopped.usage).toEqual({ promptTokens: 2300, completionTokens: 130, totalTokens: 2430, turnsReported: 2, turns: 2 });
  });

  it('a server that rejects stream_options is asked again without it', async () => {
    const { stopped, server } = await scenario([{ toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }], { server: { rejectStreamOptions: true } });
    expect(stopped.reason).toBe('verified');
    expect(server.requests.map((r) => r.body.stream_options !== undefined)).toEqual([true, false, false]);
  });

  it('1 MB of code is refused with a clear tool error and never resent', async () => {
    const huge = `(defun c:total () (princ "${'x'.repeat(1024 * 1024)}"))`;
    const { events, server, runs } = await scenario([{ toolCalls: [run(huge)], chunkSize: 65536 }, { toolCalls: [run(FIXED)] }, { text: deliver(FIXED) }]);
    expect(runs).toHaveLength(1);
    const card = ofType(events, 'tool-call-finished')[0]!;
    expect(card.ok).toBe(false);
    expect(card.summary).toContain('code too large');
    expect(JSON.stringify(card.args).length).toBeLessThan(200);
    expect(server.requests[1]!.body.messages.find((m) => m.role === 'tool')?.content).toContain('the limit is 65536');
    expect(server.requests[1]!.bytes).toBeLessThan(60_000);
    expect(server.requests[2]!.bytes).toBeLessThan(60_000);
  });

  it('compaction keeps a long session under the token budget, covering inspect results and old arguments', async () => {
    const inspect = (i: number) => ({ name: 'inspect_drawing', arguments: { limit: 20, type: `X${i}*` } });
    const codes = [1, 2, 3, 4, 5, 6].map((n) => `(defun c:total () (princ "${String(n).repeat(3000)}") (princ))`);
    const turns = [...Array.from({ length: 6 }, (_, i) => ({ toolCalls: [inspect(i)] })), ...codes.map((c) => ({ toolCalls: [run(c)] })), { text: deliver(codes[5]!) }];
    const { server, stopped } = await scenario(turns, { maxAttempts: 10, maxTurns: 20, contextBudget: 6000 });
    expect(stopped.reason).toBe('verified');
    const last = server.requests.at(-1)!;
    const chars = last.body.messages.reduce((n, m) => n + (m.content ?? '').length + (m.tool_calls ?? []).reduce((k, c) => k + c.function.arguments.length, 0), 0);
    expect(chars / 4).toBeLessThan(6000 + 2500); // the budget, plus the system prompt and the runs kept whole
    // the last 3 runs are whole, their code included; older calls lost their code
    const calls = last.body.messages.flatMap((m) => m.tool_calls ?? []).filter((c) => c.function.name === 'run_lisp');
    expect(calls.slice(-3).every((c) => c.function.arguments.includes('3'.repeat(3000)) || c.function.arguments.length > 3000)).toBe(true);
    expect(calls[0]!.function.arguments).toContain('left out of the history');
    expect(last.body.messages.filter((m) => m.role === 'tool' && (m.content ?? '').startsWith('[older tool result')).length).toBeGreaterThan(0);
  });
});
