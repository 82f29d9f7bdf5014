/*
 * The HATCH transform's finishing step, over the boundary walk of hatch.ts: boundary points and
 * seeds are 2D OCS points at the hatch elevation; polyline bulges change sign when mirrored; arc
 * and elliptic-arc edges keep their travel and flip their counter-clockwise flag (73) when mirrored
 * (angles in degrees; clockwise edges measure them clockwise); spline edges map their control and
 * fit points and tangents. The pattern follows: 52 and the pattern-line angles 53 turn, 41 and the
 * dash lengths 49 scale, the line base points (43 44) and offsets (45 46) map.
 */
import type { GV, Tags } from './groups.js';
import { asVec, point } from './groups.js';
import { DEG, parseHatch } from './hatch.js';
import type { PlaneMap, TransformError } from './transform.js';

export function hatchFinish(x: PlaneMap, src: Tags, out: GV[]): TransformError | undefined {
  const elev = point(src, 10)?.[2] ?? 0;
  const v = src.v;
  const nv = (i: number, dflt: number): number => (i >= 0 && typeof v[i] === 'number' ? (v[i] as number) : dflt);
  const pt = (i: number): void => {
    const p = i >= 0 ? asVec(v[i]) : undefined;
    if (!p) return;
    const q = x.ocsPoint([p[0], p[1], elev]);
    out[i] = (v[i] as number[]).length > 2 ? [q[0], q[1], p[2]] : [q[0], q[1]];
  };
  const vec = (i: number): void => {
    const p = i >= 0 ? asVec(v[i]) : undefined;
    if (!p) return;
    const q = x.planeVector(p[0], p[1]);
    out[i] = (v[i] as number[]).length > 2 ? [q[0], q[1], p[2]] : [q[0], q[1]];
  };
  const scaleAt = (i: number): void => {
    if (i >= 0 && typeof v[i] === 'number') out[i] = (v[i] as number) * x.s;
  };
  const layout = parseHatch(src);
  for (const loop of layout.loops) {
    for (const i of loop.verts ?? []) pt(i);
    for (const i of loop.bulges ?? []) if (i >= 0 && x.flip && typeof v[i] === 'number') out[i] = -(v[i] as number);
    for (const e of loop.edges ?? []) {
      if (e.t === 'line') {
        pt(e.a);
        pt(e.b);
      } else if (e.t === 'spline') {
        for (const i of [...e.ctrl, ...e.fit]) pt(i);
        for (const i of e.tangents) vec(i);
      } else {
        pt(e.c);
        if (e.t === 'arc') scaleAt(e.r);
        else vec(e.major);
        // travel as angles (degrees) from the start to the end, in the direction of travel
        const ccw = nv(e.ccw, 1) !== 0;
        const s = nv(e.s, 0);
        const en = nv(e.e, 360);
        const full = Math.abs(en - s) >= 360 - 1e-9;
        const from = ccw ? s : -s;
        const to = ccw ? en : -en;
        // arcs map their angles; elliptic arcs keep their parameters (the axes map with them), mirrored ones negated
        const map = (a: number): number => (e.t === 'arc' ? x.angle(a * DEG) / DEG : x.flip ? -a : a);
        let a0 = map(from);
        let a1 = map(to);
        const ccw2 = ccw !== x.flip;
        if (!ccw2) {
          a0 = -a0;
          a1 = -a1;
        }
        a0 = ((a0 % 360) + 360) % 360;
        a1 = full ? a0 + 360 : ((a1 % 360) + 360) % 360;
        if (e.s >= 0) out[e.s] = a0;
        if (e.e >= 0) out[e.e] = a1;
        if (e.ccw >= 0) out[e.ccw] = ccw2 ? 1 : 0;
      }
    }
  }
  for (const i of layout.seeds) pt(i);
  const pat = layout.pattern;
  if (pat.angle >= 0) out[pat.angle] = x.angle(nv(pat.angle, 0));
  scaleAt(pat.scale);
  for (const l of pat.lines) {
    if (l.angle >= 0) out[l.angle] = x.angle(nv(l.angle, 0));
    if (l.bx >= 0 && l.by >= 0) {
      const q = x.ocsPoint([nv(l.bx, 0), nv(l.by, 0), elev]);
      out[l.bx] = q[0];
      out[l.by] = q[1];
    }
    if (l.ox >= 0 && l.oy >= 0) {
      const q = x.planeVector(nv(l.ox, 0), nv(l.oy, 0));
      out[l.ox] = q[0];
      out[l.oy] = q[1];
    }
    for (const i of l.dashes) scaleAt(i);
  }
  return undefined;
}
