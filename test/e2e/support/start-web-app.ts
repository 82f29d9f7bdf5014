/*
 * Browser-mode end-to-end harness. `startWebApp()` starts the already-built server
 * (dist/web/server.mjs — run `npm run build` first; this builds nothing) on an ephemeral port with
 * a temporary user-data folder and workspace, launches Debian's Chromium through playwright-core,
 * and opens the printed URL (token included). Pass `userDataDir` to restart on the same data
 * (e.g. to check that autosaved buffers come back).
 */
import { describe } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const SERVER_BUNDLE = join(REPO_ROOT, 'dist', 'web', 'server.mjs');
export const CHROMIUM = process.env.LISPWRIGHT_CHROMIUM ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = join(REPO_ROOT, 'test', 'e2e', 'screenshots');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface StartOptions {
  /** reuse a user-data folder (kept on close); default: a fresh temporary one (removed on close) */
  userDataDir?: string;
  workspaceDir?: string;
  /** extra environment for the server (API keys are not inherited from this process) */
  env?: Record<string, string>;
  viewport?: { width: number; height: number };
  /** ms to wait for the server's start-up line */
  startTimeoutMs?: number;
}

export interface WebApp {
  page: Page;
  browser: Browser;
  /** the printed URL, with the token */
  url: string;
  /** http://127.0.0.1:PORT */
  origin: string;
  token: string;
  userDataDir: string;
  workspaceDir: string;
  /** server output so far (stdout + stderr), for failure messages */
  serverLog(): string;
  close(): Promise<void>;
}

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return join(SCREENSHOT_DIR, name.endsWith('.png') ? name : `${name}.png`);
}

function startServer(args: string[], env: Record<string, string>, timeoutMs: number): Promise<{ proc: ChildProcess; url: string; log: () => string }> {
  return new Promise((resolvePromise, reject) => {
    const baseEnv = { ...process.env };
    delete baseEnv.LISPWRIGHT_API_KEY;
    delete baseEnv.OPENAI_API_KEY;
    delete baseEnv.PORT;
    const proc = spawn(process.execPath, [SERVER_BUNDLE, ...args], { env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const log = () => out;
    const timer = setTimeout(() => {
      proc.kill();
      reject(new Error(`web server did not start within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /Lispwright running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolvePromise({ proc, url: m[1]!, log });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web server exited with code ${code}:\n${out}`));
    });
  });
}

export async function startWebApp(opts: StartOptions = {}): Promise<WebApp> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` before the e2e tests`);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (or set LISPWRIGHT_CHROMIUM)`);
  const temp = mkdtempSync(join(tmpdir(), 'lw-e2e-'));
  const userDataDir = opts.userDataDir ?? join(temp, 'user-data');
  const workspaceDir = opts.workspaceDir ?? join(temp, 'workspace');
  mkdirSync(workspaceDir, { recursive: true });
  const server = await startServer(
    ['--port', '0', '--user-data-dir', userDataDir, '--workspace', workspaceDir],
    opts.env ?? {},
    opts.startTimeoutMs ?? 15_000,
  );
  const url = server.url;
  const parsed = new URL(url);
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(url);
    const b = browser;
    return {
      page,
      browser: b,
      url,
      origin: parsed.origin,
      token: parsed.searchParams.get('token')!,
      userDataDir,
      workspaceDir,
      serverLog: server.log,
      async close() {
        await b.close().catch(() => {});
        await stopProcess(server.proc);
        rmSync(temp, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await browser?.close().catch(() => {});
    await stopProcess(server.proc);
    rmSync(temp, { recursive: true, force: true });
    throw e;
  }
}

async function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

/**
 * Why the browser suite cannot run here, or undefined when it can. Without Chromium the suites
 * skip with this reason printed (a newcomer's `npm test`); under CI it is a failure instead, since
 * .ci/run installs Chromium.
 */
export function e2eUnavailableReason(): string | undefined {
  if (!existsSync(CHROMIUM)) return `${CHROMIUM} is missing (apt-get install -y chromium, or set LISPWRIGHT_CHROMIUM)`;
  return undefined;
}

/** `describe` for browser suites: skipped, with the reason printed, when Chromium is absent outside CI. */
export function describeE2E(name: string, body: () => void): void {
  const reason = e2eUnavailableReason();
  if (reason && !process.env.CI) {
    console.warn(`[e2e] skipping "${name}": ${reason}`);
    describe.skip(name, body);
    return;
  }
  describe(name, body);
}
