/*
 * CIRCLE: centre and radius (or Diameter), 2P, 3P and Ttr (tangent, tangent, radius: to two lines,
 * circles or arcs, picked with (ename point) lists or points on them). Prompts [pause] and the
 * CIRCLE command reference; the radius default <r> is CIRCLERAD, shown when it is not 0, and every
 * circle drawn sets it. Creates CIRCLE: 10 centre and 40 radius in the OCS of the current UCS.
 */
import { MESSAGES } from '../../core/messages.js';
import type { Vec3 } from '../geometry/vec.js';
import { circleThrough, dist2d } from './engine/arcs.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { tangentCircleCentres, tangentTarget, type TangentTarget } from './engine/tangents.js';

/** " <r>" when the default is usable (not 0), "" otherwise. */
const dflt = (io: CommandIo, n: number): string => (n > 0 ? ` <${io.fmtDist(n)}>` : '');

export function addCircle(io: CommandIo, centre: Vec3, r: number): string {
  io.setReal('CIRCLERAD', r);
  return io.add('CIRCLE', [[10, io.ocs(centre)], [40, r], [210, io.normal()]]);
}

function* radius(io: CommandIo, centre: Vec3): Ask<number | undefined> {
  for (;;) {
    const cur = io.num('CIRCLERAD', 0);
    const a = yield* io.distance(`Specify radius of circle or [Diameter]${dflt(io, cur)}: `, { base: centre, enter: true, positive: true, nonzero: true });
    if (a.kind === 'number') return a.n;
    if (a.kind === 'enter') {
      if (cur > 0) return cur;
      continue;
    }
    const d = yield* io.distance(`Specify diameter of circle${dflt(io, cur * 2)}: `, { base: centre, enter: true, positive: true, nonzero: true });
    if (d.kind === 'number') return d.n / 2;
    if (d.kind === 'enter' && cur > 0) return cur;
  }
}

function* tangentPick(io: CommandIo, prompt: string): Ask<TangentTarget> {
  for (;;) {
    const a = yield* io.ask(prompt, { point: true, pick: true });
    let target: TangentTarget | undefined;
    if (a.kind === 'pick') target = tangentTarget(io, a.e, a.p);
    else if (a.kind === 'point') target = tangentTarget(io, undefined, a.p);
    if (target) return target;
    io.complainText('No tangent object found.');
  }
}

export const CIRCLE = defineCommand({
  names: ['CIRCLE'],
  *run(io) {
    for (;;) {
      const a = yield* io.point('Specify center point for circle or [3P/2P/Ttr (tan tan radius)]: ');
      if (a.kind === 'point') {
        const r = yield* radius(io, a.p);
        if (r !== undefined) addCircle(io, a.p, r);
        return;
      }
      if (a.kind !== 'keyword') continue;
      if (a.k === '2P') {
        const p1 = yield* firstOf(io, "Specify first end point of circle's diameter: ");
        const p2 = yield* firstOf(io, "Specify second end point of circle's diameter: ", p1);
        if (dist2d(p1, p2) === 0) return io.complainText(MESSAGES.inputInvalidPoint());
        addCircle(io, [(p1[0] + p2[0]) / 2, (p1[1] + p2[1]) / 2, (p1[2] + p2[2]) / 2], dist2d(p1, p2) / 2);
        return;
      }
      if (a.k === '3P') {
        const p1 = yield* firstOf(io, 'Specify first point on circle: ');
        const p2 = yield* firstOf(io, 'Specify second point on circle: ', p1);
        const p3 = yield* firstOf(io, 'Specify third point on circle: ', p2);
        const c = circleThrough(p1, p2, p3);
        if (!c) return io.complainText('Circle does not exist.');
        addCircle(io, c, dist2d(c, p1));
        return;
      }
      // Ttr
      const t1 = yield* tangentPick(io, 'Specify point on object for first tangent of circle: ');
      const t2 = yield* tangentPick(io, 'Specify point on object for second tangent of circle: ');
      let r: number | undefined;
      for (;;) {
        const cur = io.num('CIRCLERAD', 0);
        const ans = yield* io.distance(`Specify radius of circle${dflt(io, cur)}: `, { enter: true, positive: true, nonzero: true });
        if (ans.kind === 'number') r = ans.n;
        else if (ans.kind === 'enter' && cur > 0) r = cur;
        if (r !== undefined) break;
      }
      const c = tangentCircleCentres(t1, t2, r);
      if (!c) return io.complainText('Circle does not exist.');
      addCircle(io, c, r);
      return;
    }
  },
});

function* firstOf(io: CommandIo, prompt: string, base?: Vec3): Ask<Vec3> {
  for (;;) {
    const a = yield* io.point(prompt, base ? { base } : {});
    if (a.kind === 'point') return a.p;
  }
}
