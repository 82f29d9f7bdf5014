/*
 * The debugger's vocabulary, shared by the core (debugger.ts), the request handlers the session
 * runs while stopped (requests.ts) and the hosts that carry them (worker, CLI, workbench).
 * Plain data only, so every piece can cross a thread or a socket.
 */
import type { Span } from '../core/span.js';

/** Why the program stopped (DAP's stopped-event reasons). */
export type StopReason = 'entry' | 'breakpoint' | 'function breakpoint' | 'step' | 'pause' | 'exception';

/**
 * What the user asked for at a stop. VLIDE's names: stepIn = Step Into (F8), next = Step Over
 * (Shift+F8), stepOut = Step Out (Ctrl+Shift+F8), continue = Continue (F5 / Ctrl+F8).
 */
export type ResumeAction = 'continue' | 'stepIn' | 'next' | 'stepOut' | 'terminate';

/**
 * Where a stop is relative to its form, as VLIDE's step indicator shows it: before the open
 * paren (nothing of the form has run yet) or after the close paren (its value is known).
 */
export type StopPhase = 'before' | 'after' | 'error';

export interface StopInfo {
  reason: StopReason;
  phase: StopPhase;
  /** the form the program is at (its span), when it came from source */
  span?: Span;
  /** the form as printed (shortened) */
  form: string;
  /** after a form: its value, printed */
  value?: string;
  /** a break on error: the message, as *error* would receive it */
  error?: string;
  /** DAP `description`, e.g. "Paused before (setq a 1)" */
  description: string;
  /** ids of the breakpoints that caused a breakpoint stop */
  hitBreakpointIds?: number[];
}

/** A source breakpoint as a client sends it (DAP SourceBreakpoint). */
export interface BreakpointSpec {
  line: number;
  column?: number;
  /** an AutoLISP expression: stop only when it is non-nil */
  condition?: string;
  /** "5" (from the 5th hit on), "==5", ">5", ">=5", "<5", "<=5", "%5" (every 5th) */
  hitCondition?: string;
  /** log instead of stopping; {expr} parts are evaluated and printed */
  logMessage?: string;
}

/** A breakpoint as the debugger reports it back (DAP Breakpoint). */
export interface BreakpointState {
  id: number;
  verified: boolean;
  /** the line it was moved to (the next line where a form starts) */
  line: number;
  message?: string;
}

/** Steps a watch expression, breakpoint condition or log message may take. */
export const WATCH_BUDGET = 1_000_000;

/** Which errors stop the program (DAP exception filters). */
export interface ExceptionFilters {
  /** errors that reach *error* (or the top level): stop before *error* runs */
  uncaught: boolean;
  /** also errors vl-catch-all-apply is about to trap */
  caught: boolean;
}

export const EXCEPTION_FILTERS = [
  { filter: 'uncaught', label: 'Errors (stop before *error* runs)', default: true },
  { filter: 'caught', label: 'Errors trapped by vl-catch-all-apply', default: false },
] as const;

/**
 * The debugger's link to whoever drives it. `stopped` is called on the interpreter's thread and
 * blocks: the host answers inspection requests (through the Debugger) until the user resumes,
 * then returns what to do. `output` carries debugger messages (log points, condition errors).
 */
export interface DebugHost {
  stopped(stop: StopInfo): ResumeAction;
  /** Messages from the host that arrived while the program runs (pause, new breakpoints, terminate). */
  poll?(): void;
  output?(text: string): void;
}
