/*
 * The agent loop: an async generator of AgentEvents. Each turn streams one chat completion; tool
 * calls are run and their results appended; a turn without tool calls is a delivery attempt that
 * the verification gate judges. The loop, not the model, decides when the session is over:
 *
 *   verified       `deliver` named a run that re-checked on the session drawing by the one verification
 *                  rule (its call, inputs, assertions and expected effect) and passed the saved tests;
 *                  or the final ```lisp block is byte-for-byte a text whose latest session run
 *                  verifies (runner code hash) and passed the saved tests. Fenced code that differs
 *                  from a delivered run is flagged on the stop event, never verified;
 *   never run      the gate runs the delivered text itself and tells the model, instead of ending;
 *   round-limit    maxAttempts distinct code versions ran without verified code (or maxTurns turns);
 *   stuck          a stuck pattern fired (stuck.ts: repeated error, alternation, same failed
 *                  delivery, repeated call), never within one turn;
 *   network        the model server failed past what its failure's retries allow (turn.ts);
 *   content-filter the server's filter stopped the answer;
 *   question       ask_user found nobody to answer (the CLI without --answers);
 *   aborted        the AbortSignal fired (Stop).
 *
 * Model mistakes never throw: they come back to the model as tool results or feedback messages.
 * Every event is stamped with its time and origin (events.ts) on the way out.
 */
import { catalogueFromInterp } from './catalogue.js';
import { compactMessages, DEFAULT_CONTEXT_BUDGET, type CompactableMessage } from './compaction.js';
import { lispBlocks } from './delivery.js';
import { LLMRequestError, isAbortError, redact } from './errors.js';
import { withEvents } from './event-channel.js';
import { stamp, type AgentEvent, type StampedEvent, type StopReason, type StoppedEvent, type UsageTotals } from './events.js';
import { Ledger } from './gate.js';
import { runnerInspector } from './inspector.js';
import type { ChatMessage, LLMClient, ToolCallMessage } from './llm-client.js';
import { learnFrom, lessonFor, prepareMemory, type MemoryOptions } from './memory/index.js';
import type { DrawingInspector, FunctionCatalogue, RunLisp, SessionContext } from './ports.js';
import { feedback, systemPrompt } from './prompts/index.js';
import { compactRun } from './run-format.js';
import { errorKey, StuckDetector, type StuckVerdict } from './stuck.js';
import { DEFAULT_MAX_CODE_CHARS, executeToolCall } from './tool-exec.js';
import { ALL_TOOLS, toolSpecs, type Tool, type ToolContext, type ToolOutcome, type ToolRun } from './tools/index.js';
import type { Delivery, Question } from './tools/types.js';
import { runCode } from './tools/run-lisp.js';
import { gateTests as runGateTests, recheckDelivery, type GateDeps } from './recheck.js';
import { DEFAULT_RETRY, type RetryPolicy } from './transport/retry.js';
import { modelTurn } from './turn.js';
import { dataBlock } from './untrusted.js';

