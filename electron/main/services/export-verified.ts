/*
 * Verified export: the editor text with a header that says exactly what proved it, and the case in
 * machine form beside it (NAME.verify.json), both from interpreter/runner/verified-export.ts. The
 * host does not take the renderer's word: it re-runs the case (the text, its command, inputs,
 * assertions and expected effect, on the drawing) itself and applies the one verification rule to
 * its own run, with the calls outside the drawing the drafter confirmed. The header is AutoLISP
 * comments, so the exported file loads unchanged in AutoCAD; an existing file is never replaced
 * unless the drafter was asked.
 */
import { promises as fs } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { ExportCheck, ExportRequest, ExportResult, RunRequest, RunResult, SourceFile } from '../../shared/contract.js';
import {
  buildCase, caseRunRequest, exportText, sidecarPath, sidecarText, verifyRun, type VerificationReport, type VerifiedCase,
} from '../../../interpreter/runner/index.js';
import { writeFileAtomic } from './atomic-write.js';
import { codeHash, sha256Hex } from './code-hash.js';
import { encodeText, isTextEncoding, normalizeEol } from './encoding.js';

export { HEADER_MARK } from '../../../interpreter/runner/index.js';

/** The verification rule's problems, the confirmed outside calls and the saved tests aside. */
function blocking(v: VerificationReport, req: ExportRequest): string[] {
  const confirmed = new Set((req.confirmed ?? []).map((n) => n.toLowerCase()));
  return v.conditions.flatMap((c) => {
    if (c.held) return [];
    if (c.id === 'inside-drawing') return v.screening.filter((f) => !confirmed.has(f.name.toLowerCase())).length ? [`${c.problems[0]!.message} (confirm it in the export dialog)`] : [];
    return c.problems.map((p) => p.message);
  });
}

/** The document's name in the page's run: its path in the project for a project run ("tools/x.lsp"). */
const entryOf = (req: ExportRequest): string => req.run?.codeFiles?.[0] ?? req.document.name;

/** The other files the page's run read, as sent (a project's preloads and loaded files). */
function otherFiles(req: ExportRequest): SourceFile[] {
  const entry = entryOf(req);
  return (Array.isArray(req.files) ? req.files : []).filter((f) => f && typeof f.name === 'string' && typeof f.text === 'string' && f.name !== entry);
}

/** The request that re-runs the export's case on `drawing` (in a project: with the files the run read and its preloads). */
export function exportRunRequest(req: ExportRequest, drawing: RunRequest['drawing']): RunRequest {
  const entry = entryOf(req);
  const others = otherFiles(req);
  const r = caseRunRequest({ fileName: entry, ...(req.case ?? {}), expect: req.case?.expect ?? {} }, normalizeEol(req.document.text), others);
  const preload = (Array.isArray(req.preload) ? req.preload : []).filter((n) => others.some((f) => f.name === n));
  return { ...r, ...(others.length ? { entry } : {}), ...(preload.length ? { preload } : {}), ...(drawing ? { drawing } : {}) };
}

/** Whether the page's run allows the export (for enabling the command; the export re-checks with its own run). */
export function checkExport(req: ExportRequest, run: RunResult | undefined = req?.run): ExportCheck {
  const doc = req?.document;
  if (!doc || typeof doc.text !== 'string' || typeof doc.name !== 'string') return { ok: false, reason: 'There is no document to export.' };
  if (!run || typeof run.codeHash !== 'string') return { ok: false, reason: 'Run the script first: there is no run to verify it with.' };
  if (run.stage === 'cancelled') return { ok: false, reason: 'The last run was cancelled; run the script to completion first.' };
  const files = codeFilesOf(req, run);
  if ('reason' in files) return { ok: false, reason: files.reason };
  if (codeHash(files) !== run.codeHash) {
    if (files.length === 1) return { ok: false, reason: 'The editor text changed since the last run (or the run used other files); run it again before exporting.' };
    return { ok: false, reason: `The editor text or one of the ${files.length - 1} file(s) the run loaded changed since the last run; run it again before exporting.` };
  }
  const case_ = exportRunRequest(req, undefined);
  const problems = blocking(verifyRun({ ...case_, expect: { ...(case_.expect ?? {}), ...(req.confirmed ? { confirmed: req.confirmed } : {}) } }, run), req);
  if (problems.length) return { ok: false, reason: `The last run does not verify: ${problems.join('; ')}` };
  if (req.testsTotal !== undefined && req.testsPassed < req.testsTotal) {
    return { ok: false, reason: `${req.testsTotal - req.testsPassed} of ${req.testsTotal} saved test cases have not passed on this text.` };
  }
  return { ok: true };
}

/**
 * The files the run's code hash covers, with the texts to check: the document under the run's
 * name for it (a project run names it by its path in the project, "tools/x.lsp"), then the other
 * files it read, in the run's order, with the texts the page sent.
 */
