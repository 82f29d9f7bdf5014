/*
 * A verified export, reproducible: the code with a header of AutoLISP comments that says exactly
 * what was checked (Lispwright version, the code's full sha-256, the drawing's name and full hash,
 * the command, the inputs, the expected effect and assertions, the step count, the calls outside
 * the drawing the drafter confirmed), and a sidecar NAME.verify.json with the same case in machine
 * form. `lispwright verify NAME.lsp` re-runs the case from the sidecar (or from the header when the
 * sidecar is missing) and applies the one verification rule again. The header loads unchanged in
 * AutoCAD (comments only); the code below it is byte for byte the text that verified.
 */
import type { CaseExpectations } from './verification.js';
import type { RunRequest, RunResult, ScriptedInput, SourceFile } from './contract.js';
import { describeEffect } from './effect-words.js';
import { effectJson, parseEffect } from './effect.js';
import type { ScreeningFinding } from './screening.js';
import { sha256Hex } from './sha256.js';

/** First line of every header, so tools (and people) can recognise a verified file. */
export const HEADER_MARK = ';;; Verified with Lispwright';
/** Last line of every header; the code starts after the blank line that follows it. */
export const HEADER_END = ';;; End of the Lispwright header';
export const SIDECAR_SUFFIX = '.verify.json';
export const CASE_FORMAT = 'lispwright-verified-case';

/** The case an export records: everything `lispwright verify` needs to repeat and judge the run. */
export interface VerifiedCase {
  format: typeof CASE_FORMAT;
  version: 1;
  /** the Lispwright version that verified it */
  lispwright: string;
  exportedAt: string;
  /** the file name the code ran under (it is part of the run's code hash) */
  fileName: string;
  /** sha-256 (hex) of the code text below the header, UTF-8 with "\n" line endings */
  codeSha256: string;
  /** the runner's code hash of the run that verified (name NUL text NUL) */
  codeHash: string;
  /** a project run: the other files it loaded, in order (the code hash covers them too) */
  loaded?: string[];
  /**
   * a project run: each of those files with its sha-256 and text, so `lispwright verify` can run
   * the case again (a copy beside the export is used first, and must still have that hash)
   */
  files?: LoadedFile[];
  /** a project run: the files (names in `files`) loaded before the entry, in order (lispwright.json) */
  preload?: string[];
  /** how the exported file is encoded ("utf-8", "utf-8-bom", "windows-1252" ...) */
  encoding?: string;
  drawing: {
    name: string;
    /** the drawing's full hash before the run (RunResult.drawingHash); "" for an empty drawing */
    hash: string;
    /** where the drawing is, relative to the export's folder, when it was opened from a file */
    path?: string;
    /** true: a new empty drawing */
    empty?: boolean;
  };
  call?: string;
  inputs?: ScriptedInput[];
  assertions?: string[];
  expect: CaseExpectations;
  steps: number;
  /** the calls outside the drawing the text makes (all confirmed by the drafter, or it would not export) */
  screening: ScreeningFinding[];
  /** saved tests that passed on the text when it was exported */
  tests?: { passed: number; total: number; names?: string[] };
}

/** A file a project run read besides the exported one: its name in the run, its sha-256 and its text. */
export interface LoadedFile {
  name: string;
  /** sha-256 (hex) of the text exactly as the run read it */
  sha256: string;
  text: string;
}

/** sha-256 of a code text as the header records it (line endings normalised to "\n"). */
export const codeSha256 = (code: string, hash: (s: string) => string = sha256Hex): string => hash(code.replace(/\r\n?/g, '\n'));

/** "floor.lsp" → "floor.verify.json"; "lib/a.verified.lsp" → "lib/a.verified.verify.json" */
export const sidecarPath = (lspPath: string): string => `${lspPath.replace(/\.lsp$/i, '')}${SIDECAR_SUFFIX}`;

const json = (v: unknown): string => JSON.stringify(v);

