/*
 * The `lispwright` command line: `run FILE|-`, `eval "EXPR ..."`, `test [PATHS...]` and `agent "TASK"`. Exit
 * status: 0 success, 1 Lisp error, a limit reached or a failing test, 2 bad usage, an unreadable file
 * or an invalid request, 3 the runner crashed or failed internally.
 */
import { parseArgs, UsageError, USAGE } from './args.js';
import { runCommand } from './commands/run.js';
import { evalCommand } from './commands/eval.js';
import { testCommand } from './commands/test.js';
import { agentCommand } from './commands/agent.js';
import { SourceError } from './sources.js';
import { RequestError } from '../interpreter/runner/validate.js';

export async function main(argv: string[]): Promise<number> {
  try {
    const args = parseArgs(argv);
    switch (args.command) {
      case 'run':
        return await runCommand(args);
      case 'eval':
        return await evalCommand(args);
      case 'test':
        return await testCommand(args);
      case 'agent':
        return await agentCommand(args);
      case 'help':
        process.stdout.write(USAGE);
        return 0;
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`lispwright: ${e.message}\n\n${USAGE}`);
      return 2;
    }
    if (e instanceof SourceError || e instanceof RequestError) {
      process.stderr.write(`lispwright: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
