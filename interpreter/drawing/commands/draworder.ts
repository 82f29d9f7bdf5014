/*
 * DRAWORDER: "Select objects:", then "Enter object ordering option [Above objects/Under
 * objects/Front/Back] <Back>:" (Above and Under ask "Select reference objects:"). The order is
 * written to the space's SORTENTSTABLE (drawing/edit drawOrder). Sources: DRAWORDER command
 * reference, SORTENTSTABLE DXF reference.
 */
import { drawOrder } from '../edit/draworder.js';
import { defineCommand } from './engine/command-def.js';
import { selectObjects } from './engine/select.js';

export const DRAWORDER = defineCommand({
  names: ['DRAWORDER'],
  *run(io) {
    const items = yield* selectObjects(io);
    if (items.length === 0) return;
    const k = yield* io.keyword('Enter object ordering option [Above objects/Under objects/Front/Back] <Back>: ', { enter: true });
    const opt = k.kind === 'keyword' ? k.k : 'Back';
    if (opt === 'Above' || opt === 'Under') {
      const refs = yield* selectObjects(io, { prompt: 'Select reference objects: ', rejectLocked: false });
      if (!refs.length) return;
      drawOrder(io.d.db, items, opt === 'Above' ? { above: refs } : { under: refs });
    } else drawOrder(io.d.db, items, opt === 'Front' ? 'front' : 'back');
  },
});
