/*
 * HATCH boundary data, parsed once. The loops are a flat run of groups after 91 (loop count), read
 * with a cursor in DXF order: per loop 92 flags; polyline loops (flag 2) carry 72 has-bulge, 73
 * closed, 93 count, then 10 [42] per vertex; edge loops carry 93 edge count and per edge 72 type:
 * 1 line (10 11), 2 arc (10 40 50 51 73), 3 elliptic arc (10 11 40 50 51 73), 4 spline (94 degree,
 * 73 rational, 74 periodic, 95 knots, 96 controls, 40 knots, 10 controls, [42 weights], [97 fit
 * count, 11 fit points, 12 13 tangents]). Each loop ends with 97 and its 330 source handles. After
 * the loops: 75 76, the pattern (52 angle, 41 scale, 77, 78 lines: 53 43 44 45 46 79 49...), 47,
 * 98 seed count and the 10 seed points.
 * The parse gives positions (indices into the groups), so the same walk serves reading the shape
 * (hatchShape) and rewriting the values (the HATCH transform). Arc and ellipse edge angles are in
 * degrees, as the file stores them and entget shows them. Coordinates are OCS at the elevation of
 * group 10.
 */
import { emitPolyline } from './bulge.js';
import type { PlanEmitter } from './emit.js';
import { asVec, type Tags } from './groups.js';
import { TAU, sweep } from './prims.js';
import { evalNurbs } from './spline.js';
import type { Vec3 } from './vec.js';

export const DEG = Math.PI / 180;

export type HatchEdge =
  | { t: 'line'; a: number; b: number }
  /** indices of 10 centre, 40 radius, 50 51 angles, 73 counter-clockwise (-1 when absent) */
  | { t: 'arc'; c: number; r: number; s: number; e: number; ccw: number }
  | { t: 'ell'; c: number; major: number; ratio: number; s: number; e: number; ccw: number }
  | { t: 'spline'; degree: number; knots: number[]; ctrl: number[]; weights: number[]; fit: number[]; tangents: number[] };

export interface HatchLoop {
  /** 92 flags (2 = polyline) */
  flags: number;
  /** polyline loops: vertex and bulge indices (bulge -1 when none) */
  verts?: number[];
  bulges?: number[];
  closed?: boolean;
  edges?: HatchEdge[];
}

export interface HatchPattern {
  /** indices of 52 angle and 41 scale (-1 when absent) */
  angle: number;
  scale: number;
  /** per pattern line: 53 angle, 43 44 base, 45 46 offset, 49 dashes */
  lines: Array<{ angle: number; bx: number; by: number; ox: number; oy: number; dashes: number[] }>;
}

export interface HatchLayout {
  loops: HatchLoop[];
  pattern: HatchPattern;
  /** indices of the seed points */
  seeds: number[];
}

/** Walk a HATCH's groups (see the header comment). Malformed data ends the walk early; what was read is kept. */
export function parseHatch(g: Tags): HatchLayout {
  const { c, v } = g;
  const n = c.length;
  const layout: HatchLayout = { loops: [], pattern: { angle: -1, scale: -1, lines: [] }, seeds: [] };
  let i = c.indexOf(91);
  if (i < 0) return layout;
  const loops = numAt(v[i]);
  i++;
  const at = (code: number): number => (c[i] === code ? i++ : -1);
  const val = (k: number, dflt: number): number => (k >= 0 ? numAt(v[k], dflt) : dflt);
  const skipTo = (code: number): boolean => {
    while (i < n && c[i] !== code) {
      if (c[i] === 75) return false;
      i++;
    }
    return i < n;
  };
  for (let l = 0; l < loops; l++) {
    if (!skipTo(92)) break;
    const loop: HatchLoop = { flags: val(at(92), 0) };
    layout.loops.push(loop);
    if (loop.flags & 2) {
      const hasBulge = val(at(72), 0) !== 0;
      loop.closed = val(at(73), 1) !== 0;
      if (!skipTo(93)) break;
      const count = val(at(93), 0);
      loop.verts = [];
      loop.bulges = [];
      for (let k = 0; k < count; k++) {
        if (!skipTo(10)) break;
        loop.verts.push(at(10));
        loop.bulges.push(hasBulge ? at(42) : -1);
      }
      continue;
    }
    if (!skipTo(93)) break;
    const edges = val(at(93), 0);
    loop.edges = [];
    for (let k = 0; k < edges; k++) {
      if (!skipTo(72)) break;
      const type = val(at(72), 1);
      if (type === 1) loop.edges.push({ t: 'line', a: at(10), b: at(11) });
      else if (type === 2) loop.edges.push({ t: 'arc', c: at(10), r: at(40), s: at(50), e: at(51), ccw: at(73) });
      else if (type === 3) loop.edges.push({ t: 'ell', c: at(10), major: at(11), ratio: at(40), s: at(50), e: at(51), ccw: at(73) });
      else if (type === 4) {
        const degree = val(at(94), 3);
        const rational = val(at(73), 0) !== 0;
        at(74);
        const nk = val(at(95), 0);
        const nc = val(at(96), 0);
        const e: HatchEdge = { t: 'spline', degree, knots: [], ctrl: [], weights: [], fit: [], tangents: [] };
        for (let q = 0; q < nk && c[i] === 40; q++) e.knots.push(i++);
        for (let q = 0; q < nc && c[i] === 10; q++) {
          e.ctrl.push(i++);
          if (rational && c[i] === 42) e.weights.push(i++);
        }
        // the fit count 97 belongs to the edge only when fit data or tangents follow it
        if (c[i] === 97 && (c[i + 1] === 11 || c[i + 1] === 12)) {
          const nf = val(at(97), 0);
          for (let q = 0; q < nf && c[i] === 11; q++) e.fit.push(i++);
          while (c[i] === 12 || c[i] === 13) e.tangents.push(i++);
        }
        loop.edges.push(e);
      }
    }
  }
  // pattern and seeds follow the loops
  for (; i < n; i++) {
    const code = c[i];
    if (code === 52 && layout.pattern.angle < 0) layout.pattern.angle = i;
    else if (code === 41 && layout.pattern.scale < 0) layout.pattern.scale = i;
    else if (code === 53) layout.pattern.lines.push({ angle: i, bx: -1, by: -1, ox: -1, oy: -1, dashes: [] });
    else if (layout.pattern.lines.length && (code === 43 || code === 44 || code === 45 || code === 46 || code === 49)) {
      const pl = layout.pattern.lines[layout.pattern.lines.length - 1]!;
      if (code === 49) pl.dashes.push(i);
      else if (code === 43) pl.bx = i;
      else if (code === 44) pl.by = i;
      else if (code === 45) pl.ox = i;
      else pl.oy = i;
    } else if (code === 98) {
      const count = numAt(v[i]);
      for (let q = 0; q < count && c[i + 1] === 10; q++) layout.seeds.push(++i);
    }
  }
  return layout;
}

