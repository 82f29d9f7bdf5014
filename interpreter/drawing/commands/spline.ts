/*
 * SPLINE through fit points (Method=Fit, Knots=Chord): first point, next points (Undo, Close,
 * start/end Tangency, toLerance) until Enter. Prompts: SPLINE command reference (2012+).
 * The SPLINE entity holds the fit points (11) and, as AutoCAD does, the cubic B-spline that
 * interpolates them: fit + 2 control points (10) and the knots (40). AutoCAD's own tangent
 * estimates are not documented, so the control points are close to but not exactly AutoCAD's;
 * the fit points, degree and counts are.
 * CV (control vertices) method and Object are not simulated.
 */
import type { GV } from '../model/tags.js';
import type { Vec3 } from '../geometry/vec.js';
import { defineCommand } from './engine/command-def.js';
import type { CommandIo } from './engine/io.js';

/**
 * The cubic that passes through the fit points with the given (or estimated) end tangents:
 * chord-length parameters, the fit parameters as interior knots, and fit + 2 control points
 * (Piegl & Tiller, global interpolation with end derivatives). Knots are in drawing units (the
 * chord length), as AutoCAD writes them. Tangent estimates: Bessel's, from the first and last
 * three points.
 */
export function interpolate(pts: Vec3[], startDir?: Vec3, endDir?: Vec3): { knots: number[]; ctrl: Vec3[] } {
  const n = pts.length - 1;
  const d: number[] = [0];
  for (let i = 1; i <= n; i++) d.push(d[i - 1]! + Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1], pts[i]![2] - pts[i - 1]![2]));
  const total = d[n]! || 1;
  const u = d.map((x) => x / total);
  const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
  const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
  const bessel = (q0: Vec3, q1: Vec3, q2: Vec3 | undefined, du1: number, du2: number): Vec3 => {
    const d1 = scale(sub(q1, q0), 1 / (du1 || 1));
    if (!q2) return d1;
    const d2 = scale(sub(q2, q1), 1 / (du2 || 1));
    const al = du1 / (du1 + du2 || 1);
    return sub(scale(d1, 1 + al), scale(d2, al));
  };
  const D0 = startDir ? scale(startDir, 1) : bessel(pts[0]!, pts[1]!, pts[2], u[1]! - u[0]!, (u[2] ?? 1) - u[1]!);
  const Dn = endDir
    ? scale(endDir, 1)
    : scale(bessel(pts[n]!, pts[n - 1]!, pts[n - 2], u[n]! - u[n - 1]!, u[n - 1]! - (u[n - 2] ?? 0)), -1);
  const knots = [0, 0, 0, 0, ...u.slice(1, n), 1, 1, 1, 1];
  const m = n + 3;
  const rows: number[][] = [];
  const rhs: Vec3[] = [];
  const unit = (i: number): number[] => {
    const r = new Array<number>(m).fill(0);
    r[i] = 1;
    return r;
  };
  rows.push(unit(0));
  rhs.push(pts[0]!);
  rows.push(unit(1));
  rhs.push(add(pts[0]!, scale(D0, knots[4]! / 3)));
  for (let k = 1; k < n; k++) {
    rows.push(basis(knots, 3, u[k]!, m));
    rhs.push(pts[k]!);
  }
  rows.push(unit(m - 2));
  rhs.push(sub(pts[n]!, scale(Dn, (1 - knots[m - 1]!) / 3)));
  rows.push(unit(m - 1));
  rhs.push(pts[n]!);
  return { knots: knots.map((k) => k * total), ctrl: solve(rows, rhs) };
}

/** Gaussian elimination with partial pivoting for N · P = Q (P, Q points). */
function solve(a: number[][], q: Vec3[]): Vec3[] {
  const m = a.length;
  const b = q.map((v): Vec3 => [v[0], v[1], v[2]]);
  for (let c = 0; c < m; c++) {
    let piv = c;
    for (let r = c + 1; r < m; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[piv]![c]!)) piv = r;
    [a[c], a[piv]] = [a[piv]!, a[c]!];
    [b[c], b[piv]] = [b[piv]!, b[c]!];
    const dv = a[c]![c]! || 1e-300;
    for (let r = 0; r < m; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / dv;
      if (f === 0) continue;
      for (let k = c; k < m; k++) a[r]![k]! -= f * a[c]![k]!;
      for (let k = 0; k < 3; k++) b[r]![k]! -= f * b[c]![k]!;
    }
  }
  return b.map((v, i) => v.map((x) => x / a[i]![i]!) as Vec3);
}

