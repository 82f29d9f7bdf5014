/*
 * The plan-view primitives every entity is reduced to (WCS x/y, or block coordinates for the
 * contents of a block definition). One family serves selection, extents, hit tests and drawing:
 *   poly  a run of straight segments (pts = x0 y0 x1 y1 ...; closed adds the last-to-first edge;
 *         an isolated point is a zero-length run [x, y, x, y]); `filled` marks SOLID/TRACE areas;
 *   arc   a circular arc, counter-clockwise from a0 to a1 (a0 < a1 <= a0 + 2π);
 *   ell   an elliptical arc with radii rx, ry rotated by rot, parameters p0 < p1 <= p0 + 2π;
 *   text  a text box (lower-left x, y in its rotated frame, width w, height h, rotation rot) with
 *         what drawing needs: the string, glyph size, line pitch, the baseline start (bx, by) and
 *         whether the glyphs are mirrored (flip: y reflected in the rotated frame). A text box
 *         counts as filled for selection.
 * Any circle or ellipse under any affine map (tilted OCS, non-uniform block scale) is again an
 * arc or an ell (emit.ts puts it into this form), so every consumer handles four cases only.
 */

export interface PolyPrim {
  k: 'poly';
  pts: ArrayLike<number>;
  closed: boolean;
  filled?: boolean;
}
export interface ArcPrim {
  k: 'arc';
  cx: number;
  cy: number;
  r: number;
  a0: number;
  a1: number;
}
export interface EllPrim {
  k: 'ell';
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  rot: number;
  p0: number;
  p1: number;
}
export interface TextPrim {
  k: 'text';
  x: number;
  y: number;
  w: number;
  h: number;
  rot: number;
  str: string;
  /** glyph height and the distance between line baselines (multi-line text) */
  size: number;
  pitch: number;
  /** start of the first line's baseline */
  bx: number;
  by: number;
  /** 1 when the glyphs are mirrored (y reflected in the rotated frame) */
  flip: 0 | 1;
  /** an inline colour (MTEXT \\C / \\c) that overrides the entity's: ACI index or 24-bit true colour */
  ink?: TextInk;
}
export interface TextInk {
  aci?: number;
  rgb?: number;
}
export type Prim = PolyPrim | ArcPrim | EllPrim | TextPrim;

/** [minX, minY, maxX, maxY] */
export type BBox = [number, number, number, number];

export const TAU = Math.PI * 2;

/** Normalise an end angle so it is greater than the start (counter-clockwise sweep, at most a full turn). */
export function ccwEnd(a0: number, a1: number): number {
  let e = a1;
  while (e <= a0) e += TAU;
  while (e - a0 > TAU) e -= TAU;
  return e;
}

/** A counter-clockwise sweep from `from` to `to`: 0 or a full turn (or more) becomes a full turn. */
export function sweep(from: number, to: number): number {
  let d = (to - from) % TAU;
  if (d < 0) d += TAU;
  return d < 1e-12 ? TAU : d;
}

export const polyOf = (pts: ArrayLike<number>, closed = false): PolyPrim => ({ k: 'poly', pts, closed });
export const pointPrim = (x: number, y: number): PolyPrim => ({ k: 'poly', pts: [x, y, x, y], closed: false });

/** A conic primitive as centre + conjugate half-axes: P(u) = C + U cos u + V sin u, u in [u0, u0 + du]. */
export interface Conic {
  cx: number;
  cy: number;
  ux: number;
  uy: number;
  vx: number;
  vy: number;
  u0: number;
  du: number;
}

export function conicOf(p: ArcPrim | EllPrim): Conic {
  if (p.k === 'arc') return { cx: p.cx, cy: p.cy, ux: p.r, uy: 0, vx: 0, vy: p.r, u0: p.a0, du: p.a1 - p.a0 };
  const c = Math.cos(p.rot);
  const s = Math.sin(p.rot);
  return { cx: p.cx, cy: p.cy, ux: p.rx * c, uy: p.rx * s, vx: -p.ry * s, vy: p.ry * c, u0: p.p0, du: p.p1 - p.p0 };
}

export const conicX = (e: Conic, u: number): number => e.cx + e.ux * Math.cos(u) + e.vx * Math.sin(u);
export const conicY = (e: Conic, u: number): number => e.cy + e.uy * Math.cos(u) + e.vy * Math.sin(u);

/** Is parameter `u` on the conic's arc? */
export function onConic(e: Conic, u: number, eps = 1e-9): boolean {
  if (e.du >= TAU - 1e-12) return true;
  let d = (u - e.u0) % TAU;
  if (d < 0) d += TAU;
  return d <= e.du + eps || d >= TAU - eps;
}

/** The four corners of a text box (lower-left, lower-right, upper-right, upper-left), flat. */
export function textCorners(t: TextPrim): number[] {
  const c = Math.cos(t.rot);
  const s = Math.sin(t.rot);
  return [t.x, t.y, t.x + t.w * c, t.y + t.w * s, t.x + t.w * c - t.h * s, t.y + t.w * s + t.h * c, t.x - t.h * s, t.y + t.h * c];
}

/** Points along a conic, at most `maxStep` radians of parameter apart. */
export function sampleConic(e: Conic, maxStep = Math.PI / 32): number[] {
  const n = Math.max(2, Math.ceil(Math.abs(e.du) / maxStep));
  const out = new Array<number>((n + 1) * 2);
  for (let i = 0; i <= n; i++) {
    const u = e.u0 + (e.du * i) / n;
    out[i * 2] = conicX(e, u);
    out[i * 2 + 1] = conicY(e, u);
  }
  return out;
}

/** The primitive as a polyline: exact for poly and text, sampled for arcs and ellipses. */
export function toPolyline(p: Prim): { pts: ArrayLike<number>; closed: boolean } {
  switch (p.k) {
    case 'poly': return p;
    case 'text': return { pts: textCorners(p), closed: true };
    default: return { pts: sampleConic(conicOf(p)), closed: false };
  }
}

/** Start point of a primitive. */
export function startOf(p: Prim): [number, number] {
  if (p.k === 'poly') return [p.pts[0]!, p.pts[1]!];
  if (p.k === 'text') return [p.x, p.y];
  const e = conicOf(p);
  return [conicX(e, e.u0), conicY(e, e.u0)];
}
