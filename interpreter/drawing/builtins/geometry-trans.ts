/*
 * trans and textbox.
 * trans converts between WCS (0), the current UCS (1, from UCSORG/UCSXDIR/UCSYDIR), DCS (2) and
 * PSDCS (3), and an entity's OCS given by its ename or by an extrusion vector (arbitrary-axis
 * algorithm). Lispwright has no views, so the DCS is taken equal to the UCS (every view is plan to
 * the current UCS) and the PSDCS equal to the DCS. With `disp` non-nil the point is a displacement:
 * no origin shift. Unknown codes, a zero vector or a deleted entity give nil and set ERRNO
 * (15 invalid arguments, 16 invalid space), the acedTrans failure path.
 * textbox returns the approximate box of geometry/text-box.ts relative to the insertion point.
 */
import { argList, argPoint } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { Cons, Ename, list, Real, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { ucsToWcs, wcsToUcs } from '../coords.js';
import { setErrno } from '../errno.js';
import { lispNumber, lispPoint, num, point, str, tagsFromLisp } from '../geometry/groups.js';
import { apply, applyLinear, IDENTITY, type Mat } from '../geometry/matrix.js';
import { ocsToWcs, wcsToOcs } from '../geometry/ocs.js';
import { textBoxLocal } from '../geometry/text-box.js';
import { unit, type Vec3 } from '../geometry/vec.js';
import { selectionGroups } from '../selection/shape.js';
import type { SelectionSource } from '../../ports/selection.js';

type Space = { toWcs: Mat; fromWcs: Mat; code?: number };

function spaceOf(v: Value, ctx: Ctx): Space | number {
  if (typeof v === 'number') {
    if (v === 0) return { toWcs: IDENTITY, fromWcs: IDENTITY, code: 0 };
    if (v === 1 || v === 2 || v === 3) return { toWcs: ucsToWcs(ctx.sysvars), fromWcs: wcsToUcs(ctx.sysvars), code: v };
    return 16;
  }
  let n: Vec3 | undefined;
  if (v instanceof Ename) {
    const src = ctx.services['drawing'] as SelectionSource | undefined;
    const ent = src?.selectableByEname(v);
    if (!ent) return 2;
    n = point(selectionGroups(ent), 210) ?? [0, 0, 1];
  } else if (v instanceof Cons) {
    const p = lispPoint(v);
    if (!p || list3Len(v) !== 3) return 15;
    n = p;
  } else return 15;
  if (!unit(n)) return 15;
  return { toWcs: ocsToWcs(n), fromWcs: wcsToOcs(n) };
}

function list3Len(v: Value): number {
  let k = 0;
  for (let c = v; c instanceof Cons; c = c.cdr) k++;
  return k;
}

const realPoint = (p: readonly number[]): Value => list(p.map((x) => new Real(x)));

function trans(args: Value[], ctx: Ctx): Value {
  const p = argPoint(args[0] as Value);
  const from = spaceOf(args[1] as Value, ctx);
  const to = spaceOf(args[2] as Value, ctx);
  if (typeof from === 'number' || typeof to === 'number') {
    setErrno(ctx.sysvars, typeof from === 'number' ? from : (to as number));
    return null;
  }
  // PSDCS pairs only with DCS
  if ((from.code === 3 && to.code !== 2) || (to.code === 3 && from.code !== 2)) {
    setErrno(ctx.sysvars, 16);
    return null;
  }
  const disp = args[3] !== undefined && args[3] !== null;
  const x = p[0]!;
  const y = p[1]!;
  const z = p[2] ?? 0;
  const w = disp ? applyLinear(from.toWcs, x, y, z) : apply(from.toWcs, x, y, z);
  const out = disp ? applyLinear(to.fromWcs, w[0], w[1], w[2]) : apply(to.fromWcs, w[0], w[1], w[2]);
  return realPoint(out.map((c) => (Math.abs(c) < 1e-15 ? 0 : c)));
}

function textbox(args: Value[], ctx: Ctx): Value {
  const d = tagsFromLisp(argList(args[0] as Value));
  const text = str(d, 1);
  if (text === undefined) return null;
  const h = num(d, 40, lispNumber(ctx.sysvars.get('TEXTSIZE'), 0.2));
  const [x0, y0, x1, y1] = textBoxLocal(text, { height: h, widthFactor: num(d, 41, 1), oblique: num(d, 51, 0) });
  return list([realPoint([x0, y0, 0]), realPoint([x1, y1, 0])]);
}

export const TRANS_BUILTINS = defineBuiltins([
  {
    name: 'trans', min: 3, max: 4,
    doc: '(trans pt from to [disp]) — Converts a point (or displacement) between WCS 0, UCS 1, DCS 2, PSDCS 3 and an entity OCS.',
    fn: trans,
  },
  {
    name: 'textbox', min: 1, max: 1,
    doc: '(textbox elist) — Approximate lower-left and upper-right corners of a text entity list, relative to its insertion point.',
    fn: textbox,
  },
]);
