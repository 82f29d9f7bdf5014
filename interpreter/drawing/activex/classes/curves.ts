/*
 * Line, Circle, Arc, Ellipse, Point, Ray, XLine and Spline as views over their groups:
 *   Line     StartPoint 10, EndPoint 11; Angle, Length, Delta computed (read-only)
 *   Circle   Center 10, Radius 40; Diameter, Circumference, Area computed and writable (they resize)
 *   Arc      Center 10, Radius 40, StartAngle 50, EndAngle 51 (radians); StartPoint, EndPoint,
 *            ArcLength, TotalAngle, Area computed (read-only)
 *   Ellipse  Center 10, MajorAxis 11, RadiusRatio 40, StartParameter 41, EndParameter 42
 *   Point    Coordinates 10;  Ray/XLine  BasePoint 10, DirectionVector 11
 *   Spline   Degree 71, control/fit points 10/11, knots 40, weights 41 (read; point edits by method)
 */
import { raise } from '../../../core/errors.js';
import { real, type Value } from '../../../core/values.js';
import { argDouble, argLong, argPoint } from '../convert.js';
import { writeGroups } from '../edit.js';
import { areaOf, endsOf, ocsToWcsPoint, type Vec3 } from '../geom.js';
import { defineClass, type AxTarget } from '../model.js';
import { asPoint, numOf, pointOf } from '../read.js';
import { doublesVariant } from '../variant-values.js';
import { ENTITY_PART, NORMAL_PART, OBJECT_PART, THICKNESS_PART, flagProperty, pointProperty, realProperty } from './common.js';

const TWO_PI = Math.PI * 2;
const invalid = (): never => raise('axServerError', 'Invalid input');
const positive = (n: number): boolean => n > 0;
const normAngle = (a: number): number => ((a % TWO_PI) + TWO_PI) % TWO_PI;

const ENTITY = [OBJECT_PART, ENTITY_PART];

