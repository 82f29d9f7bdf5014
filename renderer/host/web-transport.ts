/*
 * HostApi over HTTP + WebSocket, for browser mode (electron/web/http-server.ts is the other end).
 * Invokes are `POST /api/<method>` with `{args}` and the token header; pushes arrive on one
 * WebSocket, opened on the first `on()` and reopened after a drop while anyone listens.
 * Written against minimal structural types (no DOM lib needed) so it also runs under Node in tests.
 */
import { INVOKE_METHODS, PUSH_EVENTS, WEB_CLIENT_HEADER, type HostApi, type HostEvents } from '../../electron/shared/contract.js';

export type FetchFn = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown>; arrayBuffer?(): Promise<ArrayBuffer>; headers?: { get(name: string): string | null } }>;

export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  close(): void;
}
export type SocketCtor = new (url: string) => SocketLike;

export interface WebTransportOptions {
  /** e.g. "http://127.0.0.1:5173" */
  baseUrl: string;
  token: string;
  fetch: FetchFn;
  WebSocket: SocketCtor;
  /** first reconnect delay; doubles up to 10 s */
  reconnectMs?: number;
  /** this page's name for the server (default a random one): a run's pushes come to the page that started it */
  clientId?: string;
}

/** A random client id (8–64 of [A-Za-z0-9_-], contract.ts isWebClientId). */
export function newClientId(): string {
  const c = (globalThis as { crypto?: { randomUUID?(): string } }).crypto;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  let s = '';
  while (s.length < 24) s += Math.random().toString(36).slice(2);
  return s.slice(0, 24);
}

export type WebHost = HostApi & { dispose(): void };

export const TOKEN_HEADER = 'x-lispwright-token';

export function createWebHost(o: WebTransportOptions): WebHost {
  const base = o.baseUrl.replace(/\/+$/, '');
  const clientId = o.clientId ?? newClientId();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let socket: SocketLike | null = null;
  let disposed = false;
  let delay = o.reconnectMs ?? 500;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function invoke(method: string, args: unknown[]): Promise<unknown> {
    const res = await o.fetch(`${base}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: o.token, [WEB_CLIENT_HEADER]: clientId },
      body: JSON.stringify({ args }),
    });
    // a binary answer (drawingScene: the view's scene as typed arrays) is the value itself
    if (res.ok && res.arrayBuffer && (res.headers?.get('content-type') ?? '').startsWith('application/octet-stream')) return res.arrayBuffer();
    let body: { value?: unknown; error?: string } = {};
    try {
      body = (await res.json()) as typeof body;
    } catch {
      // non-JSON answer: reported by status below
    }
    if (!res.ok) throw new Error(body.error ?? `host call ${method} failed (HTTP ${res.status})`);
    if (body.error !== undefined) throw new Error(body.error);
    return body.value;
  }

  const anyListening = (): boolean => [...listeners.values()].some((s) => s.size > 0);

  function connect(): void {
    if (socket || disposed) return;
    const wsUrl = `${base.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(o.token)}&client=${clientId}`;
    const ws = new o.WebSocket(wsUrl);
    socket = ws;
    ws.onopen = () => {
      delay = o.reconnectMs ?? 500;
    };
    ws.onmessage = (ev) => {
      let msg: { event?: string; payload?: unknown };
      try {
        msg = JSON.parse(String(ev.data)) as typeof msg;
      } catch {
        return;
      }
      for (const cb of listeners.get(msg.event ?? '') ?? []) cb(msg.payload);
    };
    ws.onerror = () => {};
    ws.onclose = () => {
      socket = null;
      if (disposed || !anyListening()) return;
      timer = setTimeout(() => {
        timer = null;
        connect();
      }, delay);
      delay = Math.min(delay * 2, 10_000);
    };
  }

  const api: Record<string, unknown> = {};
  for (const m of INVOKE_METHODS) api[m] = (...args: unknown[]) => invoke(m, args);
  api.on = (event: keyof HostEvents, cb: (payload: unknown) => void) => {
    if (!(PUSH_EVENTS as readonly string[]).includes(event)) throw new Error(`unknown host event: ${String(event)}`);
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(cb);
    connect();
    return () => {
      set.delete(cb);
    };
  };
  api.dispose = () => {
    disposed = true;
    if (timer) clearTimeout(timer);
    socket?.close();
    socket = null;
  };
  return api as unknown as WebHost;
}
