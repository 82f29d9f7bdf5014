/* ELLIPSE: centre, major axis end relative to the centre, ratio and start/end parameters (radians). */
import { ellipseFinish } from '../geometry/transform-types.js';
import { templateType, Z_AXIS } from './schema.js';

export const ELLIPSE = templateType(
  'ELLIPSE',
  [{ m: 'AcDbEllipse' }, { code: 10 }, { code: 11 }, { code: 210, def: Z_AXIS }, { code: 40 }, { code: 41, def: 0 }, { code: 42, def: 2 * Math.PI }],
  {
    modern: true,
    required: [10, 11, 40],
    validate: (p) => {
      const r = p.v[p.c.indexOf(40)] as number;
      return r > 0 && r <= 1;
    },
    transform: { roles: { 10: 'wcsPoint', 210: 'normal' }, uniformOnly: true, finish: ellipseFinish },
  },
);
