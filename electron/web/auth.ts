/*
 * Who may talk to the browser-mode server. It listens on 127.0.0.1 only, but any web page the
 * user visits can still send requests to localhost, and a DNS-rebinding page can even make them
 * same-origin. So every request must carry the random token printed at start-up, and the Host
 * and Origin headers must name this server, not some other site that resolves to 127.0.0.1.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TOKEN_HEADER = 'x-lispwright-token';
export const TOKEN_COOKIE = 'lispwright_token';

export const newToken = (): string => randomBytes(24).toString('base64url');

export function tokensEqual(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // timingSafeEqual needs equal lengths; compare against itself to keep the time the same.
  if (a.length !== b.length) {
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** Host header must be 127.0.0.1:PORT or localhost:PORT. */
export function hostAllowed(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** Origin, when the browser sends one, must be this server's own. */
export function originAllowed(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return true;
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

export function cookieToken(req: IncomingMessage): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === TOKEN_COOKIE) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export function headerToken(req: IncomingMessage): string | null {
  const v = req.headers[TOKEN_HEADER];
  return typeof v === 'string' ? v : null;
}
