/*
 * menucmd, and the DIESEL host: (menucmd "M=$(edtime,0,YYYY)") evaluates DIESEL against this
 * run (system variables as getvar reads them, the run's environment, units, the deterministic
 * clock) and returns the text; the other menucmd forms (P1=*, GMENU.ID=...) change menus, which
 * Lispwright has none of, so they return nil. MODEMACRO is evaluated the same way for the run's
 * status line (statusLine, read by the runner at the end of a run).
 */
import { argString, sysvarInt } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { formatAngle, formatLinear } from '../../builtins/units-format.js';
import { Cons, Real, Subr, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { evalDiesel, type DieselHost } from '../diesel/diesel.js';
import { dieselFormat } from '../diesel/functions.js';
import { readSysvar } from './sysvars.js';

/** Status-line width $(linelen) reports (a fixed, documented choice: there is no screen). */
export const STATUS_LINE_CHARS = 80;

/** A system-variable value as DIESEL text: numbers compact, points "x,y,z". */
function dieselText(v: Value): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (v instanceof Real) return dieselFormat(v.v);
  if (v instanceof Cons) {
    const parts: string[] = [];
    for (let c: Value = v; c instanceof Cons; c = c.cdr) parts.push(dieselText(c.car));
    return parts.join(',');
  }
  return '';
}

function hostFor(ctx: Ctx): DieselHost {
  const opts = () => ({ dimzin: sysvarInt(ctx, 'DIMZIN', 0), unitmode: sysvarInt(ctx, 'UNITMODE', 0) });
  let started: number | undefined;
  return {
    getvar: (name) => {
      const v = readSysvar(name, ctx);
      return v === undefined ? undefined : dieselText(v);
    },
    getenv: (name) => {
      // the run's own getenv (the sandbox's per-run environment)
      const fn = ctx.intern('GETENV').value;
      if (!(fn instanceof Subr)) return '';
      const v = ctx.apply(fn, [name]);
      return typeof v === 'string' ? v : '';
    },
    now: () => {
      if (started === undefined) {
        const d = readSysvar('DATE', ctx);
        started = d instanceof Real ? d.v : typeof d === 'number' ? d : 0;
      }
      return started;
    },
    rtos: (x, mode, prec) => {
      const m = mode ?? sysvarInt(ctx, 'LUNITS', 2);
      const p = prec ?? sysvarInt(ctx, 'LUPREC', 4);
      if (m < 1 || m > 5 || p < 0) return undefined;
      return formatLinear(x, m, Math.min(p, 20), opts());
    },
    angtos: (x, mode, prec) => {
      const m = mode ?? sysvarInt(ctx, 'AUNITS', 0);
      const p = prec ?? sysvarInt(ctx, 'AUPREC', 0);
      if (m < 0 || m > 4 || p < 0) return undefined;
      return formatAngle(x, m, Math.min(p, 20), opts()) ?? undefined;
    },
    lineLength: () => STATUS_LINE_CHARS,
  };
}

/** Evaluate DIESEL text in this run. */
export function diesel(text: string, ctx: Ctx): string {
  return evalDiesel(text, hostFor(ctx));
}

/** The status line MODEMACRO shows now ("" when MODEMACRO is empty). */
export function statusLine(ctx: Ctx): string {
  const m = readSysvar('MODEMACRO', ctx);
  return typeof m === 'string' && m !== '' ? diesel(m, ctx) : '';
}

export const MENUCMD_BUILTINS = defineBuiltins([
  {
    name: 'menucmd', min: 1, max: 1,
    doc: '(menucmd string) — "M=expr" evaluates a DIESEL expression and returns its text; other menu commands return nil (no menus).',
    fn: ([s], ctx) => {
      const text = argString(s!);
      if (/^m=/i.test(text)) return diesel(text.slice(2), ctx);
      return null;
    },
  },
]);