function numAt(x: unknown, dflt = 0): number {
  return typeof x === 'number' && Number.isFinite(x) ? x : dflt;
}

/** The boundary loops of a HATCH into an emitter whose space is the hatch's OCS. */
export function hatchShape(g: Tags, em: PlanEmitter, elevation: number): void {
  const { v } = g;
  const p3 = (k: number): Vec3 | undefined => {
    const p = k >= 0 ? asVec(v[k]) : undefined;
    return p ? [p[0], p[1], elevation] : undefined;
  };
  const val = (k: number, dflt: number): number => (k >= 0 ? numAt(v[k], dflt) : dflt);
  for (const loop of parseHatch(g).loops) {
    if (loop.verts) {
      const pts: Vec3[] = [];
      const bulges: number[] = [];
      loop.verts.forEach((k, j) => {
        const p = p3(k);
        if (p) {
          pts.push(p);
          bulges.push(val(loop.bulges![j]!, 0));
        }
      });
      emitPolyline(em, pts, bulges, loop.closed !== false);
      continue;
    }
    for (const e of loop.edges ?? []) {
      if (e.t === 'line') {
        const a = p3(e.a);
        const b = p3(e.b);
        if (a && b) {
          em.moveTo(a);
          em.lineTo(b);
        }
      } else if (e.t === 'arc' || e.t === 'ell') {
        const c = p3(e.c);
        if (!c) continue;
        const s = val(e.s, 0) * DEG;
        const en = val(e.e, 360) * DEG;
        const ccw = val(e.ccw, 1) !== 0;
        // clockwise edges store angles measured clockwise: mirror them
        const [u0, u1] = ccw ? [s, en] : [-en, -s];
        const du = Math.abs(en - s) >= TAU - 1e-9 ? TAU : sweep(u0, u1);
        let u: Vec3;
        let w: Vec3;
        if (e.t === 'arc') {
          const r = val(e.r, 0);
          u = [r, 0, 0];
          w = [0, r, 0];
        } else {
          const maj = e.major >= 0 ? asVec(v[e.major]) : undefined;
          if (!maj) continue;
          const ratio = val(e.ratio, 1);
          u = [maj[0], maj[1], 0];
          w = [-maj[1] * ratio, maj[0] * ratio, 0];
        }
        em.conic(c, u, w, u0, du);
      } else {
        const ctrl = e.ctrl.map(p3).filter((p): p is Vec3 => !!p);
        const fit = e.fit.map(p3).filter((p): p is Vec3 => !!p);
        const pts = evalNurbs(e.degree, e.knots.map((k) => val(k, 0)), ctrl, e.weights.map((k) => val(k, 1))) ?? (fit.length > 1 ? fit : ctrl);
        if (pts.length === 0) continue;
        em.moveTo(pts[0]!);
        for (let q = 1; q < pts.length; q++) em.lineTo(pts[q]!);
      }
    }
  }
}
