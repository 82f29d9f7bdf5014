/*
 * BLOCK and ENDBLK, the brackets of a block definition. entget of a BLOCK shows the computed -2
 * (first entity of the definition) between the base point and the name.
 */
import { ORIGIN, templateType } from './schema.js';

export const BLOCK = templateType(
  'BLOCK',
  [
    { m: 'AcDbBlockBegin' },
    { code: 70, def: 0 },
    { code: 10, def: ORIGIN },
    { code: -2, calc: () => '' },
    { code: 2 },
    { code: 1, def: '' },
    { code: 3, calc: () => undefined },
    { code: 4 },
  ],
  { required: [2, 10] },
);

export const ENDBLK = templateType('ENDBLK', [{ m: 'AcDbBlockEnd' }], { required: [] });
