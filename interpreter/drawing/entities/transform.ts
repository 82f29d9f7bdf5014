/*
 * transformRecord: an entity's groups under a 3×4 matrix, from the transform its type declares
 * (entities/<type>.ts, or linear.ts for XLINE / RAY / LEADER). A VERTEX needs its POLYLINE's
 * groups (flags decide 2D or 3D, the extrusion its OCS). Types without a declaration are refused
 * ('unsupported'), as are non-uniform scales where AutoCAD refuses them.
 */
import { transformGroups, type PlaneCache, type TransformResult } from '../geometry/transform.js';
import type { Mat } from '../geometry/matrix.js';
import type { Tags } from '../model/tags.js';
import { DATA_TYPE_TRANSFORMS } from './linear.js';
import { entityType } from './registry.js';

export function transformRecord(record: { readonly type: string; readonly body: Tags }, m: Mat, owner?: { readonly body: Tags }, cache?: PlaneCache): TransformResult {
  const type = record.type.toUpperCase();
  const decl = entityType(type).transform ?? DATA_TYPE_TRANSFORMS[type];
  if (!decl) return { ok: false, error: 'unsupported' };
  const spec = typeof decl === 'function' ? decl(record.body, owner?.body) : decl;
  return transformGroups(spec, record.body, m, type === 'VERTEX' && owner ? owner.body : record.body, cache);
}

/** Whether a type declares a transform (types without one are refused as 'unsupported'). */
export const hasTransform = (type: string): boolean => {
  const t = type.toUpperCase();
  return entityType(t).transform !== undefined || DATA_TYPE_TRANSFORMS[t] !== undefined;
};
