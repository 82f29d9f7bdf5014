/**
 * `lispwright run FILE|-`: run a script (in a worker, or --in-process) and print what it prints. The
 * script runs in its project folder (projectRun: lispwright.json's earlier files loaded first,
 * the folder's files visible to load/findfile/open) unless --no-project; --file adds files.
 */
import type { CliArgs } from '../args.js';
import type { RunRequest, RunResult } from '../../interpreter/runner/contract.js';
import { validateRunRequest } from '../../interpreter/runner/validate.js';
import { DxfOutFile } from '../dxf-out.js';
import { projectRun } from '../project-run.js';
import { printResult } from '../report.js';
import { withRunner, type CliRunner } from '../runner.js';
import { drawingSource, parseInputs, readText, sourceFile } from '../sources.js';

export async function buildRequest(args: CliArgs): Promise<RunRequest> {
  let req: RunRequest;
  let projectDrawing: string | undefined;
  let projectCall: string | undefined;
  if (args.target === '-' || args.noProject) {
    const entry = args.target === '-' ? { name: '<stdin>', text: readText('-') } : sourceFile(args.target);
    req = { files: [entry] };
  } else {
    const p = await projectRun(args.target);
    for (const w of p.warnings) process.stderr.write(`lispwright: ${w}\n`);
    req = p.request;
    projectDrawing = p.drawing;
    projectCall = p.call;
  }
  // --file adds files (by their base name, as before); one already in the folder is replaced
  for (const extra of args.files.map(sourceFile)) {
    req.files = [...req.files.filter((f, i) => i === 0 || f.name.toLowerCase() !== extra.name.toLowerCase()), extra];
  }
  if (args.budget) req.budget = args.budget;
  if (args.input) req.inputs = parseInputs(args.input);
  const call = args.call ?? projectCall;
  if (call) req.call = call;
  const drawing = args.drawing ?? projectDrawing;
  if (drawing) req.drawing = drawingSource(drawing);
  return req;
}

// The runner (its worker) starts before the files are read, so the two overlap.
export async function runCommand(args: CliArgs): Promise<number> {
  return withRunner(args, async (runner) => runWith(runner, args, validateRunRequest(await buildRequest(args))));
}

async function runWith(runner: CliRunner, args: CliArgs, req: RunRequest): Promise<number> {
  if (args.escCheck) {
    const { escCheck, formatEscCheck } = await import('../../interpreter/runner/esc-check.js');
    const report = await escCheck(req, async (r) => (await runner.run(r)).result);
    process.stdout.write(args.json ? `${JSON.stringify(report)}\n` : `${formatEscCheck(report)}\n`);
    return report.passed ? 0 : 1;
  }
  if (!args.outDxf) {
    const { result } = await runner.run(req);
    return printResult(result, args.json, false, await reportOf(args, result));
  }
  // the file is opened (or reported) before the run; it replaces the destination only when complete
  let out: DxfOutFile;
  try {
    out = new DxfOutFile(args.outDxf);
  } catch (e) {
    process.stderr.write(`lispwright: ${(e as Error).message}\n`);
    return 2;
  }
  let committed = false;
  try {
    const got = await runner.run(req, { wantDxf: true, dxfTo: out.write });
    if (got.dxf !== undefined) out.write(Buffer.from(got.dxf, 'utf8'));
    let problem = '--out-dxf: the run left no drawing to write (no drawing database, or the run did not finish)';
    if (got.dxfStreamed === true || got.dxf !== undefined) {
      try {
        out.commit();
        committed = true;
      } catch (e) {
        problem = (e as Error).message; // the file: a full disk, a destination that is a folder
      }
    }
    if (!committed) process.stderr.write(`lispwright: ${problem}\n`);
    const code = printResult(got.result, args.json, false, await reportOf(args, got.result));
    return committed ? code : 2;
  } finally {
    if (!committed) out.discard();
  }
}

/** --report's lines (their module loads only then). */
async function reportOf(args: CliArgs, result: RunResult): Promise<string> {
  return args.report ? (await import('../report-lines.js')).reportText(result) : '';
}
