/*
 * The other entity classes drafters reach through ActiveX, as far as their groups carry them:
 *   Hatch       PatternName 2, PatternType 76, PatternAngle 52, PatternScale/PatternSpace 41,
 *               PatternDouble 77, HatchStyle 75, AssociativeHatch 71, NumberOfLoops 91, Elevation,
 *               Area over the boundary loops; AppendOuterLoop/AppendInnerLoop build loops from
 *               closed polylines, circles, or chains of lines and arcs; Evaluate redraws only
 *   Dim*        Measurement 42, TextOverride 1, TextPosition 11, StyleName 3, ExtLine1Point 13,
 *               ExtLine2Point 14, Rotation 50 (rotated), Normal
 *   Leader      Coordinates (its 10 vertices), Solid/Trace/3DFace Coordinates 10..13 and the
 *               3DFace edge visibility bits; PViewport Center 10, Width 40, Height 41;
 *   Table       Rows 91, Columns 92, InsertionPoint, GetText(row, col) from the cells' text
 *   Region, 3DSolid, MLeader, MLine ...: the common entity properties (their shape data — ACIS
 *               bodies, MLeader context — is not modelled)
 */
import { raise } from '../../../core/errors.js';
import { real, type Value } from '../../../core/values.js';
import type { DbRecord } from '../../model/record.js';
import { boundaryOf, loopGroups, type HatchLoop } from '../../hatch-make.js';
import { TagBuilder } from '../../model/tags.js';
import { argBool, argDouble, argDoubles, argLong, argObjects, argText } from '../convert.js';
import { writeBody, writeGroups } from '../edit.js';
import { defineClass, targetOf, type AxTarget, type ClassImpl } from '../model.js';
import { asPoint, numOf, pointOf, strOf } from '../read.js';
import { doublesVariant } from '../variant-values.js';
import { ENTITY_PART, NORMAL_PART, OBJECT_PART, THICKNESS_PART, flagProperty, intProperty, pointProperty, realProperty, textProperty } from './common.js';

type Part = Partial<Pick<ClassImpl, 'get' | 'put' | 'call' | 'members'>>;
const ENTITY: Part[] = [OBJECT_PART, ENTITY_PART];
const DEG = 180 / Math.PI;

// ---- HATCH ------------------------------------------------------------------------------------

/**
 * The boundary loop the objects make (one closed object, or a chain of them), found as HATCH's
 * select-objects boundary finds it (hatch-make.ts boundaryOf).
 */
function loopFrom(t: AxTarget, objs: Value, style: 'vla' | 'lisp', outer: boolean): HatchLoop {
  const recs = argObjects(objs, style).map((o) => targetOf(o)!.rec());
  const loop = boundaryOf(t.drawing, recs)[0];
  if (!loop) return raise('axAutomation', 'Invalid input');
  return { ...loop, flags: outer ? 1 : 0 };
}

/** Insert a loop's groups before the hatch style (75) and count it in 91. */
function appendLoop(t: AxTarget, l: HatchLoop): void {
  const r = t.rec();
  const groups = loopGroups(l, numOf(r, 71, 0) !== 0);
  const out = new TagBuilder();
  let done = false;
  for (let i = 0; i < r.body.c.length; i++) {
    const c = r.body.c[i]!;
    if (c === 91) {
      out.push(91, Number(r.body.v[i]) + 1);
      continue;
    }
    if (c === 75 && !done) {
      for (const [gc, gv] of groups) out.push(gc, gv);
      done = true;
    }
    out.push(c, r.body.v[i]!);
  }
  if (!done) for (const [gc, gv] of groups) out.push(gc, gv);
  writeBody(t.drawing, r, out.done());
}

