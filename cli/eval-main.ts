/*
 * `lispwright eval`'s own bundle (dist/cli-eval.cjs, loaded by cli/eval-boot.ts through the V8
 * code cache): the command, its argument parsing and printing, and the interpreter in one
 * classic script, so an `eval` start compiles nothing from source and loads no ES-module graph
 * (issue 19: `eval 1` ≤ 150 ms). Everything else goes through dist/cli.mjs (cli/main.ts).
 */
import { parseArgs, USAGE } from './args.js';
import { cliErrorExit } from './cli-errors.js';
import { evalCommand } from './commands/eval.js';
import { useBundledInterpreter } from './guarded-runner.js';
import { runRequestDetailed } from '../interpreter/runner/run-request.js';
import { defaultDrawings } from '../interpreter/runner/default-drawings.js';
import { nodeSha256Hex } from '../interpreter/worker/node-sha256.js';
import { lazyTablesMadeCount } from '../interpreter/builtins/registry.js';

/** The standard empty drawing's hash, put in by the build (scripts/build-node.mjs) from the interpreter it built. */
declare const __LISPWRIGHT_STANDARD_DRAWING_HASH__: string | undefined;
const standardDrawingHash = typeof __LISPWRIGHT_STANDARD_DRAWING_HASH__ === 'string' ? __LISPWRIGHT_STANDARD_DRAWING_HASH__ : undefined;

/** How the boot loaded this bundle (its code cache is written after the first run, with what the run compiled). */
export interface BundleLoad {
  cacheUsed: boolean;
  saveCache(): void;
}

/** Run `lispwright eval ...`; undefined when the arguments name another command (the full CLI runs it). */
export async function evalMain(argv: string[], load: BundleLoad): Promise<number | undefined> {
  useBundledInterpreter({ runRequestDetailed, defaultDrawings, nodeSha256Hex, standardDrawingHash, lazyTablesMadeCount, saveCache: load.saveCache, cacheUsed: load.cacheUsed });
  try {
    const args = parseArgs(argv);
    if (args.command === 'help') {
      process.stdout.write(USAGE);
      return 0;
    }
    return args.command === 'eval' ? await evalCommand(args) : undefined;
  } catch (e) {
    return cliErrorExit(e);
  }
}
