/*
 * The geometry the object model reads (lengths, areas, points of a curve, OCS to WCS), taken from
 * the drawing's one geometry code — the curve model vlax-curve-* uses — so Length, Area,
 * StartPoint of an arc and vlax-curve-getDistAtParam agree. Adapter only: no maths of its own.
 */
import type { Drawing } from '../drawing.js';
import { curveOf, type Curve } from '../geometry/curve.js';
import { apply } from '../geometry/matrix.js';
import { curveArea, curveLength, pointAtParam } from '../geometry/measure.js';
import { ocsToWcs } from '../geometry/ocs.js';
import type { Vec3 } from '../geometry/vec.js';
import type { DbRecord } from '../model/record.js';
import type { Tags } from '../model/tags.js';

export type { Vec3 };

/** The curve of a record (undefined when it is no modelled curve). */
export function curveOfRecord(d: Drawing, r: DbRecord): Curve | undefined {
  const vertices = (): Tags[] =>
    d.db.subentities(r.handle).flatMap((h) => {
      const v = d.db.get(h);
      return v && v.type === 'VERTEX' && !v.deleted ? [v.body] : [];
    });
  return curveOf(r.type, r.body, vertices);
}

export function lengthOf(d: Drawing, r: DbRecord): number | undefined {
  const c = curveOfRecord(d, r);
  return c ? curveLength(c) : undefined;
}

export function areaOf(d: Drawing, r: DbRecord): number | undefined {
  const c = curveOfRecord(d, r);
  return c ? curveArea(c) : undefined;
}

/** The curve's start and end points in WCS. */
export function endsOf(d: Drawing, r: DbRecord): [Vec3, Vec3] | undefined {
  const c = curveOfRecord(d, r);
  if (!c) return undefined;
  const a = pointAtParam(c, c.start);
  const b = pointAtParam(c, c.end);
  return a && b ? [a, b] : undefined;
}

/** An OCS point of an entity with extrusion `normal`, in WCS. */
export function ocsToWcsPoint(normal: Vec3, p: Vec3): Vec3 {
  return apply(ocsToWcs(normal), p[0], p[1], p[2]);
}
