/*
 * run_tests: run the session's saved test cases (call, scripted inputs, assertions, drawing) on a
 * code version, by default the code of the last run_lisp call. The gate requires every saved test
 * to pass on the exact delivered text; with no saved tests the requirement is empty.
 */
import type { RunRequest } from '../../interpreter/runner/contract.js';
import type { SessionTest } from '../ports.js';
import { compactRun, oneLine, runPassed } from '../run-format.js';
import { defineTool, type ToolContext, type ToolOutcome, type ToolRun } from './types.js';

export function testRequest(test: SessionTest, code: string, ctx: ToolContext): RunRequest {
  const req: RunRequest = {
    files: [{ name: ctx.session.fileName, text: code }],
    drawing: test.drawing === 'empty' ? { kind: 'empty' } : ctx.session.drawing,
    assertions: test.assertions,
    wantSnapshots: true,
  };
  if (test.call) req.call = test.call;
  if (test.inputs?.length) req.inputs = test.inputs;
  return req;
}

export async function runSessionTests(code: string, ctx: ToolContext): Promise<ToolOutcome> {
  const tests = ctx.session.tests;
  if (tests.length === 0) {
    return { content: JSON.stringify({ tests: 0, note: 'this script has no saved tests' }), ok: true, summary: 'no saved tests', tests: { code, passed: 0, total: 0, failures: [] } };
  }
  const runs: ToolRun[] = [];
  const report: unknown[] = [];
  const failures: string[] = [];
  let passed = 0;
  for (const t of tests) {
    const result = await ctx.runLisp(testRequest(t, code, ctx), ctx.signal);
    const ok = runPassed(result);
    if (ok) passed++;
    else failures.push(`test "${t.name}": ${oneLine(result)}`);
    runs.push({ code, result, onSessionDrawing: t.drawing !== 'empty', ...(t.call ? { call: t.call } : {}), ...(t.inputs ? { inputs: t.inputs } : {}) });
    report.push({ name: t.name, passed: ok, ...(ok ? {} : compactRun(result)) });
  }
  const codeHash = runs[0]?.result.codeHash;
  return {
    content: JSON.stringify({ passed, total: tests.length, tests: report }, null, 1),
    ok: passed === tests.length,
    summary: `${passed}/${tests.length} tests passed`,
    runs,
    tests: { code, ...(codeHash ? { codeHash } : {}), passed, total: tests.length, failures },
  };
}

export const runTestsTool = defineTool<{ code?: string }>({
  name: 'run_tests',
  description: "Run this script's saved test cases (each: a command to call, scripted inputs and assertions) on the given code, or on the code of your last run_lisp call. Delivered code must pass them all.",
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
