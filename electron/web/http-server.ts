/*
 * Browser mode: the renderer and the HostApi over HTTP + WebSocket on 127.0.0.1.
 *   GET  /?token=T        the renderer (sets an HttpOnly SameSite=Strict cookie so its assets load)
 *   GET  /<asset>         renderer files (token in the query or the cookie)
 *   POST /api/<method>    body {"args": [...]}, header x-lispwright-token: T → {"value": ...} or {"error": "..."}
 *                         (a method answering bytes, drawingScene, answers application/octet-stream)
 *   GET  /ws?token=T&client=C  WebSocket; the server pushes {"event": name, "payload": ...}; pushes
 *                         about one run go only to the client C whose invokes (header
 *                         x-lispwright-client: C) started it (contract.ts RUN_EVENTS)
 * Every request must pass the Host/Origin checks and carry the token (see auth.ts). The API takes
 * the token from the header only, never the cookie, so another site cannot post to it.
 *
 * Nothing a client sends can end the process: every socket has an 'error' listener, a body over
 * MAX_BODY_BYTES is answered 413 (then the connection is closed), and a WebSocket message that is
 * too large or not valid UTF-8 closes that socket with its close code (1009, 1007) and nothing else.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { isWebClientId, PUSH_EVENTS, WEB_CLIENT_HEADER, type HostEvents, type HostInvokes } from '../shared/contract.js';
import { RunOwners } from '../main/services/run-owners.js';
import { contentSecurityPolicy } from '../main/services/csp.js';
import { dispatchInvoke, errorMessage, InvokeError } from '../main/services/dispatch.js';
import { cookieToken, headerToken, hostAllowed, originAllowed, TOKEN_COOKIE, tokensEqual } from './auth.js';
import { PLACEHOLDER_HTML, readStatic } from '../main/services/static-files.js';

export const MAX_BODY_BYTES = 64 * 1024 * 1024;
/** Largest WebSocket message a client may send (clients only listen; anything they send is ignored). */
export const MAX_WS_MESSAGE_BYTES = 1024 * 1024;

/** The slice of HostCore the server needs: invokes plus push subscription. */
export interface ServedHost extends HostInvokes {
  on<K extends keyof HostEvents>(event: K, cb: (payload: HostEvents[K]) => void): () => void;
}

export interface WebServerOptions {
  core: ServedHost;
  token: string;
  rendererDir: string;
  /** 0 or undefined: an ephemeral port */
  port?: number;
  /** logs errors from host methods (never request bodies: they may hold file contents) */
  log?: (line: string) => void;
}

export interface WebServer {
  /** the address actually bound (always 127.0.0.1) */
  address: string;
  port: number;
  url: string;
  close(): Promise<void>;
}

const BIND = '127.0.0.1';

