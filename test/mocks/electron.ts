/*
 * A stand-in for the `electron` module (the binary cannot be downloaded here, and unit tests
 * should not need it). Tests do `vi.mock('electron', () => import('../mocks/electron.js'))` and
 * inspect the recorded calls. Only what the app uses is modelled.
 */
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

let nextId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextId++;
  readonly sent: Array<[string, unknown]> = [];
  windowOpenHandler: ((d: { url: string }) => { action: string }) | null = null;
  send(channel: string, payload: unknown): void {
    this.sent.push([channel, payload]);
  }
  setWindowOpenHandler(h: (d: { url: string }) => { action: string }): void {
    this.windowOpenHandler = h;
  }
}

export class BrowserWindow extends EventEmitter {
  static created: BrowserWindow[] = [];
  static getAllWindows = () => BrowserWindow.created.filter((w) => !w.destroyed);
  readonly webContents = new FakeWebContents();
  destroyed = false;
  loadedUrl: string | null = null;
  constructor(readonly options: Record<string, unknown>) {
    super();
    BrowserWindow.created.push(this);
  }
  loadURL = vi.fn(async (url: string) => {
    this.loadedUrl = url;
  });
  isDestroyed = () => this.destroyed;
  isFocused = () => false;
  isMinimized = () => false;
  isMaximized = () => false;
  restore = vi.fn();
  focus = vi.fn();
  show = vi.fn();
  maximize = vi.fn();
  getNormalBounds = () => ({ x: 10, y: 20, width: 1000, height: 700 });
}

export const ipcMain = {
  handlers: new Map<string, (...a: unknown[]) => unknown>(),
  handle: vi.fn((channel: string, fn: (...a: unknown[]) => unknown) => {
    ipcMain.handlers.set(channel, fn);
  }),
};

export const ipcRenderer = {
  invoke: vi.fn(async (..._a: unknown[]) => 'invoked'),
  on: vi.fn(),
  removeListener: vi.fn(),
};

export const contextBridge = { exposeInMainWorld: vi.fn() };

export const shell = { openExternal: vi.fn(async () => {}) };

export const webRequest = { onHeadersReceived: vi.fn() };
export const session = {
  defaultSession: { webRequest, setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() },
};

export const protocol = { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() };

export const dialog = {
  showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] as string[] })),
  showSaveDialog: vi.fn(async () => ({ canceled: true, filePath: '' })),
  showMessageBoxSync: vi.fn(() => 1),
};

export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };

export const Menu = { buildFromTemplate: vi.fn((t: unknown) => ({ template: t })), setApplicationMenu: vi.fn() };

export const safeStorage = {
  isAsyncEncryptionAvailable: vi.fn(async () => true),
  getSelectedStorageBackend: vi.fn(() => 'gnome_libsecret'),
  encryptStringAsync: vi.fn(async (s: string) => Buffer.from(s).reverse()),
  decryptStringAsync: vi.fn(async (b: Buffer) => ({ result: Buffer.from(b).reverse().toString(), shouldReEncrypt: false })),
};

class FakeApp extends EventEmitter {
  isPackaged = false;
  paths: Record<string, string> = { userData: '/tmp/lispwright-test-userdata', documents: '/tmp' };
  getPath = (name: string) => this.paths[name] ?? '/tmp';
  getVersion = () => '0.0.0-test';
  requestSingleInstanceLock = vi.fn(() => true);
  whenReady = vi.fn(() => Promise.resolve());
  quit = vi.fn();
  exit = vi.fn();
  addRecentDocument = vi.fn();
}
export const app = new FakeApp();

export default { app, BrowserWindow, ipcMain, ipcRenderer, contextBridge, shell, session, protocol, dialog, screen, Menu, safeStorage };
