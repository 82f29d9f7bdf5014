/*
 * deliver: hand over a run by its run_id instead of re-typing its code. The loop re-checks the run
 * on the session drawing with the call, inputs, assertions and expected effect it declared, runs
 * the saved tests on it, and only then ends the session verified (ctx.deliver, loop.ts). A run that
 * does not re-check comes back with each failed condition, so the model can repair it.
 */
import { defineTool } from './types.js';

export interface DeliverArgs {
  run_id: string;
  explanation: string;
}

export const deliverTool = defineTool<DeliverArgs>({
  name: 'deliver',
  description:
    'Deliver the code of a run that verified, by the run_id run_lisp returned, with a short explanation for the drafter (what the command does, how to run it, what it changed). ' +
    'The run is re-checked on the session drawing with its call, inputs, assertions and expected effect, and the saved tests run on it; only then is the session verified. ' +
    'Do not re-type the code in your message.',
  parameters: {
    type: 'object',
    properties: {
      run_id: { type: 'string', description: 'the run_id of the run_lisp result to deliver' },
      explanation: { type: 'string', description: 'for the drafter: what the command does, its name, and what it changed in the drawing' },
    },
    required: ['run_id', 'explanation'],
    additionalProperties: false,
  },
  async execute(args, ctx) {
    if (!ctx.deliver) return { content: 'deliver is not available in this session: answer with the code in one ```lisp block', ok: false, summary: 'not available' };
    return ctx.deliver(args.run_id.trim(), args.explanation);
  },
});
