/*
 * LWPOLYLINE's layout as it was before its slots (interpreter/drawing/entities/lwpolyline.ts): kept
 * only so a test can check the new one gives the same groups for every input.
 */
import { TagBuilder, type GV, type Tags } from '../../../interpreter/drawing/model/tags.js';
import { Z_AXIS } from '../../../interpreter/drawing/entities/schema.js';

const HEADER: ReadonlyArray<[number, number]> = [
  [70, 0],
  [43, 0],
  [38, 0],
  [39, 0],
];
const VERTEX_CODES = [40, 41, 42, 91] as const;

export function legacyLwpolylineNormalize(part: Tags): Tags {
  const head = new Map<number, GV>();
  const verts: Array<{ p: GV; g: Map<number, GV> }> = [];
  const extras = new TagBuilder();
  let extrusion: GV = Z_AXIS;
  let marker = 'AcDbPolyline';
  for (let i = 0; i < part.c.length; i++) {
    const c = part.c[i]!;
    const v = part.v[i]!;
    const last = verts[verts.length - 1];
    if (c === 10) verts.push({ p: Array.isArray(v) ? [v[0]!, v[1]!] : v, g: new Map() });
    else if (last && (VERTEX_CODES as readonly number[]).includes(c) && !last.g.has(c)) last.g.set(c, v);
    else if (c === 210) extrusion = v;
    else if (c === 90) continue;
    else if (c === 100) {
      if (v !== 'AcDbPolyline' && v !== 'AcDbEntity') extras.push(c, v);
      else if (v === 'AcDbPolyline') marker = v;
    } else if (!last && HEADER.some(([h]) => h === c) && !head.has(c)) head.set(c, v);
    else extras.push(c, v);
  }
  const out = new TagBuilder();
  out.push(100, marker).push(90, verts.length);
  for (const [c, d] of HEADER) out.push(c, head.get(c) ?? d);
  for (const vx of verts) {
    out.push(10, vx.p);
    for (const c of VERTEX_CODES) out.push(c, vx.g.get(c) ?? 0);
  }
  out.push(210, extrusion);
  return out.append(extras.done()).done();
}
