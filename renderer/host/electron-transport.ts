/*
 * HostApi in the Electron app: the preload (electron/preload/preload.ts) exposes exactly the
 * contract's methods on `window.lispwright`, so there is nothing to adapt, only to find it.
 */
import type { HostApi } from '../../electron/shared/contract.js';

/** The name the preload exposes the bridge under. */
export const BRIDGE_KEY = 'lispwright';

export function electronHost(scope: object = globalThis): HostApi | null {
  const bridge = (scope as Record<string, unknown>)[BRIDGE_KEY];
  return bridge && typeof bridge === 'object' ? (bridge as HostApi) : null;
}
