/* Smaller legacy types seen in real drawings (3DFACE, SOLID, TRACE, SHAPE, VIEWPORT). */
import { angleSet, rawType, templateType, Z_AXIS } from './schema.js';

const corners = [{ code: 10 }, { code: 11 }, { code: 12 }, { code: 13 }];

export const FACE3D = templateType('3DFACE', [{ m: 'AcDbFace' }, ...corners, { code: 70, omit: 0 }], { required: [10, 11, 12] });
export const SOLID = templateType('SOLID', [{ m: 'AcDbTrace' }, ...corners, { code: 39, omit: 0 }, { code: 210, def: Z_AXIS }], { required: [10, 11, 12] });
export const TRACE = templateType('TRACE', [{ m: 'AcDbTrace' }, ...corners, { code: 39, omit: 0 }, { code: 210, def: Z_AXIS }], { required: [10, 11, 12] });
export const SHAPE = templateType(
  'SHAPE',
  [{ m: 'AcDbShape' }, { code: 39, omit: 0 }, { code: 10 }, { code: 40 }, { code: 2 }, { code: 50, def: 0 }, { code: 41, def: 1 }, { code: 51, def: 0 }, { code: 210, def: Z_AXIS }],
  { required: [10, 40, 2], angles: angleSet(50, 51) },
);
export const VIEWPORT = rawType('VIEWPORT', ['AcDbViewport']);
