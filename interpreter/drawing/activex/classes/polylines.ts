/*
 * LWPolyline, Polyline (2D, old style) and 3DPolyline over their groups:
 *   LWPolyline   Coordinates = every vertex 10 flat (x y x y ...), Coordinate(i) one vertex as a 2D
 *                point; Closed ⇔ 70 bit 1, LinetypeGeneration ⇔ 70 bit 128; ConstantWidth 43,
 *                Elevation 38, Thickness 39; GetBulge/SetBulge ⇔ 42, GetWidth/SetWidth ⇔ 40/41 of
 *                vertex i; AddVertex inserts a vertex; Length and Area from the curve model.
 *   Polyline     the VERTEX subentities' points as x y z triples, the same flags on the POLYLINE's 70,
 *   3DPolyline   bulges and widths on each VERTEX (42, 40/41); Type from 70 bits 2/4 and 75.
 * Changing an old-style polyline's vertex count through Coordinates is not simulated (it would
 * need new VERTEX records inside the existing chain).
 */
import { raise } from '../../../core/errors.js';
import { real, type Value } from '../../../core/values.js';
import type { DbRecord } from '../../model/record.js';
import { TagBuilder, type GV, type Tags } from '../../model/tags.js';
import { argDouble, argDoubles, argLong, argPoint, argPoint2 } from '../convert.js';
import { writeBody, writeGroups } from '../edit.js';
import { areaOf, lengthOf } from '../geom.js';
import { defineClass, type AxTarget, type ClassImpl, type ClassPart } from '../model.js';
import { asPoint, numOf, pointOf } from '../read.js';
import { doublesVariant } from '../variant-values.js';
import { ENTITY_PART, NORMAL_PART, OBJECT_PART, THICKNESS_PART, flagProperty } from './common.js';
import { setOut } from './out-params.js';

const invalidIndex = (): never => raise('axServerError', 'Invalid argument');

// ---- LWPOLYLINE -------------------------------------------------------------------------------

interface LwVertex {
  p: number[];
  g: Map<number, GV>;
}

interface LwModel {
  /** the groups before the first vertex (marker, 90, 70, 43, 38, 39) */
  head: Tags;
  verts: LwVertex[];
  /** 210 and anything after the vertices */
  tail: Tags;
}

const VERTEX_CODES = new Set([40, 41, 42, 91]);

function lwModel(r: DbRecord): LwModel {
  const b = r.body;
  const head = new TagBuilder();
  const tail = new TagBuilder();
  const verts: LwVertex[] = [];
  for (let i = 0; i < b.c.length; i++) {
    const c = b.c[i]!;
    const v = b.v[i]!;
    const last = verts[verts.length - 1];
    if (c === 10) verts.push({ p: (v as number[]).slice(0, 2), g: new Map() });
    else if (last && VERTEX_CODES.has(c) && tail.length === 0) last.g.set(c, v);
    else if (verts.length === 0) head.push(c, v);
    else tail.push(c, v);
  }
  return { head: head.done(), verts, tail: tail.done() };
}

function lwBody(m: LwModel): Tags {
  const out = new TagBuilder();
  for (let i = 0; i < m.head.c.length; i++) out.push(m.head.c[i]!, m.head.c[i] === 90 ? m.verts.length : m.head.v[i]!);
  for (const v of m.verts) {
    out.push(10, v.p);
    for (const c of [40, 41, 42, 91]) out.push(c, v.g.get(c) ?? 0);
  }
  return out.append(m.tail).done();
}

function lwWrite(t: AxTarget, f: (m: LwModel) => void): void {
  const r = t.rec();
  const m = lwModel(r);
  f(m);
  writeBody(t.drawing, r, lwBody(m));
}

function lwVertex(m: LwModel, v: Value): LwVertex {
  const i = argLong(v);
  const vx = m.verts[i];
  return vx ?? invalidIndex();
}

const lwFlat = (t: AxTarget): number[] => lwModel(t.rec()).verts.flatMap((v) => [v.p[0]!, v.p[1]!]);

/** What every polyline kind shares: Length and Area from the curve (where the class has them). */
const CURVE_MEASURES: ClassPart = {
  shared: true,
  get: {
    Length: (t: AxTarget) => real(lengthOf(t.drawing, t.rec()) ?? 0),
    Area: (t: AxTarget) => real(areaOf(t.drawing, t.rec()) ?? 0),
  },
};

