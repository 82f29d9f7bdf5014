/*
 * HATCH records from boundaries and a pattern: the one implementation -HATCH, HATCH and the
 * ActiveX AddHatch/AppendOuterLoop call. `findBoundaryAt` is HATCH's internal point (the smallest
 * closed area around the point among the drawing's curves, with its islands), `boundaryOf` its
 * select-objects form (each closed object or chain a loop), `hatchGroups` the entity:
 *   100 AcDbHatch, 10 (0 0 elevation), 210, 2 name, 70 solid, 71 associative, 91 loops,
 *   per loop 92 flags (1 external, 2 polyline, 4 derived, 16 outermost) then a polyline path
 *   (72 has-bulge, 73 closed, 93 count, 10 [42]) or an edge path (93 count, per edge 72 type:
 *   1 line 10 11, 2 arc 10 40 50 51 73, 3 ellipse 10 11 40 50 51 73), 97 source count, 330s;
 *   75 style, 76 pattern type, [52 angle, 41 scale, 77 double, 78 lines: 53 43 44 45 46 79 49...],
 *   47 pixel size, 98 seeds, 10..., and the gradient groups AutoCAD writes with every hatch.
 * Pattern lines are the .pat definition under the hatch angle and scale: the line angle turned by
 * the hatch angle, base point and offset (delta-x along the line, delta-y across, turned by the
 * line's own angle) scaled and turned, dashes scaled, as AutoCAD's HATCH entity stores them
 * (ANSI31 at scale 1: 53 45°, 45 -0.0883883, 46 0.0883883 [Autodesk entget example]).
 * Edge points, polyline vertices and seeds are 2D in the hatch's OCS, as the DXF reader keeps them.
 */
import type { FilePort } from '../ports/files.js';
import type { Drawing } from './drawing.js';
import { edgePoint, LoopGraph, type Loop, type LoopEdge, type LoopSource } from './geometry/loops.js';
import { shapeOf } from './geometry/shape.js';
import { selectionShapeContext } from './selection/shape.js';
import { DEG } from './geometry/hatch.js';
import { primsBox } from './geometry/extents.js';
import type { GV } from './geometry/groups.js';
import type { Vec3 } from './geometry/vec.js';
import type { DbRecord } from './model/record.js';
import { findPattern, type PatLine } from './support/pat.js';

export interface HatchPattern {
  /** the pattern name as stored: "SOLID", "ANSI31", "_USER" */
  name: string;
  solid: boolean;
  /** 76: 0 user defined, 1 predefined, 2 custom */
  type: 0 | 1 | 2;
  /** radians */
  angle: number;
  /** scale (predefined/custom) or spacing (user defined) */
  scale: number;
  double: boolean;
  /** the definition's lines as the .pat file gives them (unscaled, unrotated) */
  lines: readonly PatLine[];
}

/** One loop of a boundary. */
export interface HatchLoop {
  /** 92 */
  flags: number;
  edges: LoopEdge[];
  /** a whole closed polyline: its vertices (x, y, bulge) instead of edges */
  polyline?: Array<[number, number, number]>;
  /** handles of the objects the loop came from (97/330 when associative) */
  sources: string[];
}

/** A pattern by name from the run's files or the bundled acad.pat / acadiso.pat. */
export function loadPattern(files: FilePort | undefined, name: string, metric: boolean, angle: number, scale: number): HatchPattern | undefined {
  const up = name.toUpperCase();
  if (up === 'SOLID') return { name: 'SOLID', solid: true, type: 1, angle: 0, scale: 1, double: false, lines: [] };
  const def = findPattern(files, name, metric);
  if (!def) return undefined;
  const bundled = !files?.find(`${name}.pat`);
  return { name: def.name.toUpperCase(), solid: false, type: bundled ? 1 : 2, angle, scale, double: false, lines: def.lines };
}

/** A user-defined pattern: parallel lines `spacing` apart at `angle`, crossed at 90° when double. */
export function userPattern(angle: number, spacing: number, double: boolean): HatchPattern {
  const lines: PatLine[] = [{ angle: 0, x: 0, y: 0, dx: 0, dy: 1, dashes: [] }];
  if (double) lines.push({ angle: 90, x: 0, y: 0, dx: 0, dy: 1, dashes: [] });
  return { name: '_USER', solid: false, type: 0, angle, scale: spacing, double, lines };
}

