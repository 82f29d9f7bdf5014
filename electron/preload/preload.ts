/*
 * The bridge: one function per contract method on `window.lispwright`, each a fixed-channel
 * ipcRenderer.invoke, and `on(event, cb)` for pushes that hands the callback the payload only
 * (never the Electron event, which would expose `sender`) and returns an unsubscribe function.
 * Nothing else of Electron reaches the page. Runs sandboxed: only 'electron' may be required,
 * so the contract constants are bundled in.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { channelOf, INVOKE_METHODS, PUSH_EVENTS, type HostApi, type HostEvents } from '../shared/contract.js';

export function buildBridge(ipc: Pick<typeof ipcRenderer, 'invoke' | 'on' | 'removeListener'>): HostApi {
  const api: Record<string, unknown> = {};
  for (const m of INVOKE_METHODS) api[m] = (...args: unknown[]) => ipc.invoke(channelOf(m), ...args);
  api.on = <K extends keyof HostEvents>(event: K, cb: (payload: HostEvents[K]) => void): (() => void) => {
    if (!(PUSH_EVENTS as readonly string[]).includes(event)) throw new Error(`unknown host event: ${String(event)}`);
    if (typeof cb !== 'function') throw new Error('callback must be a function');
    const listener = (_e: IpcRendererEvent, payload: HostEvents[K]) => cb(payload);
    ipc.on(event, listener);
    return () => {
      ipc.removeListener(event, listener);
    };
  };
  return Object.freeze(api) as unknown as HostApi;
}

contextBridge.exposeInMainWorld('lispwright', buildBridge(ipcRenderer));
