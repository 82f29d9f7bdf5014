/*
 * A scripted OpenAI-compatible server for agent tests: real HTTP on 127.0.0.1, real SSE streaming
 * in the Chat Completions chunk format, tool-call arguments split across several chunks. It plays a
 * list of turns, one per POST /v1/chat/completions, records every request (body and headers) and
 * serves GET /v1/models. Tests talk to it with the real `openai` SDK through OpenAILLMClient.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedToolCall {
  name: string;
  /** an object is JSON-encoded; a string is sent as is (for malformed-argument tests) */
  arguments: string | Record<string, unknown>;
  id?: string;
}

export type ScriptedTurn =
  | {
      text?: string;
      toolCalls?: ScriptedToolCall[];
      /** characters per chunk for text and arguments (default 7) */
      chunkSize?: number;
      /** after this many chunks, stop sending and keep the connection open (Stop tests) */
      stallAfterChunks?: number;
    }
  | { status: number; body?: unknown };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: Array<{ role: string; content: string | null; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>; tool_call_id?: string }>;
    tools?: Array<{ function: { name: string } }>;
    stream?: boolean;
    temperature?: number;
  };
}

export interface ScriptedServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** resolves when a stalled stream's connection was closed by the client */
  closedStalls: number;
  /** turns not yet played */
  remaining(): number;
  close(): Promise<void>;
}

function pieces(s: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += size) out.push(s.slice(i, i + size));
  return out.length ? out : [''];
}

export async function startScriptedServer(turns: ScriptedTurn[], opts: { models?: string[] } = {}): Promise<ScriptedServer> {
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
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
    requests.push({ path: url, headers: req.headers, body });
    const turn = queue.shift();
    if (!turn) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'scripted server: no more turns' } }));
      return;
    }
    if ('status' in turn) {
      res.writeHead(turn.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(turn.body ?? { error: { message: `scripted failure ${turn.status}`, type: 'server_error' } }));
      return;
    }
    let closed = false;
    const closedP = new Promise<void>((resolve) => res.on('close', () => ((closed = true), resolve())));
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const id = `chatcmpl-${requests.length}`;
    const frame = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    const size = turn.chunkSize ?? 7;
    const frames: string[] = [frame({ role: 'assistant', content: '' })];
    if (turn.text) for (const p of pieces(turn.text, size)) frames.push(frame({ content: p }));
    (turn.toolCalls ?? []).forEach((tc, index) => {
      const args = typeof tc.arguments === 'string' ? tc.arguments : JSON.stringify(tc.arguments);
      const [first, ...rest] = pieces(args, size);
      frames.push(frame({ tool_calls: [{ index, id: tc.id ?? `call_${requests.length}_${index}`, type: 'function', function: { name: tc.name, arguments: first } }] }));
      for (const p of rest) frames.push(frame({ tool_calls: [{ index, function: { arguments: p } }] }));
    });
    frames.push(frame({}, turn.toolCalls?.length ? 'tool_calls' : 'stop'));
    const stallAt = turn.stallAfterChunks;
    for (let i = 0; i < frames.length; i++) {
      if (stallAt !== undefined && i === stallAt) {
        // keep the connection open until the client goes away
        if (!closed) await closedP;
        state.closedStalls++;
        return;
      }
      res.write(frames[i]);
      await new Promise((r) => setImmediate(r));
    }
    res.end('data: [DONE]\n\n');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      res.writeHead(500);
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
