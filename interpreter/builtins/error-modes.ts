/*
 * The *error* handler modes of AutoCAD 2015+: (*push-error-using-command*) lets the handler being
 * set up call `command` (which is otherwise refused inside *error*), (*push-error-using-stack*)
 * keeps the failing function's locals visible to a nested handler, (*pop-error-mode*) ends the
 * last push. All return T [Autodesk, *pop-error-mode*]. The command line asks
 * `commandAllowedInErrorHandler` before it runs anything.
 */
import type { Ctx } from '../core/context.js';
import { defineBuiltins } from './registry.js';

const modes = new WeakMap<Ctx, Array<'command' | 'stack'>>();

/** May (command ...) run now? Always outside *error*; inside it only after *push-error-using-command*. */
export function commandAllowedInErrorHandler(ctx: Ctx): boolean {
  if (!ctx.inErrorHandler) return true;
  const m = modes.get(ctx);
  return m?.[m.length - 1] === 'command';
}

function push(mode: 'command' | 'stack') {
  return (_a: unknown[], ctx: Ctx) => {
    let m = modes.get(ctx);
    if (!m) modes.set(ctx, (m = []));
    m.push(mode);
    return ctx.T;
  };
}

export const ERROR_MODE_BUILTINS = defineBuiltins([
  {
    name: '*push-error-using-command*', min: 0, max: 0,
    doc: '(*push-error-using-command*) — Lets the *error* handler being set up call command; returns T.',
    fn: push('command'),
  },
  {
    name: '*push-error-using-stack*', min: 0, max: 0,
    doc: '(*push-error-using-stack*) — Lets a nested *error* handler see the local variables of the failing function; returns T.',
    fn: push('stack'),
  },
  {
    name: '*pop-error-mode*', min: 0, max: 0,
    doc: '(*pop-error-mode*) — Ends the last *push-error-using-command* or *push-error-using-stack*; returns T.',
    fn: (_a, ctx) => {
      modes.get(ctx)?.pop();
      return ctx.T;
    },
  },
]);
