/*
 * The agent loop: an async generator of AgentEvents. Each turn streams one chat completion; tool
 * calls are run and their results appended; a turn without tool calls is a delivery attempt that
 * the verification gate judges. The loop, not the model, decides when the session is over:
 *
 *   verified     the delivered ```lisp block is byte-for-byte a text that passed run_lisp on the
 *                session drawing (runner code hash) and the saved tests;
 *   never run    the gate runs the delivered text itself and tells the model, instead of ending;
 *   round-limit  maxAttempts distinct code versions ran without verified code (or maxTurns turns);
 *   stuck        two runs in a row failed with the same message at the same place;
 *   network      the model server failed, was retried once, and failed again;
 *   aborted      the AbortSignal fired (Stop).
 *
 * Model mistakes never throw: they come back to the model as tool results or feedback messages.
 */
import type { RunResult } from '../interpreter/runner/contract.js';
import { catalogueFromInterp } from './catalogue.js';
import { compactMessages, type RunMessage } from './compaction.js';
import { lispBlocks } from './delivery.js';
import { LLMRequestError, isAbortError, redact } from './errors.js';
import type { AgentEvent, StopReason } from './events.js';
import { Ledger } from './gate.js';
import { runnerInspector } from './inspector.js';
import type { ChatMessage, LLMClient } from './llm-client.js';
import type { DrawingInspector, FunctionCatalogue, RunLisp, SessionContext } from './ports.js';
import { feedback, systemPrompt } from './prompts/index.js';
import { compactRun, oneLine } from './run-format.js';
import { StuckDetector } from './stuck.js';
import { executeToolCall } from './tool-exec.js';
import { ALL_TOOLS, toolSpecs, type Tool, type ToolContext, type ToolRun } from './tools/index.js';
import { runCode } from './tools/run-lisp.js';
import { runSessionTests } from './tools/run-tests.js';
import { modelTurn } from './turn.js';

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
  /** backoff before the one retry of a failed model request; default 1000 ms */
  retryDelayMs?: number;
  /** earlier conversation of this script (user requests and final answers) */
  history?: ChatMessage[];
  /** strings that must never appear in events (the API key) */
  secrets?: string[];
  tools?: readonly Tool[];
}

export const DEFAULT_MAX_ATTEMPTS = 5;
type Stopped = Extract<AgentEvent, { type: 'stopped' }>;

/** The loop. Yields every event, the final 'stopped' one included, and also returns that one. */
export async function* runAgent(task: string, opts: AgentOptions): AsyncGenerator<AgentEvent, Stopped> {
  const stopped = yield* loop(task, opts);
  yield stopped;
  return stopped;
}

