/*
 * The run's output as ordered chunks (text / alert / prompt). Consecutive chunks of one kind are
 * merged, and the total is capped so a script printing in an endless loop cannot flood the host
 * (the cap is far above what any real command prints; a note marks the cut).
 */
import type { OutputChunk } from './contract.js';

/**
 * 16 million characters: a report of a million lines fits (the output pane is windowed), and the
 * step budget ends an endless printing loop before the cap matters much.
 */
export const DEFAULT_OUTPUT_CAP = 16_000_000;

/** Told of each piece of output as it is recorded (kind and text apart: a print allocates nothing for it). */
export type OutputListener = (kind: OutputChunk['kind'], text: string) => void;

export class Transcript {
  readonly chunks: OutputChunk[] = [];
  private size = 0;
  private truncated = false;
  /** while true nothing is recorded (assertions print nowhere) */
  muted = false;
  /** told of every chunk as it is recorded (a debug session and a streaming worker pass the output on) */
  listener: OutputListener | null = null;
  private diverted: string[] | null = null;
  constructor(private readonly cap = DEFAULT_OUTPUT_CAP) {}

  /** Start again from nothing (a console session, at each expression). */
  reset(): void {
    this.chunks.length = 0;
    this.size = 0;
    this.truncated = false;
  }

  /** Run `fn` with what it prints collected apart, not recorded (a debugger's watch). */
  divert<T>(fn: () => T): { value: T; text: string } {
    const outer = this.diverted;
    const mine: string[] = [];
    this.diverted = mine;
    try {
      return { value: fn(), text: mine.join('') };
    } finally {
      this.diverted = outer;
    }
  }

  add(kind: OutputChunk['kind'], text: string): void {
    if (this.diverted) {
      this.diverted.push(kind === 'alert' ? `[alert] ${text}\n` : text);
      return;
    }
    if (text === '' || this.truncated || this.muted) return;
    if (this.size + text.length > this.cap) {
      text = text.slice(0, Math.max(0, this.cap - this.size)) + `\n[output truncated after ${this.cap} characters]\n`;
      this.truncated = true;
    }
    this.size += text.length;
    const last = this.chunks[this.chunks.length - 1];
    if (last && last.kind === kind && kind === 'text') last.text += text;
    else this.chunks.push({ kind, text });
    this.listener?.(kind, text);
  }

  text(s: string): void {
    this.add('text', s);
  }

  /** Everything printed, as one string (prompts included, alerts marked). */
  plain(): string {
    let s = '';
    for (const c of this.chunks) s += c.kind === 'alert' ? `[alert] ${c.text}\n` : c.text;
    return s;
  }
}
