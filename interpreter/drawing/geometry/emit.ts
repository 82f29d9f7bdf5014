/*
 * From an entity's own coordinates to plan-view primitives (prims.ts). Builders describe geometry
 * in 3D (points, conics as centre + conjugate half-axes, text placements) together with the map to
 * WCS (OCS, block insertion); PlanEmitter applies the map, projects onto the XY plane and writes
 * canonical primitives. Straight pieces that join end to end become one run; a conic becomes an
 * arc when it is a circle in plan, else an ell on its principal axes, or a sampled run when it is
 * seen edge-on. The same canonical form is used to place a primitive with a 2D map (mapPrim).
 */
import { affineApply, isSimilarity, planAffine, type Affine } from './affine2.js';
import { apply, applyLinear, compose, IDENTITY, type Mat } from './matrix.js';
import { conicOf, pointPrim, TAU, textCorners, type Prim, type TextInk, type TextPrim } from './prims.js';
import type { Vec3 } from './vec.js';

/** Push the canonical primitive of P(u) = C + U cos u + V sin u, u in [u0, u0 + du] (plan coordinates). */
export function conicPrim(cx: number, cy: number, ux: number, uy: number, vx: number, vy: number, u0: number, du: number, out: Prim[]): void {
  const det = ux * vy - vx * uy;
  const lu = ux * ux + uy * uy;
  const lv = vx * vx + vy * vy;
  const size = Math.sqrt(lu * lv);
  if (!Number.isFinite(det + u0 + du + cx + cy)) return;
  if (du < 0) {
    u0 += du;
    du = -du;
  }
  if (!(size > 0) || Math.abs(det) <= 1e-12 * size) {
    edgeOn(cx, cy, ux, uy, vx, vy, u0, du, out);
    return;
  }
  const uv = ux * vx + uy * vy;
  if (Math.abs(uv) > 1e-12 * size) {
    // conjugate, not principal, half-axes: turn the parameter to the principal ones
    const t = 0.5 * Math.atan2(2 * uv, lu - lv);
    const c = Math.cos(t);
    const s = Math.sin(t);
    [ux, uy, vx, vy] = [ux * c + vx * s, uy * c + vy * s, -ux * s + vx * c, -uy * s + vy * c];
    u0 -= t;
  }
  if (det < 0) {
    // clockwise in plan: the same points with V reversed and the parameter negated
    vx = -vx;
    vy = -vy;
    u0 = -(u0 + du);
  }
  const rx = Math.hypot(ux, uy);
  const ry = Math.hypot(vx, vy);
  const rot = Math.atan2(uy, ux);
  if (Math.abs(rx - ry) <= 1e-9 * Math.max(rx, ry)) out.push({ k: 'arc', cx, cy, r: rx, a0: rot + u0, a1: rot + u0 + du });
  else out.push({ k: 'ell', cx, cy, rx, ry, rot, p0: u0, p1: u0 + du });
}

/** A conic seen edge-on: a flat sampled run (at least 4 samples per quarter turn, extremes included). */
function edgeOn(cx: number, cy: number, ux: number, uy: number, vx: number, vy: number, u0: number, du: number, out: Prim[]): void {
  const n = Math.max(8, Math.ceil((du / TAU) * 64));
  const pts = new Array<number>((n + 1) * 2);
  for (let i = 0; i <= n; i++) {
    const u = u0 + (du * i) / n;
    pts[2 * i] = cx + ux * Math.cos(u) + vx * Math.sin(u);
    pts[2 * i + 1] = cy + uy * Math.cos(u) + vy * Math.sin(u);
  }
  out.push({ k: 'poly', pts, closed: false });
}

/**
 * A text box placed by a 2D map from glyph space (origin at the first line's baseline start, x
 * along the text, y up): a text primitive when the map keeps shapes (rotation, uniform scale,
 * mirroring), else its outline as a filled run (skewed by a non-uniform block scale).
 */
