/** Native open/save dialogs for the HostCore (browser mode uses WorkspaceDialogs instead). */
import { dialog } from 'electron';
import type { ConfirmOptions, DialogService, FileFilter } from './services/dialogs.js';
import type { WindowRegistry } from './context.js';

export class ElectronDialogs implements DialogService {
  readonly native = true;
  constructor(private readonly windows: WindowRegistry) {}

  async showOpen(opts: { title: string; filters: FileFilter[]; defaultPath?: string }): Promise<string | null> {
    const win = this.windows.current();
    const o = { title: opts.title, filters: opts.filters, properties: ['openFile' as const], ...(opts.defaultPath ? { defaultPath: opts.defaultPath } : {}) };
    const r = win ? await dialog.showOpenDialog(win, o) : await dialog.showOpenDialog(o);
    return r.canceled ? null : (r.filePaths[0] ?? null);
  }

  async showSave(opts: { title: string; filters: FileFilter[]; defaultPath?: string }): Promise<string | null> {
    const win = this.windows.current();
    const o = { title: opts.title, filters: opts.filters, ...(opts.defaultPath ? { defaultPath: opts.defaultPath } : {}) };
    const r = win ? await dialog.showSaveDialog(win, o) : await dialog.showSaveDialog(o);
    return r.canceled || !r.filePath ? null : r.filePath;
  }

  async confirm(opts: ConfirmOptions): Promise<boolean> {
    const win = this.windows.current();
    const o = { type: 'warning' as const, title: opts.title, message: opts.message, detail: opts.detail, buttons: [opts.confirmLabel, 'Cancel'], defaultId: 1, cancelId: 1, noLink: true };
    const r = win ? await dialog.showMessageBox(win, o) : await dialog.showMessageBox(o);
    return r.response === 0;
  }
}
