/*
 * HATCH: stored as data in file order, since boundary loops and pattern lines repeat codes. Only
 * the pattern angle (52) and pattern-line angles (53) are converted; edge-arc angles stay as stored.
 */
import { hatchFinish } from '../geometry/transform-hatch.js';
import { angleSet, rawType } from './schema.js';

export const HATCH = rawType('HATCH', ['AcDbHatch'], {
  modern: true,
  required: [10, 2, 70, 91],
  angles: angleSet(52, 53),
  // boundary, pattern and seeds are read through geometry/hatch.ts's walk
  transform: { roles: { 10: 'elevationPoint', 210: 'normal' }, uniformOnly: true, finish: hatchFinish },
});
