/*
 * What the command line reports to the run (ctx.services.commandLog): the commands a script called
 * that Lispwright does not simulate, each once per call site, for RunResult.unsimulatedCommands.
 * The drawing's command engine and the no-drawing fallback both write here.
 */
import type { Span } from '../core/span.js';
import type { Ctx } from '../eval/context.js';
import type { UnsimulatedCommand } from './contract.js';

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
