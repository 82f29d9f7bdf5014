/*
 * TEXT, and the text part ATTRIB/ATTDEF share. entget fills everything the DXF file leaves out:
 * 50 41 51 7 71 72 11 210 and, after the second AcDbText marker, 73.
 */
import { textFinish } from '../geometry/transform-types.js';
import type { TransformSpec } from '../geometry/transform.js';
import { angleSet, ORIGIN, templateType, Z_AXIS, type TItem } from './schema.js';

/** TEXT, ATTRIB and ATTDEF under a transform: OCS points, height, rotation and mirroring flags. */
export const TEXT_TRANSFORM: TransformSpec = {
  roles: { 10: 'ocsPoint', 11: 'ocsPoint', 40: 'length', 39: 'thickness', 210: 'normal' },
  uniformOnly: true,
  finish: textFinish,
};

export const TEXT_PART: readonly TItem[] = [
  { code: 39, omit: 0 },
  { code: 10 },
  { code: 40, def: (env) => env.textSize },
  { code: 1 },
  { code: 50, def: 0 },
  { code: 41, def: 1 },
  { code: 51, def: 0 },
  { code: 7, def: (env) => env.textStyle },
  { code: 71, def: 0 },
  { code: 72, def: 0 },
  { code: 11, def: ORIGIN },
  { code: 210, def: Z_AXIS },
];

export const TEXT = templateType('TEXT', [{ m: 'AcDbText' }, ...TEXT_PART, { m: 'AcDbText' }, { code: 73, def: 0 }], {
  required: [10, 1],
  angles: angleSet(50, 51),
  refs: { 7: 'STYLE' },
  transform: TEXT_TRANSFORM,
});
