/**
 * `lispwright eval "EXPR ..."`: evaluate and print the prin1 form of the last value. On the CLI's
 * thread under the worker's limits (cli/guarded-runner.ts: a short expression does not pay for a
 * worker thread), or plainly in-process with --in-process. It prints straight to fds 1 and 2
 * (cli/fd-output.ts: making process.stdout costs more than a short run).
 */
import type { CliArgs } from '../args.js';
import { fdOutput } from '../fd-output.js';
import { guardedRunner } from '../guarded-runner.js';
import { printResult } from '../report.js';
import { inProcessRunner, workerRunner } from '../runner.js';

export async function evalCommand(args: CliArgs): Promise<number> {
  const req = { files: [{ name: '<eval>', text: args.target }], ...(args.budget ? { budget: args.budget } : {}) };
  const timeout = args.timeoutMs ? { timeoutMs: args.timeoutMs } : {};
  const runner = args.inProcess ? inProcessRunner() : guardedRunner({ ...timeout, worker: () => workerRunner(timeout) });
  try {
    const { result } = await runner.run(req);
    return printResult(result, args.json, true, '', fdOutput);
  } finally {
    await runner.close();
  }
}
