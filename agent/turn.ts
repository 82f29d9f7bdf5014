/*
 * One model turn: stream a chat completion, turning chunks into events (text deltas, tool calls
 * started, argument deltas) and accumulating the assistant message. Tool-call pieces are assembled
 * by transport/tool-calls.ts (by index, then by id; ids made unique). A failure is retried by the
 * policy in transport/retry.ts; each wait is announced with a 'retry' event (the UI drops the
 * partial message and shows the wait, which Stop cancels).
 */
import { AgentAbortedError, LLMRequestError, isAbortError } from './errors.js';
import type { AgentEvent } from './events.js';
import type { ChatRequest, LLMClient, TokenUsage, ToolCallMessage } from './llm-client.js';
import { decideRetry, type RetryPolicy } from './transport/retry.js';
import { ToolCallAssembler } from './transport/tool-calls.js';

export interface TurnResult {
  text: string;
  toolCalls: ToolCallMessage[];
  finishReason: string | null;
  usage?: TokenUsage;
}

export interface TurnOptions {
  retry: RetryPolicy;
  turn: number;
  /** tool-call ids already used in the session (kept unique across turns) */
  usedIds: Set<string>;
}

async function* streamOnce(llm: LLMClient, req: ChatRequest, signal: AbortSignal, opts: TurnOptions): AsyncGenerator<AgentEvent, TurnResult> {
  let text = '';
  let finishReason: string | null = null;
  let usage: TokenUsage | undefined;
  let chunks = 0;
  // ids are only committed once the turn succeeds, so a retried stream reuses them
  const ids = new Set(opts.usedIds);
  const calls = new ToolCallAssembler(ids, opts.turn);
  for await (const chunk of llm.stream(req, signal)) {
    chunks++;
    if (chunk.kind === 'text') {
      text += chunk.text;
      yield { type: 'text-delta', delta: chunk.text };
    } else if (chunk.kind === 'tool') {
      for (const ev of calls.add(chunk)) {
        if ('started' in ev) {
          yield { type: 'tool-call-started', callId: ev.started.id, name: ev.started.name, origin: 'model' };
          if (ev.started.args) yield { type: 'tool-call-arguments-delta', callId: ev.started.id, delta: ev.started.args };
        } else yield { type: 'tool-call-arguments-delta', callId: ev.delta.id, delta: ev.delta.text };
      }
    } else if (chunk.kind === 'usage') usage = chunk.usage;
    else finishReason = chunk.reason;
  }
  if (chunks === 0 && !signal.aborted) throw new LLMRequestError('the model server answered with an empty stream (no chat-completion chunks)', 'protocol');
  for (const id of ids) opts.usedIds.add(id);
  return { text, toolCalls: calls.result(), finishReason, ...(usage ? { usage } : {}) };
}

export const sleep = (ms: number, signal: AbortSignal) =>
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

/** Stream a turn, retrying by the policy. Throws LLMRequestError (with the last failure) or an abort. */
export async function* modelTurn(llm: LLMClient, req: ChatRequest, signal: AbortSignal, opts: TurnOptions): AsyncGenerator<AgentEvent, TurnResult> {
  let waited = 0;
  for (let retryNo = 1; ; retryNo++) {
    try {
      return yield* streamOnce(llm, req, signal, opts);
    } catch (e) {
      if (signal.aborted || isAbortError(e)) throw new AgentAbortedError();
      const err = e instanceof LLMRequestError ? e : new LLMRequestError(e instanceof Error ? e.message : String(e), 'connection');
      const d = decideRetry(err, retryNo, waited, opts.retry);
      if (!d.retry) {
        const tries = retryNo === 1 ? '' : ` (after ${retryNo} tries)`;
        throw new LLMRequestError(`${err.message}${tries}${d.why ? `; ${d.why}` : ''}`, err.kind, err.extra);
      }
      yield { type: 'retry', attempt: retryNo, maxRetries: d.maxRetries, delayMs: d.delayMs, message: err.message, kind: err.kind, fromServer: d.fromServer, waitedMs: waited };
      await sleep(d.delayMs * opts.retry.timeScale, signal);
      waited += d.delayMs;
    }
  }
}
