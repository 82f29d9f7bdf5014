/*
 * EXTEND: the quick and standard modes of trim-extend.ts (TRIMEXTENDMODE), on drawing/edit
 * extendEntity: the end nearest the pick point runs on to the first boundary. Sources: EXTEND
 * command reference, TRIMEXTENDMODE system variable.
 */
import { defineCommand } from './engine/command-def.js';
import { trimOrExtend } from './trim-extend.js';

export const EXTEND = defineCommand({
  names: ['EXTEND'],
  *run(io) {
    yield* trimOrExtend(io, 'EXTEND');
  },
});
