import { describe, expect, it, vi } from 'vitest';
vi.mock('electron', () => import('../mocks/electron.js'));
import { contextBridge, ipcRenderer } from '../mocks/electron.js';
import { INVOKE_METHODS } from '../../electron/shared/contract.js';

describe('preload bridge', async () => {
  await import('../../electron/preload/preload.js');
  const [key, api] = contextBridge.exposeInMainWorld.mock.calls[0] as [string, Record<string, (...a: unknown[]) => unknown>];

  it('exposes exactly the contract methods and on(), under window.lispwright', () => {
    expect(contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect(key).toBe('lispwright');
    expect(Object.keys(api).sort()).toEqual([...INVOKE_METHODS, 'on'].sort());
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('invokes the fixed channel of each method', async () => {
    await api.run!({ files: [] }, 'r1');
    expect(ipcRenderer.invoke).toHaveBeenLastCalledWith('host:run', { files: [] }, 'r1');
    await api.getSettings!();
    expect(ipcRenderer.invoke).toHaveBeenLastCalledWith('host:getSettings');
  });

  it('passes only the payload to listeners and unsubscribes the same listener', () => {
    const cb = vi.fn();
    const off = api.on!('menu:command', cb) as () => void;
    const [channel, listener] = ipcRenderer.on.mock.calls.at(-1) as [string, (e: unknown, p: unknown) => void];
    expect(channel).toBe('menu:command');
    listener({ sender: 'SECRET-ELECTRON-EVENT' }, { command: 'run' });
    expect(cb).toHaveBeenCalledWith({ command: 'run' });
    expect(cb.mock.calls[0]).toHaveLength(1);
    off();
    expect(ipcRenderer.removeListener).toHaveBeenCalledWith('menu:command', listener);
  });

  it('refuses to subscribe to channels outside the contract', () => {
    expect(() => api.on!('host:run', () => {})).toThrow(/unknown host event/);
  });
});
