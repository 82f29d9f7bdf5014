/*
 * The renderer is served from `lispwright://app/` rather than file://: a standard, secure scheme
 * gives the page a real origin (so 'self' in the CSP means something and workers load), lets us
 * attach the CSP to every response, and confines what it can read to dist/renderer.
 */
import { protocol } from 'electron';
import { contentSecurityPolicy } from './services/csp.js';
import { PLACEHOLDER_HTML, readStatic } from './services/static-files.js';
import type { MainContext } from './context.js';

export const APP_SCHEME = 'lispwright';
export const APP_ORIGIN = `${APP_SCHEME}://app`;

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

export async function appResponse(rendererDir: string, url: string): Promise<Response> {
  const u = new URL(url);
  const headers = { 'content-security-policy': contentSecurityPolicy(), 'x-content-type-options': 'nosniff' };
  if (u.host !== 'app') return new Response('Not Found', { status: 404, headers });
  const file = await readStatic(rendererDir, u.pathname);
  if (!file) {
    if (u.pathname === '/' || u.pathname === '/index.html') {
      return new Response(PLACEHOLDER_HTML, { headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
    }
    return new Response('Not Found', { status: 404, headers });
  }
  return new Response(new Uint8Array(file.body), { headers: { ...headers, 'content-type': file.type } });
}

export function setupAppProtocol(ctx: MainContext): void {
  protocol.handle(APP_SCHEME, (req) => appResponse(ctx.rendererDir, req.url));
}
