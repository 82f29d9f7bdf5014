/*
 * Saved test cases: `.test.lsp` files with a small `;;; key: value` header (format documented in
 * README.md, "Test cases"). Parsing and checking are pure; where file texts come from and how a
 * request is run (in-process or through the pool) are the caller's. A case passes only when its
 * run verifies by the one rule (verification.ts) and its Esc check, if any, came out as expected.
 *
 *   ;;; script: ../examples/movelines.lsp     file-level defaults come first
 *   ;;; test: moves the lines                 each "test:" starts a case
 *   ;;; call: c:movelines
 *   ;;; input: {"keyword": "Yes"}
 *   ;;; expect-diff: modified=3
 *   ;;; expect-effect: {"modified": [{"filter": [[0, "LINE"], [8, "OLD"]], "groups": {"8": "NEW"}, "count": 3}]}
 *   (= (fake-count "NEW") 3)                  AutoLISP assertions: each must be non-nil
 */
import { Sym, Cons } from '../core/values.js';
import { prin1 } from '../core/printer.js';
import { readAll } from '../reader/reader.js';
import type { DrawingDiff, RunRequest, RunResult, RunStage, ScriptedInput } from './contract.js';
import type { RunFn } from './esc-check.js';
import { escCheck } from './esc-check.js';
import { parseEffect, type ExpectedEffect } from './effect.js';
import { verificationProblems, verifyRun, type CaseExpectations } from './verification.js';

export interface TestCase {
  /** the test file it came from */
  file: string;
  line: number;
  name: string;
  /** entry script path, relative to the test file */
  script?: string;
  /** extra files (load / open), relative to the test file */
  files: string[];
  /** a DXF path relative to the test file, or sample:NAME */
  drawing?: string;
  call?: string;
  inputs: ScriptedInput[];
  budget?: number;
  env: Record<string, string>;
  assertions: string[];
  expect: {
    stage?: RunStage;
    error?: string;
    output: string[];
    diff?: Partial<DrawingDiff['summary']>;
    effect?: ExpectedEffect;
    escCheck?: 'pass' | 'fail';
  };
  /** calls outside the drawing the script's author has confirmed (`;;; confirm: vl-file-delete`) */
  confirmed?: string[];
  /** not run yet, with the reason */
  pending?: string;
}

export interface TestOutcome {
  file: string;
  name: string;
  status: 'passed' | 'failed' | 'pending';
  failures: string[];
  result?: RunResult;
}

const HEADER = /^\s*;;;\s*([a-z][a-z-]*)\s*:\s?(.*)$/;

type Defaults = Omit<TestCase, 'file' | 'line' | 'name' | 'assertions'>;

function emptyDefaults(): Defaults {
  return { files: [], inputs: [], env: {}, expect: { output: [] } };
}

