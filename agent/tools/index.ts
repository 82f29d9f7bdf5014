/* The agent's tools, in the order the model sees them. */
import { askUserTool } from './ask-user.js';
import { checkCodeTool } from './check-code.js';
import { deliverTool } from './deliver.js';
import { inspectDrawingTool } from './inspect-drawing.js';
import { lookupFunctionTool } from './lookup-function.js';
import { runLispTool } from './run-lisp.js';
import { runTestsTool } from './run-tests.js';
import type { Tool } from './types.js';
import type { ToolSpec } from '../llm-client.js';

export const ALL_TOOLS: readonly Tool[] = [inspectDrawingTool, lookupFunctionTool, checkCodeTool, runLispTool, runTestsTool, deliverTool, askUserTool];

export const toolSpecs = (tools: readonly Tool[]): ToolSpec[] =>
  tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters as unknown as Record<string, unknown> } }));

export type { Tool, ToolContext, ToolOutcome, ToolRun, TestsOutcome } from './types.js';
