/** `lispwright run FILE|-`: run a script (in a worker, or --in-process) and print what it prints. */
import { writeFileSync } from 'node:fs';
import type { CliArgs } from '../args.js';
import type { RunRequest } from '../../interpreter/runner/contract.js';
import { escCheck, formatEscCheck } from '../../interpreter/runner/esc-check.js';
import { validateRunRequest } from '../../interpreter/runner/validate.js';
import { printResult } from '../report.js';
import { withRunner } from '../runner.js';
import { drawingSource, parseInputs, readText, sourceFile } from '../sources.js';

export function buildRequest(args: CliArgs): RunRequest {
  const entry = args.target === '-' ? { name: '<stdin>', text: readText('-') } : sourceFile(args.target);
  const req: RunRequest = { files: [entry, ...args.files.map(sourceFile)] };
  if (args.budget) req.budget = args.budget;
  if (args.input) req.inputs = parseInputs(args.input);
  if (args.call) req.call = args.call;
  if (args.drawing) req.drawing = drawingSource(args.drawing);
  return req;
}

export async function runCommand(args: CliArgs): Promise<number> {
  const req = validateRunRequest(buildRequest(args));
  return withRunner(args, async (runner) => {
    if (args.escCheck) {
      const report = await escCheck(req, async (r) => (await runner.run(r)).result);
      process.stdout.write(args.json ? `${JSON.stringify(report)}\n` : `${formatEscCheck(report)}\n`);
      return report.passed ? 0 : 1;
    }
    const { result, dxf } = await runner.run(req, { wantDxf: args.outDxf !== undefined });
    if (args.outDxf) {
      if (dxf === undefined) {
        process.stderr.write('lispwright: --out-dxf: the run left no drawing to write (no drawing database, or the run did not finish)\n');
        printResult(result, args.json, false, args.report ?? false);
        return 2;
      }
      writeFileSync(args.outDxf, dxf);
    }
    return printResult(result, args.json, false, args.report ?? false);
  });
}
