/* POINT: location, thickness, extrusion and the x-axis angle used by PDMODE symbols (order inferred). */
import { angleSet, templateType, Z_AXIS } from './schema.js';

export const POINT = templateType(
  'POINT',
  [{ m: 'AcDbPoint' }, { code: 10 }, { code: 39, omit: 0 }, { code: 210, def: Z_AXIS }, { code: 50, def: 0 }],
  { required: [10], angles: angleSet(50), transform: { roles: { 10: 'wcsPoint', 39: 'thickness', 210: 'normal', 50: 'angle' } } },
);
