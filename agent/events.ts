/*
 * The agent's contract with its hosts, declared once: the event vocabulary and the request that
 * starts a session. The loop (loop.ts) yields the events; the CLI prints them, the session manager
 * forwards them over the host's `agent:event` push and persists them as the transcript, and the
 * chat panel renders them. electron/shared/contract.ts and the renderer import these types (type
 * only, lint-enforced); nothing else declares them. Plain JSON data only (they cross IPC and
 * sockets), each event with a literal `type`.
 */
import type { RunResult } from '../interpreter/runner/contract.js';

/** Why a session ended. Only 'verified' is a success. */
export type StopReason =
  | 'verified' // delivered code passed run_lisp on the session drawing and the session's tests
  | 'round-limit' // too many attempts (or model turns) without verified code
  | 'stuck' // the same error at the same place twice in a row
  | 'network' // the model server failed twice (or refused the request)
  | 'aborted' // the user pressed Stop
  | 'no-code' // the model stopped answering with code
  | 'internal'; // a bug in Lispwright itself

/** Where a piece of code stands with respect to the verification gate. */
export interface Verification {
  status: 'unverified' | 'failed' | 'ran' | 'verified';
  /** sha-256 of the code as the runner hashed it */
  codeHash?: string;
  testsPassed: number;
  testsTotal: number;
  /** a one-line account, e.g. "ran ok on floor-plan.dxf; 2/2 tests" */
  detail: string;
}

/** The best attempt kept when a session stops without verified code. */
export interface BestAttempt {
  code: string;
  codeHash: string;
  ok: boolean;
  summary: string;
}

/** The host's agentStart request: a session per script, on the drawing and text the user has open. */
export interface AgentStartRequest {
  sessionId: string;
  task: string;
  drawingId?: string;
  editorText?: string;
  /** the editor document's name: runs use it as the file name, so the code hash matches an export of that document */
  fileName?: string;
}

/** Who made a tool call: the model, or the loop's verification gate running delivered code itself. */
export type ToolOrigin = 'model' | 'gate';

export type AgentEvent =
  /** the user's request that starts (or continues) a session */
  | { type: 'user-message'; text: string }
  /** a new model turn; `attempt` counts distinct code versions run so far */
  | { type: 'round'; turn: number; attempt: number; maxAttempts: number }
  | { type: 'text-delta'; delta: string }
  /** the assistant's complete text for the turn (after the deltas) */
  | { type: 'assistant-message'; text: string }
  | { type: 'tool-call-started'; callId: string; name: string; origin: ToolOrigin }
  | { type: 'tool-call-arguments-delta'; callId: string; delta: string }
  | {
      type: 'tool-call-finished';
      callId: string;
      name: string;
      /** the parsed arguments, or the raw text when they were not valid JSON */
      args: unknown;
      ok: boolean;
      /** a one-line result for the card */
      summary: string;
      /** what the model was told */
      result: string;
      /** 'gate' when the loop itself ran delivered code that had never been run */
      origin: ToolOrigin;
    }
  /** the full RunResult of a run_lisp call (or a gate run), for the UI's drawing panels */
  | { type: 'run-attached'; callId: string; code: string; result: RunResult; onSessionDrawing: boolean }
  | { type: 'verification-changed'; verification: Verification }
  /** a model request failed and is being retried once */
  | { type: 'retry'; attempt: number; delayMs: number; message: string }
  | {
      type: 'stopped';
      reason: StopReason;
      message: string;
      verified: boolean;
      /** the verified code (reason 'verified') */
      code?: string;
      codeHash?: string;
      /** the RunResult that proved the code (reason 'verified') */
      run?: RunResult;
      /** best version so far when not verified */
      best?: BestAttempt;
      /** what is still wrong, one item per line, when not verified */
      unresolved: string[];
    }
  | { type: 'error'; message: string };

export type AgentEventType = AgentEvent['type'];
/** The event that ends a session. */
export type StoppedEvent = Extract<AgentEvent, { type: 'stopped' }>;
