/*
 * Native file dialogs, behind an interface: Electron shows real dialogs (electron/main/dialogs.ts);
 * browser mode has none, so `WorkspaceDialogs` answers Save dialogs with a file in the workspace
 * folder and Open dialogs with "cancelled" (the renderer asks for a path instead; HostInfo says so).
 */
import { basename, join } from 'node:path';

export interface FileFilter {
  name: string;
  extensions: string[];
}

export interface ConfirmOptions {
  title: string;
  message: string;
  detail: string;
  confirmLabel: string;
}

export interface DialogService {
  readonly native: boolean;
  showOpen(opts: { title: string; filters: FileFilter[]; defaultPath?: string }): Promise<string | null>;
  showSave(opts: { title: string; filters: FileFilter[]; defaultPath?: string }): Promise<string | null>;
  /** a native yes/no question the page cannot answer itself (absent in browser mode: the page asks) */
  confirm?(opts: ConfirmOptions): Promise<boolean>;
}

export const LISP_FILTERS: FileFilter[] = [
  { name: 'AutoLISP', extensions: ['lsp'] },
  { name: 'All files', extensions: ['*'] },
];
export const DXF_FILTERS: FileFilter[] = [
  { name: 'DXF drawing', extensions: ['dxf'] },
  { name: 'All files', extensions: ['*'] },
];

export class WorkspaceDialogs implements DialogService {
  readonly native = false;
  constructor(readonly workspaceDir: string) {}
  async showOpen(): Promise<string | null> {
    return null;
  }
  async showSave(opts: { defaultPath?: string }): Promise<string | null> {
    return join(this.workspaceDir, basename(opts.defaultPath || 'untitled.lsp'));
  }
}