/** The header lines, "\n"-joined, ending with HEADER_END and a blank line. */
export function formatHeader(c: VerifiedCase, exportName = 'NAME.lsp'): string {
  const lines = [
    `${HEADER_MARK} ${c.lispwright} on ${c.exportedAt}`,
    `;;; Code sha-256: ${c.codeSha256} (the text after this header, "\\n" line endings)`,
    `;;; File name: ${c.fileName}`,
    ...(c.loaded?.length ? [`;;; Loaded with: ${c.loaded.join(', ')} (the code hash covers them too)`] : []),
    `;;; Drawing: ${c.drawing.empty ? 'a new empty drawing' : c.drawing.name}${c.drawing.hash ? `, sha-256 ${c.drawing.hash}` : ''}`,
    ...(c.drawing.path ? [`;;; Drawing path: ${c.drawing.path}`] : []),
    `;;; Command: ${c.call ?? '(none: the file runs when loaded)'}`,
    `;;; Inputs: ${json(c.inputs ?? [])}`,
    `;;; Expected effect: ${c.expect.effect ? effectJson(c.expect.effect) : '(none declared)'}`,
    ...(c.expect.effect ? describeEffect(c.expect.effect).map((l) => `;;;   ${l}`) : []),
    ...(c.expect.error !== undefined ? [`;;; Expected error: ${json(c.expect.error)}`] : []),
    ...(c.expect.output?.length ? [`;;; Expected output: ${json(c.expect.output)}`] : []),
    `;;; Assertions: ${json(c.assertions ?? [])}`,
    `;;; Steps: ${c.steps}`,
    ...(c.tests ? [`;;; Saved tests: ${c.tests.passed} of ${c.tests.total} passed${c.tests.names?.length ? ` (${c.tests.names.join('; ')})` : ''}`] : []),
    ...(c.screening.length
      ? [`;;; Acts outside the drawing (confirmed by the drafter): ${c.screening.map((f) => `${f.name} at line ${f.line} (${f.what})`).join('; ')}`]
      : [';;; Acts outside the drawing: nothing found']),
    `;;; Re-check: lispwright verify ${exportName} (the case in machine form: ${sidecarPath(exportName)})`,
    HEADER_END,
    '',
  ];
  return lines.join('\n');
}

/** The whole exported text: header, blank line, code. */
export const exportText = (c: VerifiedCase, code: string, exportName?: string): string => `${formatHeader(c, exportName)}\n${code.replace(/\r\n?/g, '\n')}`;

export interface ParsedExport {
  /** the code below the header ("\n" line endings) */
  code: string;
  /** what the header says (undefined: the text has no Lispwright header) */
  header?: Partial<VerifiedCase>;
  problems: string[];
}

/** Split an exported text into its header (read back into a case) and its code. */
export function parseExport(text: string): ParsedExport {
  const lf = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!lf.startsWith(HEADER_MARK)) return { code: lf, problems: ['the file has no Lispwright header (it was not exported verified)'] };
  const end = lf.indexOf(`\n${HEADER_END}\n`);
  if (end < 0) return { code: lf, problems: [`the header has no end line ("${HEADER_END}")`] };
  const head = lf.slice(0, end).split('\n');
  let code = lf.slice(end + HEADER_END.length + 2);
  if (code.startsWith('\n')) code = code.slice(1);
  const problems: string[] = [];
  const h: Partial<VerifiedCase> & { drawing: VerifiedCase['drawing']; expect: CaseExpectations } = { drawing: { name: '', hash: '' }, expect: {} };
  const first = /^;;; Verified with Lispwright (\S+) on (\S+)/.exec(head[0] ?? '');
  if (first) {
    h.lispwright = first[1]!;
    h.exportedAt = first[2]!;
  }
  const readJson = <T>(key: string, v: string): T | undefined => {
    try {
      return JSON.parse(v) as T;
    } catch {
      problems.push(`the header's "${key}" line is not valid JSON`);
      return undefined;
    }
  };
  for (const line of head.slice(1)) {
    const m = /^;;; ([^:]+): (.*)$/.exec(line);
    if (!m) continue;
    const [, key, value] = m as unknown as [string, string, string];
    switch (key) {
      case 'Code sha-256':
        h.codeSha256 = value.split(' ')[0]!;
        break;
      case 'File name':
        h.fileName = value.trim();
        break;
      case 'Drawing': {
        const d = /^(.*?)(?:, sha-256 ([0-9a-f]+))?$/.exec(value.trim())!;
        h.drawing = { ...h.drawing, name: d[1]!, hash: d[2] ?? '', ...(d[1] === 'a new empty drawing' ? { empty: true } : {}) };
        break;
      }
      case 'Loaded with':
        h.loaded = value.replace(/ \(the code hash covers them too\)$/, '').split(', ').filter(Boolean);
        break;
      case 'Drawing path':
        h.drawing = { ...h.drawing, path: value.trim() };
        break;
      case 'Command':
        if (!value.startsWith('(none')) h.call = value.trim();
        break;
      case 'Inputs': {
        const v = readJson<ScriptedInput[]>(key, value);
        if (v?.length) h.inputs = v;
        break;
      }
      case 'Expected effect':
        if (!value.startsWith('(none')) {
          const parsed = parseEffect(value);
          if (parsed.ok) h.expect = { ...h.expect, effect: parsed.effect };
          else problems.push(`the header's expected effect: ${parsed.problems.join('; ')}`);
        }
        break;
      case 'Expected error': {
        const v = readJson<string>(key, value);
        if (v !== undefined) h.expect = { ...h.expect, error: v };
        break;
      }
      case 'Expected output': {
        const v = readJson<string[]>(key, value);
        if (v) h.expect = { ...h.expect, output: v };
        break;
      }
      case 'Assertions': {
        const v = readJson<string[]>(key, value);
        if (v?.length) h.assertions = v;
        break;
      }
      case 'Steps':
        h.steps = Number(value);
        break;
      case 'Acts outside the drawing (confirmed by the drafter)':
        h.expect = { ...h.expect, confirmed: [...new Set(value.split('; ').map((f) => f.split(' ')[0]!.toLowerCase()))] };
        break;
    }
  }
  return { code, header: h, problems };
}

