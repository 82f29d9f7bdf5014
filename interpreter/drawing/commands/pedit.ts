/*
 * PEDIT on LWPOLYLINEs: "Select polyline or [Multiple]:" (an ename, an (ename point) pick, a
 * point, or a selection set — its first object). A LINE or ARC: "Object selected is not a
 * polyline" / "Do you want to turn it into one? <Y>" (asked only when PEDITACCEPT is 0) turns it
 * into one. Then "Enter an option [Close/Join/Width/Edit vertex/Fit/Spline/Decurve/Ltype
 * gen/Reverse/Undo]:" (Open instead of Close for a closed one) until Enter: Join ("Select
 * objects:", then "N segments added to polyline"), Width ("Specify new width for all
 * segments:"), Decurve, Ltype gen ("Enter polyline linetype generation option [ON/OFF] <Off>:"),
 * Reverse, Undo. Multiple: "Select objects:", "Convert Lines, Arcs and Splines to polylines
 * [Yes/No]? <Y>" (PEDITACCEPT 0), then the options without Edit vertex; Join asks "Enter fuzz
 * distance or [Jointype] <0.0000>:" and joins the selected polylines with each other. Fit,
 * Spline and Edit vertex, old-style POLYLINEs and splines are not simulated. Edits: drawing/edit
 * polyline.ts. Sources: PEDIT command reference, PEDITACCEPT system variable.
 */
import type { Ename } from '../../core/values.js';
import { decurve, joinToPolyline, reversePolyline, setClosed, setLinetypeGen, setWidth, toPolyline } from '../edit/polyline.js';
import { liveEntity } from '../edit/records.js';
import type { DbRecord } from '../model/record.js';
import { tagNum } from '../model/tags.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { atPoint, selectObjects } from './engine/select.js';

const ELSEWHERE = new Set(['POLYLINE', 'SPLINE']);

/** The polyline behind a pick, converting a line or arc when allowed; undefined: nothing to edit. */
function* polylineOf(io: CommandIo, r: DbRecord, ask: boolean): Ask<string | undefined> {
  if (r.type === 'LWPOLYLINE') return r.handle;
  if (ELSEWHERE.has(r.type)) io.notSimulated(`PEDIT of ${r.type}`);
  if (r.type !== 'LINE' && r.type !== 'ARC') {
    io.complainText('Object selected is not a polyline');
    return undefined;
  }
  if (ask) {
    io.message('Object selected is not a polyline');
    const a = yield* io.keyword('Do you want to turn it into one? <Y> ', { enter: true, keywords: 'Yes No' });
    if (a.kind === 'keyword' && a.k === 'No') return undefined;
  }
  return toPolyline(io.d.db, r.handle).created[0];
}

const closedOf = (io: CommandIo, h: string): boolean => (tagNum(io.d.db.get(h)!.body, 70, 0) & 1) === 1;