export interface AgentOptions {
  llm: LLMClient;
  model: string;
  temperature?: number;
  runLisp: RunLisp;
  session: SessionContext;
  /** default: the runner-based inspector */
  inspector?: DrawingInspector;
  /** default: every function a fresh interpreter knows */
  catalogue?: FunctionCatalogue;
  /** distinct code versions that may run (the repair-round limit); default 5 */
  maxAttempts?: number;
  /** model turns before giving up; default 3 × maxAttempts + 4 */
  maxTurns?: number;
  signal?: AbortSignal;
  /** when and how often a failed model request is retried (transport/retry.ts) */
  retry?: Partial<RetryPolicy>;
  /** shorthand for retry.baseDelayMs */
  retryDelayMs?: number;
  /** earlier conversation of this script (user requests and final answers) */
  history?: ChatMessage[];
  /** strings that must never appear in events (the API key) */
  secrets?: string[];
  tools?: readonly Tool[];
  /** tool calls run per turn; the rest are answered "not run" (default 8) */
  maxToolCallsPerTurn?: number;
  /** characters of code a tool accepts (default 64 KB) */
  maxCodeChars?: number;
  /** estimated tokens of a request before compaction presses (default 24 000) */
  contextBudget?: number;
  /** answers ask_user; null (or absent) stops the session with reason 'question' */
  askUser?(q: Question, signal: AbortSignal): Promise<string | null>;
  /** the workspace memory: notes injected at start, lessons written after repairs */
  memory?: MemoryOptions;
  /** the error the user is repairing (the editor's last run), for choosing memory notes */
  repairing?: string;
  /** the clock for event stamps (tests) */
  now?: () => Date;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_MAX_CALLS_PER_TURN = 8;
type Stopped = StoppedEvent & StampedEvent;

/** The loop. Yields every event (stamped), the final 'stopped' one included, and also returns that one. */
export async function* runAgent(task: string, opts: AgentOptions): AsyncGenerator<StampedEvent, Stopped> {
  const gen = loop(task, opts);
  for (;;) {
    const n = await gen.next();
    const e = stamp(n.value, opts.now) as StampedEvent;
    yield e;
    if (n.done) return e as Stopped;
  }
}

async function* loop(task: string, opts: AgentOptions): AsyncGenerator<AgentEvent, StoppedEvent> {
  const signal = opts.signal ?? new AbortController().signal;
  const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const maxTurns = opts.maxTurns ?? maxAttempts * 3 + 4;
  const maxCalls = opts.maxToolCallsPerTurn ?? DEFAULT_MAX_CALLS_PER_TURN;
  const maxCodeChars = opts.maxCodeChars ?? DEFAULT_MAX_CODE_CHARS;
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...(opts.retryDelayMs !== undefined ? { baseDelayMs: opts.retryDelayMs } : {}), ...opts.retry };
  const tools = opts.tools ?? ALL_TOOLS;
  const session = opts.session;
  const scrub = (t: string) => redact(t, opts.secrets ?? []);
  const ledger = new Ledger(session.fileName, session.tests.length);
  const stuck = new StuckDetector();
  const tracked: CompactableMessage[] = [];
  const usedIds = new Set<string>();
  const usage: UsageTotals = { promptTokens: 0, completionTokens: 0, totalTokens: 0, turnsReported: 0, turns: 0 };
  const lessonsOffered = new Set<string>();
  let lastCode: string | undefined;
  let runSeq = 0;
  const baseCtx: Omit<ToolContext, 'callId' | 'emit'> = {
    newRunId: () => `run-${++runSeq}`,
    runLisp: opts.runLisp,
    inspector: opts.inspector ?? runnerInspector(opts.runLisp, () => session),
    catalogue: opts.catalogue ?? catalogueFromInterp(),
    session,
    signal,
    lastCode: () => lastCode,
    ...(opts.askUser ? { askUser: opts.askUser } : {}),
  };
  const silent = () => undefined;
  const gate: GateDeps = { ledger, session, ctx: baseCtx };

  const stop = (reason: StopReason, message: string, extra: Partial<StoppedEvent> = {}): StoppedEvent => {
    const verified = reason === 'verified';
    const best = verified ? undefined : ledger.best();
    return { type: 'stopped', reason, message: scrub(message), verified, unresolved: verified ? [] : ledger.unresolved(), ...(best ? { best } : {}), usage: { ...usage }, ...extra };
  };
  const stuckStop = (v: StuckVerdict) => stop('stuck', v.message, { stuck: v.pattern });

  /** Record run_lisp runs (model or gate); returns a stop event when a stop rule fires. Test runs are kept apart (recordTests). */
  function* recordRuns(callId: string, runs: readonly ToolRun[], turn: number, origin: 'model' | 'gate'): Generator<AgentEvent, StoppedEvent | undefined> {
    for (const run of runs) {
      const isNew = !ledger.isKnown(run.code);
      ledger.recordRun(run);
      yield { type: 'run-attached', callId, code: run.code, result: run.result, onSessionDrawing: run.onSessionDrawing, origin };
      yield { type: 'verification-changed', verification: ledger.verification(run.code) };
      const v = stuck.observeRun(turn, run.result);
      if (v) return stuckStop(v);
      if (isNew && ledger.attempts >= maxAttempts && !run.result.ok) return stop('round-limit', `Stopped after ${maxAttempts} attempts without verified code.`);
    }
    return undefined;
  }

  /** A failed run's result with the memory's lesson about its error, once per error. */
  function withLesson(outcome: ToolOutcome, notes: readonly { id: string }[] | undefined): ToolOutcome {
    const r = outcome.runs?.[0]?.result;
    const key = r ? errorKey(r) : null;
    if (!key || !memory || lessonsOffered.has(key)) return outcome;
    const lesson = lessonFor(memory.notes, key);
    if (!lesson || notes?.some((n) => n.id === lesson.id)) return outcome;
    lessonsOffered.add(key);
    return { ...outcome, content: `${outcome.content}\n\n${dataBlock('memory', feedback.memoryLesson(lesson.title, lesson.body))}` };
  }

