/*
 * Keeping long sessions inside the context window: the transcript keeps every tool result in full,
 * but the messages sent to the model keep only the last KEEP_RUNS run results (run_lisp, run_tests,
 * gate runs) in full and replace older ones with a one-line summary.
 */
import type { ChatMessage } from './llm-client.js';
import { feedback } from './prompts/index.js';

export const KEEP_RUNS = 3;

export interface RunMessage {
  /** index in the message list */
  index: number;
  /** one-line summary used once the message is old */
  summary: string;
}

export function compactMessages(messages: readonly ChatMessage[], runs: readonly RunMessage[], keep = KEEP_RUNS): ChatMessage[] {
  if (runs.length <= keep) return [...messages];
  const out = [...messages];
  runs.slice(0, runs.length - keep).forEach((r, i) => {
    const m = out[r.index];
    if (!m) return;
    const content = feedback.compacted(i + 1, r.summary);
    out[r.index] = m.role === 'tool' ? { ...m, content } : m.role === 'user' ? { ...m, content } : m;
  });
  return out;
}
