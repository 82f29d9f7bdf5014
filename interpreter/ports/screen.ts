/*
 * The graphics screen as the display builtins see it (ctx.services.screen): temporary vectors,
 * redraws, highlighting, status-line text. The runner records what is drawn in the run result
 * (RunResult.graphics) and refuses drawing while a dialog is up; without a screen (bare
 * interpreters in tests) the builtins only check their arguments.
 */
import type { Ctx } from '../eval/context.js';

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
