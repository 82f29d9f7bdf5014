/*
 * COPY: "Select objects:", "Current settings:  Copy mode = Multiple" (COPYMODE 0) or Single (1),
 * then a base point (Displacement, mOde, and Multiple when the mode is Single), second points
 * until Enter or Exit in Multiple mode (one copy in Single mode), Undo taking back the last copy,
 * and Array: a number of items, then the second point (or Fit: the last item there). Enter at
 * the first second point reads the base point as the displacement and ends. Copies are made by
 * the shared edit (drawing/edit copyEntities) and come after (entlast) the originals.
 * Prompts: COPY command reference, COPYMODE system variable.
 */
import type { Ename } from '../../core/values.js';
import { translate } from '../geometry/matrix.js';
import type { Vec3 } from '../geometry/vec.js';
import { canTransform, copyEntities } from '../edit/transform.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { selectObjects } from './engine/select.js';
import { basePoint, recordsOf, refuseUnsupported, secondPoint, type Displacement } from './edit-io.js';

function copyBy(io: CommandIo, items: readonly Ename[], d: Displacement, k = 1): void {
  const v: Vec3 = [(d.to[0] - d.from[0]) * k, (d.to[1] - d.from[1]) * k, (d.to[2] - d.from[2]) * k];
  copyEntities(io.d.db, items, translate(v[0], v[1], v[2]));
}

/** The Array option: N items along the displacement (or fitted into it). */
function* arrayCopies(io: CommandIo, items: readonly Ename[], base: Vec3): Ask<boolean> {
  let n;
  for (;;) {
    const a = yield* io.integer('Enter number of items to array: ', { positive: true, nonzero: true });
    if (a.kind === 'number') {
      n = a.n;
      break;
    }
  }
  let fit = false;
  for (;;) {
    const s = yield* io.point(fit ? 'Specify second point: ' : 'Specify second point or [Fit]: ', { base });
    if (s.kind === 'keyword') {
      fit = true;
      continue;
    }
    if (s.kind !== 'point') continue;
    const d = { from: io.wcs(base), to: io.wcs(s.p), base };
    for (let i = 1; i < n; i++) copyBy(io, items, d, fit ? i / (n - 1) : i);
    return true;
  }
}

export const COPY = defineCommand({
  names: ['COPY'],
  *run(io) {
    const items = yield* selectObjects(io);
    if (items.length === 0) return;
    refuseUnsupported(io, 'COPY', recordsOf(io.d.db, items), canTransform);
    let multiple = io.num('COPYMODE', 0) === 0;
    io.message(`Current settings:  Copy mode = ${multiple ? 'Multiple' : 'Single'}`);
    let base: Vec3;
    for (;;) {
      const b = yield* basePoint(io, `Specify base point or [Displacement/mOde${multiple ? '' : '/Multiple'}] <Displacement>: `);
      if (b.kind === 'displacement') {
        copyBy(io, items, b.d);
        return;
      }
      if (b.kind === 'point') {
        base = b.p;
        break;
      }
      if (b.k === 'Multiple') multiple = true;
      else if (b.k === 'mOde') {
        const m = yield* io.keyword(`Enter a copy mode option [Single/Multiple] <${multiple ? 'Multiple' : 'Single'}>: `, { enter: true });
        if (m.kind === 'keyword') {
          multiple = m.k === 'Multiple';
          io.setVar('COPYMODE', multiple ? 0 : 1);
        }
      }
    }
    const done: number[] = [];
    for (let first = true; ; first = false) {
      const prompt = first ? 'Specify second point or [Array] <use first point as displacement>: ' : `Specify second point or [Array/Exit${done.length ? '/Undo' : ''}] <Exit>: `;
      const cp = io.checkpoint();
      const s = yield* secondPoint(io, prompt, base);
      if (!s) return;
      if ('keyword' in s) {
        if (s.keyword === 'Exit') return;
        if (s.keyword === 'Undo') {
          const at = done.pop();
          if (at !== undefined) io.rollback(at);
          continue;
        }
        yield* arrayCopies(io, items, base);
        done.push(cp);
      } else {
        if (s.enter) {
          // Enter: at the first prompt the base point is the displacement (one copy, the end); later, Exit
          if (first) copyBy(io, items, s);
          return;
        }
        copyBy(io, items, s);
        done.push(cp);
      }
      if (!multiple) return;
    }
  },
});
