/*
 * LWPOLYLINE: a header (90 count, 70 flags, 43 constant width, 38 elevation, 39 thickness), then per
 * vertex a 2D point followed by 40 41 42 (bulge) 91, then 210. The count in 90 is always recomputed
 * from the vertices, so entmod can add or drop vertices without touching it.
 */
import { TagBuilder, type GV, type Tags } from '../model/tags.js';
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
    // header and per-vertex groups in slots (first occurrence wins), no map per vertex: a DXF
    // file's LWPOLYLINEs all pass through here
    const head: Array<GV | undefined> = [undefined, undefined, undefined, undefined];
    const points: GV[] = [];
    const groups: Array<GV | undefined> = [];
    const extras = new TagBuilder();
    let extrusion: GV = Z_AXIS;
    let marker = 'AcDbPolyline';
    for (let i = 0; i < part.c.length; i++) {
      const c = part.c[i]!;
      const v = part.v[i]!;
      const n = points.length;
      const slot = vertexSlot(c);
      if (c === 10) {
        points.push(Array.isArray(v) ? [v[0]!, v[1]!] : v);
        groups.push(undefined, undefined, undefined, undefined);
      } else if (n > 0 && slot >= 0 && groups[(n - 1) * 4 + slot] === undefined) groups[(n - 1) * 4 + slot] = v;
      else if (c === 210) extrusion = v;
      else if (c === 90) continue;
      else if (c === 100) {
        if (v !== 'AcDbPolyline' && v !== 'AcDbEntity') extras.push(c, v);
        else if (v === 'AcDbPolyline') marker = v;
      } else if (n === 0 && headerSlot(c) >= 0 && head[headerSlot(c)] === undefined) head[headerSlot(c)] = v;
      else extras.push(c, v);
    }
    const out = new TagBuilder();
    out.push(100, marker).push(90, points.length);
    for (let k = 0; k < HEADER.length; k++) out.push(HEADER[k]![0], head[k] ?? HEADER[k]![1]);
    for (let n = 0; n < points.length; n++) {
      out.push(10, points[n]!);
      for (let k = 0; k < 4; k++) out.push(VERTEX_CODES[k]!, groups[n * 4 + k] ?? 0);
    }
    out.push(210, extrusion);
    return out.append(extras.done()).done();
  },
};
