/*
 * DIST, ID and AREA: what AutoCAD prints and the system variables it sets (DISTANCE; LASTPOINT;
 * AREA and PERIMETER), numbers in the drawing's units (LUNITS/LUPREC, AUNITS/AUPREC). Prompts:
 * DIST / ID / AREA command references; the result lines follow AutoCAD's transcripts ("Distance =
 * 5.0000,  Angle in XY Plane = 37,  Angle from XY Plane = 0"). None is an undo step.
 */
import type { Vec3 } from '../geometry/vec.js';
import { curveOf } from '../geometry/curve.js';
import { curveArea } from '../geometry/measure.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo, PointAnswer } from './engine/io.js';
import { selectObjects } from './engine/select.js';

function* pointOf(io: CommandIo, prompt: string, base?: Vec3): Ask<Vec3 | undefined> {
  const a = yield* io.point(prompt, base ? { base } : {});
  return a.kind === 'point' ? a.p : undefined;
}

export const DIST = defineCommand({
  names: ['DIST'],
  transparent: true,
  undoable: false,
  *run(io) {
    const p1 = yield* pointOf(io, 'Specify first point: ');
    if (!p1) return;
    const a = yield* io.point('Specify second point or <Multiple points>: ', { base: p1, enter: true });
    if (a.kind === 'point') {
      const p2 = a.p;
      const dx = p2[0] - p1[0];
      const dy = p2[1] - p1[1];
      const dz = p2[2] - p1[2];
      const d = Math.hypot(dx, dy, dz);
      io.setReal('DISTANCE', d);
      io.message(`Distance = ${io.fmtDist(d)},  Angle in XY Plane = ${io.fmtAngle(Math.atan2(dy, dx))},  Angle from XY Plane = ${io.fmtAngle(Math.atan2(dz, Math.hypot(dx, dy)))}`);
      io.message(`Delta X = ${io.fmtDist(dx)},  Delta Y = ${io.fmtDist(dy)},  Delta Z = ${io.fmtDist(dz)}`);
      return;
    }
    // Multiple points: a running total until Enter
    const pts: Vec3[] = [p1];
    for (;;) {
      const b = yield* io.point('Specify next point or [Undo/Total] <Total>: ', { base: pts[pts.length - 1], enter: true });
      if (b.kind === 'point') pts.push(b.p);
      else if (b.kind === 'keyword' && b.k === 'Undo') {
        if (pts.length > 1) pts.pop();
      } else break;
    }
    let total = 0;
    for (let i = 1; i < pts.length; i++) total += Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1], pts[i]![2] - pts[i - 1]![2]);
    io.setReal('DISTANCE', total);
    io.message(`Distance = ${io.fmtDist(total)}`);
  },
});

export const ID = defineCommand({
  names: ['ID'],
  transparent: true,
  undoable: false,
  *run(io) {
    const p = yield* pointOf(io, 'Specify point: ');
    if (!p) return;
    io.message(`X = ${io.fmtDist(p[0])}     Y = ${io.fmtDist(p[1])}     Z = ${io.fmtDist(p[2])}`);
  },
});

/** Area and perimeter of an object (closed curves; an open one is closed by its chord for the area). */
function objectArea(io: CommandIo, e: import('../../core/values.js').Ename): { area: number; perimeter: number; label: string } | undefined {
  const r = io.d.live(e);
  if (!r) return undefined;
  const c = curveOf(r.type, r.body, () => io.d.db.subentities(r.handle).flatMap((h) => {
    const v = io.d.db.get(h);
    return v && v.type === 'VERTEX' && !v.deleted ? [v.body] : [];
  }));
  if (!c || r.type === 'LINE') return undefined;
  const length = c.pieces.reduce((s, p) => s + p.len, 0);
  return { area: curveArea(c), perimeter: length, label: r.type === 'CIRCLE' ? 'Circumference' : c.closed ? 'Perimeter' : 'Length' };
}

export const AREA = defineCommand({
  names: ['AREA'],
  undoable: false,
  *run(io) {
    let mode: 'plain' | 'add' | 'subtract' = 'plain';
    let total = 0;
    for (;;) {
      const opts: string = mode === 'plain' ? 'Object/Add area/Subtract area' : mode === 'add' ? 'Object/Subtract area/eXit' : 'Object/Add area/eXit';
      const a: PointAnswer = yield* io.point(`Specify first corner point or [${opts}] <${mode === 'plain' ? 'Object' : 'eXit'}>: `, { enter: true });
      let result: { area: number; perimeter: number; label: string } | undefined;
      if (a.kind === 'enter' || (a.kind === 'keyword' && a.k === 'Object')) {
        if (a.kind === 'enter' && mode !== 'plain') break;
        const picked = yield* selectObjects(io, { prompt: mode === 'plain' ? 'Select objects: ' : `(${mode.toUpperCase()} mode) Select objects: `, rejectLocked: false, single: mode === 'plain' });
        if (picked.length === 0) return;
        result = objectArea(io, picked[0]!);
        if (!result) {
          io.complainText('Selected object does not have an area.');
          if (mode === 'plain') return;
          continue;
        }
      } else if (a.kind === 'keyword') {
        if (a.k === 'eXit') break;
        mode = a.k === 'Add' ? 'add' : 'subtract';
        continue;
      } else {
        const pts: Vec3[] = [a.p];
        for (;;) {
          const more = pts.length >= 3 ? 'Arc/Length/Undo/Total] <Total>' : 'Arc/Length/Undo]';
          const b = yield* io.point(`Specify next point or [${more}: `, { base: pts[pts.length - 1], enter: true });
          if (b.kind === 'point') pts.push(b.p);
          else if (b.kind === 'keyword' && b.k === 'Undo') {
            if (pts.length > 1) pts.pop();
          } else if (b.kind === 'keyword' && (b.k === 'Arc' || b.k === 'Length')) return io.notSimulated(`AREA ${b.k}`);
          else if (pts.length >= 3) break;
        }
        let twice = 0;
        let per = 0;
        for (let i = 0; i < pts.length; i++) {
          const p = pts[i]!;
          const q = pts[(i + 1) % pts.length]!;
          twice += p[0] * q[1] - q[0] * p[1];
          per += Math.hypot(q[0] - p[0], q[1] - p[1]);
        }
        result = { area: Math.abs(twice) / 2, perimeter: per, label: 'Perimeter' };
      }
      io.setReal('AREA', result.area);
      io.setReal('PERIMETER', result.perimeter);
      io.message(`Area = ${io.fmtDist(result.area)}, ${result.label} = ${io.fmtDist(result.perimeter)}`);
      if (mode === 'plain') return;
      total += mode === 'add' ? result.area : -result.area;
      io.message(`Total area = ${io.fmtDist(total)}`);
    }
    io.setReal('AREA', total);
  },
});
