/*
 * The `lispwright` command line: `run FILE|-`, `eval "EXPR ..."`, `test [PATHS...]`, `agent "TASK"`,
 * `verify FILE.lsp`, `check FILES...`, `repl` and `dap`. Exit
 * status: 0 success, 1 Lisp error, exhausted budget or failing test, 2 bad usage or unreadable file.
 */
import { parseArgs, UsageError, USAGE } from './args.js';
import { runCommand } from './commands/run.js';
import { evalCommand } from './commands/eval.js';
import { testCommand } from './commands/test.js';
import { dapCommand } from './commands/dap.js';
import { replCommand } from './commands/repl.js';
import { checkCommand } from './commands/check.js';
import { SourceError } from './sources.js';

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
        // the agent stack (and the openai SDK) loads only for this command: `eval`/`run` start lean
        return await (await import('./commands/agent.js')).agentCommand(args);
      case 'verify':
        return await (await import('./commands/verify.js')).verifyCommand(args);
      case 'dap':
        return await dapCommand();
      case 'repl':
        return await replCommand(args);
      case 'check':
        return await checkCommand(args);
      case 'help':
        process.stdout.write(USAGE);
        return 0;
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`lispwright: ${e.message}\n\n${USAGE}`);
      return 2;
    }
    if (e instanceof SourceError) {
      process.stderr.write(`lispwright: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
