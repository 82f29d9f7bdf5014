/*
 * Scripted user input as builtins see it. The runner implements InputPort over the request's
 * input queue and puts it in ctx.services.input; getXXX, entsel, interactive ssget and getfiled
 * read from it. An exhausted queue answers as pressing Enter (undefined here).
 */
import type { ScriptedInput } from './contract.js';

export interface InputPort {
  /** The next scripted answer for a prompt, or undefined (Enter) when the queue is empty. */
  next(kind: string, prompt: string): ScriptedInput | undefined;
}
