/*
 * Re-checking a verified export (`lispwright verify`): the case comes from the sidecar (or, when
 * it is missing, from the header), the code below the header must still have the sha-256 the
 * case recorded (one changed character fails), and the case is run again and judged by the one
 * verification rule. Pure: the caller reads the files, picks the drawing and runs the request.
 */
import type { DrawingSource, RunRequest, RunResult } from './contract.js';
import { sha256Hex } from './sha256.js';
import { verifyRun, type VerificationReport } from './verification.js';
import { caseRunRequest, codeSha256, parseExport, parseSidecar, type VerifiedCase } from './verified-export.js';

export interface RecheckInput {
  /** the exported file's text */
  text: string;
  /** the sidecar's text, when there is one */
  sidecar?: string;
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

/** The case an export records, and the code it applies to; problems when it cannot be read or the code changed. */
export function readExportCase(input: RecheckInput): { case?: VerifiedCase; code: string; source?: 'sidecar' | 'header'; problems: string[]; notes: string[] } {
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
export function recheckRequest(c: VerifiedCase, code: string, drawing: DrawingSource | undefined, budget?: number): RunRequest {
  return { ...caseRunRequest(c, code), ...(drawing ? { drawing } : {}), ...(budget ? { budget } : {}) };
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
