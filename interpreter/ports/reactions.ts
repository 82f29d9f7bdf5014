/*
 * What the drawing adds to a run's result beyond its diff: the reactor callbacks the run fired
 * and the status line MODEMACRO shows (interpreter/drawing computes them, RunResult carries them).
 */

/** One reactor callback the run fired (vlr-* reactors), in firing order. */
export interface FiredReaction {
  /** the reactor's type, e.g. ":VLR-Command-Reactor" */
  reactor: string;
  /** the event, e.g. ":vlr-commandWillStart" */
  event: string;
  /** the callback's name (upper case), or "-lambda-" */
  callback: string;
  /** the callback's arguments as prin1 prints them */
  args: string[];
  ok: boolean;
  /** the callback's error message, when it failed (the run goes on, as in AutoCAD) */
  error?: string;
}

/** The drawing's part of a RunResult (DrawingPort.report). */
export interface DrawingRunReport {
  /** reactor callbacks fired during the run, in order (absent when none fired) */
  reactions?: FiredReaction[];
  /** how many fired reactions were left out of `reactions` past its cap */
  reactionsDropped?: number;
  /** the status line MODEMACRO shows at the end of the run (DIESEL evaluated), when MODEMACRO is set */
  statusLine?: string;
}
