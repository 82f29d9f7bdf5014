/*
 * SCALE: "Select objects:", a base point, then the scale factor (a number, or a point: its
 * distance from the base point), Copy (scale a copy, "Scaling a copy of the selected objects."),
 * or Reference: the reference length (typed, or two points) and the new length (typed, a point
 * from the base point, or Points: two points). The factor is kept for the next SCALE's default.
 * The objects scale about the base point through drawing/edit scaleEntities. Prompts: SCALE
 * command reference.
 */
import { scaleAbout } from '../geometry/matrix.js';
import type { Vec3 } from '../geometry/vec.js';
import { copyEntities, transformEntities } from '../edit/transform.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { selectThenBase } from './edit-io.js';

const memory = (io: CommandIo): { factor: number; ref: number; next: number } => io.memory('scale', () => ({ factor: 1, ref: 1, next: 1 }));

function* length(io: CommandIo, prompt: string, base: Vec3 | undefined, dflt: number, keywords = false): Ask<number | 'Points'> {
  for (;;) {
    const a = yield* io.distance(prompt, { base, enter: true, positive: true, nonzero: true });
    if (a.kind === 'enter') return dflt;
    if (a.kind === 'number') return a.n;
    if (keywords) return 'Points';
  }
}

function* twoPoints(io: CommandIo): Ask<number> {
  let a;
  do a = yield* io.point('Specify first point: ');
  while (a.kind !== 'point');
  let b;
  do b = yield* io.point('Specify second point: ', { base: a.p });
  while (b.kind !== 'point');
  return Math.hypot(b.p[0] - a.p[0], b.p[1] - a.p[1], b.p[2] - a.p[2]);
}

export const SCALE = defineCommand({
  names: ['SCALE'],
  *run(io) {
    const start = yield* selectThenBase(io, 'SCALE');
    if (!start) return;
    const { items, base } = start;
    const mem = memory(io);
    let copy = false;
    let factor: number;
    for (;;) {
      const a = yield* io.distance(`Specify scale factor or [Copy/Reference] <${io.fmtDist(mem.factor)}>: `, { base: base, enter: true, positive: true, nonzero: true });
      if (a.kind === 'number' || a.kind === 'enter') {
        factor = a.kind === 'number' ? a.n : mem.factor;
        break;
      }
      if (a.k === 'Copy') {
        copy = true;
        io.message('Scaling a copy of the selected objects.');
        continue;
      }
      const ref = yield* length(io, `Specify reference length <${io.fmtDist(mem.ref)}>: `, undefined, mem.ref);
      if (ref === 'Points') continue;
      let next = yield* length(io, `Specify new length or [Points] <${io.fmtDist(mem.next)}>: `, base, mem.next, true);
      if (next === 'Points') next = yield* twoPoints(io);
      mem.ref = ref;
      mem.next = next;
      factor = next / ref;
      break;
    }
    mem.factor = factor;
    const m = scaleAbout(io.wcs(base), factor);
    if (copy) copyEntities(io.d.db, items, m);
    else transformEntities(io.d.db, items, m);
  },
});
