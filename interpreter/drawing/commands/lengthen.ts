/*
 * LENGTHEN: "Select an object to measure or [DElta/Percent/Total/DYnamic] <Total>:" — picking an
 * object prints "Current length: 10.0000" (an arc adds ", included angle: 90") and asks again;
 * DElta ("Enter delta length or [Angle] <0.0000>:", Angle "Enter delta angle <0>:"), Percent
 * ("Enter percentage length <100.0000>:"), Total ("Specify total length or [Angle] <1.0000>:",
 * Angle "Specify total angle <57>:") set the change, then "Select an object to change or [Undo]:"
 * repeats until Enter: the end nearest the pick changes (drawing/edit lengthenEntity). The
 * settings are kept for the next LENGTHEN; a bare ename (no pick point) changes the end. DYnamic (dragging) is not simulated. Prompts:
 * LENGTHEN command reference (option names); the prompt wording is AutoCAD 2013 on.
 */
import { editCurve } from '../edit/curves.js';
import { pieceEnd } from '../geometry/pieces.js';
import { curveMeasure, lengthenEntity, type LengthChange } from '../edit/lengthen.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { pickObject } from './edit-io.js';

type Mode = 'DElta' | 'Percent' | 'Total';

interface Settings {
  mode: Mode;
  delta: number;
  deltaAngle: number | undefined;
  percent: number;
  total: number;
  totalAngle: number | undefined;
}

const settings = (io: CommandIo): Settings =>
  io.memory('lengthen', (): Settings => ({ mode: 'Total', delta: 0, deltaAngle: undefined, percent: 100, total: 1, totalAngle: undefined }));

function* setMode(io: CommandIo, st: Settings, mode: Mode): Ask<void> {
  st.mode = mode;
  if (mode === 'Percent') {
    const a = yield* io.real(`Enter percentage length <${io.fmtDist(st.percent)}>: `, { enter: true, positive: true, nonzero: true });
    if (a.kind === 'number') st.percent = a.n;
    return;
  }
  const delta = mode === 'DElta';
  const a = yield* io.distance(delta ? `Enter delta length or [Angle] <${io.fmtDist(st.delta)}>: ` : `Specify total length or [Angle] <${io.fmtDist(st.total)}>: `, { enter: true, positive: !delta });
  if (a.kind === 'number') {
    if (delta) [st.delta, st.deltaAngle] = [a.n, undefined];
    else [st.total, st.totalAngle] = [a.n, undefined];
  } else if (a.kind === 'keyword') {
    const cur = delta ? (st.deltaAngle ?? 0) : (st.totalAngle ?? 1);
    const g = yield* io.ask(delta ? `Enter delta angle <${io.fmtAngle(cur)}>: ` : `Specify total angle <${io.fmtAngle(cur)}>: `, { number: 'included', enter: true });
    const v = g.kind === 'number' ? g.n : cur;
    if (delta) st.deltaAngle = v;
    else st.totalAngle = v;
  }
}

function changeOf(st: Settings): LengthChange {
  switch (st.mode) {
    case 'DElta':
      return st.deltaAngle !== undefined ? { deltaAngle: st.deltaAngle } : { delta: st.delta };
    case 'Percent':
      return { percent: st.percent };
    default:
      return st.totalAngle !== undefined ? { totalAngle: st.totalAngle } : { total: st.total };
  }
}

export const LENGTHEN = defineCommand({
  names: ['LENGTHEN'],
  *run(io) {
    const st = settings(io);
    for (;;) {
      const a = yield* pickObject(io, `Select an object to measure or [DElta/Percent/Total/DYnamic] <${st.mode}>: `, { enter: true, locked: true });
      if (a.kind === 'pick') {
        const c = editCurve(io.d.db, a.rec);
        if (!c) {
          io.complainText('Select a line, arc, or open polyline.');
          continue;
        }
        const m = curveMeasure(c);
        io.message(`Current length: ${io.fmtDist(m.length)}${m.angle !== undefined ? `, included angle: ${io.fmtAngle(m.angle)}` : ''}`);
        continue;
      }
      if (a.kind === 'keyword' && a.k === 'DYnamic') io.notSimulated('LENGTHEN DYnamic');
      yield* setMode(io, st, a.kind === 'enter' ? st.mode : (a.k as Mode));
      break;
    }
    const done: number[] = [];
    for (;;) {
      const a = yield* pickObject(io, `Select an object to change or [Undo]: `, { enter: true });
      if (a.kind === 'enter') return;
      if (a.kind === 'keyword') {
        const at = done.pop();
        if (at !== undefined) io.rollback(at);
        continue;
      }
      if (a.rec.type === 'ELLIPSE' || a.rec.type === 'SPLINE' || a.rec.type === 'POLYLINE') io.notSimulated(`LENGTHEN of ${a.rec.type}`);
      const cp = io.checkpoint();
      const c = editCurve(io.d.db, a.rec);
      // a bare ename (no pick point) changes the end of the object
      const pick = a.p ?? (c ? pieceEnd(c.pieces[c.pieces.length - 1]!) : undefined);
      if (!c || !pick) {
        io.complainText('Select a line, arc, or open polyline.');
        continue;
      }
      const res = lengthenEntity(io.d.db, a.rec.handle, pick, changeOf(st));
      const err = res.failed[0]?.error;
      if (!err) done.push(cp);
      else if (err === 'closed') io.complainText('Closed objects cannot be lengthened.');
      else if (err === 'degenerate') io.complainText('Invalid length.');
      else io.complainText('Select a line, arc, or open polyline.');
    }
  },
});