function lineDelta(t: AxTarget): Vec3 {
  const r = t.rec();
  const a = pointOf(r, 10);
  const b = pointOf(r, 11);
  return [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
}

export const LINE_CLASS = defineClass('Line', 'IAcadLine', 'AutoCAD Line Interface', [
  ...ENTITY,
  THICKNESS_PART,
  NORMAL_PART,
  pointProperty('StartPoint', 10),
  pointProperty('EndPoint', 11),
  {
    get: {
      Delta: (t) => asPoint(lineDelta(t)),
      Length: (t) => {
        const d = lineDelta(t);
        return real(Math.hypot(d[0], d[1], d[2]));
      },
      Angle: (t) => {
        const d = lineDelta(t);
        return real(normAngle(Math.atan2(d[1], d[0])));
      },
    },
  },
]);

const radius = (t: AxTarget): number => numOf(t.rec(), 40, 0);
const setRadius = (t: AxTarget, r: number): void => {
  if (!(r > 0)) return invalid();
  writeGroups(t, [[40, r]]);
};

/** Circle and Arc: a centre and a radius in the entity's plane. */
const CIRCULAR = [...ENTITY, THICKNESS_PART, NORMAL_PART, pointProperty('Center', 10), realProperty('Radius', 40, 0, positive)];

export const CIRCLE_CLASS = defineClass('Circle', 'IAcadCircle', 'AutoCAD Circle Interface', [
  ...CIRCULAR,
  {
    get: {
      Diameter: (t) => real(2 * radius(t)),
      Circumference: (t) => real(TWO_PI * radius(t)),
      Area: (t) => real(Math.PI * radius(t) ** 2),
    },
    put: {
      Diameter: (t, v) => setRadius(t, argDouble(v) / 2),
      Circumference: (t, v) => setRadius(t, argDouble(v) / TWO_PI),
      Area: (t, v) => setRadius(t, Math.sqrt(argDouble(v) / Math.PI)),
    },
  },
]);

/** The arc's sweep in radians (0, 2π]. */
function arcSweep(t: AxTarget): number {
  const r = t.rec();
  const s = numOf(r, 50, 0);
  let e = numOf(r, 51, 0);
  while (e <= s) e += TWO_PI;
  return e - s;
}

export const ARC_CLASS = defineClass('Arc', 'IAcadArc', 'AutoCAD Arc Interface', [
  ...CIRCULAR,
  realProperty('StartAngle', 50),
  realProperty('EndAngle', 51),
  {
    get: {
      StartPoint: (t) => asPoint(endsOf(t.drawing, t.rec())![0]),
      EndPoint: (t) => asPoint(endsOf(t.drawing, t.rec())![1]),
      TotalAngle: (t) => real(arcSweep(t)),
      ArcLength: (t) => real(arcSweep(t) * radius(t)),
      Area: (t) => real(areaOf(t.drawing, t.rec()) ?? 0),
    },
    put: {
      StartAngle: (t, v) => writeGroups(t, [[50, normAngle(argDouble(v))]]),
      EndAngle: (t, v) => writeGroups(t, [[51, normAngle(argDouble(v))]]),
    },
  },
]);

/** Ellipse: the point at parameter u, in WCS (the major axis 11 is relative to the centre, in WCS). */
function ellipsePoint(t: AxTarget, u: number): Vec3 {
  const r = t.rec();
  const c = pointOf(r, 10);
  const m = pointOf(r, 11, [1, 0, 0]);
  const n = pointOf(r, 210, [0, 0, 1]);
  const ratio = numOf(r, 40, 1);
  // minor axis = ratio * (normal × major)
  const minor: Vec3 = [ratio * (n[1]! * m[2]! - n[2]! * m[1]!), ratio * (n[2]! * m[0]! - n[0]! * m[2]!), ratio * (n[0]! * m[1]! - n[1]! * m[0]!)];
  const cu = Math.cos(u);
  const su = Math.sin(u);
  return [c[0]! + cu * m[0]! + su * minor[0], c[1]! + cu * m[1]! + su * minor[1], c[2]! + cu * m[2]! + su * minor[2]];
}

const majorRadius = (t: AxTarget): number => {
  const m = pointOf(t.rec(), 11, [1, 0, 0]);
  return Math.hypot(m[0]!, m[1]!, m[2]!);
};
/** ActiveX's StartAngle/EndAngle are angles from the major axis; the DXF keeps parameters. */
const paramToAngle = (u: number, ratio: number): number => normAngle(Math.atan2(ratio * Math.sin(u), Math.cos(u)));
const angleToParam = (a: number, ratio: number): number => normAngle(Math.atan2(Math.sin(a), ratio * Math.cos(a)));

export const ELLIPSE_CLASS = defineClass('Ellipse', 'IAcadEllipse', 'AutoCAD Ellipse Interface', [
  ...ENTITY,
  pointProperty('Center', 10),
  pointProperty('MajorAxis', 11),
  realProperty('RadiusRatio', 40, 1, (n) => n > 0 && n <= 1),
  realProperty('StartParameter', 41),
  realProperty('EndParameter', 42, TWO_PI),
  {
    get: {
      Normal: (t) => asPoint(pointOf(t.rec(), 210, [0, 0, 1])),
      MajorRadius: (t) => real(majorRadius(t)),
      MinorRadius: (t) => real(majorRadius(t) * numOf(t.rec(), 40, 1)),
      MinorAxis: (t) => {
        const r = t.rec();
        const m = pointOf(r, 11, [1, 0, 0]);
        const n = pointOf(r, 210, [0, 0, 1]);
        const k = numOf(r, 40, 1);
        return asPoint([k * (n[1]! * m[2]! - n[2]! * m[1]!), k * (n[2]! * m[0]! - n[0]! * m[2]!), k * (n[0]! * m[1]! - n[1]! * m[0]!)]);
      },
      StartAngle: (t) => real(paramToAngle(numOf(t.rec(), 41, 0), numOf(t.rec(), 40, 1))),
      EndAngle: (t) => real(paramToAngle(numOf(t.rec(), 42, TWO_PI), numOf(t.rec(), 40, 1))),
      StartPoint: (t) => asPoint(ellipsePoint(t, numOf(t.rec(), 41, 0))),
      EndPoint: (t) => asPoint(ellipsePoint(t, numOf(t.rec(), 42, TWO_PI))),
      Area: (t) => {
        const a = majorRadius(t);
        const b = a * numOf(t.rec(), 40, 1);
        const u0 = numOf(t.rec(), 41, 0);
        let u1 = numOf(t.rec(), 42, TWO_PI);
        while (u1 <= u0) u1 += TWO_PI;
        // sector minus the chord triangle (as if closed by a straight line)
        const sector = (a * b * (u1 - u0)) / 2;
        const chord = (a * b * Math.sin(u1 - u0)) / 2;
        return real(Math.abs(sector - chord));
      },
    },
    put: {
      StartAngle: (t, v) => writeGroups(t, [[41, angleToParam(argDouble(v), numOf(t.rec(), 40, 1))]]),
      EndAngle: (t, v) => writeGroups(t, [[42, angleToParam(argDouble(v), numOf(t.rec(), 40, 1))]]),
      MajorRadius: (t, v) => {
        const r = argDouble(v);
        if (!(r > 0)) return invalid();
        const m = pointOf(t.rec(), 11, [1, 0, 0]);
        const k = r / Math.hypot(m[0]!, m[1]!, m[2]!);
        writeGroups(t, [[11, [m[0]! * k, m[1]! * k, m[2]! * k]]]);
      },
      MinorRadius: (t, v) => {
        const r = argDouble(v);
        const ratio = r / majorRadius(t);
        if (!(ratio > 0 && ratio <= 1)) return invalid();
        writeGroups(t, [[40, ratio]]);
      },
      Normal: (t, v, style) => writeGroups(t, [[210, argPoint(v, style)]]),
    },
  },
]);

export const POINT_CLASS = defineClass('Point', 'IAcadPoint', 'AutoCAD Point Interface', [
  ...ENTITY,
  THICKNESS_PART,
  NORMAL_PART,
  pointProperty('Coordinates', 10),
]);

const rayLike = (id: string, iface: string, title: string) =>
  defineClass(id, iface, title, [
    ...ENTITY,
    pointProperty('BasePoint', 10),
    pointProperty('DirectionVector', 11),
    {
      get: {
        SecondPoint: (t) => {
          const b = pointOf(t.rec(), 10);
          const d = pointOf(t.rec(), 11, [1, 0, 0]);
          return asPoint([b[0]! + d[0]!, b[1]! + d[1]!, b[2]! + d[2]!]);
        },
      },
      put: {
        SecondPoint: (t, v, style) => {
          const b = pointOf(t.rec(), 10);
          const p = argPoint(v, style);
          const d: Vec3 = [p[0] - b[0]!, p[1] - b[1]!, p[2] - b[2]!];
          const len = Math.hypot(d[0], d[1], d[2]);
          if (len === 0) return invalid();
          writeGroups(t, [[11, [d[0] / len, d[1] / len, d[2] / len]]]);
        },
      },
    },
  ]);

export const RAY_CLASS = rayLike('Ray', 'IAcadRay', 'AutoCAD Ray Interface');
export const XLINE_CLASS = rayLike('XLine', 'IAcadXline', 'AutoCAD Xline Interface');

/** All occurrences of a point group, flattened (x y z ...). */
function flatPoints(t: AxTarget, code: number): number[] {
  const r = t.rec();
  const out: number[] = [];
  for (let i = 0; i < r.body.c.length; i++) {
    if (r.body.c[i] !== code) continue;
    const p = r.body.v[i] as number[];
    out.push(p[0] ?? 0, p[1] ?? 0, p[2] ?? 0);
  }
  return out;
}

function allNumbers(t: AxTarget, code: number): number[] {
  const r = t.rec();
  return r.body.c.flatMap((c, i) => (c === code ? [r.body.v[i] as number] : []));
}

function nthPoint(t: AxTarget, code: number, a: readonly Value[]): Value {
  const i = argLong(a[0]!);
  const all = flatPoints(t, code);
  if (i < 0 || i * 3 >= all.length) return invalid();
  return asPoint(all.slice(i * 3, i * 3 + 3));
}

export const SPLINE_CLASS = defineClass('Spline', 'IAcadSpline', 'AutoCAD Spline Interface', [
  ...ENTITY,
  { get: { Degree: (t: AxTarget) => numOf(t.rec(), 71, 3) } },
  flagProperty('IsRational', 70, 4, true),
  flagProperty('IsPeriodic', 70, 2, true),
  flagProperty('IsPlanar', 70, 8, true),
  flagProperty('Closed', 70, 1, true),
  realProperty('FitTolerance', 44, 1e-10),
  pointProperty('StartTangent', 12),
  pointProperty('EndTangent', 13),
  {
    get: {
      NumberOfControlPoints: (t) => flatPoints(t, 10).length / 3,
      NumberOfFitPoints: (t) => flatPoints(t, 11).length / 3,
      ControlPoints: (t) => doublesVariant(flatPoints(t, 10)),
      FitPoints: (t) => doublesVariant(flatPoints(t, 11)),
      Knots: (t) => doublesVariant(allNumbers(t, 40)),
      Weights: (t) => doublesVariant(allNumbers(t, 41)),
    },
    call: {
      GetControlPoint: (t, a) => nthPoint(t, 10, a),
      GetFitPoint: (t, a) => nthPoint(t, 11, a),
      GetWeight: (t, a) => {
        const w = allNumbers(t, 41);
        const i = argLong(a[0]!);
        if (i < 0 || i >= flatPoints(t, 10).length / 3) return invalid();
        return real(w[i] ?? 1);
      },
    },
  },
]);

export { ocsToWcsPoint };
