/** `lispwright eval "EXPR ..."`: evaluate and print the prin1 form of the last value. */
import type { CliArgs } from '../args.js';
import { runSource, printOutcome } from '../report.js';

export async function evalCommand(args: CliArgs): Promise<number> {
  const outcome = runSource(args.target, '<eval>', args.budget);
  return printOutcome(outcome, args.json, true);
}
