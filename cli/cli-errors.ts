/** How the CLI ends on an error it expects (bad usage, an unreadable file, an invalid request): shared by cli/main.ts and cli/eval-main.ts. */
import { UsageError, USAGE } from './args.js';
import { SourceError } from './sources.js';
import { RequestError } from '../interpreter/runner/validate.js';

/** Print the error the CLI way and return the exit status; rethrow anything else. */
export function cliErrorExit(e: unknown): number {
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
