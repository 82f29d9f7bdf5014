/*
 * The blocking half of interactive runs (see interpreter/ports/ask.ts for the whole
 * path). One SharedArrayBuffer per worker carries the answer to the question the worker is
 * blocked on:
 *
 *   Int32 [0] state  0 idle, 1 waiting, 2 answered, 3 cancelled
 *   Int32 [1] answer length in bytes      Int32 [2] question number (seq)
 *   bytes [16..] the answer as UTF-8 JSON (null: no answer)
 *
 * The worker posts the question and waits on state (Atomics.wait, waking every 50 ms to look
 * at the run's cancel flag); the pool writes the answer and notifies. Transport-agnostic: the
 * same code runs in a Node worker thread or a Web Worker.
 */
import { raise } from '../core/errors.js';
import type { Asker, AskKind, AskKinds, AskRequestOf } from '../ports/ask.js';
import type { FromWorker } from './protocol.js';

export const ASK_BUFFER_BYTES = 1 << 20;
const HEADER = 16;
const IDLE = 0;
const WAITING = 1;
const ANSWERED = 2;
const CANCELLED = 3;
const POLL_MS = 50;

export const newAskBuffer = (): SharedArrayBuffer => new SharedArrayBuffer(HEADER + ASK_BUFFER_BYTES);

/** The worker's Asker for one run. */
export class WorkerAsker implements Asker {
  private seq = 0;
  private readonly ctl: Int32Array;

  constructor(
    private readonly post: (m: FromWorker) => void,
    private readonly runId: number,
    private readonly buffer: SharedArrayBuffer,
    private readonly cancelFlag: Int32Array | undefined,
  ) {
    this.ctl = new Int32Array(buffer, 0, 4);
  }

  ask<K extends AskKind>(req: AskRequestOf<K>): AskKinds[K]['answer'] | undefined {
    const seq = ++this.seq;
    Atomics.store(this.ctl, 2, seq);
    Atomics.store(this.ctl, 0, WAITING);
    this.post({ type: 'ask', id: this.runId, seq, ask: req as never });
    for (;;) {
      Atomics.wait(this.ctl, 0, WAITING, POLL_MS);
      const state = Atomics.load(this.ctl, 0);
      if (state === CANCELLED || (this.cancelFlag && Atomics.load(this.cancelFlag, 0) !== 0)) {
        Atomics.store(this.ctl, 0, IDLE);
        return raise('cancelledByHost');
      }
      if (state === ANSWERED) {
        const len = Atomics.load(this.ctl, 1);
        const text = new TextDecoder().decode(new Uint8Array(this.buffer, HEADER, len).slice());
        Atomics.store(this.ctl, 0, IDLE);
        const value = JSON.parse(text) as unknown;
        return value === null ? undefined : (value as AskKinds[K]['answer']);
      }
    }
  }
}

/** The pool's side: answer question `seq` (ignored when the worker no longer waits for it). */
export function writeAnswer(buffer: SharedArrayBuffer, seq: number, answer: unknown): boolean {
  const ctl = new Int32Array(buffer, 0, 4);
  if (Atomics.load(ctl, 0) !== WAITING || Atomics.load(ctl, 2) !== seq) return false;
  let bytes = new TextEncoder().encode(JSON.stringify(answer ?? null));
  if (bytes.length > ASK_BUFFER_BYTES) bytes = new TextEncoder().encode('null');
  new Uint8Array(buffer, HEADER, bytes.length).set(bytes);
  Atomics.store(ctl, 1, bytes.length);
  Atomics.store(ctl, 0, ANSWERED);
  Atomics.notify(ctl, 0);
  return true;
}

/** Wake a waiting worker because its run is being cancelled. */
export function cancelWaiting(buffer: SharedArrayBuffer): void {
  const ctl = new Int32Array(buffer, 0, 4);
  if (Atomics.load(ctl, 0) !== WAITING) return;
  Atomics.store(ctl, 0, CANCELLED);
  Atomics.notify(ctl, 0);
}
