/*
 * Keeping long sessions inside the context window. The transcript keeps everything; what is sent
 * to the model is compacted, in this order, the oldest first within each step:
 *   always   run results older than the last KEEP_RUNS become one-line summaries, and the code in
 *            the calls that made them is left out of the resent arguments (the last runs stay whole);
 *            arguments over the code limit are never resent;
 *   budget   while the estimated tokens exceed the budget: other old tool results (inspect_drawing,
 *            lookup_function …) become summaries, then long string arguments of old tool calls are
 *            cut, then old assistant text and loop feedback are shortened.
 * Never touched: the system prompt, the user's latest request and the current turn's messages.
 * Tokens are estimated from characters (4 per token), which is close enough for a budget.
 */
import type { ChatMessage, ToolCallMessage } from './llm-client.js';
import { feedback } from './prompts/index.js';

export const KEEP_RUNS = 3;
/** estimated tokens of the whole request (default; the model's window is larger) */
export const DEFAULT_CONTEXT_BUDGET = 24_000;
const SHORT_TEXT = 400;
const LONG_ARG = 200;

export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

export function messageTokens(m: ChatMessage): number {
  let n = 4 + estimateTokens(m.content ?? '');
  if (m.role === 'assistant') for (const c of m.tool_calls ?? []) n += 8 + estimateTokens(c.function.name) + estimateTokens(c.function.arguments);
  return n;
}

export const requestTokens = (messages: readonly ChatMessage[]): number => messages.reduce((n, m) => n + messageTokens(m), 0);

/** What the loop knows about one tool result (or loop message) it may compact. */
export interface CompactableMessage {
  /** index in the message list */
  index: number;
  /** one-line summary used once the message is old */
  summary: string;
  /** runs (run_lisp, run_tests, gate runs) keep the last KEEP_RUNS whole; others only under pressure */
  kind: 'run' | 'other';
}

export interface CompactionOptions {
  budget?: number;
  keepRuns?: number;
  /** arguments longer than this are never resent (the code-size limit) */
  maxArgChars?: number;
  /** index of the first message that must stay whole (the latest request and what follows) */
  protectFrom?: number;
}

/** A string argument cut to a note, keeping the arguments valid JSON (servers parse them). */
export function shortenArguments(raw: string, limit: number): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw.length > limit ? JSON.stringify({ omitted: `${raw.length} characters of arguments that were not JSON` }) : raw;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return raw.length > limit ? JSON.stringify({ omitted: `${raw.length} characters` }) : raw;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (typeof v === 'string' && v.length > limit) {
      out[k] = `[${v.length} characters left out of the history]`;
      changed = true;
    } else out[k] = v;
  }
  return changed ? JSON.stringify(out) : raw;
}

const shortText = (t: string): string => (t.length > SHORT_TEXT ? `${t.slice(0, SHORT_TEXT)}… [${t.length - SHORT_TEXT} characters left out of the history]` : t);

export function compactMessages(messages: readonly ChatMessage[], tracked: readonly CompactableMessage[], o: CompactionOptions = {}): ChatMessage[] {
  const keep = o.keepRuns ?? KEEP_RUNS;
  const budget = o.budget ?? DEFAULT_CONTEXT_BUDGET;
  const protectFrom = o.protectFrom ?? messages.length;
  const out = [...messages];
  // tool_call_id -> index of the assistant message that made the call
  const caller = new Map<string, number>();
  out.forEach((m, i) => {
    if (m.role === 'assistant') for (const c of m.tool_calls ?? []) caller.set(c.id, i);
  });
  const idOf = (i: number): string | undefined => {
    const m = out[i];
    return m?.role === 'tool' ? m.tool_call_id : undefined;
  };
  const mapCall = (callId: string | undefined, f: (args: string) => string) => {
    const ai = callId ? caller.get(callId) : undefined;
    const a = ai !== undefined ? out[ai] : undefined;
    if (ai === undefined || a?.role !== 'assistant' || !a.tool_calls) return;
    const tool_calls: ToolCallMessage[] = a.tool_calls.map((c) => (c.id === callId ? { ...c, function: { ...c.function, arguments: f(c.function.arguments) } } : c));
    out[ai] = { ...a, tool_calls };
  };
  const summarise = (t: CompactableMessage, n: number) => {
    const m = out[t.index];
    if (m && (m.role === 'tool' || m.role === 'user')) out[t.index] = { ...m, content: feedback.compacted(n, t.summary) };
  };

  // always: old runs summarised, their code left out; oversized arguments never resent
  const runs = tracked.filter((t) => t.kind === 'run');
  runs.slice(0, Math.max(0, runs.length - keep)).forEach((t, i) => {
    summarise(t, i + 1);
    mapCall(idOf(t.index), (a) => shortenArguments(a, LONG_ARG));
  });
  if (o.maxArgChars !== undefined) {
    out.forEach((m, i) => {
      if (m.role !== 'assistant' || !m.tool_calls?.some((c) => c.function.arguments.length > o.maxArgChars!)) return;
      out[i] = { ...m, tool_calls: m.tool_calls.map((c) => (c.function.arguments.length > o.maxArgChars! ? { ...c, function: { ...c.function, arguments: shortenArguments(c.function.arguments, LONG_ARG) } } : c)) };
    });
  }

  let total = requestTokens(out);
  const recount = () => (total = requestTokens(out));
  const keptRuns = new Set(runs.slice(-keep).map((t) => t.index));
  // under pressure 1: other old tool results
  for (const t of tracked) {
    if (total <= budget) return out;
    if (t.kind !== 'other' || t.index >= protectFrom) continue;
    summarise(t, 0);
    recount();
  }
  // 2: long arguments of old calls (not those of the runs kept whole)
  for (let i = 0; i < protectFrom && total > budget; i++) {
    const m = out[i];
    if (m?.role !== 'assistant' || !m.tool_calls) continue;
    for (const c of m.tool_calls) {
      const resultIndex = out.findIndex((x) => x.role === 'tool' && x.tool_call_id === c.id);
      if (keptRuns.has(resultIndex)) continue;
      mapCall(c.id, (a) => shortenArguments(a, LONG_ARG));
    }
    recount();
  }
  // 3: old assistant text and loop feedback (never the system prompt or a user request kept whole)
  for (let i = 1; i < protectFrom && total > budget; i++) {
    const m = out[i]!;
    if (m.role === 'assistant' && m.content) out[i] = { ...m, content: shortText(m.content) };
    else if (m.role === 'user' && m.content.startsWith('[')) out[i] = { ...m, content: shortText(m.content) };
    else if (m.role === 'tool' && !keptRuns.has(i)) out[i] = { ...m, content: shortText(m.content) };
    else continue;
    recount();
  }
  return out;
}
