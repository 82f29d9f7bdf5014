/*
 * Events from inside an awaited call. The loop is a generator and tools are plain async functions,
 * so a tool that has something to say while it runs (ask_user: the question, then the answer)
 * pushes events into a channel; the loop yields them as they come and then the call's result.
 */
import type { AgentEvent } from './events.js';

export async function* withEvents<T>(start: (emit: (e: AgentEvent) => void) => Promise<T>): AsyncGenerator<AgentEvent, T> {
  const queue: AgentEvent[] = [];
  let wake: (() => void) | undefined;
  const emit = (e: AgentEvent) => {
    queue.push(e);
    wake?.();
  };
  let settled = false;
  const result = start(emit).finally(() => {
    settled = true;
    wake?.();
  });
  // keep an unhandled rejection from firing before the loop below awaits `result`
  result.catch(() => undefined);
  while (!settled) {
    await new Promise<void>((r) => {
      wake = r;
      if (queue.length || settled) r();
    });
    wake = undefined;
    while (queue.length) yield queue.shift()!;
  }
  while (queue.length) yield queue.shift()!;
  return await result;
}
