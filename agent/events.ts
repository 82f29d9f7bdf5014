/*
 * The agent's contract with its hosts, declared once: the event vocabulary and the request that
 * starts a session. The loop (loop.ts) yields the events; the CLI prints them, the session manager
 * forwards them over the host's `agent:event` push and persists them as the transcript, and the
 * chat panel renders them. electron/shared/contract.ts and the renderer import these types (type
 * only, lint-enforced); nothing else declares them. Plain JSON data only (they cross IPC and
 * sockets), each event with a literal `type`. Every event the loop yields is stamped with when it
 * happened (`at`, ISO time) and who it comes from (`origin`): the model, the user, or the gate
 * (Lispwright's own loop and verification gate). Transcripts stored before stamping have neither.
 */
import type { CaseExpectations, RunResult, ScriptedInput, VerificationReport } from '../interpreter/runner/contract.js';

/** The case a verified session ran: its command, inputs, assertions and expectations. */
export interface VerifiedCaseBody {
  /** the file name the code ran under (part of its code hash) */
  fileName: string;
  call?: string;
  inputs?: ScriptedInput[];
  assertions?: string[];
  expect?: CaseExpectations;
  drawingName: string;
  drawingHash: string;
}

/** A workspace memory note crosses to the hosts too (the Memory panel lists and edits them). */
export type { MemoryNote } from './memory/notes.js';

/** Why a session ended. Only 'verified' is a success. */
export type StopReason =
  | 'verified' // delivered code passed run_lisp on the session drawing and the session's tests
  | 'round-limit' // too many attempts (or model turns) without verified code
  | 'stuck' // a stuck pattern fired (see `stuck` on the event)
  | 'network' // the model server failed (after the retries its failure allows) or does not speak the protocol
  | 'content-filter' // the server's content filter stopped the answer
  | 'question' // the model asked the user a question and no answer was available (CLI without --answers)
  | 'aborted' // the user pressed Stop
  | 'no-code' // the model stopped answering with code
  | 'internal'; // a bug in Lispwright itself

/** Which stuck pattern stopped a session. */
export type StuckPattern =
  | 'repeated-error' // the same error (message and form, any line) in 2 of the last 3 runs
  | 'alternating' // two outcomes alternating A-B-A-B
  | 'same-delivery' // the same failed text delivered twice
  | 'repeated-call'; // the same tool call with the same arguments in 3 turns

/** Where a piece of code stands with respect to the verification gate. */
export interface Verification {
  status: 'unverified' | 'failed' | 'ran' | 'verified';
  /** sha-256 of the code as the runner hashed it */
  codeHash?: string;
  testsPassed: number;
  testsTotal: number;
  /** a one-line account, e.g. "ran ok on floor-plan.dxf; 2/2 tests" */
  detail: string;
  /** the verification rule's conditions in words: which hold and which do not, and why */
  conditions?: Array<{ label: string; held: boolean; problems: string[] }>;
  /** calls in the code that act outside the drawing ("vl-file-delete at agent.lsp:3 (deletes a file)") */
  screening?: string[];
  /** the expected effect the run declared, in words */
  effect?: string[];
  /** the saved tests by name */
  tests?: Array<{ name: string; passed: boolean; problems: string[] }>;
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
  /** the editor document's path: its folder's lispwright-memory/ is the session's memory */
  documentPath?: string | null;
  /** the error of the editor's last run, when the user is repairing it (chooses memory notes) */
  repairing?: string;
}

/** Who made a tool call: the model, or the loop's verification gate running delivered code itself. */
export type ToolOrigin = 'model' | 'gate';

/** Tokens as the server reported them (turns without a usage field count 0). */
export interface UsageTotals {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** model turns that reported usage, of all turns */
  turnsReported: number;
  turns: number;
}

/** A memory note as listed on the first card. */
export interface InjectedNote {
  id: string;
  kind: 'standard' | 'lesson';
  title: string;
  /** estimated tokens it took */
  tokens: number;
}

export type EventOrigin = 'model' | 'gate' | 'user';