/** Read a sidecar; problems name what is missing or malformed. */
export function parseSidecar(text: string): { case?: VerifiedCase; problems: string[] } {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return { problems: [`the sidecar is not valid JSON: ${(e as Error).message}`] };
  }
  const c = v as Partial<VerifiedCase>;
  const problems: string[] = [];
  if (c?.format !== CASE_FORMAT) problems.push(`the sidecar is not a Lispwright verified case ("format": "${CASE_FORMAT}")`);
  if (typeof c?.fileName !== 'string') problems.push('the sidecar has no "fileName"');
  if (typeof c?.codeSha256 !== 'string') problems.push('the sidecar has no "codeSha256"');
  if (!c?.drawing || typeof c.drawing.name !== 'string') problems.push('the sidecar has no "drawing"');
  if (c?.expect?.effect) {
    const parsed = parseEffect(c.expect.effect);
    if (!parsed.ok) problems.push(`the sidecar's expected effect: ${parsed.problems.join('; ')}`);
  }
  return problems.length ? { problems } : { case: { ...c, expect: c.expect ?? {}, screening: c.screening ?? [] } as VerifiedCase, problems };
}

/** The run that re-checks a case: its code under its file name, its command, inputs, assertions and expectations. */
export function caseRunRequest(c: Pick<VerifiedCase, 'fileName' | 'call' | 'inputs' | 'assertions' | 'expect'> & { preload?: string[] }, code: string, extraFiles: SourceFile[] = []): RunRequest {
  const req: RunRequest = { files: [{ name: c.fileName, text: code }, ...extraFiles], wantSnapshots: false };
  if (extraFiles.length) req.entry = c.fileName;
  const preload = (c.preload ?? []).filter((n) => extraFiles.some((f) => f.name === n));
  if (preload.length) req.preload = preload;
  if (c.call) req.call = c.call;
  if (c.inputs?.length) req.inputs = c.inputs;
  if (c.assertions?.length) req.assertions = c.assertions;
  if (Object.keys(c.expect ?? {}).length) req.expect = c.expect;
  return req;
}

/** What a case is built from: the run that verified and what it was called with. */
export interface CaseParts {
  lispwright: string;
  fileName: string;
  code: string;
  run: Pick<RunResult, 'codeHash' | 'drawingHash' | 'steps' | 'screening'>;
  drawing: Omit<VerifiedCase['drawing'], 'hash'>;
  call?: string;
  inputs?: ScriptedInput[];
  assertions?: string[];
  expect?: CaseExpectations;
  tests?: VerifiedCase['tests'];
  /** a project run: the other files it loaded, in the run's order, with their texts */
  loaded?: SourceFile[];
  /** a project run: the names among `loaded` that were loaded before the entry */
  preload?: string[];
  encoding?: string;
  date?: Date;
  hash?: (s: string) => string;
}

/** The one way a verified case is made (the workbench's export and `lispwright agent --out` both use it). */
export function buildCase(p: CaseParts): VerifiedCase {
  const screening = p.run.screening ?? [];
  const confirmed = [...new Set(screening.map((f) => f.name.toLowerCase()))];
  return {
    format: CASE_FORMAT,
    version: 1,
    lispwright: p.lispwright,
    exportedAt: (p.date ?? new Date()).toISOString(),
    fileName: p.fileName,
    codeSha256: codeSha256(p.code, p.hash),
    codeHash: p.run.codeHash,
    ...(p.loaded?.length
      ? { loaded: p.loaded.map((f) => f.name), files: p.loaded.map((f) => ({ name: f.name, sha256: (p.hash ?? sha256Hex)(f.text), text: f.text })) }
      : {}),
    ...(p.preload?.length ? { preload: p.preload } : {}),
    ...(p.encoding ? { encoding: p.encoding } : {}),
    drawing: { ...p.drawing, hash: p.run.drawingHash },
    ...(p.call ? { call: p.call } : {}),
    ...(p.inputs?.length ? { inputs: p.inputs } : {}),
    ...(p.assertions?.length ? { assertions: p.assertions } : {}),
    expect: { ...(p.expect ?? {}), ...(confirmed.length ? { confirmed } : {}) },
    steps: p.run.steps,
    screening,
    ...(p.tests ? { tests: p.tests } : {}),
  };
}

/** The sidecar's text for a case. */
export const sidecarText = (c: VerifiedCase): string => `${JSON.stringify(c, null, 2)}\n`;
