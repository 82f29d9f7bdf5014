/*
 * run_tests: run the session's saved test cases (the script's `.test.lsp` cases: call, scripted
 * inputs, assertions, expected effect and error, drawing) on a code version, by default the code of
 * the last run_lisp call. A test passes only when its run verifies by the one rule
 * (interpreter/runner/verification.ts); the gate requires every saved test to pass on the exact
 * delivered text, and the final card lists them by name.
 */
import { verificationProblems, verifyRun, type RunRequest } from '../../interpreter/runner/index.js';
import type { SessionTest } from '../ports.js';
import { compactRun } from '../run-format.js';
import { defineTool, type SavedTestResult, type ToolContext, type ToolOutcome, type ToolRun } from './types.js';

export function testRequest(test: SessionTest, code: string, ctx: ToolContext): RunRequest {
  const d = test.drawing;
  const req: RunRequest = {
    files: [{ name: ctx.session.fileName, text: code }, ...(test.files ?? [])],
    drawing: d === undefined || d === 'session' ? ctx.session.drawing : d === 'empty' ? { kind: 'empty' } : d,
    assertions: test.assertions,
    wantSnapshots: true,
  };
  if (test.call) req.call = test.call;
  if (test.inputs?.length) req.inputs = test.inputs;
  if (test.expect && Object.keys(test.expect).length) req.expect = test.expect;
  if (test.env && Object.keys(test.env).length) req.env = test.env;
  if (test.budget) req.budget = test.budget;
  return req;
}

export async function runSessionTests(code: string, ctx: ToolContext): Promise<ToolOutcome> {
  const tests = ctx.session.tests;
  if (tests.length === 0) {
    return { content: JSON.stringify({ tests: 0, note: 'this script has no saved tests' }), ok: true, summary: 'no saved tests', tests: { code, passed: 0, total: 0, failures: [], results: [] } };
  }
  const runs: ToolRun[] = [];
  const report: unknown[] = [];
  const failures: string[] = [];
  const results: SavedTestResult[] = [];
  let passed = 0;
  for (const t of tests) {
    const req = testRequest(t, code, ctx);
    const result = await ctx.runLisp(req, ctx.signal);
    const problems = verificationProblems(verifyRun(req, result));
    const ok = problems.length === 0;
    if (ok) passed++;
    else failures.push(`test "${t.name}"${t.source ? ` (${t.source})` : ''}: ${problems.join('; ')}`);
    results.push({ name: t.name, passed: ok, problems });
    runs.push({ code, result, onSessionDrawing: t.drawing === undefined || t.drawing === 'session', ...(t.call ? { call: t.call } : {}), ...(t.inputs ? { inputs: t.inputs } : {}) });
    report.push({ name: t.name, passed: ok, ...(ok ? {} : { problems, ...compactRun(result) }) });
  }
  const codeHash = runs[0]?.result.codeHash;
  return {
    content: JSON.stringify({ passed, total: tests.length, tests: report }, null, 1),
    ok: passed === tests.length,
    summary: `${passed}/${tests.length} tests passed`,
    runs,
    tests: { code, ...(codeHash ? { codeHash } : {}), passed, total: tests.length, failures, results },
  };
}

export const runTestsTool = defineTool<{ code?: string }>({
  name: 'run_tests',
  description:
    "Run this script's saved test cases (each: a command to call, scripted inputs, assertions and an expected effect) on the given code, or on the code of your last run_lisp call. " +
    'Delivered code must pass them all.',
  parameters: {
    type: 'object',
    properties: { code: { type: 'string', description: 'the AutoLISP source to test (default: the code of the last run_lisp call)' } },
    additionalProperties: false,
  },
  codeArgs: ['code'],
  async execute(args, ctx) {
    const code = args.code ?? ctx.lastCode();
    if (code === undefined) return { content: 'no code to test: pass `code` or call run_lisp first', ok: false, summary: 'no code' };
    return runSessionTests(code, ctx);
  },
});
