/*
 * The `lispwright` command line: `run FILE|-`, `eval "EXPR ..."`, `test [PATHS...]`, `agent "TASK"`,
 * `verify FILE.lsp`, `check FILES...`, `repl` and `dap`. Exit status: 0 success, 1 Lisp error, a limit
 * reached or a failing test, 2 bad usage, an unreadable file or an invalid request, 3 the runner crashed
 * or failed internally.
 */
import { parseArgs, USAGE } from './args.js';
import { cliErrorExit } from './cli-errors.js';

// Each command loads when it is run. `eval` and `run` load no interpreter on this thread (the script
// runs in a worker, which loads its own): their start-up is arguments, a worker and printing.

export async function main(argv: string[]): Promise<number> {
  try {
    const args = parseArgs(argv);
    switch (args.command) {
      case 'run':
        return await (await import('./commands/run.js')).runCommand(args);
      case 'eval':
        return await (await import('./commands/eval.js')).evalCommand(args);
      case 'test':
        return await (await import('./commands/test.js')).testCommand(args);
      case 'agent':
        // the agent stack (and the openai SDK) loads only for this command: `eval`/`run` start lean
        return await (await import('./commands/agent.js')).agentCommand(args);
      case 'verify':
        return await (await import('./commands/verify.js')).verifyCommand(args);
      case 'dap':
        return await (await import('./commands/dap.js')).dapCommand();
      case 'repl':
        return await (await import('./commands/repl.js')).replCommand(args);
      case 'check':
        return await (await import('./commands/check.js')).checkCommand(args);
      case 'help':
        process.stdout.write(USAGE);
        return 0;
    }
  } catch (e) {
    return cliErrorExit(e);
  }
}
