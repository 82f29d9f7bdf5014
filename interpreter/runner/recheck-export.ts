/*
 * Re-checking a verified export (`lispwright verify`): the case comes from the sidecar (or, when
 * it is missing, from the header), the code below the header must still have the sha-256 the
 * case recorded (one changed character fails), and the case is run again and judged by the one
 * verification rule. Pure: the caller reads the files, picks the drawing and runs the request.
 */
import type { DrawingSource, RunRequest, RunResult, SourceFile } from './contract.js';
import { codeHashOf } from './code-hash.js';
import { sha256Hex } from './sha256.js';
import { verifyRun, type VerificationReport } from './verification.js';
import { caseRunRequest, codeSha256, parseExport, parseSidecar, type VerifiedCase } from './verified-export.js';

export interface RecheckInput {
  /** the exported file's text */
  text: string;
  /** the sidecar's text, when there is one */
  sidecar?: string;
  /** a project export: the text of a file the run loaded, as it is now beside the export (undefined: not there) */
  readLoaded?: (name: string) => string | undefined;
}

export interface RecheckReport {
  verified: boolean;
  /** where the case was read from */
  source?: 'sidecar' | 'header';
  /** why it does not verify, one line each (empty when it does) */
  problems: string[];
  /** what a reader should know that does not fail the check (another drawing, a different step count) */
  notes: string[];
  case?: VerifiedCase;
  verification?: VerificationReport;
  run?: RunResult;
}

/** What readExportCase found: the case, the code, and for a project export the other files the run needs. */
export interface ExportCase {
  case?: VerifiedCase;
  code: string;
  /** a project export: the files the case loaded besides the code, with the texts to run */
  files: SourceFile[];
  source?: 'sidecar' | 'header';
  problems: string[];
  notes: string[];
}

/**
 * The other files of a project export. Each is taken from beside the export when it is there (it
 * must still have the sha-256 the export recorded: a changed helper no longer verifies), else from
 * the copy the sidecar carries. An export that names its files without texts (older exports) needs
 * them beside it; then the run's code hash over all of them must match.
 */
function loadedFiles(c: VerifiedCase, code: string, read: RecheckInput['readLoaded']): { files: SourceFile[]; problems: string[]; notes: string[] } {
  const files: SourceFile[] = [];
  const problems: string[] = [];
  const notes: string[] = [];
  const recorded = new Map((c.files ?? []).map((f) => [f.name, f]));
  for (const name of c.loaded ?? c.files?.map((f) => f.name) ?? []) {
    const rec = recorded.get(name);
    const beside = read?.(name);
    if (beside !== undefined) {
      if (rec && sha256Hex(beside) !== rec.sha256) problems.push(`${name}, which the run loaded, was changed after the export: its sha-256 is ${sha256Hex(beside)}, the export recorded ${rec.sha256}`);
      files.push({ name, text: beside });
    } else if (rec && typeof rec.text === 'string') {
      if (sha256Hex(rec.text) !== rec.sha256) problems.push(`the sidecar's copy of ${name} does not have the sha-256 it records (${rec.sha256})`);
      notes.push(`${name} is not beside the export: the sidecar's copy is used`);
      files.push({ name, text: rec.text });
    } else problems.push(`the run also loaded ${name}: put it beside the export (or in its project folder) to re-check`);
  }
  if (!problems.length && files.length && c.codeHash && codeHashOf([{ name: c.fileName, text: code }, ...files], sha256Hex) !== c.codeHash)
    problems.push(`the files the run loaded are not the ones it verified with: their code hash is not the export's ${c.codeHash}`);
  return { files, problems, notes };
}

/** The case an export records, and the code it applies to; problems when it cannot be read or the code (or a file it loaded) changed. */
export function readExportCase(input: RecheckInput): ExportCase {
  const found = readCase(input);
  if (!found.case || found.problems.length) return { ...found, files: [] };
  const loaded = loadedFiles(found.case, found.code, input.readLoaded);
  return { ...found, files: loaded.files, problems: loaded.problems, notes: [...found.notes, ...loaded.notes] };
}

function readCase(input: RecheckInput): Omit<ExportCase, 'files'> {
  const parsed = parseExport(input.text);
  const notes: string[] = [];
  let c: VerifiedCase | undefined;
  let source: 'sidecar' | 'header' | undefined;
  if (input.sidecar !== undefined) {
    const side = parseSidecar(input.sidecar);
    if (!side.case) return { code: parsed.code, problems: side.problems, notes };
    c = side.case;
    source = 'sidecar';
    if (parsed.header?.codeSha256 && parsed.header.codeSha256 !== c.codeSha256) notes.push('the header and the sidecar record different code hashes: the sidecar is used');
  } else {
    if (!parsed.header) return { code: parsed.code, problems: parsed.problems, notes };
    if (parsed.problems.length) return { code: parsed.code, problems: parsed.problems, notes };
    const h = parsed.header;
    if (!h.codeSha256 || !h.fileName) return { code: parsed.code, problems: ['the header does not record the code hash and file name'], notes };
    c = { format: 'lispwright-verified-case', version: 1, lispwright: h.lispwright ?? '?', exportedAt: h.exportedAt ?? '', steps: h.steps ?? 0, screening: [], ...h } as VerifiedCase;
    source = 'header';
    notes.push('no sidecar: the case is read from the header');
  }
  const got = codeSha256(parsed.code, sha256Hex);
  if (got !== c.codeSha256)
    return { case: c, code: parsed.code, source, notes, problems: [`the code was changed after it was exported: its sha-256 is ${got}, the export recorded ${c.codeSha256}`] };
  return { case: c, code: parsed.code, source, problems: [], notes };
}

/** The run that repeats a case on a drawing (undefined: the drawing the case names is the caller's to find). */
export function recheckRequest(c: VerifiedCase, code: string, drawing: DrawingSource | undefined, budget?: number, files: SourceFile[] = []): RunRequest {
  return { ...caseRunRequest(c, code, files), ...(drawing ? { drawing } : {}), ...(budget ? { budget } : {}) };
}

/** Judge the re-run of a case by the one rule; notes say where it ran differently from the export. */
export function judgeRecheck(c: VerifiedCase, req: RunRequest, run: RunResult): Pick<RecheckReport, 'verified' | 'problems' | 'notes' | 'verification'> {
  const verification = verifyRun(req, run);
  const notes: string[] = [];
  if (c.drawing.hash && run.drawingHash !== c.drawing.hash) notes.push(`the drawing is not the one it was exported against (sha-256 ${run.drawingHash || '(empty)'}, exported against ${c.drawing.hash})`);
  else if (run.steps !== c.steps) notes.push(`the run took ${run.steps} steps, the export recorded ${c.steps}`);
  const problems = verification.conditions.flatMap((x) => (x.held ? [] : x.problems.map((p) => `${x.label}: ${p.message}`)));
  return { verified: verification.verified, problems, notes, verification };
}