export function placeText(m: Affine, box: readonly [number, number, number, number], str: string, size: number, pitch: number, out: Prim[], ink?: TextInk): void {
  const [x0, y0, x1, y1] = box;
  if (!isSimilarity(m)) {
    const pts: number[] = [];
    for (const [x, y] of [[x0, y0], [x1, y0], [x1, y1], [x0, y1]] as const) pts.push(...affineApply(m, x, y));
    out.push({ k: 'poly', pts, closed: true, filled: true });
    return;
  }
  const s = Math.hypot(m[0], m[1]);
  const rot = Math.atan2(m[1], m[0]);
  const flip = m[0] * m[3] - m[1] * m[2] < 0 ? 1 : 0;
  // in the rotated frame glyph x runs along +u, glyph y along +v (or -v when mirrored)
  const vLo = flip ? -y1 : y0;
  const [bx, by] = affineApply(m, 0, 0);
  const c = Math.cos(rot);
  const sn = Math.sin(rot);
  const u = s * x0;
  const v = s * vLo;
  const t: TextPrim = { k: 'text', x: bx + u * c - v * sn, y: by + u * sn + v * c, w: s * (x1 - x0), h: s * (y1 - y0), rot, str, size: s * size, pitch: s * pitch, bx, by, flip };
  if (ink) t.ink = ink;
  out.push(t);
}

/** A primitive placed with a 2D map, in canonical form (arcs under a non-uniform map become ells). */
export function mapPrim(p: Prim, m: Affine, out: Prim[]): void {
  switch (p.k) {
    case 'poly': {
      const pts = new Array<number>(p.pts.length);
      for (let i = 0; i + 1 < p.pts.length; i += 2) {
        const [x, y] = affineApply(m, p.pts[i]!, p.pts[i + 1]!);
        pts[i] = x;
        pts[i + 1] = y;
      }
      out.push(p.filled ? { k: 'poly', pts, closed: p.closed, filled: true } : { k: 'poly', pts, closed: p.closed });
      return;
    }
    case 'text': {
      // the glyph frame of the placed text, composed with m
      const c = Math.cos(p.rot);
      const s = Math.sin(p.rot);
      const k = p.flip ? -1 : 1;
      const frame: Affine = [c, s, -s * k, c * k, p.bx, p.by];
      const g = (x: number, y: number): [number, number] => {
        // world point -> glyph coordinates (the frame is orthonormal)
        const dx = x - p.bx;
        const dy = y - p.by;
        return [dx * c + dy * s, k * (-dx * s + dy * c)];
      };
      const corners = textCorners(p);
      const [gx0, gy0] = g(corners[0]!, corners[1]!);
      const [gx1, gy1] = g(corners[4]!, corners[5]!);
      const mm: Affine = [
        m[0] * frame[0] + m[2] * frame[1], m[1] * frame[0] + m[3] * frame[1],
        m[0] * frame[2] + m[2] * frame[3], m[1] * frame[2] + m[3] * frame[3],
        m[0] * frame[4] + m[2] * frame[5] + m[4], m[1] * frame[4] + m[3] * frame[5] + m[5],
      ];
      placeText(mm, [Math.min(gx0, gx1), Math.min(gy0, gy1), Math.max(gx0, gx1), Math.max(gy0, gy1)], p.str, p.size, p.pitch, out, p.ink);
      return;
    }
    default: {
      const e = conicOf(p);
      const [cx, cy] = affineApply(m, e.cx, e.cy);
      conicPrim(cx, cy, m[0] * e.ux + m[2] * e.uy, m[1] * e.ux + m[3] * e.uy, m[0] * e.vx + m[2] * e.vy, m[1] * e.vx + m[3] * e.vy, e.u0, e.du, out);
    }
  }
}

/**
 * Writes an entity's geometry, given in its own 3D coordinates, as plan primitives through the
 * map `m` (entity space -> WCS). Straight pieces are collected into runs; `close` ends a closed path.
 */
export class PlanEmitter {
  private run: number[] | null = null;
  private penX = NaN;
  private penY = NaN;
  /** the run that started the current path, while the path is still only that run */
  private pathRun: number[] | null = null;

  constructor(
    readonly out: Prim[],
    public m: Mat = IDENTITY,
  ) {}

