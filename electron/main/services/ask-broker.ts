/*
 * The host's end of interactive runs (interpreter/runner/interaction.ts has the whole path):
 * a question from a running script becomes a 'run:ask' push to the renderer, and the
 * renderer's answerAsk(runId, askId, answer) invoke resolves it. A run that ends, or is
 * cancelled, takes its unanswered questions with it (they resolve with null). Answers are
 * untrusted page data: only plain JSON of a bounded size gets through; the run checks the rest.
 */
import type { AskRequest, HostEvents } from '../../shared/contract.js';

const MAX_ANSWER_CHARS = 256 * 1024;

interface Pending {
  runId: string;
  resolve: (answer: unknown) => void;
}

export class AskBroker {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly emit: (payload: HostEvents['run:ask']) => void) {}

  /** Ask the renderer on behalf of run `runId`; resolves with its answer, or null. */
  ask(runId: string, ask: AskRequest): Promise<unknown> {
    const askId = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(askId, { runId, resolve });
      this.emit({ runId, askId, ask });
    });
  }

  /** The renderer's answer. False when nothing waits for it (answered already, or the run ended). */
  answer(runId: unknown, askId: unknown, answer: unknown): boolean {
    if (typeof runId !== 'string' || typeof askId !== 'number') throw new Error('answerAsk needs a run id and a question id');
    const p = this.pending.get(askId);
    if (!p || p.runId !== runId) return false;
    this.pending.delete(askId);
    p.resolve(sanitize(answer));
    return true;
  }

  /** Drop every question of a run (it ended or was stopped). */
  closeRun(runId: string): void {
    for (const [id, p] of this.pending) {
      if (p.runId !== runId) continue;
      this.pending.delete(id);
      p.resolve(null);
    }
  }

  get waiting(): number {
    return this.pending.size;
  }
}

/** Plain JSON only (no prototypes, no functions), bounded in size; anything else is no answer. */
function sanitize(answer: unknown): unknown {
  if (answer === undefined || answer === null) return null;
  try {
    const text = JSON.stringify(answer);
    if (text === undefined || text.length > MAX_ANSWER_CHARS) return null;
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
