/*
 * LINE: one LINE entity per segment, made as each next point is given (so they stay when the
 * command is cancelled). Prompts [ctx][pause]: "Specify first point:", "Specify next point or
 * [Undo]:", from the third point "[Close/Undo]". Enter at the first point continues from the end of
 * the last line or arc drawn; Enter at a next point ends; Undo takes back the last segment; Close
 * draws back to the first point and ends. Points are stored in WCS (10, 11) with the UCS Z axis as
 * extrusion (210, which orients a THICKNESS).
 */
import type { Vec3 } from '../geometry/vec.js';
import { defineCommand } from './engine/command-def.js';
import type { CommandIo } from './engine/io.js';
import { lastEnd, setLastPoint } from './last-end.js';

export const LINE = defineCommand({
  names: ['LINE'],
  *run(io) {
    let first: Vec3;
    for (;;) {
      const a = yield* io.point('Specify first point: ', { enter: true });
      if (a.kind === 'point') {
        first = a.p;
        break;
      }
      const last = lastEnd(io).p;
      if (last) {
        first = last;
        break;
      }
      io.complainText('No line or arc to continue.');
    }
    const pts: Vec3[] = [first];
    const made: Array<{ cp: number; handle: string }> = [];
    for (;;) {
      const from = pts[pts.length - 1]!;
      const prompt = pts.length >= 3 ? 'Specify next point or [Close/Undo]: ' : 'Specify next point or [Undo]: ';
      const a = yield* io.point(prompt, { enter: true, base: from });
      if (a.kind === 'enter') return;
      if (a.kind === 'keyword') {
        if (a.k === 'Undo') {
          const seg = made.pop();
          if (!seg) {
            io.complainText('All segments already undone.');
            continue;
          }
          if (!io.rollback(seg.cp)) io.d.db.replace({ ...io.d.db.get(seg.handle)!, deleted: true });
          pts.pop();
          if (pts.length === 0) pts.push(first);
          lastEnd(io).p = pts[pts.length - 1]!;
          lastEnd(io).dir = null;
          setLastPoint(io, pts[pts.length - 1]!);
          continue;
        }
        // Close
        drawSegment(io, from, first, made);
        return;
      }
      if (a.p[0] === from[0] && a.p[1] === from[1] && a.p[2] === from[2]) continue;
      drawSegment(io, from, a.p, made);
      pts.push(a.p);
    }
  },
});

function drawSegment(io: CommandIo, a: Vec3, b: Vec3, made: Array<{ cp: number; handle: string }>): void {
  const cp = io.checkpoint();
  const handle = io.add('LINE', [[10, io.wcs(a)], [11, io.wcs(b)], [210, io.normal()]]);
  made.push({ cp, handle });
  const last = lastEnd(io);
  last.p = b;
  last.dir = Math.atan2(b[1] - a[1], b[0] - a[0]);
}
