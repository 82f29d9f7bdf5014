/*
 * FILLET of two lines: "Current settings: Mode = TRIM, Radius = 0.0000", then (command version 1,
 * what programs get) "Select first object or [uNdo/Polyline/Radius/Trim/mUltiple]:" and "Select
 * second object or shift-select to apply corner or [Radius]:". Radius sets FILLETRAD ("Specify
 * fillet radius <r>:") and asks for the first object again, so both idioms work:
 * (command "_.fillet" "_r" 2 (list e1 p1) (list e2 p2)) and two FILLET calls. Trim sets TRIMMODE.
 * mUltiple repeats until Enter, uNdo takes back the last fillet. The lines are picked with
 * (ename point) lists: the picked side of each is kept (drawing/edit filletLines). Arcs, circles,
 * polylines and parallel lines are not simulated. Prompts: FILLET command reference and the
 * initcommandversion page (the version 1 keyword list).
 */
import { filletLines } from '../edit/fillet.js';
import { defineCommand } from './engine/command-def.js';
import { currentProperties } from './engine/entity.js';
import type { CommandIo } from './engine/io.js';
import type { Picked } from './edit-io.js';
import { cornerPick, secondCornerPick } from './corner-io.js';

export const FILLET = defineCommand({
  names: ['FILLET'],
  *run(io) {
    const trimText = (): string => (io.num('TRIMMODE', 1) === 1 ? 'TRIM' : 'NOTRIM');
    io.message(`Current settings: Mode = ${trimText()}, Radius = ${io.fmtDist(io.num('FILLETRAD', 0))}`);
    let multiple = false;
    const done: number[] = [];
    for (;;) {
      const first = yield* cornerPick(io, 'Select first object or [uNdo/Polyline/Radius/Trim/mUltiple]: ', multiple);
      if (first.kind === 'end') return;
      if (first.kind === 'keyword') {
        switch (first.k) {
          case 'Radius':
            yield* askRadius(io);
            break;
          case 'Trim': {
            const t = yield* io.keyword(`Enter Trim mode option [Trim/No trim] <${io.num('TRIMMODE', 1) ? 'Trim' : 'No trim'}>: `, { enter: true });
            if (t.kind === 'keyword') io.setVar('TRIMMODE', t.k === 'Trim' ? 1 : 0);
            break;
          }
          case 'mUltiple':
            multiple = true;
            break;
          case 'uNdo': {
            const at = done.pop();
            if (at !== undefined) io.rollback(at);
            else io.complainText('Command has been completely undone.');
            break;
          }
          case 'Polyline':
            io.notSimulated('FILLET Polyline');
        }
        continue;
      }
      let second: Picked | undefined;
      for (;;) {
        const s = yield* secondCornerPick(io, 'Select second object or shift-select to apply corner or [Radius]: ', first.pick);
        if (s.kind === 'keyword') {
          yield* askRadius(io);
          continue;
        }
        second = s.pick;
        break;
      }
      const cp = io.checkpoint();
      const res = filletLines(io.d.db, { ref: first.pick.rec.handle, pick: first.pick.p! }, { ref: second.rec.handle, pick: second.p! }, io.num('FILLETRAD', 0), {
        trim: io.num('TRIMMODE', 1) === 1,
        otherLayer: currentProperties(io.ctx, 'ARC'),
      });
      const err = res.failed[0]?.error;
      if (err === 'parallel') io.notSimulated('FILLET of parallel lines');
      if (err === 'tooLarge') io.complainText('Radius is too large');
      else if (!err) done.push(cp);
      if (!multiple) return;
    }
  },
});

function* askRadius(io: CommandIo) {
  const r = yield* io.distance(`Specify fillet radius <${io.fmtDist(io.num('FILLETRAD', 0))}>: `, { enter: true, positive: true });
  if (r.kind === 'number') io.setReal('FILLETRAD', r.n);
}
