/*
 * CIRCLE Ttr: the objects a tangent circle touches (lines, circles, arcs), in the UCS plane, and
 * the centre of the circle of radius r tangent to two of them nearest to where they were picked:
 * the centre lies on both objects' offsets at distance r (parallel lines for a line, concentric
 * circles R ± r for a circle), so it is an intersection of those.
 */
import type { Ename } from '../../../core/values.js';
import { num, point } from '../../geometry/groups.js';
import { apply } from '../../geometry/matrix.js';
import { ocsToWcs } from '../../geometry/ocs.js';
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
    const n = point(data, 210) ?? [0, 0, 1];
    const w = apply(ocsToWcs(n), c[0], c[1], c[2]);
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

function meet(p: Offset, q: Offset): Vec3[] {
  if (p.k === 'line' && q.k === 'line') {
    const d1x = p.b[0] - p.a[0], d1y = p.b[1] - p.a[1], d2x = q.b[0] - q.a[0], d2y = q.b[1] - q.a[1];
    const den = d1x * d2y - d1y * d2x;
    if (Math.abs(den) < 1e-12) return [];
    const t = ((q.a[0] - p.a[0]) * d2y - (q.a[1] - p.a[1]) * d2x) / den;
    return [[p.a[0] + t * d1x, p.a[1] + t * d1y, p.a[2]]];
  }
  if (p.k === 'circle' && q.k === 'line') return meet(q, p);
  if (p.k === 'line' && q.k === 'circle') {
    const dx = p.b[0] - p.a[0], dy = p.b[1] - p.a[1];
    const fx = p.a[0] - q.c[0], fy = p.a[1] - q.c[1];
    const A = dx * dx + dy * dy, B = 2 * (fx * dx + fy * dy), C = fx * fx + fy * fy - q.r * q.r;
    const disc = B * B - 4 * A * C;
    if (A === 0 || disc < -1e-12) return [];
    const s = Math.sqrt(Math.max(disc, 0));
    return [(-B - s) / (2 * A), (-B + s) / (2 * A)].map((t): Vec3 => [p.a[0] + t * dx, p.a[1] + t * dy, p.a[2]]);
  }
  if (p.k === 'circle' && q.k === 'circle') {
    const d = dist2d(p.c, q.c);
    if (d === 0 || d > p.r + q.r + 1e-12 || d < Math.abs(p.r - q.r) - 1e-12) return [];
    const a = (p.r * p.r - q.r * q.r + d * d) / (2 * d);
    const h = Math.sqrt(Math.max(p.r * p.r - a * a, 0));
    const mx = p.c[0] + (a * (q.c[0] - p.c[0])) / d, my = p.c[1] + (a * (q.c[1] - p.c[1])) / d;
    const ox = (h * (q.c[1] - p.c[1])) / d, oy = (h * (q.c[0] - p.c[0])) / d;
    return [[mx + ox, my - oy, p.c[2]], [mx - ox, my + oy, p.c[2]]];
  }
  return [];
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
