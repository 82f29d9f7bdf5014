/*
 * Picking objects and files: entsel nentsel nentselp getfiled. An entity answer names the entity
 * by handle ({entity: "2A", point}); the drawing (ctx.services.drawing, a SelectionSource) finds
 * it. A bare point picks whatever the drawing reports at that point (if it can hit-test), typed
 * "L"/"Last" picks the last entity, initget keywords apply. A miss returns nil with ERRNO 7.
 */
import { raise } from '../../core/errors.js';
import { Cons, Real, list, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { argInt, argPoint, argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import type { SelectableEntity, SelectionSource } from '../../ports/selection.js';
import { MESSAGES } from '../../core/messages.js';
import { ask, classify, inputPort, realPoint, takeInitget, type Answer, type Verdict } from './input-kit.js';
import { fsOf } from './files-kit.js';

/** What a drawing may offer beyond SelectionSource: picking at a point. */
interface PickableSource extends SelectionSource {
  pickAt?(point: number[]): SelectableEntity | undefined;
}

function drawingOf(ctx: Ctx): PickableSource | undefined {
  return ctx.services['drawing'] as PickableSource | undefined;
}

export function setErrno(ctx: Ctx, code: number): void {
  try {
    const s = ctx.sysvars as { setRaw?: (n: string, v: Value) => void; set(n: string, v: Value): Value };
    if (s.setRaw) s.setRaw('ERRNO', code);
    else s.set('ERRNO', code);
  } catch {
    /* a store without ERRNO */
  }
}

/** The primary point of an entity's data (group 10), for a pick answer without a point. */
function primaryPoint(e: SelectableEntity): number[] {
  let cur = e.data();
  while (cur instanceof Cons) {
    const pair = cur.car;
    if (pair instanceof Cons && pair.car === 10) {
      const out: number[] = [];
      let c = pair.cdr;
      while (c instanceof Cons) {
        out.push(typeof c.car === 'number' ? c.car : c.car instanceof Real ? c.car.v : 0);
        c = c.cdr;
      }
      while (out.length < 3) out.push(0);
      return out.slice(0, 3);
    }
    cur = cur.cdr;
  }
  return [0, 0, 0];
}

function pick(ctx: Ctx, ans: Answer): Verdict {
  const dwg = drawingOf(ctx);
  let ent: SelectableEntity | undefined;
  let at: number[] | undefined;
  if (ans.kind === 'entity') {
    ent = dwg?.selectableByHandle(ans.handle.toUpperCase());
    at = ans.point;
  } else if (ans.kind === 'point') {
    at = ans.point;
    ent = dwg?.pickAt?.(ans.point);
  } else if (ans.kind === 'typed' && /^l(a(st?)?)?$/i.test(ans.text.trim())) {
    ent = dwg?.lastSelectable();
  } else return { retry: 'inputInvalidSelection' };
  if (!ent) {
    setErrno(ctx, 7);
    return { value: null };
  }
  const p = at ? [at[0] ?? 0, at[1] ?? 0, at[2] ?? 0] : primaryPoint(ent);
  return { value: list([ent.ename, realPoint(p)]) };
}

function select(name: string, ctx: Ctx, prompt: string): Value {
  let picked = false;
  const v = ask(ctx, {
    name, prompt, bits: 0, keywords: true, invalid: 'inputInvalidSelection', pick: { mode: 'entity' },
    accept: (ans) => {
      picked = true;
      return pick(ctx, ans);
    },
  });
  if (v === null && !picked) setErrno(ctx, 52);
  return v;
}

const selectPrompt = (v: Value | undefined): string => (v === undefined || v === null ? `\n${MESSAGES.inputSelectObject()}` : argString(v));

export const PICK_BUILTINS = defineBuiltins([
  {
    name: 'entsel', min: 0, max: 1,
    doc: '(entsel [msg]) — Asks the user to pick one object; returns (ename pick-point), or nil.',
    fn: (a, ctx) => select('entsel', ctx, selectPrompt(a[0])),
  },
  {
    name: 'nentsel', min: 0, max: 1,
    doc: '(nentsel [msg]) — Like entsel, but can reach into blocks; returns (ename pick-point), or nil.',
    fn: (a, ctx) => select('nentsel', ctx, selectPrompt(a[0])),
  },
  {
    name: 'nentselp', min: 0, max: 2,
    doc: '(nentselp [msg] [pt]) — Like nentsel; with pt it picks at that point without asking.',
    fn: (a, ctx) => {
      const pt = a.length === 2 ? a[1] : a[0] !== undefined && typeof a[0] !== 'string' ? a[0] : undefined;
      const msg = typeof a[0] === 'string' ? a[0] : undefined;
      if (pt !== undefined && pt !== null) {
        const p = argPoint(pt);
        const v = pick(ctx, { kind: 'point', point: p });
        return 'value' in v ? v.value : null;
      }
      return select('nentselp', ctx, selectPrompt(msg));
    },
  },
  {
    name: 'getfiled', min: 4, max: 4,
    doc: '(getfiled title default ext flags) — Asks for a file name (a scripted {file} answer); nil when cancelled.',
    fn: ([title, dflt, ext, flags], ctx) => {
      const t = argString(title as Value);
      argString(dflt as Value);
      const e = argString(ext as Value);
      argInt(flags as Value);
      takeInitget(ctx);
      const raw = inputPort(ctx).next('getfiled', t);
      // The dialog's Cancel (and Esc) returns nil; it is not an error.
      if (raw === undefined || 'enter' in raw || 'esc' in raw) return null;
      const ans = classify(raw);
      if (ans.kind !== 'typed') return raise('badArgType', 'stringp', 'nil');
      let name = ans.text;
      if (e !== '' && e !== '*' && !/\.[^\\/.]*$/.test(name)) name += `.${e.replace(/^\./, '')}`;
      return fsOf(ctx)?.displayPath(name) ?? name;
    },
  },
]);
