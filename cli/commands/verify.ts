/*
 * `lispwright verify NAME.lsp [--drawing D.dxf] [--json] [--budget N]`: re-run a verified export's
 * case (from NAME.verify.json, or from the header when the sidecar is missing) and apply the one
 * verification rule again. The drawing is --drawing, else the one the sidecar names (its path
 * relative to the export, or a bundled sample of that name), else a new empty drawing when the
 * export was verified on one. Exit 0 only when it still verifies; 1 when it does not; 2 when the
 * file, the case or the drawing cannot be read. The case runs in a worker with the app's limits, as
 * `run` does (--in-process, --timeout). A project export's other files are read beside the export
 * (or in its project folder) and must still have the hashes it recorded; one that is not there is
 * taken from the copy in the sidecar.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import type { CliArgs } from '../args.js';
import type { DrawingSource } from '../../interpreter/runner/contract.js';
import { judgeRecheck, readExportCase, recheckRequest, type RecheckReport } from '../../interpreter/runner/recheck-export.js';
import { sidecarPath, type VerifiedCase } from '../../interpreter/runner/verified-export.js';
import { PROJECT_FILE } from '../../interpreter/runner/project.js';
import { verificationLines } from '../../interpreter/runner/verification.js';
import { sampleText } from '../deps.js';
import { withRunner } from '../runner.js';
import { drawingSource, readText, SourceError } from '../sources.js';

export interface VerifyIo {
  out(text: string): void;
  err(text: string): void;
}

const processIo = (): VerifyIo => ({ out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });

/** The drawing a case runs on; a SourceError says which drawing to give when it cannot be found. */
export function caseDrawing(c: VerifiedCase, exportPath: string, arg?: string): { source: DrawingSource; name: string } {
  if (arg) {
    const src = drawingSource(arg);
    return { source: src, name: 'name' in src ? src.name : arg };
  }
  if (c.drawing.empty) return { source: { kind: 'empty' }, name: 'a new empty drawing' };
  if (c.drawing.path) {
    const p = resolve(dirname(exportPath), c.drawing.path);
    if (existsSync(p)) return { source: drawingSource(p), name: basename(p) };
  }
  const sample = sampleText(c.drawing.name);
  if (sample !== undefined) return { source: { kind: 'dxf', name: c.drawing.name, text: sample }, name: c.drawing.name };
  throw new SourceError(`the export was verified on ${c.drawing.name}${c.drawing.path ? ` (${c.drawing.path}, not found)` : ''}: give that drawing with --drawing`);
}

/**
 * A project export's other files as they are now: by their name in the run ("lib/helpers.lsp"),
 * beside the export, else in the project folder above it (the nearest lispwright.json's).
 */
export function besideExport(exportPath: string): (name: string) => string | undefined {
  const roots = [dirname(resolve(exportPath))];
  for (let d = roots[0]!; ; ) {
    if (existsSync(join(d, PROJECT_FILE))) {
      if (d !== roots[0]) roots.push(d);
      break;
    }
    const up = dirname(d);
    if (up === d) break;
    d = up;
  }
  return (name) => {
    // names as a run gives them: relative, inside the project
    if (isAbsolute(name) || name.split(/[\\/]/).includes('..')) return undefined;
    for (const root of roots) {
      const p = resolve(root, name);
      if (existsSync(p)) return readText(p);
    }
    return undefined;
  };
}

export async function verifyCommand(args: CliArgs, io: VerifyIo = processIo()): Promise<number> {
  const path = args.target;
  const text = readText(path);
  const side = sidecarPath(path);
  const read = readExportCase({ text, ...(existsSync(side) ? { sidecar: readText(side, 'sidecar') } : {}), readLoaded: besideExport(path) });
  let report: RecheckReport;
  if (!read.case || read.problems.length) {
    report = { verified: false, problems: read.problems, notes: read.notes, ...(read.source ? { source: read.source } : {}), ...(read.case ? { case: read.case } : {}) };
  } else {
    const drawing = caseDrawing(read.case, path, args.drawing);
    const req = recheckRequest(read.case, read.code, drawing.source, args.budget, read.files);
    // The case runs as `run` would: in a worker with the app's limits (--in-process, --timeout).
    const run = await withRunner(args, async (runner) => (await runner.run(req)).result);
    const judged = judgeRecheck(read.case, req, run);
    report = { ...judged, notes: [...read.notes, ...judged.notes], source: read.source!, case: read.case, run };
  }
  if (args.json) {
    const { run, ...rest } = report;
    io.out(`${JSON.stringify({ file: path, ...rest, ...(run ? { steps: run.steps, drawingHash: run.drawingHash } : {}) })}\n`);
  } else {
    io.out(`${report.verified ? 'VERIFIED' : 'NOT VERIFIED'}  ${path}${report.case?.call ? ` (${report.case.call})` : ''}\n`);
    if (report.verification) for (const l of verificationLines(report.verification)) io.out(`  ${l}\n`);
    else for (const p of report.problems) io.out(`  ✗ ${p}\n`);
    for (const n of report.notes) io.out(`  note: ${n}\n`);
  }
  return report.verified ? 0 : 1;
}