/** What both 2D polylines have: the entity part, thickness, normal, Length/Area, the 70 flags. */
const PLANAR_POLYLINE: ClassPart[] = [
  OBJECT_PART,
  ENTITY_PART,
  THICKNESS_PART,
  NORMAL_PART,
  CURVE_MEASURES,
  flagProperty('Closed', 70, 1),
  flagProperty('LinetypeGeneration', 70, 128),
];

export const LWPOLYLINE_CLASS = defineClass('LWPolyline', 'IAcadLWPolyline', 'AutoCAD Lightweight Polyline Interface', [
  ...PLANAR_POLYLINE,
  {
    get: {
      Coordinates: (t) => doublesVariant(lwFlat(t)),
      Coordinate: (t, a) => {
        const v = lwVertex(lwModel(t.rec()), a[0] ?? null);
        return doublesVariant([v.p[0]!, v.p[1]!]);
      },
      ConstantWidth: (t) => real(numOf(t.rec(), 43, 0)),
      Elevation: (t) => real(numOf(t.rec(), 38, 0)),
    },
    put: {
      Coordinates: (t, v, style) => {
        const n = argDoubles(v, style);
        if (n.length < 4 || n.length % 2 !== 0) return raise('axServerError', 'Invalid argument');
        lwWrite(t, (m) => {
          const verts: LwVertex[] = [];
          for (let i = 0; i < n.length; i += 2) verts.push({ p: [n[i]!, n[i + 1]!], g: m.verts[i / 2]?.g ?? new Map() });
          m.verts = verts;
        });
      },
      Coordinate: (t, v, style, a) => {
        const p = argPoint2(v, style);
        lwWrite(t, (m) => {
          lwVertex(m, a[0] ?? null).p = p;
        });
      },
      ConstantWidth: (t, v) => {
        const w = argDouble(v);
        if (w < 0) return raise('axServerError', 'Invalid input');
        lwWrite(t, (m) => {
          const i = m.head.c.indexOf(43);
          const hv = m.head.v.slice();
          if (i >= 0) hv[i] = w;
          m.head = { c: m.head.c, v: hv };
          for (const vx of m.verts) {
            vx.g.set(40, 0);
            vx.g.set(41, 0);
          }
        });
      },
      Elevation: (t, v) => writeGroups(t, [[38, argDouble(v)]]),
    },
    call: {
      AddVertex: (t, a, style) => {
        const i = argLong(a[0]!);
        const p = argPoint2(a[1]!, style);
        lwWrite(t, (m) => {
          if (i < 0 || i > m.verts.length) return invalidIndex();
          m.verts.splice(i, 0, { p, g: new Map() });
        });
        return null;
      },
      GetBulge: (t, a) => real(Number(lwVertex(lwModel(t.rec()), a[0]!).g.get(42) ?? 0)),
      SetBulge: (t, a) => {
        const b = argDouble(a[1]!);
        lwWrite(t, (m) => lwVertex(m, a[0]!).g.set(42, b));
        return null;
      },
      GetWidth: (t, a, style) => {
        const v = lwVertex(lwModel(t.rec()), a[0]!);
        setOut(t, a[1]!, real(Number(v.g.get(40) ?? 0)), style);
        setOut(t, a[2]!, real(Number(v.g.get(41) ?? 0)), style);
        return null;
      },
      SetWidth: (t, a) => {
        const s = argDouble(a[1]!);
        const e = argDouble(a[2]!);
        if (s < 0 || e < 0) return raise('axServerError', 'Invalid input');
        lwWrite(t, (m) => {
          const v = lwVertex(m, a[0]!);
          v.g.set(40, s);
          v.g.set(41, e);
        });
        return null;
      },
    },
  },
]);

// ---- old-style POLYLINE ---------------------------------------------------------------------

/** The live VERTEX records of a POLYLINE, skipping spline frame control points. */
function vertices(t: AxTarget): DbRecord[] {
  const db = t.drawing.db;
  const out: DbRecord[] = [];
  for (const h of db.subentities(t.rec().handle)) {
    const v = db.get(h);
    if (v && v.type === 'VERTEX' && !v.deleted && (numOf(v, 70, 0) & 16) === 0) out.push(v);
  }
  return out;
}

function vertexAt(t: AxTarget, v: Value): DbRecord {
  const i = argLong(v);
  return vertices(t)[i] ?? invalidIndex();
}

