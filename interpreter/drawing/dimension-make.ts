/*
 * Linear and aligned DIMENSION records and their anonymous *D picture blocks: the one
 * implementation DIMLINEAR, DIMALIGNED and the ActiveX AddDimAligned / AddDimRotated call.
 * The DIMENSION [DIMENSION DXF reference; entity-model.md §3]:
 *   100 AcDbDimension, 280 0, 2 *Dn, 10 definition point (where the dimension line meets the
 *   second extension line, WCS), 11 text middle (OCS), 12 0,0,0, 70 kind (0 rotated, 1 aligned,
 *   + 32: the block is this dimension's own), 1 "" (measured) or the override, 71 5 (middle
 *   centre), 72 1, 41 1.0, 42 the measurement, 73 74 75 52 53 54 51 0, 210, 3 dimension style,
 *   100 AcDbAlignedDimension, 13 14 the extension line origins (WCS), [50 angle,
 *   100 AcDbRotatedDimension] for a rotated (horizontal, vertical) one.
 * The picture block, in drawing coordinates, drawn from the dimension variables (DIMSCALE times
 * DIMASZ, DIMEXO, DIMEXE, DIMGAP, DIMTXT; DIMTAD 0: text centred on a broken dimension line;
 * DIMTIH: text horizontal when inside): the dimension line (two LINEs around the text), two
 * closed filled arrowheads (SOLIDs, length DIMASZ, width DIMASZ/3), the two extension lines, the
 * text as MTEXT ("\A1;" then the value, as AutoCAD writes it), and POINTs on layer Defpoints at
 * the three definition points. Lines, arrows and text are BYBLOCK (DIMCLRD/E/T 0). The text
 * follows DIMLUNIT / DIMDEC / DIMZIN / DIMLFAC / DIMPOST.
 */
import type { SysvarStore } from '../core/context.js';
import { formatLinear } from '../builtins/units-format.js';
import { lispNumber } from './geometry/groups.js';
import { textBoxLocal } from './geometry/text-box.js';
import type { Vec3 } from './geometry/vec.js';
import { defineBlock, type BlockHost, type EntityCopy } from './blocks.js';
import { buildEntityBody } from './entity-body.js';
import { TagBuilder, type GV } from './model/tags.js';
import { createLayer } from './tables.js';

export interface DimVars {
  scale: number;
  asz: number;
  exo: number;
  exe: number;
  gap: number;
  txt: number;
  tad: number;
  tih: boolean;
  lunit: number;
  dec: number;
  zin: number;
  lfac: number;
  post: string;
  style: string;
  textStyle: string;
}

export function dimVars(sv: SysvarStore): DimVars {
  const n = (name: string, d: number): number => lispNumber(sv.get(name), d);
  const s = (name: string, d: string): string => {
    const v = sv.get(name);
    return typeof v === 'string' ? v : d;
  };
  const scale = n('DIMSCALE', 1) || 1;
  return {
    scale, asz: n('DIMASZ', 0.18), exo: n('DIMEXO', 0.0625), exe: n('DIMEXE', 0.18), gap: n('DIMGAP', 0.09), txt: n('DIMTXT', 0.18),
    tad: n('DIMTAD', 0), tih: n('DIMTIH', 1) !== 0, lunit: n('DIMLUNIT', 2), dec: n('DIMDEC', 4), zin: n('DIMZIN', 0), lfac: n('DIMLFAC', 1),
    post: s('DIMPOST', ''), style: s('DIMSTYLE', 'Standard'), textStyle: s('DIMTXSTY', 'Standard'),
  };
}

/** The measured value as the dimension shows it. */
export function dimensionText(v: DimVars, measurement: number): string {
  const t = formatLinear(measurement * v.lfac, v.lunit, v.dec, { dimzin: v.zin, unitmode: 0 });
  if (!v.post) return t;
  return v.post.includes('<>') ? v.post.replace('<>', t) : `${t}${v.post}`;
}

export interface LinearDimSpec {
  p1: Vec3;
  p2: Vec3;
  /** a point the dimension line passes through */
  location: Vec3;
  /** radians; absent: aligned with p1 -> p2 (DIMALIGNED) */
  rotation?: number;
  /** the text instead of the measurement ("<>" stands for it); absent: measured */
  text?: string;
  /** radians; absent: by DIMTIH (horizontal) or along the line */
  textAngle?: number;
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: Vec3, b: Vec3, k = 1): Vec3 => [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k];
const dot2 = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1];
const tidy = (p: Vec3): Vec3 => p.map((x) => (Math.abs(x) < 1e-12 ? 0 : x)) as Vec3;

function piece(type: string, groups: Array<[number, GV]>, env: ReturnType<BlockHost['env']>): EntityCopy {
  const t = new TagBuilder();
  for (const [c, v] of groups) t.push(c, v);
  return { type, body: buildEntityBody(type, t.done(), env, true).body, head: null, xdata: null, subs: [] };
}

const BYBLOCK: Array<[number, GV]> = [[8, '0'], [62, 0], [6, 'ByBlock'], [370, -2]];

/**
 * Make the *D block and return the DIMENSION's own groups (add them with the current properties),
 * the block name and the measurement.
 */
