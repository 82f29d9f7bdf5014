/*
 * The per-type entget template machinery. Each entity type file describes its subclass part as a
 * list of template items (markers and codes with defaults); `applyTemplate` turns whatever arrived
 * (a DXF group list, an entmake or entmod list) into AutoCAD's entget order with defaults filled.
 *
 * Two input modes:
 *  - strict (DXF): 100 markers split the input into segments matched to the template's markers by
 *    position; unknown codes stay at the end of the segment they came in.
 *  - loose (entmake/entmod/legacy R12): markers are ignored and one pool feeds the whole template,
 *    since scripts put groups in any order. Unknown codes go at the end.
 */
import type { TransformSpec } from '../geometry/transform.js';
import { TagBuilder, type GV, type Tags } from '../model/tags.js';

/** Values entmake fills from the drawing's current settings. */
export interface NormalizeEnv {
  /** layer, colour and linetype for groups left out (CLAYER/CECOLOR/CELTYPE for entmake, defaults for DXF) */
  layer: string;
  color: number;
  linetype: string;
  textSize: number;
  textStyle: string;
}

/** What a DXF file means when it leaves a group out. */
export const DXF_ENV: NormalizeEnv = { layer: '0', color: 256, linetype: 'BYLAYER', textSize: 2.5, textStyle: 'Standard' };

export type Dflt = GV | ((env: NormalizeEnv, part: Tags) => GV);

export type TItem =
  | { m: string | ((part: Tags) => string) }
  /** def: filled when absent; omit: left out when equal; rep: all occurrences go here; calc: computed */
  | { code: number; def?: Dflt; omit?: GV; rep?: boolean; calc?: (part: Tags, env: NormalizeEnv) => GV | undefined };

export interface EntityTypeDef {
  readonly type: string;
  /** introduced in R13 or later: entmake needs (100 . "AcDbEntity") and the subclass marker */
  readonly modern?: boolean;
  /** codes entmake cannot do without */
  readonly required: readonly number[];
  /** codes that are degrees in DXF and radians in entget */
  readonly angles?: ReadonlySet<number>;
  /** LWPOLYLINE keeps 2D vertices; every other type pads points to 3D */
  readonly flatPoints?: boolean;
  /** name references that must exist (entmake/entmod refuse unknown ones) */
  readonly refs?: Readonly<Record<number, 'STYLE' | 'LTYPE' | 'BLOCK' | 'DIMSTYLE'>>;
  /** the template items, for a type fully described by one (templateType) */
  readonly template?: readonly TItem[];
  /** the subclass part in entget order; `loose` for entmake/entmod input */
  normalize(part: Tags, env: NormalizeEnv, loose: boolean): Tags;
  /** extra validation for entmake/entmod (false = refuse) */
  validate?(part: Tags): boolean;
  /**
   * How a transform (MOVE, ROTATE, SCALE, MIRROR, TransformBy) maps the groups: geometry/transform.ts.
   * A function when it depends on the groups or, for a subentity, on its owner's groups.
   */
  readonly transform?: TransformSpec | ((groups: Tags, owner?: Tags) => TransformSpec);
}

// the template layout itself (a plan per input code sequence): template-plan.ts
export { applyTemplate, pad } from './template-plan.js';
import { applyTemplate } from './template-plan.js';

/** Keep the part as it came (types stored as data), padding points and adding markers only. */
export function rawNormalize(part: Tags, markers: readonly string[], loose: boolean): Tags {
  const out = new TagBuilder();
  const hasMarker = part.c.includes(100);
  if (!hasMarker) for (const m of markers) out.push(100, m);
  for (let i = 0; i < part.c.length; i++) {
    const code = part.c[i]!;
    if (loose && code === 100 && part.v[i] === 'AcDbEntity') continue;
    out.push(code, part.v[i]!);
  }
  return out.done();
}

export const DEG = Math.PI / 180;
export const angleSet = (...codes: number[]): ReadonlySet<number> => new Set(codes);
export const Z_AXIS: number[] = [0, 0, 1];
export const ORIGIN: number[] = [0, 0, 0];

/** A type whose subclass part is fully described by one template. */
export function templateType(
  type: string,
  items: readonly TItem[],
  opts: Omit<EntityTypeDef, 'type' | 'normalize' | 'required'> & { required?: readonly number[] } = {},
): EntityTypeDef {
  const flat = opts.flatPoints ?? false;
  return { ...opts, type, template: items, required: opts.required ?? [], normalize: (part, env, loose) => applyTemplate(part, items, env, loose, flat) };
}

/** A type stored as data: groups kept in their order, markers added when missing. */
export function rawType(type: string, markers: readonly string[], opts: Omit<EntityTypeDef, 'type' | 'normalize' | 'required'> & { required?: readonly number[] } = {}): EntityTypeDef {
  return { ...opts, type, required: opts.required ?? [], normalize: (part, _env, loose) => rawNormalize(part, markers, loose) };
}
