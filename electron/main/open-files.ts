/*
 * .lsp files opened from outside: double-click (file association: argv on Windows/Linux, the
 * 'open-file' event on macOS, which can fire before the app is ready) and a second launch while
 * the app runs (single-instance lock, 'second-instance'). Each file is opened by the host and
 * pushed to the renderer as 'file:opened' once the window has loaded.
 */
import { app } from 'electron';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { MainContext } from './context.js';

const pending: string[] = [];
let deliver: ((path: string) => void) | null = null;

/** .lsp paths in a command line (skipping the executable and, in development, the app folder). */
export function lspPathsFromArgv(argv: readonly string[], cwd: string): string[] {
  return argv
    .slice(1)
    .filter((a) => !a.startsWith('-') && /\.lsp$/i.test(a))
    .map((a) => resolve(cwd, a))
    .filter((p) => existsSync(p));
}

/** Call before the app is ready: macOS sends 'open-file' early. */
export function listenForOpenFiles(): void {
  app.on('open-file', (event, path) => {
    event.preventDefault();
    if (deliver) deliver(path);
    else pending.push(path);
  });
  app.on('second-instance', (_e, argv, cwd) => {
    for (const p of lspPathsFromArgv(argv, cwd)) {
      if (deliver) deliver(p);
      else pending.push(p);
    }
  });
  pending.push(...lspPathsFromArgv(process.argv, process.cwd()));
}

/** Once the main window has loaded: open what is waiting, and everything that comes later. */
export function setupOpenFiles(ctx: MainContext): void {
  deliver = (path) => {
    const win = ctx.windows.current();
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
    void ctx.core.openExternal(path).catch(() => {});
  };
  for (const p of pending.splice(0)) deliver(p);
}
