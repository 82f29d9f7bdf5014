/*
 * LWPOLYLINE: a header (90 count, 70 flags, 43 constant width, 38 elevation, 39 thickness), then per
 * vertex a 2D point followed by 40 41 42 (bulge) 91, then 210. The count in 90 is always recomputed
 * from the vertices, so entmod can add or drop vertices without touching it.
 */
import type { GV, Tags } from '../model/tags.js';
import { Z_AXIS, type EntityTypeDef } from './schema.js';

const HEADER: ReadonlyArray<[number, number]> = [
  [70, 0],
  [43, 0],
  [38, 0],
  [39, 0],
];
const VERTEX_CODES = [40, 41, 42, 91] as const;
const vertexSlot = (c: number): number => (c === 40 ? 0 : c === 41 ? 1 : c === 42 ? 2 : c === 91 ? 3 : -1);
const headerSlot = (c: number): number => (c === 70 ? 0 : c === 43 ? 1 : c === 38 ? 2 : c === 39 ? 3 : -1);

export const LWPOLYLINE: EntityTypeDef = {
  type: 'LWPOLYLINE',
  modern: true,
  required: [10],
  flatPoints: true,
  transform: {
    roles: { 10: 'ocsPoint', 38: 'elevation', 39: 'thickness', 40: 'length', 41: 'length', 43: 'length', 42: 'bulge', 210: 'normal' },
    elevation: 38,
    uniformOnly: true,
  },
  normalize(part: Tags): Tags {
    // one pass to place every group, then the output written once at its exact length
    const pc = part.c;
    const pv = part.v;
    const len = pc.length;
    let np = 0;
    for (let i = 0; i < len; i++) if (pc[i] === 10) np++;
    const head: Array<GV | undefined> = [undefined, undefined, undefined, undefined];
    const points = new Array<GV>(np);
    const groups = new Array<GV | undefined>(np * 4).fill(undefined);
    let extras: number[] | null = null;
    let extrusion: GV = Z_AXIS;
    let marker = 'AcDbPolyline';
    let n = 0;
    for (let i = 0; i < len; i++) {
      const c = pc[i]!;
      const v = pv[i]!;
      const slot = vertexSlot(c);
      if (c === 10) {
        // a 2D point as it is (records are never written), anything else cut to 2D
        points[n++] = Array.isArray(v) && v.length !== 2 ? [v[0]!, v[1]!] : v;
      } else if (n > 0 && slot >= 0 && groups[(n - 1) * 4 + slot] === undefined) groups[(n - 1) * 4 + slot] = v;
      else if (c === 210) extrusion = v;
      else if (c === 90) continue;
      else if (c === 100) {
        if (v !== 'AcDbPolyline' && v !== 'AcDbEntity') (extras ??= []).push(i);
        else if (v === 'AcDbPolyline') marker = v;
      } else if (n === 0 && headerSlot(c) >= 0 && head[headerSlot(c)] === undefined) head[headerSlot(c)] = v;
      else (extras ??= []).push(i);
    }
    const size = 2 + HEADER.length + 5 * np + 1 + (extras ? extras.length : 0);
    const oc = new Array<number>(size);
    const ov = new Array<GV>(size);
    let o = 0;
    const put = (code: number, value: GV) => {
      oc[o] = code;
      ov[o++] = value;
    };
    put(100, marker);
    put(90, np);
    for (let k = 0; k < HEADER.length; k++) put(HEADER[k]![0], head[k] ?? HEADER[k]![1]);
    for (let k = 0; k < np; k++) {
      put(10, points[k]!);
      for (let s = 0; s < 4; s++) put(VERTEX_CODES[s]!, groups[k * 4 + s] ?? 0);
    }
    put(210, extrusion);
    if (extras) for (const i of extras) put(pc[i]!, pv[i]!);
    return { c: oc, v: ov };
  },
};
