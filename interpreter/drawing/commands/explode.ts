/*
 * EXPLODE: "Select objects:", then each object is replaced by its parts (drawing/edit
 * explodeEntity: polylines into lines and arcs, block references into their entities with the
 * attribute definitions back, dimensions into their block's entities). From a script AutoCAD
 * explodes one object at a time: unless QAFLAGS bit 1 is set the first object found ends the
 * selection and only it is exploded ("(command "_.explode" e)" needs no closing ""); with the bit
 * set the whole selection is. Objects that cannot be exploded: "1 was not able to be exploded."
 * MTEXT, HATCH, REGION, MLINE, LEADER and 3D solids are not simulated. Source: EXPLODE command
 * reference ("you can explode only one object at a time" from a script or ObjectARX).
 */
import { EXPLODABLE, explodeEntity } from '../edit/explode.js';
import { defineCommand } from './engine/command-def.js';
import { selectObjects } from './engine/select.js';
import { recordsOf, refuseUnsupported } from './edit-io.js';

const ELSEWHERE = new Set(['MTEXT', 'HATCH', 'REGION', 'MLINE', 'LEADER', 'MULTILEADER', '3DSOLID', 'BODY', 'ACAD_TABLE', 'POLYFACE']);

export const EXPLODE = defineCommand({
  names: ['EXPLODE'],
  *run(io) {
    const all = (io.num('QAFLAGS', 0) & 1) !== 0;
    const items = yield* selectObjects(io, { single: !all });
    if (items.length === 0) return;
    const recs = recordsOf(io.d.db, all ? items : items.slice(0, 1));
    refuseUnsupported(io, 'EXPLODE', recs, (r) => !ELSEWHERE.has(r.type));
    let failed = 0;
    for (const r of recs) {
      const res = explodeEntity(io.d.db, r.handle);
      if (res.failed.length || !EXPLODABLE.has(r.type)) failed++;
    }
    if (failed) io.complainText(`${failed} ${failed === 1 ? 'was' : 'were'} not able to be exploded.`);
  },
});
