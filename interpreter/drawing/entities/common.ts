/*
 * The AcDbEntity part every entity shares: layer, linetype, colour and the other common properties,
 * in ezdxf's writer order, with BYLAYER values left out as entget does. 67/410 are not stored: they
 * follow from the owner (model space, a layout, a block definition).
 */
import { TagBuilder, type Tags } from '../model/tags.js';
import { applyTemplate, type NormalizeEnv, type TItem } from './schema.js';

/** Codes of the AcDbEntity subclass (67 and 410 are derived and dropped). */
export const COMMON_CODES: ReadonlySet<number> = new Set([67, 410, 8, 6, 347, 62, 370, 48, 60, 420, 430, 440, 380, 390, 284, 348]);

export const COMMON_TEMPLATE: readonly TItem[] = [
  { m: 'AcDbEntity' },
  { code: 8, def: (env) => env.layer },
  { code: 6, def: (env) => env.linetype, omit: 'BYLAYER' },
  { code: 347 },
  { code: 62, def: (env) => env.color, omit: 256 },
  { code: 370, omit: -1 },
  { code: 48, omit: 1 },
  { code: 60, omit: 0 },
  { code: 420 },
  { code: 430 },
  { code: 440 },
  { code: 380 },
  { code: 390 },
  { code: 284 },
  { code: 348 },
];

export interface SplitBody {
  common: Tags;
  part: Tags;
  /** 67 as given (1 = paper space), when present */
  space: number | undefined;
  /** 410 as given, when present */
  layout: string | undefined;
}

/**
 * Separate the AcDbEntity groups from the subclass part. With an AcDbEntity marker (DXF) the common
 * segment runs to the next marker; without one (R12, entmake lists) common codes are taken from
 * anywhere in the list (loose) or from the leading run (strict legacy files).
 */
export function splitBody(body: Tags, loose: boolean): SplitBody {
  const common = new TagBuilder();
  const part = new TagBuilder();
  let space: number | undefined;
  let layout: string | undefined;
  const bc = body.c;
  const bv = body.v;
  const n = bc.length;
  let mk = -1;
  for (let i = 0; i < n; i++)
    if (bc[i] === 100 && bv[i] === 'AcDbEntity') {
      mk = i;
      break;
    }
  // 67/410 are taken out, other common codes kept once (the first): no closure per body (a DXF
  // reader splits every entity here)
  if (mk >= 0 && !loose) {
    let end = mk + 1;
    while (end < n && bc[end] !== 100) end++;
    part.append(body, 0, mk);
    for (let i = mk + 1; i < end; i++) {
      const code = bc[i]!;
      if (code === 67) space = bv[i] as number;
      else if (code === 410) layout = bv[i] as string;
      else if (!common.c.includes(code)) common.push(code, bv[i]!);
    }
    part.append(body, end, n);
  } else if (loose) {
    for (let i = 0; i < n; i++) {
      const c = bc[i]!;
      if (c === 100 && bv[i] === 'AcDbEntity') continue;
      if (!COMMON_CODES.has(c)) part.push(c, bv[i]!);
      else if (c === 67) space = bv[i] as number;
      else if (c === 410) layout = bv[i] as string;
      else if (!common.c.includes(c)) common.push(c, bv[i]!);
    }
  } else {
    let i = 0;
    for (; i < n && COMMON_CODES.has(bc[i]!); i++) {
      const c = bc[i]!;
      if (c === 67) space = bv[i] as number;
      else if (c === 410) layout = bv[i] as string;
      else if (!common.c.includes(c)) common.push(c, bv[i]!);
    }
    for (; i < n; i++) {
      const c = bc[i]!;
      if (c === 67) space = bv[i] as number;
      else if (c === 410) layout = bv[i] as string;
      else part.push(c, bv[i]!);
    }
  }
  return { common: common.done(), part: part.done(), space, layout };
}

export function normalizeCommon(common: Tags, env: NormalizeEnv): Tags {
  return applyTemplate(common, COMMON_TEMPLATE, env, true);
}
