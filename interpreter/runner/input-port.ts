/*
 * Scripted user input as builtins see it. The runner implements InputPort over the request's
 * input queue and puts it in ctx.services.input; getXXX, entsel, interactive ssget and getfiled
 * read from it. `next` also records the prompt in the run output the way AutoCAD's command line
 * shows it (prompt, then what was typed, or *Cancel*), so callers only pass the prompt text.
 * An exhausted queue answers as pressing Enter (undefined here) and the prompt is reported in
 * RunResult.unansweredPrompts.
 */
import type { ScriptedInput } from './contract.js';

export interface InputPort {
  /** The next scripted answer for a prompt, or undefined (Enter) when the queue is empty. */
  next(kind: string, prompt: string): ScriptedInput | undefined;
}
