/*
 * The console: one interpreter and one drawing kept alive between expressions, as at AutoCAD's
 * command line or VLIDE's console window. Each expression builds on the last (`(setq a 1)`, then
 * `!a`), changes the drawing for good until Reset, and gets a fresh step budget. Prompts take the
 * host's answer (a pick on the drawing view) through `ask`. Reset returns to the drawing as it was
 * opened; the diff is always "since the last reset".
 */
import { prin1 } from '../core/printer.js';
import { resetAddresses, type Value } from '../core/values.js';
import { isCompleteInput } from '../reader/reader.js';
import type { ConsoleResult, DrawingDiff, DrawingSnapshot, DrawingSource, ScriptedInput, SourceFile } from './contract.js';

export type { ConsoleResult } from './contract.js';
import { openDrawing } from './drawing-source.js';
import type { DrawingPort } from '../ports/drawing.js';
import type { DrawingState } from '../ports/snapshot.js';
import { toRunError } from './result.js';
import { buildRun, type RunContext } from './run-context.js';
import type { RunnerDeps } from './run-request.js';
import { DEFAULT_BUDGET } from '../eval/interp.js';

export interface ConsoleOptions {
  drawing?: DrawingSource;
  /** files `(load "name")` can find (the open documents) */
  files?: SourceFile[];
  /** steps each expression may take */
  budget?: number;
  /** answers for prompts (getpoint, entsel...): a pick on the drawing; undefined = Enter */
  ask?: (kind: string, prompt: string) => ScriptedInput | undefined;
}


export class ConsoleSession {
  private rc!: RunContext;
  private port: DrawingPort | undefined;
  private opened: DrawingState | undefined;
  /** the drawing as opened, kept to start again from */
  private pristine: Uint8Array | undefined;
  private readonly budget: number;

  constructor(
    private readonly deps: RunnerDeps,
    private readonly opts: ConsoleOptions = {},
  ) {
    this.budget = opts.budget ?? DEFAULT_BUDGET;
    const port = deps.port ?? openDrawing(opts.drawing, deps);
    this.pristine = port?.serialize();
    this.start(port);
  }

  /** Is this text a whole expression (or several)? Enter runs it then; otherwise Enter is a new line. */
  static isComplete(text: string): boolean {
    return isCompleteInput(text);
  }

  /** Evaluate the text typed at the console: forms, or `!name` for a variable's value. */
  evaluate(text: string, file = '<console>'): ConsoleResult {
    const bang = /^!\s*([^\s()'";]+)\s*$/.exec(text.trim());
    return this.run(bang ? bang[1]! : text, file);
  }

  /** "Load file" / "Load selection": evaluate a text as the named file, and let (load "name") find it. */
  load(f: SourceFile): ConsoleResult {
    this.rc.fs.write(f.name, f.text);
    return this.run(f.text, f.name);
  }

  /** Back to the drawing as it was opened, with a fresh interpreter (no variables, no functions). */
  reset(): void {
    const f = this.deps.drawings;
    this.start(this.pristine && f ? f.deserialize(this.pristine) : f?.empty());
  }

  /** What changed since the last reset (undefined without a drawing). */
  diff(): DrawingDiff | undefined {
    if (!this.port || !this.opened) return undefined;
    return this.port.diff(this.opened, this.port.snapshot());
  }

  snapshots(): { before: DrawingSnapshot; after: DrawingSnapshot } | undefined {
    if (!this.port || !this.opened) return undefined;
    return { before: this.port.toUi(this.opened), after: this.port.toUi(this.port.snapshot()) };
  }

  /** The live drawing (for writing it out). */
  drawing(): DrawingPort | undefined {
    return this.port;
  }

  private start(port: DrawingPort | undefined): void {
    resetAddresses();
    this.port = port;
    this.opened = port?.snapshot();
    this.rc = buildRun({ files: this.opts.files ?? [], budget: this.budget }, this.deps, port, this.opts.ask ? { prompt: this.opts.ask } : {});
  }

  private run(text: string, file: string): ConsoleResult {
    const rc = this.rc;
    const transcript = rc.transcript;
    transcript.reset();
    if (this.deps.cancelFlag) Atomics.store(this.deps.cancelFlag, 0, 0);
    let steps = 0;
    const outcome = rc.ip.withOwnBudget(this.budget, () => {
      const s0 = rc.ip.steps;
      const r = rc.ip.runText(text, file);
      steps = rc.ip.steps - s0;
      return r;
    });
    const result: ConsoleResult = {
      ok: outcome.ok,
      output: [...transcript.chunks],
      value: outcome.ok ? prin1(outcome.value as Value) : '',
      steps,
      changes: this.diff()?.entities.length ?? 0,
    };
    if (outcome.error) result.error = toRunError(outcome.error);
    return result;
  }
}