function apply(c: Defaults, key: string, value: string, where: string): void {
  const v = value.trim();
  switch (key) {
    case 'script': c.script = v; return;
    case 'file': c.files = [...c.files, v]; return;
    case 'drawing': c.drawing = v; return;
    case 'call': c.call = v; return;
    case 'budget': c.budget = Number(v); return;
    case 'pending': c.pending = v || 'pending'; return;
    case 'confirm': c.confirmed = [...(c.confirmed ?? []), ...v.split(/[\s,]+/).filter(Boolean).map((n) => n.toLowerCase())]; return;
    case 'env': {
      const eq = v.indexOf('=');
      c.env = { ...c.env, [v.slice(0, eq)]: v.slice(eq + 1) };
      return;
    }
    case 'input':
    case 'inputs': {
      const parsed = JSON.parse(v) as ScriptedInput | ScriptedInput[];
      c.inputs = [...c.inputs, ...(Array.isArray(parsed) ? parsed : [parsed])];
      return;
    }
    case 'expect-stage': c.expect = { ...c.expect, stage: v as RunStage }; return;
    case 'expect-error': c.expect = { ...c.expect, error: v }; return;
    case 'expect-output': c.expect = { ...c.expect, output: [...c.expect.output, JSON.parse(v.startsWith('"') ? v : JSON.stringify(v)) as string] }; return;
    case 'expect-diff': {
      const diff: Partial<DrawingDiff['summary']> = {};
      for (const part of v.split(/[\s,]+/).filter(Boolean)) {
        const [k, n] = part.split('=');
        if (k !== 'added' && k !== 'deleted' && k !== 'modified') throw new Error(`${where}: expect-diff takes added=N deleted=N modified=N`);
        diff[k] = Number(n);
      }
      c.expect = { ...c.expect, diff };
      return;
    }
    case 'expect-effect': {
      const parsed = parseEffect(v);
      if (!parsed.ok) throw new Error(`${where}: expect-effect: ${parsed.problems.join('; ')}`);
      c.expect = { ...c.expect, effect: parsed.effect };
      return;
    }
    case 'esc-check':
      if (v !== 'pass' && v !== 'fail') throw new Error(`${where}: esc-check is pass or fail`);
      c.expect = { ...c.expect, escCheck: v };
      return;
    default:
      throw new Error(`${where}: unknown test header "${key}"`);
  }
}

/** The top-level forms of a text, as source strings. */
function splitForms(text: string, file: string): string[] {
  const syms = new Map<string, Sym>();
  const forms = readAll(text, { file, intern: (n) => syms.get(n) ?? (syms.set(n, new Sym(n)), syms.get(n) as Sym) });
  return forms.map((f) => (f instanceof Cons && f.span ? text.slice(f.span.start, f.span.end) : prin1(f)));
}

/** Parse a test file. Throws Error naming the file and line for malformed headers. */
export function parseTestFile(text: string, file: string): TestCase[] {
  const lines = text.split(/\r?\n/);
  const defaults = emptyDefaults();
  const cases: TestCase[] = [];
  let current: TestCase | undefined;
  let body: string[] = [];
  const close = () => {
    if (current) current.assertions = splitForms(body.join('\n'), `${file}:${current.line}`);
    body = [];
  };
  lines.forEach((line, i) => {
    const m = HEADER.exec(line);
    if (!m) {
      if (current) body.push(line);
      else if (line.trim() && !line.trim().startsWith(';')) throw new Error(`${file}:${i + 1}: Lisp before the first "test:" header`);
      return;
    }
    const [, key, value] = m as unknown as [string, string, string];
    if (key === 'test') {
      close();
      const c: TestCase = { ...(JSON.parse(JSON.stringify(defaults)) as Defaults), file, line: i + 1, name: value.trim(), assertions: [] };
      current = c;
      cases.push(c);
      body = [];
      return;
    }
    apply(current ?? defaults, key, value, `${file}:${i + 1}`);
    if (current) body.push('');
  });
  close();
  return cases;
}

export interface CaseIo {
  /** read a file named relative to the test file */
  read(testFile: string, path: string): string;
  /** the name a script sees for a file path */
  baseName(path: string): string;
  run: RunFn;
  /** the last word on the request (a host adds the project's files, its drawing, interaction) */
  adjust?(c: TestCase, req: RunRequest): RunRequest;
}

/** What a case expects, in the verification rule's terms. */
export function caseExpectations(c: Pick<TestCase, 'expect' | 'confirmed'>): CaseExpectations {
  const x = c.expect;
  return {
    ...(c.confirmed?.length ? { confirmed: c.confirmed } : {}),
    ...(x.effect ? { effect: x.effect } : {}),
    ...(x.error !== undefined ? { error: x.error } : {}),
    ...(x.stage ? { stage: x.stage } : {}),
    ...(x.output.length ? { output: x.output } : {}),
    ...(x.diff ? { diff: x.diff } : {}),
  };
}

