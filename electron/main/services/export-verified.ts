/*
 * Verified export: write the editor text with a header that says what proved it. The host does
 * not take the renderer's word: it recomputes the code hash of the exact text and compares it with
 * the run's, and refuses (with the reason) when the run failed, the text changed or a test case
 * failed. The header is AutoLISP comments, so the exported file loads unchanged in AutoCAD.
 */
import type { ExportCheck, ExportRequest, SourceFile, TextDocument } from '../../shared/contract.js';
import { writeFileAtomic } from './atomic-write.js';
import { codeHash } from './code-hash.js';
import { encodeText, isTextEncoding, normalizeEol } from './encoding.js';

/** First line of every header, so tools (and people) can recognise a verified file. */
export const HEADER_MARK = ';;; Verified with Lispwright';

export function checkExport(req: ExportRequest): ExportCheck {
  const { document: doc, run } = req;
  if (!doc || typeof doc.text !== 'string' || typeof doc.name !== 'string') return { ok: false, reason: 'There is no document to export.' };
  if (!run || typeof run.codeHash !== 'string') return { ok: false, reason: 'Run the script first: there is no run to verify it with.' };
  if (run.stage === 'cancelled') return { ok: false, reason: 'The last run was cancelled; run the script to completion first.' };
  // Failed assertions first: the runner marks such a run not ok, and this reason says more.
  const failed = (run.assertions ?? []).filter((a) => !a.passed);
  if (failed.length > 0) {
    return { ok: false, reason: `${failed.length} of ${run.assertions!.length} test assertions failed in the last run (first: ${failed[0]!.expr}).` };
  }
  if (!run.ok || run.stage !== 'ok') {
    const what = run.error?.message ? `: ${run.error.message}` : '';
    return { ok: false, reason: `The last run did not pass (${run.stage}${what}).` };
  }
  const files = codeFilesOf(req);
  if ('reason' in files) return { ok: false, reason: files.reason };
  const hash = codeHash(files);
  if (hash !== run.codeHash) {
    if (files.length === 1) return { ok: false, reason: 'The editor text changed since the last run (or the run used other files); run it again before exporting.' };
    return { ok: false, reason: `The editor text or one of the ${files.length - 1} file(s) the run loaded changed since the last run; run it again before exporting.` };
  }
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
export function codeFilesOf(req: ExportRequest): SourceFile[] | { reason: string } {
  const { document: doc, run } = req;
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

export interface HeaderInfo {
  date: Date;
  version: string;
  drawingName: string;
  drawingHash: string;
  steps: number;
  testsPassed: number;
  testsTotal: number;
  codeHash: string;
  /** the other files the verified run loaded (the code hash covers them too) */
  loaded: string[];
}

export function headerInfo(req: ExportRequest, version: string, date = new Date()): HeaderInfo {
  const assertions = req.run.assertions ?? [];
  const testsPassed = assertions.length > 0 ? assertions.length : req.testsPassed;
  const testsTotal = assertions.length > 0 ? assertions.length : (req.testsTotal ?? req.testsPassed);
  return {
    date,
    version,
    drawingName: req.drawingName || 'new empty drawing',
    drawingHash: req.run.drawingHash,
    steps: req.run.steps,
    testsPassed,
    testsTotal,
    codeHash: req.run.codeHash,
    loaded: (req.run.codeFiles ?? []).slice(1),
  };
}

/** The header lines ("\n"-joined, ending with a blank comment-free line before the code). */
export function formatHeader(h: HeaderInfo): string {
  const drawingHash = h.drawingHash ? ` (sha-256 ${h.drawingHash})` : '';
  return [
    `${HEADER_MARK} ${h.version} on ${h.date.toISOString()}`,
    `;;; Drawing: ${h.drawingName}${drawingHash}`,
    `;;; Steps: ${h.steps}; tests passed: ${h.testsPassed} of ${h.testsTotal}`,
    h.loaded.length
      ? `;;; Code sha-256: ${h.codeHash} (the text below this header and the ${h.loaded.length} file(s) it loaded)`
      : `;;; Code sha-256: ${h.codeHash} (the text below this header)`,
    ...(h.loaded.length ? [`;;; Loaded with: ${h.loaded.join(', ')}`] : []),
    '',
  ].join('\n');
}

/** Check, then write header + text in the document's encoding and line ending, atomically. */
export async function writeVerified(req: ExportRequest, path: string, version: string, date = new Date()): Promise<TextDocument> {
  const check = checkExport(req);
  if (!check.ok) throw new Error(check.reason);
  const doc = req.document;
  const text = formatHeader(headerInfo(req, version, date)) + '\n' + normalizeEol(doc.text);
  const encoding = isTextEncoding(doc.encoding) ? doc.encoding : 'utf-8';
  const enc = encodeText(text, encoding, doc.eol === '\r\n' ? '\r\n' : '\n');
  await writeFileAtomic(path, enc.bytes);
  return { ...doc, path, text, encoding: enc.encoding };
}
