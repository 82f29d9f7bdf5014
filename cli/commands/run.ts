/** `lispwright run FILE|-`: run a script and print what it prints. */
import { readFileSync } from 'node:fs';
import type { CliArgs } from '../args.js';
import { runSource, printOutcome } from '../report.js';

export async function runCommand(args: CliArgs): Promise<number> {
  let text: string;
  try {
    text = args.target === '-' ? readFileSync(0, 'utf8') : readFileSync(args.target, 'utf8');
  } catch (e) {
    process.stderr.write(`lispwright: cannot read ${args.target}: ${(e as Error).message}\n`);
    return 2;
  }
  const name = args.target === '-' ? '<stdin>' : args.target;
  return printOutcome(runSource(text, name, args.budget), args.json, false);
}
