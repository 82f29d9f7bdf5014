/*
 * Agent error classes and the secret scrubber. Failures caused by the model (bad tool arguments,
 * code that does not run) never throw: they go back to the model as tool results. What throws is
 * the model server failing (LLMRequestError, classified retryable or not) and bugs in Lispwright.
 *
 * Every message that leaves the agent (events, thrown errors, CLI output) passes through
 * `redact`, so an API key echoed by a misbehaving server never reaches a log or the renderer.
 */

/** A model request failed. `retryable` for network errors, timeouts, 429 and 5xx. */
export class LLMRequestError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LLMRequestError';
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