/** The request a case describes. */
export function caseRequest(c: TestCase, io: CaseIo): RunRequest {
  if (!c.script) throw new Error(`${c.file}:${c.line}: the test names no script`);
  const files = [c.script, ...c.files].map((p) => ({ name: io.baseName(p), text: io.read(c.file, p) }));
  const req: RunRequest = { files, inputs: c.inputs, assertions: c.assertions };
  const expect = caseExpectations(c);
  if (Object.keys(expect).length) req.expect = expect;
  if (c.call) req.call = c.call;
  if (c.budget) req.budget = c.budget;
  if (Object.keys(c.env).length) req.env = c.env;
  if (c.drawing)
    req.drawing = c.drawing.startsWith('sample:')
      ? { kind: 'sample', name: c.drawing.slice(7) }
      : { kind: 'dxf', name: io.baseName(c.drawing), text: io.read(c.file, c.drawing) };
  return io.adjust ? io.adjust(c, req) : req;
}

export async function runTestCase(c: TestCase, io: CaseIo): Promise<TestOutcome> {
  const out: TestOutcome = { file: c.file, name: c.name, status: 'passed', failures: [] };
  if (c.pending) return { ...out, status: 'pending', failures: [c.pending] };
  let req: RunRequest;
  try {
    req = caseRequest(c, io);
  } catch (e) {
    return { ...out, status: 'failed', failures: [(e as Error).message] };
  }
  const r = await io.run(req);
  out.result = r;
  const f = out.failures;
  // the runner stamps its verdict; a runner that does not (an older worker) is checked here
  f.push(...verificationProblems(r.verification ?? verifyRun(req, r)));
  if (c.expect.escCheck) {
    const report = await escCheck(req, io.run);
    const passed = report.passed ? 'pass' : 'fail';
    if (passed !== c.expect.escCheck) f.push(`esc-check ${passed}, expected ${c.expect.escCheck}`);
  }
  out.status = f.length ? 'failed' : 'passed';
  return out;
}

/** A header value that is one line: a line break in it would end the header. */
const oneLine = (v: string): string => v.replace(/\r?\n/g, ' ');

/**
 * A test file's text for its cases (parseTestFile reads it back to the same cases): the script
 * the cases share once at the top, then each case with every field it sets, its assertions
 * below its headers. Cases with another script than the first name theirs.
 */
export function formatTestFile(cases: readonly TestCase[], header: readonly string[] = []): string {
  const lines: string[] = header.map((h) => (h.startsWith(';') ? h : `;; ${h}`));
  const script = cases[0]?.script;
  if (script) lines.push(`;;; script: ${script}`);
  for (const c of cases) {
    lines.push('', `;;; test: ${oneLine(c.name)}`);
    if (c.script && c.script !== script) lines.push(`;;; script: ${c.script}`);
    for (const f of c.files) lines.push(`;;; file: ${f}`);
    if (c.drawing) lines.push(`;;; drawing: ${c.drawing}`);
    if (c.call) lines.push(`;;; call: ${oneLine(c.call)}`);
    if (c.budget) lines.push(`;;; budget: ${c.budget}`);
    for (const [k, v] of Object.entries(c.env)) lines.push(`;;; env: ${k}=${oneLine(v)}`);
    for (const i of c.inputs) lines.push(`;;; input: ${JSON.stringify(i)}`);
    const x = c.expect;
    if (x.stage) lines.push(`;;; expect-stage: ${x.stage}`);
    if (x.error !== undefined) lines.push(`;;; expect-error: ${oneLine(x.error)}`);
    for (const o of x.output) lines.push(`;;; expect-output: ${JSON.stringify(o)}`);
    if (x.diff && Object.keys(x.diff).length) lines.push(`;;; expect-diff: ${Object.entries(x.diff).map(([k, n]) => `${k}=${n}`).join(' ')}`);
    if (x.escCheck) lines.push(`;;; esc-check: ${x.escCheck}`);
    if (c.pending) lines.push(`;;; pending: ${oneLine(c.pending)}`);
    for (const a of c.assertions) lines.push(a);
  }
  return `${lines.join('\n')}\n`;
}
