import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
vi.mock('electron', () => import('../mocks/electron.js'));
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserWindow, dialog } from '../mocks/electron.js';
import { createMainWindow, mainWindowOptions } from '../../electron/main/windows.js';
import { WindowRegistry, type MainContext } from '../../electron/main/context.js';
import { tempHost, type TempHost } from '../support/temp-host.js';

let h: TempHost;
let ctx: MainContext;
beforeEach(() => {
  h = tempHost();
  ctx = {
    core: h.core, windows: new WindowRegistry(), userDataDir: mkdtempSync(join(tmpdir(), 'lw-win-')), appRoot: h.root,
    rendererDir: join(h.root, 'dist', 'renderer'), preloadPath: '/app/dist/electron/preload.cjs',
    rendererOrigin: 'lispwright://app', startUrl: 'lispwright://app/index.html', dev: false,
  };
});
afterEach(() => {
  rmSync(ctx.userDataDir, { recursive: true, force: true });
  h.dispose();
});

describe('main window', () => {
  it('isolates the renderer: contextIsolation, sandbox, no nodeIntegration, no webview', () => {
    const prefs = mainWindowOptions('/p/preload.cjs', null).webPreferences!;
    expect(prefs).toMatchObject({
      preload: '/p/preload.cjs', contextIsolation: true, sandbox: true, nodeIntegration: false,
      nodeIntegrationInWorker: false, nodeIntegrationInSubFrames: false, webSecurity: true, webviewTag: false,
      allowRunningInsecureContent: false,
    });
  });

  it('creates the window with those options, registers it, and loads the app URL', async () => {
    const win = (await createMainWindow(ctx)) as unknown as BrowserWindow;
    expect(BrowserWindow.created.at(-1)).toBe(win);
    expect((win.options.webPreferences as Record<string, unknown>).sandbox).toBe(true);
    expect(ctx.windows.ownsWebContentsId(win.webContents.id)).toBe(true);
    expect(win.loadedUrl).toBe('lispwright://app/index.html');
  });

  it('restores saved bounds and saves them on close', async () => {
    const first = (await createMainWindow(ctx)) as unknown as BrowserWindow;
    first.emit('close');
    await new Promise((r) => setTimeout(r, 50));
    const second = (await createMainWindow(ctx)) as unknown as BrowserWindow;
    expect(second.options).toMatchObject({ x: 10, y: 20, width: 1000, height: 700 });
  });

  it('turns Ctrl+Enter into a run command before the page sees it', async () => {
    const win = (await createMainWindow(ctx)) as unknown as BrowserWindow;
    const cmds: string[] = [];
    h.core.on('menu:command', (p) => cmds.push(p.command));
    const ev = { preventDefault: vi.fn() };
    win.webContents.emit('before-input-event', ev, { type: 'keyDown', key: 'Enter', control: true, meta: false, alt: false, shift: false });
    win.webContents.emit('before-input-event', { preventDefault: vi.fn() }, { type: 'keyDown', key: 'Enter', control: false, meta: false, alt: false, shift: false });
    expect(ev.preventDefault).toHaveBeenCalled();
    expect(cmds).toEqual(['run']);
  });

  it('asks before closing over unsaved changes and closes only on "discard"', async () => {
    const win = (await createMainWindow(ctx)) as unknown as BrowserWindow;
    const stay = { preventDefault: vi.fn() };
    dialog.showMessageBoxSync.mockReturnValueOnce(1);
    win.webContents.emit('will-prevent-unload', stay);
    expect(stay.preventDefault).not.toHaveBeenCalled();
    const leave = { preventDefault: vi.fn() };
    dialog.showMessageBoxSync.mockReturnValueOnce(0);
    win.webContents.emit('will-prevent-unload', leave);
    expect(leave.preventDefault).toHaveBeenCalled();
  });
});
