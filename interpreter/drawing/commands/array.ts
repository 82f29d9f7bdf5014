/*
 * -ARRAY, and ARRAY from a program (Lispwright's choice: the classic prompt sequence programs
 * send, `(command "_.array" ss "" "_r" 3 4 10 20)`, is the legacy -ARRAY; the associative array
 * object of ARRAYRECT/ARRAYPOLAR is not simulated). Prompts, from the -ARRAY command reference:
 * "Enter the type of array [Rectangular/Polar] <R>:", Rectangular: "Enter the number of rows (---)
 * <1>:", "Enter the number of columns (|||) <1>:", "Enter the distance between rows or specify unit
 * cell (---):" (two corners give both distances), "Specify the distance between columns (|||):";
 * Polar: "Specify center point of array or [Base]:", "Enter the number of items in the array:",
 * "Specify the angle to fill (+=ccw, -=cw) <360>:" (with Enter for the number, or 0 for the
 * angle: "Angle between items:"), "Rotate arrayed objects? <Y>:". Rows run along SNAPANG. The
 * polar reference point is that of the last object selected. Copies through drawing/edit array.
 */
import { arrayPolar, arrayRectangular, referencePoint } from '../edit/array.js';
import { liveEntity } from '../edit/records.js';
import { canTransform } from '../edit/transform.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { selectObjects } from './engine/select.js';
import { recordsOf, refuseUnsupported } from './edit-io.js';

const memory = (io: CommandIo): { type: 'R' | 'P' } => io.memory('array', () => ({ type: 'R' as 'R' | 'P' }));

function* count(io: CommandIo, prompt: string, enter: boolean): Ask<number | undefined> {
  for (;;) {
    const a = yield* io.integer(prompt, { enter, positive: true, nonzero: true });
    if (a.kind === 'number') return a.n;
    if (a.kind === 'enter') return undefined;
  }
}

function* distance(io: CommandIo, prompt: string, unitCell: boolean): Ask<number | [number, number]> {
  for (;;) {
    const a = yield* io.ask(prompt, { number: 'distance', point: unitCell, nonzero: true });
    if (a.kind === 'number') return a.n;
    if (a.kind === 'point') {
      let b;
      do b = yield* io.point('Specify opposite corner: ', { base: a.p });
      while (b.kind !== 'point');
      return [b.p[0] - a.p[0], b.p[1] - a.p[1]];
    }
  }
}

function* angle(io: CommandIo, prompt: string, enter: boolean): Ask<number | undefined> {
  for (;;) {
    const a = yield* io.ask(prompt, { number: 'included', enter });
    if (a.kind === 'number') return a.n;
    if (a.kind === 'enter') return undefined;
  }
}

export const ARRAY = defineCommand({
  names: ['-ARRAY', 'ARRAY'],
  *run(io) {
    const items = yield* selectObjects(io);
    if (items.length === 0) return;
    refuseUnsupported(io, 'ARRAY', recordsOf(io.d.db, items), canTransform);
    const mem = memory(io);
    const t = yield* io.keyword(`Enter the type of array [Rectangular/Polar] <${mem.type}>: `, { enter: true });
    const type = t.kind === 'keyword' ? (t.k === 'Polar' ? 'P' : 'R') : mem.type;
    mem.type = type;
    const db = io.d.db;
    if (type === 'R') {
      const rows = (yield* count(io, 'Enter the number of rows (---) <1>: ', true)) ?? 1;
      const columns = (yield* count(io, 'Enter the number of columns (|||) <1>: ', true)) ?? 1;
      if (rows === 1 && columns === 1) {
        io.complainText('One-element array, nothing to do.');
        return;
      }
      let rowSpacing = 0;
      let columnSpacing = 0;
      let cell = false;
      if (rows > 1) {
        const d = yield* distance(io, 'Enter the distance between rows or specify unit cell (---): ', true);
        if (Array.isArray(d)) [columnSpacing, rowSpacing, cell] = [d[0], d[1], true];
        else rowSpacing = d;
      }
      if (columns > 1 && !cell) {
        const d = yield* distance(io, 'Specify the distance between columns (|||): ', rows === 1);
        columnSpacing = Array.isArray(d) ? d[0] : d;
      }
      const snap = io.num('SNAPANG', 0);
      // the UCS X axis in WCS, turned by the snap angle
      const x = io.wcs([Math.cos(snap), Math.sin(snap), 0]);
      const o = io.wcs([0, 0, 0]);
      arrayRectangular(db, items, { rows, columns, rowSpacing, columnSpacing, angle: Math.atan2(x[1] - o[1], x[0] - o[0]) });
      return;
    }
    let base: [number, number, number] | undefined;
    let center;
    for (;;) {
      center = yield* io.point('Specify center point of array or [Base]: ');
      if (center.kind === 'point') break;
      if (center.kind === 'keyword') {
        let b;
        do b = yield* io.point('Specify base point of objects: ');
        while (b.kind !== 'point');
        base = io.wcs(b.p);
      }
    }
    const n = yield* count(io, 'Enter the number of items in the array: ', true);
    let fill = yield* angle(io, 'Specify the angle to fill (+=ccw, -=cw) <360>: ', true);
    fill ??= 2 * Math.PI;
    let total: number;
    if (n === undefined) {
      const between = yield* angle(io, 'Angle between items: ', false);
      total = Math.max(1, Math.floor(Math.abs(fill) / Math.abs(between!) + 1e-9) + (Math.abs(fill) >= 2 * Math.PI - 1e-12 ? 0 : 1));
      fill = Math.sign(fill) * Math.abs(between!) * (Math.abs(fill) >= 2 * Math.PI - 1e-12 ? total : total - 1);
    } else if (fill === 0) {
      const between = yield* angle(io, 'Angle between items (+=ccw, -=cw): ', false);
      total = n;
      fill = between! * (n - 1);
    } else total = n;
    const r = yield* io.keyword('Rotate arrayed objects? <Y>: ', { enter: true, keywords: 'Yes No' });
    const rotate = r.kind !== 'keyword' || r.k === 'Yes';
    const last = liveEntity(db, items[items.length - 1]!);
    arrayPolar(db, items, { center: io.wcs(center.p), count: total, fill, rotate, ...(base ? { base } : {}) }, last ? referencePoint(last, db) : undefined);
  },
});
