import { afterEach, describe, expect, it, vi } from 'vitest';
vi.mock('electron', () => import('../mocks/electron.js'));
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserWindow, dialog, safeStorage } from '../mocks/electron.js';
import { lspPathsFromArgv } from '../../electron/main/open-files.js';
import { ElectronDialogs } from '../../electron/main/dialogs.js';
import { createSecretStore } from '../../electron/main/secrets.js';
import { WindowRegistry } from '../../electron/main/context.js';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'lw-glue-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('Electron glue', () => {
  it('takes existing .lsp paths from a command line, relative to its cwd', () => {
    const d = tmp();
    writeFileSync(join(d, 'a.lsp'), '');
    expect(lspPathsFromArgv(['/opt/Lispwright/lispwright', '--flag', 'a.lsp', 'missing.lsp', 'b.txt'], d)).toEqual([join(d, 'a.lsp')]);
  });

  it('maps dialog results to a path or null', async () => {
    const windows = new WindowRegistry();
    windows.add(new BrowserWindow({}) as never);
    const dialogs = new ElectronDialogs(windows);
    dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: ['/x/a.lsp'] });
    expect(await dialogs.showOpen({ title: 't', filters: [] })).toBe('/x/a.lsp');
    expect(await dialogs.showOpen({ title: 't', filters: [] })).toBeNull();
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: '/x/b.lsp' });
    expect(await dialogs.showSave({ title: 't', filters: [] })).toBe('/x/b.lsp');
  });

  it('stores the API key through safeStorage, encrypted, in its own file', async () => {
    const d = tmp();
    await createSecretStore(d).setApiKey('sk-glue-key');
    expect(safeStorage.encryptStringAsync).toHaveBeenCalledWith('sk-glue-key');
    expect(readFileSync(join(d, 'api-key.bin'), 'utf8')).not.toContain('sk-glue-key');
    expect(await createSecretStore(d).getApiKey()).toBe('sk-glue-key');
  });

  it('keeps the key in memory when Linux has no keyring (basic_text)', async () => {
    if (process.platform !== 'linux') return;
    const d = tmp();
    safeStorage.getSelectedStorageBackend.mockReturnValue('basic_text');
    try {
      const s = createSecretStore(d);
      await s.setApiKey('k');
      expect((await s.info()).persistent).toBe(false);
      expect(() => readFileSync(join(d, 'api-key.bin'))).toThrow();
    } finally {
      safeStorage.getSelectedStorageBackend.mockReturnValue('gnome_libsecret');
    }
  });
});
