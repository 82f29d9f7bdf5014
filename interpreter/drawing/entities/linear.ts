/*
 * Transforms of the types kept as data without a definition of their own (entityType gives them
 * a keep-as-data one): XLINE and RAY (a WCS point and a unit direction) and LEADER (WCS vertices,
 * its horizontal direction and offsets as vectors, text height and width as lengths).
 */
import type { TransformSpec } from '../geometry/transform.js';

const INFINITE_LINE: TransformSpec = { roles: { 10: 'wcsPoint', 11: 'wcsUnit' } };

export const DATA_TYPE_TRANSFORMS: Readonly<Record<string, TransformSpec>> = {
  XLINE: INFINITE_LINE,
  RAY: INFINITE_LINE,
  LEADER: { roles: { 10: 'wcsPoint', 40: 'length', 41: 'length', 210: 'normal', 211: 'wcsUnit', 212: 'wcsVector', 213: 'wcsVector' } },
};
