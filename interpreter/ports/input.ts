/*
 * Scripted user input as builtins see it. The runner implements InputPort over the request's
 * input queue and puts it in ctx.services.input; getXXX, entsel, interactive ssget and getfiled
 * read from it. `next` also records the prompt in the run output the way AutoCAD's command line
 * shows it (prompt, then what was typed, or *Cancel*), so callers only pass the prompt text.
 * An exhausted queue answers as pressing Enter (undefined here) and the prompt is reported in
 * RunResult.unansweredPrompts.
 */

/** One scripted answer to a prompt (getpoint, getstring, entsel, ssget...). */
export type ScriptedInput =
  | { point: [number, number] | [number, number, number] }
  | { int: number }
  | { real: number }
  | { string: string }
  | { keyword: string }
  /** an entity by handle (entsel/nentsel), with an optional pick point */
  | { entity: string; point?: [number, number, number] }
  /** a selection (interactive ssget) by handles */
  | { selection: string[] }
  /** a file name (getfiled) */
  | { file: string }
  /** press Enter (nil) */
  | { enter: true }
  /** press Esc: Function cancelled */
  | { esc: true };

export interface InputPort {
  /** The next scripted answer for a prompt, or undefined (Enter) when the queue is empty. */
  next(kind: string, prompt: string): ScriptedInput | undefined;
}
