/*
 * A minimal DAP client for tests: speaks Content-Length framing to a child process (or any
 * byte stream), sends requests with increasing seq, resolves each on its response, and keeps
 * events in order so a test can wait for the next one of a kind.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { DapReader, frame } from '../../interpreter/worker/dap/framing.js';

export interface Msg {
  seq: number;
  type: 'response' | 'event' | 'request';
  command?: string;
  event?: string;
  request_seq?: number;
  success?: boolean;
  message?: string;
  body?: Record<string, unknown> & { [k: string]: unknown };
}

export class DapClient {
  private seq = 1;
  private readonly reader = new DapReader();
  private readonly waiting = new Map<number, (m: Msg) => void>();
  /** every event so far, in order */
  readonly events: Msg[] = [];
  private eventCursor = 0;
  private eventWaiter: (() => void) | null = null;
  readonly log: Msg[] = [];

  constructor(private readonly write: (bytes: Uint8Array) => void) {}

  static overChild(child: ChildProcessWithoutNullStreams): DapClient {
    const c = new DapClient((b) => child.stdin.write(b));
    child.stdout.on('data', (chunk: Buffer) => c.receive(chunk));
    return c;
  }

  receive(chunk: Uint8Array): void {
    for (const raw of this.reader.feed(chunk)) {
      const m = raw as Msg;
      this.log.push(m);
      if (m.type === 'response') this.waiting.get(m.request_seq as number)?.(m);
      else if (m.type === 'event') {
        this.events.push(m);
        this.eventWaiter?.();
      }
    }
  }

  request(command: string, args?: Record<string, unknown>, timeoutMs = 15_000): Promise<Msg> {
    const seq = this.seq++;
    this.write(frame({ seq, type: 'request', command, ...(args ? { arguments: args } : {}) }));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no response to ${command} within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(seq, (m) => {
        clearTimeout(timer);
        this.waiting.delete(seq);
        resolve(m);
      });
    });
  }

  /** The next event named `name` after the ones already taken (earlier other events are skipped). */
  async next(name: string, timeoutMs = 15_000): Promise<Msg> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.eventCursor < this.events.length) {
        const e = this.events[this.eventCursor++] as Msg;
        if (e.event === name) return e;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${name} event within ${timeoutMs} ms; events: ${this.events.map((e) => e.event).join(', ')}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.eventWaiter = () => {
          clearTimeout(t);
          this.eventWaiter = null;
          resolve();
        };
      });
    }
  }

  /** All output event text so far. */
  output(): string {
    return this.events.filter((e) => e.event === 'output').map((e) => String(e.body?.output ?? '')).join('');
  }
}