const heavyFlat = (t: AxTarget): number[] => vertices(t).flatMap((v) => pointOf(v, 10));

function setHeavyPoints(t: AxTarget, n: number[], dims: 2 | 3): void {
  const vs = vertices(t);
  if (n.length % dims !== 0) return raise('axServerError', 'Invalid argument');
  if (n.length / dims !== vs.length) return raise('axNotSimulated', 'Coordinates (changing the vertex count)', t.cls.iface);
  const elev = pointOf(t.rec(), 10)[2]!;
  vs.forEach((v, i) => {
    const p = [n[i * dims]!, n[i * dims + 1]!, dims === 3 ? n[i * dims + 2]! : elev];
    writeBody(t.drawing, v, tagsWith(v.body, 10, p));
  });
}

function tagsWith(b: Tags, code: number, value: GV): Tags {
  const i = b.c.indexOf(code);
  if (i < 0) return { c: [...b.c, code], v: [...b.v, value] };
  const v = b.v.slice();
  v[i] = value;
  return { c: b.c, v };
}

function writeVertex(t: AxTarget, vx: DbRecord, groups: ReadonlyArray<readonly [number, GV]>): void {
  let body = vx.body;
  for (const [c, v] of groups) body = tagsWith(body, c, v);
  writeBody(t.drawing, vx, body);
}

/** acSimplePoly 0, acFitCurvePoly 1, acQuadSplinePoly 2, acCubicSplinePoly 3 (70 bits 2/4, 75 5/6). */
function polyType(r: DbRecord): number {
  const f = numOf(r, 70, 0);
  if (f & 4) return numOf(r, 75, 6) === 5 ? 2 : 3;
  return f & 2 ? 1 : 0;
}

const heavyCommon = (dims: 2 | 3): Partial<Pick<ClassImpl, 'get' | 'put' | 'call'>> => ({
  get: {
    Coordinates: (t) => doublesVariant(heavyFlat(t)),
    Coordinate: (t, a) => asPoint(pointOf(vertexAt(t, a[0] ?? null), 10)),
  },
  put: {
    Coordinates: (t, v, style) => setHeavyPoints(t, argDoubles(v, style), dims),
    Coordinate: (t, v, style, a) => writeVertex(t, vertexAt(t, a[0] ?? null), [[10, argPoint(v, style)]]),
  },
});

export const POLYLINE_CLASS = defineClass('Polyline', 'IAcadPolyline', 'AutoCAD Polyline Interface', [
  ...PLANAR_POLYLINE,
  heavyCommon(3),
  {
    get: {
      Elevation: (t) => real(pointOf(t.rec(), 10)[2]!),
      ConstantWidth: (t) => real(numOf(t.rec(), 40, 0)),
      Type: (t) => polyType(t.rec()),
    },
    put: {
      Elevation: (t, v) => writeGroups(t, [[10, [0, 0, argDouble(v)]]]),
      ConstantWidth: (t, v) => {
        const w = argDouble(v);
        writeGroups(t, [[40, w], [41, w]]);
        for (const vx of vertices(t)) writeVertex(t, vx, [[40, w], [41, w]]);
      },
    },
    call: {
      GetBulge: (t, a) => real(numOf(vertexAt(t, a[0]!), 42, 0)),
      SetBulge: (t, a) => {
        writeVertex(t, vertexAt(t, a[0]!), [[42, argDouble(a[1]!)]]);
        return null;
      },
      GetWidth: (t, a, style) => {
        const v = vertexAt(t, a[0]!);
        setOut(t, a[1]!, real(numOf(v, 40, 0)), style);
        setOut(t, a[2]!, real(numOf(v, 41, 0)), style);
        return null;
      },
      SetWidth: (t, a) => {
        writeVertex(t, vertexAt(t, a[0]!), [[40, argDouble(a[1]!)], [41, argDouble(a[2]!)]]);
        return null;
      },
    },
  },
]);

export const POLYLINE3D_CLASS = defineClass('3DPolyline', 'IAcad3DPolyline', 'AutoCAD 3D Polyline Interface', [
  OBJECT_PART,
  ENTITY_PART,
  CURVE_MEASURES,
  flagProperty('Closed', 70, 1),
  heavyCommon(3),
  { get: { Type: (t) => Math.max(0, polyType(t.rec()) - 1) } },
]);

export { argPoint };
