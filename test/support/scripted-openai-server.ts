/*
 * A scripted OpenAI-compatible server for agent tests: real HTTP on 127.0.0.1, real SSE streaming
 * in the Chat Completions chunk format, tool-call arguments split across several chunks. It plays a
 * list of turns, one per POST /v1/chat/completions, records every request (body and headers) and
 * serves GET /v1/models. Tests talk to it with the real `openai` SDK through OpenAILLMClient.
 *
 * Besides the happy path it plays what real servers do wrong: 429 with Retry-After, a stream that
 * stalls mid-way, a server that never answers, an HTML page, a non-streamed JSON completion,
 * another vendor's stream format, finish_reason "length"/"content_filter", tool calls without an
 * index, duplicate tool-call ids and usage fields. It can also act as a trap (`startTrapServer`):
 * any HTTP server that records the Authorization headers it receives.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedToolCall {
  name: string;
  /** an object is JSON-encoded; a string is sent as is (for malformed-argument tests) */
  arguments: string | Record<string, unknown>;
  id?: string;
}

export interface ScriptedUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens?: number;
}

export interface StreamTurn {
  text?: string;
  toolCalls?: ScriptedToolCall[];
  /** characters per chunk for text and arguments (default 7) */
  chunkSize?: number;
  /** after this many chunks, stop sending and keep the connection open (stall / Stop tests) */
  stallAfterChunks?: number;
  /** the finish_reason of the last chunk (default "tool_calls" with tool calls, else "stop") */
  finishReason?: string;
  /** send tool-call deltas without `index` (some local servers do) */
  omitIndex?: boolean;
  /** a usage chunk (choices: []) after the finish chunk, as OpenAI sends with include_usage */
  usage?: ScriptedUsage;
}

export type ScriptedTurn =
  | StreamTurn
  /** an HTTP error with a JSON body (or the default error object) and optional headers */
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** accept the connection and never send anything */
  | { hang: true }
  /** any body with any content type, sent as is (status 200 unless given) */
  | { raw: string; contentType: string; status?: number };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: Array<{ role: string; content: string | null; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>; tool_call_id?: string }>;
    tools?: Array<{ function: { name: string } }>;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    temperature?: number;
  };
  /** size of the request body in bytes */
  bytes: number;
}

export interface ScriptedServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** stalled or hung connections that the client closed */
  closedStalls: number;
  /** turns not yet played */
  remaining(): number;
  close(): Promise<void>;
}

export interface ScriptedServerOptions {
  models?: string[];
  /** answer 400 to requests carrying stream_options (servers that reject unknown fields) */
  rejectStreamOptions?: boolean;
}

function pieces(s: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += size) out.push(s.slice(i, i + size));
  return out.length ? out : [''];
}

const argsText = (tc: ScriptedToolCall) => (typeof tc.arguments === 'string' ? tc.arguments : JSON.stringify(tc.arguments));

/** A non-streamed chat.completion body (what a server sends when it ignores `stream: true`). */
export function jsonCompletion(t: { text?: string; toolCalls?: ScriptedToolCall[]; finishReason?: string; usage?: ScriptedUsage }): string {
  return JSON.stringify({
    id: 'chatcmpl-json',
    object: 'chat.completion',
    created: 0,
    model: 'scripted-model',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: t.text ?? null,
          ...(t.toolCalls?.length ? { tool_calls: t.toolCalls.map((tc, i) => ({ id: tc.id ?? `call_json_${i}`, type: 'function', function: { name: tc.name, arguments: argsText(tc) } })) } : {}),
        },
        finish_reason: t.finishReason ?? (t.toolCalls?.length ? 'tool_calls' : 'stop'),
      },
    ],
    ...(t.usage ? { usage: t.usage } : {}),
  });
}

