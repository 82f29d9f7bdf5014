/*
 * The model seam. The loop talks to an `LLMClient` that streams one chat completion as small
 * chunks (text, tool-call pieces by index, finish). Production wraps the official `openai` SDK's
 * Chat Completions API (what OpenAI, DeepSeek, Ollama, LM Studio and vLLM all serve); tests point
 * the same wrapper at a scripted server, so the real SDK and the real SSE protocol are exercised.
 *
 * The SDK's own retries are switched off (maxRetries 0): the loop retries once itself, visibly,
 * so the "retry once then stop" rule is ours and testable.
 */
import OpenAI from 'openai';
import { LLMRequestError, redact } from './errors.js';

export interface ToolCallMessage {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** Chat messages in the Chat Completions shape. */
export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCallMessage[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools: ToolSpec[];
  temperature?: number;
}

export type LLMChunk =
  | { kind: 'text'; text: string }
  /** a piece of a tool call; id and name usually arrive with the first piece of each index */
  | { kind: 'tool'; index: number; id?: string; name?: string; args?: string }
  | { kind: 'finish'; reason: string | null };

export interface LLMClient {
  /** Stream one completion. Throws LLMRequestError on failure, an abort error when `signal` fires. */
  stream(req: ChatRequest, signal: AbortSignal): AsyncIterable<LLMChunk>;
  /** Model ids the server offers (GET /models). */
  listModels(signal?: AbortSignal): Promise<string[]>;
}

export interface OpenAIClientOptions {
  baseUrl: string;
  apiKey?: string;
  /** per-request timeout in ms (default 120 s) */
  timeoutMs?: number;
}

/** Local servers ignore the key but the SDK insists on one. */
const PLACEHOLDER_KEY = 'not-needed';

export class OpenAILLMClient implements LLMClient {
  private readonly client: OpenAI;
  private readonly secrets: string[];

  constructor(private readonly opts: OpenAIClientOptions) {
    this.client = new OpenAI({
      baseURL: opts.baseUrl,
      apiKey: opts.apiKey || PLACEHOLDER_KEY,
      maxRetries: 0,
      timeout: opts.timeoutMs ?? 120_000,
      dangerouslyAllowBrowser: false,
    });
    this.secrets = opts.apiKey ? [opts.apiKey] : [];
  }

  async *stream(req: ChatRequest, signal: AbortSignal): AsyncIterable<LLMChunk> {
    let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
    try {
      stream = await this.client.chat.completions.create(
        {
          model: req.model,
          messages: req.messages as OpenAI.Chat.Completions.ChatCompletionMessageParam[],
          ...(req.tools.length ? { tools: req.tools as OpenAI.Chat.Completions.ChatCompletionTool[] } : {}),
          ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
          stream: true,
        },
        { signal },
      );
    } catch (e) {
      throw this.classify(e, signal);
    }
    try {
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (!choice) continue;
        const d = choice.delta;
        if (d?.content) yield { kind: 'text', text: d.content };
        for (const tc of d?.tool_calls ?? []) {
          const piece: LLMChunk = { kind: 'tool', index: tc.index };
          if (tc.id) piece.id = tc.id;
          if (tc.function?.name) piece.name = tc.function.name;
          if (tc.function?.arguments) piece.args = tc.function.arguments;
          yield piece;
        }
        if (choice.finish_reason) yield { kind: 'finish', reason: choice.finish_reason };
      }
    } catch (e) {
      throw this.classify(e, signal);
    }
  }

  async listModels(signal?: AbortSignal): Promise<string[]> {
    try {
      const page = await this.client.models.list(signal ? { signal } : undefined);
      return page.data.map((m) => m.id);
    } catch (e) {
      throw this.classify(e, signal);
    }
  }

  /** Turn an SDK error into an LLMRequestError with a clear, key-free message. Aborts pass through. */
  private classify(e: unknown, signal?: AbortSignal): unknown {
    if (signal?.aborted || e instanceof OpenAI.APIUserAbortError) return e;
    const where = this.opts.baseUrl;
    if (e instanceof OpenAI.APIConnectionTimeoutError)
      return new LLMRequestError(`the model server at ${where} did not answer in time`, true);
    if (e instanceof OpenAI.APIConnectionError)
      return new LLMRequestError(`cannot reach the model server at ${where} (${this.scrub(causeText(e))})`, true);
    if (e instanceof OpenAI.APIError) {
      const status = e.status;
      const retryable = status === undefined || status === 429 || status >= 500;
      const hint =
        status === 401 || status === 403
          ? ' — check the API key (LISPWRIGHT_API_KEY or OPENAI_API_KEY)'
          : status === 404
            ? ' — check the base URL and the model name'
            : '';
      return new LLMRequestError(`the model server at ${where} answered ${status ?? 'an error'}: ${this.scrub(e.message)}${hint}`, retryable, status);
    }
    const msg = e instanceof Error ? e.message : String(e);
    return new LLMRequestError(`the model stream from ${where} failed: ${this.scrub(msg)}`, true);
  }

  private scrub(text: string): string {
    return redact(text, this.secrets);
  }
}

function causeText(e: Error): string {
  const cause = (e as { cause?: unknown }).cause;
  if (cause instanceof Error) return cause.message;
  return e.message;
}
