/* LINE: two points (WCS); thickness shown only when not 0. */
import { ORIGIN, templateType, Z_AXIS } from './schema.js';

export const LINE = templateType(
  'LINE',
  [{ m: 'AcDbLine' }, { code: 39, omit: 0 }, { code: 10, def: ORIGIN }, { code: 11, def: ORIGIN }, { code: 210, def: Z_AXIS }],
  { required: [10, 11], transform: { roles: { 10: 'wcsPoint', 11: 'wcsPoint', 39: 'thickness', 210: 'normal' } } },
);
