/* DIMENSION: stored as data (subclass layout depends on the dimension kind); angles converted. */
import { angleSet, rawType } from './schema.js';

export const DIMENSION = rawType('DIMENSION', ['AcDbDimension'], { required: [10], angles: angleSet(50, 51, 52, 53, 54), refs: { 3: 'DIMSTYLE' } });