/** Signed area of each loop as stored (shoelace over the chords plus each arc's segment). */
function hatchArea(r: DbRecord): number {
  const b = r.body;
  const loops: Array<{ area: number; external: boolean }> = [];
  let i = b.c.indexOf(91);
  if (i < 0) return 0;
  const n = Number(b.v[i]);
  i++;
  for (let k = 0; k < n && i < b.c.length; k++) {
    while (i < b.c.length && b.c[i] !== 92) i++;
    const flags = Number(b.v[i++]);
    let twice = 0;
    let segs = 0;
    if (flags & 2) {
      const hasBulge = b.c[i] === 72 ? Number(b.v[i]) !== 0 : false;
      i += 2; // 72, 73
      const count = Number(b.v[i++]);
      const pts: Array<{ x: number; y: number; bulge: number }> = [];
      for (let v = 0; v < count; v++) {
        const p = b.v[i++] as number[];
        const bulge = hasBulge && b.c[i] === 42 ? Number(b.v[i++]) : 0;
        pts.push({ x: p[0]!, y: p[1]!, bulge });
      }
      for (let v = 0; v < pts.length; v++) {
        const a = pts[v]!;
        const c = pts[(v + 1) % pts.length]!;
        twice += a.x * c.y - c.x * a.y;
        if (a.bulge) {
          const chord = Math.hypot(c.x - a.x, c.y - a.y);
          const th = 4 * Math.atan(Math.abs(a.bulge));
          const rad = chord / (2 * Math.sin(th / 2));
          segs += Math.sign(a.bulge) * ((rad * rad) / 2) * (th - Math.sin(th));
        }
      }
    } else {
      const count = Number(b.v[i++]);
      for (let e = 0; e < count; e++) {
        const kind = Number(b.v[i++]);
        if (kind === 1) {
          const a = b.v[i++] as number[];
          const c = b.v[i++] as number[];
          twice += a[0]! * c[1]! - c[0]! * a[1]!;
        } else if (kind === 2) {
          const c = b.v[i++] as number[];
          const rad = Number(b.v[i++]);
          const s = Number(b.v[i++]) / DEG;
          let en = Number(b.v[i++]) / DEG;
          const ccw = Number(b.v[i++]) !== 0;
          while (en <= s) en += 2 * Math.PI;
          const th = en - s;
          const p0 = [c[0]! + rad * Math.cos(s), c[1]! + rad * Math.sin(s)];
          const p1 = [c[0]! + rad * Math.cos(en), c[1]! + rad * Math.sin(en)];
          twice += (ccw ? 1 : -1) * (p0[0]! * p1[1]! - p1[0]! * p0[1]!);
          segs += (ccw ? 1 : -1) * ((rad * rad) / 2) * (th - Math.sin(th));
        } else break;
      }
    }
    while (i < b.c.length && b.c[i] !== 92 && b.c[i] !== 75) i++;
    loops.push({ area: Math.abs(twice / 2 + segs), external: (flags & 1) !== 0 || k === 0 });
  }
  return loops.reduce((s, l) => s + (l.external ? l.area : -l.area), 0);
}

export const HATCH_CLASS = defineClass('Hatch', 'IAcadHatch', 'AutoCAD Hatch Interface', [
  ...ENTITY,
  NORMAL_PART,
  textProperty('PatternName', 2),
  { get: { PatternType: (t: AxTarget) => numOf(t.rec(), 76, 1) } },
  realProperty('PatternAngle', 52),
  realProperty('PatternScale', 41, 1, (n) => n > 0),
  realProperty('PatternSpace', 41, 1, (n) => n > 0),
  flagProperty('PatternDouble', 77, 1),
  intProperty('HatchStyle', 75, 0, new Set([0, 1, 2])),
  flagProperty('AssociativeHatch', 71, 1, true),
  {
    get: {
      NumberOfLoops: (t) => numOf(t.rec(), 91, 0),
      Elevation: (t) => real(pointOf(t.rec(), 10)[2]!),
      Area: (t) => real(hatchArea(t.rec())),
      HatchObjectType: (t) => numOf(t.rec(), 450, 0),
      GradientName: (t) => strOf(t.rec(), 470, ''),
    },
    put: { Elevation: (t, v) => writeGroups(t, [[10, [0, 0, argDouble(v)]]]) },
    call: {
      AppendOuterLoop: (t, a, style) => {
        appendLoop(t, loopFrom(t, a[0]!, style, true));
        return null;
      },
      AppendInnerLoop: (t, a, style) => {
        appendLoop(t, loopFrom(t, a[0]!, style, false));
        return null;
      },
      Evaluate: () => null,
      SetPattern: (t, a) => {
        const type = argLong(a[0]!);
        const name = argText(a[1]!);
        if (type < 0 || type > 2) return raise('axServerError', 'Invalid input');
        writeGroups(t, [[76, type], [2, name], [70, name.toUpperCase() === 'SOLID' ? 1 : 0]]);
        return null;
      },
    },
  },
]);

// ---- dimensions ---------------------------------------------------------------------------------

