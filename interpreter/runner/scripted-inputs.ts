/*
 * The runner's InputPort: hands out the request's scripted answers in order, shows each prompt
 * and the echoed answer in the transcript, counts prompts (the Esc check presses Esc at prompt N),
 * and holds the pending `initget` state, which belongs to the run (the next getXXX takes it).
 */
import type { ScriptedInput } from './contract.js';
import type { InputPort } from '../ports/input.js';
import type { Transcript } from './transcript.js';
import type { InitgetState } from './builtins/keywords.js';
import { MESSAGES } from '../core/messages.js';

export interface ScriptedInputsOptions {
  /** answer the Nth prompt (1-based) with Esc instead of the queue */
  escAtPrompt?: number;
  /** once the queue is used up, ask here (a console's pick on the drawing); undefined = Enter */
  ask?: (kind: string, prompt: string) => ScriptedInput | undefined;
}

export class ScriptedInputs implements InputPort {
  used = 0;
  /** prompts asked so far (including re-prompts after invalid answers) */
  prompts = 0;
  readonly unanswered: string[] = [];
  /** the text of every prompt asked, in order (labels for the Esc check) */
  readonly asked: string[] = [];
  /** set by initget, taken (and cleared) by the next user-input function */
  pending: InitgetState | null = null;

  constructor(
    private readonly queue: readonly ScriptedInput[],
    private readonly transcript: Transcript,
    private readonly opts: ScriptedInputsOptions = {},
  ) {}

  get left(): number {
    return this.queue.length - this.used;
  }

  next(kind: string, prompt: string): ScriptedInput | undefined {
    this.prompts++;
    const label = promptLabel(kind, prompt);
    this.asked.push(label);
    this.transcript.add('prompt', prompt);
    if (this.opts.escAtPrompt === this.prompts) {
      this.transcript.text(`${MESSAGES.inputCancelEcho()}\n`);
      return { esc: true };
    }
    const queued = this.queue[this.used];
    const answer = queued ?? this.opts.ask?.(kind, prompt);
    if (answer === undefined) {
      this.unanswered.push(label);
      this.transcript.text('\n');
      return undefined;
    }
    if (queued !== undefined) this.used++;
    this.transcript.text(`${echoOf(answer)}\n`);
    return answer;
  }

  /** A message AutoCAD prints before prompting again ("Invalid option keyword."). */
  notice(text: string): void {
    this.transcript.text(`${text}\n`);
  }

  takeInitget(): InitgetState | null {
    const p = this.pending;
    this.pending = null;
    return p;
  }
}

/** How a prompt is named in unansweredPrompts and the Esc check: its text, or the function. */
export function promptLabel(kind: string, prompt: string): string {
  const t = prompt.replace(/^[\s\n]+/, '').replace(/\s+$/, '');
  return t === '' ? `(${kind})` : t;
}

/** What the command line shows after the prompt for an answer (picks show nothing). */
function echoOf(a: ScriptedInput): string {
  if ('string' in a) return a.string;
  if ('keyword' in a) return a.keyword;
  if ('int' in a) return String(a.int);
  if ('real' in a) return realText(a.real);
  if ('file' in a) return a.file;
  if ('esc' in a) return MESSAGES.inputCancelEcho();
  return '';
}

/** A scripted real as typed: always with a decimal point, so getint can tell 3.0 from 3. */
export const realText = (r: number): string => (Number.isInteger(r) ? `${r}.0` : String(r));
