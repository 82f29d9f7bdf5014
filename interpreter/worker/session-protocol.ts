/*
 * Messages between a host and a session worker: a debug session (one program run with the
 * debugger attached) or a console session (one interpreter kept alive between expressions).
 *
 * Unlike the runner pool's workers, a session worker blocks on the interpreter's thread while it
 * waits (at a debugger stop, at a prompt the user answers with a pick), so messages to it travel
 * through a MessagePort the worker reads synchronously, with a shared flag block beside it:
 *   flags[0]  counts messages posted (the worker sleeps on it with Atomics.wait)
 *   flags[1]  attention: a debug request arrived while the program runs (pause, breakpoints)
 *   flags[2]  cancel: stop the console's current expression (Esc)
 * Replies go back through the worker's ordinary postMessage.
 *
 * This is the debugger's and console's own channel; issue 15's general "interactive request"
 * mechanism (a run asking the host and blocking on a SharedArrayBuffer) should absorb it as two
 * more kinds of ask when it lands.
 */
import type { ConsoleResult } from '../runner/console-session.js';
import type { DrawingDiff, DrawingSnapshot, DrawingSource, RunRequest, ScriptedInput, SourceFile } from '../runner/contract.js';

export const FLAG_COUNT = 3;
export const FLAG_MESSAGES = 0;
export const FLAG_ATTENTION = 1;
export const FLAG_CANCEL = 2;

export type ToSession =
  /** prepare a debug run (nothing runs until debug-run) */
  | { type: 'debug-open'; req: RunRequest; stopOnEntry?: boolean }
  | { type: 'debug-run' }
  /** run without the debugger (DAP noDebug): breakpoints are not even looked at */
  | { type: 'plain-run'; req: RunRequest }
  /** a DAP request the session answers (seq is the client's) */
  | { type: 'request'; seq: number; command: string; arguments?: unknown }
  | { type: 'console-open'; drawing?: DrawingSource; files?: SourceFile[]; budget?: number }
  | { type: 'console-eval'; id: number; text: string; file?: string }
  | { type: 'console-load'; id: number; file: SourceFile }
  | { type: 'console-reset'; id: number }
  /** the console's drawing now: before (as opened or reset), after, and the diff */
  | { type: 'console-drawing'; id: number }
  /** the answer to an ask (undefined: Enter) */
  | { type: 'answer'; id: number; input?: ScriptedInput }
  | { type: 'close' };

export interface ConsoleDrawing {
  before: DrawingSnapshot;
  after: DrawingSnapshot;
  diff: DrawingDiff;
}

export type FromSession =
  | { type: 'ready' }
  | { type: 'response'; seq: number; success: boolean; body?: unknown; message?: string }
  | { type: 'event'; event: string; body: unknown }
  /** the session needs an answer from the user (a prompt of the console) */
  | { type: 'ask'; id: number; kind: string; prompt: string }
  | { type: 'console-result'; id: number; result?: ConsoleResult; drawing?: ConsoleDrawing; error?: string };

/** The worker's synchronous inbox. */
export interface SyncInbox {
  /** the next message if one is waiting */
  take(): ToSession | undefined;
  /** the next message, sleeping until one comes */
  wait(): ToSession;
}

export interface SessionEndpoint {
  post(msg: FromSession): void;
  inbox: SyncInbox;
  /** the shared flags (see above) */
  flags: Int32Array;
  /** flags[2] alone, as the interpreter's cancel flag (slot 0 non-zero cancels) */
  cancelFlag: Int32Array;
}