/** An Anthropic Messages-style stream (what a server speaking another vendor's API sends). */
export function anthropicStream(text: string): string {
  const ev = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  return [
    ev('message_start', { type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', content: [] } }),
    ev('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
    ev('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }),
    ev('message_stop', { type: 'message_stop' }),
  ].join('');
}

export const HTML_PAGE = '<!DOCTYPE html><html><head><title>Welcome to nginx!</title></head><body><h1>Welcome to nginx!</h1></body></html>';

export async function startScriptedServer(turns: ScriptedTurn[], opts: ScriptedServerOptions = {}): Promise<ScriptedServer> {
  const queue = [...turns];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const state = { closedStalls: 0 };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = req.url ?? '';
    if (req.method === 'GET' && url.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: (opts.models ?? ['scripted-model']).map((id) => ({ id, object: 'model', created: 0, owned_by: 'test' })) }));
      return;
    }
    if (req.method !== 'POST' || !url.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `no route ${req.method} ${url}` } }));
      return;
    }
    const raw = Buffer.concat(chunks);
    const body = JSON.parse(raw.toString('utf8')) as RecordedRequest['body'];
    requests.push({ path: url, headers: req.headers, body, bytes: raw.length });
    if (opts.rejectStreamOptions && body.stream_options) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Unrecognized request argument supplied: stream_options' } }));
      return;
    }
    const turn = queue.shift();
    if (!turn) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'scripted server: no more turns' } }));
      return;
    }
    let closed = false;
    const closedP = new Promise<void>((resolve) => res.on('close', () => ((closed = true), resolve())));
    const waitForClient = async () => {
      if (!closed) await closedP;
      state.closedStalls++;
    };
    if ('hang' in turn) return waitForClient();
    if ('raw' in turn) {
      res.writeHead(turn.status ?? 200, { 'content-type': turn.contentType });
      res.end(turn.raw);
      return;
    }
    if ('status' in turn) {
      res.writeHead(turn.status, { 'content-type': 'application/json', ...(turn.headers ?? {}) });
      res.end(JSON.stringify(turn.body ?? { error: { message: `scripted failure ${turn.status}`, type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const id = `chatcmpl-${requests.length}`;
    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model: body.model, choices, ...extra })}\n\n`;
    const frame = (delta: Record<string, unknown>, finish: string | null = null) => chunk([{ index: 0, delta, finish_reason: finish }]);
    const size = turn.chunkSize ?? 7;
    const frames: string[] = [frame({ role: 'assistant', content: '' })];
    if (turn.text) for (const p of pieces(turn.text, size)) frames.push(frame({ content: p }));
    (turn.toolCalls ?? []).forEach((tc, index) => {
      const [first, ...rest] = pieces(argsText(tc), size);
      const at = turn.omitIndex ? {} : { index };
      const callId = tc.id ?? `call_${requests.length}_${index}`;
      frames.push(frame({ tool_calls: [{ ...at, id: callId, type: 'function', function: { name: tc.name, arguments: first } }] }));
      // without an index, real servers repeat the id on every piece (or send none at all)
      for (const p of rest) frames.push(frame({ tool_calls: [{ ...at, ...(turn.omitIndex ? { id: callId } : {}), function: { arguments: p } }] }));
    });
    frames.push(frame({}, turn.finishReason ?? (turn.toolCalls?.length ? 'tool_calls' : 'stop')));
    if (turn.usage) frames.push(chunk([], { usage: { total_tokens: turn.usage.prompt_tokens + turn.usage.completion_tokens, ...turn.usage } }));
    const stallAt = turn.stallAfterChunks;
    for (let i = 0; i < frames.length; i++) {
      if (stallAt !== undefined && i === stallAt) return waitForClient();
      if (closed) return;
      res.write(frames[i]);
      await new Promise((r) => setImmediate(r));
    }
    res.end('data: [DONE]\n\n');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(e));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get closedStalls() {
      return state.closedStalls;
    },
    remaining: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface TrapServer {
  /** http://HOST:PORT/v1 */
  baseUrl: string;
  /** every request: method, path and its Authorization header (undefined when none was sent) */
  hits: Array<{ method: string; path: string; authorization: string | undefined }>;
  close(): Promise<void>;
}

/**
 * A trap: answers every request like an OpenAI-compatible server would (models list, a short
 * stream) and records the Authorization header of each, so tests can prove a key never reached it.
 * `host` may be another loopback address (127.0.0.2) so the trap has its own origin.
 */
export async function startTrapServer(host = '127.0.0.1'): Promise<TrapServer> {
  const hits: TrapServer['hits'] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization });
      if ((req.url ?? '').endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'scripted-model', object: 'model' }] }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const delta = { id: 'trap', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: { content: 'OK' }, finish_reason: 'stop' }] };
      res.end(`data: ${JSON.stringify(delta)}\n\ndata: [DONE]\n\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return { baseUrl: `http://${host}:${port}/v1`, hits, close: () => new Promise<void>((r) => server.close(() => r())) };
}
