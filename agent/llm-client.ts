/*
 * The model seam. The loop talks to an `LLMClient` that streams one chat completion as small
 * chunks (text, tool-call pieces by index, finish). Production wraps the official `openai` SDK's
 * Chat Completions API (what OpenAI, DeepSeek, Ollama, LM Studio and vLLM all serve); tests point
 * the same wrapper at a scripted server, so the real SDK and the real SSE protocol are exercised.
 *
 * The SDK's own retries are switched off (maxRetries 0): the turn retries itself, visibly, by the
 * policy in transport/retry.ts. The SDK's fetch is guarded (transport/guarded-fetch.ts: idle and
 * request timeouts, non-stream bodies judged), and every chunk is checked to be a chat-completion
 * chunk, so a server speaking something else fails with a message that says so.
 */
import OpenAI from 'openai';
import { LLMRequestError, TransportError, redact, type FailureKind } from './errors.js';
import { foreignChunk } from './transport/foreign-chunk.js';
import { guardedFetch, htmlTitle, type FetchFn } from './transport/guarded-fetch.js';
import { retryAfterMs } from './transport/retry.js';

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

/** Token counts a server reported for one completion. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export type LLMChunk =
  | { kind: 'text'; text: string }
  /** a piece of a tool call; id and name usually arrive with the first piece; some servers send no index */
  | { kind: 'tool'; index?: number; id?: string; name?: string; args?: string }
  | { kind: 'finish'; reason: string | null }
  | { kind: 'usage'; usage: TokenUsage };

export interface LLMClient {
  /** Stream one completion. Throws LLMRequestError on failure, an abort error when `signal` fires. */
  stream(req: ChatRequest, signal: AbortSignal): AsyncIterable<LLMChunk>;
  /** Model ids the server offers (GET /models). */
  listModels(signal?: AbortSignal): Promise<string[]>;
}

export interface OpenAIClientOptions {
  baseUrl: string;
  apiKey?: string;
  /** the whole request, headers and body (default 10 min) */
  timeoutMs?: number;
  /** no bytes for this long fails the request as 'idle' (default 60 s) */
  idleTimeoutMs?: number;
  /** the fetch under the guard (tests) */
  fetch?: FetchFn;
}

export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 600_000;

/** Local servers ignore the key but the SDK insists on one. */
const PLACEHOLDER_KEY = 'not-needed';

type Chunk = OpenAI.Chat.Completions.ChatCompletionChunk;

export class OpenAILLMClient implements LLMClient {
  private readonly client: OpenAI;
  private readonly secrets: string[];
  /** set when the server refused `stream_options` (usage reporting); not sent again */
  private noStreamOptions = false;

  constructor(private readonly opts: OpenAIClientOptions) {
    const timeout = opts.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    this.client = new OpenAI({
      baseURL: opts.baseUrl,
      apiKey: opts.apiKey || PLACEHOLDER_KEY,
      maxRetries: 0,
      timeout,
      dangerouslyAllowBrowser: false,
      fetch: guardedFetch({ idleTimeoutMs: opts.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS, requestTimeoutMs: timeout, where: opts.baseUrl }, opts.fetch),
    });
    this.secrets = opts.apiKey ? [opts.apiKey] : [];
  }

  private create(req: ChatRequest, signal: AbortSignal): Promise<AsyncIterable<Chunk>> {
    return this.client.chat.completions.create(
      {
        model: req.model,
        messages: req.messages as OpenAI.Chat.Completions.ChatCompletionMessageParam[],
        ...(req.tools.length ? { tools: req.tools as OpenAI.Chat.Completions.ChatCompletionTool[] } : {}),
        ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
        stream: true,
        ...(this.noStreamOptions ? {} : { stream_options: { include_usage: true } }),
      },
      { signal },
    );
  }

