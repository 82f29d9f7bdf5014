/*
 * What the command line reports to the run (ctx.services.commandLog): the commands a script called
 * that Lispwright does not simulate, each once per call site, for RunResult.unsimulatedCommands.
 * The drawing's command engine and the runner's no-drawing fallback both write here.
 */
import type { Ctx } from '../core/context.js';
import type { Span } from '../core/span.js';

/** A command the script called that Lispwright does not simulate (it had no effect here). */
export interface UnsimulatedCommand {
  /** the command's name as AutoCAD knows it, e.g. "INSERT" */
  name: string;
  /** where the (command ...) call is written */
  file?: string;
  line?: number;
}

export interface CommandLog {
  unsimulated: UnsimulatedCommand[];
}

export const newCommandLog = (): CommandLog => ({ unsimulated: [] });

/** Record an unsimulated command at the (command ...) call being evaluated. */
export function logUnsimulated(ctx: Ctx, name: string, span: Span | undefined = ctx.callSpan): void {
  const log = ctx.services['commandLog'] as CommandLog | undefined;
  if (!log) return;
  const entry: UnsimulatedCommand = { name };
  if (span) {
    entry.file = span.file;
    entry.line = span.line;
  }
  if (!log.unsimulated.some((u) => u.name === entry.name && u.file === entry.file && u.line === entry.line)) log.unsimulated.push(entry);
}