  /** Run the session tests on `code` as the gate, emitting a card. */
  async function* gateTests(code: string, turn: number): AsyncGenerator<AgentEvent, boolean> {
    return yield* withEvents((emit) => runGateTests(code, `gate_tests_${turn}`, gate, emit));
  }

  /** The stop event of a verified session: the code, the run that proved it, the case it ran. */
  function verifiedStop(d: Delivery, text: string): StoppedEvent {
    const flagged = lispBlocks(text).filter((b) => b !== d.code);
    const results = ledger.verification(d.code).tests;
    const testsWord = session.tests.length ? ` and passed ${session.tests.length} saved test${session.tests.length === 1 ? '' : 's'}` : '';
    const r = d.run;
    return stop('verified', `Verified: the delivered code ran on ${session.drawingName} and did what its case declares${testsWord}.${flagged.length ? ' The code block in the final message differs from the delivered run and is not verified.' : ''}`, {
      code: d.code,
      codeHash: d.codeHash,
      run: r.result,
      verification: d.verification,
      case: {
        fileName: session.fileName,
        ...(r.call ? { call: r.call } : {}),
        ...(r.inputs?.length ? { inputs: r.inputs } : {}),
        ...(r.assertions?.length ? { assertions: r.assertions } : {}),
        expect: r.expectEffect ? { effect: r.expectEffect } : {},
        drawingName: session.drawingName,
        drawingHash: r.result.drawingHash,
      },
      ...(d.explanation ? { explanation: d.explanation } : {}),
      ...(flagged.length ? { flagged } : {}),
      ...(results?.length ? { tests: results } : {}),
    });
  }

  /** Write the lesson of a repaired session (a failed run, then this verified code). */
  async function* learn(code: string): AsyncGenerator<AgentEvent, void> {
    if (!opts.memory || !memory) return;
    const failed = [...ledger.sessionRuns].reverse().find((r) => r.code !== code && errorKey(r.result) !== null);
    if (!failed) return;
    const learned = await learnFrom(opts.memory, { request: task, failedCode: failed.code, failedRun: failed.result, fixedCode: code }, memory.notes);
    if (learned) yield { type: 'memory-written', id: learned.note.id, title: learned.note.title, updated: learned.updated };
  }

  const memory = opts.memory
    ? await prepareMemory(opts.memory, { task, ...(session.editorText ? { editorText: session.editorText } : {}), ...(opts.repairing ? { error: opts.repairing } : {}) })
    : undefined;
  const messages: ChatMessage[] = [
    {
      role: 'system',
      content: systemPrompt({
        drawingName: session.drawingName,
        testsCount: session.tests.length,
        maxAttempts,
        ...(session.editorText ? { editorText: session.editorText } : {}),
        ...(memory?.section ? { memory: memory.section } : {}),
      }),
    },
    ...(opts.history ?? []),
    { role: 'user', content: task },
  ];

  let turn = 0;
  let nudges = 0;
  try {
    yield { type: 'user-message', text: task };
    if (memory) yield { type: 'memory-injected', notes: memory.injected, tokens: memory.tokens, budget: memory.budget, dir: opts.memory!.store.where };
    for (;;) {
      if (signal.aborted) return stop('aborted', 'Stopped by the user.');
      if (turn >= maxTurns) return stop('round-limit', `Stopped after ${maxTurns} model turns without verified code.`);
      turn++;
      yield { type: 'round', turn, attempt: ledger.attempts, maxAttempts };

      const lastAssistant = messages.findLastIndex((m) => m.role === 'assistant');
      const compacted = compactMessages(messages, tracked, { budget: opts.contextBudget ?? DEFAULT_CONTEXT_BUDGET, maxArgChars: maxCodeChars, protectFrom: lastAssistant < 0 ? messages.length : lastAssistant });
      const request = { model: opts.model, messages: compacted, tools: toolSpecs(tools), ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}) };
      const reply = yield* modelTurn(opts.llm, request, signal, { retry, turn, usedIds });
      usage.turns++;
      if (reply.usage) {
        usage.turnsReported++;
        usage.promptTokens += reply.usage.promptTokens;
        usage.completionTokens += reply.usage.completionTokens;
        usage.totalTokens += reply.usage.totalTokens;
        yield { type: 'usage', turn, ...reply.usage };
      }
      messages.push({ role: 'assistant', content: reply.text || null, ...(reply.toolCalls.length ? { tool_calls: reply.toolCalls } : {}) });
      if (reply.text) yield { type: 'assistant-message', text: reply.text };
      if (reply.finishReason === 'content_filter') return stop('content-filter', "The model server's content filter stopped the answer (finish_reason \"content_filter\").");

