/*
 * acad-push-dbmod / acad-pop-dbmod: programs that change the drawing only for their own
 * bookkeeping (a dictionary entry, a system variable) save DBMOD first and restore it, so the
 * drawing does not look modified. DBMOD is the drawing's live flag (coupling.ts); without a
 * drawing there is nothing to save and both just return T.
 */
import { defineBuiltins } from '../../builtins/registry.js';
import { couplingOf } from '../coupling.js';
import { drawingIfAny } from '../drawing.js';

export const DBMOD_BUILTINS = defineBuiltins([
  {
    name: 'acad-push-dbmod', min: 0, max: 0, doc: '(acad-push-dbmod) — Saves DBMOD on a stack; returns T.',
    fn: (_a, ctx) => {
      const d = drawingIfAny(ctx);
      if (d) couplingOf(d).pushModified();
      return ctx.T;
    },
  },
  {
    name: 'acad-pop-dbmod', min: 0, max: 0, doc: '(acad-pop-dbmod) — Restores the DBMOD saved by acad-push-dbmod; returns T.',
    fn: (_a, ctx) => {
      const d = drawingIfAny(ctx);
      if (d) couplingOf(d).popModified();
      return ctx.T;
    },
  },
]);