/** The B-spline basis functions of degree p at u (Cox–de Boor), for m control points. */
function basis(knots: number[], p: number, u: number, m: number): number[] {
  const out = new Array<number>(m).fill(0);
  if (u >= knots[m]!) {
    out[m - 1] = 1;
    return out;
  }
  let span = p;
  while (span < m - 1 && u >= knots[span + 1]!) span++;
  const nb = new Array<number>(p + 1).fill(0);
  nb[0] = 1;
  const left = new Array<number>(p + 1).fill(0);
  const right = new Array<number>(p + 1).fill(0);
  for (let j = 1; j <= p; j++) {
    left[j] = u - knots[span + 1 - j]!;
    right[j] = knots[span + j]! - u;
    let saved = 0;
    for (let r = 0; r < j; r++) {
      const t = nb[r]! / (right[r + 1]! + left[j - r]! || 1e-300);
      nb[r] = saved + right[r + 1]! * t;
      saved = left[j - r]! * t;
    }
    nb[j] = saved;
  }
  for (let j = 0; j <= p; j++) out[span - p + j] = nb[j]!;
  return out;
}

function addSpline(io: CommandIo, fit: Vec3[], closed: boolean, tangents: { start?: Vec3; end?: Vec3 }, tol: number): void {
  const pts = closed ? [...fit, fit[0]!] : fit;
  const w = pts.map((p) => io.wcs(p));
  const dirW = (v: Vec3 | undefined): Vec3 | undefined => {
    if (!v) return undefined;
    const a = io.wcs([0, 0, 0]);
    const b = io.wcs(v);
    let len = 0;
    for (let i = 1; i < w.length; i++) len += Math.hypot(w[i]![0] - w[i - 1]![0], w[i]![1] - w[i - 1]![1], w[i]![2] - w[i - 1]![2]);
    return [(b[0] - a[0]) * len, (b[1] - a[1]) * len, (b[2] - a[2]) * len];
  };
  const { knots, ctrl } = interpolate(w, dirW(tangents.start), dirW(tangents.end));
  const degree = 3;
  const groups: Array<[number, GV]> = [
    [100, 'AcDbSpline'], [210, io.normal()], [70, 8 | (closed ? 1 : 0)], [71, degree], [72, knots.length], [73, ctrl.length], [74, fit.length],
    [42, 1e-10], [43, 1e-10], [44, tol],
  ];
  if (tangents.start) groups.push([12, io.wcs(tangents.start)]);
  if (tangents.end) groups.push([13, io.wcs(tangents.end)]);
  for (const k of knots) groups.push([40, k]);
  for (const c of ctrl) groups.push([10, c]);
  for (const f of fit) groups.push([11, io.wcs(f)]);
  io.add('SPLINE', groups);
}

export const SPLINE = defineCommand({
  names: ['SPLINE'],
  *run(io) {
    io.message('Current settings: Method=Fit   Knots=Chord');
    const fit: Vec3[] = [];
    let tol = 0;
    const tangents: { start?: Vec3; end?: Vec3 } = {};
    for (;;) {
      const a = yield* io.point('Specify first point or [Method/Knots/Object]: ');
      if (a.kind === 'point') {
        fit.push(a.p);
        break;
      }
      if (a.kind !== 'keyword') continue;
      if (a.k === 'Method') {
        const m = yield* io.keyword('Enter spline creation method [Fit/CV] <Fit>: ', { enter: true });
        if (m.kind === 'keyword' && m.k === 'CV') return io.notSimulated('SPLINE CV');
      } else if (a.k === 'Knots') yield* io.keyword('Enter knot parameterization [Chord/Square root/Uniform] <Chord>: ', { enter: true });
      else return io.notSimulated('SPLINE Object');
    }
    for (;;) {
      const opts = fit.length === 1 ? 'start Tangency/toLerance' : fit.length === 2 ? 'end Tangency/toLerance/Undo' : 'end Tangency/toLerance/Undo/Close';
      const a = yield* io.point(`Enter next point or [${opts}]: `, { base: fit[fit.length - 1], enter: true });
      if (a.kind === 'enter') break;
      if (a.kind === 'point') {
        fit.push(a.p);
        continue;
      }
      if (a.k === 'Undo') {
        if (fit.length > 1) fit.pop();
        continue;
      }
      if (a.k === 'Close') {
        if (fit.length >= 3) return addSpline(io, fit, true, tangents, tol);
        continue;
      }
      if (a.k === 'toLerance') {
        const t = yield* io.distance(`Specify fit tolerance <${io.fmtDist(tol)}>: `, { enter: true, positive: true });
        if (t.kind === 'number') tol = t.n;
        continue;
      }
      const which = fit.length === 1 ? 'start' : 'end';
      const t = yield* io.point(`Specify ${which} tangent: `, { base: fit[fit.length - 1] });
      if (t.kind !== 'point') continue;
      const from = fit[fit.length - 1]!;
      const l = Math.hypot(t.p[0] - from[0], t.p[1] - from[1]) || 1;
      tangents[which] = [(t.p[0] - from[0]) / l, (t.p[1] - from[1]) / l, 0];
      if (which === 'end') break;
    }
    if (fit.length >= 2) addSpline(io, fit, false, tangents, tol);
  },
});
