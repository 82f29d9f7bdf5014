/*
 * run_lisp: run code through the runner against the session drawing (or an empty drawing, to try
 * the "nothing to do" case), optionally calling a command with scripted answers to its prompts and
 * checking assertions afterwards. The model gets the compact view; the loop keeps the full
 * RunResult for the gate and sends it to the UI.
 */
import type { RunRequest, ScriptedInput } from '../../interpreter/runner/contract.js';
import { verificationProblems } from '../gate.js';
import { compactRun, oneLine } from '../run-format.js';
import { defineTool, type ToolContext, type ToolOutcome } from './types.js';

export interface RunLispArgs {
  code: string;
  call?: string;
  inputs?: ScriptedInput[];
  assertions?: string[];
  drawing?: 'session' | 'empty';
}

const INPUT_KEYS = ['point', 'int', 'real', 'string', 'keyword', 'entity', 'selection', 'file', 'enter', 'esc'];

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

export function buildRunRequest(args: RunLispArgs, ctx: ToolContext): RunRequest {
  const req: RunRequest = {
    files: [{ name: ctx.session.fileName, text: args.code }],
    drawing: args.drawing === 'empty' ? { kind: 'empty' } : ctx.session.drawing,
    wantSnapshots: true,
  };
  if (args.call) req.call = args.call;
  if (args.inputs?.length) req.inputs = args.inputs;
  if (args.assertions?.length) req.assertions = args.assertions;
  return req;
}

export async function runCode(args: RunLispArgs, ctx: ToolContext): Promise<ToolOutcome> {
  const onSession = args.drawing !== 'empty';
  const result = await ctx.runLisp(buildRunRequest(args, ctx), ctx.signal);
  const view = { drawing: onSession ? ctx.session.drawingName : 'empty drawing', ...compactRun(result) };
  const run = { code: args.code, result, onSessionDrawing: onSession, ...(args.call ? { call: args.call } : {}), ...(args.inputs ? { inputs: args.inputs } : {}) };
  const problems = verificationProblems(result);
  const summary = result.sandboxRefused.length ? `${oneLine(result)}; refused: ${result.sandboxRefused.join(', ')}` : oneLine(result);
  return { content: JSON.stringify(view, null, 1), ok: problems.length === 0, summary, runs: [run] };
}

export const runLispTool = defineTool<RunLispArgs>({
  name: 'run_lisp',
  description:
    'Load AutoLISP code and run it against the drawing, then report output, value, the error (with line, column and backtrace) and what changed in the drawing (the diff). ' +
    'Use `call` to run a command the code defines (e.g. "c:movelines"), `inputs` to answer its prompts, `assertions` for AutoLISP expressions that must be non-nil afterwards, ' +
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
