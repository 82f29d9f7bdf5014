/*
 * The fetch the openai SDK is given. The SDK speaks the protocol; this guards the wire:
 *   - an idle timeout: no bytes for `idleTimeoutMs` (waiting for the headers included) fails the
 *     request as 'idle', instead of Node's 300 s body timeout;
 *   - a request timeout over the whole exchange (headers and body);
 *   - a 2xx answer that is not an event stream is read (bounded) and judged: a valid non-streamed
 *     chat.completion is replayed to the SDK as the equivalent stream (its answer is not lost), an
 *     HTML page or any other body fails as 'protocol' with a message naming what came back.
 * Failures are TransportErrors; the SDK wraps them (as a connection error's cause, or rethrows them
 * from the stream) and the client looks through that wrapping.
 */
import { TransportError } from '../errors.js';
import { completionAsSse } from './completion-replay.js';

export type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface GuardOptions {
  idleTimeoutMs: number;
  requestTimeoutMs: number;
  /** the base URL, for messages */
  where: string;
  /** the largest non-streamed body read (default 8 MB) */
  maxBodyBytes?: number;
}

const DEFAULT_MAX_BODY = 8 * 1024 * 1024;
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** "Welcome to nginx!" from an HTML page's title (or its first heading), for the message. */
export function htmlTitle(html: string): string | undefined {
  const m = /<title[^>]*>([^<]{1,120})<\/title>/i.exec(html) ?? /<h1[^>]*>([^<]{1,120})<\/h1>/i.exec(html);
  return m?.[1]?.trim() || undefined;
}

/** Why a 2xx body that is not an event stream cannot be used, or the SSE text to replay instead. */
export function judgeBody(text: string, contentType: string, where: string): { sse: string } | { error: TransportError } {
  const trimmed = text.trimStart();
  if (/^(data|event|:)/.test(trimmed)) return { sse: text }; // an event stream with the wrong content type
  if (/html/i.test(contentType) || trimmed.startsWith('<')) {
    const title = htmlTitle(text);
    return {
      error: new TransportError(
        `the server at ${where} answered with an HTML page${title ? ` ("${title}")` : ''}, not an OpenAI chat-completions stream — check the base URL (OpenAI-compatible servers usually end in /v1)`,
        'protocol',
      ),
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const preview = trimmed.slice(0, 80).replace(/\s+/g, ' ');
    return { error: new TransportError(`the server at ${where} answered ${contentType || 'without a content type'} that is neither an OpenAI stream nor JSON: "${preview}"`, 'protocol') };
  }
  const sse = completionAsSse(parsed);
  if (sse !== undefined) return { sse };
  const err = (parsed as { error?: { message?: unknown } | string } | null)?.error;
  if (err) {
    const msg = typeof err === 'string' ? err : String(err.message ?? JSON.stringify(err));
    return { error: new TransportError(`the server at ${where} answered with an error: ${msg.slice(0, 300)}`, 'request') };
  }
  return { error: new TransportError(`the server at ${where} answered JSON that is not an OpenAI chat completion (no "choices")`, 'protocol') };
}

export function guardedFetch(opts: GuardOptions, inner: FetchFn = globalThis.fetch): FetchFn {
  return async (input, init) => {
    const ctl = new AbortController();
    const outer = init?.signal ?? undefined;
    const onOuter = () => ctl.abort(outer?.reason);
    if (outer?.aborted) ctl.abort(outer.reason);
    else outer?.addEventListener('abort', onOuter, { once: true });
    let failure: TransportError | undefined;
    const fail = (e: TransportError) => {
      failure ??= e;
      ctl.abort(e);
    };
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const arm = (phase: string) => {
      clearTimeout(idleTimer);
      idleTimer = unref(setTimeout(() => fail(new TransportError(`the model server at ${opts.where} sent nothing for ${seconds(opts.idleTimeoutMs)} ${phase}`, 'idle')), opts.idleTimeoutMs));
    };
    // a reader that stops early (the SDK after [DONE]) must not keep the process alive for the deadline
    const deadline = unref(setTimeout(() => fail(new TransportError(`the model request to ${opts.where} took longer than ${seconds(opts.requestTimeoutMs)}`, 'timeout')), opts.requestTimeoutMs));
    const done = () => {
      clearTimeout(idleTimer);
      clearTimeout(deadline);
      outer?.removeEventListener('abort', onOuter);
    };

    arm('(no answer to the request)');
    let res: Response;
    try {
      res = await inner(input, { ...init, signal: ctl.signal });
    } catch (e) {
      done();
      throw failure ?? e;
    }
    const reader = res.body?.getReader();
    if (!reader) {
      done();
      return res;
    }
    const contentType = res.headers.get('content-type') ?? '';
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // only a chat completion must be a stream; GET /models and the like answer JSON
    const streaming = /event-stream/i.test(contentType) || !/\/chat\/completions(\?|$)/.test(url);

    /** Read one piece with the idle timer armed; the failure (not the abort it caused) is thrown. */
    const read = async (): Promise<{ done: boolean; value?: Uint8Array }> => {
      arm('in the middle of its answer');
      try {
        return await reader.read();
      } catch (e) {
        throw failure ?? e;
      } finally {
        clearTimeout(idleTimer);
      }
    };

    if (!res.ok || streaming) {
      const body = new ReadableStream<Uint8Array>({
        async pull(c) {
          try {
            const { done: end, value } = await read();
            if (end || !value) {
              done();
              c.close();
            } else c.enqueue(value);
          } catch (e) {
            done();
            c.error(e);
          }
        },
        cancel(reason) {
          done();
          return reader.cancel(reason).catch(() => undefined);
        },
      });
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    }

    // 2xx but not a stream: read it (bounded) and judge it.
    const max = opts.maxBodyBytes ?? DEFAULT_MAX_BODY;
    const parts: Uint8Array[] = [];
    let size = 0;
    try {
      for (;;) {
        const { done: end, value } = await read();
        if (end || !value) break;
        size += value.byteLength;
        if (size > max) {
          void reader.cancel().catch(() => undefined);
          throw new TransportError(`the server at ${opts.where} answered ${contentType || 'a body'} larger than ${max} bytes instead of an event stream`, 'protocol');
        }
        parts.push(value);
      }
    } finally {
      done();
    }
    const text = new TextDecoder().decode(concat(parts, size));
    const verdict = judgeBody(text, contentType, opts.where);
    if ('error' in verdict) throw verdict.error;
    const headers = new Headers(res.headers);
    headers.set('content-type', 'text/event-stream');
    headers.delete('content-length');
    return new Response(verdict.sse, { status: res.status, statusText: res.statusText, headers });
  };
}

function unref<T>(t: T): T {
  (t as { unref?: () => void }).unref?.();
  return t;
}

function concat(parts: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
