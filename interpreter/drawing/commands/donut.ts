/*
 * DONUT: inside and outside diameters (DONUTID / DONUTOD, kept as the new defaults), then centres
 * until Enter ("Specify center of donut or <exit>:"). Each donut is a closed LWPOLYLINE of two
 * vertices on the mid-radius circle, both segments half circles (bulge 1), with constant width
 * (OD - ID) / 2 [DONUT command reference; the vertex order, west then east, is our choice].
 */
import type { Vec3 } from '../geometry/vec.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';

function* diameter(io: CommandIo, prompt: string, name: string, nonzero: boolean): Ask<number> {
  for (;;) {
    const cur = io.num(name, 0);
    const a = yield* io.distance(`${prompt} <${io.fmtDist(cur)}>: `, { enter: true, positive: true, nonzero });
    if (a.kind === 'enter') return cur;
    if (a.kind === 'number') {
      io.setReal(name, a.n);
      return a.n;
    }
  }
}

export function addDonut(io: CommandIo, c: Vec3, id: number, od: number): string {
  const r = (id + od) / 4;
  const w = (od - id) / 2;
  const o = io.ocs(c);
  return io.add('LWPOLYLINE', [
    [70, 1], [43, w], [38, o[2]],
    [10, [o[0] - r, o[1]]], [40, w], [41, w], [42, 1],
    [10, [o[0] + r, o[1]]], [40, w], [41, w], [42, 1],
    [210, io.normal()],
  ]);
}

export const DONUT = defineCommand({
  names: ['DONUT'],
  *run(io) {
    const id = yield* diameter(io, 'Specify inside diameter of donut', 'DONUTID', false);
    let od: number;
    for (;;) {
      od = yield* diameter(io, 'Specify outside diameter of donut', 'DONUTOD', true);
      if (od > id) break;
      io.complainText('Value must be greater than the inside diameter.');
    }
    for (;;) {
      const a = yield* io.point('Specify center of donut or <exit>: ', { enter: true });
      if (a.kind !== 'point') return;
      addDonut(io, a.p, id, od);
    }
  },
});