export interface EventStamp {
  /** ISO time the event happened */
  at: string;
  origin: EventOrigin;
}

export type StoppedBody = {
  type: 'stopped';
  reason: StopReason;
  message: string;
  verified: boolean;
  /** the verified code (reason 'verified') */
  code?: string;
  codeHash?: string;
  /** the RunResult that proved the code (reason 'verified'): the re-check on the session drawing */
  run?: RunResult;
  /** the case that verified (reason 'verified'): what an export records and `lispwright verify` repeats */
  case?: VerifiedCaseBody;
  /** the verification rule's report on `run` (reason 'verified') */
  verification?: VerificationReport;
  /** the model's explanation for the drafter (deliver) */
  explanation?: string;
  /** code blocks in the final message that differ from the delivered run: shown as not verified */
  flagged?: string[];
  /** the saved tests run in the gate, by name */
  tests?: Array<{ name: string; passed: boolean; problems: string[] }>;
  /** best version so far when not verified */
  best?: BestAttempt;
  /** what is still wrong, one item per line, when not verified */
  unresolved: string[];
  /** reason 'stuck': which pattern fired */
  stuck?: StuckPattern;
  /** reason 'question': the question asked */
  question?: string;
  /** tokens used in the session, as the server reported them */
  usage?: UsageTotals;
};

export type AgentEventBody =
  /** the user's request that starts (or continues) a session */
  | { type: 'user-message'; text: string }
  /** notes from the workspace memory put into the model's context (first card) */
  | { type: 'memory-injected'; notes: InjectedNote[]; tokens: number; budget: number; dir: string }
  /** a lesson written to the memory after a failed run was repaired */
  | { type: 'memory-written'; id: string; title: string; updated: boolean }
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
  /** the model asks the user (ask_user); answered by an 'answer' event */
  | { type: 'question'; callId: string; question: string; choices?: string[] }
  | { type: 'answer'; callId: string; text: string }
  /** token usage the server reported for one turn */
  | { type: 'usage'; turn: number; promptTokens: number; completionTokens: number; totalTokens: number }
  /** a model request failed and is retried after `delayMs` */
  | {
      type: 'retry';
      /** 1 for the first retry */
      attempt: number;
      maxRetries: number;
      delayMs: number;
      message: string;
      /** what failed (transport kinds: rate-limit, server, connection, idle, timeout) */
      kind: string;
      /** true when the delay is the server's Retry-After */
      fromServer: boolean;
      /** waited so far in this turn */
      waitedMs: number;
    }
  /** something the loop did that the user should know (an answer cut at the length limit …) */
  | { type: 'notice'; message: string }
  | StoppedBody
  | { type: 'error'; message: string };

/** An event as it travels and is stored: stamped by the loop (older transcripts lack the stamp). */
export type AgentEvent = AgentEventBody & Partial<EventStamp>;
/** An event as the loop yields it: always stamped. */
export type StampedEvent = AgentEventBody & EventStamp;
/** The event that ends a session. */
export type StoppedEvent = Extract<AgentEvent, { type: 'stopped' }>;

export type AgentEventType = AgentEvent['type'];

const USER_EVENTS: ReadonlySet<AgentEventType> = new Set(['user-message', 'answer']);
const MODEL_EVENTS: ReadonlySet<AgentEventType> = new Set(['text-delta', 'assistant-message', 'tool-call-started', 'tool-call-arguments-delta', 'question', 'usage']);

/** The origin an event has unless the loop says otherwise. */
export function defaultOrigin(e: AgentEventBody): EventOrigin {
  if (e.type === 'tool-call-finished' || e.type === 'tool-call-started') return e.origin;
  if (USER_EVENTS.has(e.type)) return 'user';
  if (MODEL_EVENTS.has(e.type)) return 'model';
  return 'gate';
}

/** Stamp an event with the time and its origin (an origin already on it is kept). */
export function stamp(e: AgentEventBody & { origin?: EventOrigin }, now: () => Date = () => new Date()): StampedEvent {
  return { ...e, at: now().toISOString(), origin: e.origin ?? defaultOrigin(e) } as StampedEvent;
}