const DIMENSION_PART: Part[] = [
  ...ENTITY,
  NORMAL_PART,
  textProperty('TextOverride', 1),
  pointProperty('TextPosition', 11),
  {
    get: {
      Measurement: (t) => real(numOf(t.rec(), 42, 0)),
      StyleName: (t) => strOf(t.rec(), 3, 'Standard'),
      TextRotation: (t) => real(numOf(t.rec(), 53, 0)),
    },
    put: {
      StyleName: (t, v) => {
        const st = t.drawing.db.tableEntry('DIMSTYLE', argText(v));
        if (!st) return raise('axAutomation', 'Key not found');
        writeGroups(t, [[3, strOf(st, 2, '')]]);
      },
      TextRotation: (t, v) => writeGroups(t, [[53, argDouble(v)]]),
    },
  },
];

const linearDim = (id: string, iface: string, title: string, extra: Part[] = []): ClassImpl =>
  defineClass(id, iface, title, [...DIMENSION_PART, { ...pointProperty('ExtLine1Point', 13), shared: true }, { ...pointProperty('ExtLine2Point', 14), shared: true }, ...extra]);

export const DIM_ROTATED_CLASS = linearDim('DimRotated', 'IAcadDimRotated', 'AutoCAD Rotated Dimension Interface', [realProperty('Rotation', 50)]);
export const DIM_ALIGNED_CLASS = linearDim('DimAligned', 'IAcadDimAligned', 'AutoCAD Aligned Dimension Interface');
export const DIM_OTHER_CLASSES: readonly ClassImpl[] = [
  ['DimAngular', 'IAcadDimAngular', 'AutoCAD Angular Dimension Interface'],
  ['DimDiametric', 'IAcadDimDiametric', 'AutoCAD Diametric Dimension Interface'],
  ['DimRadial', 'IAcadDimRadial', 'AutoCAD Radial Dimension Interface'],
  ['Dim3PointAngular', 'IAcadDim3PointAngular', 'AutoCAD 3 Point Angular Dimension Interface'],
  ['DimOrdinate', 'IAcadDimOrdinate', 'AutoCAD Ordinate Dimension Interface'],
  ['DimArcLength', 'IAcadDimArcLength', 'AutoCAD Arc Length Dimension Interface'],
  ['DimRadialLarge', 'IAcadDimRadialLarge', 'AutoCAD Jogged Radial Dimension Interface'],
].map(([id, iface, title]) => defineClass(id!, iface!, title!, DIMENSION_PART));

// ---- simple corner entities, leaders, viewports, tables ------------------------------------

/** All point groups with these codes, flattened (x y z ...). */
function cornerFlat(r: DbRecord, codes: readonly number[]): number[] {
  return codes.flatMap((c) => pointOf(r, c));
}

function cornerPart(codes: readonly number[]): Part {
  return {
    get: {
      Coordinates: (t) => doublesVariant(cornerFlat(t.rec(), codes)),
      Coordinate: (t, a) => {
        const i = argLong(a[0] ?? null);
        const c = codes[i];
        return c === undefined ? raise('axServerError', 'Invalid argument') : asPoint(pointOf(t.rec(), c));
      },
    },
    put: {
      Coordinates: (t, v, style) => {
        const n = argDoubles(v, style);
        if (n.length !== codes.length * 3) return raise('axServerError', 'Invalid argument');
        writeGroups(t, codes.map((c, i) => [c, n.slice(i * 3, i * 3 + 3)] as const));
      },
    },
  };
}

const CORNERS = [10, 11, 12, 13] as const;

export const SOLID_CLASS = defineClass('Solid', 'IAcadSolid', 'AutoCAD Solid Interface', [...ENTITY, THICKNESS_PART, NORMAL_PART, cornerPart(CORNERS)]);
export const TRACE_CLASS = defineClass('Trace', 'IAcadTrace', 'AutoCAD Trace Interface', [...ENTITY, THICKNESS_PART, NORMAL_PART, cornerPart(CORNERS)]);
export const FACE3D_CLASS = defineClass('3DFace', 'IAcad3DFace', 'AutoCAD 3DFace Interface', [
  ...ENTITY,
  cornerPart(CORNERS),
  ...[1, 2, 3, 4].map((k) => {
    const bit = 1 << (k - 1);
    return {
      get: { [`VisibilityEdge${k}`]: (t: AxTarget) => t.session.bool((numOf(t.rec(), 70, 0) & bit) === 0) },
      put: {
        [`VisibilityEdge${k}`]: (t: AxTarget, v: Value) => {
          const f = numOf(t.rec(), 70, 0);
          writeGroups(t, [[70, argBool(v) ? f & ~bit : f | bit]]);
        },
      },
    };
  }),
]);

