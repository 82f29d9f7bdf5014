/*
 * The runner's InputPort: hands out the request's scripted answers in order, shows each prompt
 * and the echoed answer in the transcript, counts prompts (the Esc check presses Esc at prompt N),
 * and holds the pending `initget` state, which belongs to the run (the next getXXX takes it).
 */
import type { ScriptedInput } from './contract.js';
import type { Asker } from '../ports/ask.js';
import type { InputPort, NextOptions } from '../ports/input.js';
import type { Transcript } from './transcript.js';
import type { InitgetState } from '../builtins/keywords.js';
import { MESSAGES } from '../core/messages.js';

export interface ScriptedInputsOptions {
  /** answer the Nth prompt (1-based) with Esc instead of the queue */
  escAtPrompt?: number;
  /** an interactive run's way to ask the host when the queue has no answer */
  asker?: Asker;
  /**
   * A console session's answers to prompts (getpoint, entsel...: a pick on the drawing), asked
   * when the queue has none. Until picks become an ask kind (ports/ask.ts, issue 18) the console
   * answers them through its own session worker this way; dialogs and grread still use `asker`.
   */
  prompt?: (kind: string, prompt: string) => ScriptedInput | undefined;
}

export class ScriptedInputs implements InputPort {
  used = 0;
  /** prompts asked so far (including re-prompts after invalid answers) */
  prompts = 0;
  readonly unanswered: string[] = [];
  /** the unanswered prompts with where the prompting call is written (when known) */
  readonly unansweredAt: Array<{ name: string; file?: string; line?: number }> = [];
  /** where the builtin being called is written (the run wires the interpreter's call span in) */
  where: () => { file: string; line: number } | undefined = () => undefined;
  /** the text of every prompt asked, in order (labels for the Esc check) */
  readonly asked: string[] = [];
  /** set by initget, taken (and cleared) by the next user-input function */
  pending: InitgetState | null = null;
  /** answers the host gave (interactive runs), in order, as scripted inputs */
  readonly interactive: ScriptedInput[] = [];
  /** called before every prompt with its kind: refuses prompts while a dialog is up */
  guard: (kind: string) => void = () => {};

  constructor(
    private readonly queue: readonly ScriptedInput[],
    private readonly transcript: Transcript,
    private readonly opts: ScriptedInputsOptions = {},
  ) {}

  get left(): number {
    return this.queue.length - this.used;
  }

  next(kind: string, prompt: string, opts: NextOptions = {}): ScriptedInput | undefined {
    this.guard(kind);
    this.prompts++;
    const label = promptLabel(kind, prompt);
    this.asked.push(label);
    const say = (t: string) => {
      if (!opts.silent) this.transcript.text(t);
    };
    if (!opts.silent) this.transcript.add('prompt', prompt);
    if (this.opts.escAtPrompt === this.prompts) {
      say(`${MESSAGES.inputCancelEcho()}\n`);
      return { esc: true };
    }
    const queued = this.queue[this.used];
    if (queued !== undefined && (!opts.accepts || opts.accepts(queued))) {
      this.used++;
      say(`${echoOf(queued)}\n`);
      return queued;
    }
    // a console session answers plain prompts and picks through `prompt`; dialogs and grread only through the asker
    const viaPrompt = !opts.ask || (!this.opts.asker && opts.ask().kind === 'pick');
    const asked = this.askHost(opts) ?? (viaPrompt ? this.opts.prompt?.(kind, prompt) : undefined);
    if (asked !== undefined) {
      say(`${echoOf(asked)}\n`);
      return asked;
    }
    if (!opts.quietWhenUnanswered) {
      this.unanswered.push(label);
      const at = this.where();
      this.unansweredAt.push(at ? { name: label, file: at.file, line: at.line } : { name: label });
    }
    say('\n');
    return undefined;
  }

  /** Ask the host (interactive runs only); the answer is recorded so it can be saved as an input. */
  private askHost(opts: NextOptions): ScriptedInput | undefined {
    const asker = this.opts.asker;
    if (!asker || !opts.ask) return undefined;
    const raw = asker.ask(opts.ask());
    if (raw === undefined || raw === null) return undefined;
    const answer = opts.check ? opts.check(raw) : (raw as ScriptedInput);
    if (answer !== undefined) this.interactive.push(answer);
    return answer;
  }

  /** Whether this run can ask the host. */
  get interactiveRun(): boolean {
    return this.opts.asker !== undefined;
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
