import { afterAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', () => import('../mocks/electron.js'));
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, Menu, protocol, session } from '../mocks/electron.js';

const userData = mkdtempSync(join(tmpdir(), 'lw-main-'));
app.paths.userData = userData;
afterAll(() => rmSync(userData, { recursive: true, force: true }));

describe('main.ts start-up', () => {
  it('registers the app scheme before ready, then sets everything up and opens one secure window', async () => {
    await import('../../electron/main/main.js');
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([expect.objectContaining({ scheme: 'lispwright' })]);
    expect(app.requestSingleInstanceLock).toHaveBeenCalled();
    await vi.waitFor(() => expect(BrowserWindow.created.length).toBeGreaterThan(0));
    const win = BrowserWindow.created.at(-1)!;
    await vi.waitFor(() => expect(win.loadedUrl).toBe('lispwright://app/index.html'));
    expect(protocol.handle).toHaveBeenCalledWith('lispwright', expect.any(Function));
    expect(session.defaultSession.webRequest.onHeadersReceived).toHaveBeenCalled();
    expect(ipcMain.handlers.has('host:run')).toBe(true);
    await vi.waitFor(() => expect(Menu.setApplicationMenu).toHaveBeenCalled());
    expect((win.options.webPreferences as Record<string, unknown>).preload).toMatch(/preload\.cjs$/);
    expect(app.listenerCount('web-contents-created')).toBe(1);
    expect(app.listenerCount('open-file')).toBe(1);
  });
});
