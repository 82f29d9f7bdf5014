/*
 * INSERT (block reference; MINSERT keeps its AcDbMInsertBlock marker from the file), and the ATTRIB
 * and ATTDEF entities, which share TEXT's text part. ATTRIB has two 280s in R2010+ files: the
 * version right after the marker and the lock-position flag at the end.
 */
import { insertFinish } from '../geometry/transform-types.js';
import { angleSet, templateType, Z_AXIS } from './schema.js';
import { TEXT_PART, TEXT_TRANSFORM } from './text.js';

export const INSERT = templateType(
  'INSERT',
  [
    { m: 'AcDbBlockReference' },
    { code: 66, omit: 0 },
    { code: 2 },
    { code: 10 },
    { code: 41, def: 1 },
    { code: 42, def: 1 },
    { code: 43, def: 1 },
    { code: 50, def: 0 },
    { code: 70, def: 0 },
    { code: 71, def: 0 },
    { code: 44, def: 0 },
    { code: 45, def: 0 },
    { code: 210, def: Z_AXIS },
  ],
  { required: [2, 10], angles: angleSet(50), refs: { 2: 'BLOCK' }, transform: { roles: { 10: 'ocsPoint', 210: 'normal' }, finish: insertFinish } },
);

export const ATTRIB = templateType(
  'ATTRIB',
  [
    { m: 'AcDbText' },
    ...TEXT_PART,
    { m: 'AcDbAttribute' },
    { code: 280, def: 0 },
    { code: 2 },
    { code: 70, def: 0 },
    { code: 73, def: 0 },
    { code: 74, def: 0 },
    { code: 280 },
  ],
  { required: [10, 1, 2], angles: angleSet(50, 51), refs: { 7: 'STYLE' }, transform: TEXT_TRANSFORM },
);

export const ATTDEF = templateType(
  'ATTDEF',
  [
    { m: 'AcDbText' },
    ...TEXT_PART,
    { m: 'AcDbAttributeDefinition' },
    { code: 280, def: 0 },
    { code: 3, def: '' },
    { code: 2 },
    { code: 70, def: 0 },
    { code: 73, def: 0 },
    { code: 74, def: 0 },
    { code: 280 },
  ],
  { required: [10, 1, 2], angles: angleSet(50, 51), refs: { 7: 'STYLE' }, transform: TEXT_TRANSFORM },
);
