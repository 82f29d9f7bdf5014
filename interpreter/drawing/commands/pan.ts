/*
 * PAN / -PAN from a program: "Specify base point or displacement:", "Specify second point:"
 * (Enter at the second takes the first as the displacement). Moves VIEWCTR by the opposite of
 * the displacement (the drawing moves with it). Nothing else changes.
 */
import { Real, list } from '../../core/values.js';
import { lispPoint } from '../geometry/groups.js';
import { defineCommand } from './engine/command-def.js';

export const PAN = defineCommand({
  names: ['-PAN', 'PAN'],
  transparent: true,
  *run(io) {
    const a = yield* io.point('Specify base point or displacement: ', { enter: true });
    if (a.kind !== 'point') return;
    const b = yield* io.point('Specify second point: ', { base: a.p, enter: true });
    const d = b.kind === 'point' ? [b.p[0] - a.p[0], b.p[1] - a.p[1]] : [a.p[0], a.p[1]];
    const c = lispPoint(io.ctx.sysvars.get('VIEWCTR')) ?? [0, 0, 0];
    io.setVar('VIEWCTR', list([new Real(c[0] - d[0]!), new Real(c[1] - d[1]!), new Real(c[2])]));
  },
});