export const LEADER_CLASS = defineClass('Leader', 'IAcadLeader', 'AutoCAD Leader Interface', [
  ...ENTITY,
  NORMAL_PART,
  textProperty('StyleName', 3, 'Standard'),
  {
    get: {
      Coordinates: (t) => {
        const r = t.rec();
        return doublesVariant(r.body.c.flatMap((c, i) => (c === 10 ? (r.body.v[i] as number[]).slice(0, 3) : [])));
      },
      Type: (t) => (numOf(t.rec(), 72, 0) === 1 ? 2 : 0) + (numOf(t.rec(), 71, 1) !== 0 ? 1 : 0),
    },
  },
]);

export const PVIEWPORT_CLASS = defineClass('PViewport', 'IAcadPViewport', 'AutoCAD Paper Space Viewport Interface', [
  ...ENTITY,
  pointProperty('Center', 10),
  realProperty('Width', 40, 0, (n) => n > 0),
  realProperty('Height', 41, 0, (n) => n > 0),
]);

/** Table cell texts in row-major order (each cell's first 1 or 302 group after its 171). */
function cellTexts(r: DbRecord): string[] {
  const out: string[] = [];
  let inCell = false;
  let have = false;
  for (let i = 0; i < r.body.c.length; i++) {
    const c = r.body.c[i]!;
    if (c === 171) {
      if (inCell && !have) out.push('');
      inCell = true;
      have = false;
    } else if (inCell && !have && (c === 1 || c === 302)) {
      out.push(String(r.body.v[i]));
      have = true;
    }
  }
  if (inCell && !have) out.push('');
  return out;
}

export const TABLE_CLASS = defineClass('Table', 'IAcadTable', 'AutoCAD Table Interface', [
  ...ENTITY,
  pointProperty('InsertionPoint', 10),
  {
    get: {
      Rows: (t) => numOf(t.rec(), 91, 0),
      Columns: (t) => numOf(t.rec(), 92, 0),
      StyleName: (t) => {
        const h = t.rec().body.v[t.rec().body.c.indexOf(342)];
        const st = typeof h === 'string' ? t.drawing.db.get(h) : undefined;
        return st ? strOf(st, 3, 'Standard') : 'Standard';
      },
    },
    call: {
      GetText: (t, a) => {
        const row = argLong(a[0]!);
        const col = argLong(a[1]!);
        const cols = numOf(t.rec(), 92, 0);
        const rows = numOf(t.rec(), 91, 0);
        if (row < 0 || col < 0 || row >= rows || col >= cols) return raise('axServerError', 'Invalid argument');
        return cellTexts(t.rec())[row * cols + col] ?? '';
      },
    },
  },
]);

/** Entities whose shape data Lispwright does not model: the common entity part only. */
export const PLAIN_ENTITY_CLASSES: readonly ClassImpl[] = [
  ['Region', 'IAcadRegion', 'AutoCAD Region Interface'],
  ['3DSolid', 'IAcad3DSolid', 'AutoCAD 3D Solid Interface'],
  ['MLeader', 'IAcadMLeader', 'AutoCAD MLeader Interface'],
  ['MLine', 'IAcadMLine', 'AutoCAD Mline Interface'],
  ['Shape', 'IAcadShape', 'AutoCAD Shape Interface'],
  ['Wipeout', 'IAcadWipeout', 'AutoCAD Wipeout Interface'],
  ['RasterImage', 'IAcadRasterImage', 'AutoCAD Raster Image Interface'],
  ['Tolerance', 'IAcadTolerance', 'AutoCAD Tolerance Interface'],
  ['PolygonMesh', 'IAcadPolygonMesh', 'AutoCAD Polygon Mesh Interface'],
  ['PolyfaceMesh', 'IAcadPolyfaceMesh', 'AutoCAD Polyface Mesh Interface'],
  ['IAcadEntity', 'IAcadEntity', 'AutoCAD Entity Interface'],
].map(([id, iface, title]) => defineClass(id!, iface!, title!, ENTITY));

export const PLAIN_OBJECT_CLASS = defineClass('IAcadObject', 'IAcadObject', 'AutoCAD Object Interface', [OBJECT_PART]);

