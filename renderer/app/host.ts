/*
 * The one place the workbench gets its HostApi. Components and store actions call `host()`;
 * tests call `provideHost(mock)` first. Kept apart from renderer/host/index.ts so the transport
 * module can be replaced without touching callers.
 */
import type { HostApi } from '../../electron/shared/contract.js';
import { getHost } from '../host/index.js';

let current: HostApi | null = null;

export function host(): HostApi {
  current ??= getHost();
  return current;
}

export function provideHost(h: HostApi): void {
  current = h;
}
