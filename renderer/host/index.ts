/*
 * The renderer's one way to reach the host: `getHost()`. Inside Electron it is the preload
 * bridge; in a browser it is the HTTP/WebSocket transport with the token from the page URL
 * (kept in sessionStorage so in-app navigation without the query string still works).
 * Components and stores import only this module; tests call `setHost(fake)`.
 */
import type { HostApi } from '../../electron/shared/contract.js';
import { electronHost } from './electron-transport.js';
import { createWebHost, type FetchFn, type SocketCtor } from './web-transport.js';

let current: HostApi | null = null;

const TOKEN_KEY = 'lispwright.token';

interface BrowserGlobals {
  location: { origin: string; search: string };
  sessionStorage?: { getItem(k: string): string | null; setItem(k: string, v: string): void };
  fetch: FetchFn;
  WebSocket: SocketCtor;
}

/** The token from `?token=` (remembered for the session), or the one remembered earlier. */
export function tokenFromLocation(g: Pick<BrowserGlobals, 'location' | 'sessionStorage'>): string {
  const fromUrl = new URLSearchParams(g.location.search).get('token');
  if (fromUrl) {
    g.sessionStorage?.setItem(TOKEN_KEY, fromUrl);
    return fromUrl;
  }
  return g.sessionStorage?.getItem(TOKEN_KEY) ?? '';
}

export function getHost(): HostApi {
  if (current) return current;
  const bridge = electronHost();
  if (bridge) return (current = bridge);
  const g = globalThis as unknown as BrowserGlobals;
  current = createWebHost({
    baseUrl: g.location.origin,
    token: tokenFromLocation(g),
    fetch: g.fetch.bind(globalThis) as FetchFn,
    WebSocket: g.WebSocket,
  });
  return current;
}

/** Replace the host (component tests, storybook-like harnesses). Pass null to go back to auto. */
export function setHost(host: HostApi | null): void {
  current = host;
}

export type { HostApi } from '../../electron/shared/contract.js';
