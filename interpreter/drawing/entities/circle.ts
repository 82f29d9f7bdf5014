/* CIRCLE: centre and radius in the entity's OCS. */
import { templateType, Z_AXIS } from './schema.js';

export const CIRCLE = templateType(
  'CIRCLE',
  [{ m: 'AcDbCircle' }, { code: 39, omit: 0 }, { code: 10 }, { code: 40 }, { code: 210, def: Z_AXIS }],
  {
    required: [10, 40],
    validate: (p) => (p.v[p.c.indexOf(40)] as number) > 0,
    transform: { roles: { 10: 'ocsPoint', 40: 'length', 39: 'thickness', 210: 'normal' }, uniformOnly: true },
  },
);
