/*
 * What the loop itself tells the model: the verification gate's verdicts and the nudges. Kept here,
 * next to the other prompts, so loop code holds no prose.
 */
export const feedback = {
  neverRun: (summary: string, details: string) =>
    `[verification] The code you delivered had not been run in this exact form, so I ran it on the session drawing: ${summary}.\n${details}\n` +
    'If the result is what the user asked for, deliver the same code again; otherwise fix it, run it with run_lisp and deliver the passing version.',
  unknownRun: (runId: string) =>
    `Error: no run has run_id "${runId}". Every run_lisp result carries its "run_id"; deliver the id of a run that verified on the session drawing.`,
  deliveryFailed: (runId: string, drawing: string, problems: string[]) =>
    `[verification] Run ${runId} was re-checked on ${drawing} with its call, inputs, assertions and expected effect, and it does not verify:\n- ${problems.join('\n- ')}\n` +
    'Fix the code (or the expected effect, if it does not say what the user asked for), run it with run_lisp, and deliver the run that verifies.',
  delivered: (runId: string, drawing: string, tests: number) =>
    `Delivered: run ${runId} re-checked on ${drawing}${tests ? ` and passed ${tests} saved test${tests === 1 ? '' : 's'}` : ''}. The session is verified; nothing more is needed.`,
  failedRun: (summary: string) =>
    `[verification] The code you delivered is the text of a run that did not pass (${summary}). Fix it, run it with run_lisp, and deliver only a passing version.`,
  testsFailed: (failures: string[]) =>
    `[verification] The delivered code does not pass this script's saved tests:\n- ${failures.join('\n- ')}\nFix it and run run_tests before delivering again.`,
  onlyEmptyDrawing: () =>
    '[verification] The delivered code only ran on the empty drawing. Run it with run_lisp on the session drawing (drawing "session") before delivering.',
  noBlock: () =>
    'Please finish: call deliver with the run_id of the run_lisp result that verified and a short explanation. If you still need to work, call a tool.',
  manyBlocks: (n: number) => `Your answer contains ${n} lisp code blocks. Deliver exactly one \`\`\`lisp block with the complete code.`,
  badArguments: (tool: string, problems: string[]) =>
    `Error: invalid arguments for ${tool}: ${problems.join('; ')}. Call ${tool} again with arguments matching its schema.`,
  badJson: (tool: string, err: string) =>
    `Error: the arguments for ${tool} are not valid JSON (${err}). Call ${tool} again with a JSON object matching its schema.`,
  unknownTool: (name: string, known: string[]) => `Error: there is no tool named "${name}". Available tools: ${known.join(', ')}.`,
  toolFailed: (tool: string, message: string) => `Error: ${tool} failed: ${message}. You can try again or continue without it.`,
  attemptLimit: (max: number) =>
    `Error: the limit of ${max} attempts is reached; no more code versions can be run in this session.`,
  compacted: (n: number, summary: string) => (n > 0 ? `[older run #${n}, summarised] ${summary}` : `[older tool result, summarised] ${summary}`),
  tooManyCalls: (max: number) => `not run: too many calls in one turn (at most ${max} are run per turn). Make the calls you still need in your next turn.`,
  codeTooLarge: (tool: string, size: number, max: number) =>
    `Error: the code passed to ${tool} is ${size} characters; the limit is ${max}. Write a smaller program (a drafter's command rarely needs more than a few hundred lines).`,
  cutOff: () =>
    '[notice] Your previous answer was cut off at the length limit (finish_reason "length"), so its incomplete tool calls were not run. Answer again, shorter: one tool call at a time, or the code without the long explanation.',
  cutCall: () => 'not run: your answer was cut off at the length limit before this call was complete.',
  memoryLesson: (title: string, body: string) => `[memory] A lesson from this workspace matches this error — "${title}":\n${body}`,
  questionPending: () => 'not answered: the session stops here so the user can answer the question.',
};
