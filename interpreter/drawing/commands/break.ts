/*
 * BREAK: "Select object:" — an (ename point) pick also gives the first break point — then
 * "Specify second break point or [First point]:" (First point: "Specify first break point:" and
 * "Specify second break point:"). "@" or the same point twice splits the object there. The part
 * between the points goes (drawing/edit breakEntity; the pick point becomes LASTPOINT); a circle keeps the arc from the second point
 * counter-clockwise to the first. Given a bare ename (no pick point) a point at the second-point
 * prompt is read as the first point and the second is asked for. Source: BREAK command reference.
 */
import type { Vec3 } from '../geometry/vec.js';
import { isEditCurve } from '../edit/curves.js';
import { breakEntity } from '../edit/trim.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { pickObject } from './edit-io.js';
import { setLastPoint } from './last-end.js';

const ELSEWHERE = new Set(['ELLIPSE', 'SPLINE', 'XLINE', 'RAY', 'POLYLINE']);

function* point(io: CommandIo, prompt: string, base?: Vec3): Ask<Vec3> {
  for (;;) {
    const a = yield* io.point(prompt, base ? { base } : {});
    if (a.kind === 'point') return a.p;
  }
}

export const BREAK = defineCommand({
  names: ['BREAK'],
  *run(io) {
    const a = yield* pickObject(io, 'Select object: ');
    if (a.kind !== 'pick') return;
    if (ELSEWHERE.has(a.rec.type)) io.notSimulated(`BREAK of ${a.rec.type}`);
    let first: Vec3 | undefined = a.p ? io.ucsOf(a.p) : undefined;
    // the pick point is the last point, so "@" at the next prompt is the same point
    if (first) setLastPoint(io, first);
    let second: Vec3;
    const s = yield* io.point('Specify second break point or [First point]: ', first ? { base: first } : {});
    if (s.kind === 'point' && first) second = s.p;
    else {
      if (s.kind === 'point') first = s.p;
      else first = yield* point(io, 'Specify first break point: ');
      second = yield* point(io, 'Specify second break point: ', first);
    }
    if (!isEditCurve(a.rec)) {
      io.complainText('Cannot break that object.');
      return;
    }
    const res = breakEntity(io.d.db, a.rec.handle, io.wcs(first), io.wcs(second));
    if (res.failed[0]?.error === 'degenerate') io.complainText('Arc cannot be full 360 degrees.');
    else if (res.failed[0]?.error === 'notPlanar') io.complainText('Entity not parallel to the UCS.');
  },
});
