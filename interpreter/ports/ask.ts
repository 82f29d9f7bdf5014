/*
 * Interactive requests from a running script: how a run that finds no scripted answer asks the
 * user, and waits.
 *
 * Runs are synchronous (the evaluator never yields), so asking means blocking. The path:
 *
 *   builtin (start_dialog, grread, later getpoint/entsel picks, debugger stops)
 *     -> ctx.services.input (ScriptedInputs) finds no scripted answer, the run is interactive
 *     -> Asker.ask(request)                    [this file: the types every layer shares]
 *   worker thread: WorkerAsker posts {type:'ask', id, seq, ask} and blocks in Atomics.wait on a
 *     SharedArrayBuffer, waking every 50 ms to look at the cancel flag (interpreter/worker/ask-channel.ts)
 *   pool (interpreter/worker/pool.ts): pauses the run's wall-clock backstop, calls the caller's
 *     RunOptions.onAsk(request) -> Promise<answer | null>, writes the answer JSON into the shared
 *     buffer, notifies, restarts the backstop with the time that was left
 *   host (electron/main/services/ask-broker.ts): onAsk pushes the HostEvents 'run:ask' event
 *     {runId, askId, request} and resolves when the renderer invokes answerAsk(runId, askId,
 *     answer) (electron/shared/contract.ts; Electron IPC and browser-mode WebSocket + HTTP alike)
 *   renderer: commands/ask.ts takes the push and answers; dialogs/LiveDialog.tsx shows a dialog,
 *     canvas/use-grread.ts gives grread the mouse over the drawing; Stop cancels the run, which
 *     also wakes the waiting worker.
 *
 * While it waits the run takes no steps (the step budget is untouched) and the backstop is
 * paused; the cancel flag still stops it at once. In-process runs (CLI, tests) have no Asker:
 * prompts the script did not answer stay unanswered, exactly as before.
 *
 * A new kind (issue 18: point/entity/selection picks; issue 17: debugger stops) adds one entry
 * to AskKinds and a view in the renderer; the channel, the pool, the broker and the contract
 * carry any kind unchanged. Answers cross from the page, so the side that asked validates them.
 */
import type { DialogView } from './dialog-view.js';
import type { GrreadInput, ScriptedInput } from './input.js';
import type { TransientGraphics } from './screen.js';

/** What grread tells the host when it asks for the mouse or a key. */
export interface GrreadRequest {
  /** pointer moves are returned (track argument, or allkeys bit 1) */
  tracking: boolean;
  allkeys: number;
  /** 0 crosshairs, 1 no cursor, 2 target box (used when allkeys bit 4 is set) */
  cursor: number;
  /** the temporary graphics on screen now (rubber bands drawn so far) */
  graphics: TransientGraphics;
}

/** Every kind of question, with what it sends and what comes back. */
export interface AskKinds {
  /** a dialog is up: one event (tiles changed, or a button pressed) comes back, as a {dialog} input */
  dialog: { request: DialogView; answer: ScriptedInput };
  /** grread waits for the mouse or a key: a {grread} input comes back */
  grread: { request: GrreadRequest; answer: ScriptedInput };
}

export type AskKind = keyof AskKinds;

export type AskRequestOf<K extends AskKind> = {
  kind: K;
  /** the prompt or dialog label shown to the user */
  prompt: string;
  data: AskKinds[K]['request'];
};

export type AskRequest = { [K in AskKind]: AskRequestOf<K> }[AskKind];

/** What the host answers: the kind's answer, or null (no answer: the user closed it, or none can be given). */
export type AskAnswer = unknown;

/**
 * Asks the host and blocks until it answers. Returns undefined when there is no answer; raises
 * the host-cancel limit error when the run is stopped while waiting.
 */
export interface Asker {
  ask<K extends AskKind>(req: AskRequestOf<K>): AskKinds[K]['answer'] | undefined;
}

export const ASK_KINDS: readonly AskKind[] = ['dialog', 'grread'];

/** Answer kinds that are scripted inputs: the object has exactly the expected input field. */
export function isInputAnswer(v: unknown, field: 'dialog' | 'grread'): v is ScriptedInput {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 1 && keys[0] === field && typeof (v as Record<string, unknown>)[field] === 'object';
}

export type { GrreadInput };
