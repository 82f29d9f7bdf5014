/*
 * The Add* methods of ModelSpace, PaperSpace and Block: each builds the entity's groups the way an
 * (entmake ...) of the same entity would give them and adds it to that block record (current
 * layer, colour, linetype, text size and style as entmake takes them), returning the new object.
 * A vla- call passes points as variants, vlax-invoke as lists (convert.ts reads both).
 */
import { raise } from '../../../core/errors.js';
import type { Value } from '../../../core/values.js';
import { insertGroups } from '../../blocks.js';
import { dimVars, linearDimension, type LinearDimSpec } from '../../dimension-make.js';
import type { NewEntity } from '../../entmake.js';
import { lispNumber } from '../../geometry/groups.js';
import { hatchGroups, loadPattern, userPattern } from '../../hatch-make.js';
import { filesOf } from '../../../ports/files.js';
import type { Vec3 } from '../../geometry/vec.js';
import { TagBuilder, type GV, type Tags } from '../../model/tags.js';
import { argDouble, argDoubles, argLong, argPoint, argText, argBool } from '../convert.js';
import { createEntity } from '../edit.js';
import type { AxStyle, AxTarget, Method } from '../model.js';
import { recordObject } from '../factory.js';

const tags = (groups: ReadonlyArray<readonly [number, GV]>): Tags => {
  const b = new TagBuilder();
  for (const [c, v] of groups) b.push(c, v);
  return b.done();
};

const invalid = (): never => raise('axServerError', 'Invalid argument');

/** Add one entity to the target block record and hand back its object. */
function add(t: AxTarget, e: NewEntity): Value {
  return recordObject(t.session, createEntity(t.drawing, t.handle, e));
}

const simple = (type: string, groups: ReadonlyArray<readonly [number, GV]>): NewEntity => ({ type, tags: tags(groups) });

function unit(p: number[]): number[] {
  const l = Math.hypot(p[0]!, p[1]!, p[2]!);
  if (l === 0) return invalid();
  return [p[0]! / l, p[1]! / l, p[2]! / l];
}

function triples(n: number[]): number[][] {
  if (n.length % 3 !== 0 || n.length < 6) return invalid();
  const out: number[][] = [];
  for (let i = 0; i < n.length; i += 3) out.push([n[i]!, n[i + 1]!, n[i + 2]!]);
  return out;
}

/** MTEXT contents as 250-character 3 chunks and a final 1. */
function mtextGroups(text: string): Array<[number, GV]> {
  const out: Array<[number, GV]> = [];
  let rest = text;
  while (rest.length > 250) {
    out.push([3, rest.slice(0, 250)]);
    rest = rest.slice(250);
  }
  out.push([1, rest]);
  return out;
}

const pt = (v: Value, style: AxStyle) => argPoint(v, style);

