/*
 * Running one tool call from the model. Bad JSON, arguments that do not match the schema, unknown
 * tools and tools that throw all become tool results the model can act on; only an abort escapes.
 */
import { isAbortError } from './errors.js';
import type { ToolCallMessage } from './llm-client.js';
import { feedback } from './prompts/index.js';
import { validate } from './tools/schema.js';
import type { Tool, ToolContext, ToolOutcome } from './tools/types.js';

export interface ExecutedCall {
  args: unknown;
  outcome: ToolOutcome;
}

export function parseArguments(raw: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (raw.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}

export async function executeToolCall(call: ToolCallMessage, tools: readonly Tool[], ctx: ToolContext): Promise<ExecutedCall> {
  const name = call.function.name;
  const tool = tools.find((t) => t.name === name);
  const fail = (content: string, summary: string, args: unknown): ExecutedCall => ({ args, outcome: { content, ok: false, summary } });
  if (!tool) return fail(feedback.unknownTool(name, tools.map((t) => t.name)), `unknown tool ${name}`, call.function.arguments);
  const parsed = parseArguments(call.function.arguments);
  if (!parsed.ok) return fail(feedback.badJson(name, parsed.error), 'arguments were not valid JSON', call.function.arguments);
  const problems = validate(parsed.value, tool.parameters);
  if (problems.length) return fail(feedback.badArguments(name, problems), `invalid arguments: ${problems[0]}`, parsed.value);
  try {
    return { args: parsed.value, outcome: await tool.execute(parsed.value as Record<string, unknown>, ctx) };
  } catch (e) {
    if (ctx.signal.aborted || isAbortError(e)) throw e;
    const msg = e instanceof Error ? e.message : String(e);
    return fail(feedback.toolFailed(name, msg), `failed: ${msg}`, parsed.value);
  }
}
