/*
 * run_lisp: run code through the runner against the session drawing (or an empty drawing, to try
 * the "nothing to do" case), optionally calling a command with scripted answers to its prompts,
 * checking assertions afterwards and comparing the drawing's change with the declared expected
 * effect (`expect_effect`, interpreter/runner/effect.ts). Runs on the session drawing need an
 * expected effect to count as verification. The model gets the compact view with the run's
 * `run_id` (what `deliver` names) and the verification rule's verdict; the loop keeps the full
 * RunResult for the gate and sends it to the UI.
 */
import { parseEffect, type ExpectedEffect, type RunRequest, type ScriptedInput } from '../../interpreter/runner/index.js';
import { verificationProblems } from '../gate.js';
import { compactRun, oneLine } from '../run-format.js';
import { defineTool, type ToolContext, type ToolOutcome, type ToolRun } from './types.js';

export interface RunLispArgs {
  code: string;
  call?: string;
  inputs?: ScriptedInput[];
  assertions?: string[];
  drawing?: 'session' | 'empty';
  /** the change the run must make (parsed: an ExpectedEffect; from the model: JSON to check) */
  expect_effect?: unknown;
}

const INPUT_KEYS = ['point', 'int', 'real', 'string', 'keyword', 'entity', 'selection', 'file', 'enter', 'esc', 'dialog', 'grread'];

/** Problems with scripted inputs (each must be one answer of a known kind). */
export function checkInputs(inputs: unknown[]): string[] {
  const problems: string[] = [];
  inputs.forEach((inp, i) => {
    const keys = Object.keys(inp as object).filter((k) => k !== 'point' || !('entity' in (inp as object)));
    const kind = keys.find((k) => INPUT_KEYS.includes(k));
    if (!kind) problems.push(`inputs[${i}]: must have one of ${INPUT_KEYS.join(', ')}`);
  });
  return problems;
}

/** The run a ToolRun declares, as a request on the session drawing (or the empty one). */
export function buildRunRequest(args: Omit<RunLispArgs, 'expect_effect'> & { expectEffect?: ExpectedEffect }, ctx: ToolContext): RunRequest {
  const onSession = args.drawing !== 'empty';
  const req: RunRequest = {
    files: [{ name: ctx.session.fileName, text: args.code }],
    drawing: onSession ? ctx.session.drawing : { kind: 'empty' },
    wantSnapshots: true,
  };
  if (args.call) req.call = args.call;
  if (args.inputs?.length) req.inputs = args.inputs;
  if (args.assertions?.length) req.assertions = args.assertions;
  // only session runs can verify, and they must say what they change
  if (args.expectEffect || onSession) req.expect = { ...(args.expectEffect ? { effect: args.expectEffect } : {}), ...(onSession ? { requireEffect: true } : {}) };
  return req;
}

/** Run a declared case and say what happened (the run's id included when the loop numbers runs). */
export async function runCase(run: Omit<ToolRun, 'result' | 'onSessionDrawing' | 'runId'> & { drawing?: 'session' | 'empty' }, ctx: ToolContext): Promise<ToolOutcome> {
  const onSession = run.drawing !== 'empty';
  const result = await ctx.runLisp(buildRunRequest(run, ctx), ctx.signal);
  const runId = ctx.newRunId?.();
  const view = { ...(runId ? { run_id: runId } : {}), drawing: onSession ? ctx.session.drawingName : 'empty drawing', ...compactRun(result) };
  const toolRun: ToolRun = {
    code: run.code,
    result,
    onSessionDrawing: onSession,
    ...(runId ? { runId } : {}),
    ...(run.call ? { call: run.call } : {}),
    ...(run.inputs ? { inputs: run.inputs } : {}),
    ...(run.assertions?.length ? { assertions: run.assertions } : {}),
    ...(run.expectEffect ? { expectEffect: run.expectEffect } : {}),
  };
  const problems = verificationProblems(result);
  const summary = result.sandboxRefused.length ? `${oneLine(result)}; refused: ${result.sandboxRefused.join(', ')}` : oneLine(result);
  return { content: JSON.stringify(view, null, 1), ok: problems.length === 0, summary, runs: [toolRun] };
}

export async function runCode(args: RunLispArgs, ctx: ToolContext): Promise<ToolOutcome> {
  let expectEffect: ExpectedEffect | undefined;
  if (args.expect_effect !== undefined) {
    const parsed = parseEffect(args.expect_effect);
    if (!parsed.ok) return { content: `invalid arguments: expect_effect: ${parsed.problems.join('; ')}`, ok: false, summary: 'invalid expect_effect' };
    expectEffect = parsed.effect;
  }
  const { expect_effect: _e, ...rest } = args;
  return runCase({ ...rest, ...(expectEffect ? { expectEffect } : {}) }, ctx);
}

export const runLispTool = defineTool<RunLispArgs>({
  name: 'run_lisp',
  description:
    'Load AutoLISP code and run it against the drawing, then report output, value, the error (with line, column and backtrace), what changed in the drawing (the diff), ' +
    'whether the run verifies, and its run_id (pass it to deliver). Use `call` to run a command the code defines (e.g. "c:movelines"), `inputs` to answer its prompts, ' +
    '`assertions` for AutoLISP expressions that must be non-nil afterwards, `expect_effect` for the change the request asks for (required on the session drawing for the run to count), ' +
    'and drawing "empty" to try the case where nothing matches. Each run starts from the unchanged drawing.',
  parameters: {
    type: 'object',
    properties: {
      code: { type: 'string', description: 'the complete AutoLISP source to load' },
      call: { type: 'string', description: 'a function to call after loading, e.g. "c:movelines"' },
      inputs: {
        type: 'array',
        description: 'scripted answers to prompts in order, e.g. {"point":[0,0]}, {"string":"A"}, {"keyword":"Yes"}, {"enter":true}, {"esc":true}, {"selection":["1A","1B"]}',
        items: { type: 'object' },
      },
      assertions: { type: 'array', items: { type: 'string' }, description: 'AutoLISP expressions that must each return non-nil after the run' },
      expect_effect: {
        type: 'object',
        description:
          'the change the user asked for, written from the request before the code: {"modified": [{"filter": [[0,"LINE"],[8,"OLD_LAYER"]], "groups": {"8":"NEW_LAYER"}, "count": 3}], ' +
          '"added": [{"type":"CIRCLE","groups":{"8":"HOLES"},"count":1}], "deleted": [{"filter": [[8,"TEMP"]], "count": 2}], "sysvars": "unchanged"}. ' +
          'filter: ssget-style pairs matched before the run; groups: values after; count: exact (omit for "all that match"). Any other change fails. {} means nothing changes.',
      },
      drawing: { type: 'string', enum: ['session', 'empty'], description: '"session" (default) or "empty"' },
    },
    required: ['code'],
    additionalProperties: false,
  },
  codeArgs: ['code'],
  async execute(args, ctx) {
    const problems = args.inputs ? checkInputs(args.inputs) : [];
    if (problems.length) return { content: `invalid arguments: ${problems.join('; ')}`, ok: false, summary: 'invalid inputs' };
    return runCode(args, ctx);
  },
});
