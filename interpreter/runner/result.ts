/*
 * Turning the interpreter's errors into the contract's RunError and RunStage. One place decides
 * which stage an error belongs to, so the CLI, the app and the agent agree.
 */
import type { LispError } from '../core/errors.js';
import type { Span } from '../core/span.js';
import { wasHandledByUser } from '../eval/interp.js';
import type { RunError, RunStage } from './contract.js';

const RESOURCE_LIMITS = new Set<string>(['budgetExhausted', 'recursionDepth', 'memoryExhausted', 'nestingTooDeep', 'loadNesting', 'stackExhausted']);

export function stageOf(err: LispError): RunStage {
  if (err.kind === 'syntax') return 'syntax';
  if (RESOURCE_LIMITS.has(err.code)) return 'budget';
  if (err.code === 'cancelledByHost') return 'cancelled';
  if (err.kind === 'limit') return 'internal';
  return 'execution';
}

function place(span: Span | undefined): Pick<RunError, 'file' | 'line' | 'column' | 'endLine' | 'endColumn'> {
  if (!span) return {};
  const out: Pick<RunError, 'file' | 'line' | 'column' | 'endLine' | 'endColumn'> = { file: span.file, line: span.line, column: span.col };
  if (span.endLine !== undefined) out.endLine = span.endLine;
  if (span.endCol !== undefined) out.endColumn = span.endCol;
  return out;
}

export function toRunError(err: LispError): RunError {
  const out: RunError = {
    message: err.message,
    ...place(err.span),
    stack: (err.frames ?? []).map((f) => {
      const frame: RunError['stack'][number] = { name: f.name, args: f.args };
      if (f.repeated !== undefined && f.repeated > 1) frame.repeated = f.repeated;
      if (f.span) {
        frame.file = f.span.file;
        frame.line = f.span.line;
        frame.column = f.span.col;
      }
      return frame;
    }),
    handledByUser: wasHandledByUser(err),
  };
  if (err.failingArgs) out.args = err.failingArgs;
  return out;
}

export { failedResult } from './failed-result.js';
