/** `lispwright eval "EXPR ..."`: evaluate (in a worker, or --in-process) and print the prin1 form of the last value. */
import type { CliArgs } from '../args.js';
import { printResult } from '../report.js';
import { withRunner } from '../runner.js';

export async function evalCommand(args: CliArgs): Promise<number> {
  const req = { files: [{ name: '<eval>', text: args.target }], ...(args.budget ? { budget: args.budget } : {}) };
  const { result } = await withRunner(args, (runner) => runner.run(req));
  return printResult(result, args.json, true);
}
