/*
 * A run's output as it is printed, in few messages: the worker's run is synchronous (no timer
 * fires while it runs), so output is gathered here and posted when 64K characters are waiting,
 * or when the interpreter's periodic check (every ~65k steps) finds some waiting for 40 ms, and
 * always before the run asks the user something and before its result. Text printed after a
 * quiet spell of 40 ms goes at once (the clock is read once per message, not per print), so
 * a line printed before a builtin that takes long without stepping is on screen meanwhile.
 * A print costs an array push here (the texts are joined when a message goes: no string is
 * built per print). The chunks are exactly those of the result's output, consecutive text
 * merged, so joined in order they equal it.
 */
import type { OutputChunk } from '../runner/contract.js';

/** Most characters gathered before a message goes, whatever the clock says. */
export const STREAM_MAX_CHARS = 64 * 1024;
/** How long printed text may wait before a message goes (checked every ~65k steps). */
export const STREAM_INTERVAL_MS = 40;

export class OutputStream {
  /** chunks closed since the last message (a prompt or an alert ends a run of text) */
  private chunks: OutputChunk[] = [];
  /** the text printed since the last closed chunk, joined when it closes */
  private texts: string[] = [];
  private chars = 0;
  /** when the last message went (none yet: the first print goes at once) */
  private last = -Infinity;

  constructor(
    private readonly send: (chunks: OutputChunk[]) => void,
    private readonly clock: () => number,
    private readonly maxChars = STREAM_MAX_CHARS,
    private readonly intervalMs = STREAM_INTERVAL_MS,
  ) {}

  /** A piece of output the transcript just recorded (its OutputListener). */
  readonly add = (kind: OutputChunk['kind'], text: string): void => {
    const fresh = this.chars === 0;
    if (kind === 'text') this.texts.push(text);
    else {
      this.closeText();
      this.chunks.push({ kind, text });
    }
    this.chars += text.length;
    // the first piece since the last message: after a quiet spell it goes now
    if (this.chars >= this.maxChars || (fresh && this.clock() - this.last >= this.intervalMs)) this.flush();
  };

  /** The interpreter's periodic check: send what has waited long enough. */
  readonly poll = (): void => {
    if (this.chars > 0 && this.clock() - this.last >= this.intervalMs) this.flush();
  };

  /** Send everything waiting now (before a question, before the result). */
  flush(): void {
    if (this.chars === 0) return;
    this.closeText();
    const chunks = this.chunks;
    this.chunks = [];
    this.chars = 0;
    this.last = this.clock();
    this.send(chunks);
  }

  private closeText(): void {
    if (this.texts.length === 0) return;
    this.chunks.push({ kind: 'text', text: this.texts.length === 1 ? this.texts[0]! : this.texts.join('') });
    this.texts = [];
  }
}
