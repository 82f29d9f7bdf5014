/*
 * Electron main: app lifecycle only. Everything else is a setupX() in its own file; the host
 * logic itself lives in ./services (plain Node, shared with the browser-mode server).
 */
import { app, BrowserWindow } from 'electron';
import { registerAppScheme, setupAppProtocol } from './app-protocol.js';
import type { MainContext } from './context.js';
import { setupHost } from './host-setup.js';
import { setupIpc } from './ipc.js';
import { setupMenu } from './menu.js';
import { listenForOpenFiles, setupOpenFiles } from './open-files.js';
import { setupSecurity } from './security.js';
import { createMainWindow } from './windows.js';

registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  listenForOpenFiles();
  app.whenReady().then(onReady, (e: unknown) => {
    console.error('Lispwright failed to start:', e);
    app.exit(1);
  });
}

async function onReady(): Promise<void> {
  const ctx = setupHost(__dirname);
  setupSecurity(ctx);
  setupAppProtocol(ctx);
  setupIpc(ctx);
  setupMenu(ctx);
  await createMainWindow(ctx);
  setupOpenFiles(ctx);
  setupLifecycle(ctx);
}

function setupLifecycle(ctx: MainContext): void {
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createMainWindow(ctx);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', () => {
    void ctx.core.deps.runs.dispose?.();
    void ctx.core.disposeSessions();
  });
}