export const ADD_METHODS: Readonly<Record<string, Method>> = {
  AddLine: (t, a, s) => add(t, simple('LINE', [[10, pt(a[0]!, s)], [11, pt(a[1]!, s)]])),
  AddCircle: (t, a, s) => {
    const r = argDouble(a[1]!);
    if (!(r > 0)) return invalid();
    return add(t, simple('CIRCLE', [[10, pt(a[0]!, s)], [40, r]]));
  },
  AddArc: (t, a, s) => {
    const r = argDouble(a[1]!);
    if (!(r > 0)) return invalid();
    return add(t, simple('ARC', [[10, pt(a[0]!, s)], [40, r], [50, argDouble(a[2]!)], [51, argDouble(a[3]!)]]));
  },
  AddEllipse: (t, a, s) => {
    const ratio = argDouble(a[2]!);
    if (!(ratio > 0 && ratio <= 1)) return invalid();
    return add(t, simple('ELLIPSE', [[10, pt(a[0]!, s)], [11, pt(a[1]!, s)], [40, ratio], [41, 0], [42, Math.PI * 2]]));
  },
  AddPoint: (t, a, s) => add(t, simple('POINT', [[10, pt(a[0]!, s)]])),
  AddRay: (t, a, s) => {
    const p = pt(a[0]!, s);
    const q = pt(a[1]!, s);
    return add(t, simple('RAY', [[10, p], [11, unit([q[0] - p[0], q[1] - p[1], q[2] - p[2]])]]));
  },
  AddXline: (t, a, s) => {
    const p = pt(a[0]!, s);
    const q = pt(a[1]!, s);
    return add(t, simple('XLINE', [[10, p], [11, unit([q[0] - p[0], q[1] - p[1], q[2] - p[2]])]]));
  },
  AddLightWeightPolyline: (t, a, s) => {
    const n = argDoubles(a[0]!, s);
    if (n.length < 4 || n.length % 2 !== 0) return invalid();
    const g: Array<[number, GV]> = [[100, 'AcDbEntity'], [100, 'AcDbPolyline'], [90, n.length / 2], [70, 0]];
    for (let i = 0; i < n.length; i += 2) g.push([10, [n[i]!, n[i + 1]!]]);
    return add(t, simple('LWPOLYLINE', g));
  },
  AddPolyline: (t, a, s) => {
    const verts = triples(argDoubles(a[0]!, s));
    return add(t, { type: 'POLYLINE', tags: tags([[66, 1], [10, [0, 0, 0]], [70, 0]]), subs: verts.map((p) => ({ type: 'VERTEX', tags: tags([[10, p], [70, 0]]) })) });
  },
  Add3DPoly: (t, a, s) => {
    const verts = triples(argDoubles(a[0]!, s));
    return add(t, { type: 'POLYLINE', tags: tags([[66, 1], [10, [0, 0, 0]], [70, 8]]), subs: verts.map((p) => ({ type: 'VERTEX', tags: tags([[10, p], [70, 32]]) })) });
  },
  AddText: (t, a, s) => {
    const h = argDouble(a[2]!);
    if (!(h > 0)) return invalid();
    return add(t, simple('TEXT', [[1, argText(a[0]!)], [10, pt(a[1]!, s)], [40, h]]));
  },
  AddMText: (t, a, s) => {
    const w = argDouble(a[1]!);
    if (w < 0) return invalid();
    return add(t, simple('MTEXT', [[100, 'AcDbEntity'], [100, 'AcDbMText'], [10, pt(a[0]!, s)], [41, w], [71, 1], ...mtextGroups(argText(a[2]!))]));
  },
  AddSolid: (t, a, s) => add(t, simple('SOLID', [[10, pt(a[0]!, s)], [11, pt(a[1]!, s)], [12, pt(a[2]!, s)], [13, pt(a[3]!, s)]])),
  AddTrace: (t, a, s) => {
    const p = triples(argDoubles(a[0]!, s));
    if (p.length !== 4) return invalid();
    return add(t, simple('TRACE', [[10, p[0]!], [11, p[1]!], [12, p[2]!], [13, p[3]!]]));
  },
  Add3DFace: (t, a, s) => add(t, simple('3DFACE', [[100, 'AcDbEntity'], [100, 'AcDbFace'], [10, pt(a[0]!, s)], [11, pt(a[1]!, s)], [12, pt(a[2]!, s)], [13, pt(a[3]!, s)]])),
  AddSpline: (t, a, s) => {
    const fit = triples(argDoubles(a[0]!, s));
    const st = pt(a[1]!, s);
    const en = pt(a[2]!, s);
    const g: Array<[number, GV]> = [[100, 'AcDbEntity'], [100, 'AcDbSpline'], [70, 8], [71, 3], [72, 0], [73, 0], [74, fit.length], [12, st], [13, en]];
    for (const p of fit) g.push([11, p]);
    return add(t, simple('SPLINE', g));
  },
  InsertBlock: (t, a, s) => {
    const ins = pt(a[0]!, s);
    const name = argText(a[1]!);
    const sx = a[2] === undefined ? 1 : argDouble(a[2]);
    const sy = a[3] === undefined ? 1 : argDouble(a[3]);
    const sz = a[4] === undefined ? 1 : argDouble(a[4]);
    const rot = a[5] === undefined ? 0 : argDouble(a[5]);
    if (sx === 0 || sy === 0 || sz === 0) return invalid();
    const b = t.drawing.db.block(name);
    if (!b) {
      if (/[\\/.]/.test(name)) return raise('axNotSimulated', 'InsertBlock of a drawing file', t.cls.iface);
      return raise('axAutomation', 'Key not found');
    }
    const layer = t.drawing.sysvars.get('CLAYER');
    const made = insertGroups(t.drawing, { name: b.name, at: ins as Vec3, scale: [sx, sy, sz], rotation: rot, ...(typeof layer === 'string' ? { layer } : {}) });
    if (!made.attribs.length) return add(t, simple('INSERT', made.groups));
    return add(t, { type: 'INSERT', tags: tags(made.groups), subs: made.attribs.map((x) => ({ type: 'ATTRIB', tags: tags(x.groups) })) });
  },
  AddAttribute: (t, a, s) => {
    const h = argDouble(a[0]!);
    const mode = argLong(a[1]!);
    if (!(h > 0) || mode < 0 || mode > 63) return invalid();
    return add(t, simple('ATTDEF', [[100, 'AcDbEntity'], [100, 'AcDbText'], [10, pt(a[3]!, s)], [40, h], [1, argText(a[5]!)], [100, 'AcDbAttributeDefinition'], [3, argText(a[2]!)], [2, argText(a[4]!)], [70, mode & 15]]));
  },
  AddDimAligned: (t, a, s) => addLinearDimension(t, { p1: pt(a[0]!, s) as Vec3, p2: pt(a[1]!, s) as Vec3, location: pt(a[2]!, s) as Vec3 }),
  AddDimRotated: (t, a, s) => addLinearDimension(t, { p1: pt(a[0]!, s) as Vec3, p2: pt(a[1]!, s) as Vec3, location: pt(a[2]!, s) as Vec3, rotation: argDouble(a[3]!) }),
  AddHatch: (t, a) => {
    const type = argLong(a[0]!);
    const name = argText(a[1]!);
    const associative = argBool(a[2]!);
    if (type < 0 || type > 2) return invalid();
    // the pattern as HATCH loads it (the run's files, then the bundled acad.pat / acadiso.pat); no loops yet
    const metric = lispNumber(t.drawing.sysvars.get('MEASUREMENT'), 0) === 1;
    const pattern = type === 0 ? userPattern(0, 1, false) : loadPattern(filesOf(t.session.ctx), name, metric, 0, 1);
    if (!pattern) return raise('axAutomation', 'Invalid input');
    return add(t, simple('HATCH', [[100, 'AcDbEntity'], ...hatchGroups({ pattern: type === 2 ? { ...pattern, type: 2 } : pattern, loops: [], seeds: [], associative, style: 0 })]));
  },
};

/** A linear DIMENSION and its *D block, made as DIMALIGNED / DIMLINEAR make them (dimension-make.ts). */
function addLinearDimension(t: AxTarget, spec: LinearDimSpec): Value {
  const made = linearDimension(t.drawing, dimVars(t.drawing.sysvars), spec);
  return add(t, simple('DIMENSION', made.groups));
}
