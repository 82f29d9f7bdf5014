/** `lispwright eval "EXPR ..."`: evaluate and print the prin1 form of the last value. */
import type { CliArgs } from '../args.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { cliDeps } from '../deps.js';
import { printResult } from '../report.js';

export async function evalCommand(args: CliArgs): Promise<number> {
  const result = runRequest({ files: [{ name: '<eval>', text: args.target }], ...(args.budget ? { budget: args.budget } : {}) }, cliDeps());
  return printResult(result, args.json, true);
}
