/*
 * POLYGON: number of sides (POLYSIDES), then a centre and Inscribed/Circumscribed with a radius,
 * or Edge with two endpoints. A radius typed as a number puts the bottom edge level; a radius
 * given by a point puts a vertex (inscribed) or an edge midpoint (circumscribed) there. The
 * polygon is a closed LWPOLYLINE with PLINEWID as its width, vertices counterclockwise
 * [POLYGON command reference; where the first vertex is, is our choice].
 */
import type { Vec3 } from '../geometry/vec.js';
import { angleOf, dist2d, polar } from './engine/arcs.js';
import { defineCommand } from './engine/command-def.js';
import type { CommandIo } from './engine/io.js';

export function addPolygon(io: CommandIo, pts: Vec3[]): string {
  const w = io.num('PLINEWID', 0);
  const groups: Array<[number, number | number[]]> = [[70, 1], [43, w], [38, io.ocs(pts[0]!)[2]]];
  for (const p of pts) {
    const o = io.ocs(p);
    groups.push([10, [o[0], o[1]]], [40, w], [41, w], [42, 0]);
  }
  groups.push([210, io.normal()]);
  return io.add('LWPOLYLINE', groups);
}

export const POLYGON = defineCommand({
  names: ['POLYGON'],
  *run(io) {
    let n: number;
    for (;;) {
      const cur = io.num('POLYSIDES', 4);
      const a = yield* io.integer(`Enter number of sides <${cur}>: `, { enter: true });
      n = a.kind === 'number' ? a.n : cur;
      if (a.kind === 'number' || a.kind === 'enter') {
        if (n >= 3 && n <= 1024) break;
        io.complainText('Requires an integer between 3 and 1024.');
      }
    }
    io.setVar('POLYSIDES', n);
    const step = (2 * Math.PI) / n;
    for (;;) {
      const a = yield* io.point('Specify center of polygon or [Edge]: ');
      if (a.kind === 'keyword') {
        const e1 = yield* io.point('Specify first endpoint of edge: ');
        if (e1.kind !== 'point') return;
        const e2 = yield* io.point('Specify second endpoint of edge: ', { base: e1.p });
        if (e2.kind !== 'point') return;
        const side = dist2d(e1.p, e2.p);
        const dir = angleOf(e1.p, e2.p);
        const pts: Vec3[] = [e1.p];
        for (let i = 1; i < n; i++) pts.push(polar(pts[i - 1]!, dir + (i - 1) * step, side));
        addPolygon(io, pts);
        return;
      }
      if (a.kind !== 'point') continue;
      const c = a.p;
      const mode = yield* io.keyword('Enter an option [Inscribed in circle/Circumscribed about circle] <I>: ', { enter: true });
      const inscribed = mode.kind !== 'keyword' || mode.k === 'Inscribed';
      const r = yield* io.ask('Specify radius of circle: ', { number: 'real', point: true, base: c, positive: true, nonzero: true });
      let radius: number;
      let a0: number;
      if (r.kind === 'point') {
        radius = dist2d(c, r.p);
        a0 = angleOf(c, r.p) - (inscribed ? 0 : step / 2);
      } else if (r.kind === 'number') {
        radius = r.n;
        a0 = -Math.PI / 2 - step / 2;
      } else return;
      const R = inscribed ? radius : radius / Math.cos(step / 2);
      const pts: Vec3[] = [];
      for (let i = 0; i < n; i++) pts.push(polar(c, a0 + i * step, R));
      addPolygon(io, pts);
      return;
    }
  },
});
