import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
vi.mock('electron', () => import('../mocks/electron.js'));
import { BrowserWindow, ipcMain } from '../mocks/electron.js';
import { setupIpc, isTrustedSender } from '../../electron/main/ipc.js';
import { WindowRegistry, type MainContext } from '../../electron/main/context.js';
import { channelOf, INVOKE_METHODS } from '../../electron/shared/contract.js';
import { tempHost, type TempHost } from '../support/temp-host.js';

let h: TempHost;
let ctx: MainContext;
let win: BrowserWindow;

beforeEach(() => {
  ipcMain.handlers.clear();
  h = tempHost();
  const windows = new WindowRegistry();
  win = new BrowserWindow({});
  windows.add(win as never);
  ctx = {
    core: h.core, windows, userDataDir: h.userData, appRoot: h.root, rendererDir: h.root, preloadPath: '',
    rendererOrigin: 'lispwright://app', startUrl: 'lispwright://app/index.html', dev: false,
  };
  setupIpc(ctx);
});
afterEach(() => h.dispose());

const topFrame = (url: string) => ({ url, parent: null });
const call = (method: string, event: unknown, ...args: unknown[]) => ipcMain.handlers.get(channelOf(method as never))!(event, ...args);

describe('IPC', () => {
  it('registers one handler per contract method, and nothing else', () => {
    expect([...ipcMain.handlers.keys()].sort()).toEqual(INVOKE_METHODS.map((m) => `host:${m}`).sort());
  });

  it('serves our own window', async () => {
    const ev = { sender: win.webContents, senderFrame: topFrame('lispwright://app/index.html') };
    expect(await call('getSettings', ev)).toMatchObject({ theme: 'dark' });
    expect(await call('run', ev, { files: [{ name: 'a.lsp', text: '(+ 2 3)' }] }, 'r')).toMatchObject({ value: '5' });
  });

  it('rejects frames main did not create', async () => {
    const other = new BrowserWindow({}); // not registered: e.g. a window opened some other way
    const cases = [
      { sender: other.webContents, senderFrame: topFrame('lispwright://app/index.html') },
      { sender: win.webContents, senderFrame: { url: 'lispwright://app/index.html', parent: topFrame('lispwright://app/') } },
      { sender: win.webContents, senderFrame: topFrame('https://evil.example/') },
      { sender: win.webContents, senderFrame: topFrame('file:///etc/passwd') },
      { sender: win.webContents, senderFrame: null },
    ];
    for (const ev of cases) {
      expect(isTrustedSender(ev as never, ctx)).toBe(false);
      await expect(call('getSettings', ev)).rejects.toThrow(/refused/);
    }
  });

  it('accepts a dev-server origin only when configured for it, port included', () => {
    const dev = { ...ctx, rendererOrigin: 'http://localhost:5173' };
    expect(isTrustedSender({ sender: win.webContents, senderFrame: topFrame('http://localhost:5173/') } as never, dev)).toBe(true);
    expect(isTrustedSender({ sender: win.webContents, senderFrame: topFrame('http://localhost:5174/') } as never, dev)).toBe(false);
  });

  it('sends host errors as plain messages', async () => {
    const ev = { sender: win.webContents, senderFrame: topFrame('lispwright://app/index.html') };
    await expect(call('openSample', ev, '../../x.dxf')).rejects.toThrow('no sample drawing named ../../x.dxf');
  });

  it('forwards pushes to our windows', () => {
    h.core.emit('menu:command', { command: 'save' });
    expect(win.webContents.sent).toEqual([['menu:command', { command: 'save' }]]);
  });
});
