/*
 * HATCH: stored as data in file order, since boundary loops and pattern lines repeat codes. Only
 * the pattern angle (52) and pattern-line angles (53) are converted; edge-arc angles stay as stored.
 */
import { angleSet, rawType } from './schema.js';

export const HATCH = rawType('HATCH', ['AcDbHatch'], { modern: true, required: [10, 2, 70, 91], angles: angleSet(52, 53) });
