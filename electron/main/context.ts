/*
 * What the setupX() functions share: the HostCore, the windows main created (the only frames
 * whose IPC is accepted), and the app's folders.
 */
import type { BrowserWindow } from 'electron';
import type { HostCore } from './services/host-core.js';

export interface MainContext {
  core: HostCore;
  windows: WindowRegistry;
  userDataDir: string;
  appRoot: string;
  rendererDir: string;
  preloadPath: string;
  /** the origin our renderer is served from: APP_ORIGIN, or a dev server in development */
  rendererOrigin: string;
  /** URL the main window loads */
  startUrl: string;
  dev: boolean;
}

/** The windows main created. IPC from anything else (other windows, sub-frames) is refused. */
export class WindowRegistry {
  private readonly wins = new Set<BrowserWindow>();

  add(win: BrowserWindow): void {
    this.wins.add(win);
    win.on('closed', () => this.wins.delete(win));
  }

  all(): BrowserWindow[] {
    return [...this.wins].filter((w) => !w.isDestroyed());
  }

  /** The focused window of ours, or the first one. */
  current(): BrowserWindow | null {
    const all = this.all();
    return all.find((w) => w.isFocused()) ?? all[0] ?? null;
  }

  ownsWebContentsId(id: number): boolean {
    return this.all().some((w) => w.webContents.id === id);
  }
}
