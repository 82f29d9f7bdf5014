/*
 * ask_user: the model asks the drafter one question it cannot answer from the drawing (which layer
 * is meant, which of two readings of the request). In the app the chat shows the question with an
 * answer box and the session waits; in the CLI the answers come from --answers, and without one the
 * session stops with reason 'question'. The question and the answer stay in the history.
 */
import { feedback } from '../prompts/index.js';
import { defineTool } from './types.js';

export const askUserTool = defineTool<{ question: string; choices?: string[] }>({
  name: 'ask_user',
  description:
    'Ask the user one short question when the request is ambiguous and the drawing cannot settle it (e.g. which of two layers is meant). ' +
    'Give `choices` when the answer is one of a few options. Do not ask what inspect_drawing can tell you.',
  parameters: {
    type: 'object',
    properties: {
      question: { type: 'string', description: 'the question, in one or two sentences' },
      choices: { type: 'array', items: { type: 'string' }, maxItems: 8, description: 'possible answers to offer' },
    },
    required: ['question'],
    additionalProperties: false,
  },
  trusted: true,
  async execute(args, ctx) {
    const question = args.question.trim().slice(0, 1000);
    const choices = args.choices?.map((c) => c.slice(0, 200));
    ctx.emit({ type: 'question', callId: ctx.callId, question, ...(choices?.length ? { choices } : {}) });
    const answer = ctx.askUser ? await ctx.askUser({ question, ...(choices?.length ? { choices } : {}) }, ctx.signal) : null;
    if (answer === null) return { content: feedback.questionPending(), ok: false, summary: 'waiting for the user', stop: { reason: 'question', message: `The agent asks: ${question}`, question } };
    ctx.emit({ type: 'answer', callId: ctx.callId, text: answer, origin: 'user' });
    return { content: `The user answered: ${answer}`, ok: true, summary: `answered: ${answer.length > 60 ? `${answer.slice(0, 60)}…` : answer}` };
  },
});
