/*
 * Transforming an entity's groups by a 3×4 matrix (MOVE, ROTATE, SCALE, MIRROR, TransformBy). Each
 * entity type declares once, beside its definition in drawing/entities/, a TransformSpec: the role
 * of each group code (a WCS point, an OCS point, a length, an angle, the extrusion...) and, for
 * the types whose groups depend on each other (text mirroring flags, block scales, ellipse axes,
 * HATCH boundaries), a finishing step. Groups without a role are copied.
 *
 * Planar maths (PlaneMap): the new extrusion is the image of the old one under the inverse
 * transpose (a mirror in a vertical plane keeps +Z, as AutoCAD's MIRROR does); the map from the
 * old OCS plane to the new one is a 2×2 matrix J. det J < 0 means the entity is mirrored in its
 * plane (arcs swap their end angles, bulges change sign); J not a multiple of a rotation is a
 * non-uniform scale, which circles, arcs, text, polylines... refuse as AutoCAD does
 * (eCannotScaleNonUniformly) when their spec says `uniformOnly`.
 */
import type { GV, Tags } from './groups.js';
import { asVec, extrusionOf, num, str } from './groups.js';
import { apply, applyLinear, compose, det as detOf, normalMap, type Mat } from './matrix.js';
import { ocsToWcs, wcsToOcs } from './ocs.js';
import { dot, unit, type Vec3 } from './vec.js';

export type Role =
  | 'wcsPoint' | 'ocsPoint' | 'wcsVector' | 'wcsUnit' | 'ocsVector'
  | 'normal' | 'length' | 'angle' | 'startAngle' | 'endAngle'
  | 'elevation' | 'elevationPoint' | 'thickness' | 'bulge';

export type TransformError = 'nonUniformScale' | 'degenerate' | 'unsupported';

export interface TransformSpec {
  readonly roles: Readonly<Partial<Record<number, Role>>>;
  /** the group holding the OCS height of 2D points (LWPOLYLINE 38) */
  readonly elevation?: number;
  /** refuse a non-uniform scale in the entity's plane */
  readonly uniformOnly?: boolean;
  /** the group naming an anonymous block drawn for the entity (DIMENSION 2), reported with the result */
  readonly dependentBlock?: number;
  /** type-specific groups; returns an error to refuse the transform */
  readonly finish?: (x: PlaneMap, src: Tags, out: GV[]) => TransformError | undefined;
}

export type TransformResult =
  | { ok: true; groups: Tags; /** an anonymous block that draws the entity and must move with it (DIMENSION) */ dependentBlock?: string }
  | { ok: false; error: TransformError };

/** The matrix seen from an entity's plane. */
export class PlaneMap {
  readonly n: Vec3;
  readonly n2: Vec3;
  readonly toNew: Mat;
  /** old OCS -> new OCS, in-plane part [a, b, c, d]: x' = a x + b y, y' = c x + d y */
  readonly j: readonly [number, number, number, number];
  readonly flip: boolean;
  readonly uniform: boolean;
  /** in-plane scale factor (square root of |det J|) */
  readonly s: number;
  /** how lengths along the extrusion scale (thickness) */
  readonly normalScale: number;
  private readonly ocsIn: Mat;
  private ocsMap: Mat | undefined;

  constructor(readonly m: Mat, planeGroups: Tags) {
    this.n = unit(extrusionOf(planeGroups)) ?? [0, 0, 1];
    const nm = normalMap(m);
    const n2 = nm ? unit(applyLinear(nm, this.n[0], this.n[1], this.n[2])) : null;
    this.n2 = n2 ?? this.n;
    this.ocsIn = ocsToWcs(this.n);
    this.toNew = wcsToOcs(this.n2);
    const ax = this.inPlane(1, 0);
    const ay = this.inPlane(0, 1);
    this.j = [ax[0], ay[0], ax[1], ay[1]];
    const dj = ax[0] * ay[1] - ay[0] * ax[1];
    this.flip = dj < 0;
    this.s = Math.sqrt(Math.abs(dj));
    const l1 = ax[0] ** 2 + ax[1] ** 2;
    const l2 = ay[0] ** 2 + ay[1] ** 2;
    const cr = ax[0] * ay[0] + ax[1] * ay[1];
    const big = Math.max(l1, l2);
    this.uniform = big > 0 && Math.abs(l1 - l2) <= 1e-9 * big && Math.abs(cr) <= 1e-9 * big;
    const ln = applyLinear(m, this.n[0], this.n[1], this.n[2]);
    this.normalScale = dot(ln, this.n2);
  }

  /** An OCS direction (x, y, 0) in the new OCS (2D). */
  private inPlane(x: number, y: number): [number, number] {
    const w = applyLinear(this.ocsIn, x, y, 0);
    const l = applyLinear(this.m, w[0], w[1], w[2]);
    const o = applyLinear(this.toNew, l[0], l[1], l[2]);
    return [o[0], o[1]];
  }

