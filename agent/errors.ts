/*
 * Agent error classes and the secret scrubber. Failures caused by the model (bad tool arguments,
 * code that does not run) never throw: they go back to the model as tool results. What throws is
 * the model server failing (LLMRequestError, classified retryable or not) and bugs in Lispwright.
 *
 * Every message that leaves the agent (events, thrown errors, CLI output) passes through
 * `redact`, so an API key echoed by a misbehaving server never reaches a log or the renderer.
 */

/**
 * What went wrong with a model request; the retry policy (transport/retry.ts) decides per kind.
 *   rate-limit  429 (honour Retry-After)        server      5xx
 *   connection  refused, reset, DNS             idle        no bytes for the idle timeout
 *   timeout     the whole request took too long protocol    the server does not speak OpenAI streaming
 *   auth        401/403                         request     other 4xx (bad model name, bad request)
 */
export type FailureKind = 'rate-limit' | 'server' | 'connection' | 'idle' | 'timeout' | 'protocol' | 'auth' | 'request';

const RETRYABLE: ReadonlySet<FailureKind> = new Set(['rate-limit', 'server', 'connection', 'idle', 'timeout']);

/** A model request failed. Retryable kinds: rate-limit, server, connection, idle, timeout. */
export class LLMRequestError extends Error {
  readonly retryable: boolean;
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly extra: { status?: number; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'LLMRequestError';
    this.retryable = RETRYABLE.has(kind);
  }
  get status(): number | undefined {
    return this.extra.status;
  }
}

/**
 * Raised inside the transport (guarded fetch, chunk checks) and turned into an LLMRequestError by
 * the client; kept apart so the SDK's own wrapping (it wraps fetch failures) can be seen through.
 */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/** The user stopped the session (AbortSignal). */
export class AgentAbortedError extends Error {
  constructor() {
    super('stopped by the user');
    this.name = 'AgentAbortedError';
  }
}

/** Tool arguments that do not match the tool's schema; reported to the model, never thrown out. */
export class ToolArgumentError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid arguments: ${problems.join('; ')}`);
    this.name = 'ToolArgumentError';
  }
}

const MIN_SECRET = 4;

/** Replace every occurrence of each secret (and of its long prefixes) with "***". */
export function redact(text: string, secrets: ReadonlyArray<string | undefined>): string {
  let out = text;
  for (const s of secrets) {
    if (!s || s.length < MIN_SECRET) continue;
    out = out.split(s).join('***');
    // servers often echo a truncated key ("sk-abc...xyz"); hide a long prefix too
    if (s.length >= 12) out = out.split(s.slice(0, Math.floor(s.length * 0.6))).join('***');
  }
  return out;
}

export const isAbortError = (e: unknown): boolean =>
  e instanceof AgentAbortedError ||
  (e instanceof Error && (e.name === 'AbortError' || e.name === 'APIUserAbortError' || /aborted/i.test(e.constructor.name)));
