/*
 * PLACEHOLDER until the host helper's transports land: the integrator replaces this file with
 * the real `getHost()` that picks the Electron preload bridge or the browser-mode WebSocket
 * transport. Until then every caller gets the in-page mock host.
 */
import type { HostApi } from '../../electron/shared/contract.js';
import { MockHost } from './mock-host.js';

let host: HostApi | null = null;

export function getHost(): HostApi {
  host ??= new MockHost();
  return host;
}