  private px(x: number, y: number, z: number): number {
    const m = this.m;
    return m === IDENTITY ? x : m[0]! * x + m[1]! * y + m[2]! * z + m[3]!;
  }
  private py(x: number, y: number, z: number): number {
    const m = this.m;
    return m === IDENTITY ? y : m[4]! * x + m[5]! * y + m[6]! * z + m[7]!;
  }

  /** End the current run (the next piece starts a new primitive). */
  flush(): void {
    if (this.run && this.run.length >= 4) this.out.push({ k: 'poly', pts: this.run, closed: false });
    this.run = null;
  }

  point(p: Vec3): void {
    this.flush();
    this.pathRun = null;
    const x = this.px(p[0], p[1], p[2]);
    const y = this.py(p[0], p[1], p[2]);
    if (Number.isFinite(x) && Number.isFinite(y)) this.out.push(pointPrim(x, y));
    this.penX = NaN;
  }

  /** Start a path at p (continues the current run when the pen is already there). */
  moveTo(p: Vec3): void {
    this.moveXYZ(p[0], p[1], p[2]);
  }

  moveXYZ(px: number, py: number, pz: number): void {
    const x = this.px(px, py, pz);
    const y = this.py(px, py, pz);
    if (this.run && x === this.penX && y === this.penY) this.pathRun = null;
    else {
      this.flush();
      this.run = [x, y];
      this.pathRun = this.run;
    }
    this.penX = x;
    this.penY = y;
  }

  lineTo(p: Vec3): void {
    this.lineXYZ(p[0], p[1], p[2]);
  }

  lineXYZ(px: number, py: number, pz: number): void {
    const x = this.px(px, py, pz);
    const y = this.py(px, py, pz);
    if (!this.run) this.run = [this.penX, this.penY];
    this.run.push(x, y);
    this.penX = x;
    this.penY = y;
  }

  /** P(u) = c + u cos t + v sin t for t in [t0, t0 + dt], in entity space; the pen moves to its end. */
  conic(c: Vec3, u: Vec3, v: Vec3, t0: number, dt: number): void {
    this.flush();
    this.pathRun = null;
    const C = apply(this.m, c[0], c[1], c[2]);
    const U = applyLinear(this.m, u[0], u[1], u[2]);
    const V = applyLinear(this.m, v[0], v[1], v[2]);
    conicPrim(C[0], C[1], U[0], U[1], V[0], V[1], t0, dt, this.out);
    const t1 = t0 + dt;
    this.penX = C[0] + U[0] * Math.cos(t1) + V[0] * Math.sin(t1);
    this.penY = C[1] + U[1] * Math.cos(t1) + V[1] * Math.sin(t1);
  }

  /**
   * End a closed path whose pieces were all emitted (closing edge included): when the path is one
   * straight run of its own it becomes a closed primitive (the repeated first point dropped).
   */
  close(): void {
    const r = this.run;
    if (this.pathRun && this.pathRun === r && r.length >= 6) {
      if (r[r.length - 2] === r[0] && r[r.length - 1] === r[1]) r.length -= 2;
      this.out.push({ k: 'poly', pts: r, closed: true });
      this.run = null;
    }
    this.pathRun = null;
  }

  /** A filled polygon (SOLID, TRACE): its own closed, filled primitive. */
  filledPolygon(pts: Vec3[]): void {
    this.flush();
    this.pathRun = null;
    const flat: number[] = [];
    for (const p of pts) flat.push(this.px(p[0], p[1], p[2]), this.py(p[0], p[1], p[2]));
    this.out.push({ k: 'poly', pts: flat, closed: true, filled: true });
    this.penX = NaN;
  }

  /** A text box whose glyph space (the plane z = 0) maps into entity space by `frame`. */
  text(frame: Mat, box: readonly [number, number, number, number], str: string, size: number, pitch: number, ink?: TextInk): void {
    this.flush();
    this.pathRun = null;
    const total = compose(this.m, frame);
    placeText(planAffine(total), box, str, size, pitch, this.out, ink);
    this.penX = NaN;
  }
}

