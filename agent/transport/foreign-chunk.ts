/*
 * Recognising a stream that is not OpenAI chat-completions: each chunk the SDK hands over must
 * have a `choices` array. When it has not, say what the server does speak, so the user fixes the
 * base URL instead of reading "Cannot read properties of undefined".
 */

const ANTHROPIC_TYPES = new Set(['message_start', 'message_delta', 'message_stop', 'content_block_start', 'content_block_delta', 'content_block_stop', 'ping']);

/** Undefined for a chat.completion.chunk; otherwise why this chunk is not one. */
export function foreignChunk(chunk: unknown, where: string): string | undefined {
  if (typeof chunk !== 'object' || chunk === null) return `the server at ${where} sent a stream event that is not a JSON object`;
  const c = chunk as Record<string, unknown>;
  if (Array.isArray(c.choices)) return undefined;
  if (c.usage && typeof c.usage === 'object') return undefined; // a usage-only chunk some servers send without choices
  const type = typeof c.type === 'string' ? c.type : undefined;
  if (type && ANTHROPIC_TYPES.has(type))
    return `the server at ${where} speaks the Anthropic Messages stream format ("${type}" events), not OpenAI chat completions — use an OpenAI-compatible endpoint`;
  if (type?.startsWith('response.'))
    return `the server at ${where} speaks the OpenAI Responses API ("${type}" events), not chat completions — use its /v1/chat/completions endpoint`;
  if ('message' in c && 'done' in c)
    return `the server at ${where} speaks Ollama's native /api/chat format, not OpenAI chat completions — use http://HOST:11434/v1 as the base URL`;
  if ('candidates' in c) return `the server at ${where} speaks the Gemini API format, not OpenAI chat completions — use its OpenAI-compatible endpoint`;
  return `the server at ${where} sent stream chunks without "choices" (keys: ${Object.keys(c).slice(0, 6).join(', ') || 'none'}), not OpenAI chat-completion chunks`;
}