  wcsPoint(p: Vec3): Vec3 {
    return apply(this.m, p[0], p[1], p[2]);
  }
  /** A point of the old OCS -> the new OCS. */
  ocsPoint(p: Vec3): Vec3 {
    // old OCS -> WCS -> m -> new OCS, composed once
    return apply((this.ocsMap ??= compose(this.toNew, compose(this.m, this.ocsIn))), p[0], p[1], p[2]);
  }
  wcsVector(v: Vec3): Vec3 {
    return applyLinear(this.m, v[0], v[1], v[2]);
  }
  ocsVector(v: Vec3): Vec3 {
    return applyLinear((this.ocsMap ??= compose(this.toNew, compose(this.m, this.ocsIn))), v[0], v[1], v[2]);
  }
  /** An in-plane vector (old OCS, 2D) -> the new OCS (2D). */
  planeVector(x: number, y: number): [number, number] {
    const [a, b, c, d] = this.j;
    return [a * x + b * y, c * x + d * y];
  }
  /** The direction at angle a (old OCS) -> its angle in the new OCS, in [0, 2π). */
  angle(a: number): number {
    const [x, y] = this.planeVector(Math.cos(a), Math.sin(a));
    return norm2pi(Math.atan2(y, x));
  }
}

export const norm2pi = (a: number): number => {
  const t = a % (2 * Math.PI);
  const r = t < 0 ? t + 2 * Math.PI : t;
  return r >= 2 * Math.PI - 1e-15 ? 0 : r;
};

/**
 * PlaneMaps of one matrix by extrusion: the edit of a whole selection (MOVE of 10,000 entities)
 * builds one per plane instead of one per entity.
 */
export class PlaneCache {
  private readonly byNormal = new Map<string, PlaneMap>();
  constructor(readonly m: Mat) {}
  get(planeGroups: Tags): PlaneMap {
    const n = extrusionOf(planeGroups);
    const key = n[0] === 0 && n[1] === 0 && n[2] === 1 ? '' : `${n[0]},${n[1]},${n[2]}`;
    let x = this.byNormal.get(key);
    if (!x) this.byNormal.set(key, (x = new PlaneMap(this.m, planeGroups)));
    return x;
  }
}

/** A point value mapped, keeping its dimension (2D points get their z from `z2d`). */
function mapPoint(v: GV, f: (p: Vec3) => Vec3, z2d: number): GV {
  if (!Array.isArray(v) || v.length < 2) return v;
  const p = f([v[0]!, v[1]!, v.length > 2 ? v[2]! : z2d]);
  return v.length > 2 ? [p[0], p[1], p[2]] : [p[0], p[1]];
}

/**
 * New groups for an entity under `m`. `plane` gives the extrusion the entity's OCS groups refer to
 * when it is not the entity's own (a VERTEX uses its POLYLINE's); `cache` shares the plane maps
 * of one matrix between many entities.
 */
export function transformGroups(spec: TransformSpec, g: Tags, m: Mat, plane: Tags = g, cache?: PlaneCache): TransformResult {
  const d = detOf(m);
  if (!Number.isFinite(d) || Math.abs(d) < 1e-300) return { ok: false, error: 'degenerate' };
  const x = cache && cache.m === m ? cache.get(plane) : new PlaneMap(m, plane);
  if (spec.uniformOnly && !x.uniform) return { ok: false, error: 'nonUniformScale' };
  const z2d = spec.elevation !== undefined ? num(g, spec.elevation, 0) : 0;
  const v = g.v.slice();
  let startAt = -1;
  let endAt = -1;
  for (let i = 0; i < g.c.length; i++) {
    const role = spec.roles[g.c[i]!];
    if (!role) continue;
    const val = v[i]!;
    switch (role) {
      case 'wcsPoint': v[i] = mapPoint(val, (p) => x.wcsPoint(p), z2d); break;
      case 'ocsPoint': v[i] = mapPoint(val, (p) => x.ocsPoint(p), z2d); break;
      case 'wcsVector': v[i] = mapPoint(val, (p) => x.wcsVector(p), 0); break;
      case 'ocsVector': v[i] = mapPoint(val, (p) => x.ocsVector(p), 0); break;
      case 'wcsUnit': v[i] = mapPoint(val, (p) => unit(x.wcsVector(p)) ?? p, 0); break;
      case 'normal': v[i] = [x.n2[0], x.n2[1], x.n2[2]]; break;
      case 'elevationPoint': {
        const p = asVec(val);
        if (p) v[i] = [0, 0, x.ocsPoint([0, 0, p[2]])[2]];
        break;
      }
      default:
        if (typeof val !== 'number') break;
        if (role === 'length') v[i] = val * x.s;
        else if (role === 'thickness') v[i] = val * x.normalScale;
        else if (role === 'bulge') v[i] = x.flip ? -val : val;
        else if (role === 'elevation') v[i] = x.ocsPoint([0, 0, val])[2];
        else {
          v[i] = x.angle(val);
          if (role === 'startAngle') startAt = i;
          else if (role === 'endAngle') endAt = i;
        }
    }
  }
  // a mirrored arc runs the other way: its end angles swap
  if (x.flip && startAt >= 0 && endAt >= 0) [v[startAt], v[endAt]] = [v[endAt]!, v[startAt]!];
  const err = spec.finish?.(x, g, v);
  if (err) return { ok: false, error: err };
  const block = spec.dependentBlock !== undefined ? str(g, spec.dependentBlock) : undefined;
  return block ? { ok: true, groups: { c: g.c, v }, dependentBlock: block } : { ok: true, groups: { c: g.c, v } };
}
