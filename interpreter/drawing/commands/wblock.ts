/*
 * -WBLOCK (and WBLOCK from a program, where FILEDIA's rule gives the command-line prompts): write
 * objects, a block or the whole drawing to a drawing file in the run's sandbox. Prompts:
 *   Enter name of output file:
 *   A drawing with this name already exists. Do you want to replace it? [Yes/No] <N>:   (EXPERT 2+: Yes)
 *   Enter name of existing block or [= (block=output file)/* (whole drawing)] <define new drawing>:
 *   Specify insertion base point:  /  Select objects:        (for a new drawing from objects)
 * The file is written as DXF text under the name given (".dwg" added when there is no extension),
 * into the run's file overlay (RunResult.files); INSERT reads it back. For objects, the base point
 * becomes the new drawing's origin; what happens to the objects follows WBLOCKCREATEMODE (1,
 * initial: they stay; 0: they are converted to a block named like the file and an insertion of it
 * at the base point; 2: erased; erased objects come back with OOPS).
 */
import { filesOf } from '../../ports/files.js';
import { blockDef } from '../blocks.js';
import { blockAsDrawing, entitiesAsDrawing, fileBaseName } from '../block-files.js';
import { writeDxf } from '../dxf/writer.js';
import { wcsToUcs } from '../coords.js';
import { compose, translate } from '../geometry/matrix.js';
import type { DbRecord } from '../model/record.js';
import { MESSAGES } from '../../core/messages.js';
import { defineCommand } from './engine/command-def.js';
import { selectObjects } from './engine/select.js';
import { eraseEntities, lastErased } from './erase.js';
import { blockFromObjects } from './block.js';

export const WBLOCK = defineCommand({
  names: ['-WBLOCK', 'WBLOCK'],
  *run(io) {
    const files = filesOf(io.ctx);
    if (!files) return io.notSimulated('WBLOCK without the run\'s file sandbox');
    let file: string;
    for (;;) {
      const typed = (yield* io.text('Enter name of output file: ')).trim();
      if (typed === '') return;
      file = /\.[a-z0-9]{1,4}$/i.test(typed.replace(/^.*[\\/]/, '')) ? typed : `${typed}.dwg`;
      if (files.isFile(file) && io.num('EXPERT', 0) < 2) {
        const q = yield* io.keyword('A drawing with this name already exists.\nDo you want to replace it? [Yes/No] <N>: ', { enter: true });
        if (q.kind !== 'keyword' || q.k !== 'Yes') continue;
      }
      break;
    }
    const a = yield* io.ask('Enter name of existing block or [= (block=output file)/* (whole drawing)] <define new drawing>: ', { text: true, enter: true, keywords: '= *' });
    const typed = a.kind === 'text' ? a.s.trim() : a.kind === 'keyword' ? a.k : '';
    if (typed === '*') {
      files.write(file, writeDxf(io.d.db, io.d.sysvars));
      return;
    }
    if (typed !== '') {
      const name = typed === '=' ? fileBaseName(file) : typed;
      const b = blockDef(io.d.db, name);
      if (!b) {
        io.complainText(MESSAGES.blockNoSuch(name));
        return;
      }
      files.write(file, blockAsDrawing(io.d, b));
      return;
    }
    let base;
    for (;;) {
      const p = yield* io.point('Specify insertion base point: ');
      if (p.kind === 'point') {
        base = p.p;
        break;
      }
    }
    const items = yield* selectObjects(io);
    if (items.length === 0) {
      io.message(MESSAGES.blockNothingSelected());
      return;
    }
    const db = io.d.db;
    const records = items.map((e) => db.getByEname(e)).filter((r): r is DbRecord => !!r);
    const m = compose(translate(-base[0], -base[1], -base[2]), wcsToUcs(io.ctx.sysvars));
    files.write(file, entitiesAsDrawing(io.d, records, m));
    const mode = io.num('WBLOCKCREATEMODE', 1);
    if (mode === 2) {
      eraseEntities(io, items);
      lastErased(io).items = items;
    } else if (mode === 0) blockFromObjects(io, items, fileBaseName(file), base, 0);
  },
});
