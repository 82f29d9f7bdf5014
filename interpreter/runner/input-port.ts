/*
 * Scripted user input as builtins see it. The runner implements InputPort over the request's
 * input queue and puts it in ctx.services.input; getXXX, entsel, interactive ssget, getfiled,
 * start_dialog and grread read from it. `next` also records the prompt in the run output the way
 * AutoCAD's command line shows it (prompt, then what was typed, or *Cancel*), so callers only
 * pass the prompt text. An exhausted queue answers as pressing Enter (undefined here) and the
 * prompt is reported in RunResult.unansweredPrompts; an interactive run first asks the host
 * (interaction.ts).
 */
import type { ScriptedInput } from './contract.js';
import type { AskRequest } from './interaction.js';

export interface NextOptions {
  /** which queued answers this prompt takes; one it does not take stays queued (default: any) */
  accepts?: (a: ScriptedInput) => boolean;
  /** nothing in the transcript: no prompt text, no echo (dialogs, grread) */
  silent?: boolean;
  /** what to ask the host when the queue has no answer and the run is interactive */
  ask?: () => AskRequest;
  /** the answer the host gave, checked; undefined when it is unusable */
  check?: (a: unknown) => ScriptedInput | undefined;
  /** don't list this prompt in unansweredPrompts when it finds no answer */
  quietWhenUnanswered?: boolean;
}

export interface InputPort {
  /** The next scripted answer for a prompt, or undefined (Enter) when there is none. */
  next(kind: string, prompt: string, opts?: NextOptions): ScriptedInput | undefined;
}