/** The options loop for one polyline or several; returns when Enter ends it. */
function* options(io: CommandIo, handles: string[], multiple: boolean): Ask<void> {
  const db = io.d.db;
  const done: number[] = [];
  for (;;) {
    const live = handles.filter((h) => liveEntity(db, h));
    if (!live.length) return;
    const first = multiple ? 'Close/Open' : closedOf(io, live[0]!) ? 'Open' : 'Close';
    const prompt = `Enter an option [${first}/Join/Width/${multiple ? '' : 'Edit vertex/'}Fit/Spline/Decurve/Ltype gen/Reverse/Undo]: `;
    const k = yield* io.keyword(prompt, { enter: true });
    if (k.kind === 'enter') return;
    const cp = io.checkpoint();
    switch (k.k) {
      case 'Close':
      case 'Open':
        for (const h of live) setClosed(db, h, k.k === 'Close');
        break;
      case 'Join': {
        if (multiple) {
          io.message('Join Type = Extend');
          const f = yield* io.distance('Enter fuzz distance or [Jointype] <0.0000>: ', { enter: true, positive: true });
          if (f.kind === 'keyword') io.notSimulated('PEDIT Jointype');
          const fuzz = f.kind === 'number' ? f.n : 0;
          let added = 0;
          for (const h of live) {
            if (!liveEntity(db, h) || closedOf(io, h)) continue;
            added += joinToPolyline(db, h, live.filter((o) => o !== h && liveEntity(db, o)), fuzz).segments;
          }
          io.message(`${added} segments added to polyline`);
          break;
        }
        if (closedOf(io, live[0]!)) {
          io.complainText('Cannot join to a closed polyline.');
          break;
        }
        const items = yield* selectObjects(io);
        const res = joinToPolyline(db, live[0]!, items);
        io.message(`${res.segments} segments added to polyline`);
        break;
      }
      case 'Width': {
        let w;
        do w = yield* io.distance('Specify new width for all segments: ', { positive: true });
        while (w.kind !== 'number');
        for (const h of live) setWidth(db, h, w.n);
        break;
      }
      case 'Decurve':
        for (const h of live) decurve(db, h);
        break;
      case 'Reverse':
        for (const h of live) reversePolyline(db, h);
        break;
      case 'Ltype': {
        const on = (tagNum(db.get(live[0]!)!.body, 70, 0) & 128) !== 0;
        const a = yield* io.keyword(`Enter polyline linetype generation option [ON/OFF] <${on ? 'On' : 'Off'}>: `, { enter: true });
        if (a.kind === 'keyword') for (const h of live) setLinetypeGen(db, h, a.k === 'ON');
        break;
      }
      case 'Undo': {
        const at = done.pop();
        if (at !== undefined) io.rollback(at);
        continue;
      }
      default:
        io.notSimulated(`PEDIT ${k.k}`);
    }
    done.push(cp);
  }
}

export const PEDIT = defineCommand({
  names: ['PEDIT'],
  *run(io) {
    const db = io.d.db;
    const accept = io.num('PEDITACCEPT', 0) === 1;
    for (;;) {
      const a = yield* io.ask('Select polyline or [Multiple]: ', { pick: true, point: true, set: true, snap: false });
      let rec: DbRecord | undefined;
      if (a.kind === 'keyword') {
        const items = yield* selectObjects(io);
        if (!items.length) return;
        const recs = items.map((e) => liveEntity(db, e)).filter((r): r is DbRecord => !!r);
        for (const r of recs) if (ELSEWHERE.has(r.type)) io.notSimulated(`PEDIT of ${r.type}`);
        let convert = accept;
        if (!accept && recs.some((r) => r.type === 'LINE' || r.type === 'ARC')) {
          const y = yield* io.keyword('Convert Lines, Arcs and Splines to polylines [Yes/No]? <Y> ', { enter: true });
          convert = y.kind !== 'keyword' || y.k === 'Yes';
        }
        const handles: string[] = [];
        for (const r of recs) {
          if (r.type === 'LWPOLYLINE') handles.push(r.handle);
          else if (convert && (r.type === 'LINE' || r.type === 'ARC')) {
            const h = toPolyline(db, r.handle).created[0];
            if (h) handles.push(h);
          }
        }
        yield* options(io, handles, true);
        return;
      }
      if (a.kind === 'pick') rec = liveEntity(db, a.e);
      else if (a.kind === 'set') rec = a.items.length ? liveEntity(db, a.items[0] as Ename) : undefined;
      else if (a.kind === 'point') {
        const hit = atPoint(io, a.p)[0];
        rec = hit ? liveEntity(db, hit.ename) : undefined;
      }
      if (!rec) continue;
      if (db.layerState(String(rec.body.v[rec.body.c.indexOf(8)] ?? '0'))?.locked) {
        io.complainText('Object is on a locked layer.');
        continue;
      }
      const h = yield* polylineOf(io, rec, !accept);
      if (!h) return;
      yield* options(io, [h], false);
      return;
    }
  },
});
