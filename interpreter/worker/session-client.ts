/*
 * The host's end of a session worker (Node): starts dist/session-worker.mjs, hands it a port and
 * the shared flags, posts messages so that a worker blocked at a debugger stop or a prompt still
 * receives them, and reports what it sends back. One worker per debug or console session; it is
 * terminated when the session ends (or when a run ignores a terminate request).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { FLAG_ATTENTION, FLAG_CANCEL, FLAG_COUNT, FLAG_MESSAGES, type FromSession, type ToSession } from './session-protocol.js';
import { POOL_DEFAULTS } from './pool.js';

export interface SessionClientOptions {
  /** the bundled session worker (default: session-worker.mjs next to this bundle, or dist/) */
  workerPath?: string | URL;
  maxDepth?: number;
}

export function defaultSessionWorkerPath(): string {
  const here = new URL('.', import.meta.url);
  for (const rel of ['session-worker.mjs', '../../dist/session-worker.mjs', '../dist/session-worker.mjs', '../session-worker.mjs']) {
    const p = fileURLToPath(new URL(rel, here));
    if (existsSync(p)) return p;
  }
  throw new Error('the session worker is not built: run `npm run build:node`');
}

export class SessionClient {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flags: Int32Array;
  private readonly listeners = new Set<(m: FromSession) => void>();
  private readonly exitListeners = new Set<(why: string) => void>();
  private exited = false;

  constructor(opts: SessionClientOptions = {}) {
    const path = opts.workerPath ?? defaultSessionWorkerPath();
    this.worker = new Worker(path, { resourceLimits: POOL_DEFAULTS.resourceLimits });
    const channel = new MessageChannel();
    this.port = channel.port1;
    const sab = new SharedArrayBuffer(FLAG_COUNT * 4);
    this.flags = new Int32Array(sab);
    this.worker.postMessage({ type: 'init', port: channel.port2, flags: sab, maxDepth: opts.maxDepth ?? POOL_DEFAULTS.maxDepth }, [channel.port2]);
    this.worker.on('message', (m: FromSession) => {
      for (const l of this.listeners) l(m);
    });
    this.worker.on('error', (e) => this.gone(`the session stopped: ${e.message}`));
    this.worker.on('exit', (code) => this.gone(`the session worker exited (code ${code})`));
  }

  /** Post a message; `attention` also asks a running program to look at its inbox. */
  post(m: ToSession, attention = false): void {
    if (this.exited) return;
    this.port.postMessage(m);
    if (attention) Atomics.store(this.flags, FLAG_ATTENTION, 1);
    Atomics.add(this.flags, FLAG_MESSAGES, 1);
    Atomics.notify(this.flags, FLAG_MESSAGES);
  }

  /** Stop the console's current expression (Esc). */
  cancel(): void {
    Atomics.store(this.flags, FLAG_CANCEL, 1);
  }

  on(cb: (m: FromSession) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  onExit(cb: (why: string) => void): void {
    this.exitListeners.add(cb);
  }

  get alive(): boolean {
    return !this.exited;
  }

  async close(): Promise<void> {
    if (this.exited) return;
    this.post({ type: 'close' }, true);
    this.port.close();
    await this.worker.terminate();
  }

  private gone(why: string): void {
    if (this.exited) return;
    this.exited = true;
    for (const l of this.exitListeners) l(why);
  }
}