const rot = (x: number, y: number, a: number): [number, number] => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
const clean = (n: number): number => (Math.abs(n) < 1e-12 ? 0 : n);

/** The pattern-line groups (53 43 44 45 46 79 49...) under the hatch's angle and scale. */
export function patternLineGroups(p: HatchPattern): Array<[number, GV]> {
  const out: Array<[number, GV]> = [];
  for (const l of p.lines) {
    const a = l.angle * DEG + p.angle;
    const [bx, by] = rot(l.x * p.scale, l.y * p.scale, p.angle);
    const [ox, oy] = rot(l.dx * p.scale, l.dy * p.scale, a);
    out.push([53, a], [43, clean(bx)], [44, clean(by)], [45, clean(ox)], [46, clean(oy)], [79, l.dashes.length]);
    for (const d of l.dashes) out.push([49, d * p.scale]);
  }
  return out;
}

const deg = (a: number): number => {
  let d = (a / DEG) % 360;
  if (d < 0) d += 360;
  return clean(d);
};

function edgeGroups(e: LoopEdge): Array<[number, GV]> {
  switch (e.k) {
    case 'line':
      return [[72, 1], [10, [e.x1, e.y1]], [11, [e.x2, e.y2]]];
    case 'arc': {
      const full = Math.abs(e.a1 - e.a0) >= 2 * Math.PI - 1e-9;
      if (full) return [[72, 2], [10, [e.cx, e.cy]], [40, e.r], [50, 0], [51, 360], [73, 1]];
      const ccw = e.a1 > e.a0;
      return [[72, 2], [10, [e.cx, e.cy]], [40, e.r], [50, deg(ccw ? e.a0 : -e.a0)], [51, deg(ccw ? e.a1 : -e.a1)], [73, ccw ? 1 : 0]];
    }
    default: {
      const ccw = e.u1 > e.u0;
      const full = Math.abs(e.u1 - e.u0) >= 2 * Math.PI - 1e-9;
      return [[72, 3], [10, [e.cx, e.cy]], [11, [e.mx, e.my]], [40, e.ratio], [50, full ? 0 : deg(ccw ? e.u0 : -e.u0)], [51, full ? 360 : deg(ccw ? e.u1 : -e.u1)], [73, ccw || full ? 1 : 0]];
    }
  }
}

/** Arcs of one circle in a row (a circle split in two by the loop finder) become one full arc. */
function mergeCircles(edges: LoopEdge[]): LoopEdge[] {
  if (edges.length < 2 || !edges.every((e) => e.k === 'arc')) return edges;
  const a = edges as Array<Extract<LoopEdge, { k: 'arc' }>>;
  const f = a[0]!;
  const same = a.every((e) => Math.abs(e.cx - f.cx) < 1e-9 && Math.abs(e.cy - f.cy) < 1e-9 && Math.abs(e.r - f.r) < 1e-9);
  const total = a.reduce((s, e) => s + (e.a1 - e.a0), 0);
  return same && Math.abs(Math.abs(total) - 2 * Math.PI) < 1e-9 ? [{ ...f, a0: 0, a1: 2 * Math.PI }] : edges;
}

export interface HatchSpec {
  pattern: HatchPattern;
  loops: readonly HatchLoop[];
  /** 2D seed points in the hatch's OCS */
  seeds: ReadonlyArray<readonly [number, number]>;
  associative: boolean;
  /** 75: 0 normal (odd parity), 1 outer, 2 ignore */
  style: number;
  elevation?: number;
  normal?: Vec3;
  /** 47 (drawing units per pixel at the current view) */
  pixelSize?: number;
}

/** One boundary loop's groups (92 ... 97/330), as a HATCH stores it (ActiveX AppendOuterLoop adds one). */
export function loopGroups(loop: HatchLoop, associative: boolean): Array<[number, GV]> {
  const g: Array<[number, GV]> = [];
  if (loop.polyline) {
    const bulged = loop.polyline.some((v) => v[2] !== 0);
    g.push([92, loop.flags | 2], [72, bulged ? 1 : 0], [73, 1], [93, loop.polyline.length]);
    for (const [x, y, b] of loop.polyline) {
      g.push([10, [x, y]]);
      if (bulged) g.push([42, b]);
    }
  } else {
    const edges = mergeCircles(loop.edges);
    g.push([92, loop.flags], [93, edges.length]);
    for (const e of edges) g.push(...edgeGroups(e));
  }
  const src = associative ? loop.sources : [];
  g.push([97, src.length]);
  for (const h of src) g.push([330, h]);
  return g;
}

