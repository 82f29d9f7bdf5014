/*
 * ROTATE: "Current positive angle in UCS:  ANGDIR=counterclockwise  ANGBASE=0", "Select objects:",
 * a base point, then the rotation angle (typed in AUNITS, positive in the ANGDIR sense; a point
 * gives the angle from the base point), Copy (rotate a copy, "Rotating a copy of the selected
 * objects."), or Reference: the reference angle (typed, or two points) and the new angle (typed,
 * a point from the base point, or Points: two points). Enter takes the last angle. The rotation
 * is about the UCS Z axis through the base point (drawing/edit rotateEntities). Prompts: ROTATE
 * command reference; the Reference prompts are AutoCAD 2006 on.
 */
import type { Vec3 } from '../geometry/vec.js';
import { copyEntities, transformEntities } from '../edit/transform.js';
import { rotateAbout } from '../geometry/matrix.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { selectThenBase } from './edit-io.js';

const memory = (io: CommandIo): { angle: number; ref: number; next: number } => io.memory('rotate', () => ({ angle: 0, ref: 0, next: 0 }));

/**
 * An angle: a number typed in AUNITS (positive in the ANGDIR sense), or a point — the direction
 * from `base` to it (without a base, the direction from it to a second point). Enter: `dflt`.
 */
function* angleAnswer(io: CommandIo, prompt: string, base: Vec3 | undefined, dflt: number): Ask<number | { keyword: string }> {
  const dir = io.num('ANGDIR', 0) === 1 ? -1 : 1;
  for (;;) {
    const a = yield* io.ask(prompt, { number: 'included', point: true, base, enter: true });
    if (a.kind === 'enter') return dflt;
    if (a.kind === 'keyword') return { keyword: a.k };
    if (a.kind === 'number') return a.n * dir;
    if (a.kind !== 'point') continue;
    if (base) return Math.atan2(a.p[1] - base[1], a.p[0] - base[0]);
    let b;
    do b = yield* io.point('Specify second point: ', { base: a.p });
    while (b.kind !== 'point');
    return Math.atan2(b.p[1] - a.p[1], b.p[0] - a.p[0]);
  }
}

function* twoPointAngle(io: CommandIo): Ask<number> {
  let a;
  do a = yield* io.point('Specify first point: ');
  while (a.kind !== 'point');
  let b;
  do b = yield* io.point('Specify second point: ', { base: a.p });
  while (b.kind !== 'point');
  return Math.atan2(b.p[1] - a.p[1], b.p[0] - a.p[0]);
}

export const ROTATE = defineCommand({
  names: ['ROTATE'],
  *run(io) {
    const ccw = io.num('ANGDIR', 0) === 0;
    io.message(`Current positive angle in UCS:  ANGDIR=${ccw ? 'counterclockwise' : 'clockwise'}  ANGBASE=${io.fmtAngle(io.num('ANGBASE', 0))}`);
    const start = yield* selectThenBase(io, 'ROTATE');
    if (!start) return;
    const { items, base } = start;
    const mem = memory(io);
    let copy = false;
    let angle: number;
    for (;;) {
      const a = yield* angleAnswer(io, `Specify rotation angle or [Copy/Reference] <${io.fmtAngle(mem.angle)}>: `, base, mem.angle);
      if (typeof a === 'number') {
        angle = a;
        break;
      }
      if (a.keyword === 'Copy') {
        copy = true;
        io.message('Rotating a copy of the selected objects.');
        continue;
      }
      // Reference: from the reference angle to the new angle
      const ref = yield* angleAnswer(io, `Specify the reference angle <${io.fmtAngle(mem.ref)}>: `, undefined, mem.ref);
      if (typeof ref !== 'number') continue;
      mem.ref = ref;
      let next: number | { keyword: string };
      for (;;) {
        next = yield* angleAnswer(io, `Specify the new angle or [Points] <${io.fmtAngle(mem.next)}>: `, base, mem.next);
        if (typeof next === 'number') break;
        next = yield* twoPointAngle(io);
        break;
      }
      mem.next = next;
      angle = next - ref;
      break;
    }
    mem.angle = angle;
    const m = rotateAbout(io.wcs(base), angle, io.normal());
    if (copy) copyEntities(io.d.db, items, m);
    else transformEntities(io.d.db, items, m);
  },
});
