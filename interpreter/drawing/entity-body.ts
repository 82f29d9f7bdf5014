/*
 * One entity body in entget form from any input (DXF groups, entmake/entmod lists): the AcDbEntity
 * part through the common template, the subclass part through the type's template.
 */
import { normalizeCommon, splitBody } from './entities/common.js';
import { entityType } from './entities/registry.js';
import type { NormalizeEnv } from './entities/schema.js';
import type { GV, Tags } from './model/tags.js';

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
  const body = joined(common, part);
  return { body, space: sp.space, layout: sp.layout, part };
}

/** a then b in arrays of exactly the length needed (a DXF reader keeps them as they are). */
function joined(a: Tags, b: Tags): Tags {
  const na = a.c.length;
  const n = na + b.c.length;
  const c = new Array<number>(n);
  const v = new Array<GV>(n);
  for (let i = 0; i < na; i++) {
    c[i] = a.c[i]!;
    v[i] = a.v[i]!;
  }
  for (let i = na; i < n; i++) {
    c[i] = b.c[i - na]!;
    v[i] = b.v[i - na]!;
  }
  return { c, v };
}
