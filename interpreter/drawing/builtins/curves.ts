/*
 * vlax-curve-* on LINE, ARC, CIRCLE, LWPOLYLINE and 2D/3D POLYLINE (geometry/curve.ts). The curve
 * argument is a VLA-object or an ename (AutoCAD accepts both). Out-of-range parameters, distances and
 * points not on the curve answer nil, as in AutoCAD; an entity that is no curve raises the
 * ActiveX error. Points come back as 3D lists of reals, in WCS.
 */
import { argEname, argNumber, argPoint } from '../../builtins/assert.js';
import { defineBuiltins, type BuiltinDef } from '../../builtins/registry.js';
import { raise } from '../../core/errors.js';
import { list, Real, VlaObject, type Value } from '../../core/values.js';
import { enameOfObject } from '../activex/enames.js';
import type { Ctx } from '../../core/context.js';
import { drawingOf } from '../drawing.js';
import { curveOf, type Curve } from '../geometry/curve.js';
import { closestTo, curveArea, distAtParam, firstDeriv, isPlanar, paramAtDist, paramAtPoint, pointAtParam } from '../geometry/measure.js';
import type { Vec3 } from '../geometry/vec.js';
import type { Tags } from '../model/tags.js';

function curveArg(v: Value, ctx: Ctx): Curve {
  const d = drawingOf(ctx);
  const en = v instanceof VlaObject ? enameOfObject(d, v) : argEname(v);
  const r = d.live(en);
  if (!r) return raise('curveErased');
  const vertices = (): Tags[] =>
    d.db.subentities(r.handle).flatMap((h) => {
      const v = d.db.get(h);
      return v && v.type === 'VERTEX' && !v.deleted ? [v.body] : [];
    });
  return curveOf(r.type, r.body, vertices) ?? raise('notACurve');
}

const real = (x: number | undefined): Value => (x === undefined ? null : new Real(x));
const point = (p: Vec3 | undefined): Value => (p ? list([new Real(p[0]), new Real(p[1]), new Real(p[2])]) : null);
const pt3 = (v: Value): Vec3 => {
  const p = argPoint(v);
  return [p[0]!, p[1]!, p[2] ?? 0];
};

/** A one-argument curve query. */
const q1 = (name: string, doc: string, f: (c: Curve, ctx: Ctx) => Value): BuiltinDef => ({
  name, min: 1, max: 1, doc: `(${name} curve) — ${doc}`, fn: ([c], ctx) => f(curveArg(c!, ctx), ctx),
});
/** A curve query with one more argument. */
const q2 = (name: string, arg: string, doc: string, f: (c: Curve, a: Value) => Value): BuiltinDef => ({
  name, min: 2, max: 2, doc: `(${name} curve ${arg}) — ${doc}`, fn: ([c, a], ctx) => f(curveArg(c!, ctx), a!),
});

export const CURVE_BUILTINS = defineBuiltins([
  q1('vlax-curve-getstartparam', 'The parameter at the start of the curve.', (c) => real(c.start)),
  q1('vlax-curve-getendparam', 'The parameter at the end of the curve.', (c) => real(c.end)),
  q1('vlax-curve-getstartpoint', 'The curve\'s start point (WCS).', (c) => point(pointAtParam(c, c.start))),
  q1('vlax-curve-getendpoint', 'The curve\'s end point (WCS).', (c) => point(pointAtParam(c, c.end))),
  q1('vlax-curve-getarea', 'The area the curve encloses, as if closed.', (c) => real(curveArea(c))),
  q1('vlax-curve-isclosed', 'T when the curve is closed.', (c, ctx) => (c.closed ? ctx.T : null)),
  q1('vlax-curve-isperiodic', 'T for a periodic curve (a circle).', (c, ctx) => (c.periodic ? ctx.T : null)),
  q1('vlax-curve-isplanar', 'T when the curve lies in one plane.', (c, ctx) => (isPlanar(c) ? ctx.T : null)),
  q2('vlax-curve-getpointatparam', 'param', 'The point at a parameter, or nil outside the curve.', (c, a) => point(pointAtParam(c, argNumber(a)))),
  q2('vlax-curve-getdistatparam', 'param', 'The length along the curve up to a parameter, or nil.', (c, a) => real(distAtParam(c, argNumber(a)))),
  q2('vlax-curve-getparamatdist', 'dist', 'The parameter at a length along the curve, or nil.', (c, a) => real(paramAtDist(c, argNumber(a)))),
  q2('vlax-curve-getpointatdist', 'dist', 'The point at a length along the curve, or nil.', (c, a) => {
    const t = paramAtDist(c, argNumber(a));
    return t === undefined ? null : point(pointAtParam(c, t));
  }),
  q2('vlax-curve-getparamatpoint', 'point', 'The parameter of a point on the curve, or nil.', (c, a) => real(paramAtPoint(c, pt3(a)))),
  q2('vlax-curve-getdistatpoint', 'point', 'The length along the curve up to a point on it, or nil.', (c, a) => {
    const t = paramAtPoint(c, pt3(a));
    return t === undefined ? null : real(distAtParam(c, t));
  }),
  q2('vlax-curve-getfirstderiv', 'param', 'The first derivative (tangent vector) at a parameter, or nil.', (c, a) => point(firstDeriv(c, argNumber(a)))),
  {
    name: 'vlax-curve-getclosestpointto',
    min: 2,
    max: 3,
    doc: '(vlax-curve-getclosestpointto curve point [extend]) — The point of the curve nearest to a point.',
    fn: ([c, p], ctx) => point(closestTo(curveArg(c!, ctx), pt3(p!)).point),
  },
]);
