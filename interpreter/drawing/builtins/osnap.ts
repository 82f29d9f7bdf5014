/*
 * osnap: the snap point of an object found within the aperture around a point. The aperture in
 * drawing units is APERTURE pixels at VIEWSIZE units per SCREENSIZE height. Modes (any of them,
 * comma-separated, with or without "_"): END MID CEN QUA NEA on the curves of geometry/curve.ts,
 * NOD on POINTs, INS on INSERT/TEXT/MTEXT/ATTDEF. Other modes (INT, PER, TAN...) find nothing.
 * Points are taken and returned in WCS (Lispwright's UCS is the WCS unless a script changes it).
 */
import { argPoint, argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { list, Real, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { drawingOf } from '../drawing.js';
import { curveOf } from '../geometry/curve.js';
import { lispNumber, lispPoint, point, str } from '../geometry/groups.js';
import { closestTo, snapCandidates } from '../geometry/measure.js';
import type { Vec3 } from '../geometry/vec.js';

const MODES = ['END', 'MID', 'CEN', 'QUA', 'NEA', 'NOD', 'INS'] as const;
type Mode = (typeof MODES)[number];

function aperture(ctx: Ctx): number {
  const px = lispNumber(ctx.sysvars.get('APERTURE'), 10);
  const view = lispNumber(ctx.sysvars.get('VIEWSIZE'), 9);
  const h = lispPoint(ctx.sysvars.get('SCREENSIZE'))?.[1] ?? 900;
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
  for (const r of d.db.ents) {
    if (r.deleted || !d.db.isMain(r)) continue;
    const data = r.body;
    const st = d.layerState(str(data, 8) ?? '0');
    if (st && (st.frozen || st.off)) continue;
    if (r.type === 'POINT' || r.type === 'INSERT' || r.type === 'TEXT' || r.type === 'MTEXT' || r.type === 'ATTDEF') {
      const ip = point(data, 10);
      const want: Mode = r.type === 'POINT' ? 'NOD' : 'INS';
      if (modes.includes(want) && near(ip)) offer(ip!);
      continue;
    }
    const curve = curveOf(r.type, data, () => d.db.subentities(r.handle).flatMap((h) => {
      const v = d.db.get(h);
      return v && v.type === 'VERTEX' && !v.deleted ? [v.body] : [];
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
