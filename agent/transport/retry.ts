/*
 * When to retry a failed model request, and after how long. Exponential backoff from `baseDelayMs`
 * (1 s, 2 s, 4 s … capped at `maxDelayMs`), a server's Retry-After honoured as given, and all the
 * waiting of one turn bounded by `maxTotalWaitMs` (the retry event shows each wait, and Stop cancels
 * it). How many times depends on the failure: a rate limit is worth waiting out several times, a
 * stalled or silent server only once (the idle timeout already waited), a protocol or key problem
 * never. `timeScale` shrinks every real wait (tests); the events still report the planned delay.
 */
import type { FailureKind, LLMRequestError } from '../errors.js';

export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  /** all waits of one model turn together */
  maxTotalWaitMs: number;
  /** real waits are planned delay × timeScale (default 1; tests use a small fraction) */
  timeScale: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 30_000, maxTotalWaitMs: 120_000, timeScale: 1 };

/** Retries allowed per failure kind (the first try is not counted). */
export const RETRIES: Readonly<Record<FailureKind, number>> = {
  'rate-limit': 5,
  server: 3,
  connection: 2,
  idle: 1,
  timeout: 1,
  protocol: 0,
  auth: 0,
  request: 0,
};

export type RetryDecision = { retry: true; delayMs: number; fromServer: boolean; maxRetries: number } | { retry: false; why?: string };

/**
 * Whether to retry after the `retryNo`-th failure (1 for the first) of a turn that has already
 * waited `waitedMs`.
 */
export function decideRetry(err: LLMRequestError, retryNo: number, waitedMs: number, p: RetryPolicy): RetryDecision {
  const maxRetries = RETRIES[err.kind];
  if (retryNo > maxRetries) return { retry: false };
  const fromServer = err.extra.retryAfterMs !== undefined;
  const delayMs = fromServer ? Math.max(0, err.extra.retryAfterMs!) : Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** (retryNo - 1));
  if (waitedMs + delayMs > p.maxTotalWaitMs) {
    const limit = Math.round(p.maxTotalWaitMs / 1000);
    return { retry: false, why: fromServer ? `the server asked to wait ${Math.round(delayMs / 1000)} s, more than the ${limit} s retry limit allows` : `the ${limit} s retry limit is used up` };
  }
  return { retry: true, delayMs, fromServer, maxRetries };
}

/**
 * A Retry-After (seconds or an HTTP date) or retry-after-ms header in ms; undefined when absent
 * or unreadable. `now` for tests.
 */
export function retryAfterMs(headers: { get(name: string): string | null } | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms));
  const ra = headers.get('retry-after')?.trim();
  if (!ra) return undefined;
  if (/^\d+(\.\d+)?$/.test(ra)) return Math.ceil(Number(ra) * 1000);
  const date = Date.parse(ra);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
