/* ARC: a circle part plus start/end angles (degrees in DXF, radians in entget). */
import { angleSet, templateType, Z_AXIS } from './schema.js';

export const ARC = templateType(
  'ARC',
  [
    { m: 'AcDbCircle' },
    { code: 39, omit: 0 },
    { code: 10 },
    { code: 40 },
    { code: 210, def: Z_AXIS },
    { m: 'AcDbArc' },
    { code: 50 },
    { code: 51 },
  ],
  {
    required: [10, 40, 50, 51],
    angles: angleSet(50, 51),
    validate: (p) => (p.v[p.c.indexOf(40)] as number) > 0,
    transform: { roles: { 10: 'ocsPoint', 40: 'length', 50: 'startAngle', 51: 'endAngle', 39: 'thickness', 210: 'normal' }, uniformOnly: true },
  },
);
