/*
 * ELLIPSE: axis endpoints then the other half-axis (a distance, or Rotation about the major
 * axis), Center first, and Arc (the same, then start and end angles or Parameter / Included
 * angle). Prompts: ELLIPSE command reference. Creates ELLIPSE: 10 centre and 11 major-axis end
 * relative to it (WCS), 40 ratio minor/major (the longer half-axis is always the major one),
 * 41/42 start/end parameters. PELLIPSE 1 (a polyline ellipse) is not simulated.
 */
import type { Vec3 } from '../geometry/vec.js';
import { angleOf, dist2d, norm, TWO_PI } from './engine/arcs.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';

interface Axes {
  c: Vec3;
  /** major half-axis vector (UCS) */
  major: Vec3;
  ratio: number;
}

function* pointOf(io: CommandIo, prompt: string, base?: Vec3): Ask<Vec3> {
  for (;;) {
    const a = yield* io.point(prompt, base ? { base } : {});
    if (a.kind === 'point') return a.p;
  }
}

/** The other half-axis: a distance from the centre, or Rotation about the major axis. */
function* otherAxis(io: CommandIo, c: Vec3, a: Vec3): Ask<Axes | undefined> {
  const half = dist2d(c, a);
  if (half === 0) return undefined;
  const b = yield* io.ask('Specify distance to other axis or [Rotation]: ', { number: 'distance', base: c, positive: true, nonzero: true });
  let other: number;
  if (b.kind === 'number') other = b.n;
  else {
    const r = yield* io.angle('Specify rotation around major axis: ', { base: c });
    if (r.kind !== 'number') return undefined;
    const rot = r.n % Math.PI;
    if (Math.abs(Math.cos(rot)) < Math.cos((89.4 * Math.PI) / 180)) {
      io.complainText('Invalid angle.');
      return undefined;
    }
    other = half * Math.abs(Math.cos(rot));
  }
  const ax: Vec3 = [a[0] - c[0], a[1] - c[1], 0];
  if (other <= half) return { c, major: ax, ratio: other / half };
  // the second axis is longer: it is the major one
  const dir = angleOf(c, a) + Math.PI / 2;
  return { c, major: [other * Math.cos(dir), other * Math.sin(dir), 0], ratio: half / other };
}

function* axesFrom(io: CommandIo, first: 'axis' | 'center'): Ask<Axes | undefined> {
  if (first === 'center') {
    const c = yield* pointOf(io, 'Specify center of ellipse: ');
    const a = yield* pointOf(io, 'Specify endpoint of axis: ', c);
    return yield* otherAxis(io, c, a);
  }
  return undefined;
}

function addEllipse(io: CommandIo, e: Axes, start = 0, end = TWO_PI): string {
  const c = io.wcs(e.c);
  const tip = io.wcs([e.c[0] + e.major[0], e.c[1] + e.major[1], e.c[2]]);
  return io.add('ELLIPSE', [[10, c], [11, [tip[0] - c[0], tip[1] - c[1], tip[2] - c[2]]], [210, io.normal()], [40, e.ratio], [41, start], [42, end]]);
}

/** The parameter of the point at angle `a` (from the major axis) on the ellipse. */
const paramOfAngle = (e: Axes, a: number): number => norm(Math.atan2(Math.sin(a) / e.ratio, Math.cos(a)));

/**
 * Start and end of an elliptical arc. Typed angles are measured from the major axis (its first
 * endpoint), counterclockwise; a picked point gives the angle of the point from the centre.
 */
function* arcAngles(io: CommandIo, e: Axes): Ask<[number, number] | undefined> {
  const majorDir = Math.atan2(e.major[1], e.major[0]);
  const rel = (a: { kind: 'number'; n: number } | { kind: 'point'; p: Vec3 }): number => (a.kind === 'number' ? a.n : angleOf(e.c, a.p) - majorDir);
  const spec = { number: 'included' as const, point: true, base: e.c };
  let start: number;
  const s = yield* io.ask('Specify start angle or [Parameter]: ', spec);
  if (s.kind === 'keyword') {
    const p = yield* io.ask('Specify start parameter or [Angle]: ', spec);
    if (p.kind !== 'number' && p.kind !== 'point') return undefined;
    start = norm(rel(p));
  } else if (s.kind === 'number' || s.kind === 'point') start = paramOfAngle(e, rel(s));
  else return undefined;
  const en = yield* io.ask('Specify end angle or [Parameter/Included angle]: ', spec);
  if (en.kind === 'number' || en.kind === 'point') return [start, paramOfAngle(e, rel(en))];
  if (en.kind !== 'keyword') return undefined;
  if (en.k === 'Included') {
    const inc = yield* io.ask('Specify included angle for arc <180>: ', { number: 'included', enter: true });
    const sweep = inc.kind === 'number' ? inc.n : Math.PI;
    const startAngle = Math.atan2(Math.sin(start) * e.ratio, Math.cos(start));
    return [start, paramOfAngle(e, startAngle + sweep)];
  }
  const p = yield* io.ask('Specify end parameter or [Angle/Included angle]: ', spec);
  if (p.kind !== 'number' && p.kind !== 'point') return undefined;
  return [start, norm(rel(p))];
}

export const ELLIPSE = defineCommand({
  names: ['ELLIPSE'],
  *run(io) {
    if (io.num('PELLIPSE', 0) === 1) return io.notSimulated('ELLIPSE (PELLIPSE 1)');
    const a = yield* io.point('Specify axis endpoint of ellipse or [Arc/Center]: ');
    let e: Axes | undefined;
    if (a.kind === 'point') {
      const b = yield* pointOf(io, 'Specify other endpoint of axis: ', a.p);
      const c: Vec3 = [(a.p[0] + b[0]) / 2, (a.p[1] + b[1]) / 2, (a.p[2] + b[2]) / 2];
      e = yield* otherAxis(io, c, a.p);
    } else if (a.kind === 'keyword' && a.k === 'Center') e = yield* axesFrom(io, 'center');
    else if (a.kind === 'keyword') {
      const b = yield* io.point('Specify axis endpoint of elliptical arc or [Center]: ');
      if (b.kind === 'keyword') e = yield* axesFrom(io, 'center');
      else if (b.kind === 'point') {
        const q = yield* pointOf(io, 'Specify other endpoint of axis: ', b.p);
        e = yield* otherAxis(io, [(b.p[0] + q[0]) / 2, (b.p[1] + q[1]) / 2, (b.p[2] + q[2]) / 2], b.p);
      }
      if (!e) return;
      const range = yield* arcAngles(io, e);
      if (range) addEllipse(io, e, range[0], range[1]);
      return;
    }
    if (e) addEllipse(io, e);
  },
});
