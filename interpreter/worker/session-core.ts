/*
 * A session worker's life, independent of the transport: wait for a message, act on it, answer,
 * and again. A debug session answers DAP requests through runner/debug-session.ts; at a stop it
 * keeps answering (stackTrace, variables, evaluate...) until a request resumes the program, and
 * while the program runs it picks up requests at the next form (the attention flag). A console
 * session evaluates expressions; a prompt posts an ask and waits here for the answer.
 */
import type { StopInfo } from '../debug/types.js';
import { ConsoleSession } from '../runner/console-session.js';
import type { OutputChunk, RunResult, ScriptedInput } from '../runner/contract.js';
import { DebugSession } from '../runner/debug-session.js';
import type { DrawingFactory } from '../ports/drawing.js';
import { runRequestDetailed, type RunnerDeps } from '../runner/run-request.js';
import { Transcript } from '../runner/transcript.js';
import { FLAG_ATTENTION, type FromSession, type SessionEndpoint, type ToSession } from './session-protocol.js';

export interface SessionCoreOptions {
  drawings?: DrawingFactory;
  maxDepth?: number;
}

type RequestMsg = Extract<ToSession, { type: 'request' }>;

export function serveSession(ep: SessionEndpoint, opts: SessionCoreOptions = {}): void {
  const deps: RunnerDeps = {
    ...(opts.drawings ? { drawings: opts.drawings } : {}),
    ...(opts.maxDepth ? { maxDepth: opts.maxDepth } : {}),
  };
  const post = (m: FromSession) => ep.post(m);
  const event = (name: string, body: unknown) => post({ type: 'event', event: name, body });
  let debug: DebugSession | null = null;
  let consoleSession: ConsoleSession | null = null;
  let askSeq = 0;
  let closing = false;

  const output = (c: OutputChunk) => event('output', { category: 'stdout', output: c.kind === 'alert' ? `[alert] ${c.text}\n` : c.text });

  function answer(m: RequestMsg, stopped: boolean): ReturnType<DebugSession['handle']> {
    const out = debug ? debug.handle(m, stopped) : { error: 'no debug session is open' };
    if (out.output) event('output', { category: 'console', output: out.output });
    post({ type: 'response', seq: m.seq, success: out.error === undefined, ...(out.body !== undefined ? { body: out.body } : {}), ...(out.error !== undefined ? { message: out.error } : {}) });
    return out;
  }

  const host = {
    stopped(stop: StopInfo) {
      event('stopped', stoppedBody(stop));
      for (;;) {
        const m = ep.inbox.wait();
        if (m.type === 'close') {
          closing = true;
          return 'terminate' as const;
        }
        if (m.type !== 'request') continue;
        const out = answer(m, true);
        if (out.resume) return out.resume;
      }
    },
    poll() {
      Atomics.store(ep.flags, FLAG_ATTENTION, 0);
      for (let m = ep.inbox.take(); m; m = ep.inbox.take()) {
        if (m.type === 'close') {
          closing = true;
          debug?.debugger.terminate();
          continue;
        }
        if (m.type !== 'request') continue;
        const out = answer(m, false);
        if (out.resume === 'terminate') debug?.debugger.terminate();
      }
    },
    output(text: string) {
      event('output', { category: 'console', output: text });
    },
  };

  function ask(kind: string, prompt: string): ScriptedInput | undefined {
    const id = ++askSeq;
    post({ type: 'ask', id, kind, prompt });
    for (;;) {
      const m = ep.inbox.wait();
      if (m.type === 'answer' && m.id === id) return m.input;
      if (m.type === 'close') {
        closing = true;
        return { esc: true };
      }
    }
  }

  function finished(result: RunResult): void {
    event('lispwright/result', result);
  }

  function handle(m: ToSession): void {
    switch (m.type) {
      case 'debug-open':
        debug = new DebugSession(m.req, deps, { host, attention: new Int32Array(ep.flags.buffer, ep.flags.byteOffset + FLAG_ATTENTION * 4, 1), onOutput: output, ...(m.stopOnEntry ? { stopOnEntry: true } : {}) });
        return;
      case 'debug-run':
        if (debug) finished(debug.run().result);
        return;
      case 'plain-run': {
        const transcript = new Transcript();
        transcript.listener = (kind, text) => output({ kind, text });
        finished(runRequestDetailed(m.req, { ...deps, transcript }).result);
        return;
      }
      case 'request':
        answer(m, false);
        return;
      case 'console-open':
        try {
          consoleSession = new ConsoleSession({ ...deps, cancelFlag: ep.cancelFlag }, { ...(m.drawing ? { drawing: m.drawing } : {}), ...(m.files ? { files: m.files } : {}), ...(m.budget ? { budget: m.budget } : {}), ask });
          post({ type: 'console-result', id: 0 });
        } catch (e) {
          post({ type: 'console-result', id: 0, error: e instanceof Error ? e.message : String(e) });
        }
        return;
      case 'console-eval':
      case 'console-load':
      case 'console-reset':
      case 'console-drawing': {
        const c = consoleSession;
        if (!c) {
          post({ type: 'console-result', id: m.id, error: 'no console session is open' });
          return;
        }
        if (m.type === 'console-reset') {
          c.reset();
          post({ type: 'console-result', id: m.id });
          return;
        }
        if (m.type === 'console-drawing') {
          const snaps = c.snapshots();
          const diff = c.diff();
          post({ type: 'console-result', id: m.id, ...(snaps && diff ? { drawing: { ...snaps, diff } } : {}) });
          return;
        }
        const result = m.type === 'console-eval' ? c.evaluate(m.text, m.file) : c.load(m.file);
        post({ type: 'console-result', id: m.id, result });
        return;
      }
      case 'answer':
        return; // an answer nobody waits for any more
      case 'close':
        closing = true;
        return;
    }
  }

  post({ type: 'ready' });
  while (!closing) {
    const m = ep.inbox.wait();
    try {
      handle(m);
    } catch (e) {
      // a bug in the session itself: tell the host, keep serving
      event('output', { category: 'stderr', output: `internal error: ${e instanceof Error ? e.message : String(e)}\n` });
    }
  }
}

function stoppedBody(stop: StopInfo): Record<string, unknown> {
  return {
    reason: stop.reason,
    description: stop.description,
    threadId: 1,
    allThreadsStopped: true,
    ...(stop.error !== undefined ? { text: stop.error } : {}),
    ...(stop.hitBreakpointIds ? { hitBreakpointIds: stop.hitBreakpointIds } : {}),
    lispwright: { phase: stop.phase, form: stop.form, ...(stop.value !== undefined ? { value: stop.value } : {}), ...(stop.error !== undefined ? { error: stop.error } : {}), ...(stop.span ? { span: stop.span } : {}) },
  };
}
