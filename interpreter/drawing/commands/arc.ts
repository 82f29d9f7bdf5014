/*
 * ARC, the common variants: 3 points; start, center, end / included Angle / chord Length;
 * start, end, center / Angle / Direction / Radius; center first (then start and the same three);
 * Enter at the first prompt continues tangent from the end of the last line or arc. Arcs run
 * counterclockwise; a negative angle, chord length or radius gives the clockwise / major arc.
 * Prompts: ARC command reference (option set) with AutoCAD 2013+'s "(hold Ctrl to switch
 * direction)" wording. Creates ARC: 10 centre, 40 radius, 50/51 start/end angles (radians, OCS).
 */
import type { Vec3 } from '../geometry/vec.js';
import { angleOf, centreOf, circleThrough, dist2d, norm, polar, sweepThrough, tangentSweep, TWO_PI } from './engine/arcs.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { lastEnd } from './last-end.js';

const CTRL = ' (hold Ctrl to switch direction)';

/** Add an arc from its centre, radius and signed sweep starting at angle a0. */
export function addArc(io: CommandIo, c: Vec3, r: number, a0: number, sweep: number): string | undefined {
  if (!(r > 0) || sweep === 0) {
    io.complainText('Invalid arc.');
    return undefined;
  }
  const [s, e] = sweep > 0 ? [a0, a0 + sweep] : [a0 + sweep, a0];
  const h = io.add('ARC', [[10, io.ocs(c)], [40, r], [50, norm(io.ocsAngle(s))], [51, norm(io.ocsAngle(e))], [210, io.normal()]]);
  const endAngle = a0 + sweep;
  const last = lastEnd(io);
  last.p = polar(c, endAngle, r);
  last.dir = endAngle + (sweep > 0 ? Math.PI / 2 : -Math.PI / 2);
  return h;
}

function* pointAt(io: CommandIo, prompt: string, base?: Vec3): Ask<Vec3 | undefined> {
  const a = yield* io.point(prompt, base ? { base, enter: true } : { enter: true });
  return a.kind === 'point' ? a.p : undefined;
}

/** From start and centre: the end point, an included angle or a chord length. */
function* fromStartCentre(io: CommandIo, start: Vec3, c: Vec3): Ask<void> {
  const r = dist2d(c, start);
  const a0 = angleOf(c, start);
  const a = yield* io.point(`Specify end point of arc${CTRL} or [Angle/chord Length]: `, { base: c });
  if (a.kind === 'point') {
    let sw = norm(angleOf(c, a.p) - a0);
    if (sw === 0) sw = TWO_PI;
    addArc(io, c, r, a0, sw);
  } else if (a.kind === 'keyword' && a.k === 'Angle') {
    const ang = yield* io.ask(`Specify included angle${CTRL}: `, { number: 'included', base: c });
    if (ang.kind === 'number') addArc(io, c, r, a0, ang.n);
  } else if (a.kind === 'keyword') {
    const len = yield* io.distance(`Specify length of chord${CTRL}: `, { base: start });
    if (len.kind !== 'number') return;
    const l = Math.abs(len.n);
    if (l > 2 * r) return io.complainText('Invalid arc.');
    const half = Math.asin(l / (2 * r));
    // a negative chord gives the major arc
    addArc(io, c, r, a0, len.n >= 0 ? 2 * half : TWO_PI - 2 * half);
  }
}

/** From start and end: a centre, an included angle, a start direction or a radius. */
function* fromStartEnd(io: CommandIo, start: Vec3, end: Vec3): Ask<void> {
  const a = yield* io.point(`Specify center point of arc${CTRL} or [Angle/Direction/Radius]: `, { base: start });
  if (a.kind === 'point') {
    const c = a.p;
    const a0 = angleOf(c, start);
    let sw = norm(angleOf(c, end) - a0);
    if (sw === 0) sw = TWO_PI;
    addArc(io, c, dist2d(c, start), a0, sw);
    return;
  }
  if (a.kind !== 'keyword') return;
  if (a.k === 'Angle') {
    const ang = yield* io.ask(`Specify included angle${CTRL}: `, { number: 'included', base: start });
    if (ang.kind !== 'number') return;
    const sw = ang.n;
    const c = centreOf(start, end, sw);
    addArc(io, c, dist2d(c, start), angleOf(c, start), sw);
  } else if (a.k === 'Direction') {
    const d = yield* io.angle(`Specify tangent direction for the start point of arc${CTRL}: `, { base: start });
    if (d.kind !== 'number') return;
    const sw = tangentSweep(start, d.n, end);
    const c = centreOf(start, end, sw);
    addArc(io, c, dist2d(c, start), angleOf(c, start), sw);
  } else {
    const rr = yield* io.distance(`Specify radius of arc${CTRL}: `, { base: end });
    if (rr.kind !== 'number') return;
    const r = Math.abs(rr.n);
    const chord = dist2d(start, end);
    if (chord > 2 * r) return io.complainText('Invalid arc.');
    const minor = 2 * Math.asin(chord / (2 * r));
    // counterclockwise from start to end; a negative radius gives the major arc
    const sw = rr.n >= 0 ? minor : TWO_PI - minor;
    const c = centreOf(start, end, sw);
    addArc(io, c, r, angleOf(c, start), sw);
  }
}

export const ARC = defineCommand({
  names: ['ARC'],
  *run(io) {
    const first = yield* io.point('Specify start point of arc or [Center]: ', { enter: true });
    if (first.kind === 'enter') {
      const { p: from, dir } = lastEnd(io);
      if (!from || dir === null) return io.complainText('No line or arc to continue.');
      const end = yield* pointAt(io, `Specify end point of arc${CTRL}: `, from);
      if (!end) return;
      const sw = tangentSweep(from, dir, end);
      const c = centreOf(from, end, sw);
      addArc(io, c, dist2d(c, from), angleOf(c, from), sw);
      return;
    }
    if (first.kind === 'keyword') {
      const c = yield* pointAt(io, 'Specify center point of arc: ');
      if (!c) return;
      const start = yield* pointAt(io, 'Specify start point of arc: ', c);
      if (start) yield* fromStartCentre(io, start, c);
      return;
    }
    const start = first.p;
    const second = yield* io.point('Specify second point of arc or [Center/End]: ', { base: start });
    if (second.kind === 'point') {
      const end = yield* pointAt(io, 'Specify end point of arc: ', second.p);
      if (!end) return;
      const c = circleThrough(start, second.p, end);
      if (!c) return io.complainText('Invalid arc.');
      addArc(io, c, dist2d(c, start), angleOf(c, start), sweepThrough(start, second.p, end, c));
      return;
    }
    if (second.kind !== 'keyword') return;
    if (second.k === 'Center') {
      const c = yield* pointAt(io, 'Specify center point of arc: ', start);
      if (c) yield* fromStartCentre(io, start, c);
      return;
    }
    const end = yield* pointAt(io, 'Specify end point of arc: ', start);
    if (end) yield* fromStartEnd(io, start, end);
  },
});
