/*
 * MIRROR: "Select objects:", the two points of the mirror line (the mirror plane is vertical in
 * the current UCS), then "Erase source objects? [Yes/No] <No>:" — No mirrors copies, Yes the
 * objects themselves. MIRRTEXT 0 (the default) keeps text reading forwards (drawing/edit
 * mirrorEntities readableText). Prompts: MIRROR command reference (the Yes/No wording of 2006 on).
 */
import { mirrorLine } from '../geometry/matrix.js';
import { eraseRecord, liveEntity } from '../edit/records.js';
import { canTransform, copyEntities } from '../edit/transform.js';
import { defineCommand } from './engine/command-def.js';
import { selectObjects } from './engine/select.js';
import { recordsOf, refuseUnsupported } from './edit-io.js';

export const MIRROR = defineCommand({
  names: ['MIRROR'],
  *run(io) {
    const items = yield* selectObjects(io);
    if (items.length === 0) return;
    refuseUnsupported(io, 'MIRROR', recordsOf(io.d.db, items), canTransform);
    let a;
    do a = yield* io.point('Specify first point of mirror line: ');
    while (a.kind !== 'point');
    let b;
    for (;;) {
      b = yield* io.point('Specify second point of mirror line: ', { base: a.p });
      if (b.kind === 'point' && (b.p[0] !== a.p[0] || b.p[1] !== a.p[1])) break;
      if (b.kind === 'point') io.complainText('Points must be distinct.');
    }
    const k = yield* io.keyword('Erase source objects? [Yes/No] <No>: ', { enter: true });
    const erase = k.kind === 'keyword' && k.k === 'Yes';
    const m = mirrorLine(io.wcs(a.p), io.wcs(b.p), io.normal());
    const opts = { readableText: io.num('MIRRTEXT', 0) === 0 };
    copyEntities(io.d.db, items, m, opts);
    if (erase) {
      for (const e of items) {
        const r = liveEntity(io.d.db, e);
        if (r) eraseRecord(io.d.db, r);
      }
    }
  },
});
