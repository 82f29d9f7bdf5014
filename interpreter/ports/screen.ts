/*
 * The graphics screen as the drawing-display builtins see it (ctx.services.screen): temporary vectors,
 * redraws, highlighting, status-line text. The runner records what is drawn in the run result
 * (RunResult.graphics) and refuses drawing while a dialog is up; without a screen (bare
 * interpreters in tests) the builtins only check their arguments.
 */
import type { Ctx } from '../core/context.js';

/** A temporary vector (grdraw, grvecs), in drawing coordinates. */
export interface TransientVector {
  from: [number, number];
  to: [number, number];
  /** ACI colour; -1 XOR ink */
  color: number;
  highlight?: boolean;
  /** which screen: 0 until the first redraw, then 1, ... (a redraw clears the screen) */
  frame: number;
}

/** What a run drew on the screen (RunResult.graphics). */
export interface TransientGraphics {
  vectors: TransientVector[];
  /** how many times the screen was cleared by (redraw) */
  frames: number;
  /** texts written with grtext, by box (-1 status line, -2 coordinates) */
  texts: Array<{ box: number; text: string }>;
  /** handles highlighted with (redraw ename 3) and not yet unhighlighted */
  highlighted: string[];
  /** handles hidden with (redraw ename 2) and not yet shown again */
  hidden: string[];
  /** vectors past the cap were not kept */
  truncated?: boolean;
}

export interface ScreenPort {
  /** raises AutoCAD's "rejected function" error when a dialog is up */
  guard(): void;
  vector(from: readonly number[], to: readonly number[], color: number, highlight: boolean): void;
  /** (redraw): the temporary graphics are gone */
  clear(): void;
  /** (redraw ename mode): 1 show, 2 hide, 3 highlight, 4 unhighlight */
  entity(handle: string, mode: number): void;
  /** grtext with a box; (grtext) with no arguments restores every box (null) */
  text(box: number | null, text: string): void;
}

export const screenOf = (ctx: Ctx): ScreenPort | undefined => ctx.services['screen'] as ScreenPort | undefined;