export function codeFilesOf(req: ExportRequest, run: RunResult = req.run): SourceFile[] | { reason: string } {
  const doc = req.document;
  const names = run.codeFiles ?? [doc.name];
  const entry = names[0] ?? doc.name;
  if (entry.split('/').pop() !== doc.name) return { reason: `The last run was of ${entry}, not ${doc.name}; run this document first.` };
  const out: SourceFile[] = [{ name: entry, text: normalizeEol(doc.text) }];
  for (const n of names.slice(1)) {
    const f = Array.isArray(req.files) ? req.files.find((x) => x && x.name === n && typeof x.text === 'string') : undefined;
    if (!f) return { reason: `The run also loaded ${n}; its text is needed to check the verification.` };
    out.push({ name: n, text: f.text });
  }
  return out;
}

/** The case the header and sidecar record, from the host's own run of it. */
export function verifiedCase(req: ExportRequest, run: RunResult, version: string, exportPath: string, drawingPath?: string, date = new Date()): VerifiedCase {
  const c = req.case ?? {};
  return buildCase({
    lispwright: version,
    fileName: entryOf(req),
    code: normalizeEol(req.document.text),
    run,
    ...loadedOf(req, run),
    encoding: isTextEncoding(req.document.encoding) ? req.document.encoding : 'utf-8',
    drawing: {
      name: req.drawingId ? req.drawingName : 'a new empty drawing',
      ...(drawingPath ? { path: relativeTo(dirname(exportPath), drawingPath) } : {}),
      ...(req.drawingId ? {} : { empty: true }),
    },
    ...(c.call ? { call: c.call } : {}),
    ...(c.inputs?.length ? { inputs: c.inputs } : {}),
    ...(c.assertions?.length ? { assertions: c.assertions } : {}),
    ...(c.expect ? { expect: c.expect } : {}),
    tests: { passed: req.testsPassed, total: req.testsTotal ?? req.testsPassed, ...(req.testNames?.length ? { names: req.testNames } : {}) },
    date,
    hash: sha256Hex,
  });
}

/** A project run's other files, in the run's order, with the texts it read, and its preloads: the case carries them so `lispwright verify` can run it again. */
function loadedOf(req: ExportRequest, run: RunResult): { loaded?: SourceFile[]; preload?: string[] } {
  const names = (run.codeFiles ?? []).slice(1);
  if (!names.length) return {};
  const others = otherFiles(req);
  const loaded = names.flatMap((n) => others.filter((f) => f.name === n).slice(0, 1));
  const preload = exportRunRequest(req, undefined).preload ?? [];
  return { loaded, ...(preload.length ? { preload } : {}) };
}

/** A relative path with forward slashes (the sidecar travels between machines). */
function relativeTo(from: string, to: string): string {
  const a = from.split(/[\\/]/).filter(Boolean);
  const b = to.split(/[\\/]/).filter(Boolean);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/') || basename(to);
}

const exists = (p: string) => fs.stat(p).then(() => true, () => false);

export type WriteOutcome = ExportResult;

/**
 * Judge the host's run of the case and write the export and its sidecar. `asked`: the path came
 * from a native dialog that already asked about replacing a file.
 */
export async function writeVerified(req: ExportRequest, run: RunResult, path: string, version: string, opts: { asked?: boolean; drawingPath?: string; date?: Date } = {}): Promise<WriteOutcome> {
  const request = exportRunRequest(req, undefined);
  const v = verifyRun({ ...request, expect: { ...(request.expect ?? {}), ...(req.confirmed ? { confirmed: req.confirmed } : {}) } }, run);
  const problems = blocking(v, req);
  if (problems.length) return { ok: false, reason: `The script does not verify on ${req.drawingName}: ${problems.join('; ')}` };
  if (req.testsTotal !== undefined && req.testsPassed < req.testsTotal) return { ok: false, reason: `${req.testsTotal - req.testsPassed} of ${req.testsTotal} saved test cases have not passed on this text.` };
  const sidecar = sidecarPath(path);
  if ((req.openPaths ?? []).some((p) => p === path || p === sidecar) && path !== req.document.path) return { ok: false, openInTab: path };
  if (!req.overwrite && !opts.asked) for (const p of [path, sidecar]) if (await exists(p)) return { ok: false, wouldReplace: p, path };
  if (!req.overwrite && opts.asked && (await exists(sidecar))) return { ok: false, wouldReplace: sidecar, path };
  const c = verifiedCase(req, run, version, path, opts.drawingPath, opts.date);
  const doc = req.document;
  const enc = encodeText(exportText(c, normalizeEol(doc.text), basename(path)), isTextEncoding(doc.encoding) ? doc.encoding : 'utf-8', doc.eol === '\r\n' ? '\r\n' : '\n');
  await writeFileAtomic(path, enc.bytes);
  await writeFileAtomic(sidecar, sidecarText({ ...c, encoding: enc.encoding }));
  return { ok: true, path, sidecar };
}
