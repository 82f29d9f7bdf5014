/** `lispwright test [PATHS...]`: one line per case, then `N passed, N failed`; exit 1 if any failed. */
import { existsSync } from 'node:fs';
import type { CliArgs } from '../args.js';
import { runTests } from '../test-files.js';
import { SourceError } from '../sources.js';
import { withRunner } from '../runner.js';

export async function testCommand(args: CliArgs): Promise<number> {
  const paths = args.paths.length ? args.paths : ['assets/tests'];
  for (const p of paths) if (!existsSync(p)) throw new SourceError(`no such file or folder: ${p}`);
  const run = await withRunner(args, (runner) => runTests(paths, async (req) => (await runner.run(req)).result, args.budget));
  if (args.json) {
    process.stdout.write(`${JSON.stringify({ ...run, outcomes: run.outcomes.map(({ result: _r, ...o }) => o) })}\n`);
    return run.failed ? 1 : 0;
  }
  for (const o of run.outcomes) {
    const tag = o.status === 'passed' ? 'PASS' : o.status === 'failed' ? 'FAIL' : 'PENDING';
    const why = o.failures.length ? ` — ${o.failures.join('; ')}` : '';
    process.stdout.write(`${tag}  ${o.file} › ${o.name}${why}\n`);
  }
  if (run.pending) process.stdout.write(`${run.pending} pending\n`);
  process.stdout.write(`${run.passed} passed, ${run.failed} failed\n`);
  return run.failed ? 1 : 0;
}
