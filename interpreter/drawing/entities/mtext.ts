/*
 * MTEXT. Long contents arrive as 3-groups followed by a final 1-group; all 3-groups stay in order.
 * Code 50 is kept as stored (the DXF reference says radians; see known-deviations for the doubt).
 */
import { mtextFinish } from '../geometry/transform-types.js';
import { templateType, Z_AXIS } from './schema.js';

export const MTEXT = templateType(
  'MTEXT',
  [
    { m: 'AcDbMText' },
    { code: 10 },
    { code: 40, def: (env) => env.textSize },
    { code: 41, def: 0 },
    { code: 46, def: 0 },
    { code: 71, def: 1 },
    { code: 72, def: 1 },
    { code: 3, rep: true },
    { code: 1, def: '' },
    { code: 7, def: (env) => env.textStyle },
    { code: 210, def: Z_AXIS },
    { code: 11, def: [1, 0, 0] },
    { code: 42 },
    { code: 43 },
    { code: 50, def: 0 },
    { code: 73, def: 1 },
    { code: 44, def: 1 },
    { code: 90 },
    { code: 63 },
    { code: 45 },
    { code: 441 },
  ],
  {
    modern: true,
    required: [10],
    refs: { 7: 'STYLE' },
    transform: { roles: { 10: 'wcsPoint', 40: 'length', 41: 'length', 42: 'length', 43: 'length', 46: 'length' }, uniformOnly: true, finish: mtextFinish },
  },
);
