/*
 * A server that ignores `stream: true` answers one chat.completion JSON object. Its answer is as
 * good as a streamed one, so it is replayed to the SDK as the stream it stands for: one chunk with
 * the whole message (tool calls given their index), the finish chunk, the usage chunk, [DONE].
 */

interface CompletionMessage {
  content?: unknown;
  tool_calls?: Array<{ id?: unknown; type?: unknown; function?: { name?: unknown; arguments?: unknown } }>;
}

interface Completion {
  id?: unknown;
  model?: unknown;
  choices: Array<{ message?: CompletionMessage; finish_reason?: unknown }>;
  usage?: unknown;
}

const isCompletion = (v: unknown): v is Completion =>
  typeof v === 'object' && v !== null && Array.isArray((v as Completion).choices) && (v as Completion).choices.length > 0 &&
  typeof (v as Completion).choices[0] === 'object' && (v as Completion).choices[0] !== null && typeof (v as Completion).choices[0]!.message === 'object';

/** The SSE text equivalent to a non-streamed completion, or undefined when `v` is not one. */
export function completionAsSse(v: unknown): string | undefined {
  if (!isCompletion(v)) return undefined;
  const choice = v.choices[0]!;
  const msg = choice.message ?? {};
  const base = { id: typeof v.id === 'string' ? v.id : 'chatcmpl-replayed', object: 'chat.completion.chunk', created: 0, model: typeof v.model === 'string' ? v.model : '' };
  const frame = (choices: unknown[], extra: Record<string, unknown> = {}) => `data: ${JSON.stringify({ ...base, choices, ...extra })}\n\n`;
  const delta: Record<string, unknown> = { role: 'assistant' };
  if (typeof msg.content === 'string') delta.content = msg.content;
  if (Array.isArray(msg.tool_calls) && msg.tool_calls.length) {
    delta.tool_calls = msg.tool_calls.map((tc, index) => ({
      index,
      id: typeof tc.id === 'string' ? tc.id : `call_replayed_${index}`,
      type: 'function',
      function: { name: String(tc.function?.name ?? ''), arguments: typeof tc.function?.arguments === 'string' ? tc.function.arguments : JSON.stringify(tc.function?.arguments ?? {}) },
    }));
  }
  const finish = typeof choice.finish_reason === 'string' ? choice.finish_reason : delta.tool_calls ? 'tool_calls' : 'stop';
  let out = frame([{ index: 0, delta, finish_reason: null }]) + frame([{ index: 0, delta: {}, finish_reason: finish }]);
  if (v.usage && typeof v.usage === 'object') out += frame([], { usage: v.usage });
  return out + 'data: [DONE]\n\n';
}
