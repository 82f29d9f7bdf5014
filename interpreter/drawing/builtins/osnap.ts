/*
 * osnap: the snap point of an object found within the aperture around a point. The aperture in
 * drawing units is APERTURE pixels at VIEWSIZE units per SCREENSIZE height. Modes (any of them,
 * comma-separated, with or without "_"): END MID CEN QUA NEA on the curves of drawing/curves,
 * NOD on POINTs, INS on INSERT/TEXT/MTEXT/ATTDEF. Other modes (INT, PER, TAN...) find nothing.
 * Points are taken and returned in WCS (Lispwright's UCS is the WCS unless a script changes it).
 */
import { argPoint, argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { list, Real, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { curveOf } from '../curves/curve.js';
import { closestTo, snapCandidates } from '../curves/measure.js';
import { drawingOf } from '../drawing.js';
import { asPoint, groupPoint, groupStr, numOf } from '../selection/geometry/build.js';
import type { Vec3 } from '../selection/geometry/xform.js';
import { entgetList } from '../view.js';

const MODES = ['END', 'MID', 'CEN', 'QUA', 'NEA', 'NOD', 'INS'] as const;
type Mode = (typeof MODES)[number];

function aperture(ctx: Ctx): number {
  const px = numOf(ctx.sysvars.get('APERTURE'), 10);
  const view = numOf(ctx.sysvars.get('VIEWSIZE'), 9);
  const h = asPoint(ctx.sysvars.get('SCREENSIZE'))?.[1] ?? 900;
  return (px * view) / (h || 900);
}

function osnap(args: Value[], ctx: Ctx): Value {
  const p = argPoint(args[0]!);
  const q: Vec3 = [p[0]!, p[1]!, p[2] ?? 0];
  const modes = argString(args[1]!)
    .split(',')
    .map((m) => m.trim().replace(/^_/, '').toUpperCase().slice(0, 3))
    .filter((m): m is Mode => (MODES as readonly string[]).includes(m));
  if (modes.length === 0) return null;
  const d = drawingOf(ctx);
  const tol = aperture(ctx);
  let best: Vec3 | undefined;
  let bestGap = Infinity;
  const offer = (c: Vec3): void => {
    const gap = Math.hypot(c[0] - q[0], c[1] - q[1]);
    if (gap < bestGap) [best, bestGap] = [c, gap];
  };
  const near = (c: Vec3 | undefined): boolean => !!c && Math.hypot(c[0] - q[0], c[1] - q[1]) <= tol;
  for (const e of d.selectableEntities()) {
    const st = d.layerState(String(e.group?.(8) ?? groupStr(e.data(), 8) ?? '0'));
    if (st && (st.frozen || st.off)) continue;
    const data = e.data();
    if (e.type === 'POINT' || e.type === 'INSERT' || e.type === 'TEXT' || e.type === 'MTEXT' || e.type === 'ATTDEF') {
      const ip = groupPoint(data, 10);
      const want: Mode = e.type === 'POINT' ? 'NOD' : 'INS';
      if (modes.includes(want) && near(ip)) offer(ip!);
      continue;
    }
    const r = d.live(e.ename);
    const curve = r && curveOf(e.type, data, () => d.db.subentities(r.handle).flatMap((h) => {
      const v = d.db.get(h);
      return v && v.type === 'VERTEX' ? [entgetList(d.db, v, null)] : [];
    }));
    if (!curve) continue;
    const nearest = closestTo(curve, q);
    if (nearest.gap > tol) continue;
    for (const m of modes) {
      if (m === 'NEA') offer(nearest.point);
      else if (m === 'END' || m === 'MID' || m === 'CEN' || m === 'QUA') for (const c of snapCandidates(curve, m)) offer(c);
    }
  }
  const b = best as Vec3 | undefined;
  return b ? list([new Real(b[0]), new Real(b[1]), new Real(b[2])]) : null;
}

export const OSNAP_BUILTINS = defineBuiltins([
  { name: 'osnap', min: 2, max: 2, doc: '(osnap point modes) — The snap point ("_end,_mid"...) of the object under the aperture at point, or nil.', fn: osnap },
]);