export function linearDimension(d: BlockHost, v: DimVars, spec: LinearDimSpec): { groups: Array<[number, GV]>; block: string; measurement: number; text: string } {
  const { p1, p2, location } = spec;
  const aligned = spec.rotation === undefined;
  const ang = aligned ? Math.atan2(p2[1] - p1[1], p2[0] - p1[0]) : spec.rotation!;
  const u: Vec3 = [Math.cos(ang), Math.sin(ang), 0];
  const d1 = tidy(add(location, u, dot2(sub(p1, location), u)));
  const d2 = tidy(add(location, u, dot2(sub(p2, location), u)));
  const measurement = Math.abs(dot2(sub(p2, p1), u));
  const measured = dimensionText(v, measurement);
  const shown = spec.text === undefined || spec.text === '' ? measured : spec.text.replace('<>', measured);
  const s = v.scale;
  const h = v.txt * s;
  const mid: Vec3 = tidy([(d1[0] + d2[0]) / 2, (d1[1] + d2[1]) / 2, (d1[2] + d2[2]) / 2]);
  const textAngle = spec.textAngle ?? (v.tih ? 0 : normalUpright(ang));
  const [, , w] = textBoxLocal(shown, { height: h, widthFactor: 1, oblique: 0 });
  // how far the text reaches along the dimension line, plus the gap either side
  const rel = textAngle - ang;
  const half = (Math.abs(w * Math.cos(rel)) + Math.abs(h * Math.sin(rel))) / 2 + v.gap * s;
  const len = Math.hypot(d2[0] - d1[0], d2[1] - d1[1]);
  const env = { ...d.env(), layer: '0' };
  const parts: EntityCopy[] = [];
  const dir: Vec3 = len > 0 ? [(d2[0] - d1[0]) / len, (d2[1] - d1[1]) / len, 0] : u;
  if (v.tad === 0 && len > 2 * half) {
    parts.push(piece('LINE', [...BYBLOCK, [10, d1], [11, tidy(add(mid, dir, -half))]], env));
    parts.push(piece('LINE', [...BYBLOCK, [10, tidy(add(mid, dir, half))], [11, d2]], env));
  } else parts.push(piece('LINE', [...BYBLOCK, [10, d1], [11, d2]], env));
  const a = v.asz * s;
  for (const [tip, inward] of [[d1, dir], [d2, [-dir[0], -dir[1], 0] as Vec3]] as const) {
    const base = add(tip, inward, a);
    const n: Vec3 = [-inward[1] * (a / 6), inward[0] * (a / 6), 0];
    const c1 = tidy(add(base, n));
    const c2 = tidy(add(base, n, -1));
    parts.push(piece('SOLID', [[8, '0'], [62, 0], [370, -2], [10, tidy([...tip] as Vec3)], [11, c1], [12, c2], [13, c2]], env));
  }
  for (const [org, end] of [[p1, d1], [p2, d2]] as const) {
    const l = Math.hypot(end[0] - org[0], end[1] - org[1]);
    if (l <= 1e-12) continue;
    const e: Vec3 = [(end[0] - org[0]) / l, (end[1] - org[1]) / l, 0];
    parts.push(piece('LINE', [...BYBLOCK, [10, tidy(add(org, e, v.exo * s))], [11, tidy(add(end, e, v.exe * s))]], env));
  }
  const textMid: Vec3 = v.tad === 0 ? mid : tidy(add(mid, [-Math.sin(ang), Math.cos(ang), 0], h / 2 + v.gap * s));
  parts.push(piece('MTEXT', [[8, '0'], [62, 0], [10, textMid], [40, h], [41, 0], [71, 5], [72, 1], [1, `\\A1;${shown}`], [7, v.textStyle], [50, textAngle]], env));
  if (!d.db.tableEntry('LAYER', 'Defpoints')) createLayer(d.db, 'Defpoints');
  for (const p of [p1, p2, d2]) parts.push(piece('POINT', [[8, 'Defpoints'], [10, tidy([...p] as Vec3)]], env));
  const def = defineBlock(d, { name: '*D', base: [0, 0, 0], flags: 1, contents: parts });
  const groups: Array<[number, GV]> = [
    [100, 'AcDbDimension'], [280, 0], [2, def.name], [10, d2], [11, textMid], [12, [0, 0, 0]], [70, (aligned ? 1 : 0) | 32],
    [1, spec.text ?? ''], [71, 5], [72, 1], [41, 1], [42, measurement], [73, 0], [74, 0], [75, 0], [52, 0], [53, spec.textAngle ?? 0], [54, 0], [51, 0],
    [210, [0, 0, 1]], [3, v.style], [100, 'AcDbAlignedDimension'], [13, tidy([...p1] as Vec3)], [14, tidy([...p2] as Vec3)],
  ];
  if (!aligned) groups.push([50, ang], [100, 'AcDbRotatedDimension']);
  return { groups, block: def.name, measurement, text: shown };
}

/** Text along a line reads from the left or from below: the line's angle turned into (-90°, 90°]. */
function normalUpright(a: number): number {
  let t = a % Math.PI;
  if (t <= -Math.PI / 2) t += Math.PI;
  if (t > Math.PI / 2) t -= Math.PI;
  return t;
}
