/*
 * The renderer's end of a debug session: Debug Adapter Protocol requests sent through the host
 * (debugSend), each answered by its response pushed back as 'debug:message'; events go to one
 * listener. The UI speaks nothing but DAP to the session.
 */
import type { HostApi } from '../../electron/shared/contract.js';

export interface DapResponse {
  type: 'response';
  request_seq: number;
  command: string;
  success: boolean;
  message?: string;
  body?: Record<string, unknown>;
}

export interface DapEvent {
  type: 'event';
  event: string;
  body?: Record<string, unknown>;
}

export class DapError extends Error {}

export class DapSession {
  private seq = 1;
  private readonly waiting = new Map<number, (r: DapResponse) => void>();
  private off: (() => void) | null = null;
  private ended = false;

  constructor(
    private readonly host: HostApi,
    readonly id: string,
    private readonly onEvent: (e: DapEvent) => void,
  ) {}

  async start(): Promise<void> {
    this.off = this.host.on('debug:message', ({ sessionId, message }) => {
      if (sessionId !== this.id) return;
      const m = message as DapResponse | DapEvent;
      if (m.type === 'response') this.waiting.get(m.request_seq)?.(m);
      else if (m.type === 'event') {
        if (m.event === 'terminated') this.end();
        this.onEvent(m);
      }
    });
    await this.host.debugStart(this.id);
  }

  /** Send a request; resolves with the response body, rejects with its message on failure. */
  async request<T = Record<string, unknown>>(command: string, args?: Record<string, unknown>): Promise<T> {
    if (this.ended && command !== 'disconnect') throw new DapError('the debug session has ended');
    const seq = this.seq++;
    const answer = new Promise<DapResponse>((resolve) => this.waiting.set(seq, resolve));
    await this.host.debugSend(this.id, { seq, type: 'request', command, ...(args ? { arguments: args } : {}) });
    const r = await answer;
    this.waiting.delete(seq);
    if (!r.success) throw new DapError(r.message ?? `${command} failed`);
    return (r.body ?? {}) as T;
  }

  get active(): boolean {
    return !this.ended;
  }

  end(): void {
    this.ended = true;
    this.off?.();
    this.off = null;
    for (const [seq, resolve] of this.waiting) resolve({ type: 'response', request_seq: seq, command: '', success: false, message: 'the debug session has ended' });
    this.waiting.clear();
  }
}
