/*
 * Extents: tight bounding boxes of primitives (arcs and ellipses add their end points and every
 * axis extreme that lies on them), optionally placed with a 2D map, and of whole entities
 * (recordExtents: what GetBoundingBox and zoom extents need).
 */
import type { Affine } from './affine2.js';
import { mapPrim } from './emit.js';
import { conicOf, conicX, conicY, onConic, textCorners, type BBox, type Conic, type Prim } from './prims.js';
import { shapeOf, UNBOUNDED_TYPES, type ShapeContext, type ShapeInput } from './shape.js';
import type { Mat } from './matrix.js';

export function emptyBox(): BBox {
  return [Infinity, Infinity, -Infinity, -Infinity];
}

export const isEmptyBox = (b: BBox): boolean => !(b[0] <= b[2] && b[1] <= b[3]);

export function growBox(b: BBox, x: number, y: number): void {
  if (x < b[0]) b[0] = x;
  if (y < b[1]) b[1] = y;
  if (x > b[2]) b[2] = x;
  if (y > b[3]) b[3] = y;
}

/** Grow a box by a primitive (placed by m when given). */
export function growBoxByPrim(b: BBox, p: Prim, m?: Affine): void {
  if (m) {
    const placed: Prim[] = [];
    mapPrim(p, m, placed);
    for (const q of placed) growBoxByPrim(b, q);
    return;
  }
  switch (p.k) {
    case 'poly':
      for (let i = 0; i + 1 < p.pts.length; i += 2) growBox(b, p.pts[i]!, p.pts[i + 1]!);
      return;
    case 'text': {
      const c = textCorners(p);
      for (let i = 0; i < 8; i += 2) growBox(b, c[i]!, c[i + 1]!);
      return;
    }
    default: {
      const e = conicOf(p);
      growBox(b, conicX(e, e.u0), conicY(e, e.u0));
      const u1 = e.u0 + e.du;
      growBox(b, conicX(e, u1), conicY(e, u1));
      // the axis extremes that lie on the arc (written out: no array per conic)
      const ux = Math.atan2(e.vx, e.ux);
      const uy = Math.atan2(e.vy, e.uy);
      growAtExtreme(b, e, ux);
      growAtExtreme(b, e, ux + Math.PI);
      growAtExtreme(b, e, uy);
      growAtExtreme(b, e, uy + Math.PI);
    }
  }
}

function growAtExtreme(b: BBox, e: Conic, u: number): void {
  if (onConic(e, u, 0)) growBox(b, conicX(e, u), conicY(e, u));
}

export function primsBox(prims: readonly Prim[], b: BBox = emptyBox()): BBox {
  for (const p of prims) growBoxByPrim(b, p);
  return b;
}

/** The plan extents of an entity (mapped by m), or null when it has no geometry or is unbounded (XLINE, RAY). */
export function recordExtents(e: ShapeInput, ctx?: ShapeContext, m?: Mat): BBox | null {
  if (UNBOUNDED_TYPES.has(e.type)) return null;
  const b = primsBox(shapeOf(e, ctx, m));
  return isEmptyBox(b) ? null : b;
}
