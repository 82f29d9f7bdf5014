/*
 * The main window: secure webPreferences (see mainWindowOptions), restored position and size,
 * Ctrl/Cmd+Enter routed to Run before Monaco sees it, and the "leave with unsaved changes?"
 * question when the renderer's beforeunload handler objects to closing.
 */
import { BrowserWindow, dialog, screen, type BrowserWindowConstructorOptions } from 'electron';
import { join } from 'node:path';
import { DEFAULT_WINDOW, loadWindowState, saveWindowStateSync, type WindowState } from './services/window-state.js';
import type { MainContext } from './context.js';

export function mainWindowOptions(preloadPath: string, state: WindowState | null): BrowserWindowConstructorOptions {
  const s = state ?? DEFAULT_WINDOW;
  return {
    ...(state ? { x: s.bounds.x, y: s.bounds.y } : {}),
    width: s.bounds.width,
    height: s.bounds.height,
    minWidth: 640,
    minHeight: 420,
    show: false,
    title: 'Lispwright',
    backgroundColor: '#1e1e1e',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}

export async function createMainWindow(ctx: MainContext): Promise<BrowserWindow> {
  const stateFile = join(ctx.userDataDir, 'window-state.json');
  const state = await loadWindowState(stateFile, screen.getAllDisplays().map((d) => d.workArea));
  const win = new BrowserWindow(mainWindowOptions(ctx.preloadPath, state));
  ctx.windows.add(win);
  if (state?.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());

  win.on('close', () => {
    try {
      saveWindowStateSync(stateFile, { bounds: win.getNormalBounds(), maximized: win.isMaximized() });
    } catch {
      // not worth blocking the close over
    }
  });

  // Ctrl/Cmd+Enter runs the script (F5 is the menu accelerator); Monaco would insert a line.
  win.webContents.on('before-input-event', (event, input) => {
    if (input.type === 'keyDown' && input.key === 'Enter' && (input.control || input.meta) && !input.alt && !input.shift) {
      event.preventDefault();
      ctx.core.emit('menu:command', { command: 'run' });
    }
  });

  win.webContents.on('will-prevent-unload', (event) => {
    const choice = dialog.showMessageBoxSync(win, {
      type: 'question',
      buttons: ['Discard changes and close', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
      title: 'Unsaved changes',
      message: 'Some files have unsaved changes.',
      detail: 'They are kept in the autosave folder and offered back next time, but are not saved to their files.',
    });
    if (choice === 0) event.preventDefault(); // preventDefault here means: ignore beforeunload, close
  });

  await win.loadURL(ctx.startUrl);
  return win;
}
