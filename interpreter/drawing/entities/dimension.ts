/* DIMENSION: stored as data (subclass layout depends on the dimension kind); angles converted. */
import { dimensionFinish } from '../geometry/transform-types.js';
import { angleSet, rawType } from './schema.js';

export const DIMENSION = rawType('DIMENSION', ['AcDbDimension'], {
  required: [10],
  angles: angleSet(50, 51, 52, 53, 54),
  refs: { 3: 'DIMSTYLE' },
  // 10 13 14 15 are WCS, 11 12 16 OCS (DXF reference); the anonymous block 2 must move with it
  transform: {
    roles: { 10: 'wcsPoint', 11: 'ocsPoint', 12: 'ocsPoint', 13: 'wcsPoint', 14: 'wcsPoint', 15: 'wcsPoint', 16: 'ocsPoint', 50: 'angle', 210: 'normal' },
    uniformOnly: true,
    dependentBlock: 2,
    finish: dimensionFinish,
  },
});