async function* loop(task: string, opts: AgentOptions): AsyncGenerator<AgentEvent, Stopped> {
  const signal = opts.signal ?? new AbortController().signal;
  const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const maxTurns = opts.maxTurns ?? maxAttempts * 3 + 4;
  const tools = opts.tools ?? ALL_TOOLS;
  const session = opts.session;
  const scrub = (t: string) => redact(t, opts.secrets ?? []);
  const ledger = new Ledger(session.fileName, session.tests.length);
  const stuck = new StuckDetector();
  const runMessages: RunMessage[] = [];
  let lastCode: string | undefined;
  const ctx: ToolContext = {
    runLisp: opts.runLisp,
    inspector: opts.inspector ?? runnerInspector(opts.runLisp, () => session),
    catalogue: opts.catalogue ?? catalogueFromInterp(),
    session,
    signal,
    lastCode: () => lastCode,
  };
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt({ drawingName: session.drawingName, testsCount: session.tests.length, maxAttempts, ...(session.editorText ? { editorText: session.editorText } : {}) }) },
    ...(opts.history ?? []),
    { role: 'user', content: task },
  ];

  const stop = (reason: StopReason, message: string, extra: Partial<Stopped> = {}): Stopped => {
    const verified = reason === 'verified';
    const best = verified ? undefined : ledger.best();
    return { type: 'stopped', reason, message: scrub(message), verified, unresolved: verified ? [] : ledger.unresolved(), ...(best ? { best } : {}), ...extra };
  };

  /** Record run_lisp runs (model or gate); returns a stop event when a stop rule fires. Test runs are kept apart (recordTests). */
  function* recordRuns(callId: string, runs: readonly ToolRun[]): Generator<AgentEvent, Stopped | undefined> {
    for (const run of runs) {
      const isNew = !ledger.isKnown(run.code);
      ledger.recordRun(run);
      yield { type: 'run-attached', callId, code: run.code, result: run.result, onSessionDrawing: run.onSessionDrawing };
      yield { type: 'verification-changed', verification: ledger.verification(run.code) };
      if (stuck.observe(run.result)) return stop('stuck', `Stuck: the same error twice in a row — ${oneLine(run.result)}.`);
      if (isNew && ledger.attempts >= maxAttempts && !run.result.ok) return stop('round-limit', `Stopped after ${maxAttempts} attempts without verified code.`);
    }
    return undefined;
  }

  /** Run the session tests on `code` as the gate, emitting a card. */
  async function* gateTests(code: string, turn: number): AsyncGenerator<AgentEvent, boolean> {
    const callId = `gate_tests_${turn}`;
    yield { type: 'tool-call-started', callId, name: 'run_tests', origin: 'gate' };
    const outcome = await runSessionTests(code, ctx);
    if (outcome.tests) ledger.recordTests(outcome.tests);
    yield { type: 'tool-call-finished', callId, name: 'run_tests', args: { code }, ok: outcome.ok, summary: outcome.summary, result: outcome.content, origin: 'gate' };
    yield { type: 'verification-changed', verification: ledger.verification(code) };
    return outcome.ok;
  }

  let turn = 0;
  let nudges = 0;
  try {
    yield { type: 'user-message', text: task };
    for (;;) {
      if (signal.aborted) return stop('aborted', 'Stopped by the user.');
      if (turn >= maxTurns) return stop('round-limit', `Stopped after ${maxTurns} model turns without verified code.`);
      turn++;
      yield { type: 'round', turn, attempt: ledger.attempts, maxAttempts };

      const request = { model: opts.model, messages: compactMessages(messages, runMessages), tools: toolSpecs(tools), ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}) };
      const reply = yield* modelTurn(opts.llm, request, signal, { retryDelayMs: opts.retryDelayMs ?? 1000, turn });
      messages.push({ role: 'assistant', content: reply.text || null, ...(reply.toolCalls.length ? { tool_calls: reply.toolCalls } : {}) });
      if (reply.text) yield { type: 'assistant-message', text: reply.text };

      if (reply.toolCalls.length) {
        let stopEvent: Stopped | undefined;
        for (const call of reply.toolCalls) {
          // after a stop rule fired, remaining calls still get a result so the transcript is well-formed
          if (stopEvent) {
            messages.push({ role: 'tool', tool_call_id: call.id, content: 'not run: the session stopped' });
            continue;
          }
          const overLimit = call.function.name === 'run_lisp' && newVersionRequested(call.function.arguments, ledger) && ledger.attempts >= maxAttempts;
          const { args, outcome } = overLimit
            ? { args: call.function.arguments, outcome: { content: feedback.attemptLimit(maxAttempts), ok: false, summary: 'attempt limit reached' } }
            : await executeToolCall(call, tools, ctx);
          if (overLimit) stopEvent = stop('round-limit', `Stopped after ${maxAttempts} attempts without verified code.`);
          const index = messages.push({ role: 'tool', tool_call_id: call.id, content: outcome.content }) - 1;
          if (outcome.runs?.length) {
            runMessages.push({ index, summary: outcome.summary });
            if (call.function.name === 'run_lisp') lastCode = outcome.runs[0]!.code;
          }
          if (outcome.tests) ledger.recordTests(outcome.tests);
          yield { type: 'tool-call-finished', callId: call.id, name: call.function.name, args, ok: outcome.ok, summary: outcome.summary, result: outcome.content, origin: 'model' };
          if (outcome.runs && call.function.name === 'run_lisp') stopEvent ??= yield* recordRuns(call.id, outcome.runs);
          if (outcome.tests) yield { type: 'verification-changed', verification: ledger.verification(outcome.tests.code) };
        }
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
      let verdict = ledger.verdict(code);
      if (verdict.kind === 'never-run') {
        if (ledger.attempts >= maxAttempts && !ledger.isKnown(code))
          return stop('round-limit', `Stopped after ${maxAttempts} attempts: the delivered code was never run and no attempts are left.`);
        // The gate runs the delivered text itself and reports back instead of ending.
        const callId = `gate_${turn}`;
        const last = ledger.lastRun;
        const args = { code, ...(last?.call ? { call: last.call } : {}), ...(last?.inputs ? { inputs: last.inputs } : {}), ...(assertionsOf(last?.result) ? { assertions: assertionsOf(last?.result) } : {}) };
        yield { type: 'tool-call-started', callId, name: 'run_lisp', origin: 'gate' };
        const outcome = await runCode(args, ctx);
        yield { type: 'tool-call-finished', callId, name: 'run_lisp', args, ok: outcome.ok, summary: outcome.summary, result: outcome.content, origin: 'gate' };
        const stopped = yield* recordRuns(callId, outcome.runs ?? []);
        if (stopped) return stopped;
        const index = messages.push({ role: 'user', content: feedback.neverRun(outcome.summary, JSON.stringify(compactRun(outcome.runs![0]!.result))) }) - 1;
        runMessages.push({ index, summary: `gate run of delivered code: ${outcome.summary}` });
        continue;
      }
      if (verdict.kind === 'tests-missing') {
        yield* gateTests(code, turn);
        verdict = ledger.verdict(code);
      }
      if (verdict.kind === 'verified') {
        yield { type: 'verification-changed', verification: ledger.verification(code) };
        return stop('verified', `Verified: the delivered code ran on ${session.drawingName}${session.tests.length ? ` and passed ${session.tests.length} saved test${session.tests.length === 1 ? '' : 's'}` : ''}.`, {
          code,
          codeHash: verdict.codeHash,
          run: verdict.run,
        });
      }
      if (verdict.kind === 'failed') messages.push({ role: 'user', content: feedback.failedRun(oneLine(verdict.run)) });
      else if (verdict.kind === 'tests-failed') messages.push({ role: 'user', content: feedback.testsFailed(verdict.failures) });
    }
  } catch (e) {
    if (signal.aborted || isAbortError(e)) return stop('aborted', 'Stopped by the user.');
    if (e instanceof LLMRequestError) {
      const message = scrub(`The model server failed${e.retryable ? ' twice' : ''}: ${e.message}`);
      yield { type: 'error', message };
      return stop('network', message);
    }
    const message = scrub(`Internal error in the agent: ${e instanceof Error ? e.message : String(e)}`);
    yield { type: 'error', message };
    return stop('internal', message);
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

const assertionsOf = (r: RunResult | undefined): string[] | undefined => {
  const a = r?.assertions?.map((x) => x.expr);
  return a?.length ? a : undefined;
};

/** Run the loop to the end, handing each event to `onEvent`; returns the stop event. */
export async function driveAgent(task: string, opts: AgentOptions, onEvent: (e: AgentEvent) => void): Promise<Stopped> {
  const gen = runAgent(task, opts);
  for (;;) {
    const n = await gen.next();
    if (n.done) return n.value;
    onEvent(n.value);
  }
}
