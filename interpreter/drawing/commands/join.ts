/*
 * JOIN: "Select source object or multiple objects to join at once:" — several objects are joined
 * at once; a single one is the source and "Select objects to join:" asks for the rest. Lines
 * collinear with a source line make one line, arcs on a source arc's circle one arc (or a circle),
 * anything touching end to end one polyline (drawing/edit joinEntities). Reports "2 lines joined
 * into 1 line", "3 objects joined into 1 polyline" and "1 object discarded from the operation".
 * Splines, ellipses and 3D polylines are not simulated. Source: JOIN command reference (rules);
 * the report wording is unconfirmed (known-deviations.txt).
 */
import { joinEntities } from '../edit/polyline.js';
import { defineCommand } from './engine/command-def.js';
import { selectObjects } from './engine/select.js';
import { recordsOf, refuseUnsupported } from './edit-io.js';

const JOINABLE = new Set(['LINE', 'ARC', 'LWPOLYLINE']);
const ELSEWHERE = new Set(['SPLINE', 'ELLIPSE', 'POLYLINE', 'HELIX']);

export const JOIN = defineCommand({
  names: ['JOIN'],
  *run(io) {
    let items = yield* selectObjects(io, { prompt: 'Select source object or multiple objects to join at once: ' });
    if (items.length === 0) return;
    if (items.length === 1) items = [...items, ...(yield* selectObjects(io, { prompt: 'Select objects to join: ' })).filter((e) => e !== items[0])];
    const db = io.d.db;
    const recs = recordsOf(db, items);
    refuseUnsupported(io, 'JOIN', recs, (r) => !ELSEWHERE.has(r.type));
    const kinds = recs.map((r) => r.type);
    const res = joinEntities(db, recs.filter((r) => JOINABLE.has(r.type)).map((r) => r.handle));
    const discarded = res.failed.length + kinds.filter((k) => !JOINABLE.has(k)).length;
    const joined = recs.length - discarded;
    const out = res.created[0] ?? res.changed[0];
    if (joined >= 2 && out) {
      const word = (t: string): string => (t === 'LWPOLYLINE' ? 'polyline' : t.toLowerCase());
      const noun = kinds.every((k) => k === kinds[0]) ? `${word(kinds[0]!)}s` : 'objects';
      io.message(`${joined} ${noun} joined into 1 ${word(db.get(out)!.type)}`);
    }
    if (discarded) io.message(`${discarded} ${discarded === 1 ? 'object' : 'objects'} discarded from the operation`);
  },
});
