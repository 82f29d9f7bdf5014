/*
 * Running one tool call from the model. Bad JSON, arguments that do not match the schema, code over
 * the size limit, unknown tools and tools that throw all become tool results the model can act on;
 * only an abort escapes. What a tool returns from the drawing or a program is wrapped as untrusted
 * data (untrusted.ts) unless the tool is marked trusted.
 */
import { isAbortError } from './errors.js';
import type { ToolCallMessage } from './llm-client.js';
import { feedback } from './prompts/index.js';
import { validate } from './tools/schema.js';
import type { Tool, ToolContext, ToolOutcome } from './tools/types.js';
import { dataBlock } from './untrusted.js';

export interface ExecutedCall {
  args: unknown;
  outcome: ToolOutcome;
}

export const DEFAULT_MAX_CODE_CHARS = 64 * 1024;

export function parseArguments(raw: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (raw.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}

export async function executeToolCall(call: ToolCallMessage, tools: readonly Tool[], ctx: ToolContext, maxCodeChars = DEFAULT_MAX_CODE_CHARS): Promise<ExecutedCall> {
  const name = call.function.name;
  const tool = tools.find((t) => t.name === name);
  const fail = (content: string, summary: string, args: unknown): ExecutedCall => ({ args, outcome: { content, ok: false, summary } });
  if (!tool) return fail(feedback.unknownTool(name, tools.map((t) => t.name)), `unknown tool ${name}`, call.function.arguments);
  const parsed = parseArguments(call.function.arguments);
  if (!parsed.ok) {
    const raw = call.function.arguments;
    return fail(feedback.badJson(name, parsed.error), 'arguments were not valid JSON', raw.length > 2000 ? `${raw.slice(0, 2000)}…` : raw);
  }
  const problems = validate(parsed.value, tool.parameters);
  if (problems.length) return fail(feedback.badArguments(name, problems), `invalid arguments: ${problems[0]}`, parsed.value);
  const args = parsed.value as Record<string, unknown>;
  for (const key of tool.codeArgs ?? []) {
    const code = args[key];
    if (typeof code === 'string' && code.length > maxCodeChars) {
      // the card keeps the size, not the megabyte
      const shown = { ...args, [key]: `[${code.length} characters]` };
      return fail(feedback.codeTooLarge(name, code.length, maxCodeChars), `code too large (${code.length} characters; limit ${maxCodeChars})`, shown);
    }
  }
  try {
    const outcome = await tool.execute(args, ctx);
    return { args, outcome: tool.trusted ? outcome : { ...outcome, content: dataBlock(name, outcome.content) } };
  } catch (e) {
    if (ctx.signal.aborted || isAbortError(e)) throw e;
    const msg = e instanceof Error ? e.message : String(e);
    return fail(feedback.toolFailed(name, msg), `failed: ${msg}`, args);
  }
}
