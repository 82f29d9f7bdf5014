/* The system prompt, assembled from the separate prompt files. */
import { CONVENTIONS } from './conventions.js';
import { DELIVERY } from './delivery.js';
import { DATA_RULE } from '../untrusted.js';
import { WORKFLOW } from './workflow.js';

export { feedback } from './feedback.js';

export interface PromptContext {
  drawingName: string;
  testsCount: number;
  maxAttempts: number;
  editorText?: string;
  /** the memory section (memory/index.ts), when notes were chosen */
  memory?: string;
}

export function systemPrompt(ctx: PromptContext): string {
  const parts = [WORKFLOW, CONVENTIONS, DELIVERY, DATA_RULE];
  parts.push(
    `Session: the drawing is "${ctx.drawingName}"; the script has ${ctx.testsCount} saved test${ctx.testsCount === 1 ? '' : 's'}; ` +
      `you may run at most ${ctx.maxAttempts} different code versions.`,
  );
  if (ctx.editorText?.trim()) parts.push(`The user's editor currently holds this code (it may be what they want changed):\n\`\`\`lisp\n${ctx.editorText}\n\`\`\``);
  if (ctx.memory) parts.push(ctx.memory);
  return parts.join('\n\n');
}
