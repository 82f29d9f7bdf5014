/*
 * One model turn: stream a chat completion, turning chunks into events (text deltas, tool calls
 * started, argument deltas) and accumulating the assistant message. Tool-call pieces arrive by
 * index, split across chunks; ids and names come with the first piece (some local servers send no
 * id, so one is made up). A retryable failure is retried once after a backoff; the caller sees a
 * 'retry' event so the UI can drop the partial message.
 */
import { AgentAbortedError, LLMRequestError, isAbortError } from './errors.js';
import type { AgentEvent } from './events.js';
import type { ChatRequest, LLMClient, ToolCallMessage } from './llm-client.js';

export interface TurnResult {
  text: string;
  toolCalls: ToolCallMessage[];
  finishReason: string | null;
}

export interface TurnOptions {
  retryDelayMs: number;
  turn: number;
}

async function* streamOnce(llm: LLMClient, req: ChatRequest, signal: AbortSignal, turn: number): AsyncGenerator<AgentEvent, TurnResult> {
  let text = '';
  let finishReason: string | null = null;
  const calls = new Map<number, { id: string; name: string; args: string; started: boolean }>();
  for await (const chunk of llm.stream(req, signal)) {
    if (chunk.kind === 'text') {
      text += chunk.text;
      yield { type: 'text-delta', delta: chunk.text };
    } else if (chunk.kind === 'tool') {
      let c = calls.get(chunk.index);
      if (!c) {
        c = { id: chunk.id ?? `call_${turn}_${chunk.index}`, name: '', args: '', started: false };
        calls.set(chunk.index, c);
      }
      if (chunk.name) c.name += chunk.name;
      if (!c.started && c.name) {
        c.started = true;
        yield { type: 'tool-call-started', callId: c.id, name: c.name, origin: 'model' };
        if (c.args) yield { type: 'tool-call-arguments-delta', callId: c.id, delta: c.args };
      }
      if (chunk.args) {
        c.args += chunk.args;
        if (c.started) yield { type: 'tool-call-arguments-delta', callId: c.id, delta: chunk.args };
      }
    } else finishReason = chunk.reason;
  }
  const toolCalls = [...calls.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, c]) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.args } }));
  return { text, toolCalls, finishReason };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new AgentAbortedError());
    const t = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(new AgentAbortedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** Stream a turn, retrying once on a retryable failure. Throws LLMRequestError or an abort. */
export async function* modelTurn(llm: LLMClient, req: ChatRequest, signal: AbortSignal, opts: TurnOptions): AsyncGenerator<AgentEvent, TurnResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return yield* streamOnce(llm, req, signal, opts.turn);
    } catch (e) {
      if (signal.aborted || isAbortError(e)) throw new AgentAbortedError();
      const err = e instanceof LLMRequestError ? e : new LLMRequestError(e instanceof Error ? e.message : String(e), true);
      if (!err.retryable || attempt >= 2) throw err;
      const delayMs = opts.retryDelayMs;
      yield { type: 'retry', attempt, delayMs, message: err.message };
      await sleep(delayMs, signal);
    }
  }
}