      if (reply.finishReason === 'length') {
        for (const call of reply.toolCalls) {
          messages.push({ role: 'tool', tool_call_id: call.id, content: feedback.cutCall() });
          yield { type: 'tool-call-finished', callId: call.id, name: call.function.name, args: call.function.arguments, ok: false, summary: 'not run: the answer was cut off', result: feedback.cutCall(), origin: 'model' };
        }
        messages.push({ role: 'user', content: feedback.cutOff() });
        yield { type: 'notice', message: 'The model’s answer was cut off at its length limit; it was asked to answer again, shorter.' };
        continue;
      }

      if (reply.toolCalls.length) {
        const stopEvent = yield* toolCalls(reply.toolCalls, turn, reply.text);
        if (stopEvent) return stopEvent;
        continue;
      }

      // No tool calls: the model is delivering (or talking).
      const blocks = lispBlocks(reply.text);
      if (blocks.length !== 1) {
        if (blocks.length === 0 && ++nudges > 2) return stop('no-code', 'The model stopped without delivering code.');
        messages.push({ role: 'user', content: blocks.length === 0 ? feedback.noBlock() : feedback.manyBlocks(blocks.length) });
        continue;
      }
      const code = blocks[0]!;
      if (code.length > maxCodeChars) {
        messages.push({ role: 'user', content: feedback.codeTooLarge('the delivery', code.length, maxCodeChars) });
        continue;
      }
      let verdict = ledger.verdict(code);
      if (verdict.kind === 'never-run') {
        if (ledger.attempts >= maxAttempts && !ledger.isKnown(code))
          return stop('round-limit', `Stopped after ${maxAttempts} attempts: the delivered code was never run and no attempts are left.`);
        // The gate runs the delivered text itself and reports back instead of ending.
        const callId = `gate_${turn}`;
        const last = ledger.lastRun;
        const args = {
          code,
          ...(last?.call ? { call: last.call } : {}),
          ...(last?.inputs ? { inputs: last.inputs } : {}),
          ...(last?.assertions ? { assertions: last.assertions } : {}),
          ...(last?.expectEffect ? { expect_effect: last.expectEffect } : {}),
        };
        yield { type: 'tool-call-started', callId, name: 'run_lisp', origin: 'gate' };
        const outcome = await runCode(args, { ...baseCtx, callId, emit: silent });
        yield { type: 'tool-call-finished', callId, name: 'run_lisp', args, ok: outcome.ok, summary: outcome.summary, result: outcome.content, origin: 'gate' };
        const stopped = yield* recordRuns(callId, outcome.runs ?? [], turn, 'gate');
        if (stopped) return stopped;
        const index = messages.push({ role: 'user', content: feedback.neverRun(outcome.summary, dataBlock('run_lisp', JSON.stringify(compactRun(outcome.runs![0]!.result)))) }) - 1;
        tracked.push({ index, summary: `gate run of delivered code: ${outcome.summary}`, kind: 'run' });
        continue;
      }
      if (verdict.kind === 'tests-missing') {
        yield* gateTests(code, turn);
        verdict = ledger.verdict(code);
      }
      if (verdict.kind === 'verified') {
        yield { type: 'verification-changed', verification: ledger.verification(code) };
        yield* learn(code);
        return verifiedStop({ code, codeHash: verdict.codeHash, run: verdict.toolRun, verification: verdict.verification, explanation: '' }, reply.text);
      }
      const again = stuck.observeFailedDelivery(turn, code);
      if (again) return stuckStop(again);
      if (verdict.kind === 'failed') messages.push({ role: 'user', content: feedback.failedRun(verdict.problems.join('; ')) });
      else if (verdict.kind === 'tests-failed') messages.push({ role: 'user', content: feedback.testsFailed(verdict.failures) });
    }
  } catch (e) {
    if (signal.aborted || isAbortError(e)) return stop('aborted', 'Stopped by the user.');
    if (e instanceof LLMRequestError) {
      const message = scrub(`The model server failed: ${e.message}`);
      yield { type: 'error', message };
      return stop('network', message);
    }
    const message = scrub(`Internal error in the agent: ${e instanceof Error ? e.message : String(e)}`);
    yield { type: 'error', message };
    return stop('internal', message);
  }

  /** The tool calls of one turn: at most maxCalls run, each answered; returns a stop event when a rule fired. */
  async function* toolCalls(calls: readonly ToolCallMessage[], turn: number, text: string): AsyncGenerator<AgentEvent, StoppedEvent | undefined> {
    let stopEvent: StoppedEvent | undefined;
    for (const [i, call] of calls.entries()) {
      const name = call.function.name;
      // after a stop rule fired, and past the per-turn cap, calls still get a result so the history is well-formed
      const skip = stopEvent ? 'not run: the session stopped' : i >= maxCalls ? feedback.tooManyCalls(maxCalls) : undefined;
      if (skip) {
        messages.push({ role: 'tool', tool_call_id: call.id, content: skip });
        yield { type: 'tool-call-finished', callId: call.id, name, args: call.function.arguments.length > 2000 ? `${call.function.arguments.slice(0, 2000)}…` : call.function.arguments, ok: false, summary: skip.replace(/\. .*$/, ''), result: skip, origin: 'model' };
        continue;
      }
      const repeated = stuck.observeCall(turn, name, call.function.arguments);
      const overLimit = name === 'run_lisp' && newVersionRequested(call.function.arguments, ledger) && ledger.attempts >= maxAttempts;
      const ctx: ToolContext = { ...baseCtx, callId: call.id, emit: silent };
      const { args, outcome: raw } = overLimit
        ? { args: call.function.arguments, outcome: { content: feedback.attemptLimit(maxAttempts), ok: false, summary: 'attempt limit reached' } as ToolOutcome }
        : yield* withEvents((emit) =>
            executeToolCall(call, tools, { ...ctx, emit, deliver: (runId, explanation) => recheckDelivery(runId, explanation, `gate_deliver_${turn}_${i}`, gate, emit) }, maxCodeChars),
          );
      if (overLimit) stopEvent = stop('round-limit', `Stopped after ${maxAttempts} attempts without verified code.`);
      const outcome = name === 'run_lisp' ? withLesson(raw, memory?.injected) : raw;
      const index = messages.push({ role: 'tool', tool_call_id: call.id, content: outcome.content }) - 1;
      tracked.push({ index, summary: outcome.summary, kind: outcome.runs?.length ? 'run' : 'other' });
      if (outcome.runs?.length && name === 'run_lisp') lastCode = outcome.runs[0]!.code;
      if (outcome.tests) ledger.recordTests(outcome.tests);
      yield { type: 'tool-call-finished', callId: call.id, name, args, ok: outcome.ok, summary: outcome.summary, result: outcome.content, origin: 'model' };
      if (outcome.runs && name === 'run_lisp') stopEvent ??= yield* recordRuns(call.id, outcome.runs, turn, 'model');
      if (outcome.tests) yield { type: 'verification-changed', verification: ledger.verification(outcome.tests.code) };
      if (outcome.stop) stopEvent ??= stop(outcome.stop.reason, outcome.stop.message, { question: outcome.stop.question });
      if (outcome.delivered && !stopEvent) {
        yield* learn(outcome.delivered.code);
        stopEvent = verifiedStop(outcome.delivered, text);
      }
      if (repeated) stopEvent ??= stuckStop(repeated);
    }
    return stopEvent;
  }
}

/** True when a run_lisp call carries code that has not run before (it would be a new attempt). */
function newVersionRequested(rawArgs: string, ledger: Ledger): boolean {
  try {
    const code = (JSON.parse(rawArgs) as { code?: unknown }).code;
    return typeof code === 'string' && !ledger.isKnown(code);
  } catch {
    return false;
  }
}

/** Run the loop to the end, handing each event to `onEvent`; returns the stop event. */
export async function driveAgent(task: string, opts: AgentOptions, onEvent: (e: StampedEvent) => void): Promise<Stopped> {
  const gen = runAgent(task, opts);
  for (;;) {
    const n = await gen.next();
    if (n.done) return n.value;
    onEvent(n.value);
  }
}