  async *stream(req: ChatRequest, signal: AbortSignal): AsyncIterable<LLMChunk> {
    let stream: AsyncIterable<Chunk>;
    try {
      stream = await this.create(req, signal);
    } catch (e) {
      // a server that rejects the usage option gets the request again without it
      if (!this.noStreamOptions && e instanceof OpenAI.APIError && e.status === 400 && /stream_options|include_usage/i.test(e.message)) {
        this.noStreamOptions = true;
        try {
          stream = await this.create(req, signal);
        } catch (e2) {
          throw this.classify(e2, signal);
        }
      } else throw this.classify(e, signal);
    }
    try {
      for await (const chunk of stream) {
        const foreign = foreignChunk(chunk, this.opts.baseUrl);
        if (foreign) throw new TransportError(foreign, 'protocol');
        const usage = usageOf(chunk);
        if (usage) yield { kind: 'usage', usage };
        const choice = chunk.choices?.[0];
        if (!choice) continue;
        const d = choice.delta;
        if (d?.content) yield { kind: 'text', text: d.content };
        for (const tc of d?.tool_calls ?? []) {
          const piece: LLMChunk = { kind: 'tool' };
          if (typeof tc.index === 'number') piece.index = tc.index;
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

  /** Turn an SDK or transport error into an LLMRequestError with a clear, key-free message. Aborts pass through. */
  private classify(e: unknown, signal?: AbortSignal): unknown {
    if (e instanceof LLMRequestError) return e;
    const transport = transportCause(e);
    if (transport) return new LLMRequestError(this.scrub(transport.message), transport.kind);
    if (signal?.aborted || e instanceof OpenAI.APIUserAbortError) return e;
    const where = this.opts.baseUrl;
    if (e instanceof OpenAI.APIConnectionTimeoutError) return new LLMRequestError(`the model server at ${where} did not answer in time`, 'timeout');
    if (e instanceof OpenAI.APIConnectionError) return new LLMRequestError(`cannot reach the model server at ${where} (${this.scrub(causeText(e))})`, 'connection');
    if (e instanceof OpenAI.APIError) {
      const status = e.status;
      const kind: FailureKind =
        status === undefined ? 'server' : status === 429 ? 'rate-limit' : status === 401 || status === 403 ? 'auth' : status >= 500 ? 'server' : 'request';
      const hint =
        kind === 'auth'
          ? ' — check the API key (LISPWRIGHT_API_KEY or OPENAI_API_KEY)'
          : status === 404
            ? ' — check the base URL and the model name'
            : '';
      const after = retryAfterMs(e.headers ?? undefined);
      return new LLMRequestError(`the model server at ${where} answered ${status ?? 'an error'}: ${this.scrub(plainMessage(e.message))}${hint}`, kind, {
        ...(status !== undefined ? { status } : {}),
        ...(after !== undefined ? { retryAfterMs: after } : {}),
      });
    }
    const msg = e instanceof Error ? e.message : String(e);
    return new LLMRequestError(`the model stream from ${where} failed: ${this.scrub(msg)}`, 'connection');
  }

  private scrub(text: string): string {
    return redact(text, this.secrets);
  }
}

/** A TransportError anywhere in the cause chain (the SDK wraps fetch failures). */
function transportCause(e: unknown): TransportError | undefined {
  for (let c: unknown = e, depth = 0; c && depth < 5; c = (c as { cause?: unknown }).cause, depth++) if (c instanceof TransportError) return c;
  return undefined;
}

function usageOf(chunk: Chunk): TokenUsage | undefined {
  const u = (chunk as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown; total_tokens?: unknown } | null }).usage;
  if (!u || typeof u !== 'object') return undefined;
  const prompt = typeof u.prompt_tokens === 'number' ? u.prompt_tokens : 0;
  const completion = typeof u.completion_tokens === 'number' ? u.completion_tokens : 0;
  const total = typeof u.total_tokens === 'number' ? u.total_tokens : prompt + completion;
  return prompt || completion || total ? { promptTokens: prompt, completionTokens: completion, totalTokens: total } : undefined;
}

/** An error body that is an HTML page becomes its title; anything else is cut to a readable length. */
function plainMessage(m: string): string {
  if (/<html|<!doctype/i.test(m)) return `an HTML page${htmlTitle(m) ? ` ("${htmlTitle(m)}")` : ''}`;
  return m.length > 400 ? `${m.slice(0, 400)}…` : m;
}

function causeText(e: Error): string {
  const cause = (e as { cause?: unknown }).cause;
  if (cause instanceof Error) return cause.message;
  return e.message;
}
