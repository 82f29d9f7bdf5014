/*
 * The security baseline from Electron's checklist, applied to every web contents: a strict CSP
 * on every response, no navigation away from the app, no new windows, no <webview>, permissions
 * denied, and external links only through the allow-list (opened in the system browser).
 */
import { app, session, shell, type Session, type WebContents } from 'electron';
import { contentSecurityPolicy } from './services/csp.js';
import { isAllowedExternal } from './services/external-links.js';
import type { MainContext } from './context.js';

/** Permissions the renderer may have: writing to the clipboard (Monaco copy). */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

export function setupSecurity(ctx: MainContext): void {
  applySessionPolicy(session.defaultSession, ctx.dev);
  app.on('web-contents-created', (_e, contents) => hardenContents(contents));
}

export function applySessionPolicy(ses: Session, dev: boolean): void {
  const csp = contentSecurityPolicy(dev ? { wsOrigin: 'ws://localhost:*' } : {});
  ses.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...(details.responseHeaders ?? {}) };
    for (const k of Object.keys(headers)) if (k.toLowerCase() === 'content-security-policy') delete headers[k];
    headers['Content-Security-Policy'] = [csp];
    callback({ responseHeaders: headers });
  });
  ses.setPermissionRequestHandler((_wc, permission, callback) => callback(ALLOWED_PERMISSIONS.has(permission)));
  ses.setPermissionCheckHandler((_wc, permission) => ALLOWED_PERMISSIONS.has(permission));
}

export function openExternalIfAllowed(url: string): boolean {
  if (!isAllowedExternal(url)) return false;
  void shell.openExternal(url);
  return true;
}

export function hardenContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    event.preventDefault();
    openExternalIfAllowed(url);
  });
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openExternalIfAllowed(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
