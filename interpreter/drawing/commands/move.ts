/*
 * MOVE: "Select objects:", then a base point and a second point, or a displacement (Enter at the
 * base point, or Enter at the second point to read the base point as the displacement). The
 * objects move through the shared edit (drawing/edit moveEntities): every point group, with
 * VERTEX and ATTRIB subentities, as each type declares. Prompts: MOVE command reference; the
 * displacement prompt shows the last displacement.
 */
import { moveEntities, canTransform } from '../edit/transform.js';
import { defineCommand } from './engine/command-def.js';
import { selectObjects } from './engine/select.js';
import { basePoint, recordsOf, refuseUnsupported, secondPoint } from './edit-io.js';

export const MOVE = defineCommand({
  names: ['MOVE'],
  *run(io) {
    const items = yield* selectObjects(io);
    if (items.length === 0) return;
    refuseUnsupported(io, 'MOVE', recordsOf(io.d.db, items), canTransform);
    for (;;) {
      const b = yield* basePoint(io, 'Specify base point or [Displacement] <Displacement>: ');
      if (b.kind === 'keyword') continue;
      const d = b.kind === 'displacement' ? b.d : yield* secondPoint(io, 'Specify second point or <use first point as displacement>: ', b.p);
      if (!d || 'keyword' in d) return;
      moveEntities(io.d.db, items, d.from, d.to);
      return;
    }
  },
});
