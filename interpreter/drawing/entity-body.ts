/*
 * One entity body in entget form from any input (DXF groups, entmake/entmod lists): the AcDbEntity
 * part through the common template, the subclass part through the type's template.
 */
import { normalizeCommon, splitBody } from './entities/common.js';
import { entityType } from './entities/registry.js';
import type { NormalizeEnv } from './entities/schema.js';
import type { Tags } from './model/tags.js';

export interface BuiltBody {
  body: Tags;
  /** 67 as given (1 = paper space) */
  space: number | undefined;
  /** 410 as given */
  layout: string | undefined;
  /** the subclass part alone (for validation) */
  part: Tags;
}

export function buildEntityBody(type: string, input: Tags, env: NormalizeEnv, loose: boolean): BuiltBody {
  const def = entityType(type);
  const sp = splitBody(input, loose);
  const common = normalizeCommon(sp.common, env);
  const part = def.normalize(sp.part, env, loose);
  // concat makes arrays of exactly the length needed (a DXF reader keeps them as they are)
  const body: Tags = { c: common.c.concat(part.c), v: common.v.concat(part.v) };
  return { body, space: sp.space, layout: sp.layout, part };
}
