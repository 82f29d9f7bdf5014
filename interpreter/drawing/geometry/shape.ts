/*
 * shapeOf: an entity's plan-view primitives (prims.ts), from its groups alone (plus its
 * subentities and, when the caller can give them, block definitions). One builder per type:
 *   LINE, POINT, CIRCLE, ARC, ELLIPSE exact; LWPOLYLINE and POLYLINE (2D with bulges, 3D, meshes:
 *   shape-polyline.ts); SPLINE: the NURBS curve sampled (else its fit points, else its control
 *   polygon: spline.ts); TEXT / ATTRIB / ATTDEF / MTEXT: the approximate text box (text-shape.ts);
 *   SOLID / TRACE: the filled quadrilateral; 3DFACE: its edges; HATCH: its boundary loops
 *   (hatch.ts); LEADER: its vertices; XLINE / RAY: a very long segment; INSERT and DIMENSION: the
 *   block contents when ctx.block gives them (shape-block.ts); VIEWPORT: its frame (the overall
 *   paper-space viewport, id 1, draws nothing); anything else: its point groups
 *   (10-18) as points.
 * Geometry is mapped to the WCS (OCS, block insertion, and any `m` the caller gives) and projected
 * onto the WCS XY plane.
 */
import { PlanEmitter } from './emit.js';
import { extrusionOf, first, num, numbers, point, points, str, type GV, type Tags } from './groups.js';
import { hatchShape } from './hatch.js';
import { compose, IDENTITY, type Mat } from './matrix.js';
import { ocsToWcs } from './ocs.js';
import { TAU, sweep, type Prim } from './prims.js';
import { blockShape, insertShape } from './shape-block.js';
import { lwpolylineShape, polylineForm, polylineShape } from './shape-polyline.js';
import { splinePoints } from './spline.js';
import { constantAttdef, invisibleAttribute, mtextShape, textShape, type TextDefaults } from './text-shape.js';
import { cross, unit, type Vec3 } from './vec.js';

/** An entity as the geometry reads it. */
export interface ShapeInput {
  /** DXF type in capitals */
  readonly type: string;
  readonly groups: Tags;
  /** VERTEX records of an old-style POLYLINE, ATTRIB records of an INSERT, in order */
  subs?(): Iterable<ShapeInput>;
}

/** A block definition: its base point and entities. */
export interface BlockShapes {
  base: Vec3;
  entities: Iterable<ShapeInput>;
}

export interface ShapeContext extends TextDefaults {
  /** block definitions by name, for INSERT and DIMENSION; without it they reduce to points */
  block?(name: string): BlockShapes | undefined;
  /** the entity lies in a block definition (ATTDEFs then show only when constant) */
  inBlock?: boolean;
}

const FAR = 1e12;

/** The entity's primitives, mapped by `m` (entity WCS -> destination) and projected to plan. */
export function shapeOf(e: ShapeInput, ctx: ShapeContext = {}, m: Mat = IDENTITY): Prim[] {
  const out: Prim[] = [];
  const em = new PlanEmitter(out, m);
  shapeInto(e, ctx, m, em, 0, []);
  em.flush();
  return out;
}

