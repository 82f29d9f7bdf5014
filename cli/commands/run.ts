/** `lispwright run FILE|-`: run a script in-process (runRequest) and print what it prints. */
import { writeFileSync } from 'node:fs';
import type { CliArgs } from '../args.js';
import type { RunRequest } from '../../interpreter/runner/contract.js';
import { escCheck, formatEscCheck } from '../../interpreter/runner/esc-check.js';
import { runRequest, runRequestDetailed } from '../../interpreter/runner/run-request.js';
import { cliDeps } from '../deps.js';
import { printResult } from '../report.js';
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
  const req = buildRequest(args);
  const deps = cliDeps();
  if (args.escCheck) {
    const report = await escCheck(req, (r) => runRequest(r, deps));
    process.stdout.write(args.json ? `${JSON.stringify(report)}\n` : `${formatEscCheck(report)}\n`);
    return report.passed ? 0 : 1;
  }
  const { result, port } = runRequestDetailed(req, deps);
  if (args.outDxf) {
    if (!port) {
      process.stderr.write('lispwright: --out-dxf needs a drawing database, and this build has none\n');
      return 2;
    }
    writeFileSync(args.outDxf, port.toDxf());
  }
  return printResult(result, args.json, false, args.report ?? false);
}
