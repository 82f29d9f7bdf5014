/*
 * CIRCLE Ttr: the objects a tangent circle touches (lines, circles, arcs), in the UCS plane, and
 * the centre of the circle of radius r tangent to two of them nearest to where they were picked:
 * the centre lies on both objects' offsets at distance r (parallel lines for a line, concentric
 * circles R ± r for a circle), so it is where those meet (geometry/intersect.ts).
 */
import type { Ename } from '../../../core/values.js';
import { extrusionOf, num, point } from '../../geometry/groups.js';
import { apply } from '../../geometry/matrix.js';
import { intersectPrims } from '../../geometry/intersect.js';
import { ocsToWcs } from '../../geometry/ocs.js';
import { polyOf, TAU, type Prim } from '../../geometry/prims.js';
import type { Vec3 } from '../../geometry/vec.js';
import { dist2d } from './arcs.js';
import type { CommandIo } from './io.js';

export type TangentTarget = ({ k: 'line'; a: Vec3; b: Vec3 } | { k: 'circle'; c: Vec3; r: number }) & { pick: Vec3 };


/** The line or circle an (ename, point) pick or a point names, or undefined. */
export function tangentTarget(io: CommandIo, e: Ename | undefined, pick: Vec3 | undefined): TangentTarget | undefined {
  const d = io.d;
  let rec = e ? d.live(e) : undefined;
  if (!rec && pick) rec = objectAt(io, pick);
  if (!rec) return undefined;
  const data = rec.body;
  const at = pick ?? [0, 0, 0];
  if (rec.type === 'LINE') {
    const a = point(data, 10);
    const b = point(data, 11);
    if (!a || !b) return undefined;
    return { k: 'line', a: io.ucsOf(a), b: io.ucsOf(b), pick: at };
  }
  if (rec.type === 'CIRCLE' || rec.type === 'ARC') {
    const c = point(data, 10);
    if (!c) return undefined;
    const w = apply(ocsToWcs(extrusionOf(data)), c[0], c[1], c[2]);
    return { k: 'circle', c: io.ucsOf(w), r: num(data, 40, 0), pick: at };
  }
  return undefined;
}

function objectAt(io: CommandIo, p: Vec3) {
  const w = io.wcs(p);
  let best: { r: ReturnType<CommandIo['d']['live']>; gap: number } | undefined;
  for (const e of io.d.selectableEntities()) {
    const rec = io.d.live(e.ename);
    if (!rec || (rec.type !== 'LINE' && rec.type !== 'CIRCLE' && rec.type !== 'ARC')) continue;
    const t = tangentTarget(io, e.ename, p);
    if (!t) continue;
    const gap = t.k === 'line' ? segGap(t.a, t.b, io.ucsOf(w)) : Math.abs(dist2d(t.c, io.ucsOf(w)) - t.r);
    if (!best || gap < best.gap) best = { r: rec, gap };
  }
  return best && best.gap <= Math.max(io.num('VIEWSIZE', 9) / 50, 1e-6) ? best.r : undefined;
}

function segGap(a: Vec3, b: Vec3, p: Vec3): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  const t = l2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2)) : 0;
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

type Offset = { k: 'line'; a: Vec3; b: Vec3 } | { k: 'circle'; c: Vec3; r: number };

function offsets(t: TangentTarget, r: number): Offset[] {
  if (t.k === 'circle') return [{ k: 'circle', c: t.c, r: t.r + r }, ...(Math.abs(t.r - r) > 1e-12 ? [{ k: 'circle' as const, c: t.c, r: Math.abs(t.r - r) }] : [])];
  const dx = t.b[0] - t.a[0];
  const dy = t.b[1] - t.a[1];
  const l = Math.hypot(dx, dy) || 1;
  const nx = (-dy / l) * r;
  const ny = (dx / l) * r;
  const shift = (s: number): Offset => ({ k: 'line', a: [t.a[0] + s * nx, t.a[1] + s * ny, t.a[2]], b: [t.b[0] + s * nx, t.b[1] + s * ny, t.b[2]] });
  return [shift(1), shift(-1)];
}

/** An offset as a primitive of the geometry module (a line reaches far past the picks). */
function primOf(o: Offset): Prim {
  if (o.k === 'circle') return { k: 'arc', cx: o.c[0], cy: o.c[1], r: o.r, a0: 0, a1: TAU };
  const dx = o.b[0] - o.a[0];
  const dy = o.b[1] - o.a[1];
  const l = Math.hypot(dx, dy) || 1;
  const far = 1e6 * Math.max(1, l);
  const ux = dx / l;
  const uy = dy / l;
  return polyOf([o.a[0] - ux * far, o.a[1] - uy * far, o.b[0] + ux * far, o.b[1] + uy * far]);
}

function meet(p: Offset, q: Offset): Vec3[] {
  const z = p.k === 'line' ? p.a[2] : p.c[2];
  return intersectPrims(primOf(p), primOf(q), 1e-9).map(([x, y]): Vec3 => [x, y, z]);
}

/** The tangent circle's centre nearest to the two picks, or undefined when there is none. */
export function tangentCircleCentres(t1: TangentTarget, t2: TangentTarget, r: number): Vec3 | undefined {
  let best: Vec3 | undefined;
  let bestScore = Infinity;
  for (const o1 of offsets(t1, r))
    for (const o2 of offsets(t2, r))
      for (const c of meet(o1, o2)) {
        const score = dist2d(c, t1.pick) + dist2d(c, t2.pick);
        if (score < bestScore) [best, bestScore] = [c, score];
      }
  return best;
}