/** The HATCH's own groups (after the AcDbEntity part), in entget order. */
export function hatchGroups(spec: HatchSpec): Array<[number, GV]> {
  const p = spec.pattern;
  const g: Array<[number, GV]> = [
    [100, 'AcDbHatch'], [10, [0, 0, spec.elevation ?? 0]], [210, [...(spec.normal ?? [0, 0, 1])]], [2, p.name], [70, p.solid ? 1 : 0], [71, spec.associative ? 1 : 0], [91, spec.loops.length],
  ];
  for (const loop of spec.loops) g.push(...loopGroups(loop, spec.associative));
  g.push([75, spec.style], [76, p.type]);
  if (!p.solid) {
    g.push([52, p.angle], [41, p.scale], [77, p.double ? 1 : 0], [78, p.lines.length], ...patternLineGroups(p));
  }
  g.push([47, spec.pixelSize ?? 0.0778806466221135], [98, spec.seeds.length]);
  for (const s of spec.seeds) g.push([10, [s[0], s[1]]]);
  // the gradient settings AutoCAD keeps with every hatch (all off for a pattern or solid fill)
  g.push([450, 0], [451, 0], [460, 0], [461, 0], [452, 0], [462, 0], [453, 2], [463, 0], [63, 5], [421, 255], [463, 1], [63, 2], [421, 16776960], [470, 'LINEAR']);
  return g;
}

// ---- boundaries from the drawing -----------------------------------------------------------

/** Entity types that can bound a hatch (text, points, hatches and dimensions do not). */
const BOUNDING = new Set(['LINE', 'ARC', 'CIRCLE', 'ELLIPSE', 'LWPOLYLINE', 'POLYLINE', 'SPLINE', 'INSERT', 'SOLID', 'TRACE', 'XLINE', 'RAY', 'REGION']);

interface Shapes {
  records: DbRecord[];
  sources: LoopSource[];
  boxes: Array<[number, number, number, number]>;
  /** the largest coordinate (for the tolerance) and the extents of everything */
  size: number;
  all: [number, number, number, number];
}

function shapes(d: Drawing, records: readonly DbRecord[]): Shapes {
  const ctx = selectionShapeContext(d, 0.2);
  const out: Shapes = { records: [], sources: [], boxes: [], size: 1, all: [Infinity, Infinity, -Infinity, -Infinity] };
  for (const r of records) {
    if (!BOUNDING.has(r.type)) continue;
    const prims = shapeOf(d.selectable(r).shapeInput!(), ctx);
    if (prims.length === 0) continue;
    const b = primsBox(prims);
    out.size = Math.max(out.size, Math.abs(b[0]), Math.abs(b[1]), Math.abs(b[2]), Math.abs(b[3]));
    out.all = [Math.min(out.all[0], b[0]), Math.min(out.all[1], b[1]), Math.max(out.all[2], b[2]), Math.max(out.all[3], b[3])];
    out.records.push(r);
    out.sources.push({ prims });
    out.boxes.push(b);
  }
  return out;
}

interface Candidates {
  records: DbRecord[];
  graph: LoopGraph;
}

/** The loop graph of the shapes whose boxes meet `win` (all of them when it is undefined). */
function graphOf(s: Shapes, gap: number, win?: readonly [number, number, number, number]): Candidates {
  const records: DbRecord[] = [];
  const sources: LoopSource[] = [];
  s.boxes.forEach((b, i) => {
    if (win && (b[2] < win[0] || b[0] > win[2] || b[3] < win[1] || b[1] > win[3])) return;
    records.push(s.records[i]!);
    sources.push(s.sources[i]!);
  });
  return { records, graph: new LoopGraph(sources, Math.max(gap, 1e-9 * s.size)) };
}

function candidates(d: Drawing, records: readonly DbRecord[], gap: number): Candidates {
  return graphOf(shapes(d, records), gap);
}

