/*
 * The renderer's Content-Security-Policy, the same in Electron and browser mode: only our own
 * scripts, no eval, no remote content. Monaco needs inline styles and blob: workers; the web
 * transport needs its WebSocket (connect-src 'self' covers ws: to the same host in current
 * Chromium; the explicit origin is added for older engines).
 */
export function contentSecurityPolicy(opts: { wsOrigin?: string } = {}): string {
  const connect = ["'self'", ...(opts.wsOrigin ? [opts.wsOrigin] : [])].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
