/*
 * MOVE: "Select objects:", then a base point and a second point, or a displacement (Enter at the
 * base point, or Enter at the second point to read the base point as the displacement). The
 * objects move through the shared edit (drawing/edit moveEntities): every point group, with
 * VERTEX and ATTRIB subentities, as each type declares. Prompts: MOVE command reference; the
 * displacement prompt shows the last displacement.
 */
import { moveEntities } from '../edit/transform.js';
import { defineCommand } from './engine/command-def.js';
import { selectObjects } from './engine/select.js';
import { basePoint, secondPoint } from './edit-io.js';

export const MOVE = defineCommand({
  names: ['MOVE'],
  *run(io) {
    const items = yield* selectObjects(io);
    if (items.length === 0) return;
    for (;;) {
      const b = yield* basePoint(io, 'Specify base point or [Displacement] <Displacement>: ');
      if (b.kind === 'keyword') continue;
      const d = b.kind === 'displacement' ? b.d : yield* secondPoint(io, 'Specify second point or <use first point as displacement>: ', b.p);
      if (!d || 'keyword' in d) return;
      // a type with no transform: nothing is moved and the command is not simulated
      const res = moveEntities(io.d.db, items, d.from, d.to, { allOrNothing: true });
      const bad = res.failed.find((f) => f.error === 'unsupported');
      if (bad) io.notSimulated(`MOVE of ${io.d.db.get(bad.handle)?.type ?? 'an object'}`);
      return;
    }
  },
});
