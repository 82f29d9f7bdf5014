/* Smaller legacy types seen in real drawings (3DFACE, SOLID, TRACE, SHAPE, VIEWPORT). */
import type { TransformSpec } from '../geometry/transform.js';
import { angleSet, rawType, templateType, Z_AXIS } from './schema.js';

/** SOLID and TRACE: four OCS corners (any affine map keeps a quadrilateral one). */
const PLANAR_CORNERS: TransformSpec = { roles: { 10: 'ocsPoint', 11: 'ocsPoint', 12: 'ocsPoint', 13: 'ocsPoint', 39: 'thickness', 210: 'normal' } };

const corners = [{ code: 10 }, { code: 11 }, { code: 12 }, { code: 13 }];

export const FACE3D = templateType('3DFACE', [{ m: 'AcDbFace' }, ...corners, { code: 70, omit: 0 }], {
  required: [10, 11, 12],
  transform: { roles: { 10: 'wcsPoint', 11: 'wcsPoint', 12: 'wcsPoint', 13: 'wcsPoint' } },
});
export const SOLID = templateType('SOLID', [{ m: 'AcDbTrace' }, ...corners, { code: 39, omit: 0 }, { code: 210, def: Z_AXIS }], { required: [10, 11, 12], transform: PLANAR_CORNERS });
export const TRACE = templateType('TRACE', [{ m: 'AcDbTrace' }, ...corners, { code: 39, omit: 0 }, { code: 210, def: Z_AXIS }], { required: [10, 11, 12], transform: PLANAR_CORNERS });
export const SHAPE = templateType(
  'SHAPE',
  [{ m: 'AcDbShape' }, { code: 39, omit: 0 }, { code: 10 }, { code: 40 }, { code: 2 }, { code: 50, def: 0 }, { code: 41, def: 1 }, { code: 51, def: 0 }, { code: 210, def: Z_AXIS }],
  {
    required: [10, 40, 2],
    angles: angleSet(50, 51),
    transform: { roles: { 10: 'ocsPoint', 40: 'length', 50: 'angle', 39: 'thickness', 210: 'normal' }, uniformOnly: true },
  },
);
export const VIEWPORT = rawType('VIEWPORT', ['AcDbViewport']);