/** Write one entity's primitives into `em` (used recursively for block contents). */
export function shapeInto(e: ShapeInput, ctx: ShapeContext, m: Mat, em: PlanEmitter, depth: number, stack: readonly string[]): void {
  const g = e.groups;
  const type = e.type;
  const ocs = (): Mat => compose(m, ocsToWcs(extrusionOf(g)));
  em.flush();
  em.m = m;
  switch (type) {
    case 'LINE': {
      const a = first(g, 10);
      const b = first(g, 11);
      if (isPoint(a) && isPoint(b)) {
        em.moveXYZ(a[0]!, a[1]!, a[2] ?? 0);
        em.lineXYZ(b[0]!, b[1]!, b[2] ?? 0);
      }
      return;
    }
    case 'POINT': {
      const a = point(g, 10);
      if (a) em.point(a);
      return;
    }
    case 'CIRCLE':
    case 'ARC': {
      const c = point(g, 10);
      const r = num(g, 40, 0);
      if (!c) return;
      const u0 = type === 'ARC' ? num(g, 50, 0) : 0;
      const du = type === 'ARC' ? sweep(u0, num(g, 51, 0)) : TAU;
      em.m = ocs();
      em.conic(c, [r, 0, 0], [0, r, 0], u0, du);
      return;
    }
    case 'ELLIPSE': {
      const c = point(g, 10);
      const maj = point(g, 11);
      if (!c || !maj) return;
      const n = unit(extrusionOf(g)) ?? [0, 0, 1];
      const ratio = num(g, 40, 1);
      const mn = cross(n, maj);
      const s = num(g, 41, 0);
      const en = num(g, 42, TAU);
      em.conic(c, maj, [mn[0] * ratio, mn[1] * ratio, mn[2] * ratio], s, Math.abs(en - s) >= TAU - 1e-9 ? TAU : sweep(s, en));
      return;
    }
    case 'LWPOLYLINE':
      em.m = ocs();
      lwpolylineShape(g, em);
      return;
    case 'POLYLINE': {
      const subs = e.subs?.();
      if (!subs) return;
      if (!polylineForm(g).wcs) em.m = ocs();
      const verts: Tags[] = [];
      for (const s of subs) if (s.type === 'VERTEX') verts.push(s.groups);
      polylineShape(g, verts, em);
      return;
    }
    case 'SPLINE': {
      const pts = splinePoints(num(g, 71, 3), numbers(g, 40), points(g, 10), numbers(g, 41), points(g, 11));
      if (pts.length === 1) em.point(pts[0]!);
      else if (pts.length > 1) {
        em.moveTo(pts[0]!);
        for (let i = 1; i < pts.length; i++) em.lineTo(pts[i]!);
      }
      return;
    }
    case 'LEADER': {
      const pts = points(g, 10);
      if (pts.length === 1) em.point(pts[0]!);
      else if (pts.length > 1) {
        em.moveTo(pts[0]!);
        for (let i = 1; i < pts.length; i++) em.lineTo(pts[i]!);
      }
      return;
    }
    case 'ATTRIB':
    case 'ATTDEF':
      if (invisibleAttribute(g) || (type === 'ATTDEF' && (depth > 0 || ctx.inBlock) && !constantAttdef(g))) return;
    // falls through
    case 'TEXT':
      em.m = ocs();
      textShape(type, g, em, ctx);
      return;
    case 'MTEXT':
      mtextShape(g, em, ctx);
      return;
    case 'SOLID':
    case 'TRACE':
    case '3DFACE': {
      const c = [10, 11, 12, 13].map((k) => point(g, k)).filter((p): p is Vec3 => !!p);
      if (c.length < 3) return;
      if (type === '3DFACE') {
        em.moveTo(c[0]!);
        for (let i = 1; i < c.length; i++) em.lineTo(c[i]!);
        em.lineTo(c[0]!);
        em.close();
        return;
      }
      em.m = ocs();
      em.filledPolygon(c.length === 4 ? [c[0]!, c[1]!, c[3]!, c[2]!] : c);
      return;
    }
    case 'HATCH':
      em.m = ocs();
      hatchShape(g, em, point(g, 10)?.[2] ?? 0);
      return;
    case 'INSERT':
      insertShape(e, ctx, m, em, depth, stack);
      return;
    case 'DIMENSION': {
      const name = str(g, 2);
      const before = em.out.length;
      if (name) blockShape(name, [IDENTITY], ctx, m, em, depth, stack);
      em.flush();
      em.m = m;
      if (em.out.length === before) for (const k of [10, 11, 13, 14]) pointGroup(g, k, em);
      return;
    }
    case 'VIEWPORT': {
      const c = point(g, 10);
      if (!c || first(g, 69) === 1) return;
      const w = num(g, 40, 0) / 2;
      const h = num(g, 41, 0) / 2;
      em.moveTo([c[0] - w, c[1] - h, c[2]]);
      em.lineTo([c[0] + w, c[1] - h, c[2]]);
      em.lineTo([c[0] + w, c[1] + h, c[2]]);
      em.lineTo([c[0] - w, c[1] + h, c[2]]);
      em.lineTo([c[0] - w, c[1] - h, c[2]]);
      em.close();
      return;
    }
    case 'XLINE':
    case 'RAY': {
      const p = point(g, 10);
      const dir = unit(point(g, 11) ?? [1, 0, 0]);
      if (!p || !dir) return;
      em.moveTo(type === 'RAY' ? p : [p[0] - dir[0] * FAR, p[1] - dir[1] * FAR, p[2] - dir[2] * FAR]);
      em.lineTo([p[0] + dir[0] * FAR, p[1] + dir[1] * FAR, p[2] + dir[2] * FAR]);
      return;
    }
    default:
      for (let k = 10; k <= 18; k++) pointGroup(g, k, em);
  }
}

const isPoint = (v: GV | undefined): v is number[] => Array.isArray(v) && v.length >= 2 && Number.isFinite(v[0]! + v[1]! + (v[2] ?? 0));

function pointGroup(g: Tags, code: number, em: PlanEmitter): void {
  for (const p of points(g, code)) em.point(p);
}

/** Types whose shape reaches infinity (left out of extents). */
export const UNBOUNDED_TYPES: ReadonlySet<string> = new Set(['XLINE', 'RAY']);
