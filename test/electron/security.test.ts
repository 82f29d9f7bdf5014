import { beforeEach, describe, expect, it, vi } from 'vitest';
vi.mock('electron', () => import('../mocks/electron.js'));
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeWebContents, session, shell, webRequest } from '../mocks/electron.js';
import { applySessionPolicy, hardenContents } from '../../electron/main/security.js';
import { appResponse } from '../../electron/main/app-protocol.js';
import { isAllowedExternal } from '../../electron/main/services/external-links.js';

beforeEach(() => {
  shell.openExternal.mockClear();
  webRequest.onHeadersReceived.mockClear();
});

describe('web contents hardening', () => {
  it('blocks every navigation, opening allow-listed links in the browser', () => {
    const wc = new FakeWebContents();
    hardenContents(wc as never);
    const nav = { preventDefault: vi.fn() };
    wc.emit('will-navigate', nav, 'https://evil.example/phish');
    expect(nav.preventDefault).toHaveBeenCalled();
    expect(shell.openExternal).not.toHaveBeenCalled();
    const nav2 = { preventDefault: vi.fn() };
    wc.emit('will-navigate', nav2, 'https://help.autodesk.com/view/OARX/2025/ENU/');
    expect(nav2.preventDefault).toHaveBeenCalled();
    expect(shell.openExternal).toHaveBeenCalledWith('https://help.autodesk.com/view/OARX/2025/ENU/');
  });

  it('denies new windows and webviews', () => {
    const wc = new FakeWebContents();
    hardenContents(wc as never);
    expect(wc.windowOpenHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(wc.windowOpenHandler!({ url: 'https://github.com/x' })).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
    const wv = { preventDefault: vi.fn() };
    wc.emit('will-attach-webview', wv);
    expect(wv.preventDefault).toHaveBeenCalled();
  });

  it('allows only https links to listed origins', () => {
    expect(isAllowedExternal('https://github.com/org/repo')).toBe(true);
    expect(isAllowedExternal('http://github.com/')).toBe(false);
    expect(isAllowedExternal('https://github.com.evil.example/')).toBe(false);
    expect(isAllowedExternal('https://user:pw@github.com/')).toBe(false);
    expect(isAllowedExternal('file:///etc/passwd')).toBe(false);
    expect(isAllowedExternal('javascript:alert(1)')).toBe(false);
  });
});

describe('session policy', () => {
  it('sets a strict CSP on every response, replacing any other', () => {
    applySessionPolicy(session.defaultSession as never, false);
    const handler = webRequest.onHeadersReceived.mock.calls[0]![0] as (d: unknown, cb: (r: { responseHeaders: Record<string, string[]> }) => void) => void;
    let out: Record<string, string[]> = {};
    handler({ responseHeaders: { 'content-security-policy': ['default-src *'], 'X-Other': ['1'] } }, (r) => (out = r.responseHeaders));
    expect(out['content-security-policy']).toBeUndefined();
    expect(out['X-Other']).toEqual(['1']);
    const csp = out['Content-Security-Policy']![0]!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('denies permission requests except clipboard writes', () => {
    applySessionPolicy(session.defaultSession as never, false);
    const req = session.defaultSession.setPermissionRequestHandler.mock.calls.at(-1)![0] as (wc: unknown, p: string, cb: (ok: boolean) => void) => void;
    const answers: boolean[] = [];
    for (const p of ['geolocation', 'media', 'notifications', 'clipboard-sanitized-write']) req(null, p, (ok) => answers.push(ok));
    expect(answers).toEqual([false, false, false, true]);
  });
});

describe('app protocol', () => {
  it('serves renderer files with the CSP and nothing outside dist/renderer', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lw-proto-'));
    const dir = join(root, 'renderer');
    mkdirSync(dir);
    writeFileSync(join(dir, 'index.html'), '<p>hi</p>');
    writeFileSync(join(root, 'secret.txt'), 'no');
    const ok = await appResponse(dir, 'lispwright://app/index.html');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await ok.text()).toBe('<p>hi</p>');
    expect((await appResponse(dir, 'lispwright://app/../secret.txt')).status).toBe(404);
    expect((await appResponse(dir, 'lispwright://app/%2e%2e/secret.txt')).status).toBe(404);
    expect((await appResponse(dir, 'lispwright://other/index.html')).status).toBe(404);
  });
});