/** A loop as a HATCH loop: a whole closed polyline keeps its vertices, anything else is edges. */
function hatchLoop(loop: Loop, records: readonly DbRecord[], flags: number): HatchLoop {
  const srcs = [...new Set(loop.edges.map((e) => e.src))];
  const sources = srcs.map((i) => records[i]!.handle);
  const only = srcs.length === 1 ? records[srcs[0]!] : undefined;
  if (only && only.type === 'LWPOLYLINE') {
    // the polyline's own vertices and bulges, in its own order, as AutoCAD copies them
    const verts: Array<[number, number, number]> = [];
    const { c, v } = only.body;
    for (let i = 0; i < c.length; i++) {
      if (c[i] !== 10) continue;
      const p = v[i] as number[];
      let b = 0;
      for (let j = i + 1; j < c.length && c[j] !== 10; j++) if (c[j] === 42) b = Number(v[j]) || 0;
      verts.push([p[0]!, p[1]!, b]);
    }
    if (verts.length === loop.edges.length && loop.edges.every((e) => e.k !== 'ell')) return { flags, edges: loop.edges, polyline: verts, sources };
  }
  return { flags, edges: loop.edges, sources };
}

/** The live, visible main entities of the current space (what an internal point looks at). */
export function visibleEntities(d: Drawing, owner: string): DbRecord[] {
  const out: DbRecord[] = [];
  for (const r of d.db.ents) {
    if (r.deleted || r.owner !== owner) continue;
    const st = d.layerState(String(r.body.v[r.body.c.indexOf(8)] ?? '0'));
    if (st && (st.off || st.frozen)) continue;
    out.push(r);
  }
  return out;
}

/**
 * The boundary around an internal point: the smallest closed area among `records` (external loop)
 * and, unless `style` is 2 (ignore), its islands (style 1 outer: the outermost only; 0 normal: all,
 * the fill alternating). Undefined when the point is in no closed area.
 */
export function findBoundaryAt(d: Drawing, records: readonly DbRecord[], x: number, y: number, style: number, gap = 0): HatchLoop[] | undefined {
  // look close to the point first: a face found among the shapes meeting a window, lying wholly
  // inside it, is the face among all shapes (whatever else could cut it would meet the window)
  const s = shapes(d, records);
  const span = Math.max(s.all[2] - s.all[0], s.all[3] - s.all[1], 1e-9);
  for (let half = span / 64; ; half *= 4) {
    const whole = half >= span;
    const win: [number, number, number, number] = [x - half, y - half, x + half, y + half];
    const c = graphOf(s, gap, whole ? undefined : win);
    const f = c.graph.faceAround(x, y);
    if (f && !whole) {
      const p = f.loop.poly;
      let inside = true;
      for (let i = 0; i < p.length && inside; i += 2) inside = p[i]! > win[0] && p[i]! < win[2] && p[i + 1]! > win[1] && p[i + 1]! < win[3];
      if (!inside) continue;
    }
    if (!f) {
      if (whole) return undefined;
      continue;
    }
    const loops = [hatchLoop(f.loop, c.records, 1 | 4)];
    if (style !== 2) for (const isl of c.graph.islandsIn(f.face, style === 0)) loops.push(hatchLoop(isl, c.records, 4 | 16));
    return loops;
  }
}

/** Select-objects boundaries: the outline of each closed object or closed chain among `records`. */
export function boundaryOf(d: Drawing, records: readonly DbRecord[]): HatchLoop[] {
  const c = candidates(d, records, 0);
  const outlines = c.graph.outlines().sort((a, b) => b.loop.area - a.loop.area);
  return outlines.map((o, i) => hatchLoop(o.loop, c.records, i === 0 ? 1 : 16));
}

/** A point just inside a counter-clockwise loop (the seed of a select-objects hatch): beside its first edge. */
export function pointInside(loop: HatchLoop): [number, number] {
  const e = loop.edges[0]!;
  const [mx, my] = edgePoint(e, 0.5);
  const [ax, ay] = edgePoint(e, 0.49);
  const [bx, by] = edgePoint(e, 0.51);
  const len = Math.hypot(bx - ax, by - ay) || 1;
  const k = 0.01 * (e.k === 'line' ? Math.hypot(e.x2 - e.x1, e.y2 - e.y1) : e.k === 'arc' ? e.r : Math.hypot(e.mx, e.my));
  return [mx - ((by - ay) / len) * k, my + ((bx - ax) / len) * k];
}
