/*
 * Native menus. Commands the renderer carries out (save needs the editor text, run needs the run
 * panel) are sent as 'menu:command' pushes; Open Recent opens the file here and pushes
 * 'file:opened'. The template is built by a pure function so it can be tested without Electron.
 * The menu is rebuilt when the recent-files list changes.
 */
import { app, Menu, type MenuItemConstructorOptions } from 'electron';
import { basename } from 'node:path';
import type { MenuCommand } from '../shared/contract.js';
import type { MainContext } from './context.js';

export interface MenuDeps {
  send(command: MenuCommand): void;
  openRecent(path: string): void;
  clearRecent(): void;
  recent: string[];
  isMac: boolean;
  dev: boolean;
}

export function buildMenuTemplate(d: MenuDeps): MenuItemConstructorOptions[] {
  const cmd = (label: string, command: MenuCommand, accelerator?: string): MenuItemConstructorOptions => ({
    label,
    ...(accelerator ? { accelerator } : {}),
    click: () => d.send(command),
  });
  const recent: MenuItemConstructorOptions[] = d.recent.length
    ? [
        ...d.recent.map((p) => ({ label: basename(p), sublabel: p, toolTip: p, click: () => d.openRecent(p) })),
        { type: 'separator' as const },
        { label: 'Clear Recent', click: () => d.clearRecent() },
      ]
    : [{ label: 'No recent files', enabled: false }];
  const file: MenuItemConstructorOptions = {
    label: '&File',
    submenu: [
      cmd('New', 'new', 'CmdOrCtrl+N'),
      cmd('Open…', 'open', 'CmdOrCtrl+O'),
      { label: 'Open Recent', submenu: recent },
      cmd('Open Drawing…', 'open-drawing', 'CmdOrCtrl+Shift+O'),
      { type: 'separator' },
      cmd('Save', 'save', 'CmdOrCtrl+S'),
      cmd('Save As…', 'save-as', 'CmdOrCtrl+Shift+S'),
      cmd('Export Verified…', 'export-verified', 'CmdOrCtrl+E'),
      ...(d.isMac ? [] : [{ type: 'separator' as const }, { role: 'quit' as const }]),
    ],
  };
  const edit: MenuItemConstructorOptions = {
    label: '&Edit',
    submenu: [
      { role: 'undo' }, { role: 'redo' }, { type: 'separator' },
      { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' },
      { type: 'separator' },
      cmd('Format Document', 'format-document', 'Shift+Alt+F'),
    ],
  };
  const run: MenuItemConstructorOptions = {
    label: '&Run',
    submenu: [
      // Ctrl/Cmd+Enter also runs: handled in windows.ts (before-input-event) since one menu item has one accelerator.
      cmd('Run', 'run', 'F5'),
      cmd('Stop', 'stop', 'Shift+F5'),
    ],
  };
  // VLIDE's keys; VS Code's F10 / F11 / Shift+F11 are handled in the page as well
  const debug: MenuItemConstructorOptions = {
    label: '&Debug',
    submenu: [
      cmd('Start Debugging', 'debug'),
      cmd('Continue', 'debug-continue', 'CmdOrCtrl+F8'),
      cmd('Step Into', 'debug-step-into', 'F8'),
      cmd('Step Over', 'debug-step-over', 'Shift+F8'),
      cmd('Step Out', 'debug-step-out', 'CmdOrCtrl+Shift+F8'),
      cmd('Pause', 'debug-pause'),
      { type: 'separator' },
      cmd('Toggle Breakpoint', 'toggle-breakpoint', 'F9'),
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: '&View',
    submenu: [
      cmd('Zoom In', 'zoom-in', 'CmdOrCtrl+='),
      cmd('Zoom Out', 'zoom-out', 'CmdOrCtrl+-'),
      cmd('Reset Zoom', 'zoom-reset', 'CmdOrCtrl+0'),
      { type: 'separator' },
      cmd('Toggle Theme', 'toggle-theme', 'CmdOrCtrl+Alt+T'),
      { role: 'togglefullscreen' },
      ...(d.dev ? [{ type: 'separator' as const }, { role: 'reload' as const }, { role: 'toggleDevTools' as const }] : []),
    ],
  };
  const help: MenuItemConstructorOptions = { role: 'help', submenu: [{ role: 'about' }] };
  const mac: MenuItemConstructorOptions[] = d.isMac ? [{ role: 'appMenu' }] : [];
  return [...mac, file, edit, run, debug, view, { role: 'windowMenu' }, help];
}

export function setupMenu(ctx: MainContext): void {
  const build = (recent: string[]) =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate({
          send: (command) => ctx.core.emit('menu:command', { command }),
          openRecent: (path) => void ctx.core.openExternal(path).catch(() => {}),
          clearRecent: () => void ctx.core.setSettings({ recentFiles: [] }).catch(() => {}),
          recent,
          isMac: process.platform === 'darwin',
          dev: ctx.dev,
        }),
      ),
    );
  void ctx.core.deps.settings.stored().then((s) => build(s.recentFiles));
  ctx.core.deps.settings.onChange((s) => {
    build(s.recentFiles);
    if (process.platform !== 'linux') for (const p of s.recentFiles.slice(0, 1)) app.addRecentDocument(p);
  });
}
