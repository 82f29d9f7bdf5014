/*
 * OFFSET: "Current settings: Erase source=No  Layer=Source  OFFSETGAPTYPE=0", the distance (or
 * Through; the default shows OFFSETDIST, Through when it is negative; Erase and Layer options),
 * then objects to offset and a side point (or a through point) until Enter or Exit; Multiple
 * offsets the newest copy again and again, Undo takes back the last offset. LINE, ARC, CIRCLE and
 * LWPOLYLINE (bulges included) are offset by drawing/edit offsetToward / offsetThrough; ELLIPSE,
 * SPLINE, XLINE, RAY and old-style POLYLINE are not simulated; other objects "Cannot offset that
 * object." Prompts: OFFSET command reference (2012 printed reference for the option prompts).
 */
import { isEditCurve } from '../edit/curves.js';
import { offsetThrough, offsetToward } from '../edit/offset.js';
import { eraseRecord } from '../edit/records.js';
import { defineCommand } from './engine/command-def.js';
import type { CommandIo } from './engine/io.js';
import { pickObject } from './edit-io.js';

const OFFSETTABLE_ELSEWHERE = new Set(['ELLIPSE', 'SPLINE', 'XLINE', 'RAY', 'POLYLINE']);

const settings = (io: CommandIo): { erase: boolean; current: boolean } => io.memory('offset', () => ({ erase: false, current: false }));

export const OFFSET = defineCommand({
  names: ['OFFSET'],
  *run(io) {
    const st = settings(io);
    const gap = io.num('OFFSETGAPTYPE', 0);
    io.message(`Current settings: Erase source=${st.erase ? 'Yes' : 'No'}  Layer=${st.current ? 'Current' : 'Source'}  OFFSETGAPTYPE=${gap}`);
    if (gap !== 0) io.notSimulated(`OFFSET with OFFSETGAPTYPE ${gap}`);
    let through = false;
    let distance = 0;
    for (;;) {
      const last = io.num('OFFSETDIST', -1);
      const a = yield* io.distance(`Specify offset distance or [Through/Erase/Layer] <${last < 0 ? 'Through' : io.fmtDist(last)}>: `, { enter: true, positive: true, nonzero: true });
      if (a.kind === 'number' || (a.kind === 'enter' && last >= 0)) {
        distance = a.kind === 'number' ? a.n : last;
        io.setReal('OFFSETDIST', distance);
        break;
      }
      if (a.kind === 'enter' || a.k === 'Through') {
        through = true;
        io.setReal('OFFSETDIST', -1);
        break;
      }
      if (a.k === 'Erase') {
        const e = yield* io.keyword(`Erase source object after offsetting? [Yes/No] <${st.erase ? 'Yes' : 'No'}>: `, { enter: true });
        if (e.kind === 'keyword') st.erase = e.k === 'Yes';
      } else if (a.k === 'Layer') {
        const l = yield* io.keyword(`Enter layer option for offset objects [Current/Source] <${st.current ? 'Current' : 'Source'}>: `, { enter: true });
        if (l.kind === 'keyword') st.current = l.k === 'Current';
      }
    }
    const done: number[] = [];
    const opts = () => (st.current ? { layer: io.str('CLAYER', '0') } : {});
    for (;;) {
      const pick = yield* pickObject(io, 'Select object to offset or [Exit/Undo] <Exit>: ', { enter: true });
      if (pick.kind === 'enter' || (pick.kind === 'keyword' && pick.k === 'Exit')) return;
      if (pick.kind === 'keyword') {
        const at = done.pop();
        if (at !== undefined) io.rollback(at);
        continue;
      }
      if (OFFSETTABLE_ELSEWHERE.has(pick.rec.type)) io.notSimulated(`OFFSET of ${pick.rec.type}`);
      if (!isEditCurve(pick.rec)) {
        io.complainText('Cannot offset that object.');
        continue;
      }
      let source = pick.rec.handle;
      let multiple = false;
      for (;;) {
        const prompt = through
          ? `Specify through point or [Exit/${multiple ? '' : 'Multiple/'}Undo] <${multiple ? 'next object' : 'Exit'}>: `
          : `Specify point on side to offset or [Exit/${multiple ? '' : 'Multiple/'}Undo] <${multiple ? 'next object' : 'Exit'}>: `;
        const p = yield* io.point(prompt, { enter: true });
        if (p.kind === 'enter') {
          if (multiple) break;
          return;
        }
        if (p.kind === 'keyword') {
          if (p.k === 'Exit') return;
          if (p.k === 'Multiple') {
            multiple = true;
            continue;
          }
          const at = done.pop();
          if (at !== undefined) io.rollback(at);
          break;
        }
        const cp = io.checkpoint();
        const w = io.wcs(p.p);
        const res = through ? offsetThrough(io.d.db, source, w, opts()) : offsetToward(io.d.db, source, distance, w, opts());
        if (res.created.length === 0) {
          io.complainText('Cannot offset that object.');
          if (!multiple) break;
          continue;
        }
        if (st.erase) {
          const src = io.d.db.get(source);
          if (src) eraseRecord(io.d.db, src);
        }
        done.push(cp);
        if (!multiple) break;
        source = res.created[0]!;
      }
    }
  },
});
