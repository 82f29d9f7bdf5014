/*
 * IPC: one handler per contract method (`host:<method>`), registered from INVOKE_METHODS, each
 * refusing calls from frames main did not create: the sender must be the top frame of one of our
 * windows and show our renderer's origin. Pushes go to our windows only; those about one run
 * (its questions, its streamed output) only to the window that started it.
 */
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { channelOf, INVOKE_METHODS, PUSH_EVENTS } from '../shared/contract.js';
import { dispatchInvoke, errorMessage } from './services/dispatch.js';
import type { MainContext } from './context.js';
import { RunOwners } from './services/run-owners.js';

export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>, ctx: Pick<MainContext, 'windows' | 'rendererOrigin'>): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  if (!ctx.windows.ownsWebContentsId(event.sender.id)) return false;
  // Compare scheme and host (with port): WHATWG gives custom schemes the opaque origin "null".
  try {
    const u = new URL(frame.url);
    const expected = new URL(ctx.rendererOrigin);
    return u.protocol === expected.protocol && u.host === expected.host;
  } catch {
    return false;
  }
}

export function setupIpc(ctx: MainContext): void {
  const owners = new RunOwners<WebContents>();
  for (const method of INVOKE_METHODS) {
    ipcMain.handle(channelOf(method), async (event, ...args: unknown[]) => {
      if (!isTrustedSender(event, ctx)) throw new Error('refused: this frame may not call the host');
      try {
        return await owners.track(method, args, event.sender, () => dispatchInvoke(ctx.core, method, args));
      } catch (e) {
        // Rethrow a plain Error: Electron sends only its message to the renderer.
        throw new Error(errorMessage(e));
      }
    });
  }
  for (const event of PUSH_EVENTS) {
    ctx.core.on(event, (payload) => {
      const route = owners.route(event, payload);
      for (const w of ctx.windows.all()) if (route === 'all' || w.webContents.id === route.to.id) w.webContents.send(event, payload);
    });
  }
}
