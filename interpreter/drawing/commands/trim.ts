/*
 * TRIM: the quick and standard modes of trim-extend.ts (TRIMEXTENDMODE), on drawing/edit
 * trimEntity. Idiom: (setvar "TRIMEXTENDMODE" 0) (command "._trim" edge "" (list e pt) "").
 * Sources: TRIM command reference, TRIMEXTENDMODE system variable, About Passing Pick Points to
 * AutoCAD Commands (AutoLISP).
 */
import { defineCommand } from './engine/command-def.js';
import { trimOrExtend } from './trim-extend.js';

export const TRIM = defineCommand({
  names: ['TRIM'],
  *run(io) {
    yield* trimOrExtend(io, 'TRIM');
  },
});