export async function startWebServer(o: WebServerOptions): Promise<WebServer> {
  let port = 0;
  // which page (client id) started which run, and each socket's client id
  const owners = new RunOwners<string>();
  const clientOf = new WeakMap<WebSocket, string>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_WS_MESSAGE_BYTES });
  wss.on('error', (e) => o.log?.(`websocket server: ${errorMessage(e)}`));
  const server = createServer((req, res) => {
    req.on('error', () => {}); // a client that resets mid-body: readBody reports it, nothing else to do
    res.on('error', () => {});
    handle(req, res).catch((e) => {
      o.log?.(`internal error: ${errorMessage(e)}`);
      if (res.destroyed) return;
      if (!res.headersSent) send(res, 500, { error: 'internal error' });
      else res.end();
    });
  });
  // malformed HTTP (bad request line, header overflow...): answer 400 if the socket still can, never throw
  server.on('clientError', (e: NodeJS.ErrnoException, socket: Duplex) => {
    if (e.code !== 'ECONNRESET' && socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  server.on('connection', (socket) => socket.on('error', () => socket.destroy()));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!hostAllowed(req.headers.host, port) || !originAllowed(req.headers.origin, port)) return sendText(res, 403, 'Forbidden');
    const url = new URL(req.url ?? '/', `http://${BIND}:${port}`);
    if (url.pathname.startsWith('/api/')) return handleApi(req, res, url.pathname.slice(5));
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed');
    const queryToken = url.searchParams.get('token');
    const viaQuery = tokensEqual(queryToken, o.token);
    if (!viaQuery && !tokensEqual(cookieToken(req), o.token)) return sendText(res, 401, 'Unauthorized: open the URL printed by the server (it carries the token).');
    const headers: Record<string, string> = {};
    if (viaQuery) headers['set-cookie'] = `${TOKEN_COOKIE}=${encodeURIComponent(o.token)}; HttpOnly; SameSite=Strict; Path=/`;
    const file = await readStatic(o.rendererDir, url.pathname);
    if (!file) {
      if (url.pathname === '/' || url.pathname === '/index.html') return sendHtml(res, PLACEHOLDER_HTML, headers);
      return sendText(res, 404, 'Not Found');
    }
    if (file.type.startsWith('text/html')) return sendHtml(res, file.body, headers);
    res.writeHead(200, { ...headers, ...baseHeaders(), 'content-type': file.type, 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  }

  function sendHtml(res: ServerResponse, body: string | Buffer, extra: Record<string, string>): void {
    res.writeHead(200, {
      ...extra,
      ...baseHeaders(),
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': contentSecurityPolicy({ wsOrigin: `ws://${BIND}:${port}` }),
    });
    res.end(body);
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, method: string): Promise<void> {
    if (!tokensEqual(headerToken(req), o.token)) return send(res, 401, { error: 'Unauthorized' });
    if (req.method !== 'POST') return send(res, 405, { error: 'use POST' });
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return send(res, 415, { error: 'send application/json' });
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return tooLarge(req, res);
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch (e) {
      if (e instanceof InvokeError && e.status === 413) return tooLarge(req, res);
      return send(res, e instanceof InvokeError ? e.status : 400, { error: e instanceof InvokeError ? e.message : 'invalid JSON' });
    }
    const args = (body as { args?: unknown } | null)?.args ?? [];
    const client = req.headers[WEB_CLIENT_HEADER];
    try {
      const value = await owners.track(method, Array.isArray(args) ? args : [], isWebClientId(client) ? client : undefined, () => dispatchInvoke(o.core, method, args));
      // bytes (the view's scene, drawingScene) go as they are, not as JSON
      if (value instanceof ArrayBuffer) return sendBytes(res, value);
      send(res, 200, value === undefined ? {} : { value });
    } catch (e) {
      if (e instanceof InvokeError) return send(res, e.status, { error: e.message });
      // A host method that fails (missing file, refused export...) is an answer, not an HTTP
      // failure: 200 with `error`, as Electron's invoke rejects. HTTP errors stay for the protocol
      // (401, 404, 405, 415), so the page console is not filled with failed-resource noise.
      o.log?.(`${method} failed: ${errorMessage(e)}`);
      send(res, 200, { error: errorMessage(e) });
    }
  }

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', `http://${BIND}:${port}`);
    const ok =
      url.pathname === '/ws' &&
      hostAllowed(req.headers.host, port) &&
      originAllowed(req.headers.origin, port) &&
      (tokensEqual(url.searchParams.get('token'), o.token) || tokensEqual(cookieToken(req), o.token));
    if (!ok) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const client = url.searchParams.get('client');
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (isWebClientId(client)) clientOf.set(ws, client);
      wss.emit('connection', ws, req);
    });
  });
  // Clients only listen; anything they send is ignored. A frame that breaks the protocol (too big,
  // invalid UTF-8) is an 'error' on that socket: ws closes it with the close code, the server goes on.
  wss.on('connection', (ws: WebSocket) => {
    ws.on('error', (e) => o.log?.(`websocket client: ${errorMessage(e)}`));
    ws.on('message', () => {});
  });

  const unsubscribe = PUSH_EVENTS.map((event) =>
    o.core.on(event, (payload) => {
      const msg = JSON.stringify({ event, payload });
      const route = owners.route(event, payload);
      for (const c of wss.clients) if (c.readyState === c.OPEN && (route === 'all' || clientOf.get(c) === route.to)) c.send(msg);
    }),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, BIND, () => resolve());
  });
  const bound = server.address() as AddressInfo;
  port = bound.port;

  return {
    address: bound.address,
    port,
    url: `http://${BIND}:${port}/?token=${o.token}`,
    async close() {
      for (const u of unsubscribe) u();
      for (const c of wss.clients) c.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function baseHeaders(): Record<string, string> {
  // The token is in the page URL: never leak it through a Referer.
  return { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { ...baseHeaders(), 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(json);
}

function sendBytes(res: ServerResponse, body: ArrayBuffer): void {
  res.writeHead(200, { ...baseHeaders(), 'content-type': 'application/octet-stream', 'content-length': String(body.byteLength), 'cache-control': 'no-store' });
  res.end(Buffer.from(body));
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...baseHeaders(), 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** 413 with a reason, then the connection closes once the answer is out (the rest of the body is not read). */
function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  req.removeAllListeners('data');
  req.resume();
  res.setHeader('connection', 'close');
  send(res, 413, { error: `request too large: at most ${MAX_BODY_BYTES / (1024 * 1024)} MB` });
  res.on('finish', () => setTimeout(() => req.socket.destroy(), 100).unref());
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      if (over) return;
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        over = true;
        chunks.length = 0;
        reject(new InvokeError('request too large', 413));
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
